"""Four Japanese entries as fresh native readers read them cold (notes/reads/ja16.md, L).

Dragon 7 and Panda 8 now say whose win it is (this bet's), not just "wins". Super 6 names the banker bet as
the rest of the site does and calls the halved amount its payout. Big Eye Boy says the Cantonese-style name is
what is used in Japan, instead of a sentence that reads the name twice. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "dragon-7",
        "explanation_ja",
        "その勝負に勝ったときだけ勝ちとなり、",
        "その勝負に勝ったときだけこのベットの勝ちとなり、",
    ),
    (
        "panda-8",
        "explanation_ja",
        "その勝負に勝ったときだけ勝ちになります。",
        "その勝負に勝ったときだけこのベットの勝ちになります。",
    ),
    (
        "super-6",
        "explanation_ja",
        "バンカーが6で勝つとバンカーベットへの支払いが半分になり、",
        "バンカーが6で勝つとバンカーへのベットの配当が半分になり、",
    ),
    (
        "big-eye-boy",
        "explanation_ja",
        "中国語では大眼仔といい、日本でもこの名前を広東語の発音をまねてダイガンチャイと読み、よく使います。",
        "中国語では大眼仔といい、日本でも、広東語の発音をまねた「ダイガンチャイ」という呼び名がよく使われます。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0053_korean_glossary_round16")]

    operations = [migrations.RunPython(forwards, backwards)]
