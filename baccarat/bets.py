"""Bets and their paytable, as data: a new variant is a new table, not new code."""

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from functools import cached_property
from typing import Any

from .coup import NO_PAIRS, Coup, Outcome, Pairs
from .errors import SuitsUnknown
from .hands import HandName, PairOf, Winner

RESULT_CONDITIONS = (
    "winner",
    "player_total",
    "player_cards",
    "banker_total",
    "banker_cards",
    "natural",
    "margin",
    "cards_dealt",
)
"""The ``Pays`` conditions on how the coup ended, each the name of an ``Outcome`` property."""


@dataclass(frozen=True)
class Pays:
    """One paytable line: when it applies, and what it pays, "a to b" less any commission.

    A line with no odds (``Pays.push``) returns the stake. A line either names a pair (settled on the
    first two cards of a hand, or of either hand, whatever the result; ``suited``: of one suit too) or
    conditions on the result: the winner, either hand's final total and number of cards, whether a hand
    had a natural, the points the winner won by, and how many cards were dealt (one of ``cards_dealt``).
    """

    odds: tuple[int | Decimal, int] | None
    commission: Fraction = Fraction(0)
    pair: PairOf | None = field(default=None, kw_only=True)
    suited: bool = field(default=False, kw_only=True)
    winner: Winner | None = field(default=None, kw_only=True)
    player_total: int | None = field(default=None, kw_only=True)
    player_cards: int | None = field(default=None, kw_only=True)
    banker_total: int | None = field(default=None, kw_only=True)
    banker_cards: int | None = field(default=None, kw_only=True)
    natural: bool | None = field(default=None, kw_only=True)
    margin: int | None = field(default=None, kw_only=True)
    cards_dealt: tuple[int, ...] | None = field(default=None, kw_only=True)

    def __post_init__(self) -> None:
        if self.pair is not None and any(getattr(self, name) is not None for name in RESULT_CONDITIONS):
            raise ValueError("A pair line is settled on the first two cards alone.")
        if self.suited and self.pair is None:
            raise ValueError("Only a pair line can ask for one suit.")
        if self.pair not in (None, *PairOf) or self.winner not in (None, *Winner):
            raise ValueError(f"Unknown hand in {self!r}.")

    @classmethod
    def push(cls, **conditions: Any) -> "Pays":
        """A line that returns the stake when its conditions hold."""
        return cls(None, **conditions)

    @property
    def pushes(self) -> bool:
        return self.odds is None

    @property
    def payout_before_commission(self) -> Fraction:
        """Winnings per unit staked at the line's odds, before any commission (0 for a line that returns the stake)."""
        if self.odds is None:
            return Fraction(0)
        to_win, staked = self.odds
        return Fraction(to_win) / staked

    @property
    def payout(self) -> Fraction:
        """Net winnings per unit staked (0 for a line that returns the stake)."""
        return self.payout_before_commission * (1 - self.commission)

    @property
    def text(self) -> str:
        if self.odds is None:
            return "push"
        to_win, staked = self.odds
        less = f" less {self.commission * 100:g}%" if self.commission else ""
        return f"{to_win}:{staked}{less}"

    def applies(self, outcome: Outcome, pairs: Pairs = NO_PAIRS) -> bool:
        if self.pair is not None:
            return self._pair_applies(self.pair, pairs)
        for name in RESULT_CONDITIONS:
            wanted, seen = getattr(self, name), getattr(outcome, name)
            if wanted is not None and (seen not in wanted if name == "cards_dealt" else seen != wanted):
                return False
        return True

    def _pair_applies(self, pair: PairOf, pairs: Pairs) -> bool:
        hands = (HandName.PLAYER, HandName.BANKER) if pair == PairOf.EITHER else (HandName(pair),)
        held = [pairs.holds(hand, self.suited) for hand in hands]
        if True in held:
            return True
        if None in held:
            raise SuitsUnknown("A suited pair can be settled only when the cards' suits are known.")
        return False


HAND_SIZES = frozenset({2, 3})
"""A hand ends with its first two cards, or with a third."""


def whatever_the_hand_size(lines: Sequence[Pays]) -> Pays | None:
    """The one condition that lines differing only in the winning hand's size, two cards and three, make
    together (with the first line's payout): Lucky 6's two lines pay whenever the banker wins with 6. None if
    the lines are not so."""
    sizes = {line.banker_cards if line.winner == Winner.BANKER else line.player_cards for line in lines}
    alike = {replace(line, odds=None, commission=Fraction(0), player_cards=None, banker_cards=None) for line in lines}
    if len(lines) != len(HAND_SIZES) or sizes != HAND_SIZES or len(alike) != 1:
        return None
    return replace(lines[0], player_cards=None, banker_cards=None)


class BetResult(StrEnum):
    WIN = "win"
    PUSH = "push"
    LOSE = "lose"


@dataclass(frozen=True)
class Settlement:
    result: BetResult
    payout: Fraction
    """Net winnings per unit staked: the line's payout on a win, 0 on a push, -1 on a loss."""
    line: Pays | None = None
    """The paytable line that settled the bet: the one that paid, or returned the stake."""


@dataclass(frozen=True)
class Bet:
    """A bet: the first of its lines that applies settles it; otherwise it pushes on a tie or loses."""

    key: str
    lines: tuple[Pays, ...]
    push_on_tie: bool = False

    def __post_init__(self) -> None:
        if any(line.pair for line in self.lines) and len(self.lines) != 1:
            raise ValueError("A pair bet has exactly one line.")

    @cached_property
    def _hash(self) -> int:
        return hash((self.key, self.lines, self.push_on_tie))

    def __hash__(self) -> int:
        """Hashed once: the odds count looks each bet up in a cache on every shoe."""
        return self._hash

    @property
    def on_pair(self) -> PairOf | None:
        """The hand (or either) whose first two cards settle this bet, or None for a bet on the result."""
        return self.lines[0].pair

    @property
    def paying_lines(self) -> tuple[Pays, ...]:
        """The lines that pay, in the paytable's order: the ones a table may print other odds for."""
        return tuple(line for line in self.lines if not line.pushes)

    @property
    def payout_text(self) -> str:
        """The payouts in the paytable's order, e.g. ``"12:1 / 20:1"``."""
        return " / ".join(line.text for line in self.lines)

    def with_payouts(self, payouts: Sequence[int | Decimal]) -> "Bet":
        """The same bet paying ``payouts`` instead: each the net win "to 1" (any commission taken), in the
        order of ``paying_lines``."""
        if len(payouts) != len(self.paying_lines):
            raise ValueError(f"{self.key} has {len(self.paying_lines)} paying lines, not {len(payouts)}.")
        new_odds = iter(payouts)
        lines = tuple(
            line if line.pushes else replace(line, odds=(next(new_odds), 1), commission=Fraction(0))
            for line in self.lines
        )
        return replace(self, lines=lines)

    def settle_outcome(self, outcome: Outcome, pairs: Pairs = NO_PAIRS) -> Settlement:
        for line in self.lines:
            if line.applies(outcome, pairs):
                return Settlement(BetResult.PUSH if line.pushes else BetResult.WIN, line.payout, line)
        if self.push_on_tie and outcome.winner == Winner.TIE:
            return Settlement(BetResult.PUSH, Fraction(0))
        return Settlement(BetResult.LOSE, Fraction(-1))

    def settle(self, coup: Coup) -> Settlement:
        return self.settle_outcome(coup.outcome, coup.pairs)


COMMISSION = Fraction(5, 100)

DRAGON_BONUS_MARGINS = {9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}
"""What the Dragon Bonus pays "to 1" for a win without a natural, by the points it wins by."""


def dragon_bonus(hand: Winner) -> Bet:
    """A natural win pays 1 to 1, a natural tie pushes, a win by 4 or more points pays by the margin."""
    return Bet(
        f"dragon_bonus_{hand}",
        (
            Pays((1, 1), winner=hand, natural=True),
            Pays.push(winner=Winner.TIE, natural=True),
            *(
                Pays((odds, 1), winner=hand, natural=False, margin=margin)
                for margin, odds in DRAGON_BONUS_MARGINS.items()
            ),
        ),
    )


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
        Bet(
            "ez_banker",
            (
                Pays.push(winner=Winner.BANKER, banker_total=7, banker_cards=3),
                Pays((1, 1), winner=Winner.BANKER),
            ),
            push_on_tie=True,
        ),
        Bet("player_pair", (Pays((11, 1), pair=PairOf.PLAYER),)),
        Bet("banker_pair", (Pays((11, 1), pair=PairOf.BANKER),)),
        Bet(
            "lucky_6",
            (
                Pays((12, 1), winner=Winner.BANKER, banker_total=6, banker_cards=2),
                Pays((20, 1), winner=Winner.BANKER, banker_total=6, banker_cards=3),
            ),
        ),
        Bet("dragon_7", (Pays((40, 1), winner=Winner.BANKER, banker_total=7, banker_cards=3),)),
        Bet("panda_8", (Pays((25, 1), winner=Winner.PLAYER, player_total=8, player_cards=3),)),
        Bet("super_6", (Pays((12, 1), winner=Winner.BANKER, banker_total=6),)),
        Bet("big_tiger", (Pays((50, 1), winner=Winner.BANKER, banker_total=6, banker_cards=3),)),
        Bet("small_tiger", (Pays((22, 1), winner=Winner.BANKER, banker_total=6, banker_cards=2),)),
        dragon_bonus(Winner.PLAYER),
        dragon_bonus(Winner.BANKER),
        Bet("big", (Pays((Decimal("0.54"), 1), cards_dealt=(5, 6)),)),
        Bet("small", (Pays((Decimal("1.5"), 1), cards_dealt=(4,)),)),
        Bet("either_pair", (Pays((5, 1), pair=PairOf.EITHER),)),
        Bet("perfect_pair", (Pays((25, 1), pair=PairOf.EITHER, suited=True),)),
    )
}

SIDE_BETS = ("player_pair", "banker_pair", "lucky_6", "dragon_7", "panda_8")
"""The ``PAYTABLE`` keys of the side bets the lookup settles, beside player, banker and tie."""

MORE_SIDE_BETS = (
    "super_6",
    "big_tiger",
    "small_tiger",
    "dragon_bonus_player",
    "dragon_bonus_banker",
    "big",
    "small",
    "either_pair",
    "perfect_pair",
)
"""The other side bets on the paytable, as tables in Macau, Korea and online offer them."""
