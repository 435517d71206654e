"""English glossary fixes from the round 12 cold read (notes/reads/en12.md, glossary items).

Claims made true: baccarat and stand said nobody at any baccarat table decides, which chemin de fer and
baccarat banque contradict, so both now speak of punto banco; side bets are "most", not all, on rare results,
and their edge is put as payouts short of fair ones; the scoreboard and the roadmaps are a record, not a
guide. Banker and Player are defined as one of the two hands each; "guest" becomes "player" (or "people");
smaller wording fixes. The same texts go in glossary/data/terms.json. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "baccarat",
        "explanation_en",
        "Nobody at the table makes a playing decision. Guests only choose where to put their chips: on Player, on Banker, or on a tie. Whether a hand takes a third card is settled by fixed rules, and in casinos today baccarat almost always means punto banco.",
        "In punto banco, the form almost every casino deals today, nobody at the table makes a playing decision. The players only choose where to put their chips: on Player, on Banker or on a tie. Whether a hand takes a third card is settled by fixed rules.",
    ),
    (
        "stand",
        "explanation_en",
        "In baccarat standing is not something a guest chooses; the rules decide it.",
        "In punto banco nobody chooses whether to stand; the rules decide it.",
    ),
    (
        "side-bet",
        "definition_en",
        "An optional extra bet, placed besides the main Player, Banker and tie bets.",
        "An optional extra bet, made alongside the main Player, Banker and tie bets.",
    ),
    (
        "side-bet",
        "explanation_en",
        "They are bets on rare results, which is why they pay so much.",
        "Most are bets on rare results, which is why they pay so much.",
    ),
    (
        "side-bet",
        "explanation_en",
        "Side bets normally carry a far higher house edge than the main bets: a big payout is the other side of a rare event.",
        "Side bets normally carry a far higher house edge than the main bets: large as the payouts are, they fall short of what results that rare would need for a fair bet.",
    ),
    (
        "scoreboard",
        "explanation_en",
        "Guests often try to read trends from it.",
        "Players often try to read trends from it.",
    ),
    (
        "scoreboard",
        "explanation_en",
        "The scoreboard makes the game more fun to watch; it is not information.",
        "The scoreboard is a record of what has happened, not a guide to what will happen.",
    ),
    (
        "roadmap",
        "explanation_en",
        "Many guests search them for patterns.",
        "Many players search them for patterns.",
    ),
    (
        "roadmap",
        "explanation_en",
        "None of them has any say over the cards: whether a hand draws is decided by the rules alone.",
        "None of them has any influence on the cards, and none can tell you what comes next.",
    ),
    (
        "banker",
        "definition_en",
        "The other hand in baccarat, set against Player, and the bet that it will win.",
        "One of the two hands in baccarat, dealt against Player, and the bet that it will win.",
    ),
    (
        "player",
        "definition_en",
        "The hand in baccarat whose rule is applied first, and the bet that it will win.",
        "One of the two hands in baccarat, the one that acts first, and the bet that it will win.",
    ),
    (
        "hand",
        "explanation_en",
        "However many guests are at the table, they all bet on the outcome of those two.",
        "However many people are at the table, they all bet on the outcome of those two.",
    ),
    (
        "cut-card",
        "explanation_en",
        "After the shuffle a guest or the dealer slides the cut card",
        "After the shuffle a player or the dealer slides the cut card",
    ),
    (
        "draw",
        "explanation_en",
        "In punto banco neither the guests nor the dealer can change that.",
        "In punto banco neither the players nor the dealer can change that.",
    ),
    (
        "coup",
        "explanation_en",
        "Guests place their chips; the dealer takes four cards",
        "The players place their chips; the dealer takes four cards",
    ),
    (
        "coup",
        "explanation_en",
        "The only moment a guest takes part is when the chips go down.",
        "The only moment a player takes part is when the chips go down.",
    ),
    (
        "punto-banco",
        "explanation_en",
        "and guests don't hold a hand but simply bet on the outcome.",
        "and the players don't hold a hand but simply bet on the outcome.",
    ),
    (
        "chemin-de-fer",
        "definition_en",
        "A French form of baccarat, in which guests take turns as Banker and may sometimes choose whether to draw.",
        "A French form of baccarat, in which the players take turns as banker and may sometimes choose whether to draw.",
    ),
    (
        "chemin-de-fer",
        "explanation_en",
        "One guest holds the bank and plays against the others,",
        "One player holds the bank and plays against the others,",
    ),
    (
        "chemin-de-fer",
        "example_en",
        "In chemin de fer the guest holding the bank covers the other players' bets with their own money.",
        "In chemin de fer the player holding the bank covers the others' bets with their own money.",
    ),
    (
        "baccarat-banque",
        "explanation_en",
        "and the other guests bet on one of two Player hands,",
        "and everyone else bets on one of two Player hands,",
    ),
    (
        "mini-baccarat",
        "explanation_en",
        "A few guests sit at a table about the size of a blackjack table,",
        "A few players sit at a table about the size of a blackjack table,",
    ),
    (
        "squeeze",
        "explanation_en",
        "the guest with the biggest bet on a side",
        "the player with the biggest bet on a side",
    ),
    (
        "macau",
        "explanation_en",
        "leave guests no decisions,",
        "leave the players no decisions,",
    ),
    (
        "macau",
        "explanation_en",
        "and guests studying the roadmaps",
        "and players studying the roadmaps",
    ),
    (
        "tableau",
        "explanation_en",
        "A guest who does not want to decide can ask the croupier",
        "A player who does not want to decide can ask the croupier",
    ),
    (
        "burn-card",
        "definition_en",
        "A card discarded unseen at the start of a new shoe instead of being played.",
        "Cards discarded at the start of a new shoe instead of being played.",
    ),
    (
        "dealer",
        "explanation_en",
        "In punto banco the dealer has no discretion either:",
        "In punto banco the dealer has no discretion:",
    ),
    (
        "commission",
        "explanation_en",
        "a Banker bet of 100 that wins collects 95.",
        "a winning Banker bet of 100 is paid 95, and the stake is returned.",
    ),
    (
        "chemin-de-fer",
        "explanation_en",
        "Unlike punto banco, the person holding a hand",
        "Unlike in punto banco, the person holding a hand",
    ),
    (
        "ask-the-road",
        "explanation_en",
        "Many scoreboards show it at one side:",
        "Many scoreboards show it to one side:",
    ),
    (
        "super-6",
        "definition_en",
        "on two cards or three, at one payout.",
        "on two cards or three, with the same payout either way.",
    ),
    (
        "stake",
        "explanation_en",
        "which is returned beside them.",
        "which is returned with them.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0042_japanese_glossary_round12")]

    operations = [migrations.RunPython(forwards, backwards)]
