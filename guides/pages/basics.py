"""Numbers, tables and examples for the Basics guide, all from the rules engine.

Nothing here decides a draw or a winner: coups are played by ``play_coup`` and the page only
labels what the engine did (which card face, which hand, what the cards add up to).
"""

from dataclasses import dataclass
from itertools import groupby

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext

from baccarat import (
    BANKER_DRAWS_WHEN_PLAYER_STOOD,
    NATURAL_TOTALS,
    PAYTABLE,
    PLAYER_DRAWS_ON,
    RANKS,
    USUAL_DECKS,
    Shoe,
    hand_total,
    play_coup,
    point_value,
)
from baccarat_site import wording
from baccarat_site.wording import or_list, payout_text, value_runs
from guides.pages import Section

# The guide's sections in order: the table of contents and each section's heading.
SECTIONS = (
    Section("bets", _("The table and the three bets")),
    Section("hands", _("Player and Banker are hands, not people")),
    Section("shoe", _("Where the cards come from")),
    Section("card-values", _("What the cards are worth")),
    Section("totals", _("Totals: only the last digit counts")),
    Section("naturals", _("Naturals")),
    Section("coup", _("How a coup is played")),
    Section("squeeze", _("The squeeze")),
    Section("next", _("What comes next")),
)

SUITS = ("spades", "hearts", "clubs", "diamonds")


@dataclass(frozen=True)
class CardValues:
    """A set of totals or card values, written for the active language: "2–7", "6 or 7", "0, 1, 8 or 9"."""

    values: tuple[int, ...]
    ranges: bool = True

    @property
    def runs(self) -> list[tuple[int, int]]:
        return value_runs(self.values)

    def parts(self) -> list[str]:
        parts = []
        for low, high in self.runs:
            if self.ranges and high - low >= 2:
                parts.append(pgettext("range of card values", "%(low)s–%(high)s") % {"low": low, "high": high})
            else:
                parts.extend(str(value) for value in range(low, high + 1))
        return parts

    def __str__(self) -> str:
        return or_list(self.parts())

    def __iter__(self):
        return iter(sorted(self.values))

    def __len__(self) -> int:
        return len(self.values)


@dataclass(frozen=True)
class ShownCard:
    rank: str
    suit: str
    value: int


@dataclass(frozen=True)
class HandSoFar:
    """A hand's cards after a step, and the arithmetic a reader does: values, their sum, the total."""

    cards: tuple[ShownCard, ...]
    total: int

    @property
    def values(self) -> list[int]:
        return [card.value for card in self.cards]

    @property
    def sum(self) -> int:
        return sum(self.values)

    @property
    def dropped_tens(self) -> bool:
        return self.sum != self.total


def worked_example(slug: str, ranks: list[str], suits: list[str] | None = None) -> dict:
    """Play a coup with the engine and label its steps with card faces, for a walk-through."""
    coup = play_coup(ranks)
    suits = suits or [SUITS[index % len(SUITS)] for index in range(len(ranks))]
    faces = [ShownCard(rank, suit, point_value(rank)) for rank, suit in zip(ranks, suits, strict=True)]
    used = iter(faces[: coup.cards_used])
    held = {"player": [], "banker": []}
    steps = []
    for step, sentence in wording.step_sentences(coup.steps):
        face = None
        if step.card is not None:
            face = next(used)
            held[step.hand].append(face)
        hand = HandSoFar(tuple(held[step.hand]), step.total)
        steps.append({"step": step, "code": step.code, "face": face, "hand": hand, "sentence": sentence})
    deal = [entry for entry in steps if entry["code"] == "deal"]
    banker_step = next((entry["step"] for entry in steps if entry["code"] in ("banker_draws", "banker_stands")), None)
    return {
        "slug": slug,
        "coup": coup,
        "cards": faces[: coup.cards_used],
        "deal": deal,
        "two_cards": {"player": deal[2]["hand"], "banker": deal[3]["hand"]},
        "after_deal": [entry for entry in steps if entry["code"] != "deal"],
        "final": {
            "player": HandSoFar(tuple(held["player"]), coup.player.total),
            "banker": HandSoFar(tuple(held["banker"]), coup.banker.total),
        },
        "natural": coup.decision.natural,
        "player_drew": coup.player.third_card is not None,
        "banker_drew": coup.banker.third_card is not None,
        "banker_step": banker_step,
        "player_third": held["player"][2] if len(held["player"]) == 3 else None,
        "winner": coup.outcome.winner,
    }


def card_value_rows() -> list[dict]:
    """The ranks in order, grouped where neighbours share a point value (10, J, Q, K → 0)."""
    return [{"ranks": list(ranks), "value": value} for value, ranks in groupby(RANKS, key=point_value)]


def total_example(ranks: list[str]) -> dict:
    hand = HandSoFar(tuple(ShownCard(rank, "", point_value(rank)) for rank in ranks), hand_total(ranks))
    return {"hand": hand}


def rule_values() -> dict:
    """The rule's numbers, as sets a sentence can print: "0–5", "6 or 7", "8 or 9"."""
    totals = range(10)
    all_totals = {hand_total([a, b]) for a in RANKS for b in RANKS}
    player_stands = [t for t in totals if t not in PLAYER_DRAWS_ON and t not in NATURAL_TOTALS]
    return {
        "naturals": CardValues(tuple(sorted(NATURAL_TOTALS))),
        "natural_low": min(NATURAL_TOTALS),
        "natural_high": max(NATURAL_TOTALS),
        "player_draws": CardValues(tuple(sorted(PLAYER_DRAWS_ON))),
        "player_stands": CardValues(tuple(player_stands)),
        "banker_draws_stood": CardValues(tuple(sorted(BANKER_DRAWS_WHEN_PLAYER_STOOD))),
        "banker_stands_stood": CardValues(
            tuple(t for t in totals if t not in BANKER_DRAWS_WHEN_PLAYER_STOOD and t not in NATURAL_TOTALS)
        ),
        "total_low": min(all_totals),
        "total_high": max(all_totals),
        "ten_value": point_value("10"),
    }


def main_bets() -> list[dict]:
    """Player, banker and tie as the paytable has them: what they pay, and whether they push on a tie."""
    bets = []
    for key in ("player", "banker", "tie_8"):
        bet = PAYTABLE[key]
        bets.append({"key": key.removesuffix("_8"), "pays": payout_text(bet.lines[0]), "push_on_tie": bet.push_on_tie})
    bets[-1]["also"] = payout_text(PAYTABLE["tie_9"].lines[0])
    return bets


NATURAL_EXAMPLES = (
    ("natural-player", ["4", "K", "5", "2"], ["clubs", "hearts", "diamonds", "spades"]),
    ("natural-both", ["8", "9", "K", "Q"], ["hearts", "spades", "clubs", "diamonds"]),
    ("natural-tie", ["6", "A", "2", "7"], ["spades", "diamonds", "hearts", "clubs"]),
)

WALKTHROUGH = ("walkthrough", ["2", "Q", "4", "3", "K"], ["hearts", "spades", "clubs", "diamonds", "hearts"])

TOTAL_EXAMPLES = (["7", "8"], ["9", "9"], ["K", "6"], ["9", "6", "7"])


def context() -> dict:
    shoe = Shoe.decks(USUAL_DECKS)
    return {
        "card_values": card_value_rows(),
        "totals": [total_example(ranks) for ranks in TOTAL_EXAMPLES],
        "rules": rule_values(),
        "bets": main_bets(),
        "decks": USUAL_DECKS,
        "shoe_cards": shoe.size,
        "natural_examples": [worked_example(*example) for example in NATURAL_EXAMPLES],
        "walkthrough": worked_example(*WALKTHROUGH),
    }
