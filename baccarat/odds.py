"""Exact odds for any shoe, counted as ordered deals under the six-card convention.

Every coup is counted as if six cards were dealt, whether or not the last ones are used, so an
8-deck shoe has 416·415·414·413·412·411 equally likely deals.

Only point values matter for the result, so the counting works on ten value classes. Cards 5 and 6
(the third cards the coup draws, or cards it leaves unused) are chosen first — the number of ordered
ways to deal distinct cards does not depend on which position is filled first — and for each of the
100 ordered pairs of their values the first four cards are counted from what is left, by (player
total, banker total), with an inclusion–exclusion formula that stays exact however the shoe is
depleted. The counts are grouped by outcome (each hand's final total and number of cards), and every
bet is settled once per outcome, through ``Bet.settle_outcome``, and weighed by the outcome's count.

Pairs are counted from the first two cards of each hand, by rank, and by rank and suit when the
shoe's suits are known: deals by pair class (which hands hold a pair, which a suited pair), which
settle the pair bets.

The 100 first-four counts are computed at once with numpy, in 64-bit integers, and stay exact: see
``INT64_BOUND``.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache
from math import lcm

import numpy as np

from .bets import PAYTABLE, Bet, BetResult
from .coup import CARDS_PER_COUP, Outcome, Pairs
from .drawing import decide
from .errors import ErrorCode, ShoeError, SuitsUnknown
from .hands import Winner
from .shoe import DECK_COUNTS, MAX_CARDS, Shoe

INT64_BOUND = MAX_CARDS**CARDS_PER_COUP
"""No integer the count handles exceeds this (about 5.2·10¹⁵, against 9.2·10¹⁸ for int64).

A value class holds at most ``MAX_CARDS`` cards, so a two-card count is below ``10·MAX_CARDS²`` in size
(ten products of two counts, each off by at most 2 where cards 5 and 6 took the last of a value), and the
first-four terms (a product of two two-card counts, or ten products of a card count and two completing
counts) stay below ``100·MAX_CARDS⁴``. Whenever the ways to deal cards 5 and 6 are not zero, what is
left holds those cards, every first-four count is a true count of four-card deals (below
``MAX_CARDS⁴``), and weighed by those ways it counts distinct six-card deals, below ``MAX_CARDS⁶``;
where the ways are zero the product is zero. Sums of those counts count distinct deals too.
"""
assert np.iinfo(np.int64).max > 100 * INT64_BOUND

_FIFTH, _SIXTH = np.divmod(np.arange(100), 10)
_ONE_OF_EACH = np.eye(10, dtype=np.int64)
_TAKEN = _ONE_OF_EACH[_FIFTH] + _ONE_OF_EACH[_SIXTH]
"""Row ``fifth × 10 + sixth``: the value classes the fifth and sixth cards come from."""
_COMPLETES = (np.arange(10)[:, None] - np.arange(10)[None, :]) % 10
"""[t, u]: the value that completes a two-card total t after a card of value u."""
_SAME_CARD = (np.arange(10)[None, :] == _COMPLETES).astype(np.int64)
"""[t, u]: 1 where the completing card is of the same value as the first, so one card fewer is left."""


@dataclass(frozen=True)
class BetOdds:
    """A bet's chances per hand, and the house edge: minus the expected net payout per unit staked."""

    win: Fraction
    push: Fraction
    lose: Fraction
    house_edge: Fraction
    house_edge_resolved: Fraction | None
    """Per coup that does not push (a tie for banker and player bets, and a side bet's own pushes);
    None for a bet that never pushes, or always does."""
    bet: Bet


@dataclass(frozen=True)
class UnavailableOdds:
    """A bet the shoe cannot settle exactly (a suited pair from a shoe known by rank alone): no figures,
    and ``reason`` says why."""

    bet: Bet
    reason: ErrorCode


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
    by_pairs: dict[Pairs, int]
    """Deals by pair class; a suited pair is None in every class when the shoe's suits are unknown (and it
    may hold a card twice)."""
    bets: dict[str, BetOdds | UnavailableOdds]

    def settled(self, key: str) -> BetOdds:
        """The odds of a bet this shoe settles exactly; ``SuitsUnknown`` for one it can't."""
        odds = self.bets[key]
        if isinstance(odds, UnavailableOdds):
            raise SuitsUnknown(f"The {key} bet can't be settled exactly from this shoe.", bet=key)
        return odds

    def house_edge(self, key: str) -> Fraction | None:
        """The bet's house edge, or None when the shoe can't settle it exactly (its suits are unknown)."""
        odds = self.bets[key]
        return odds.house_edge if isinstance(odds, BetOdds) else None

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
    ``test_play_totals_is_play_coup`` (tests/engine/test_rules_odds.py) keeps the two equal for every input.
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
def _outcome_table() -> tuple[tuple[Outcome, ...], np.ndarray]:
    """Every outcome, and the outcome index of each (fifth, sixth, player total, banker total), flat."""
    outcomes: dict[Outcome, int] = {}
    table = [
        outcomes.setdefault(outcome, len(outcomes))
        for fifth in range(10)
        for sixth in range(10)
        for player_two in range(10)
        for banker_two in range(10)
        for outcome in [_play_totals(player_two, banker_two, fifth, sixth)]
    ]
    return tuple(outcomes), np.array(table)


def _first_four(rest: np.ndarray) -> np.ndarray:
    """Ordered deals of the first four cards, [row, player total, banker total], for each row of ``rest``.

    Each row of ``rest`` holds how many cards of each point value are left. Count every pair of
    two-card hands (each hand two distinct cards), then by inclusion–exclusion take out the pairs of
    hands that share a card: a shared card can be either card of either hand (4 ways), and both cards
    are shared (2 ways: same order or swapped) only when the two totals are equal.
    """
    # others[row, t, u]: cards that complete a total t once one card of value u is taken
    others = rest[:, _COMPLETES] - _SAME_CARD
    # starting[row, t, u]: ordered two-card hands of total t whose first card has value u
    starting = rest[:, None, :] * others
    hands = starting.sum(axis=2)
    # shared[row, p, b]: per value u of a card in the player's hand of total p, the player's hands
    # holding it times the banker's ways to complete b from that same card
    shared = starting @ others.transpose(0, 2, 1)
    # every player hand beside every banker hand, less those sharing a card (4 ways), plus back those
    # sharing both cards, taken out twice (same or swapped order, equal totals only)
    deals: np.ndarray = hands[:, :, None] * hands[:, None, :] - 4 * shared + 2 * hands[:, :, None] * _ONE_OF_EACH
    return deals


def _outcome_counts(shoe: Shoe) -> np.ndarray:
    """Ordered six-card deals from ``shoe`` by outcome index (see ``_outcome_table``)."""
    outcomes, table = _outcome_table()
    values = np.array(shoe.value_counts(), dtype=np.int64)
    rest = values - _TAKEN
    ways = values[_FIFTH] * (values - _ONE_OF_EACH[_FIFTH])[np.arange(100), _SIXTH]
    deals = _first_four(rest) * ways[:, None, None]
    counts = np.zeros(len(outcomes), dtype=np.int64)
    np.add.at(counts, table, deals.reshape(-1))
    return counts


def _by_outcome(outcome_counts: np.ndarray) -> dict[Outcome, int]:
    """The outcomes that occur, with their deals."""
    outcomes, _table = _outcome_table()
    return {outcome: count for outcome, count in zip(outcomes, outcome_counts.tolist(), strict=True) if count}


def _pairs_by_rank(rank_counts: tuple[int, ...], suited: bool | None) -> dict[Pairs, int]:
    """Ordered first-four deals by which hands hold a pair, by rank alone.

    A player pair leaves ``same_rank`` less the ways its rank could pair, plus the ways it still can,
    for the banker; the classes follow by inclusion–exclusion. ``suited`` says whether a pair is
    suited: None when the suits are unknown, False when the shoe holds no card twice.
    """
    size = sum(rank_counts)
    same_rank = sum(count * (count - 1) for count in rank_counts)
    after_two = (size - 2) * (size - 3)
    both = sum(count * (count - 1) * (same_rank - 4 * count + 6) for count in rank_counts)
    one = same_rank * after_two - both
    return {
        Pairs(True, True, suited, suited): both,
        Pairs(True, False, suited, False): one,
        Pairs(False, True, False, suited): one,
        Pairs(False, False): size * (size - 1) * after_two - 2 * one - both,
    }


def _pairs_by_card(suit_counts: tuple[tuple[int, ...], ...]) -> dict[Pairs, int]:
    """Ordered first-four deals by pair class, from the cards of each rank in each suit.

    A suited pair is two copies of one card; taking both out of a card held ``n`` times leaves
    ``n(n−1) − (n−2)(n−3) = 4n − 6`` fewer ways for the banker to pair that card (or its rank, with the
    rank's count). By the symmetry between the hands, a suited player pair beside a banker pair is as
    common as the reverse; inclusion–exclusion gives the rest.
    """
    cards = [count for suits in suit_counts for count in suits]
    rank_counts = [sum(suits) for suits in suit_counts]
    size = sum(cards)
    same_card = sum(n * (n - 1) for n in cards)
    same_rank = sum(n * (n - 1) for n in rank_counts)
    after_two = (size - 2) * (size - 3)
    both_suited = sum(n * (n - 1) * (same_card - 4 * n + 6) for n in cards)
    suited_then_pair = sum(
        n * (n - 1) * (same_rank - 4 * rank + 6)
        for suits, rank in zip(suit_counts, rank_counts, strict=True)
        for n in suits
    )
    both_pairs = sum(n * (n - 1) * (same_rank - 4 * n + 6) for n in rank_counts)
    suited_alone = same_card * after_two - suited_then_pair
    suited_and_plain = suited_then_pair - both_suited
    plain_and_plain = both_pairs - 2 * suited_then_pair + both_suited
    plain_alone = (same_rank - same_card) * after_two - (both_pairs - suited_then_pair)
    return {
        Pairs(True, True, True, True): both_suited,
        Pairs(True, True, True, False): suited_and_plain,
        Pairs(True, True, False, True): suited_and_plain,
        Pairs(True, True, False, False): plain_and_plain,
        Pairs(True, False, True, False): suited_alone,
        Pairs(False, True, False, True): suited_alone,
        Pairs(True, False, False, False): plain_alone,
        Pairs(False, True, False, False): plain_alone,
        Pairs(False, False): size * (size - 1) * after_two - 2 * (same_rank * after_two) + both_pairs,
    }


def count_pairs(shoe: Shoe) -> dict[Pairs, int]:
    """Ordered six-card deals from ``shoe`` by pair class (suits unknown unless the shoe knows them, or
    holds no card twice)."""
    if shoe.suit_counts is not None:
        first_four = _pairs_by_card(shoe.suit_counts)
    else:
        no_card_twice = shoe.most_of_one_card is not None and shoe.most_of_one_card <= 1
        first_four = _pairs_by_rank(shoe.rank_counts, suited=False if no_card_twice else None)
    last_two = falling_factorial(shoe.size - 4, CARDS_PER_COUP - 4)
    return {pairs: count * last_two for pairs, count in first_four.items() if count}


@lru_cache(maxsize=1024)
def _settling_lines(shape: Bet) -> tuple[tuple[int | BetResult, ...], np.ndarray]:
    """Which of ``shape``'s lines settles each outcome (its index; or the result when none does), as those
    classes and a 0/1 matrix class × outcome. The payouts play no part: see ``_settlement_classes``."""
    outcomes, _table = _outcome_table()
    classes: dict[int | BetResult, int] = {}
    members = []
    for index, outcome in enumerate(outcomes):
        settlement = shape.settle_outcome(outcome)
        settled_by = settlement.result if settlement.line is None else shape.lines.index(settlement.line)
        members.append((classes.setdefault(settled_by, len(classes)), index))
    matrix = np.zeros((len(classes), len(outcomes)), dtype=np.int64)
    for row, column in members:
        matrix[row, column] = 1
    return tuple(classes), matrix


def _settlement_classes(bet: Bet) -> tuple[tuple[tuple[BetResult, Fraction], ...], np.ndarray]:
    """How ``bet`` settles each outcome, as classes (result, payout) and a 0/1 matrix class × outcome.

    Which line settles an outcome depends on the lines' conditions alone, so it is worked out once per
    bet whatever a table pays (``_settling_lines`` of the bet paying 1 to 1 on every line): a reader's
    own payouts cost no more than the usual ones."""
    shape = bet.with_payouts([1] * len(bet.paying_lines))
    settled_by, matrix = _settling_lines(shape)
    classes = tuple(
        (by, Fraction(0) if by == BetResult.PUSH else Fraction(-1))
        if isinstance(by, BetResult)
        else (BetResult.PUSH if bet.lines[by].pushes else BetResult.WIN, bet.lines[by].payout)
        for by in settled_by
    )
    return classes, matrix


_ANY_OUTCOME = Outcome(0, 2, 0, 2)
"""What a pair bet is settled beside: its lines read the first two cards only."""


Settled = list[tuple[BetResult, Fraction, int]]


def _settled(bet: Bet, outcome_counts: np.ndarray, by_pairs: Mapping[Pairs, int]) -> Settled:
    """(result, payout, deals) for every way ``bet`` settles; ``SuitsUnknown`` if it needs unknown suits."""
    if bet.on_pair:
        settled = []
        for pairs, count in by_pairs.items():
            settlement = bet.settle_outcome(_ANY_OUTCOME, pairs)
            settled.append((settlement.result, settlement.payout, count))
        return settled
    classes, matrix = _settlement_classes(bet)
    counts = (matrix @ outcome_counts).tolist()
    return [(result, payout, count) for (result, payout), count in zip(classes, counts, strict=True)]


def _bet_odds(bet: Bet, settled: Settled, total: int) -> BetOdds:
    deals = dict.fromkeys(BetResult, 0)
    for result, _payout, count in settled:
        deals[result] += count
    denominator = lcm(*(payout.denominator for _result, payout, _count in settled))
    winnings = Fraction(
        sum(payout.numerator * (denominator // payout.denominator) * count for _result, payout, count in settled),
        denominator * total,
    )
    push = Fraction(deals[BetResult.PUSH], total)
    return BetOdds(
        win=Fraction(deals[BetResult.WIN], total),
        push=push,
        lose=Fraction(deals[BetResult.LOSE], total),
        house_edge=-winnings,
        house_edge_resolved=-winnings / (1 - push) if 0 < push < 1 else None,
        bet=bet,
    )


def _odds_of_bet(
    bet: Bet, outcome_counts: np.ndarray, by_pairs: Mapping[Pairs, int], total: int
) -> BetOdds | UnavailableOdds:
    try:
        return _bet_odds(bet, _settled(bet, outcome_counts, by_pairs), total)
    except SuitsUnknown as error:
        return UnavailableOdds(bet, error.code)


def exact_odds(shoe: Shoe, paytable: Mapping[str, Bet] = PAYTABLE) -> Odds:
    """Exact odds of every outcome and every bet in ``paytable`` for the cards left in ``shoe``."""
    if shoe.size < CARDS_PER_COUP:
        raise ShoeError(
            f"A shoe needs at least {CARDS_PER_COUP} cards to deal a coup; this one has {shoe.size}.",
            code=ErrorCode.SHOE_TOO_SMALL,
            size=shoe.size,
            needed=CARDS_PER_COUP,
        )
    total = falling_factorial(shoe.size, CARDS_PER_COUP)
    outcome_counts = _outcome_counts(shoe)
    by_outcome = _by_outcome(outcome_counts)
    outcomes = dict.fromkeys((Winner.BANKER, Winner.PLAYER, Winner.TIE), 0)
    for outcome, count in by_outcome.items():
        outcomes[outcome.winner] += count
    by_pairs = count_pairs(shoe)
    player_pairs = sum(count for pairs, count in by_pairs.items() if pairs.player)
    bets = {key: _odds_of_bet(bet, outcome_counts, by_pairs, total) for key, bet in paytable.items()}
    return Odds(shoe, total, outcomes, by_outcome, player_pairs, by_pairs, bets)


@cache
def standard_odds(decks: int) -> Odds:
    """Odds for a full shoe of 1–8 decks, computed once per process."""
    return exact_odds(Shoe.decks(decks))


def _standard_decks(shoe: Shoe) -> int | None:
    return next((n for n in DECK_COUNTS if Shoe.decks(n) == shoe), None)


def bet_report(bet: BetOdds | UnavailableOdds) -> dict[str, object]:
    """One bet's odds as plain JSON-able data (see ``odds_report``); null figures for unavailable odds."""
    if isinstance(bet, UnavailableOdds):
        figures = dict.fromkeys(("win", "push", "lose", "house_edge", "house_edge_resolved"))
        return {"payout": bet.bet.payout_text, **figures, "unavailable": str(bet.reason)}
    resolved = bet.house_edge_resolved
    return {
        "payout": bet.bet.payout_text,
        "win": float(bet.win),
        "push": float(bet.push),
        "lose": float(bet.lose),
        "house_edge": float(bet.house_edge),
        "house_edge_resolved": None if resolved is None else float(resolved),
        "unavailable": None,
    }


def odds_report(odds_or_shoe: Odds | Shoe, decks: int | None = None) -> dict[str, object]:
    """The odds as plain JSON-able data (probabilities and edges as floats, 0.0106 = 1.06%).

    ``decks`` is the shoe the cards were dealt from; without it a full shoe is recognised, and a
    depleted one reports ``"decks": None``. ``"removed"`` lists rank → cards missing from the full shoe.
    A bet the shoe can't settle exactly has null figures and its reason in ``"unavailable"``.
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
        "bets": {key: bet_report(bet) for key, bet in result.bets.items()},
    }
