"""English glossary fixes from cold read round 19: full forms for contractions, bet names in lower case,
and sentences that read clumsily or promised more than the site does.

- banker-drawing-table: the chart does apply when Player stood, as its "Player stood" column (the
  third-card guide's banker table has one); the sentence now says so.
- coup example: the dealer collects the losing bets before paying the winning ones.
- pair, either-pair: bet names are written in lower case, as the guides write them.
- perfect-pair: the odds page takes the cards dealt by rank only, so from a partly dealt shoe of two or
  more decks it cannot give perfect-pair odds (a one-deck shoe never deals one, so there it can).
- scoreboard example: "this shoe" read as the name of a shoe; the example now reads as a sentence.
- third-card: "knowing it" had no antecedent; "This glossary" writes values as the whole site does.
- Contractions (isn't, don't, doesn't) are written out across the English glossary.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    ("player", "explanation_en", "Despite the name, it isn’t you.", "Despite the name, it is not you."),
    (
        "pair",
        "explanation_en",
        "There is a Player Pair bet and a Banker Pair bet, usually paying 11 to 1.",
        "There is a player pair bet and a banker pair bet, usually paying 11 to 1.",
    ),
    ("pair", "explanation_en", "Suits don’t matter.", "Suits do not matter."),
    (
        "pair",
        "example_en",
        "so the Banker Pair bets were paid 11 to 1.",
        "so the banker pair bets were paid 11 to 1.",
    ),
    (
        "either-pair",
        "explanation_en",
        "It joins the Player Pair and Banker Pair bets into one,",
        "It joins the player pair bet and the banker pair bet into one,",
    ),
    (
        "either-pair",
        "example_en",
        "and Either pair paid 5 to 1.",
        "and the either-pair bet paid 5 to 1.",
    ),
    (
        "perfect-pair",
        "explanation_en",
        "It is the only bet that depends on suits, so the odds page on this site can give its odds only when it "
        "knows the suits of the cards already dealt.",
        "It is the only bet that depends on suits; because the odds page records only the ranks of the cards "
        "already dealt, it cannot give perfect-pair odds for a partly dealt shoe of two or more decks.",
    ),
    (
        "third-card",
        "explanation_en",
        "This glossary writes a third card’s value as 0 to 9,",
        "This site writes a third card’s value as 0 to 9,",
    ),
    (
        "third-card",
        "explanation_en",
        "You don’t need to memorise the rules, but knowing it shows that the dealer isn’t handing out cards at will.",
        "You do not need to memorise the rules, but knowing them shows that the dealer is not handing out cards at "
        "will.",
    ),
    (
        "banker-drawing-table",
        "explanation_en",
        "If Player stood, the chart doesn’t apply and Banker follows the simple rule: draw on 0 to 5, stand on 6 or 7.",
        "If Player stood, Banker follows the simple rule instead: draw on 0 to 5, stand on 6 or 7 (the third-card "
        "guide shows this as a “Player stood” column in the banker’s table).",
    ),
    (
        "coup",
        "example_en",
        "the dealer paid the winning bets and collected the losing ones.",
        "the dealer collected the losing bets and paid the winning ones.",
    ),
    (
        "punto-banco",
        "explanation_en",
        "and the players don’t hold a hand but simply bet on the outcome.",
        "and the players do not hold a hand but simply bet on the outcome.",
    ),
    (
        "scoreboard",
        "example_en",
        "The scoreboard said Banker had won 22 coups this shoe and Player 19.",
        "The scoreboard showed that Banker had won 22 coups so far in the shoe, and Player 19.",
    ),
    (
        "gamblers-fallacy",
        "explanation_en",
        "they don’t predict the next coup.",
        "they do not predict the next coup.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0060_japanese_glossary_round19")]

    operations = [migrations.RunPython(forwards, backwards)]
