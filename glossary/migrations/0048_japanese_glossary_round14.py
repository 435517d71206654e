"""Three Japanese glossary entries read more exactly (issue 27, notes/reads/ja14.md, round 14).

スモールロード: the example no longer says the cards "do not know the pattern"; it says what is meant, that the
pattern does not decide the next coup. 5でのオプション: Kemeny and Snell's 9 in 11 is for the game with no
commission (the chemin de fer page shows 81.82% (9/11) for A1 between players, 83.6% in a casino). タイ: the
tie comes about once in 10.5 coups (9.52% on the odds page), less often than the once in 9 that an 8 to 1
payout would need. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "small-road",
        "example_ja",
        "スモールロードには赤と青が交互に並んでいましたが、カードはそんな形を知りません。",
        "スモールロードには赤と青が交互に並んでいましたが、その並びで次の勝負の結果が決まるわけではありません。",
    ),
    (
        "option-on-five",
        "explanation_ja",
        "カードを戻す単純なモデルで、数学者のケメニーとスネルが1957年に求めた答えは、",
        "カードを戻す単純なモデルで、コミッションのない場合について、数学者のケメニーとスネルが1957年に求めた答えは、",
    ),
    (
        "tie",
        "explanation_ja",
        "配当は大きく見えますが、タイは10回に1回も出ないため、",
        "配当は大きく見えますが、タイが出るのは約10.5回に1回で、8対1の配当に見合う9回に1回より少ないため、",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0047_korean_glossary_round14")]

    operations = [migrations.RunPython(forwards, backwards)]
