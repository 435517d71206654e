"""Round-17 English glossary fixes (cold read round 17).

- dealer (en): the dealer collects the losing bets first, then pays the winning ones, as the basics guide and
  the Korean and Japanese entries already say; the English had the order the other way round.
- total, baccarat (en): "closer to 9" reads as a digit in running prose; the site spells it "closer to nine",
  as the home page does.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "dealer",
        "explanation_en",
        "applies the third-card rules from the chart, then pays the winning bets and collects the losing ones.",
        "applies the third-card rules from the chart, then collects the losing bets and pays the winning ones.",
    ),
    (
        "total",
        "explanation_en",
        "When all the cards are dealt, the total closer to 9 wins.",
        "When all the cards are dealt, the total closer to nine wins.",
    ),
    (
        "baccarat",
        "definition_en",
        "A card game in which you bet on which of two hands, Player or Banker, will finish closer to 9.",
        "A card game in which you bet on which of two hands, Player or Banker, will finish closer to nine.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0055_round17_glossary_fixes")]

    operations = [migrations.RunPython(forwards, backwards)]
