"""The two hands, and how a coup can end: closed sets whose members are the strings the JSON API sends."""

from enum import StrEnum


class HandName(StrEnum):
    PLAYER = "player"
    BANKER = "banker"


class Winner(StrEnum):
    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"


class NaturalHand(StrEnum):
    """Which hand holds a natural when one does."""

    PLAYER = "player"
    BANKER = "banker"
    BOTH = "both"


class PairOf(StrEnum):
    """The hand whose first two cards settle a pair bet, or either hand."""

    PLAYER = "player"
    BANKER = "banker"
    EITHER = "either"
