"""Typed errors: a stable ``code`` for the site to translate, an English ``message`` and ``params``."""

from enum import StrEnum


class ErrorCode(StrEnum):
    """Every ``RulesError.code``: why the rules cannot be applied to what was given."""

    RULES_ERROR = "rules_error"
    UNKNOWN_CARD = "unknown_card"
    UNKNOWN_SUIT = "unknown_suit"
    SUITS_MISMATCH = "suits_mismatch"
    SUITS_UNKNOWN = "suits_unknown"
    TOO_FEW_CARDS = "too_few_cards"
    NOT_IN_SHOE = "not_in_shoe"
    SHOE_TOO_SMALL = "shoe_too_small"
    BAD_DECKS = "bad_decks"
    BAD_SHOE = "bad_shoe"
    BAD_TOTAL = "bad_total"
    BAD_THIRD_CARD = "bad_third_card"
    UNEXPECTED_THIRD_CARD = "unexpected_third_card"
    BAD_RESULT = "bad_result"
    NO_RESULTS = "no_results"
    TOO_MANY_RESULTS = "too_many_results"
    BAD_MODEL = "bad_model"
    BAD_COMMISSION = "bad_commission"
    BAD_HAND = "bad_hand"
    NO_EQUILIBRIUM = "no_equilibrium"
    TOO_MANY_CARDS = "too_many_cards"
    IMPOSSIBLE_TOTALS = "impossible_totals"
    COUP_COMPLETE = "coup_complete"


class RulesError(Exception):
    """Input the rules cannot be applied to."""

    code = ErrorCode.RULES_ERROR

    def __init__(self, message: str, *, code: ErrorCode | None = None, **params: object) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.params = params

    def __str__(self) -> str:
        return self.message


class CardError(RulesError):
    """A card code that names no rank."""

    code = ErrorCode.UNKNOWN_CARD


class NotEnoughCards(RulesError):
    """Fewer cards than the coup needs."""

    code = ErrorCode.TOO_FEW_CARDS


class ShoeError(RulesError):
    """A shoe that cannot exist: codes ``not_in_shoe``, ``shoe_too_small``, ``bad_decks``."""

    code = ErrorCode.NOT_IN_SHOE


class SuitsUnknown(RulesError):
    """A bet on suited cards (the Perfect Pair), asked of cards or a shoe known by rank alone."""

    code = ErrorCode.SUITS_UNKNOWN
