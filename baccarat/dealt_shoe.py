"""A dealt shoe and the engine's exact odds for the next coup at every step, computed once per seed and process."""

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from .hands import Winner
from .odds import exact_odds
from .roads import DECKS, CoupRecord, DealtShoe, deal_shoe
from .shoe import Shoe

OUTCOMES = (Winner.BANKER, Winner.PLAYER, Winner.TIE)
"""The order the roads page lists the next coup's chances in."""


@dataclass(frozen=True)
class ShoeOdds:
    shoe: DealtShoe
    next_coup: tuple[dict[str, Fraction], ...]
    """For each step 0 … coups − 1: the chance of each outcome on the next coup, from the cards not yet seen."""

    @property
    def results(self) -> tuple[CoupRecord, ...]:
        return self.shoe.results


def chances(left: Shoe) -> dict[str, Fraction]:
    odds = exact_odds(left, {})
    return {outcome: odds.probability(outcome) for outcome in OUTCOMES}


def next_coup_odds(shoe: DealtShoe, step: int) -> dict[str, Fraction]:
    """Exact chances for the coup after ``step`` coups, from the full shoe less every card seen so far.

    Cards burnt face down are unknown to the table, so they count as still in the shoe: for someone
    who has not seen them, that is the exact chance.
    """
    return chances(Shoe.decks(DECKS).remove(shoe.seen(step)))


@lru_cache(maxsize=32)
def dealt_shoe(seed: int) -> ShoeOdds:
    """The shoe and ``next_coup_odds`` at every step, taking out only each coup's new cards in turn."""
    shoe = deal_shoe(seed)
    left, seen = Shoe.decks(DECKS), 0
    every_step: list[dict[str, Fraction]] = []
    for step in range(len(shoe.coups)):
        cards = shoe.seen(step)
        left, seen = left.remove(cards[seen:]), len(cards)
        every_step.append(chances(left))
    return ShoeOdds(shoe, tuple(every_step))
