"""``/api/roads``: the five scoreboard roads and ask-the-road, for ``?seed=N`` (a dealt shoe) or ``?results=BPT…``.

Grids are six rows of references, left to right: ``{"coup": i}`` into the results, ``{"column": c,
"row": r}`` into the Big Road's columns, ``{"mark": i}`` into a derived road's marks; all 0-based.
"""

from collections.abc import Callable
from typing import Any

from django.utils.translation import gettext_lazy

from api.endpoint import Endpoint
from api.errors import ApiErrorCode
from api.schema import HAND, INDEX, WINNER, nullable, query_object, ref, spelled
from api.spellings import DIGITS, Spelling, wide
from baccarat.roads import DERIVED_ROADS, MAX_COUPS, MAX_SEED, ROWS, Grid, Roads, roads
from roads.forms import RoadsForm


def grid_json(grid: Grid, reference: Callable[[Any], dict]) -> list[list[dict | None]]:
    return [[reference(cell) if cell else None for cell in row] for row in grid.rows()]


def result_json(result) -> dict:
    return {
        "winner": result.winner,
        "natural": result.natural,
        "player_pair": result.player_pair,
        "banker_pair": result.banker_pair,
    }


def roads_json(drawn: Roads) -> dict:
    coup_index = {id(result): index for index, result in enumerate(drawn.results)}
    big_road = drawn.big_road
    answer = {
        "bead_plate": {
            "results": [result_json(result) for result in drawn.results],
            "grid": grid_json(drawn.bead_plate, lambda result: {"coup": coup_index[id(result)]}),
        },
        "big_road": {
            "columns": [
                [{"winner": entry.winner, "ties": entry.ties, "coup": entry.coup} for entry in column]
                for column in big_road.columns
            ],
            "leading_ties": big_road.leading_ties,
            "grid": grid_json(big_road.grid, lambda entry: {"column": entry.column, "row": entry.row}),
        },
        "ask": drawn.ask,
    }
    for name in DERIVED_ROADS:
        road = drawn.derived[name]
        mark_index = {id(mark): index for index, mark in enumerate(road.marks)}
        answer[name] = {
            "marks": [
                {"colour": mark.colour, "column": mark.column, "row": mark.row, "compared": list(mark.compared)}
                for mark in road.marks
            ],
            "grid": grid_json(road.grid, lambda mark, mark_index=mark_index: {"mark": mark_index[id(mark)]}),
        }
    return answer


def answer(form: RoadsForm) -> dict:
    data = form.cleaned_data
    shoe_odds = data["shoe"]
    return {"seed": shoe_odds.shoe.seed if shoe_odds else None, "coups": data["step"]} | roads_json(
        roads(data["results"][: data["step"]])
    )


RESULT = f"[{wide('BPTbpt')}]"
RESULT_SEPARATOR = f"[{wide(' ,')}]"
SPELLINGS = {
    "seed": Spelling(
        f"^[{DIGITS}]{{1,{len(str(MAX_SEED))}}}$",  # MAX_SEED is all nines
        ApiErrorCode.BAD_SEED,
        gettext_lazy("Enter a shoe number from 0 to %(max)s."),
        {"max": MAX_SEED},
    ),
    "results": Spelling(
        f"^{RESULT_SEPARATOR}*{RESULT}(?:{RESULT_SEPARATOR}*{RESULT}){{0,{MAX_COUPS - 1}}}{RESULT_SEPARATOR}*$",
        ApiErrorCode.BAD_RESULT,
        gettext_lazy("Write the results as the letters B, P and T, with nothing, spaces or commas between them."),
    ),
    "step": Spelling(
        f"^[{DIGITS}]+$", ApiErrorCode.BAD_STEP, gettext_lazy("A step is a whole number of coups, such as 5.")
    ),
}

QUERY = {
    "type": "object",
    "properties": {
        "seed": spelled(
            SPELLINGS["seed"],
            description=f"A shoe number, 0 to {MAX_SEED}, in plain or full-width digits.",
            examples=["7"],
        ),
        "results": spelled(
            SPELLINGS["results"],
            description=f"Results in order: B (banker), P (player), T (tie), 1 to {MAX_COUPS} of them (the "
            "most coups an 8-deck shoe can deal), in either case, plain or full-width; spaces and commas between "
            "them are ignored.",
            examples=["BBPTPPB"],
        ),
        "step": spelled(
            SPELLINGS["step"],
            description="Draw only the first this many coups (default: all), at most the number of coups: "
            "plain or full-width digits.",
            examples=["5"],
        ),
    },
    "additionalProperties": False,
    "oneOf": [{"required": ["seed"]}, {"required": ["results"]}],
}


def road_grid(reference: dict) -> dict:
    rows = {"type": "array", "items": nullable(reference)}
    return {
        "type": "array",
        "items": rows,
        "minItems": ROWS,
        "maxItems": ROWS,
        "description": "Six rows, left to right.",
    }


COLOUR = {"type": "string", "enum": ["red", "blue"]}
FLAG = {"type": ["boolean", "null"], "description": "null for typed results, which carry no cards."}
SCHEMAS = {
    "DerivedRoad": {
        "type": "object",
        "required": ["marks", "grid"],
        "properties": {
            "marks": {
                "type": "array",
                "description": "In the order the Big Road's entries made them.",
                "items": {
                    "type": "object",
                    "required": ["colour", "column", "row", "compared"],
                    "properties": {
                        "colour": COLOUR,
                        "column": INDEX | {"description": "The Big Road entry that made the mark (0-based)."},
                        "row": INDEX,
                        "compared": {
                            "type": "array",
                            "items": INDEX,
                            "minItems": 2,
                            "maxItems": 2,
                            "description": "The two Big Road columns the mark compares.",
                        },
                    },
                },
            },
            "grid": road_grid({"type": "object", "required": ["mark"], "properties": {"mark": INDEX}}),
        },
    },
    "Roads": {
        "type": "object",
        "required": ["seed", "coups", "bead_plate", "big_road", *DERIVED_ROADS, "ask"],
        "properties": {
            "seed": nullable(INDEX),
            "coups": {"type": "integer", "minimum": 0, "maximum": MAX_COUPS},
            "bead_plate": {
                "type": "object",
                "required": ["results", "grid"],
                "properties": {
                    "results": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "required": ["winner", "natural", "player_pair", "banker_pair"],
                            "properties": {"winner": WINNER, "natural": FLAG, "player_pair": FLAG, "banker_pair": FLAG},
                        },
                    },
                    "grid": road_grid({"type": "object", "required": ["coup"], "properties": {"coup": INDEX}}),
                },
            },
            "big_road": {
                "type": "object",
                "required": ["columns", "leading_ties", "grid"],
                "properties": {
                    "columns": {
                        "type": "array",
                        "items": {
                            "type": "array",
                            "items": {
                                "type": "object",
                                "required": ["winner", "ties", "coup"],
                                "properties": {"winner": HAND, "ties": INDEX, "coup": INDEX},
                            },
                        },
                    },
                    "leading_ties": INDEX,
                    "grid": road_grid(
                        {"type": "object", "required": ["column", "row"], "properties": {"column": INDEX, "row": INDEX}}
                    ),
                },
            },
            **{name: ref("DerivedRoad") for name in DERIVED_ROADS},
            "ask": {
                "type": "object",
                "description": "The mark each derived road would add after a banker win, and after a player win.",
                "required": ["banker", "player"],
                "properties": {
                    winner: {
                        "type": "object",
                        "required": list(DERIVED_ROADS),
                        "properties": {name: nullable(COLOUR) for name in DERIVED_ROADS},
                    }
                    for winner in ("banker", "player")
                },
            },
        },
    },
}

ENDPOINT = Endpoint(
    path="roads",
    form=RoadsForm,
    answer=answer,
    summary="The scoreboard roads",
    description="Bead Plate, Big Road, Big Eye Boy, Small Road and Cockroach Pig, and ask-the-road, for a shoe "
    "dealt from a seed (8 decks, burn and cut card, every coup played by the rules) or for typed results. Give "
    "seed or results, not both. Grids hold 0-based references into the lists beside them.",
    parameters=(query_object("seed or results, and step, each its own query parameter.", QUERY),),
    returns="The five roads and ask-the-road.",
    schema="Roads",
    schemas=SCHEMAS,
    spellings=SPELLINGS,
    errors=frozenset(
        {
            ApiErrorCode.BAD_SEED,
            ApiErrorCode.BAD_RESULT,
            ApiErrorCode.NO_RESULTS,
            ApiErrorCode.TOO_MANY_RESULTS,
            ApiErrorCode.SEED_OR_RESULTS,
            ApiErrorCode.BAD_STEP,
        }
    ),
    rules_errors=frozenset({ApiErrorCode.BAD_STEP}),  # a step past the last coup of the shoe the seed deals
)
