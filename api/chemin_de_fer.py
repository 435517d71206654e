"""``/api/chemin-de-fer``: chemin de fer solved, as JSON.

``GET /api/chemin-de-fer?model=B2&decks=6&commission=0.05``: the value of the game to the player per coup,
the player's optimal play on 5 (one probability under A1 and B2, one per two-card 5 under B3), the banker's
optimal play where it leaves the punto banco table, and the banker's best replies to a player who always
draws or always stands on 5. Every probability and value is ``{"fraction": "p/q", "value": float}``.
"""

from fractions import Fraction

from django.utils.translation import gettext_lazy

from api.endpoint import Endpoint
from api.errors import ApiErrorCode, BadQuery
from api.schema import query, ref, spelled
from api.spellings import DECKS, DIGITS, Spelling, wide
from baccarat import STOOD
from baccarat.chemin_de_fer import MAX_COMMISSION, BankerPlay, BestReply, Model, Solution, SolveError
from baccarat_site import wording
from chemin_de_fer.forms import COMMISSION_PLACES, DEFAULT_DECKS, SolveForm

ZERO, ONE, POINT = f"[{wide('0')}]", f"[{wide('1')}]", f"[{wide('.')}]"
SPELLINGS = {
    "model": Spelling(
        f"^(?:[{wide('Aa')}]{ONE}|[{wide('Bb')}][{wide('23')}])$",
        ApiErrorCode.INVALID_VALUE,
        gettext_lazy("The model is A1, B2 or B3."),
    ),
    "decks": DECKS,
    "commission": Spelling(
        f"^{ZERO}(?:{POINT}(?:{ZERO}[{DIGITS}]{{0,3}}|{ONE}{ZERO}{{0,3}}))?$",
        ApiErrorCode.BAD_COMMISSION,
        gettext_lazy("The commission is a decimal from 0 to %(most)s, such as 0.05 for 5%%."),
        {"most": str(float(MAX_COMMISSION))},
    ),
}
"""Plain or full-width, as Korean and Japanese keyboards type them. The commission is 0, or 0.0 to 0.0999
(up to four decimals), or 0.1 (0.10, 0.100, 0.1000): what the form takes, so these messages never show."""

EXACT = {
    "type": "object",
    "required": ["fraction", "value"],
    "properties": {
        "fraction": {"type": "string", "pattern": r"^-?\d+(?:/\d+)?$", "examples": ["9/11"]},
        "value": {"type": "number"},
    },
    "description": "An exact rational number, and the same as a float.",
}
PROBABILITY = EXACT | {"description": "A probability, exactly and as a float."}
TWO_CARD_FIVES = ["0-5", "1-4", "2-3", "6-9", "7-8"]
CELL = {
    "type": "object",
    "required": ["hand", "total", "player", "draw", "table_draws"],
    "properties": {
        "hand": {
            "type": "string",
            "description": 'The banker\'s hand as he sees it: its total under A1, its two point values ("0-6") '
            "otherwise.",
        },
        "total": {"type": "integer", "minimum": 0, "maximum": 7},
        "player": {
            "anyOf": [{"type": "integer", "minimum": 0, "maximum": 9}, {"const": STOOD}],
            "description": f"The player's third card, or {STOOD!r}.",
        },
        "draw": ref("Probability"),
        "table_draws": {"type": "boolean", "description": "What the punto banco table does in this cell."},
    },
}
BEST_REPLY = {
    "type": "object",
    "required": ["player_draws_on_5", "value", "banker_value", "differs_from_table"],
    "properties": {
        "player_draws_on_5": {"type": "boolean"},
        "value": ref("Exact"),
        "banker_value": ref("Exact"),
        "differs_from_table": {"type": "array", "items": ref("BankerCell")},
    },
}
SCHEMA = {
    "type": "object",
    "required": ["model", "decks", "commission", "zero_sum", "value", "banker_value", "player", "banker", "equilibria"],
    "properties": {
        "model": {"type": "string", "enum": list(Model)},
        "decks": {"type": "integer", "minimum": 1, "maximum": 8},
        "commission": ref("Exact"),
        "zero_sum": {
            "type": "boolean",
            "description": "True without commission: the banker wins what the player loses.",
        },
        "value": ref("Exact") | {"description": "The player's expected result per coup, per unit staked."},
        "banker_value": ref("Exact"),
        "player": {
            "type": "object",
            "required": ["draw_on_5"],
            "properties": {
                "draw_on_5": {
                    "oneOf": [
                        ref("Probability"),
                        {
                            "type": "object",
                            "required": TWO_CARD_FIVES,
                            "properties": dict.fromkeys(TWO_CARD_FIVES, ref("Probability")),
                            "additionalProperties": False,
                            "description": "Under B3: per two-card 5, by point values.",
                        },
                    ]
                }
            },
        },
        "banker": {
            "type": "object",
            "required": ["differs_from_table", "best_reply_to_always_draw", "best_reply_to_always_stand"],
            "properties": {
                "differs_from_table": {
                    "type": "array",
                    "items": ref("BankerCell"),
                    "description": "The cells where the optimal banker does not play as the punto banco table; "
                    "in every other cell he does.",
                },
                "best_reply_to_always_draw": ref("BestReply"),
                "best_reply_to_always_stand": ref("BestReply"),
            },
        },
        "equilibria": {
            "type": "integer",
            "minimum": 1,
            "description": "How many equilibria were found (almost always 1).",
        },
    },
}


def exact(number: Fraction) -> dict[str, object]:
    return {"fraction": str(number), "value": float(number)}


def cells_json(play: BankerPlay) -> list[dict[str, object]]:
    differs = play.differs_from_table()
    return [
        {
            "hand": cell.hand.label,
            "total": cell.hand.total,
            "player": cell.player,
            "draw": exact(draw),
            "table_draws": cell.table_draws,
        }
        for cell, draw in differs.items()
    ]


def solution_json(solution: Solution) -> dict[str, object]:
    if solution.model is Model.B3:
        draw_on_5: dict[str, object] = {hand.label: exact(draw) for hand, draw in solution.draw_on_5.items()}
    else:
        draw_on_5 = exact(next(iter(solution.draw_on_5.values())))
    always_draw, always_stand = solution.best_replies
    return {
        "model": solution.model,
        "decks": solution.decks,
        "commission": exact(solution.commission),
        "zero_sum": solution.zero_sum,
        "value": exact(solution.value),
        "banker_value": exact(solution.banker_value),
        "player": {"draw_on_5": draw_on_5},
        "banker": {
            "differs_from_table": cells_json(solution.banker),
            "best_reply_to_always_draw": reply_json(always_draw),
            "best_reply_to_always_stand": reply_json(always_stand),
        },
        "equilibria": solution.equilibria,
    }


def reply_json(reply: BestReply) -> dict[str, object]:
    return {
        "player_draws_on_5": reply.player_draws_on_5,
        "value": exact(reply.value),
        "banker_value": exact(reply.banker_value),
        "differs_from_table": cells_json(reply.banker),
    }


def answer(form: SolveForm) -> dict[str, object]:
    try:
        return solution_json(form.solution())
    except SolveError as error:
        raise BadQuery(ApiErrorCode.NO_EQUILIBRIUM, wording.error_message(error), "commission") from error


ENDPOINT = Endpoint(
    path="chemin-de-fer",
    form=SolveForm,
    answer=answer,
    summary="Chemin de fer solved",
    description="The optimal play of chemin de fer, the player's option on 5 and the banker's choice in every "
    "cell, under the information models of Ethier and Gámez (2013): A1 (cards replaced; each side sees his "
    "total), B2 (a shoe; the banker sees his two cards, the player his total), B3 (each sees his two cards). "
    "With a commission the game is not zero-sum and the answer is a Nash equilibrium.",
    parameters=(
        query("model", "A1, B2 or B3, plain or full-width.", spelled(SPELLINGS["model"]), example="B2"),
        query(
            "decks",
            f"Decks in the shoe, 1 to 8 (default {DEFAULT_DECKS}); A1 replaces the cards, so its answer is the same "
            "for every count.",
            spelled(DECKS),
            required=False,
            example="6",
        ),
        query(
            "commission",
            f"The commission on the banker's wins, 0 to {float(MAX_COMMISSION)}, with at most {COMMISSION_PLACES} "
            "decimals (default 0: the parlour game).",
            spelled(SPELLINGS["commission"]),
            required=False,
            example="0.05",
        ),
    ),
    returns="The solution.",
    schema="CheminDeFer",
    schemas={
        "CheminDeFer": SCHEMA,
        "Exact": EXACT,
        "Probability": PROBABILITY,
        "BankerCell": CELL,
        "BestReply": BEST_REPLY,
    },
    spellings=SPELLINGS,
    errors=frozenset(
        {
            ApiErrorCode.MISSING_PARAMETER,
            ApiErrorCode.INVALID_VALUE,
            ApiErrorCode.BAD_COMMISSION,
            ApiErrorCode.NO_EQUILIBRIUM,
        }
    ),
    rules_errors=frozenset({ApiErrorCode.NO_EQUILIBRIUM}),
)
