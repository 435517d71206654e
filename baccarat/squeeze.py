"""The squeeze: exact chances as each card of a coup is turned, for the cards actually dealt and any shoe.

The cards of a coup are fixed once the shoe is cut; turning them slowly changes only what is known. Given
the cards seen so far in shoe order (player, banker, player, banker, then the third cards the rules call
for), the chances are counted over every way the shoe left can deal the cards not yet seen, under the
six-card convention of ``odds`` (every coup counted as if six cards were dealt), so that with no card seen
they are ``exact_odds`` to the last digit.

The count is the odds count with some cards known: cards 5 and 6 are chosen first, then the first four
cards not yet seen are counted by (player total, banker total), each hand's known cards fixing part of its
total. The same count with a hand's two-card total fixed instead of its cards gives the totals convention
of the published tables, averaged exactly over every composition of the total.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import cache

import numpy as np
import numpy.typing as npt

from .bets import PAYTABLE, Bet, BetResult
from .cards import parse_card, point_value
from .coup import CARDS_PER_COUP, Coup, Pairs, play_coup
from .drawing import decide
from .errors import ErrorCode, RulesError, ShoeError
from .hands import HandName, Winner
from .odds import (
    _COMPLETES,
    _FIFTH,
    _ONE_OF_EACH,
    _SAME_CARD,
    _SIXTH,
    _TAKEN,
    BetOdds,
    UnavailableOdds,
    _first_four,
    _odds_of_bet,
    _outcome_table,
    count_pairs,
    falling_factorial,
)
from .shoe import USUAL_DECKS, Shoe

Counts = npt.NDArray[np.int64]

_TOTALS = np.arange(10)
_ROWS = np.arange(100)
WINNERS = (Winner.PLAYER, Winner.BANKER, Winner.TIE)
"""The three results, in the order the site shows them."""


class Place(StrEnum):
    """Where a card of the coup goes, in dealing order."""

    PLAYER_FIRST = "player_first"
    BANKER_FIRST = "banker_first"
    PLAYER_SECOND = "player_second"
    BANKER_SECOND = "banker_second"
    PLAYER_THIRD = "player_third"
    BANKER_THIRD = "banker_third"

    @property
    def hand(self) -> HandName:
        return HandName.PLAYER if self.startswith("player") else HandName.BANKER


FIRST_FOUR = (Place.PLAYER_FIRST, Place.BANKER_FIRST, Place.PLAYER_SECOND, Place.BANKER_SECOND)
MAX_COUP_CARDS = CARDS_PER_COUP
"""The most cards a coup deals: two to each hand and a third to each."""


@dataclass(frozen=True)
class Chances:
    """Exact chances of a player win, a banker win and a tie, and of every bet on the paytable.

    A bet whose result the cards seen have fixed has one result at chance 1 (see ``settled``).
    """

    winners: dict[Winner, Fraction]
    bets: dict[str, BetOdds | UnavailableOdds]

    @property
    def winner(self) -> Winner | None:
        """The result once it is certain."""
        return next((winner for winner, chance in self.winners.items() if chance == 1), None)

    def settled(self, key: str) -> BetResult | None:
        """How bet ``key`` ends when the cards seen have fixed it, else None (also for a bet they can't
        settle exactly: one on suited cards, which the cards seen by rank alone don't tell)."""
        odds = self.bets[key]
        if isinstance(odds, UnavailableOdds):
            return None
        chances = {BetResult.WIN: odds.win, BetResult.PUSH: odds.push, BetResult.LOSE: odds.lose}
        return next((result for result, chance in chances.items() if chance == 1), None)

    def open_bet(self, key: str) -> BetOdds | None:
        """Bet ``key``'s odds while the cards seen have not settled it and it can be counted exactly."""
        odds = self.bets[key]
        return odds if isinstance(odds, BetOdds) and self.settled(key) is None else None

    @property
    def open_bets(self) -> tuple[str, ...]:
        """The bets the cards seen have not settled, that can be counted exactly (suits known if needed)."""
        return tuple(key for key in self.bets if self.open_bet(key) is not None)


@dataclass(frozen=True)
class Squeeze:
    """A coup as far as its cards have been turned."""

    shoe: Shoe
    """The shoe the coup is dealt from, before any of its cards."""
    cards: tuple[str, ...]
    """The cards the coup has dealt, in shoe order."""
    places: tuple[Place, ...]
    """Where each of ``cards`` went."""
    unused: tuple[str, ...]
    """Cards given after the coup was complete: the coup does not reach them."""
    next_place: Place | None
    """Where the next card goes; None once the coup is complete."""
    chances: Chances
    coup: Coup | None
    """The finished coup, once complete."""

    @property
    def left(self) -> Shoe:
        """The shoe less every card given."""
        return self.shoe.remove([*self.cards, *self.unused])


@dataclass(frozen=True)
class NextCard:
    """One rank the next card can be: how likely it is, and the chances once it is turned."""

    rank: str
    chance: Fraction
    after: Chances


@dataclass(frozen=True)
class NextCards:
    """Every rank the next card can be, and the outs: the ranks that settle the coup, by result."""

    place: Place
    cards: tuple[NextCard, ...]

    @property
    def outs(self) -> dict[Winner, tuple[str, ...]]:
        """Result → the ranks that, turned next, finish the coup with that result."""
        return {winner: tuple(card.rank for card in self.cards if card.after.winner == winner) for winner in WINNERS}

    @property
    def still_open(self) -> tuple[str, ...]:
        """The ranks that, turned next, leave the result still open."""
        return tuple(card.rank for card in self.cards if card.after.winner is None)

    def chance_of(self, winner: Winner) -> Fraction:
        """The chance that the next card settles the coup with ``winner``."""
        return sum((card.chance for card in self.cards if card.after.winner == winner), Fraction(0))


@dataclass(frozen=True)
class TotalsSqueeze:
    """The totals convention: the chances given two-card totals (and perhaps the banker's first card)
    rather than the cards, averaged exactly over every way the shoe can make those totals."""

    shoe: Shoe
    player_total: int
    banker_first: str | None
    banker_total: int | None
    winners: dict[Winner, Fraction]
    next_place: Place | None
    next: tuple[tuple[str, Fraction, dict[Winner, Fraction]], ...]
    """(rank, its chance, the chances after it) for every rank the next card can be."""


TotalsRow = dict[Winner, Fraction] | None
"""One line of a table: the three chances, or None where the shoe cannot make those totals."""


@dataclass(frozen=True)
class SqueezeTables:
    """The three tables of the totals convention for one shoe."""

    shoe: Shoe
    player_total: dict[int, TotalsRow]
    """Player's two-card total → chances."""
    player_total_banker_first: dict[tuple[int, int], TotalsRow]
    """(player's total, point value of the banker's first card) → chances."""
    both_totals: dict[tuple[int, int], TotalsRow]
    """(player's total, banker's total) → chances."""


# --- The count --------------------------------------------------------------------------------------


def _known_hand(total: int) -> Counts:
    """A hand whose two cards are known: all its ways at ``total``."""
    return np.broadcast_to(_ONE_OF_EACH[total], (100, 10))


def _one_unseen(rest: Counts, known: int) -> Counts:
    """[row, total]: ways to complete a hand whose first card has value ``known`` with one card of ``rest``."""
    return rest[:, (_TOTALS - known) % 10]


def _two_unseen(rest: Counts) -> Counts:
    """[row, total]: ordered two-card hands from ``rest`` by total."""
    hands: Counts = (rest[:, None, :] * (rest[:, _COMPLETES] - _SAME_CARD)).sum(axis=2)
    return hands


def _hand(rest: Counts, known: Sequence[int]) -> Counts:
    if len(known) == 2:
        return _known_hand(sum(known) % 10)
    if len(known) == 1:
        return _one_unseen(rest, known[0])
    return _two_unseen(rest)


def _one_and_one(rest: Counts, player: int, banker: int) -> Counts:
    """Each hand's second card unseen: ordered pairs of distinct cards, by the totals they make."""
    by_values = rest[:, :, None] * rest[:, None, :] - rest[:, :, None] * _ONE_OF_EACH
    return by_values[:, (_TOTALS - player) % 10][:, :, (_TOTALS - banker) % 10]


def _one_and_two(rest: Counts, known: int) -> Counts:
    """[row, total of the hand with one card unseen, total of the hand with two unseen].

    Taking one card of value v out of the shoe takes away the two-card hands that hold it, as first or
    second card: twice the cards that complete it.
    """
    others = rest[:, _COMPLETES] - _SAME_CARD
    hands = (rest[:, None, :] * others).sum(axis=2)
    # by_value[row, v, t]: the single card of value v, beside a two-card hand of total t from what is left
    by_value = rest[:, :, None] * (hands[:, None, :] - 2 * others.transpose(0, 2, 1))
    single: Counts = by_value[:, (_TOTALS - known) % 10, :]
    return single


def _first_four_seen(rest: Counts, player: Sequence[int], banker: Sequence[int]) -> Counts:
    """[row, player total, banker total]: ordered deals of the first four cards not yet seen, per row of
    ``rest`` (the cards left of each value), the seen ones being ``player`` and ``banker``'s values."""
    unseen = (2 - len(player), 2 - len(banker))
    if unseen == (2, 2):
        counts: Counts = _first_four(rest)
        return counts
    if 0 in unseen:
        return _hand(rest, player)[:, :, None] * _hand(rest, banker)[:, None, :]
    if unseen == (1, 1):
        return _one_and_one(rest, player[0], banker[0])
    if unseen == (1, 2):
        return _one_and_two(rest, player[0])
    return _one_and_two(rest, banker[0]).transpose(0, 2, 1)


def _deals(
    left: Shoe,
    player: Sequence[int],
    banker: Sequence[int],
    fifth: int | None = None,
    player_total: int | None = None,
    banker_total: int | None = None,
) -> Counts:
    """[fifth × 10 + sixth, player total, banker total]: the ordered ways to deal the unseen cards of a
    six-card deal from ``left``, given the values seen (each hand's first cards, and the fifth card), and
    keeping only the deals whose two-card totals are ``player_total`` and ``banker_total`` when given."""
    values = np.array(left.value_counts(), dtype=np.int64)
    if fifth is None:
        rest = values - _TAKEN
        ways = values[_FIFTH] * (values - _ONE_OF_EACH[_FIFTH])[_ROWS, _SIXTH]
    else:
        rest = values - _ONE_OF_EACH[_SIXTH]
        ways = np.where(fifth == _FIFTH, values[_SIXTH], 0)
    deals = _first_four_seen(rest, player, banker) * ways[:, None, None]
    if player_total is not None:
        deals[:, player_total != _TOTALS, :] = 0
    if banker_total is not None:
        deals[:, :, banker_total != _TOTALS] = 0
    return deals


@cache
def _outcome_groups() -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """The flat deal cells sorted by outcome, where each outcome's cells start, and each cell's winner
    (its index in ``WINNERS``): to add the cells up by outcome without ``np.add.at``."""
    outcomes, table = _outcome_table()
    order = np.argsort(table, kind="stable")
    starts = np.searchsorted(table[order], np.arange(len(outcomes)))
    winners = np.array([WINNERS.index(outcome.winner) for outcome in outcomes])[table]
    return order, starts, winners


def _by_outcome(deals: Counts) -> Counts:
    order, starts, _winners = _outcome_groups()
    counts: Counts = np.add.reduceat(deals.reshape(-1)[order], starts)
    return counts


def _winner_counts(deals: Counts) -> Counts:
    """[winner, player total, banker total]: the deals summed over cards 5 and 6, by result."""
    _order, _starts, winners = _outcome_groups()
    cells = winners.reshape(100, 10, 10)
    return np.stack([np.where(cells == index, deals, 0).sum(axis=0) for index in range(len(WINNERS))])


def _winner_chances(counts: Sequence[int]) -> dict[Winner, Fraction]:
    total = sum(counts)
    return {winner: Fraction(count, total) for winner, count in zip(WINNERS, counts, strict=True)}


def _winners_of(outcome_counts: Counts) -> dict[Winner, Fraction]:
    outcomes, _table = _outcome_table()
    by_winner = dict.fromkeys(WINNERS, 0)
    for outcome, count in zip(outcomes, outcome_counts.tolist(), strict=True):
        by_winner[outcome.winner] += count
    return _winner_chances([by_winner[winner] for winner in WINNERS])


# --- Pairs ------------------------------------------------------------------------------------------


def _pair_class(player: bool, banker: bool) -> Pairs:
    """A pair class by rank alone: a pair's suits unknown, no pair no suited pair."""
    return Pairs(player, banker, None if player else False, None if banker else False)


def _pairs_seen(left: Shoe, player: Sequence[str], banker: Sequence[str]) -> dict[Pairs, int]:
    """Ordered deals of the first four cards not yet seen, by pair class, when the player's first card
    is seen; the chance that an unseen card matches a rank is the same at every place in the shoe."""
    held, size = left.counts, left.size
    same_rank = sum(count * (count - 1) for count in left.rank_counts)
    if len(player) == 2:
        player_pair = player[0] == player[1]
        if len(banker) == 2:
            return {_pair_class(player_pair, banker[0] == banker[1]): 1}
        matches = held[banker[0]]
        return {_pair_class(player_pair, True): matches, _pair_class(player_pair, False): size - matches}
    first = held[player[0]]
    if banker:
        both = first * (held[banker[0]] - (player[0] == banker[0]))
        player_only, banker_only = first * (size - 1) - both, held[banker[0]] * (size - 1) - both
        ways = size * (size - 1)
    else:
        both = first * (same_rank - 2 * (first - 1))
        player_only = first * (size - 1) * (size - 2) - both
        banker_only = same_rank * (size - 2) - both
        ways = size * (size - 1) * (size - 2)
    return {
        _pair_class(True, True): both,
        _pair_class(True, False): player_only,
        _pair_class(False, True): banker_only,
        _pair_class(False, False): ways - both - player_only - banker_only,
    }


def _pairs(left: Shoe, player: Sequence[str], banker: Sequence[str], unseen: int) -> dict[Pairs, int]:
    """Ordered deals of the ``unseen`` cards of a six-card deal by pair class."""
    if not player:
        return count_pairs(left)
    first_four = _pairs_seen(left, player, banker)
    unseen_first_four = 4 - len(player) - len(banker)
    later = falling_factorial(left.size - unseen_first_four, unseen - unseen_first_four)
    return {pairs: count * later for pairs, count in first_four.items() if count}


# --- The coup as far as it goes ---------------------------------------------------------------------


def _places(values: Sequence[int]) -> tuple[Place, ...]:
    """The places of the cards the coup deals, as far as the cards given decide them: while the coup is
    unfinished this reaches one place beyond the cards given, the next card's."""
    if len(values) < 4:
        return FIRST_FOUR
    player_two, banker_two = (values[0] + values[2]) % 10, (values[1] + values[3]) % 10
    decision = decide(player_two, banker_two)
    if decision.natural:
        return FIRST_FOUR
    places: tuple[Place, ...] = FIRST_FOUR
    if decision.player_draws:
        places = (*places, Place.PLAYER_THIRD)
        if len(values) < 5:
            return places
        decision = decide(player_two, banker_two, values[4])
    return (*places, Place.BANKER_THIRD) if decision.banker_draws else places


def _check_cards(ranks: Sequence[str]) -> None:
    if len(ranks) > MAX_COUP_CARDS:
        raise RulesError(
            f"A coup deals at most {MAX_COUP_CARDS} cards; {len(ranks)} given.",
            code=ErrorCode.TOO_MANY_CARDS,
            max=MAX_COUP_CARDS,
            given=len(ranks),
        )


def _check_left(left: Shoe, unseen: int) -> None:
    if left.size < unseen:
        raise ShoeError(
            f"The shoe has {left.size} cards left, fewer than the {unseen} a coup may still need.",
            code=ErrorCode.SHOE_TOO_SMALL,
            size=left.size,
            needed=unseen,
        )


def _finished_chances(coup: Coup, paytable: Mapping[str, Bet]) -> Chances:
    outcomes, _table = _outcome_table()
    outcome_counts = np.zeros(len(outcomes), dtype=np.int64)
    outcome_counts[outcomes.index(coup.outcome)] = 1
    bets = {key: _odds_of_bet(bet, outcome_counts, {coup.pairs: 1}, 1) for key, bet in paytable.items()}
    return Chances(_winners_of(outcome_counts), bets)


def _open_chances(left: Shoe, cards: Sequence[str], places: Sequence[Place], paytable: Mapping[str, Bet]) -> Chances:
    seen = dict(zip(places, cards, strict=False))
    player = [seen[place] for place in (Place.PLAYER_FIRST, Place.PLAYER_SECOND) if place in seen]
    banker = [seen[place] for place in (Place.BANKER_FIRST, Place.BANKER_SECOND) if place in seen]
    fifth = point_value(cards[4]) if len(cards) > 4 else None
    deals = _deals(left, [point_value(card) for card in player], [point_value(card) for card in banker], fifth)
    outcome_counts = _by_outcome(deals)
    unseen = MAX_COUP_CARDS - len(cards)
    by_pairs = _pairs(left, player, banker, unseen)
    total = falling_factorial(left.size, unseen)
    bets = {key: _odds_of_bet(bet, outcome_counts, by_pairs, total) for key, bet in paytable.items()}
    return Chances(_winners_of(outcome_counts), bets)


def squeeze(cards: Sequence[str], shoe: Shoe | None = None, paytable: Mapping[str, Bet] = PAYTABLE) -> Squeeze:
    """The chances after ``cards``, turned in shoe order, from ``shoe`` (default: the usual 8-deck shoe).

    Every card given must be one the shoe holds; cards given after the coup is complete are ``unused``.
    With no card given the chances are ``exact_odds(shoe)``'s.
    """
    ranks = [parse_card(card) for card in cards]
    _check_cards(ranks)
    shoe = Shoe.decks(USUAL_DECKS) if shoe is None else shoe
    left = shoe.remove(ranks) if ranks else shoe
    places = _places([point_value(rank) for rank in ranks])
    used, unused = tuple(ranks[: len(places)]), tuple(ranks[len(places) :])
    if len(used) == len(places):
        coup = play_coup(used, shoe)
        return Squeeze(shoe, used, places, unused, None, _finished_chances(coup, paytable), coup)
    _check_left(left, MAX_COUP_CARDS - len(used))
    chances = _open_chances(left, used, places, paytable)
    return Squeeze(shoe, used, places[: len(used)], (), places[len(used)], chances, None)


def next_cards(cards: Sequence[str], shoe: Shoe | None = None, paytable: Mapping[str, Bet] = PAYTABLE) -> NextCards:
    """Every rank the next card can be, with its chance and the chances once it is turned.

    ``RulesError`` (code ``coup_complete``) when the coup needs no more cards.
    """
    now = squeeze(cards, shoe, paytable)
    if now.next_place is None:
        raise RulesError("The coup is complete: no card comes next.", code=ErrorCode.COUP_COMPLETE)
    left = now.left
    following = tuple(
        NextCard(rank, Fraction(count, left.size), squeeze([*now.cards, rank], now.shoe, paytable).chances)
        for rank, count in left.counts.items()
        if count
    )
    return NextCards(now.next_place, following)


# --- The totals convention --------------------------------------------------------------------------


def _check_total(total: int | None, hand: HandName) -> None:
    if total is None:
        return
    if isinstance(total, bool) or not isinstance(total, int) or not 0 <= total <= 9:
        raise RulesError(
            f"The {hand} total must be a whole number from 0 to 9, not {total!r}.",
            code=ErrorCode.BAD_TOTAL,
            hand=str(hand),
            value=total,
        )


def _totals_place(player_total: int, banker_total: int | None, fifth: int | None = None) -> Place | None:
    """Where the next card goes given the two-card totals (and the fifth card's value); None when the
    coup needs no more cards."""
    if banker_total is None:
        return None
    decision = decide(player_total, banker_total)
    if decision.natural:
        return None
    if decision.player_draws:
        if fifth is None:
            return Place.PLAYER_THIRD
        return Place.BANKER_THIRD if decide(player_total, banker_total, fifth).banker_draws else None
    if fifth is None and decision.banker_draws:
        return Place.BANKER_THIRD
    return None


def _totals_counts(
    left: Shoe,
    player_total: int,
    banker: Sequence[int],
    banker_total: int | None,
    fifth: int | None = None,
) -> list[int]:
    """Deals by result (in ``WINNERS`` order) given the player's total and what is known of the banker's hand."""
    deals = _deals(left, (), banker, fifth, player_total, banker_total)
    counts: list[int] = _winner_counts(deals).sum(axis=(1, 2)).tolist()
    return counts


def totals_squeeze(
    shoe: Shoe, player_total: int, banker_first: str | None = None, banker_total: int | None = None
) -> TotalsSqueeze:
    """The totals convention: the chances given the player's two-card total, and perhaps the banker's first
    card (a rank) or two-card total, and the chances after each rank the next card can be."""
    _check_total(player_total, HandName.PLAYER)
    _check_total(banker_total, HandName.BANKER)
    banker_ranks = [] if banker_first is None else [parse_card(banker_first)]
    left = shoe.remove(banker_ranks)
    _check_left(left, MAX_COUP_CARDS - len(banker_ranks))
    banker = [point_value(rank) for rank in banker_ranks]
    counts = _totals_counts(left, player_total, banker, banker_total)
    if not sum(counts):
        raise RulesError("The shoe cannot deal these totals.", code=ErrorCode.IMPOSSIBLE_TOTALS)
    if banker_total is None:
        place: Place | None = Place.BANKER_SECOND if banker else Place.BANKER_FIRST
    else:
        place = _totals_place(player_total, banker_total)
    return TotalsSqueeze(
        shoe, player_total, banker_ranks[0] if banker_ranks else None, banker_total, _winner_chances(counts), place,
        _totals_next(left, player_total, banker, banker_total, place),
    )  # fmt: skip


def _totals_next(
    left: Shoe, player_total: int, banker: Sequence[int], banker_total: int | None, place: Place | None
) -> tuple[tuple[str, Fraction, dict[Winner, Fraction]], ...]:
    """Each rank the next card can be, its chance given the totals (the deals that make them with that
    rank next, of all that make them), and the chances after it."""
    if place is None:
        return ()
    by_rank = {}
    for rank, count in left.counts.items():
        if not count:
            continue
        value, after = point_value(rank), left.remove([rank])
        if place in (Place.BANKER_FIRST, Place.BANKER_SECOND):
            counts = _totals_counts(after, player_total, [*banker, value], banker_total)
        else:
            counts = _totals_counts(after, player_total, banker, banker_total, fifth=value)
        if sum(counts):
            by_rank[rank] = (count * sum(counts), counts)
    deals = sum(weight for weight, _counts in by_rank.values())
    return tuple((rank, Fraction(weight, deals), _winner_chances(counts)) for rank, (weight, counts) in by_rank.items())


def _rank_of_value(shoe: Shoe, value: int) -> str | None:
    """A rank of point ``value`` that ``shoe`` holds, if any."""
    return next((rank for rank, count in shoe.counts.items() if count and point_value(rank) == value), None)


def squeeze_tables(shoe: Shoe) -> SqueezeTables:
    """The three tables of the totals convention for ``shoe``."""
    _check_left(shoe, MAX_COUP_CARDS)
    by_totals = _winner_counts(_deals(shoe, (), ()))
    after_two = {
        player: _winner_chances(row) if sum(row) else None
        for player, row in enumerate(by_totals.sum(axis=2).T.tolist())
    }
    after_four = {
        (player, banker): _winner_chances(cell) if sum(cell) else None
        for player in range(10)
        for banker in range(10)
        for cell in [by_totals[:, player, banker].tolist()]
    }
    after_three: dict[tuple[int, int], TotalsRow] = {}
    for first in range(10):
        rank = _rank_of_value(shoe, first)
        by_player = (
            None if rank is None else _winner_counts(_deals(shoe.remove([rank]), (), (first,))).sum(axis=2).T.tolist()
        )
        for player in range(10):
            row = None if by_player is None else by_player[player]
            after_three[player, first] = _winner_chances(row) if row and sum(row) else None
    return SqueezeTables(shoe, after_two, after_three, after_four)
