"""The rule cells a learner is drilled on, each named by a short key, and the groups the summary shows.

A cell is one thing to know: whether a hand is a natural, the player's rule for one two-card total,
one cell of the banker's table, who wins, one line of a bet's paytable (or its push, or its loss),
the commission. The lists are read from the engine's tables, never typed.
"""

from django.utils.translation import gettext_lazy as _

from baccarat import NATURAL_TOTALS, PAYTABLE, SIDE_BETS, BetResult, banker_table
from baccarat_site.wording import BET_NAMES

NATURAL = "natural"
WINNER = "winner"
COMMISSION = "commission"


def player_cell(total):
    return f"player:{total}"


def banker_cell(total, column):
    """``column`` is the player's third-card value, or the engine's ``STOOD``."""
    return f"banker:{total}:{column}"


def payout_cell(bet_key, settlement):
    """A bet's result: the paytable line that paid (by its payout per unit), its push, or its loss."""
    if settlement.result == BetResult.WIN:
        return f"pay:{bet_key}:{BetResult.WIN}:{settlement.payout}"
    return f"pay:{bet_key}:{settlement.result}"


PLAYER_CELLS = [player_cell(total) for total in range(10) if total not in NATURAL_TOTALS]
BANKER_CELLS = [banker_cell(total, column) for total, row in banker_table() for column in row]
DRILLED_BETS = ("banker", "player", "tie_8", "tie_9", "no_commission_banker", *SIDE_BETS)
"""The bets the payout drill asks about: the main bets and the side bets the lookup settles."""
PAYOUT_CELLS = [
    cell
    for key, bet in ((key, PAYTABLE[key]) for key in DRILLED_BETS)
    for cell in (
        *(f"pay:{key}:{BetResult.WIN}:{line.payout}" for line in bet.lines),
        *([f"pay:{key}:{BetResult.PUSH}"] if bet.push_on_tie else []),
        f"pay:{key}:{BetResult.LOSE}",
    )
]


def group(cell):
    """The summary row a cell counts in: naturals, the player's rule, a banker row, a bet, …"""
    kind, *rest = cell.split(":")
    if kind == "banker":
        return f"banker:{rest[0]}"
    if kind == "pay":
        return f"pay:{rest[0]}"
    return kind


def group_label(key):
    kind, _sep, detail = key.partition(":")
    if kind == "banker":
        return _("Banker on %(total)s") % {"total": detail}
    if kind == "pay":
        return BET_NAMES[detail]
    return GROUP_LABELS[kind]


GROUP_LABELS = {
    NATURAL: _("Naturals"),
    "player": _("Player’s rule"),
    WINNER: _("Who wins"),
    COMMISSION: _("Commission"),
}

GROUPS = [
    NATURAL,
    "player",
    *dict.fromkeys(group(cell) for cell in BANKER_CELLS),
    WINNER,
    *dict.fromkeys(group(cell) for cell in PAYOUT_CELLS),
    COMMISSION,
]
"""Every group, in the summary's order."""
