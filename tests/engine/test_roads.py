"""The scoreboard roads, checked against a brute force written here from the rule text (issue 13), not from the module.

The rule, with columns and rows counted from 1: for the Big Road entry at column n, row m, road k
(Big Eye Boy 1, Small Road 2, Cockroach Pig 3) marks, when m = 1, only if column n−1−k exists: red
if columns n−1 and n−1−k are equally long, blue otherwise; when m ≥ 2, only if column n−k exists,
with p its length: blue if m = p+1, red otherwise.
"""

from collections import Counter
from itertools import groupby, product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import Shoe, play_coup
from baccarat.roads import (
    CUT_CARD_FROM_END,
    DECKS,
    MAX_COUPS,
    ROWS,
    ResultsError,
    deal_shoe,
    parse_results,
    roads,
)

ROAD_K = {"big_eye_boy": 1, "small_road": 2, "cockroach_pig": 3}


def columns_by_hand(letters):
    """The Big Road's columns as lists of winners: ties dropped, then one column per run of a letter."""
    return [list(run) for _letter, run in groupby(letter for letter in letters if letter != "T")]


def brute_force_marks(letters, k):
    """Colours of road k, entry by entry, straight from the rule text (1-based). Every column the rule
    looks at is finished before the entry is made, so its final length is the one to compare."""
    columns = columns_by_hand(letters)
    length = {n: len(column) for n, column in enumerate(columns, start=1)}
    colours = []
    for n, column in enumerate(columns, start=1):
        for m in range(1, len(column) + 1):
            if m == 1:
                if n - 1 - k >= 1:
                    colours.append("red" if length[n - 1] == length[n - 1 - k] else "blue")
            elif n - k >= 1:
                colours.append("blue" if m == length[n - k] + 1 else "red")
    return colours


def all_strings(max_length, letters="BPT"):
    for length in range(1, max_length + 1):
        yield from ("".join(letters_) for letters_ in product(letters, repeat=length))


@pytest.mark.parametrize("max_length", [8])
def test_derived_roads_match_the_rule_text_for_every_short_run(max_length):
    for letters in all_strings(max_length):
        drawn = roads(parse_results(letters))
        for name, k in ROAD_K.items():
            assert [mark.colour for mark in drawn.derived[name].marks] == brute_force_marks(letters, k), (letters, name)


def test_big_road_columns_and_leading_ties_for_every_short_run():
    for letters in all_strings(8):
        road = roads(parse_results(letters)).big_road
        leading = len(letters) - len(letters.lstrip("T"))
        assert road.leading_ties == leading
        expected = columns_by_hand(letters)
        assert [[entry.winner[0].upper() for entry in column] for column in road.columns] == expected
        ties_after = [len(run) for run in letters[leading:].replace("B", " ").replace("P", " ").split(" ")[1:]]
        assert [entry.ties for column in road.columns for entry in column] == ties_after


def test_each_road_starts_where_the_rule_says():
    """Road k starts at Big Road cell (column k+1, row 2), or at (column k+2, row 1) when that cell is empty."""
    for k, name in ((1, "big_eye_boy"), (2, "small_road"), (3, "cockroach_pig")):
        one_each = "BPBPBP"[:k]  # k columns one cell long
        with_row_two = one_each + "BP"[k % 2] * 2  # then column k+1 with a second row
        first = roads(parse_results(with_row_two)).derived[name].marks[0]
        assert (first.column, first.row) == (k, 1)
        without = "BPBPBP"[: k + 2]  # every column one long
        first = roads(parse_results(without)).derived[name].marks[0]
        assert (first.column, first.row) == (k + 1, 0)


def test_the_familiar_worked_example():
    """BBPPPB: at the top of column 3 Big Eye Boy compares columns 2 and 1 (lengths 3 and 2): blue."""
    drawn = roads(parse_results("BBPPPB"))
    big_eye = drawn.derived["big_eye_boy"].marks
    # (2,2): column 1 is 2 long, 2 ≠ 3 → red; (2,3): 3 = 2+1 → blue; (3,1): columns 2 and 1 differ → blue
    assert [(mark.column + 1, mark.row + 1, mark.colour) for mark in big_eye] == [
        (2, 2, "red"),
        (2, 3, "blue"),
        (3, 1, "blue"),
    ]
    assert big_eye[-1].compared == (1, 0)
    assert drawn.derived["small_road"].marks == ()  # it would start at column 3, row 2, or column 4, row 1


def test_leading_ties_make_no_cell_and_later_ties_sit_on_the_win_before():
    drawn = roads(parse_results("TTBTTP"))
    assert drawn.big_road.leading_ties == 2
    assert [(entry.winner, entry.ties) for column in drawn.big_road.columns for entry in column] == [
        ("banker", 2),
        ("player", 0),
    ]
    assert len(drawn.bead_plate.cells) == 6
    assert roads(parse_results("TTT")).big_road.columns == ()


def test_dragon_tail_turns_right_at_the_bottom_row():
    drawn = roads(parse_results("P" + "B" * 8 + "P"))
    cells = {position: entry.row for position, entry in drawn.big_road.grid.cells.items()}
    assert [cells.get((1, row)) for row in range(ROWS)] == [0, 1, 2, 3, 4, 5]
    assert cells[2, 5] == 6 and cells[3, 5] == 7  # the tail; the entries keep their logical rows
    assert drawn.big_road.lengths == [1, 8, 1]
    assert (2, 0) in drawn.big_road.grid.cells  # the next column still starts at the top


def test_a_tail_meeting_an_earlier_tail_turns_at_its_last_free_row():
    drawn = roads(parse_results("B" * 7 + "P" * 6))
    cells = drawn.big_road.grid.cells
    tail = [(column, 5) for column in range(1, 2)]
    assert all(cells[position].winner == "banker" for position in tail)
    players = sorted(position for position, entry in cells.items() if entry.winner == "player")
    # down column 2 to row 5 (row 6 holds the banker's tail), then right along row 5
    assert players == [(1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 4)]


def big_road_positions(letters, winner):
    cells = roads(parse_results(letters)).big_road.grid.cells
    return sorted((position for position, entry in cells.items() if entry.winner == winner), key=lambda p: (p[0], p[1]))


def test_a_dragon_tail_turns_once_and_stays_on_its_row():
    """Issue 26: PPPPPPPBBBBBBBB — the banker streak goes down column 2 to row 5, then right along row 5."""
    assert big_road_positions("P" * 7 + "B" * 8, "banker") == [(1, row) for row in range(5)] + [(2, 4), (3, 4), (4, 4)]
    assert big_road_positions("P" * 7 + "B" * 8, "player") == [(0, row) for row in range(6)] + [(1, 5)]


def test_a_long_tail_beside_a_longer_one_stays_on_its_row():
    """Issue 26: PPPPPPPPPPBBBBBBBBBBBP — ten players, eleven bankers on row 5, one player in column 3."""
    letters = "P" * 10 + "B" * 11 + "P"
    players = big_road_positions(letters, "player")
    assert players[:6] == [(0, row) for row in range(6)]
    assert [position for position in players if position[1] == 5][1:] == [(column, 5) for column in range(1, 5)]
    bankers = big_road_positions(letters, "banker")
    assert bankers == [(1, row) for row in range(5)] + [(column, 4) for column in range(2, 8)]
    assert (2, 0) in roads(parse_results(letters)).big_road.grid.cells  # the last player starts column 3


def test_tails_running_into_earlier_tails_nest_row_above_row():
    """Streaks of 9, 8, 7 and 6: each turns one row above the tail before it and runs right along that row."""
    letters = "B" * 9 + "P" * 8 + "B" * 7 + "P" * 6
    cells = roads(parse_results(letters)).big_road.grid.cells
    by_coup = {entry.coup: position for position, entry in cells.items()}
    starts = [0, 9, 17, 24]
    for streak, (first, length) in enumerate(zip(starts, (9, 8, 7, 6), strict=True)):
        turn_row = ROWS - 1 - streak
        expected = [(streak, row) for row in range(turn_row + 1)]
        expected += [(streak + step, turn_row) for step in range(1, length - turn_row)]
        assert [by_coup[first + index] for index in range(length)] == expected, streak


def test_a_tail_turned_in_the_top_row_pushes_the_next_streak_along():
    """Six nested tails: the sixth streak turns at once in the top row, so the seventh starts past its tail."""
    letters = "".join("BP"[index % 2] * length for index, length in enumerate((7, 6, 5, 4, 3, 2, 1)))
    cells = roads(parse_results(letters)).big_road.grid.cells
    sixth = sorted(position for position, entry in cells.items() if 25 <= entry.coup <= 26)
    assert sixth == [(5, 0), (6, 0)]
    seventh = next(position for position, entry in cells.items() if entry.coup == 27)
    assert seventh == (7, 0)


def streak_paths(grid, streaks):
    """Each streak's cells in order, found by identity in the drawn grid."""
    where = {id(item): position for position, item in grid.cells.items()}
    return [[where[id(item)] for item in streak] for streak in streaks]


def assert_drawn_as_down_then_right(grid, streaks):
    """Every streak is a run down then a run right; the turn comes only at the bottom row or above a cell an
    earlier streak holds; no cell is used twice; each streak starts in the column after the previous streak's
    first column, or the first free top cell after it."""
    items = [item for streak in streaks for item in streak]
    assert len(grid.cells) == len(items)
    taken = set()
    previous_start = -1
    for path in streak_paths(grid, streaks):
        start_column, start_row = path[0]
        assert start_row == 0
        expected_start = previous_start + 1
        while (expected_start, 0) in taken:
            expected_start += 1
        assert start_column == expected_start
        down = 1
        while down < len(path) and path[down] == (start_column, down):
            down += 1
        turn_row = down - 1
        right = path[down:]
        assert right == [(start_column + step, turn_row) for step in range(1, len(right) + 1)]
        if right:
            assert turn_row == ROWS - 1 or (start_column, turn_row + 1) in taken
        assert not taken & set(path)
        assert all(0 <= row < ROWS for _column, row in path)
        taken.update(path)
        previous_start = start_column


@given(st.lists(st.integers(min_value=1, max_value=14), min_size=1, max_size=30))
def test_every_streak_is_drawn_down_then_right(lengths):
    letters = "".join("BP"[index % 2] * length for index, length in enumerate(lengths))[:MAX_COUPS]
    drawn = roads(parse_results(letters))
    assert_drawn_as_down_then_right(drawn.big_road.grid, drawn.big_road.columns)
    for road in drawn.derived.values():
        streaks = [list(run) for _colour, run in groupby(road.marks, key=lambda mark: mark.colour)]
        assert_drawn_as_down_then_right(road.grid, streaks)


def test_bead_plate_fills_down_then_across():
    drawn = roads(parse_results("BPTBPTB"))
    assert [drawn.bead_plate.cells[(index // 6, index % 6)].winner[0] for index in range(7)] == list("bptbptb")
    assert drawn.bead_plate.width == 2


def test_bad_results_are_refused_with_codes():
    for text, code in (("", "no_results"), ("BPX", "bad_result"), ("B" * (MAX_COUPS + 1), "too_many_results")):
        with pytest.raises(ResultsError) as raised:
            parse_results(text)
        assert raised.value.code == code
    assert len(parse_results("b p, t")) == 3


results_text = st.text(alphabet="BPT", min_size=1, max_size=MAX_COUPS)


@given(results_text)
def test_marks_per_road_follow_from_the_column_lengths(letters):
    drawn = roads(parse_results(letters))
    lengths = drawn.big_road.lengths
    for name, k in ROAD_K.items():
        # one mark at the top of every column from k+2 on, and one per further row from column k+1 on
        expected = sum(1 for n in range(len(lengths)) if n >= k + 1) + sum(
            length - 1 for n, length in enumerate(lengths) if n >= k
        )
        assert len(drawn.derived[name].marks) == expected


@given(results_text)
def test_grids_draw_every_item_once_in_six_rows(letters):
    drawn = roads(parse_results(letters))
    entries = [entry for column in drawn.big_road.columns for entry in column]
    assert sorted(id(item) for item in drawn.big_road.grid.cells.values()) == sorted(map(id, entries))
    for road in drawn.derived.values():
        assert len(road.grid.cells) == len(road.marks)
        assert all(0 <= row < ROWS for _column, row in road.grid.cells)
    assert Counter(result.winner for result in drawn.bead_plate.cells.values()) == Counter(
        result.winner for result in drawn.results
    )


@given(st.text(alphabet="BPT", max_size=40))
def test_ask_the_road_is_the_mark_the_next_win_would_add(letters):
    asked = roads(parse_results(letters) if letters else ()).ask
    for winner, letter in (("banker", "B"), ("player", "P")):
        after = roads(parse_results(letters + letter))
        before = roads(parse_results(letters) if letters else ())
        for name in ROAD_K:
            added = after.derived[name].marks[len(before.derived[name].marks) :]
            assert asked[winner][name] == (added[0].colour if added else None)


@pytest.mark.parametrize("seed", [0, 1, 2024])
def test_a_dealt_shoe_is_burnt_cut_and_played_by_the_engine(seed):
    shoe = deal_shoe(seed)
    assert Counter(shoe.cards) == Shoe.decks(DECKS).counts
    burns = {"A": 1, "10": 10, "J": 10, "Q": 10, "K": 10}
    assert shoe.burnt == burns.get(shoe.burn_card, int(shoe.burn_card) if shoe.burn_card.isdigit() else None)
    assert shoe.starts[0] == 1 + shoe.burnt
    for coup, start in zip(shoe.coups, shoe.starts, strict=True):
        assert coup == play_coup(shoe.cards[start : start + 6])
    cut = len(shoe.cards) - CUT_CARD_FROM_END
    assert shoe.cut_card == cut
    ends = [start + coup.cards_used for start, coup in zip(shoe.starts, shoe.coups, strict=True)]
    crossed = next(index for index, end in enumerate(ends) if end > cut)
    # the coup the cut card comes out in is finished, and one more is dealt (none if it came out first)
    assert len(shoe.coups) == crossed + (1 if shoe.starts[crossed] == cut else 2)
    assert deal_shoe(seed) == shoe
    assert shoe.seen(0) == [shoe.burn_card]
    assert len(shoe.seen(len(shoe.coups))) == 1 + ends[-1] - shoe.starts[0]
