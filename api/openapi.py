"""The OpenAPI 3.1 description of the JSON API, served at ``/api/openapi.json``.

Written by hand; the lists of codes, cards and bets come from the engine so they cannot drift from it,
and the tests check every answer of the API against these schemas. The document states exactly how
each parameter is written (`SPELLINGS`: the API refuses any other spelling), and how the decision's
parameters depend on each other; schemathesis checks both ways (tests/api/test_api_contract.py). What
only the rules can tell (a coup that needs more cards than were given, more cards of a rank than
the shoe holds) is a 400 with one of `RULES_ERROR_CODES`.
"""

from baccarat import MAX_CARDS, PAYTABLE, RANKS, REASONS, SIDE_BETS, STEPS, STOOD
from odds.forms import MAX_PAYOUT, PAYOUT_PLACES, pay_field_name, payout_values

ERROR_CODES = [
    "missing_parameter",
    "invalid_value",
    "unknown_parameter",
    "repeated_parameter",
    "too_many_parameters",
    "unknown_card",
    "unexpected_third_card",
    "too_many_cards",
    "too_few_cards",
    "not_in_shoe",
    "shoe_too_small",
    "unknown_bet",
    "invalid_payout",
    "payout_not_positive",
    "payout_too_large",
    "too_many_decimals",
    "wrong_payout_count",
    "method_not_allowed",
]


RULES_ERROR_CODES = ["too_few_cards", "not_in_shoe", "shoe_too_small"]
"""Refusals of well-written requests that the rules decide: no schema can state them."""


def full_width(text):
    """`text` in full-width forms (Ａ for A, ５ for 5, ，for a comma), as Korean and Japanese keyboards type it."""
    return "".join(chr(ord(character) + 0xFEE0) for character in text if "!" <= character <= "~")


def wide(characters):
    """`characters` and their full-width forms (an ideographic space for a space): the API reads both."""
    return characters + full_width(characters) + ("\u3000" if " " in characters else "")


DIGITS = wide("0123456789")
CARD = f"(?:[{wide('AaJjQqKkTt23456789')}]|[{wide('1')}][{wide('0')}])"
"""A rank as the API takes it: A, 2–9, 10 or T, J, Q, K, in either case, in plain or full-width letters."""
SEPARATOR = f"[{wide(' ,')}、]"


def card_list(min_cards, max_cards):
    """A pattern for `min_cards` to `max_cards` cards separated by commas, 、 or spaces."""
    return f"{SEPARATOR}*{CARD}(?:{SEPARATOR}+{CARD}){{{min_cards - 1},{max_cards - 1}}}{SEPARATOR}*"


def digit(highest):
    """A pattern for one digit from 0 to `highest`, plain or full-width."""
    return f"^[0-{highest}０-{chr(ord('０') + highest)}]$"


def full_width_or_plain(text):
    """A pattern for `text` with each character plain or full-width."""
    return "".join(f"[{character}{full_width(character)}]" for character in text)


PLAIN_THIRD_CARDS = list(dict.fromkeys([*RANKS, "T", *(str(value) for value in range(10))]))
PLAIN_THIRD_CARDS += [code.lower() for code in PLAIN_THIRD_CARDS if code.isalpha()]
THIRD_CARDS = PLAIN_THIRD_CARDS + [full_width(code) for code in PLAIN_THIRD_CARDS]
SPELLINGS = {
    "cards": f"^{card_list(4, MAX_CARDS)}$",  # a coup deals at least four cards
    "remove": f"^(?:{card_list(1, MAX_CARDS)})?$",  # empty: nothing removed
    "player_third": f"^(?:{'|'.join(THIRD_CARDS)})$",
    "player_total": digit(9),
    "banker_total": digit(9),
    "decks": f"^[1-8{full_width('12345678')}]$",
}
"""How the API's parameters are written where its forms, which also read what a person types into the
lookup (NFKC-equivalent characters such as ⑤, tabs, spaces around a number, an empty value for "none"),
would take more: the API refuses anything else, so that it takes exactly what this document says."""


def ref(name):
    return {"$ref": f"#/components/schemas/{name}"}


def nullable(schema):
    return {"anyOf": [schema, {"type": "null"}]}


TOTAL = {"type": "integer", "minimum": 0, "maximum": 9}
HAND = {"type": "string", "enum": ["player", "banker"]}
WINNER = {"type": "string", "enum": ["player", "banker", "tie"]}
COLUMN = nullable(
    {"anyOf": [TOTAL, {"const": STOOD}], "description": f"A third-card value 0–9, or {STOOD!r} if the player stood."}
)
PROBABILITY = {"type": "number", "minimum": 0, "maximum": 1}

SCHEMAS = {
    "Card": {"type": "string", "enum": list(RANKS), "description": "A rank; 10, J, Q and K count 0, A counts 1."},
    "Decision": {
        "type": "object",
        "required": [
            "natural",
            "natural_hand",
            "player_draws",
            "banker_draws",
            "reason",
            "row",
            "column",
            "message",
        ],
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
    },
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
    "Odds": {
        "type": "object",
        "description": "Exact odds, as printed by `manage.py odds --json`.",
        "required": ["decks", "cards", "removed", "total", "outcomes", "probabilities", "bets"],
        "properties": {
            "decks": {"type": "integer", "minimum": 1, "maximum": 8},
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
            "bets": {
                "type": "object",
                "required": list(PAYTABLE),
                "properties": {key: ref("BetOdds") for key in PAYTABLE},
            },
        },
    },
    "EffectOfRemoval": {
        "type": "object",
        "description": "Every bet for a full shoe less one card of each rank (a spade; by symmetry any suit "
        "gives the same odds, the Perfect Pair's included).",
        "required": ["decks", "ranks"],
        "properties": {
            "decks": {"type": "integer", "minimum": 1, "maximum": 8},
            "ranks": {
                "type": "object",
                "required": list(RANKS),
                "additionalProperties": False,
                "properties": {
                    rank: {
                        "type": "object",
                        "required": ["bets", "change"],
                        "properties": {
                            "bets": {
                                "type": "object",
                                "required": list(PAYTABLE),
                                "properties": {key: ref("BetOdds") for key in PAYTABLE},
                            },
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
    },
    "Error": {
        "type": "object",
        "required": ["error"],
        "properties": {
            "error": {
                "type": "object",
                "required": ["code", "message", "parameter"],
                "properties": {
                    "code": {"type": "string", "enum": ERROR_CODES},
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


def answer(description, schema):
    return {"description": description, "headers": CACHED, "content": {"application/json": {"schema": ref(schema)}}}


BAD_REQUEST = {
    "description": "Bad input: a missing, unknown, repeated or impossible parameter, or a request the rules "
    f"cannot play (codes {', '.join(RULES_ERROR_CODES)}).",
    "content": {"application/json": {"schema": ref("Error")}},
}
NOT_ALLOWED = {
    "description": "Only GET and HEAD are allowed.",
    "content": {"application/json": {"schema": ref("Error")}},
}
ACCEPT_LANGUAGE = {
    "name": "Accept-Language",
    "in": "header",
    "required": False,
    "description": "ko, ja or en (the default): the language of every message.",
    "schema": {"type": "string"},
}


def query(name, description, schema, required=True, example=None):
    parameter = {"name": name, "in": "query", "required": required, "description": description, "schema": schema}
    if example is not None:
        parameter["example"] = example
    return parameter


def get(operation_id, summary, description, parameters, response):
    return {
        "get": {
            "operationId": operation_id,
            "summary": summary,
            "description": description + " Unknown or repeated parameters are refused (400).",
            "parameters": [*parameters, ACCEPT_LANGUAGE],
            "responses": {"200": response, "400": BAD_REQUEST, "405": NOT_ALLOWED},
        }
    }


def card_list_schema(name):
    return {
        "type": "string",
        "pattern": SPELLINGS[name],
        "maxLength": 3 * MAX_CARDS,
        "description": "Ranks A, 2–9, 10 (or T), J, Q, K in either case, plain or full-width, separated by "
        "commas, 、 or spaces.",
    }


THIRD_CARD = {"type": "string", "enum": THIRD_CARDS}
DECKS = {"type": "string", "pattern": SPELLINGS["decks"]}
DECISION_QUERY = {
    "type": "object",
    "properties": {
        "player_total": {
            "type": "string",
            "pattern": SPELLINGS["player_total"],
            "description": "The player's two-card total. Required unless player_third is given: a third card "
            "says the player drew, and the banker's move does not depend on the player's total then. A digit, "
            "plain or full-width.",
            "examples": ["5"],
        },
        "banker_total": {
            "type": "string",
            "pattern": SPELLINGS["banker_total"],
            "description": "The banker's two-card total: a digit, plain or full-width.",
            "examples": ["5"],
        },
        "player_third": THIRD_CARD
        | {
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


def pay_parameter(key, bet):
    lines = len(bet.paying_lines)
    name = pay_field_name(key)
    SPELLINGS[name] = f"^[ \u3000]*(?:{PAYOUT}(?:{PAYOUT_SEPARATOR}{PAYOUT}){{{lines - 1}}})?[ \u3000]*$"
    return query(
        name,
        f"What the table pays on {key}, to 1: {lines} number(s), separated by commas, in the order of "
        f"its paytable ({bet.payout_text}); each more than 0 and at most {MAX_PAYOUT}, with at most "
        f"{PAYOUT_PLACES} decimal places, in plain or full-width digits. The usual: {payout_values(bet)}. "
        "Leave it out (or empty) for the usual paytable; the odds answer for the one given, exactly. An "
        "unknown bet is refused (unknown_bet).",
        {"type": "string", "pattern": SPELLINGS[name], "maxLength": 12 * lines},
        required=False,
    )


OPENAPI = {
    "openapi": "3.1.0",
    "info": {
        "title": "Baccarat rules API",
        "version": "1.0.0",
        "summary": "The rules of punto banco baccarat: who draws, a coup played out, the exact odds.",
        "description": "Read-only and deterministic: answers may be cached for a day. Messages are in the "
        "language of Accept-Language (Korean, Japanese or English).",
    },
    "servers": [{"url": "/"}],
    "paths": {
        "/api/decision": get(
            "decision",
            "Who draws, for two-card totals",
            "The third-card rules applied to the player's and the banker's two-card totals, and the "
            "player's third card once drawn.",
            [
                {
                    "name": "query",
                    "in": "query",
                    "style": "form",
                    "explode": True,
                    "required": True,
                    "description": "player_total, banker_total and player_third, each its own query parameter.",
                    "schema": DECISION_QUERY,
                }
            ],
            answer("The decision.", "Decision"),
        ),
        "/api/coup": get(
            "coup",
            "Play a coup from cards in shoe order",
            "Player, banker, player, banker, then any third cards. Cards after those the coup uses are "
            "ignored, but all must be cards an 8-deck shoe holds.",
            [query("cards", "Cards in shoe order (at least four).", card_list_schema("cards"), example="A,5,K,3,8,2")],
            answer("The coup, step by step, and the side bets settled.", "Coup"),
        ),
        "/api/odds": get(
            "odds",
            "Exact odds for a shoe",
            "Every outcome and bet for a shoe of 1–8 decks, less any cards removed.",
            [
                query("decks", "Decks in the shoe: 1 to 8, plain or full-width.", DECKS, example="8"),
                query("remove", "Cards already dealt.", card_list_schema("remove"), required=False, example="5,5,9"),
                *(pay_parameter(key, bet) for key, bet in PAYTABLE.items()),
            ],
            answer("The odds report.", "Odds"),
        ),
        "/api/effect-of-removal": get(
            "effect_of_removal",
            "The effect of removing one card of each rank",
            "For a full shoe of 1–8 decks: every bet's odds with one card of each rank gone, and the change "
            "in each bet's house edge.",
            [query("decks", "Decks in the shoe: 1 to 8, plain or full-width.", DECKS, example="8")],
            answer("Per rank, the bets and the change in their edges.", "EffectOfRemoval"),
        ),
        "/api/openapi.json": {
            "get": {
                "operationId": "openapi",
                "summary": "This document",
                "responses": {
                    "200": {
                        "description": "OpenAPI 3.1",
                        "content": {"application/json": {"schema": {"type": "object"}}},
                    }
                },
            }
        },
    },
    "components": {"schemas": SCHEMAS},
}


# --- The scoreboard roads: /api/roads (roads/api_roads.py), added in one block so it moves as one. ---

from baccarat.roads import DERIVED_ROADS, MAX_COUPS, MAX_SEED, ROWS  # noqa: E402

ERROR_CODES += ["bad_seed", "bad_result", "no_results", "too_many_results", "seed_or_results", "bad_step"]


def road_grid(reference):
    rows = {"type": "array", "items": nullable(reference)}
    return {
        "type": "array",
        "items": rows,
        "minItems": ROWS,
        "maxItems": ROWS,
        "description": "Six rows, left to right.",
    }


INDEX = {"type": "integer", "minimum": 0}
COLOUR = {"type": "string", "enum": ["red", "blue"]}
FLAG = {"type": ["boolean", "null"], "description": "null for typed results, which carry no cards."}
SCHEMAS |= {
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

RULES_ERROR_CODES += ["bad_step"]  # a step past the last coup of the shoe the seed deals
RESULT = f"[{wide('BPTbpt')}]"
RESULT_SEPARATOR = f"[{wide(' ,')}]"
SPELLINGS |= {
    "seed": f"^[{DIGITS}]{{1,{len(str(MAX_SEED))}}}$",  # MAX_SEED is all nines
    "results": f"^{RESULT_SEPARATOR}*{RESULT}(?:{RESULT_SEPARATOR}*{RESULT}){{0,{MAX_COUPS - 1}}}{RESULT_SEPARATOR}*$",
    "step": f"^[{DIGITS}]+$",
}
ROADS_QUERY = {
    "type": "object",
    "properties": {
        "seed": {
            "type": "string",
            "pattern": SPELLINGS["seed"],
            "description": f"A shoe number, 0 to {MAX_SEED}, in plain or full-width digits.",
            "examples": ["7"],
        },
        "results": {
            "type": "string",
            "pattern": SPELLINGS["results"],
            "description": f"Results in order: B (banker), P (player), T (tie), 1 to {MAX_COUPS} of them (the "
            "most coups an 8-deck shoe can deal), in either case, plain or full-width; spaces and commas between "
            "them are ignored.",
            "examples": ["BBPTPPB"],
        },
        "step": {
            "type": "string",
            "pattern": SPELLINGS["step"],
            "description": "Draw only the first this many coups (default: all), at most the number of coups: "
            "plain or full-width digits.",
            "examples": ["5"],
        },
    },
    "additionalProperties": False,
    "oneOf": [{"required": ["seed"]}, {"required": ["results"]}],
}

OPENAPI["paths"]["/api/roads"] = get(
    "roads",
    "The scoreboard roads",
    "Bead Plate, Big Road, Big Eye Boy, Small Road and Cockroach Pig, and ask-the-road, for a shoe dealt "
    "from a seed (8 decks, burn and cut card, every coup played by the rules) or for typed results. Give "
    "seed or results, not both. Grids hold 0-based references into the lists beside them.",
    [
        {
            "name": "query",
            "in": "query",
            "style": "form",
            "explode": True,
            "required": True,
            "description": "seed or results, and step, each its own query parameter.",
            "schema": ROADS_QUERY,
        }
    ],
    answer("The five roads and ask-the-road.", "Roads"),
)
