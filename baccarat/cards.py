"""Cards, their point values, and hand totals."""

from collections.abc import Iterable
from enum import StrEnum

from .errors import CardError, ErrorCode

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

POINT_VALUES = {
    "A": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "10": 0,
    "J": 0,
    "Q": 0,
    "K": 0,
}

NATURAL_TOTALS = frozenset({8, 9})


class Suit(StrEnum):
    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"


SUITS = tuple(Suit)
"""Suits matter to one bet only, the Perfect Pair; a full deck holds one card of each rank in each suit."""

_ALIASES = {"T": "10"}


def parse_card(code: str) -> str:
    """The canonical rank for a card code: ``" k "`` → ``"K"``, ``"T"`` → ``"10"``."""
    rank = code.strip().upper() if isinstance(code, str) else ""
    rank = _ALIASES.get(rank, rank)
    if rank not in POINT_VALUES:
        raise CardError(f"Unknown card {code!r}: use A, 2–9, 10 (or T), J, Q or K.", card=str(code))
    return rank


def parse_suit(suit: str) -> Suit:
    if suit not in SUITS:
        raise CardError(f"Unknown suit {suit!r}: use {', '.join(SUITS)}.", code=ErrorCode.UNKNOWN_SUIT, suit=str(suit))
    return Suit(suit)


def point_value(rank: str) -> int:
    """A=1, 2–9 at face value, 10/J/Q/K=0."""
    return POINT_VALUES[parse_card(rank)]


def hand_total(ranks: Iterable[str]) -> int:
    """The sum of the point values with the tens digit dropped (7 + 8 → 5)."""
    return sum(point_value(rank) for rank in ranks) % 10
