"""``/api/squeeze``: the chances as each card is turned, and the totals convention of the published tables.

``?cards=3,K,2&decks=8&remove=5,5`` answers the chances after the cards turned so far (0 to 6, in shoe
order), the open side bets, and every rank the next card can be; ``?player_total=5`` (with perhaps
``banker_first`` or ``banker_total``) the same for the totals alone. Each chance is
``{"fraction": "n/d", "value": float}``. The view is ``lookup.forms.SqueezeForm`` over the engine; its
OpenAPI declaration (path item, schemas, spellings, error codes) is the module's constants, added to
``api.openapi.OPENAPI`` when the module is imported (by ``api.urls``).
"""

import re
from fractions import Fraction

from api.openapi import (
    CARD,
    ERROR_CODES,
    OPENAPI,
    RULES_ERROR_CODES,
    SCHEMAS,
    SEPARATOR,
    SPELLINGS,
    answer,
    card_list_schema,
    digit,
    get,
    ref,
)
from api.views import CARDS_SPELLING, SPELLING_ERRORS, BadQuery, first_error, query_values, read_only
from baccarat import MORE_SIDE_BETS, RANKS, SIDE_BETS, Winner
from baccarat.squeeze import MAX_COUP_CARDS, WINNERS, Place
from baccarat_site import wording
from lookup.forms import SqueezeForm

PATH = "/api/squeeze"

SQUEEZE_SPELLINGS = {
    "cards": f"^(?:{SEPARATOR}*{CARD}(?:{SEPARATOR}+{CARD}){{0,{MAX_COUP_CARDS - 1}}}{SEPARATOR}*)?$",
    "decks": SPELLINGS["decks"],
    "remove": SPELLINGS["remove"],
    "player_total": digit(9),
    "banker_total": digit(9),
    "banker_first": f"^{CARD}$",
}
"""How each parameter is written; anything else is refused, with the code and message of ``SPELLING_ERRORS``."""
SPELLING_PATTERNS = {name: re.compile(pattern) for name, pattern in SQUEEZE_SPELLINGS.items()}
SQUEEZE_SPELLING_ERRORS = {
    **{name: SPELLING_ERRORS[name] for name in ("cards", "decks", "remove", "player_total", "banker_total")},
    "banker_first": ("unknown_card", CARDS_SPELLING, {}),
}

ERROR_CODES_ADDED = ["player_total_first", "cards_or_totals", "impossible_totals"]
RULES_ERROR_CODES_ADDED = ["impossible_totals"]
"""A shoe whose cards left cannot make the totals asked: only the count can tell."""

CHANCE = {
    "type": "object",
    "required": ["fraction", "value"],
    "properties": {
        "fraction": {"type": "string", "pattern": "^[0-9]+/[0-9]+$", "description": "Exact, in lowest terms."},
        "value": {"type": "number", "minimum": 0, "maximum": 1},
    },
}
CHANCES = {
    "type": "object",
    "required": [str(winner) for winner in WINNERS],
    "properties": {str(winner): ref("Chance") for winner in WINNERS},
    "additionalProperties": False,
}
WINNER_OR_NULL = {"anyOf": [{"type": "string", "enum": [str(winner) for winner in WINNERS]}, {"type": "null"}]}
PLACE = {"anyOf": [{"type": "string", "enum": [str(place) for place in Place]}, {"type": "null"}]}
RANK = {"type": "string", "enum": list(RANKS)}

SQUEEZE_SCHEMAS = {
    "Chance": CHANCE,
    "Chances": CHANCES,
    "NextCard": {
        "type": "object",
        "required": ["rank", "chance", "chances", "settled"],
        "properties": {
            "rank": RANK,
            "chance": ref("Chance"),
            "chances": ref("Chances"),
            "settled": WINNER_OR_NULL | {"description": "The result this card settles, if it finishes the coup."},
        },
    },
    "Squeeze": {
        "type": "object",
        "required": ["decks", "removed", "cards", "unused", "next_card", "chances", "settled", "next", "message"],
        "properties": {
            "decks": {"type": "integer", "minimum": 1, "maximum": 8},
            "removed": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 1}},
            "cards": {"type": "array", "items": RANK, "maxItems": MAX_COUP_CARDS},
            "unused": {"type": "array", "items": RANK, "description": "Cards after the coup was complete."},
            "player_total": {"type": "integer", "minimum": 0, "maximum": 9},
            "banker_first": RANK,
            "banker_total": {"type": "integer", "minimum": 0, "maximum": 9},
            "next_card": PLACE | {"description": "Where the next card goes; null once the coup is complete."},
            "chances": ref("Chances"),
            "settled": WINNER_OR_NULL,
            "bets": {
                "type": "object",
                "description": "The side bets the cards turned have not settled yet: win, push, lose.",
                "additionalProperties": {
                    "type": "object",
                    "required": ["win", "push", "lose"],
                    "properties": {result: ref("Chance") for result in ("win", "push", "lose")},
                },
            },
            "settled_bets": {
                "type": "object",
                "additionalProperties": {"type": "string", "enum": ["win", "push", "lose"]},
            },
            "next": {"type": "array", "items": ref("NextCard")},
            "outs": {
                "type": "object",
                "description": "Result → the ranks that, turned next, finish the coup with it.",
                "properties": {str(winner): {"type": "array", "items": RANK} for winner in WINNERS},
            },
            "message": {"type": "string", "description": "The chances in one sentence."},
        },
    },
}

SQUEEZE_QUERY = {
    "type": "object",
    "properties": {
        "cards": card_list_schema("cards")
        | {
            "pattern": SQUEEZE_SPELLINGS["cards"],
            "maxLength": 3 * MAX_COUP_CARDS,
            "description": "The cards turned so far in shoe order (0 to 6): player, banker, player, banker, "
            "then any third cards. Cards after those the coup uses are reported as unused.",
            "examples": ["3,K,2"],
        },
        "decks": {"type": "string", "pattern": SPELLINGS["decks"], "description": "1 to 8 (default 8)."},
        "remove": card_list_schema("remove") | {"description": "Cards already gone from the shoe."},
        "player_total": {
            "type": "string",
            "pattern": SQUEEZE_SPELLINGS["player_total"],
            "description": "The totals convention: the player's two-card total, 0 to 9.",
        },
        "banker_first": {
            "type": "string",
            "pattern": SQUEEZE_SPELLINGS["banker_first"],
            "description": "With player_total: the banker's first card.",
        },
        "banker_total": {
            "type": "string",
            "pattern": SQUEEZE_SPELLINGS["banker_total"],
            "description": "With player_total: the banker's two-card total, 0 to 9.",
        },
    },
    "additionalProperties": False,
    "dependentRequired": {"banker_first": ["player_total"], "banker_total": ["player_total"]},
    "not": {"required": ["cards", "player_total"]},
}

PATH_ITEM = get(
    "squeeze",
    "The chances as each card is turned",
    "Exact chances of a player win, a banker win and a tie (and of the side bets not yet settled) after "
    "the cards turned so far, from a shoe of 1–8 decks less any cards removed; and every rank the next card "
    "can be, with the chances after it. Or, with player_total (and perhaps banker_first or banker_total) "
    "instead of cards, the totals convention of the published tables, averaged exactly over every way the "
    "shoe can make those totals. Give cards or player_total, not both.",
    [
        {
            "name": "query",
            "in": "query",
            "style": "form",
            "explode": True,
            "required": False,
            "description": "cards, or player_total with banker_first or banker_total; decks and remove.",
            "schema": SQUEEZE_QUERY,
        }
    ],
    answer("The chances now and after each next card.", "Squeeze"),
)


def chance(value: Fraction) -> dict:
    return {"fraction": f"{value.numerator}/{value.denominator}", "value": float(value)}


def chances(winners: dict[Winner, Fraction]) -> dict:
    return {str(winner): chance(winners[winner]) for winner in WINNERS}


def settled(winners: dict[Winner, Fraction]) -> str | None:
    return next((str(winner) for winner, value in winners.items() if value == 1), None)


def check_spelling(values: dict[str, str]) -> None:
    """The API takes only the documented spelling: plain or full-width, no more than the page reads."""
    for name, value in values.items():
        if not SPELLING_PATTERNS[name].fullmatch(value):
            code, message, params = SQUEEZE_SPELLING_ERRORS[name]
            raise BadQuery(code, str(message) % params, name)


def shoe_part(form: SqueezeForm) -> dict:
    data = form.cleaned_data
    removed: dict[str, int] = {}
    for rank in data["remove"]:
        removed[rank] = removed.get(rank, 0) + 1
    return {"decks": data["decks"], "removed": removed}


def cards_answer(form: SqueezeForm) -> dict:
    result, following = form.result, form.following
    now = result.chances
    side_bets = [*SIDE_BETS, *MORE_SIDE_BETS]
    return {
        **shoe_part(form),
        "cards": list(result.cards),
        "unused": list(result.unused),
        "next_card": result.next_place,
        "chances": chances(now.winners),
        "settled": settled(now.winners),
        "bets": {
            key: {"win": chance(bet.win), "push": chance(bet.push), "lose": chance(bet.lose)}
            for key in side_bets
            if key in now.open_bets
            for bet in [now.bets[key]]
        },
        "settled_bets": {key: now.settled(key) for key in side_bets if now.settled(key) is not None},
        "next": []
        if following is None
        else [
            {
                "rank": card.rank,
                "chance": chance(card.chance),
                "chances": chances(card.after.winners),
                "settled": settled(card.after.winners),
            }
            for card in following.cards
        ],
        "outs": {} if following is None else {str(winner): list(ranks) for winner, ranks in following.outs.items()},
        "message": wording.chances_sentence(now.winners),
    }


def totals_answer(form: SqueezeForm) -> dict:
    totals = form.totals
    return {
        **shoe_part(form),
        "cards": [],
        "unused": [],
        "player_total": totals.player_total,
        **({"banker_first": totals.banker_first} if totals.banker_first else {}),
        **({} if totals.banker_total is None else {"banker_total": totals.banker_total}),
        "next_card": totals.next_place,
        "chances": chances(totals.winners),
        "settled": settled(totals.winners),
        "next": [
            {"rank": rank, "chance": chance(value), "chances": chances(after), "settled": settled(after)}
            for rank, value, after in totals.next
        ],
        "message": wording.chances_sentence(totals.winners),
    }


@read_only
def squeeze(request) -> dict:
    values = query_values(request, list(SqueezeForm.base_fields))
    form = SqueezeForm(values)
    if not form.is_valid():
        raise first_error(form)
    check_spelling(values)
    return cards_answer(form) if form.totals is None else totals_answer(form)


OPENAPI["paths"][PATH] = PATH_ITEM
SCHEMAS.update(SQUEEZE_SCHEMAS)
ERROR_CODES.extend(code for code in ERROR_CODES_ADDED if code not in ERROR_CODES)
RULES_ERROR_CODES.extend(code for code in RULES_ERROR_CODES_ADDED if code not in RULES_ERROR_CODES)
