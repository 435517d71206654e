"""Four Japanese glossary entries read more naturally (issue 27, notes/reads/ja12.md, round 12).

バカラ・バンク: the banker decides once, having seen both hands, rather than "facing them at the same time".
スタンド: the rule for the player comes before the one place a guest chooses. タブロー: the optimal banker
play is said by where it differs from the punto banco table. テイク・アンド・ペイ: the sentence on the
banker's commission says what is deducted or recorded, not who is paid each time. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "baccarat-banque",
        "example_ja",
        "バンカーは左右二つのプレイヤーのハンドを同時に相手にして、3枚目を引くかどうかを一度だけ決めました。",
        "バンカーは左右二つのプレイヤーのハンドを両方見たうえで、3枚目を引くかどうかを一度にまとめて決めました。",
    ),
    (
        "stand",
        "explanation_ja",
        "客が選ぶことはありません。客が自分で選べるのは、シュマン・ド・フェールの5のオプションのような場面です。"
        "プレイヤーは最初の2枚の合計が6か7ならスタンドします。",
        "客が選ぶことはありません。プレイヤーは最初の2枚の合計が6か7ならスタンドします。"
        "客が自分で選べるのは、シュマン・ド・フェールの5のオプションのような場面だけです。",
    ),
    (
        "tableau",
        "explanation_ja",
        "ゲーム理論で求めたバンカーの最適な打ち方は、ほとんどのマスでプント・バンコの表と同じで、違うのはいくつかのマスだけです。",
        "ゲーム理論で求めたバンカーの最適な打ち方がプント・バンコの表と違うのは、いくつかのマスだけです。",
    ),
    (
        "take-and-pay",
        "explanation_ja",
        "バンカーが勝った回は、バンカーへのベットに支払うたびに、コミッションをその場で配当から差し引くか、"
        "席ごとのコミッション欄に記録しておき、客が席を立つときかシューの終わりにまとめて受け取ります。",
        "バンカーが勝った回のコミッションは、支払いのたびにその場で配当から差し引くか、"
        "席ごとのコミッション欄に記録しておいて、客が席を立つときやシューの終わりにまとめて受け取ります。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0041_korean_glossary_round12")]

    operations = [migrations.RunPython(forwards, backwards)]
