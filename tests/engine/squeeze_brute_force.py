"""The squeeze by plain enumeration, written independently of the engine: deal every card the shoe still
holds, one at a time after the cards seen, until the coup is finished (the rules from ``brute_force.finish``).

The first four cards are dealt by rank (the pair bets read them); the third cards by point value.
"""

from collections import Counter
from fractions import Fraction

from tests.engine.brute_force import finish
from tests.engine.printed_rules import VALUE

VALUE_RANKS = {value: [rank for rank in VALUE if VALUE[rank] == value] for value in range(10)}


def squeeze_by_enumeration(counts, seen):
    """(chances by result, chance of a player pair, of a banker pair, of either pair, chances by finished
    outcome) after the ranks ``seen`` from a shoe of rank → count.

    Each finished coup weighs the ways to deal its cards times the ways to deal the unused cards of a
    six-card deal, as the published counts do.
    """
    left = Counter(counts)
    left.subtract(seen)
    assert min(left.values(), default=0) >= 0
    results, pairs, outcomes = Counter(), Counter(), Counter()

    def deal(ranks, ways):
        values = [VALUE[rank] for rank in ranks]
        outcome = finish(values)
        if outcome is not None:
            size = sum(left.values())
            for unused in range(6 - len(ranks)):
                ways *= size - unused
            player, banker = outcome[0], outcome[2]
            results["player" if player > banker else "banker" if banker > player else "tie"] += ways
            outcomes[outcome] += ways
            player_pair, banker_pair = ranks[0] == ranks[2], ranks[1] == ranks[3]
            pairs["player"] += ways * player_pair
            pairs["banker"] += ways * banker_pair
            pairs["either"] += ways * (player_pair or banker_pair)
            return
        # past the first four, only point values matter: deal one rank of each value, weighed by the value's cards
        choices = (
            [(rank, left[rank]) for rank in list(left) if left[rank]]
            if len(ranks) < 4
            else [(VALUE_RANKS[v][0], sum(left[r] for r in VALUE_RANKS[v])) for v in range(10)]
        )
        for rank, held in choices:
            if not held:
                continue
            taken = rank if len(ranks) < 4 else next(r for r in VALUE_RANKS[VALUE[rank]] if left[r])
            left[taken] -= 1
            deal([*ranks, rank], ways * held)
            left[taken] += 1

    deal(list(seen), 1)
    total = sum(results.values())
    chances = {result: Fraction(results[result], total) for result in ("player", "banker", "tie")}
    pair_chances = {hand: Fraction(pairs[hand], total) for hand in ("player", "banker", "either")}
    return chances, pair_chances, {outcome: Fraction(n, total) for outcome, n in outcomes.items()}
