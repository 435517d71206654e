"""The effect of removing one card: each bet's exact edge for the shoe less one card of each rank,
and what it would take for counting cards to turn a bet in the bettor's favour.

The card taken out is a spade; by the symmetry of the suits, any other suit gives the same odds, so
even the Perfect Pair stays exact.
"""

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import ceil, comb

from .cards import RANKS, SUITS
from .odds import Odds, bet_report, exact_odds, standard_odds
from .shoe import Shoe

REMOVED_SUIT = SUITS[0]


@dataclass(frozen=True)
class RankRemoved:
    rank: str
    odds: Odds
    """The odds for the full shoe less one card of this rank."""
    change: dict[str, Fraction]
    """Bet key → its house edge less one card of this rank, minus its edge for the full shoe."""


@dataclass(frozen=True)
class CountingLimit:
    """How far the cards gone must lean before a bet favours the bettor, with one rank doing all the work.

    The most helpful rank is the one whose removal lowers the bet's edge most (``change_per_card``, one card
    gone). ``excess_needed`` is, exactly, the fewest cards of that rank that must be gone from a full shoe,
    nothing else gone, for the edge to fall below zero: None when even every one of them gone leaves it at or
    above zero, or when no rank lowers it. ``all_gone_edge`` is the exact edge with every one of them gone
    (None if the bet can't be settled then), and ``chance_at_half_shoe`` the exact chance that, when half the
    shoe has been dealt, the cards gone hold that many more of them than their share (0 when they can't).
    """

    key: str
    house_edge: Fraction
    rank: str
    change_per_card: Fraction
    excess_needed: int | None
    """None when no count of this rank turns the edge (see above)."""
    copies: int
    all_gone_edge: Fraction | None
    chance_at_half_shoe: Fraction
    alike_ranks: tuple[str, ...]
    """The other ranks whose removal changes the edge exactly as much (J, Q and K beside a 10 for the tie)."""


@dataclass(frozen=True)
class EffectOfRemoval:
    decks: int
    full: Odds
    ranks: dict[str, RankRemoved]

    def counting_limit(self, key: str) -> CountingLimit:
        rank = min(RANKS, key=lambda rank: self.ranks[rank].change[key])
        change = self.ranks[rank].change[key]
        edge = self.full.settled(key).house_edge
        shoe = self.full.shoe
        needed = _fewest_to_turn(self.decks, rank, key) if change < 0 else None
        return CountingLimit(
            key=key,
            house_edge=edge,
            rank=rank,
            change_per_card=change,
            excess_needed=needed,
            copies=shoe.counts[rank],
            all_gone_edge=_odds_without(self.decks, rank, shoe.counts[rank]).house_edge(key),
            chance_at_half_shoe=Fraction(0)
            if needed is None
            else _chance_of_excess(needed, shoe.counts[rank], shoe.size),
            alike_ranks=tuple(other for other in RANKS if other != rank and self.ranks[other].change[key] == change),
        )


def _chance_of_excess(excess: int, copies: int, size: int) -> Fraction:
    """Exact chance that the first half of a shoe of ``size`` cards holds ``excess`` or more of ``copies``
    cards beyond their share of that half (hypergeometric)."""
    dealt = size // 2
    at_least = ceil(Fraction(copies * dealt, size) + excess)
    ways = sum(comb(copies, k) * comb(size - copies, dealt - k) for k in range(at_least, copies + 1))
    return Fraction(ways, comb(size, dealt))


@cache
def _odds_without(decks: int, rank: str, count: int) -> Odds:
    return exact_odds(Shoe.decks(decks).remove([rank] * count))


def _fewest_to_turn(decks: int, rank: str, key: str) -> int | None:
    """The fewest cards of ``rank`` gone from a full shoe (nothing else gone) that leave ``key``'s edge below
    zero, or None. A bisection: the edge falls steadily as more of the most helpful rank go, which
    tests/engine/test_removal.py checks card by card for every bet and deck count."""

    def turned(count: int) -> bool:
        edge = _odds_without(decks, rank, count).house_edge(key)
        return edge is not None and edge < 0

    copies = Shoe.decks(decks).counts[rank]
    if not turned(copies):
        return None
    low, high = 0, copies  # not turned with none gone (the full shoe favours the house), turned with all
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (low, middle) if turned(middle) else (middle, high)
    return high


@cache
def effect_of_removal(decks: int) -> EffectOfRemoval:
    """Every bet's edge for a full shoe of ``decks`` decks less one card of each rank in turn."""
    full = standard_odds(decks)
    shoe = Shoe.decks(decks)
    ranks = {}
    for rank in RANKS:
        odds = exact_odds(shoe.without_card(rank, REMOVED_SUIT))
        change = {key: odds.settled(key).house_edge - full.settled(key).house_edge for key in odds.bets}
        ranks[rank] = RankRemoved(rank, odds, change)
    return EffectOfRemoval(decks, full, ranks)


def removal_report(decks: int) -> dict[str, object]:
    """``effect_of_removal(decks)`` as plain JSON-able data: per rank, every bet as ``odds_report`` gives it
    for the shoe less one card of that rank, and the change in each bet's edge (0.0001 = 0.01 points)."""
    effect = effect_of_removal(decks)
    return {
        "decks": decks,
        "ranks": {
            rank: {
                "bets": {key: bet_report(bet) for key, bet in removed.odds.bets.items()},
                "change": {key: float(change) for key, change in removed.change.items()},
            }
            for rank, removed in effect.ranks.items()
        },
    }
