"""Three English definitions as a native editor read them cold (notes/reads/en15.md, L).

Pair read as if one bet covered either hand: it is a bet on one side, won on that hand's pair. Side bet names
the Tie bet as the other main bets are named. Roadmap no longer calls the charts a "family". No new fact or
figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "pair",
        "definition_en",
        "A side bet that wins when Player’s or Banker’s first two cards are of the same rank.",
        "A side bet on Player or on Banker that wins when that hand’s first two cards are of the same rank.",
    ),
    (
        "side-bet",
        "definition_en",
        "An optional extra bet, made alongside the main Player, Banker and tie bets.",
        "An optional extra bet, made alongside the main Player, Banker and Tie bets.",
    ),
    (
        "roadmap",
        "definition_en",
        "The family of charts on a baccarat scoreboard that record past results in different layouts.",
        "Any of the charts on a baccarat scoreboard that record past results in different layouts; together they "
        "are called the roadmaps.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0051_japanese_glossary_round15")]

    operations = [migrations.RunPython(forwards, backwards)]
