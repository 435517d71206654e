"""Two Japanese glossary entries read more naturally (issue 27, notes/reads/ja13.md, round 13).

賭け金: the stake a winning bet gets back is the original stake that comes back to the bettor untouched,
not one "returned beside" the winnings. タイガー: the side bets are named as a group (総称), not "一群".
No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "stake",
        "explanation_ja",
        "ディーラーが新たに支払う配当と、その横にそのまま返される賭け金です。",
        "ディーラーが新たに支払う配当と、そのまま手元に戻ってくる元の賭け金です。",
    ),
    (
        "tiger",
        "definition_ja",
        "バンカーが合計6で勝つ勝負に賭けるサイドベットの一群。",
        "バンカーが合計6で勝つ勝負に賭けるサイドベットの総称。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0043_english_glossary_round12")]

    operations = [migrations.RunPython(forwards, backwards)]
