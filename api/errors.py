"""The error codes the API answers, as one closed set: ``ApiErrorCode``.

An error answer is ``{"error": {"code", "message", "parameter"}}``; its ``code`` is always a member of
``ApiErrorCode``, and the OpenAPI document's enum of codes is this class. A new endpoint whose form or
spelling refuses something with a new code adds a member here (tests/api/test_api_error_codes.py fails
until it does).
"""

from enum import StrEnum


class ApiErrorCode(StrEnum):
    """Every code of an API error answer: the engine's that reach the API (``baccarat.errors.ErrorCode``,
    by the same value), its forms' and the API's own."""

    # The query itself (api.queries), for every endpoint.
    MISSING_PARAMETER = "missing_parameter"
    INVALID_VALUE = "invalid_value"
    UNKNOWN_PARAMETER = "unknown_parameter"
    REPEATED_PARAMETER = "repeated_parameter"
    TOO_MANY_PARAMETERS = "too_many_parameters"
    METHOD_NOT_ALLOWED = "method_not_allowed"
    NOT_FOUND = "not_found"
    TOO_MANY_REQUESTS = "too_many_requests"
    # Cards, coups and shoes (the lookup's and the odds' forms, and the engine behind them).
    UNKNOWN_CARD = "unknown_card"
    UNEXPECTED_THIRD_CARD = "unexpected_third_card"
    TOO_MANY_CARDS = "too_many_cards"
    TOO_FEW_CARDS = "too_few_cards"
    NOT_IN_SHOE = "not_in_shoe"
    SHOE_TOO_SMALL = "shoe_too_small"
    # Paytables (odds.forms.PayoutsField).
    UNKNOWN_BET = "unknown_bet"
    INVALID_PAYOUT = "invalid_payout"
    PAYOUT_NOT_POSITIVE = "payout_not_positive"
    PAYOUT_TOO_LARGE = "payout_too_large"
    TOO_MANY_DECIMALS = "too_many_decimals"
    WRONG_PAYOUT_COUNT = "wrong_payout_count"
    # The scoreboard roads (roads.forms).
    BAD_SEED = "bad_seed"
    BAD_RESULT = "bad_result"
    NO_RESULTS = "no_results"
    TOO_MANY_RESULTS = "too_many_results"
    SEED_OR_RESULTS = "seed_or_results"
    BAD_STEP = "bad_step"
    # Chemin de fer (chemin_de_fer.forms.SolveForm, and the solver behind it).
    BAD_COMMISSION = "bad_commission"
    NO_EQUILIBRIUM = "no_equilibrium"
    # The squeeze (lookup.forms.SqueezeForm, and the engine behind it).
    PLAYER_TOTAL_FIRST = "player_total_first"
    CARDS_OR_TOTALS = "cards_or_totals"
    IMPOSSIBLE_TOTALS = "impossible_totals"


QUERY_CODES = frozenset(
    {ApiErrorCode.UNKNOWN_PARAMETER, ApiErrorCode.REPEATED_PARAMETER, ApiErrorCode.TOO_MANY_PARAMETERS}
)
"""What any endpoint may answer about the query string as a whole, before its form reads it."""

ABOUT_PARAMETERS = {"seed_or_results": "seed, results"}
"""An error about the query as a whole (a form's non-field error, by code): the parameters it is about."""

DJANGO_CODES = {"required": ApiErrorCode.MISSING_PARAMETER, "invalid_choice": ApiErrorCode.INVALID_VALUE}
"""Django's own form error codes, renamed for the API; the forms' and the engine's are members as they are."""


def api_code(code: str | None) -> ApiErrorCode:
    """The API's code for a form error's ``code``: Django's renamed, the forms' and the engine's as they are.

    A code that is none of these (None, for a ValidationError that gave none) answers as ``invalid_value``
    rather than as a server error; tests/api/test_api_error_codes.py checks that every code the forms and
    the engine raise is a member, so that this never hides one.
    """
    if code in DJANGO_CODES:
        return DJANGO_CODES[code]
    return ApiErrorCode(code) if code in ApiErrorCode else ApiErrorCode.INVALID_VALUE


class BadQuery(Exception):
    """A request the API refuses: a 400 (or the status given) with this code, message and parameter."""

    def __init__(self, code: ApiErrorCode, message: str, parameter: str | None = None) -> None:
        super().__init__(message)
        self.code, self.message, self.parameter = ApiErrorCode(code), message, parameter
