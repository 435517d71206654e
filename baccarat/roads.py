"""The scoreboard roads: Bead Plate, Big Road, the three derived roads and ask-the-road, and a shoe to draw them.

Pure Python. Everything works on 0-based indices; the rule texts below count from 1, as scoreboards do.

- **Bead Plate**: one cell per coup, ties included, filled down six rows, then across.
- **Big Road**: logical columns, a new one whenever the winner changes. A tie makes no cell: it is
  counted on the entry before it, or, before the first win, as a leading count.
- **Derived roads** (Big Eye Boy, Small Road, Cockroach Pig: k = 1, 2, 3). For the Big Road entry at
  column n, row m: when m = 1 there is a mark only if column n−1−k exists, red if columns n−1 and
  n−1−k have the same length, blue otherwise; when m ≥ 2 there is a mark only if column n−k exists,
  blue if m is one more than its length p, red otherwise.
- **Display grids**: six rows; a streak (of a winner, or of a colour) runs down, and one that reaches
  the bottom row or meets a cell taken by an earlier tail turns right at its last free row and goes on
  along that row to its end (the "dragon tail"). The tail is display only: logical columns keep their
  length.
"""

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from .cards import point_value
from .coup import Coup, deal_coups
from .errors import ErrorCode, RulesError
from .hands import Winner
from .shoe import CARDS_PER_DECK, USUAL_DECKS, Shoe

ROWS = 6
WINNERS = (Winner.BANKER, Winner.PLAYER)
RESULT_LETTERS = {"B": Winner.BANKER, "P": Winner.PLAYER, "T": Winner.TIE}


class Road(StrEnum):
    """The five roads of a scoreboard."""

    BEAD_PLATE = "bead_plate"
    BIG_ROAD = "big_road"
    BIG_EYE_BOY = "big_eye_boy"
    SMALL_ROAD = "small_road"
    COCKROACH_PIG = "cockroach_pig"


class RoadColour(StrEnum):
    """A derived road's mark: red where the Big Road repeats itself, blue where it does not."""

    RED = "red"
    BLUE = "blue"


DERIVED_ROADS = {Road.BIG_EYE_BOY: 1, Road.SMALL_ROAD: 2, Road.COCKROACH_PIG: 3}
"""Each derived road and its k: how many columns back it compares."""

DECKS = USUAL_DECKS
CUT_CARD_FROM_END = 16
"""Where the dealer puts the cut card: this many cards from the end of the shoe."""
BURN_TEN = 10
"""A burn card worth 0 (10, J, Q, K) burns ten cards."""
MAX_SEED = 999_999_999
"""Shoes are numbered 0 to this; ``deal_shoe`` takes any integer, the site only these."""
MAX_COUPS = DECKS * CARDS_PER_DECK // 4
"""The most coups an 8-deck shoe could deal (four cards each): longer runs of results are refused."""


class ResultsError(RulesError):
    """Results that no shoe gives: codes ``bad_result``, ``no_results``, ``too_many_results``."""

    code = ErrorCode.BAD_RESULT


@dataclass(frozen=True)
class CoupRecord:
    """One coup as the scoreboard records it; the flags are None when not known (results typed in)."""

    winner: Winner
    natural: bool | None = None
    player_pair: bool | None = None
    banker_pair: bool | None = None

    @classmethod
    def of(cls, coup: Coup) -> "CoupRecord":
        return cls(coup.outcome.winner, coup.decision.natural, coup.player.is_pair, coup.banker.is_pair)


class Entry(NamedTuple):
    """A Big Road cell: a banker or player win (``coup``: its index in the results) and the ties after it."""

    winner: Winner
    coup: int
    column: int
    row: int
    ties: int = 0


class Mark(NamedTuple):
    """A derived road's mark, made by the Big Road entry at (``column``, ``row``).

    ``compared`` is the pair of Big Road columns the mark compares: at the top of a column, the two
    columns before it; further down, this column and the one k back.
    """

    colour: RoadColour
    column: int
    row: int
    compared: tuple[int, int]


@dataclass(frozen=True)
class Grid:
    """A road as drawn: ``cells[(column, row)]`` → the item there; ``width`` columns of ``ROWS`` rows."""

    cells: Mapping[tuple[int, int], object]
    width: int

    def rows(self) -> list[list[object | None]]:
        return [[self.cells.get((column, row)) for column in range(self.width)] for row in range(ROWS)]


@dataclass(frozen=True)
class BigRoad:
    columns: tuple[tuple[Entry, ...], ...]
    leading_ties: int
    grid: Grid

    @property
    def lengths(self) -> list[int]:
        return [len(column) for column in self.columns]

    @property
    def runs(self) -> list[tuple[Winner, int, int]]:
        """Each column read out, in order: its side, its number of wins and the ties marked on them."""
        return [(column[0].winner, len(column), sum(entry.ties for entry in column)) for column in self.columns]


@dataclass(frozen=True)
class DerivedRoad:
    k: int
    marks: tuple[Mark, ...]
    grid: Grid

    @property
    def runs(self) -> list[tuple[RoadColour, int]]:
        """Each run of one colour, in order, with its length: the road read out, for a text alternative."""
        return [(streak[0].colour, len(streak)) for streak in colour_streaks(self.marks)]


@dataclass(frozen=True)
class Roads:
    results: tuple[CoupRecord, ...]
    bead_plate: Grid
    big_road: BigRoad
    derived: dict[Road, DerivedRoad]
    ask: dict[Winner, dict[Road, RoadColour | None]]
    """For a next banker win and a next player win: road name → the colour it would add, or None."""


def parse_results(text: str) -> tuple[CoupRecord, ...]:
    """Results from letters B, P and T (any case; spaces and commas ignored): "BPPTB"."""
    letters = [letter for letter in text.upper() if letter not in " ,\t\r\n"]
    if not letters:
        raise ResultsError("Give at least one result: B, P or T.", code=ErrorCode.NO_RESULTS)
    if len(letters) > MAX_COUPS:
        raise ResultsError(
            f"A shoe deals at most {MAX_COUPS} coups; {len(letters)} results given.",
            code=ErrorCode.TOO_MANY_RESULTS,
            given=len(letters),
            limit=MAX_COUPS,
        )
    for position, letter in enumerate(letters, start=1):
        if letter not in RESULT_LETTERS:
            raise ResultsError(
                f"Result {position} is {letter!r}: use B (banker), P (player) or T (tie).",
                code=ErrorCode.BAD_RESULT,
                position=position,
                letter=letter,
            )
    return tuple(CoupRecord(RESULT_LETTERS[letter]) for letter in letters)


def bead_plate(results: Sequence[CoupRecord]) -> Grid:
    cells = {(index // ROWS, index % ROWS): result for index, result in enumerate(results)}
    return Grid(cells, -(-len(results) // ROWS))


def draw(streaks: Iterable[Sequence[object]]) -> Grid:
    """Lay out streaks six rows deep, each starting a column to the right of the last, with dragon tails.

    A streak runs down its column; at the bottom row, or above a cell an earlier tail holds, it turns
    right and stays on that row to its end. A streak's top cell is the first free one in the top row:
    only a tail that turned at the very top (a stack of six nested tails) pushes the next streak along.
    """
    cells: dict[tuple[int, int], object] = {}
    start = width = 0
    for streak in streaks:
        while (start, 0) in cells:
            start += 1
        column, row, turned = start, 0, False
        for index, item in enumerate(streak):
            if index:
                turned = turned or row + 1 == ROWS or (column, row + 1) in cells
                if turned:
                    column += 1
                else:
                    row += 1
            cells[column, row] = item
        width = max(width, column + 1)
        start += 1
    return Grid(cells, width)


def big_road_columns(results: Iterable[CoupRecord]) -> tuple[list[list[Entry]], int]:
    """The logical columns and the ties before the first win."""
    columns: list[list[Entry]] = []
    leading_ties = 0
    for index, result in enumerate(results):
        if result.winner == Winner.TIE:
            if columns:
                columns[-1][-1] = columns[-1][-1]._replace(ties=columns[-1][-1].ties + 1)
            else:
                leading_ties += 1
        elif columns and columns[-1][-1].winner == result.winner:
            columns[-1].append(Entry(result.winner, index, len(columns) - 1, len(columns[-1])))
        else:
            columns.append([Entry(result.winner, index, len(columns), 0)])
    return columns, leading_ties


def mark_for(lengths: Sequence[int], column: int, row: int, k: int) -> Mark | None:
    """The mark of a derived road k for the entry at (column, row), given the Big Road's column lengths so far."""
    if row == 0:
        if column - 1 - k < 0:
            return None
        compared = (column - 1, column - 1 - k)
        colour = RoadColour.RED if lengths[column - 1] == lengths[column - 1 - k] else RoadColour.BLUE
    else:
        if column - k < 0:
            return None
        compared = (column, column - k)
        colour = RoadColour.BLUE if row == lengths[column - k] else RoadColour.RED
    return Mark(colour, column, row, compared)


def derived_marks(columns: Sequence[Sequence[Entry]], k: int) -> tuple[Mark, ...]:
    """Every mark of road k, in the order the Big Road's entries made them."""
    lengths = [len(column) for column in columns]
    marks = (mark_for(lengths, column, row, k) for column, entries in enumerate(columns) for row in range(len(entries)))
    return tuple(mark for mark in marks if mark)


def colour_streaks(marks: Sequence[Mark]) -> list[list[Mark]]:
    streaks: list[list[Mark]] = []
    for mark in marks:
        if streaks and streaks[-1][-1].colour == mark.colour:
            streaks[-1].append(mark)
        else:
            streaks.append([mark])
    return streaks


def next_entry(lengths: Sequence[int], last_winner: Winner | None, winner: Winner) -> tuple[list[int], int, int]:
    """The column lengths after one more win by ``winner``, and the new entry's (column, row)."""
    lengths = list(lengths)
    if lengths and winner == last_winner:
        lengths[-1] += 1
    else:
        lengths.append(1)
    return lengths, len(lengths) - 1, lengths[-1] - 1


def ask(columns: Sequence[Sequence[Entry]]) -> dict[Winner, dict[Road, RoadColour | None]]:
    """Ask the road: the colour each derived road would add after a banker win and after a player win."""
    lengths = [len(column) for column in columns]
    last_winner = columns[-1][-1].winner if columns else None
    answers = {}
    for winner in WINNERS:
        after, column, row = next_entry(lengths, last_winner, winner)
        marks = {name: mark_for(after, column, row, k) for name, k in DERIVED_ROADS.items()}
        answers[winner] = {name: mark.colour if mark else None for name, mark in marks.items()}
    return answers


def roads(results: Sequence[CoupRecord]) -> Roads:
    """All five roads, and ask-the-road, for a run of results."""
    results = tuple(results)
    columns, leading_ties = big_road_columns(results)
    derived = {}
    for name, k in DERIVED_ROADS.items():
        marks = derived_marks(columns, k)
        derived[name] = DerivedRoad(k, marks, draw(colour_streaks(marks)))
    big_road = BigRoad(tuple(map(tuple, columns)), leading_ties, draw(columns))
    return Roads(results, bead_plate(results), big_road, derived, ask(columns))


@dataclass(frozen=True)
class DealtShoe:
    """A shuffled shoe as a casino deals it: the burn, then coups until the cut card is out, and one more.

    ``burnt`` are the cards burnt face down after the first card (``burn_card``), which is shown;
    ``coups`` are the engine's coups, ``starts`` the position in ``cards`` of each coup's first card.
    """

    seed: int
    cards: tuple[str, ...]
    burn_card: str
    burnt: int
    cut_card: int
    """The position of the cut card: the cards from here on are behind it."""
    coups: tuple[Coup, ...]
    starts: tuple[int, ...]

    @property
    def results(self) -> tuple[CoupRecord, ...]:
        return tuple(CoupRecord.of(coup) for coup in self.coups)

    def seen(self, coups: int) -> list[str]:
        """The cards face up once ``coups`` coups are played: the burn card and every card dealt."""
        end = self.starts[coups - 1] + self.coups[coups - 1].cards_used if coups else self.starts[0]
        return [self.burn_card, *self.cards[self.starts[0] : end]]


def deal_shoe(seed: int) -> DealtShoe:
    """Shuffle 8 decks with ``random.Random(seed)``, burn, and deal until the coup after the cut card comes out.

    The first card is turned face up and burnt with as many more as its point value (ten for a
    10, J, Q or K), face down. The cut card sits ``CUT_CARD_FROM_END`` cards from the end: the coup
    that reaches it is finished, and one more coup is dealt.
    """
    cards = Shoe.decks(DECKS).cards()
    random.Random(seed).shuffle(cards)
    burn_card = cards[0]
    burnt = point_value(burn_card) or BURN_TEN
    cut_card = len(cards) - CUT_CARD_FROM_END
    coups, starts = [], []
    still_to_deal = None  # coups left once the cut card is out
    for position, coup in deal_coups(cards, start=1 + burnt):
        coups.append(coup)
        starts.append(position)
        if still_to_deal is not None:
            still_to_deal -= 1
        elif position == cut_card:  # the cut card came out before this coup: it is the last
            still_to_deal = 0
        elif position + coup.cards_used > cut_card:
            still_to_deal = 1
        if still_to_deal == 0:
            break
    return DealtShoe(seed, tuple(cards), burn_card, burnt, cut_card, tuple(coups), tuple(starts))
