"""A dealt shoe and the engine's exact odds for the next coup at every step, computed once per seed and process."""

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from baccarat import Shoe, exact_odds
from baccarat.roads import DECKS, DealtShoe, deal_shoe

OUTCOMES = ("banker", "player", "tie")


@dataclass(frozen=True)
class ShoeOdds:
    shoe: DealtShoe
    next_coup: tuple[dict[str, Fraction], ...]
    """For each step 0 … coups − 1: the chance of each outcome on the next coup, from the cards not yet seen."""

    @property
    def results(self):
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
    left, seen, every_step = Shoe.decks(DECKS), 0, []
    for step in range(len(shoe.coups)):
        cards = shoe.seen(step)
        left, seen = left.remove(cards[seen:]), len(cards)
        every_step.append(chances(left))
    return ShoeOdds(shoe, tuple(every_step))
