"""Leitner boxes per rule cell: what the learner misses comes back often, what they know comes back rarely.

A cell's record is ``[box, due, right, wrong]``. A cell never asked is in ``NEW_BOX``. A right answer
moves it up one box, a wrong one down to ``MISSED_BOX``; it is due again ``GAPS[box]`` questions
later. The next question is drawn among the due cells, each as likely as its box's ``WEIGHTS`` say:
a missed cell is four times as likely as a new one, so a session converges on the weak spots and
still meets every cell.
"""

MISSED_BOX = 0
NEW_BOX = 1
TOP_BOX = 5
GAPS = {0: 2, 1: 3, 2: 6, 3: 12, 4: 24, 5: 48}
"""Questions until a cell in each box is due again."""
WEIGHTS = {0: 16, 1: 4, 2: 2, 3: 1, 4: 1, 5: 1}
"""How likely a due cell in each box is to be drawn."""
NEW_RECORD = (NEW_BOX, 0, 0, 0)


def record(progress, cell, correct, turn):
    """Update ``progress`` (cell → record) for one graded answer given at question number ``turn``."""
    box, _due, right, wrong = record_of(progress, cell)
    box = min(box + 1, TOP_BOX) if correct else MISSED_BOX
    progress[cell] = [box, turn + GAPS[box], right + correct, wrong + (not correct)]


def next_cell(progress, cells, turn, rng):
    """The cell to drill next among ``cells``: a due one, by its box's weight; else the one due soonest."""
    due = [cell for cell in cells if record_of(progress, cell)[1] <= turn]
    if not due:
        return min(cells, key=lambda cell: record_of(progress, cell)[1])
    return rng.choices(due, weights=[WEIGHTS[box_of(progress, cell)] for cell in due])[0]


def record_of(progress, cell):
    return progress.get(cell, NEW_RECORD)


def box_of(progress, cell):
    return record_of(progress, cell)[0]
