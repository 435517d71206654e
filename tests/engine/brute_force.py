"""Plain enumerations of deals, written independently of the engine's counting, for tests to check it against."""

from collections import Counter
from functools import cache

from tests.engine.printed_rules import VALUE, printed_banker_draws


def finish(values):
    """(player total, player cards, banker total, banker cards) for point values in shoe order,
    or None while the coup needs another card."""
    if len(values) < 4:
        return None
    player, banker = [values[0], values[2]], [values[1], values[3]]
    player_total, banker_total = sum(player) % 10, sum(banker) % 10
    if player_total < 8 and banker_total < 8:
        if player_total <= 5:
            if len(values) < 5:
                return None
            player.append(values[4])
            banker_draws = printed_banker_draws(banker_total, values[4])
        else:
            banker_draws = banker_total <= 5
        if banker_draws:
            if len(values) < len(player) + 3:
                return None
            banker.append(values[len(player) + 2])
    return sum(player) % 10, len(player), sum(banker) % 10, len(banker)


def brute_force(shoe):
    """Ordered six-card deals by outcome: deal one card at a time, every value the shoe still holds,
    and count each finished coup times the ways to deal the cards it leaves unused."""
    return deals_by_outcome(shoe)[0]


@cache
def deals_by_outcome(shoe):
    """``brute_force``'s count, and outcome → the point values of one coup that ends so (counted once per shoe)."""
    representatives = {}
    left = [0] * 10
    for rank, count in shoe.counts.items():
        left[VALUE[rank]] += count
    outcomes = Counter()

    def deal(values, ways):
        outcome = finish(values)
        if outcome is not None:
            for unused in range(6 - len(values)):
                ways *= sum(left) - unused
            outcomes[outcome] += ways
            representatives.setdefault(outcome, tuple(values))
            return
        for value in range(10):
            if left[value]:
                ways_here = ways * left[value]
                left[value] -= 1
                deal([*values, value], ways_here)
                left[value] += 1

    deal([], 1)
    return outcomes, representatives
