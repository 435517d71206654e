"""Bets and their paytable, as data: a new variant is a new table, not new code."""

from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from .coup import Coup, Outcome
from .hands import HandName, Winner


@dataclass(frozen=True)
class Pays:
    """One paytable line: when it applies, and what it pays, "a to b" less any commission.

    A line either names a pair (settled on that hand's first two cards, whatever the result) or
    conditions on the result: the winner and either hand's final total and number of cards.
    """

    odds: tuple[int, int]
    commission: Fraction = Fraction(0)
    pair: HandName | None = field(default=None, kw_only=True)
    winner: Winner | None = field(default=None, kw_only=True)
    player_total: int | None = field(default=None, kw_only=True)
    player_cards: int | None = field(default=None, kw_only=True)
    banker_total: int | None = field(default=None, kw_only=True)
    banker_cards: int | None = field(default=None, kw_only=True)

    def __post_init__(self) -> None:
        result_conditions = (self.winner, self.player_total, self.player_cards, self.banker_total, self.banker_cards)
        if self.pair is not None and any(condition is not None for condition in result_conditions):
            raise ValueError("A pair line is settled on the first two cards alone.")
        if self.pair not in (None, *HandName) or self.winner not in (None, *Winner):
            raise ValueError(f"Unknown hand in {self!r}.")

    @property
    def payout(self) -> Fraction:
        """Net winnings per unit staked."""
        to_win, staked = self.odds
        return Fraction(to_win, staked) * (1 - self.commission)

    @property
    def text(self) -> str:
        to_win, staked = self.odds
        less = f" less {self.commission * 100:g}%" if self.commission else ""
        return f"{to_win}:{staked}{less}"

    def applies(self, outcome: Outcome, player_pair: bool = False, banker_pair: bool = False) -> bool:
        if self.pair is not None:
            return player_pair if self.pair == HandName.PLAYER else banker_pair
        wanted_and_seen = (
            (self.winner, outcome.winner),
            (self.player_total, outcome.player_total),
            (self.player_cards, outcome.player_cards),
            (self.banker_total, outcome.banker_total),
            (self.banker_cards, outcome.banker_cards),
        )
        return all(wanted is None or wanted == seen for wanted, seen in wanted_and_seen)


class Result(StrEnum):
    WIN = "win"
    PUSH = "push"
    LOSE = "lose"


@dataclass(frozen=True)
class Settlement:
    result: Result
    payout: Fraction
    """Net winnings per unit staked: the line's payout on a win, 0 on a push, -1 on a loss."""
    line: Pays | None = None
    """The paytable line that paid, on a win."""


@dataclass(frozen=True)
class Bet:
    """A bet: the first of its lines that applies pays; otherwise it pushes on a tie or loses."""

    key: str
    lines: tuple[Pays, ...]
    push_on_tie: bool = False

    def __post_init__(self) -> None:
        if any(line.pair for line in self.lines) and len(self.lines) != 1:
            raise ValueError("A pair bet has exactly one line.")

    @property
    def on_pair(self) -> HandName | None:
        """The hand whose first two cards settle this bet, or None for a bet on the result."""
        return self.lines[0].pair

    @property
    def payout_text(self) -> str:
        """The payouts in the paytable's order, e.g. ``"12:1 / 20:1"``."""
        return " / ".join(line.text for line in self.lines)

    def settle_outcome(self, outcome: Outcome, player_pair: bool = False, banker_pair: bool = False) -> Settlement:
        for line in self.lines:
            if line.applies(outcome, player_pair, banker_pair):
                return Settlement(Result.WIN, line.payout, line)
        if self.push_on_tie and outcome.winner == Winner.TIE:
            return Settlement(Result.PUSH, Fraction(0))
        return Settlement(Result.LOSE, Fraction(-1))

    def settle(self, coup: Coup) -> Settlement:
        return self.settle_outcome(coup.outcome, coup.player.is_pair, coup.banker.is_pair)


COMMISSION = Fraction(5, 100)

PAYTABLE: dict[str, Bet] = {
    bet.key: bet
    for bet in (
        Bet("banker", (Pays((1, 1), COMMISSION, winner=Winner.BANKER),), push_on_tie=True),
        Bet("player", (Pays((1, 1), winner=Winner.PLAYER),), push_on_tie=True),
        Bet("tie_8", (Pays((8, 1), winner=Winner.TIE),)),
        Bet("tie_9", (Pays((9, 1), winner=Winner.TIE),)),
        Bet(
            "no_commission_banker",
            (Pays((1, 2), winner=Winner.BANKER, banker_total=6), Pays((1, 1), winner=Winner.BANKER)),
            push_on_tie=True,
        ),
        Bet("player_pair", (Pays((11, 1), pair=HandName.PLAYER),)),
        Bet("banker_pair", (Pays((11, 1), pair=HandName.BANKER),)),
        Bet(
            "lucky_6",
            (
                Pays((12, 1), winner=Winner.BANKER, banker_total=6, banker_cards=2),
                Pays((20, 1), winner=Winner.BANKER, banker_total=6, banker_cards=3),
            ),
        ),
        Bet("dragon_7", (Pays((40, 1), winner=Winner.BANKER, banker_total=7, banker_cards=3),)),
        Bet("panda_8", (Pays((25, 1), winner=Winner.PLAYER, player_total=8, player_cards=3),)),
    )
}

SIDE_BETS = ("player_pair", "banker_pair", "lucky_6", "dragon_7", "panda_8")
"""The ``PAYTABLE`` keys of the side bets: bets beside player, banker and tie, settled by the lookup."""
