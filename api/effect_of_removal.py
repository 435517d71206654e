"""``/api/effect-of-removal``: every bet's odds with one card of each rank gone from a full shoe."""

from api.endpoint import Endpoint
from api.errors import ApiErrorCode
from api.schema import BETS_ODDS, DECK_COUNT, DECKS_PARAMETER
from api.spellings import DECKS
from baccarat import PAYTABLE, RANKS, removal_report
from odds.forms import DecksForm


def answer(form: DecksForm) -> dict:
    return removal_report(form.cleaned_data["decks"])


EFFECT_OF_REMOVAL = {
    "type": "object",
    "description": "Every bet for a full shoe less one card of each rank (a spade; by symmetry any suit "
    "gives the same odds, the Perfect Pair's included).",
    "required": ["decks", "ranks"],
    "properties": {
        "decks": DECK_COUNT,
        "ranks": {
            "type": "object",
            "required": list(RANKS),
            "additionalProperties": False,
            "properties": {
                rank: {
                    "type": "object",
                    "required": ["bets", "change"],
                    "properties": {
                        "bets": BETS_ODDS,
                        "change": {
                            "type": "object",
                            "description": "Each bet's house edge with the card gone minus its edge for the "
                            "full shoe (-0.0001 = 0.01 points better for the bettor).",
                            "required": list(PAYTABLE),
                            "properties": {key: {"type": "number"} for key in PAYTABLE},
                        },
                    },
                }
                for rank in RANKS
            },
        },
    },
}

ENDPOINT = Endpoint(
    path="effect-of-removal",
    form=DecksForm,
    answer=answer,
    summary="The effect of removing one card of each rank",
    description="For a full shoe of 1–8 decks: every bet's odds with one card of each rank gone, and the change "
    "in each bet's house edge.",
    parameters=(DECKS_PARAMETER,),
    returns="Per rank, the bets and the change in their edges.",
    schema="EffectOfRemoval",
    schemas={"EffectOfRemoval": EFFECT_OF_REMOVAL},
    spellings={"decks": DECKS},
    errors=frozenset({ApiErrorCode.MISSING_PARAMETER, ApiErrorCode.INVALID_VALUE}),
)
