"""Leitner boxes per rule cell: what the learner misses comes back soon, what they know comes back rarely.

A cell's record is ``[box, due, right, wrong]``. A cell never asked is in ``NEW_BOX``. A right answer
moves it up one box, a wrong one down to ``MISSED_BOX``; it is due again ``GAPS[box]`` questions
later. The next question is the due cell in the lowest box; among equals, a cell already seen
(one being relearned) comes before a new one, and chance decides the rest.
"""

MISSED_BOX = 0
NEW_BOX = 1
TOP_BOX = 5
GAPS = {0: 2, 1: 3, 2: 6, 3: 12, 4: 24, 5: 48}
"""Questions until a cell in each box is due again."""


def record(progress, cell, correct, turn):
    """Update ``progress`` (cell → record) for one graded answer given at question number ``turn``."""
    box, _due, right, wrong = progress.get(cell, (NEW_BOX, 0, 0, 0))
    box = min(box + 1, TOP_BOX) if correct else MISSED_BOX
    progress[cell] = [box, turn + GAPS[box], right + correct, wrong + (not correct)]


def urgency(progress, cell, turn, rng):
    """A sort key: smaller comes sooner."""
    box, due, _right, _wrong = progress.get(cell, (NEW_BOX, 0, 0, 0))
    return (due > turn, box, cell not in progress, rng.random())


def next_cell(progress, cells, turn, rng):
    """The cell to drill next among ``cells``."""
    return min(cells, key=lambda cell: urgency(progress, cell, turn, rng))


def box_of(progress, cell):
    return progress.get(cell, (NEW_BOX,))[0]
