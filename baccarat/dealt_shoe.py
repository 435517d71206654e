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


def next_coup_odds(shoe: DealtShoe, step: int) -> dict[str, Fraction]:
    """Exact chances for the coup after ``step`` coups, from the full shoe less every card seen so far.

    Cards burnt face down are unknown to the table, so they count as still in the shoe: for someone
    who has not seen them, that is the exact chance.
    """
    left = exact_odds(Shoe.decks(DECKS).remove(shoe.seen(step)), {})
    return {outcome: left.probability(outcome) for outcome in OUTCOMES}


@lru_cache(maxsize=32)
def dealt_shoe(seed: int) -> ShoeOdds:
    shoe = deal_shoe(seed)
    return ShoeOdds(shoe, tuple(next_coup_odds(shoe, step) for step in range(len(shoe.coups))))
