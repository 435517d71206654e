"""``/api/coup``: a coup played from cards in shoe order, step by step, with the side bets settled."""

from api.endpoint import Endpoint
from api.errors import ApiErrorCode
from api.schema import COLUMN, HAND, TOTAL, WINNER, card_list_schema, nullable, query, ref
from api.spellings import CARDS
from baccarat import PAYTABLE, SIDE_BETS, STEPS
from baccarat_site import wording
from lookup.forms import CoupForm


def answer(form: CoupForm) -> dict:
    played = form.coup
    return {
        "player": {"cards": list(played.player.cards), "total": played.player.total},
        "banker": {"cards": list(played.banker.cards), "total": played.banker.total},
        "winner": played.outcome.winner,
        "cards_used": played.cards_used,
        "steps": [
            {
                "code": step.code,
                "hand": step.hand,
                "card": step.card,
                "total": step.total,
                "row": step.row,
                "column": step.column,
                "message": sentence,
            }
            for step, sentence in wording.step_sentences(played.steps)
        ],
        "bets": {key: PAYTABLE[key].settle(played).result for key in SIDE_BETS},
        "message": wording.coup_decision_sentence(played),
        "winner_message": wording.winner_sentence(played),
    }


SCHEMAS = {
    "Hand": {
        "type": "object",
        "required": ["cards", "total"],
        "properties": {
            "cards": {"type": "array", "items": ref("Card"), "minItems": 2, "maxItems": 3},
            "total": TOTAL,
        },
    },
    "Step": {
        "type": "object",
        "required": ["code", "hand", "card", "total", "row", "column", "message"],
        "properties": {
            "code": {
                "type": "string",
                "enum": list(STEPS),
                "description": " ".join(f"{code}: {text}" for code, text in STEPS.items()),
            },
            "hand": HAND,
            "card": nullable(ref("Card")),
            "total": TOTAL | {"description": "The hand's total after this step."},
            "row": nullable(TOTAL),
            "column": COLUMN,
            "message": {"type": "string"},
        },
    },
    "Coup": {
        "type": "object",
        "required": ["player", "banker", "winner", "cards_used", "steps", "bets", "message", "winner_message"],
        "properties": {
            "player": ref("Hand"),
            "banker": ref("Hand"),
            "winner": WINNER,
            "cards_used": {"type": "integer", "minimum": 4, "maximum": 6},
            "steps": {"type": "array", "items": ref("Step")},
            "bets": {
                "type": "object",
                "required": list(SIDE_BETS),
                "properties": {key: {"type": "string", "enum": ["win", "lose"]} for key in SIDE_BETS},
            },
            "message": {"type": "string", "description": "Who drew and why, in one sentence."},
            "winner_message": {"type": "string"},
        },
    },
}

ENDPOINT = Endpoint(
    path="coup",
    form=CoupForm,
    answer=answer,
    summary="Play a coup from cards in shoe order",
    description="Player, banker, player, banker, then any third cards. Cards after those the coup uses are "
    "ignored, but all must be cards an 8-deck shoe holds.",
    parameters=(
        query("cards", "Cards in shoe order (at least four).", card_list_schema(CARDS), example="A,5,K,3,8,2"),
    ),
    returns="The coup, step by step, and the side bets settled.",
    schema="Coup",
    schemas=SCHEMAS,
    spellings={"cards": CARDS},
    errors=frozenset(
        {
            ApiErrorCode.MISSING_PARAMETER,
            ApiErrorCode.UNKNOWN_CARD,
            ApiErrorCode.TOO_MANY_CARDS,
            ApiErrorCode.TOO_FEW_CARDS,
            ApiErrorCode.NOT_IN_SHOE,
        }
    ),
    rules_errors=frozenset({ApiErrorCode.TOO_FEW_CARDS, ApiErrorCode.NOT_IN_SHOE}),
)
