"""The third-card guide's rules, text list, mnemonic and worked examples, all from the rules engine."""

from itertools import groupby, pairwise

from django.utils.translation import gettext_lazy as _

from baccarat import (
    BANKER_DRAWS_ON,
    NATURAL_TOTALS,
    STOOD,
    USUAL_DECKS,
    banker_draws,
    play_coup,
    player_draws,
    standard_odds,
)
from guides.pages import Section
from guides.pages.basics import CardValues, rule_values, worked_example

# The guide's sections in order: the table of contents and each section's heading.
SECTIONS = (
    Section("overview", _("When a third card is drawn")),
    Section("player-rule", _("The player’s rule")),
    Section("banker-stood", _("The banker’s rule when the player stood")),
    Section("banker-drew", _("The banker’s rule when the player drew")),
    Section("reading", _("How to read the banker’s table")),
    Section("examples", _("Worked examples")),
    Section("why", _("Why the banker’s rule is different")),
    Section("no-choice", _("Nobody chooses in punto banco")),
    Section("notation", _("Two ways to write the third card")),
    Section("remember", _("Do you need to memorise the rules?")),
    Section("checklist", _("Working out a coup yourself")),
)

THIRD_CARD_VALUES = tuple(range(10))
"""The player's third card by point value, 0–9: the site's notation (a 10, J, Q or K counts 0)."""

TEN_IN_ONE_TO_TEN = 10
"""The other notation, 1–10, writes a ten-value card (point value 0) as 10."""


def action_rows(action) -> list[dict]:
    """Totals 0–9 grouped into runs that get the same treatment: "draw", "stand" or "natural"."""
    rows = []
    for name, totals in groupby(range(10), key=action):
        rows.append({"action": name, "totals": CardValues(tuple(totals))})
    return rows


def player_action(total: int) -> str:
    if total in NATURAL_TOTALS:
        return "natural"
    return "draw" if player_draws(total) else "stand"


def banker_action_when_player_stood(total: int) -> str:
    if total in NATURAL_TOTALS:
        return "natural"
    return "draw" if banker_draws(total, None) else "stand"


def banker_rows() -> list[dict]:
    """BANKER_DRAWS_ON as sentences can say it, neighbouring totals with the same rule grouped."""
    rows = []
    for draws, totals in groupby(BANKER_DRAWS_ON, key=lambda total: BANKER_DRAWS_ON[total]):
        totals = tuple(totals)
        stands = frozenset(THIRD_CARD_VALUES) - draws
        if not stands:
            kind = "always"
        elif not draws:
            kind = "never"
        elif len(stands) < len(draws) and len(CardValues(tuple(draws)).runs) > 1:
            kind = "except"
        else:
            kind = "only"
        rows.append(
            {
                "totals": CardValues(totals),
                "first": totals[0],
                "kind": kind,
                "draws": CardValues(tuple(sorted(draws))),
                "stands": CardValues(tuple(sorted(stands))),
            }
        )
    return rows


def staircase(rows: list[dict]) -> dict | None:
    """The rows whose drawing cards are one unbroken run ending at the same top card, if the run's
    bottom climbs by the same amount each time the banker's total goes up by one."""
    steps = [
        {"total": row["first"], "low": min(row["draws"]), "high": max(row["draws"]), "draws": row["draws"]}
        for row in rows
        if row["kind"] == "only" and len(row["totals"]) == 1 and len(row["draws"].runs) == 1
    ]
    if len(steps) < 2:
        return None
    rises = {later["low"] - earlier["low"] for earlier, later in pairwise(steps)}
    totals_consecutive = all(later["total"] == earlier["total"] + 1 for earlier, later in pairwise(steps))
    tops = {step["high"] for step in steps}
    if len(rises) != 1 or len(tops) != 1 or not totals_consecutive:
        return None
    return {"steps": steps, "rise": rises.pop(), "top": tops.pop(), "first": steps[0], "last": steps[-1]}


def notation_example(rows: list[dict]) -> dict:
    """A row whose standing cards include a ten-value card (0), written both ways: 0–9 and 1–10."""
    row = next(row for row in rows if row["kind"] == "only" and 0 in row["stands"])
    theirs = {value: value or TEN_IN_ONE_TO_TEN for value in THIRD_CARD_VALUES}
    return {
        "total": row["first"],
        "ours": CardValues(tuple(row["stands"]), ranges=False),
        "theirs": CardValues(tuple(sorted(theirs[value] for value in row["stands"])), ranges=False),
        "low": min(theirs.values()),
        "high": max(theirs.values()),
    }


def mnemonic(rows: list[dict]) -> dict:
    """The short forms: which banker totals always draw, never draw, or draw on all but a few cards."""
    always = tuple(total for row in rows if row["kind"] == "always" for total in row["totals"])
    never = tuple(total for row in rows if row["kind"] == "never" for total in row["totals"])
    exception = next(row for row in rows if row["kind"] == "except")
    return {
        "always": CardValues(always),
        "never": CardValues(never),
        "except_total": exception["totals"],
        "except_stands": exception["stands"],
    }


EXAMPLES = (
    ("example-stood", ["K", "3", "6", "2", "4"], ["spades", "hearts", "clubs", "diamonds", "spades"]),
    ("example-draws", ["2", "10", "A", "5", "6", "3"], ["clubs", "diamonds", "hearts", "spades", "diamonds", "clubs"]),
    ("example-stands", ["4", "7", "J", "6", "8"], ["diamonds", "clubs", "spades", "hearts", "hearts"]),
    ("example-zero", ["5", "4", "K", "2", "Q"], ["hearts", "clubs", "diamonds", "spades", "clubs"]),
)
EXAMPLE_RANKS = [(slug, ranks) for slug, ranks, _suits in EXAMPLES]


def third_card_positions(ranks) -> dict:
    """For a coup the engine plays from ``ranks``: how many cards the first deal takes, and which card out
    of the shoe (counting from 1) each hand's third card is."""
    dealt = play_coup(ranks).dealing_steps
    positions = {"initial": sum(step.code == "deal" for step in dealt)}
    for number, step in enumerate(dealt, start=1):
        if step.code != "deal":
            positions[step.hand] = number
    return positions


def dealing_order() -> dict:
    """Which card out of the shoe each third card is, read off two worked examples: one where the player
    stood and the banker drew, one where both drew."""
    stood = third_card_positions(dict(EXAMPLE_RANKS)["example-stood"])
    drew = third_card_positions(dict(EXAMPLE_RANKS)["example-draws"])
    return {
        "initial": drew["initial"],
        "player_third": drew["player"],
        "banker_third_after_player": drew["banker"],
        "banker_third_alone": stood["banker"],
    }


CHEMIN_DE_FER_OPTIONAL_TOTAL = 5
"""The player's total on which chemin de fer lets the player choose; punto banco's rule fixes it."""


def context() -> dict:
    rows = banker_rows()
    odds = standard_odds(USUAL_DECKS)
    return {
        "rules": rule_values(),
        "player_rule": action_rows(player_action),
        "banker_stood_rule": action_rows(banker_action_when_player_stood),
        "banker_rows": rows,
        "staircase": staircase(rows),
        "notation": notation_example(rows),
        "mnemonic": mnemonic(rows),
        "third_card_values": CardValues(THIRD_CARD_VALUES),
        "stood": STOOD,
        "examples": [worked_example(*example) for example in EXAMPLES],
        "dealing": dealing_order(),
        "optional_total": CHEMIN_DE_FER_OPTIONAL_TOTAL,
        "optional_total_draws": player_draws(CHEMIN_DE_FER_OPTIONAL_TOTAL),
        "decks": USUAL_DECKS,
        "banker_wins": odds.probability("banker"),
        "player_wins": odds.probability("player"),
        "tie": odds.probability("tie"),
    }
