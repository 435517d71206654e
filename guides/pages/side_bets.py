"""Numbers and worked examples for the "Side bets" guide, all from the rules engine.

The chances and edges are the engine's; the examples are coups the engine plays (``play_coup``) and
settles against its paytable (``PAYTABLE[key].settle``). This module only chooses the cards.
"""

from dataclasses import dataclass
from functools import cache

from django.utils.translation import gettext_lazy as _

from baccarat import (
    MORE_SIDE_BETS,
    PAYTABLE,
    SIDE_BETS,
    USUAL_DECKS,
    Bet,
    Shoe,
    exact_odds,
    play_coup,
    standard_odds,
)
from baccarat.bets import DRAGON_BONUS_MARGINS
from baccarat_site.wording import (
    BET_NAMES,
    OUTCOME_NAMES,
    bet_payouts,
    card_counts,
    odds_words,
    payout_condition,
    payout_text,
    payout_words,
    settlement_text,
)
from guides.pages import Section

# The guide's sections in order: the table of contents and each section's heading.
SECTIONS = (
    Section("what-side-bets-are", _("What a side bet is")),
    Section("pairs", _("Player pair and banker pair")),
    Section("lucky-6", _("Lucky 6")),
    Section("dragon-7-panda-8", _("Dragon 7 and Panda 8")),
    Section("super-6-tigers", _("Super 6, Big Tiger and Small Tiger")),
    Section("dragon-bonus", _("Dragon Bonus")),
    Section("big-small", _("Big and Small")),
    Section("either-perfect-pair", _("Either pair and perfect pair")),
    Section("payout-notation", _("Reading a paytable")),
    Section("comparison", _("Side bets against the main bets")),
)

MAIN_BETS = ("banker", "player", "tie_8")
ALL_SIDE_BETS = SIDE_BETS + MORE_SIDE_BETS
MAX_LINES_IN_COMPARISON = 2


@dataclass(frozen=True)
class Example:
    key: str
    """Also the example's HTML id."""
    cards: tuple[tuple[str, str], ...]
    """(rank, suit) in shoe order: player, banker, player, banker, then any third cards."""
    bets: tuple[str, ...]
    """The side bets the example settles."""


EXAMPLES = (
    # The player's K-K is a pair; the banker's 10-K is not (same value, different rank).
    Example(
        "example-pairs",
        (("K", "spades"), ("10", "diamonds"), ("K", "hearts"), ("K", "clubs"), ("3", "clubs"), ("8", "hearts")),
        ("player_pair", "banker_pair"),
    ),
    Example(
        "example-lucky-6-two-cards",
        (("2", "clubs"), ("Q", "spades"), ("3", "diamonds"), ("6", "hearts"), ("10", "spades")),
        ("lucky_6",),
    ),
    Example(
        "example-lucky-6-three-cards",
        (("A", "hearts"), ("2", "spades"), ("3", "clubs"), ("K", "diamonds"), ("K", "hearts"), ("4", "spades")),
        ("lucky_6",),
    ),
    Example(
        "example-lucky-6-tie",
        (("4", "clubs"), ("2", "diamonds"), ("2", "spades"), ("4", "hearts")),
        ("lucky_6", "banker"),
    ),
    Example(
        "example-dragon-7",
        (("2", "spades"), ("4", "hearts"), ("4", "clubs"), ("J", "diamonds"), ("3", "hearts")),
        ("dragon_7",),
    ),
    Example(
        "example-panda-8",
        (("A", "spades"), ("5", "diamonds"), ("2", "hearts"), ("K", "clubs"), ("5", "clubs"), ("2", "diamonds")),
        ("panda_8",),
    ),
    # Both hands draw from 0: the player's 9 against the banker's 0, a win by 9 points without a natural.
    Example(
        "example-dragon-bonus",
        (("Q", "spades"), ("J", "hearts"), ("10", "clubs"), ("K", "diamonds"), ("9", "spades"), ("10", "hearts")),
        ("dragon_bonus_player", "dragon_bonus_banker", "big", "small"),
    ),
    # The player's two kings of spades are a perfect pair; the banker's two sevens a pair of two suits.
    Example(
        "example-perfect-pair",
        (("K", "spades"), ("7", "hearts"), ("K", "spades"), ("7", "diamonds"), ("5", "clubs"), ("2", "hearts")),
        ("perfect_pair", "either_pair", "player_pair", "banker_pair"),
    ),
)


def play_example(example: Example) -> dict:
    """Play the example's cards through the engine and settle its bets."""
    coup = play_coup([rank for rank, _suit in example.cards], suits=[suit for _rank, suit in example.cards])
    # The steps that move a card, in order, are the shoe order: give each dealt card its suit back.
    dealt = coup.hands_as_dealt([{"rank": rank, "suit": suit} for rank, suit in example.cards])
    hands = [
        {"key": key, "label": BET_NAMES[key], "cards": dealt[key], "total": hand.total}
        for key, hand in (("player", coup.player), ("banker", coup.banker))
    ]
    settlements = []
    for key in example.bets:
        settlement = PAYTABLE[key].settle(coup)
        settlements.append(
            {
                "key": key,
                "label": BET_NAMES[key],
                "result": settlement.result,
                "payout": settlement.payout,
                "text": settlement_text(settlement),
            }
        )
    return {
        "key": example.key,
        "coup": coup,
        "hands": hands,
        "player": coup.player,
        "banker": coup.banker,
        "player_cards": len(coup.player.cards),
        "banker_cards": len(coup.banker.cards),
        "winner": coup.outcome.winner,
        "margin": coup.outcome.margin,
        "winner_label": OUTCOME_NAMES[coup.outcome.winner],
        "settlements": settlements,
    }


@cache
def line_odds(key: str) -> tuple:
    """The engine's chance of each paytable line of a bet on its own (e.g. Lucky 6 with two cards, with three)."""
    bet = PAYTABLE[key]
    parts = {f"{key}_{index}": Bet(f"{key}_{index}", (line,)) for index, line in enumerate(bet.lines)}
    result = exact_odds(Shoe.decks(USUAL_DECKS), parts)
    return tuple(result.bets[part] for part in parts)


def bet_row(key: str, bets: dict) -> dict:
    return {
        "key": key,
        "label": BET_NAMES[key],
        "side": key in ALL_SIDE_BETS,
        # a paytable of many lines is shown in full in its own section
        "pays": bet_payouts(PAYTABLE[key]) if len(PAYTABLE[key].lines) <= MAX_LINES_IN_COMPARISON else None,
        "win": bets[key].win,
        "house_edge": bets[key].house_edge,
    }


def paytable_rows(key: str) -> list[dict]:
    """A bet's paytable, line by line: when it applies, what it pays and how often (the engine's chance)."""
    return [
        {
            "condition": payout_condition(line, plain_unsaid=False),
            "pays": payout_words(line).odds,
            "chance": line_result.win + line_result.push,
        }
        for line, line_result in zip(PAYTABLE[key].lines, line_odds(key), strict=True)
    ]


def first_pays(key: str) -> str:
    return odds_words(*PAYTABLE[key].lines[0].odds)


def context() -> dict:
    result = standard_odds(USUAL_DECKS)
    bets = result.bets
    lucky_lines = PAYTABLE["lucky_6"].lines
    lucky_odds = line_odds("lucky_6")
    dragon_line = PAYTABLE["dragon_7"].lines[0]
    panda_line = PAYTABLE["panda_8"].lines[0]
    pair_chance = bets["player_pair"].win
    examples = [play_example(example) for example in EXAMPLES]
    side_edges = [bets[key].house_edge for key in ALL_SIDE_BETS]
    super_6 = PAYTABLE["super_6"].lines[0]
    return {
        "decks": USUAL_DECKS,
        "bets": bets,
        "side_bets": [bet_row(key, bets) for key in SIDE_BETS],
        "comparison": sorted(
            (bet_row(key, bets) for key in MAIN_BETS + ALL_SIDE_BETS), key=lambda row: row["house_edge"]
        ),
        "pays": {key: payout_text(PAYTABLE[key].lines[0]) for key in SIDE_BETS},
        "pays_main": {key: odds_words(*PAYTABLE[key].lines[0].odds) for key in MAIN_BETS},
        "pair_chance": pair_chance,
        "lowest_side_edge": min(side_edges),
        "highest_side_edge": max(side_edges),
        "lucky_6_lines": [
            {
                "cards": line.banker_cards,
                "total": line.banker_total,
                "pays": odds_words(*line.odds),
                "win": line_result.win,
            }
            for line, line_result in zip(lucky_lines, lucky_odds, strict=True)
        ],
        "dragon": {
            "total": dragon_line.banker_total,
            "cards": dragon_line.banker_cards,
            "pays": odds_words(*dragon_line.odds),
        },
        "panda": {
            "cards": panda_line.player_cards,
            "pays": odds_words(*panda_line.odds),
        },
        "more_pays": {key: first_pays(key) for key in MORE_SIDE_BETS},
        "six": {
            "total": super_6.banker_total,
            "to_win": super_6.odds[0],
            "back": super_6.odds[0] + super_6.odds[1],
            "big_cards": PAYTABLE["big_tiger"].lines[0].banker_cards,
            "small_cards": PAYTABLE["small_tiger"].lines[0].banker_cards,
        },
        "dragon_bonus": paytable_rows("dragon_bonus_player"),
        "dragon_bonus_least_margin": min(DRAGON_BONUS_MARGINS),
        "even_money_back": PAYTABLE["player"].lines[0].payout + 1,
        "big_small": {
            "big_cards": card_counts(PAYTABLE["big"].lines[0].cards_dealt),
            "small_cards": card_counts(PAYTABLE["small"].lines[0].cards_dealt),
        },
        "examples": examples,
        "example": {example["key"].removeprefix("example-").replace("-", "_"): example for example in examples},
    }
