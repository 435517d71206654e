"""Japanese glossary fixes from the last native reads (issue 27, ja3).

In baccarat the customer does not steer the coup (saying he never touches the cards is not true at every table,
where the biggest bettor may squeeze them); what a customer decides in a coup is only where to put the chips;
the stand is fixed by the rules in punto banco, while chemin de fer leaves the player a choice on 5. No new fact
or figure.

Each change replaces a passage only where it is still as it was, so an editor's own changes stay; the same
changes are in glossary/data/terms.json, which 0002 loads on a fresh database.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "baccarat",
        "explanation_ja",
        "客はカードに触れず、プレイヤーが勝つか、バンカーが勝つか、引き分けになるかに賭けるだけです。",
        "客は勝負の進め方を決めることはなく、プレイヤーが勝つか、バンカーが勝つか、引き分けになるかに賭けるだけです。",
    ),
    (
        "coup",
        "explanation_ja",
        "客が関わるのは、最初にチップを置く場面だけです。",
        "客が判断するのは、最初にチップを置く場面だけです。",
    ),
    (
        "stand",
        "explanation_ja",
        "バカラのスタンドは客が選ぶ行動ではなく、ルールによって決まる結果です。",
        "プント・バンコのスタンドは客が選ぶ行動ではなく、ルールによって決まる結果です（シュマン・ド・フェールの5のオプションは例外です）。",
    ),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0022_korean_glossary_last")]

    operations = [migrations.RunPython(forwards, backwards)]
