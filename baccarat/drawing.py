"""The third-card rules: who draws, and which rule said so.

Third cards are given by point value, 0–9 (a 10, J, Q or K counts 0).
"""

from dataclasses import dataclass
from enum import StrEnum

from .cards import NATURAL_TOTALS
from .errors import ErrorCode, RulesError
from .hands import NaturalHand

PLAYER_DRAWS_ON = frozenset(range(0, 6))
"""Player totals on which the player draws; the player stands on 6 and 7."""

BANKER_DRAWS_WHEN_PLAYER_STOOD = frozenset(range(0, 6))
"""Banker totals on which the banker draws when the player stood."""

ANY_CARD = frozenset(range(10))

BANKER_DRAWS_ON = {
    0: ANY_CARD,
    1: ANY_CARD,
    2: ANY_CARD,
    3: ANY_CARD - {8},
    4: frozenset({2, 3, 4, 5, 6, 7}),
    5: frozenset({4, 5, 6, 7}),
    6: frozenset({6, 7}),
    7: frozenset(),
}
"""When the player drew: banker total → the player's third-card values on which the banker draws."""

STOOD = "stood"
"""The banker-table column used when the player stood."""


class Reason(StrEnum):
    """Which rule decided: every ``Decision.reason``."""

    NATURAL = "natural"
    PLAYER_STANDS = "player_stands"
    BANKER_TABLE = "banker_table"
    AWAITING_THIRD_CARD = "awaiting_third_card"
    BANKER_WHATEVER_CARD = "banker_whatever_card"


REASONS = {
    Reason.NATURAL: "A first-two-card total of 8 or 9 (a natural) in either hand: nobody draws.",
    Reason.PLAYER_STANDS: "The player stands on 6 or 7; the banker then draws on 0–5 and stands on 6 or 7 "
    "(row: banker total, column: 'stood').",
    Reason.BANKER_TABLE: "The player drew; the banker's table decides "
    "(row: banker total, column: the point value of the player's third card).",
    Reason.AWAITING_THIRD_CARD: "The player draws on 0–5; the banker's decision waits for the player's third card "
    "(row: banker total).",
    Reason.BANKER_WHATEVER_CARD: "The player draws on 0–5, and the banker's row of the table is the same for every "
    "third card: the banker draws on 0–2 and stands on 7 whatever the player draws (row: banker total).",
}
"""Every ``Reason``, explained (the API's document quotes these)."""


@dataclass(frozen=True)
class Decision:
    """What the rules decide for two-card totals, and the table cell that decided it."""

    natural: bool
    natural_hand: NaturalHand | None
    player_draws: bool
    banker_draws: bool | None
    reason: Reason
    row: int | None
    column: int | str | None


def _check_total(total: int, name: str) -> None:
    if isinstance(total, bool) or not isinstance(total, int) or not 0 <= total <= 9:
        raise RulesError(
            f"The {name} total must be a whole number from 0 to 9, not {total!r}.",
            code=ErrorCode.BAD_TOTAL,
            hand=name,
            value=total,
        )


def _check_third(value: int | None) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 9:
        raise RulesError(
            f"The player's third card is given by its point value, 0 to 9, not {value!r}.",
            code=ErrorCode.BAD_THIRD_CARD,
            value=value,
        )


def player_draws(player_total: int) -> bool:
    """The player draws on 0–5 and stands on 6–9."""
    _check_total(player_total, "player")
    return player_total in PLAYER_DRAWS_ON


def banker_draws(banker_total: int, player_third: int | None) -> bool:
    """Whether the banker draws (True) or stands (False) on ``banker_total``.

    ``player_third`` is the point value of the player's third card, or None when the player stood.
    """
    _check_total(banker_total, "banker")
    _check_third(player_third)
    if player_third is None:
        return banker_total in BANKER_DRAWS_WHEN_PLAYER_STOOD
    return player_third in BANKER_DRAWS_ON.get(banker_total, frozenset())


def _natural_hand(player_total: int, banker_total: int) -> NaturalHand | None:
    player, banker = player_total in NATURAL_TOTALS, banker_total in NATURAL_TOTALS
    if player and banker:
        return NaturalHand.BOTH
    return NaturalHand.PLAYER if player else NaturalHand.BANKER if banker else None


def decide(player_total: int, banker_total: int, player_third: int | None = None) -> Decision:
    """Apply the rules to the two-card totals (and the player's third-card value, once drawn)."""
    _check_total(player_total, "player")
    _check_total(banker_total, "banker")
    _check_third(player_third)
    natural_hand = _natural_hand(player_total, banker_total)
    drawing = natural_hand is None and player_total in PLAYER_DRAWS_ON
    if player_third is not None and not drawing:
        raise RulesError(
            "The player does not draw on these totals, so there is no third card.",
            code=ErrorCode.UNEXPECTED_THIRD_CARD,
            player_total=player_total,
            banker_total=banker_total,
        )
    if natural_hand:
        return Decision(True, natural_hand, False, False, Reason.NATURAL, None, None)
    if not drawing:
        return Decision(False, None, False, banker_draws(banker_total, None), Reason.PLAYER_STANDS, banker_total, STOOD)
    if player_third is None:
        row = BANKER_DRAWS_ON[banker_total]
        if row in (ANY_CARD, frozenset()):  # the same for every card: known before it comes
            return Decision(False, None, True, bool(row), Reason.BANKER_WHATEVER_CARD, banker_total, None)
        return Decision(False, None, True, None, Reason.AWAITING_THIRD_CARD, banker_total, None)
    return Decision(
        False, None, True, banker_draws(banker_total, player_third), Reason.BANKER_TABLE, banker_total, player_third
    )


def banker_table() -> list[tuple[int, dict[str | int, bool]]]:
    """The banker's drawing table: one row per banker total 0–7, columns 'stood' then 0–9."""
    return [
        (total, {STOOD: banker_draws(total, None)} | {third: banker_draws(total, third) for third in range(10)})
        for total in BANKER_DRAWS_ON
    ]
