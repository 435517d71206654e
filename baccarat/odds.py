"""Exact odds for any shoe, counted as ordered deals under the six-card convention.

Every coup is counted as if six cards were dealt, whether or not the last ones are used, so an
8-deck shoe has 416·415·414·413·412·411 equally likely deals.

Only point values matter for the result, so the counting works on ten value classes. Cards 5 and 6
(the third cards the coup draws, or cards it leaves unused) are chosen first — the number of ordered
ways to deal distinct cards does not depend on which position is filled first — and for each of the
55 pairs of their values the first four cards are counted from what is left, by (player total, banker
total), with an inclusion–exclusion formula that stays exact however the shoe is depleted. Pairs are
counted by rank from the first two cards of each hand.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from operator import mul

from .bets import PAYTABLE, Bet, Result, Settlement
from .coup import Outcome
from .drawing import decide
from .errors import ShoeError
from .hands import Winner
from .shoe import DECK_COUNTS, Shoe

CARDS_PER_DEAL = 6


@dataclass(frozen=True)
class BetOdds:
    """A bet's chances per hand, and the house edge: minus the expected net payout per unit staked."""

    win: Fraction
    push: Fraction
    lose: Fraction
    house_edge: Fraction
    house_edge_resolved: Fraction | None
    """Per hand that does not push (ties excluded); None for a bet that never pushes, or always does."""
    bet: Bet


@dataclass(frozen=True)
class Odds:
    shoe: Shoe
    total: int
    """Ordered six-card deals."""
    outcomes: dict[Winner, int]
    """Deals won by the banker, the player, and tied."""
    by_outcome: dict[Outcome, int]
    """Deals by final totals and card counts of both hands."""
    pairs: int
    """Deals whose first two player cards are a pair (the same number for the banker's)."""
    bets: dict[str, BetOdds]

    def probability(self, outcome: Winner) -> Fraction:
        """Chance of a banker win, a player win or a tie."""
        return Fraction(self.outcomes[outcome], self.total)


def falling_factorial(n: int, k: int) -> int:
    """n·(n−1)·…·(n−k+1): ordered ways to deal k distinct cards out of n."""
    product = 1
    for i in range(k):
        product *= n - i
    return product


def _play_totals(player_two: int, banker_two: int, fifth: int, sixth: int) -> Outcome:
    """Finish a coup from the two-card totals, with the point values of cards 5 and 6 still to come.

    This is the drawing order's second copy: ``coup.play_coup`` deals real cards one at a time, while
    the count needs the outcome for point values alone, 10,000 times per shoe. The test
    ``test_play_totals_is_play_coup`` (tests/test_rules_odds.py) keeps the two equal for every input.
    """
    decision = decide(player_two, banker_two)
    if decision.natural:
        return Outcome(player_two, 2, banker_two, 2)
    if not decision.player_draws:
        if decision.banker_draws:
            return Outcome(player_two, 2, (banker_two + fifth) % 10, 3)
        return Outcome(player_two, 2, banker_two, 2)
    player = (player_two + fifth) % 10
    if decide(player_two, banker_two, fifth).banker_draws:
        return Outcome(player, 3, (banker_two + sixth) % 10, 3)
    return Outcome(player, 3, banker_two, 2)


@cache
def _outcome_table() -> tuple[tuple[Outcome, ...], tuple[tuple[int, ...], ...]]:
    """Every outcome, and for each (fifth, sixth) value its outcome index by player total × 10 + banker total."""
    outcomes: dict[Outcome, int] = {}
    table = []
    for fifth in range(10):
        for sixth in range(10):
            row = []
            for player_two in range(10):
                for banker_two in range(10):
                    outcome = _play_totals(player_two, banker_two, fifth, sixth)
                    row.append(outcomes.setdefault(outcome, len(outcomes)))
            table.append(tuple(row))
    return tuple(outcomes), tuple(table)


def _first_four(values: list[int]) -> list[int]:
    """Ordered deals of the first four cards by player total × 10 + banker total.

    ``values`` holds how many cards of each point value are left. Count every pair of two-card hands
    (each hand two distinct cards), then by inclusion–exclusion take out the pairs of hands that
    share a card: a shared card can be either card of either hand (4 ways), and both cards are
    shared (2 ways: same order or swapped) only when the two totals are equal.
    """
    # others[t][u]: cards that complete a total t once one card of value u is taken
    others = [[values[(t - u) % 10] - ((t - u) % 10 == u) for u in range(10)] for t in range(10)]
    # starting[t][u]: ordered two-card hands of total t whose first card has value u
    starting = [[values[u] * others[t][u] for u in range(10)] for t in range(10)]
    hands = [sum(row) for row in starting]
    return [
        # every player hand of total p beside every banker hand of total b, sharing cards or not
        hands[p] * hands[b]
        # less the pairs that share at least one card: pick the player's hand, then a banker hand that
        # reuses one of its cards in either of the banker's two positions (4 ways in all); sum(map(mul, …))
        # counts, per value u of the shared card, the player's hands holding it times the banker's ways
        # to complete b from it
        - 4 * sum(map(mul, starting[p], others[b]))
        # plus back the pairs that share both cards, taken out twice above: possible only when the two
        # totals are equal, as the same two cards in the same or the swapped order (2 ways)
        + (2 * hands[p] if p == b else 0)
        for p in range(10)
        for b in range(10)
    ]


def count_outcomes(shoe: Shoe) -> dict[Outcome, int]:
    """Ordered six-card deals from ``shoe`` by outcome."""
    outcomes, table = _outcome_table()
    counts = [0] * len(outcomes)
    values = list(shoe.value_counts())
    for fifth in range(10):
        for sixth in range(fifth, 10):
            ways = values[fifth] * (values[sixth] - (fifth == sixth))
            if not ways:
                continue
            rest = values.copy()
            rest[fifth] -= 1
            rest[sixth] -= 1
            first_four = _first_four(rest)
            # the same two values the other way round leave the same first four, in as many ways
            for x, y in {(fifth, sixth), (sixth, fifth)}:
                for outcome, count in zip(table[x * 10 + y], first_four, strict=True):
                    counts[outcome] += ways * count
    return {outcome: count for outcome, count in zip(outcomes, counts, strict=True) if count}


def count_pairs(shoe: Shoe) -> int:
    """Ordered six-card deals whose first two player cards (or banker cards) are of the same rank."""
    same_rank = sum(count * (count - 1) for count in shoe.rank_counts)
    return same_rank * falling_factorial(shoe.size - 2, CARDS_PER_DEAL - 2)


def _bet_odds(bet: Bet, by_outcome: Mapping[Outcome, int], pairs: int, total: int) -> BetOdds:
    deals = dict.fromkeys(Result, 0)
    if bet.on_pair:
        settled = [
            (Settlement(Result.WIN, bet.lines[0].payout, bet.lines[0]), pairs),
            (Settlement(Result.LOSE, Fraction(-1)), total - pairs),
        ]
    else:
        settled = [(bet.settle_outcome(outcome), count) for outcome, count in by_outcome.items()]
    by_payout: dict[Fraction, int] = {}
    for settlement, count in settled:
        deals[settlement.result] += count
        by_payout[settlement.payout] = by_payout.get(settlement.payout, 0) + count
    winnings = sum((payout * count for payout, count in by_payout.items()), Fraction(0)) / total
    push = Fraction(deals[Result.PUSH], total)
    return BetOdds(
        win=Fraction(deals[Result.WIN], total),
        push=push,
        lose=Fraction(deals[Result.LOSE], total),
        house_edge=-winnings,
        house_edge_resolved=-winnings / (1 - push) if bet.push_on_tie and push < 1 else None,
        bet=bet,
    )


def exact_odds(shoe: Shoe, paytable: Mapping[str, Bet] = PAYTABLE) -> Odds:
    """Exact odds of every outcome and every bet in ``paytable`` for the cards left in ``shoe``."""
    if shoe.size < CARDS_PER_DEAL:
        raise ShoeError(
            f"A shoe needs at least {CARDS_PER_DEAL} cards to deal a coup; this one has {shoe.size}.",
            code="shoe_too_small",
            size=shoe.size,
            needed=CARDS_PER_DEAL,
        )
    total = falling_factorial(shoe.size, CARDS_PER_DEAL)
    by_outcome = count_outcomes(shoe)
    outcomes = dict.fromkeys((Winner.BANKER, Winner.PLAYER, Winner.TIE), 0)
    for outcome, count in by_outcome.items():
        outcomes[outcome.winner] += count
    pairs = count_pairs(shoe)
    bets = {key: _bet_odds(bet, by_outcome, pairs, total) for key, bet in paytable.items()}
    return Odds(shoe, total, outcomes, by_outcome, pairs, bets)


@cache
def standard_odds(decks: int) -> Odds:
    """Odds for a full shoe of 1–8 decks, computed once per process."""
    return exact_odds(Shoe.decks(decks))


def _standard_decks(shoe: Shoe) -> int | None:
    return next((n for n in DECK_COUNTS if Shoe.decks(n) == shoe), None)


def odds_report(odds_or_shoe: Odds | Shoe, decks: int | None = None) -> dict:
    """The odds as plain JSON-able data (probabilities and edges as floats, 0.0106 = 1.06%).

    ``decks`` is the shoe the cards were dealt from; without it a full shoe is recognised, and a
    depleted one reports ``"decks": None``. ``"removed"`` lists rank → cards missing from the full shoe.
    """
    if isinstance(odds_or_shoe, Shoe):
        decks_shoe = _standard_decks(odds_or_shoe)
        result = standard_odds(decks_shoe) if decks_shoe else exact_odds(odds_or_shoe)
    else:
        result = odds_or_shoe
    if decks is None:
        decks = _standard_decks(result.shoe)
    removed = result.shoe.removed_from(Shoe.decks(decks)) if decks else {}
    return {
        "decks": decks,
        "cards": result.shoe.size,
        "removed": removed,
        "total": result.total,
        "outcomes": dict(result.outcomes),
        "probabilities": {outcome: float(result.probability(outcome)) for outcome in result.outcomes},
        "bets": {
            key: {
                "payout": bet.bet.payout_text,
                "win": float(bet.win),
                "push": float(bet.push),
                "lose": float(bet.lose),
                "house_edge": float(bet.house_edge),
                "house_edge_resolved": None if bet.house_edge_resolved is None else float(bet.house_edge_resolved),
            }
            for key, bet in result.bets.items()
        },
    }
