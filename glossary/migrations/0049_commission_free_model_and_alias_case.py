"""Kemeny and Snell's 9 in 11 is for the game without commission; an English alias in lower case (issue 27).

A Japanese reader (round 14): the option-on-5 entry gave 9 in 11 with no word of the commission, while the chemin
de fer page shows A1 in a casino drawing 83.6% of the time, and 81.8% (9/11) only between players. Kemeny and Snell
studied the parlour game (Ethier and Lee, Games 2023, 14(5), 63, introduction: "Each of these works was concerned
with the parlor game"). The Japanese entry changed in 0048; this says the same in English and Korean.

An English reader (round 14): "Also called House advantage" capitalised a common noun.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "option-on-five",
        "explanation_en",
        "In the simple model where cards are replaced, Kemeny and Snell (1957) found",
        "In the simple model where cards are replaced and no commission is taken, Kemeny and Snell (1957) found",
    ),
    (
        "option-on-five",
        "explanation_ko",
        "카드를 되돌려 넣는 단순한 모형에서 케메니와 스넬(1957)이 구한 답은",
        "카드를 되돌려 넣고 커미션은 없는 단순한 모형에서 케메니와 스넬(1957)이 구한 답은",
    ),
    ("house-edge", "aliases_en", "House advantage", "house advantage"),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0048_japanese_glossary_round14")]

    operations = [migrations.RunPython(forwards, backwards)]
