"""``/api/odds``: the exact odds of every outcome and bet for a shoe, at the usual or a table's own payouts."""

from api.endpoint import Endpoint
from api.errors import ApiErrorCode
from api.schema import BETS_ODDS, DECK_COUNT, DECKS_PARAMETER, PROBABILITY, card_list_schema, query, ref, spelled
from api.spellings import CARDS_REMOVED, DECKS, DIGITS, Spelling, full_width_or_plain, wide
from baccarat import PAYTABLE, Bet
from baccarat_site.fields import pay_field_name
from odds.forms import MAX_PAYOUT, PAYOUT_PLACES, PayoutsField, ShoeForm, payout_values


def answer(form: ShoeForm) -> dict:
    return form.report


NONZERO = f"[{wide('123456789')}]"
FRACTION = f"[{DIGITS}]{{1,{PAYOUT_PLACES}}}"
POSITIVE_FRACTION = "|".join(
    f"[0０]{{{zeros}}}{NONZERO}[{DIGITS}]{{0,{PAYOUT_PLACES - 1 - zeros}}}" for zeros in range(PAYOUT_PLACES)
)
PAYOUT = (
    f"\\+?(?:0*{NONZERO}[{DIGITS}]{{0,{len(str(MAX_PAYOUT)) - 2}}}(?:\\.{FRACTION})?"  # 1 to 999.99
    f"|0*{full_width_or_plain(str(MAX_PAYOUT))}(?:\\.[0０]{{1,{PAYOUT_PLACES}}})?"  # MAX_PAYOUT itself
    f"|0+\\.(?:{POSITIVE_FRACTION}))"  # more than 0, less than 1
)
"""A payout "to 1": more than 0, at most MAX_PAYOUT, with at most PAYOUT_PLACES decimals (as odds.forms reads it)."""
PAYOUT_SEPARATOR = "[ \u3000]*[,，、][ \u3000]*"


def payouts_spelling(bet: Bet) -> Spelling:
    """A payout for each of the bet's paying lines, separated by commas; empty for the usual paytable."""
    lines = len(bet.paying_lines)
    return Spelling(
        f"^[ \u3000]*(?:{PAYOUT}(?:{PAYOUT_SEPARATOR}{PAYOUT}){{{lines - 1}}})?[ \u3000]*$",
        ApiErrorCode.INVALID_PAYOUT,
        PayoutsField.default_error_messages["invalid_payout"],
    )


SPELLINGS = {
    "decks": DECKS,
    "remove": CARDS_REMOVED,
    **{pay_field_name(key): payouts_spelling(bet) for key, bet in PAYTABLE.items()},
}


def pay_parameter(key: str, bet: Bet) -> dict:
    lines = len(bet.paying_lines)
    name = pay_field_name(key)
    return query(
        name,
        f"What the table pays on {key}, to 1: {lines} number(s), separated by commas, in the order of "
        f"its paytable ({bet.payout_text}); each more than 0 and at most {MAX_PAYOUT}, with at most "
        f"{PAYOUT_PLACES} decimal places, in plain or full-width digits. The usual: {payout_values(bet)}. "
        "Leave it out (or empty) for the usual paytable; the odds answer for the one given, exactly. An "
        "unknown bet is refused (unknown_bet).",
        spelled(SPELLINGS[name], maxLength=12 * lines),
        required=False,
    )


ODDS = {
    "type": "object",
    "description": "Exact odds, as printed by `manage.py odds --json`.",
    "required": ["decks", "cards", "removed", "total", "outcomes", "probabilities", "bets"],
    "properties": {
        "decks": DECK_COUNT,
        "cards": {"type": "integer", "description": "Cards left in the shoe."},
        "removed": {
            "type": "object",
            "propertyNames": ref("Card"),
            "additionalProperties": {"type": "integer", "minimum": 1},
        },
        "total": {"type": "integer", "description": "Ordered six-card deals."},
        "outcomes": {
            "type": "object",
            "required": ["banker", "player", "tie"],
            "properties": {key: {"type": "integer"} for key in ("banker", "player", "tie")},
        },
        "probabilities": {
            "type": "object",
            "required": ["banker", "player", "tie"],
            "properties": {key: PROBABILITY for key in ("banker", "player", "tie")},
        },
        "bets": BETS_ODDS,
    },
}

ENDPOINT = Endpoint(
    path="odds",
    form=ShoeForm,
    answer=answer,
    summary="Exact odds for a shoe",
    description="Every outcome and bet for a shoe of 1–8 decks, less any cards removed.",
    parameters=(
        DECKS_PARAMETER,
        query("remove", "Cards already dealt.", card_list_schema(CARDS_REMOVED), required=False, example="5,5,9"),
        *(pay_parameter(key, bet) for key, bet in PAYTABLE.items()),
    ),
    returns="The odds report.",
    schema="Odds",
    schemas={"Odds": ODDS},
    spellings=SPELLINGS,
    errors=frozenset(
        {
            ApiErrorCode.MISSING_PARAMETER,
            ApiErrorCode.INVALID_VALUE,
            ApiErrorCode.UNKNOWN_CARD,
            ApiErrorCode.TOO_MANY_CARDS,
            ApiErrorCode.NOT_IN_SHOE,
            ApiErrorCode.SHOE_TOO_SMALL,
            ApiErrorCode.UNKNOWN_BET,
            ApiErrorCode.INVALID_PAYOUT,
            ApiErrorCode.PAYOUT_NOT_POSITIVE,
            ApiErrorCode.PAYOUT_TOO_LARGE,
            ApiErrorCode.TOO_MANY_DECIMALS,
            ApiErrorCode.WRONG_PAYOUT_COUNT,
        }
    ),
    rules_errors=frozenset({ApiErrorCode.NOT_IN_SHOE, ApiErrorCode.SHOE_TOO_SMALL}),
)
