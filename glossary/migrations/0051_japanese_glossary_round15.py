"""Japanese glossary wording from the round-15 cold read (issue 27, notes/reads/ja15.md).

Outs: "ポーカーから来た言葉です。バカラでは…" read as two loose sentences; it now says the word is borrowed
and is also heard in baccarat during the squeeze. The Cantonese readings of 珠仔路, 大眼仔 and 曱甴路 say
"imitating the Cantonese pronunciation" instead of "広東語風", as the guides now do. No new fact or
figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "outs",
        "explanation_ja",
        "ポーカーから来た言葉です。バカラでは絞りの最中に「次が8か9ならバンカーの勝ち」のように、次の1枚で勝敗が決まる場面で使われます。",
        "ポーカーから来た言葉で、バカラでも絞りの最中に「次が8か9ならバンカーの勝ち」のように、次の1枚で勝敗が決まる場面で使われることがあります。",
    ),
    (
        "bead-plate",
        "explanation_ja",
        "これは同じ表の別名である珠仔路を広東語風に読んだものです。",
        "これは同じ表の別名である珠仔路を、広東語の発音をまねて読んだものです。",
    ),
    (
        "big-eye-boy",
        "explanation_ja",
        "日本でもこの名前を広東語風にダイガンチャイと読んでよく使います。",
        "日本でもこの名前を広東語の発音をまねてダイガンチャイと読み、よく使います。",
    ),
    (
        "cockroach-pig",
        "explanation_ja",
        "広東語風にカッチャロと読みます。",
        "広東語の発音をまねてカッチャロと読みます。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0050_korean_glossary_round15")]

    operations = [migrations.RunPython(forwards, backwards)]
