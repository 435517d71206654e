"""``/api/decision``: who draws, for the two hands' two-card totals and the player's third card once drawn."""

from django.utils.translation import gettext_lazy

from api.endpoint import Endpoint
from api.errors import ApiErrorCode
from api.schema import COLUMN, TOTAL, nullable, query_object
from api.spellings import Spelling, digit, full_width
from baccarat import RANKS, REASONS
from lookup.forms import DecisionForm


def answer(form: DecisionForm) -> dict:
    decision = form.decision
    return {
        "natural": decision.natural,
        "natural_hand": decision.natural_hand,
        "player_draws": decision.player_draws,
        "banker_draws": decision.banker_draws,
        "reason": decision.reason,
        "row": decision.row,
        "column": decision.column,
        "message": form.sentence(),
    }


UPPER_THIRD_CARDS = list(dict.fromkeys([*RANKS, "T", *(str(value) for value in range(10))]))
PLAIN_THIRD_CARDS = UPPER_THIRD_CARDS + [code.lower() for code in UPPER_THIRD_CARDS if code.isalpha()]
THIRD_CARDS = PLAIN_THIRD_CARDS + [full_width(code) for code in PLAIN_THIRD_CARDS]


def total_spelling(name: str) -> Spelling:
    return Spelling(
        digit(9), ApiErrorCode.INVALID_VALUE, DecisionForm.base_fields[name].error_messages["invalid_choice"]
    )


SPELLINGS = {
    "player_total": total_spelling("player_total"),
    "banker_total": total_spelling("banker_total"),
    "player_third": Spelling(
        f"^(?:{'|'.join(THIRD_CARDS)})$",
        ApiErrorCode.UNKNOWN_CARD,
        gettext_lazy("Give the third card as A, 2 to 9, 10, T, J, Q, K or 0 to 9."),
    ),
}

QUERY = {
    "type": "object",
    "properties": {
        "player_total": {
            "type": "string",
            "pattern": SPELLINGS["player_total"].pattern,
            "description": "The player's two-card total. Required unless player_third is given: a third card "
            "says the player drew, and the banker's move does not depend on the player's total then. A digit, "
            "plain or full-width.",
            "examples": ["5"],
        },
        "banker_total": {
            "type": "string",
            "pattern": SPELLINGS["banker_total"].pattern,
            "description": "The banker's two-card total: a digit, plain or full-width.",
            "examples": ["5"],
        },
        "player_third": {
            "type": "string",
            "enum": THIRD_CARDS,
            "description": "The player's third card, as a rank (A, 2–9, 10 or T, J, Q, K) or a point value "
            "(0–9), plain or full-width. Only when the player drew: the player's total is then 0–5, and the "
            "banker has no natural (0–7).",
            "examples": ["6"],
        },
    },
    "required": ["banker_total"],
    "additionalProperties": False,
    "anyOf": [{"required": ["player_total"]}, {"required": ["player_third"]}],
    "dependentSchemas": {
        "player_third": {"properties": {"player_total": {"pattern": digit(5)}, "banker_total": {"pattern": digit(7)}}}
    },
}

DECISION = {
    "type": "object",
    "required": ["natural", "natural_hand", "player_draws", "banker_draws", "reason", "row", "column", "message"],
    "properties": {
        "natural": {"type": "boolean", "description": "Either hand has 8 or 9 on two cards: nobody draws."},
        "natural_hand": nullable({"type": "string", "enum": ["player", "banker", "both"]}),
        "player_draws": {"type": "boolean"},
        "banker_draws": {
            "type": ["boolean", "null"],
            "description": "null while the player draws and the third card is not given.",
        },
        "reason": {
            "type": "string",
            "enum": list(REASONS),
            "description": " ".join(f"{code}: {text}" for code, text in REASONS.items()),
        },
        "row": nullable(TOTAL | {"description": "The banker's table row (the banker's total), if any."}),
        "column": COLUMN,
        "message": {"type": "string", "description": "Who draws and why, in one sentence."},
    },
}

ENDPOINT = Endpoint(
    path="decision",
    form=DecisionForm,
    answer=answer,
    summary="Who draws, for two-card totals",
    description="The third-card rules applied to the player's and the banker's two-card totals, and the "
    "player's third card once drawn.",
    parameters=(query_object("player_total, banker_total and player_third, each its own query parameter.", QUERY),),
    returns="The decision.",
    schema="Decision",
    schemas={"Decision": DECISION},
    spellings=SPELLINGS,
    errors=frozenset(
        {
            ApiErrorCode.MISSING_PARAMETER,
            ApiErrorCode.INVALID_VALUE,
            ApiErrorCode.UNKNOWN_CARD,
            ApiErrorCode.UNEXPECTED_THIRD_CARD,
        }
    ),
)
