"""Pieces of the OpenAPI document that endpoints share: references, query parameters, common schemas.

The document is written by hand; its lists of codes, cards and bets come from the engine and from
``ApiErrorCode`` so that they cannot drift. ``SHARED_SCHEMAS`` are the components more than one endpoint
refers to; an endpoint's own components go in its ``Endpoint.schemas``.
"""

from typing import Any

from api.errors import ApiErrorCode
from api.spellings import DECKS, Spelling
from baccarat import MAX_CARDS, PAYTABLE, RANKS, STOOD

Schema = dict[str, Any]


def ref(name: str) -> Schema:
    return {"$ref": f"#/components/schemas/{name}"}


def nullable(schema: Schema) -> Schema:
    return {"anyOf": [schema, {"type": "null"}]}


def query(name: str, description: str, schema: Schema, *, required: bool = True, example: str | None = None) -> Schema:
    """One query parameter."""
    parameter = {"name": name, "in": "query", "required": required, "description": description, "schema": schema}
    if example is not None:
        parameter["example"] = example
    return parameter


def query_object(description: str, schema: Schema) -> Schema:
    """The whole query as one object, each property its own parameter: for parameters that depend on each
    other (``dependentSchemas``, ``oneOf``), which separate parameters cannot state."""
    return {
        "name": "query",
        "in": "query",
        "style": "form",
        "explode": True,
        "required": True,
        "description": description,
        "schema": schema,
    }


def spelled(spelling: Spelling, **schema: Any) -> Schema:
    """A string parameter's schema with its documented spelling."""
    return {"type": "string", "pattern": spelling.pattern, **schema}


def card_list_schema(spelling: Spelling) -> Schema:
    return spelled(
        spelling,
        maxLength=3 * MAX_CARDS,
        description="Ranks A, 2–9, 10 (or T), J, Q, K in either case, plain or full-width, separated by "
        "commas, 、 or spaces.",
    )


DECKS_PARAMETER = query("decks", "Decks in the shoe: 1 to 8, plain or full-width.", spelled(DECKS), example="8")

TOTAL: Schema = {"type": "integer", "minimum": 0, "maximum": 9}
HAND: Schema = {"type": "string", "enum": ["player", "banker"]}
WINNER: Schema = {"type": "string", "enum": ["player", "banker", "tie"]}
COLUMN: Schema = nullable(
    {"anyOf": [TOTAL, {"const": STOOD}], "description": f"A third-card value 0–9, or {STOOD!r} if the player stood."}
)
PROBABILITY: Schema = {"type": "number", "minimum": 0, "maximum": 1}
INDEX: Schema = {"type": "integer", "minimum": 0}
DECK_COUNT: Schema = {"type": "integer", "minimum": 1, "maximum": 8}
BETS_ODDS: Schema = {
    "type": "object",
    "required": list(PAYTABLE),
    "properties": {key: ref("BetOdds") for key in PAYTABLE},
}

SHARED_SCHEMAS: dict[str, Schema] = {
    "Card": {"type": "string", "enum": list(RANKS), "description": "A rank; 10, J, Q and K count 0, A counts 1."},
    "BetOdds": {
        "type": "object",
        "required": ["payout", "win", "push", "lose", "house_edge", "house_edge_resolved", "unavailable"],
        "properties": {
            "payout": {"type": "string", "examples": ["1:1 less 5%"]},
            "win": nullable(PROBABILITY),
            "push": nullable(PROBABILITY),
            "lose": nullable(PROBABILITY),
            "house_edge": {
                "type": ["number", "null"],
                "description": "Expected loss per unit staked (0.0106 = 1.06%); below zero, the bettor's edge.",
            },
            "house_edge_resolved": {
                "type": ["number", "null"],
                "description": "Per hand that does not push; null for a bet that never pushes.",
            },
            "unavailable": {
                "anyOf": [{"const": "suits_unknown"}, {"type": "null"}],
                "description": "Why every figure is null: suits_unknown for a suited pair (the Perfect Pair) "
                "from a shoe whose cards came out by rank alone, so that their suits are not known. "
                "null when the figures are given.",
            },
        },
    },
    "Error": {
        "type": "object",
        "required": ["error"],
        "properties": {
            "error": {
                "type": "object",
                "required": ["code", "message", "parameter"],
                "properties": {
                    "code": {"type": "string", "enum": [code.value for code in ApiErrorCode]},
                    "message": {"type": "string", "description": "In the language of Accept-Language."},
                    "parameter": {"type": ["string", "null"], "description": "The parameter at fault, if one."},
                },
            }
        },
    },
}

CACHED = {
    "Cache-Control": {"schema": {"type": "string", "examples": ["max-age=86400, public"]}},
    "Content-Language": {"schema": {"type": "string", "enum": ["ko", "ja", "en"]}},
}
ACCEPT_LANGUAGE: Schema = {
    "name": "Accept-Language",
    "in": "header",
    "required": False,
    "description": "ko, ja or en (the default): the language of every message.",
    "schema": {"type": "string"},
}
NOT_ALLOWED: Schema = {
    "description": "Only GET and HEAD are allowed.",
    "content": {"application/json": {"schema": ref("Error")}},
}
