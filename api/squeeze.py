"""``/api/squeeze``: the chances as each card is turned, and the totals convention of the published tables.

``?cards=3,K,2&decks=8&remove=5,5`` answers the chances after the cards turned so far (0 to 6, in shoe
order), the open side bets, and every rank the next card can be; ``?player_total=5`` (with perhaps
``banker_first`` or ``banker_total``) the same for the totals alone. Each chance is
``{"fraction": "n/d", "value": float}``. The form is ``lookup.forms.SqueezeForm`` over the engine;
``ENDPOINT`` declares it (``api.registry`` lists it).
"""

from fractions import Fraction

from api.endpoint import Endpoint
from api.errors import ApiErrorCode
from api.schema import DECK_COUNT, card_list_schema, query_object, ref, spelled
from api.spellings import CARD, CARDS_MESSAGE, CARDS_REMOVED, DECKS, SEPARATOR, Spelling, digit
from baccarat import MORE_SIDE_BETS, RANKS, SIDE_BETS, Winner
from baccarat.squeeze import MAX_COUP_CARDS, WINNERS, Place
from baccarat_site import wording
from lookup.forms import SqueezeForm

CARDS_TURNED = Spelling(
    f"^(?:{SEPARATOR}*{CARD}(?:{SEPARATOR}+{CARD}){{0,{MAX_COUP_CARDS - 1}}}{SEPARATOR}*)?$",
    ApiErrorCode.UNKNOWN_CARD,
    CARDS_MESSAGE,
)
"""The cards turned so far: none to six."""
ONE_CARD = Spelling(f"^{CARD}$", ApiErrorCode.UNKNOWN_CARD, CARDS_MESSAGE)
PLAYER_TOTAL = Spelling(
    digit(9), ApiErrorCode.INVALID_VALUE, SqueezeForm.base_fields["player_total"].error_messages["invalid_choice"]
)
BANKER_TOTAL = Spelling(
    digit(9), ApiErrorCode.INVALID_VALUE, SqueezeForm.base_fields["banker_total"].error_messages["invalid_choice"]
)
SPELLINGS = {
    "cards": CARDS_TURNED,
    "decks": DECKS,
    "remove": CARDS_REMOVED,
    "player_total": PLAYER_TOTAL,
    "banker_first": ONE_CARD,
    "banker_total": BANKER_TOTAL,
}

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

SCHEMAS = {
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
            "decks": DECK_COUNT,
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

QUERY = {
    "type": "object",
    "properties": {
        "cards": spelled(
            CARDS_TURNED,
            maxLength=3 * MAX_COUP_CARDS,
            description="The cards turned so far in shoe order (0 to 6): player, banker, player, banker, then any "
            "third cards, separated by commas, 、 or spaces. Cards after those the coup uses are reported as unused.",
            examples=["3,K,2"],
        ),
        "decks": spelled(DECKS, description="Decks in the shoe: 1 to 8 (default 8), plain or full-width."),
        "remove": card_list_schema(CARDS_REMOVED) | {"description": "Cards already gone from the shoe."},
        "player_total": spelled(PLAYER_TOTAL, description="The totals convention: the player's two-card total."),
        "banker_first": spelled(ONE_CARD, description="With player_total: the banker's first card."),
        "banker_total": spelled(BANKER_TOTAL, description="With player_total: the banker's two-card total."),
    },
    "additionalProperties": False,
    "dependentRequired": {"banker_first": ["player_total"], "banker_total": ["player_total"]},
    "not": {"required": ["cards", "player_total"]},
}


def chance(value: Fraction) -> dict:
    return {"fraction": f"{value.numerator}/{value.denominator}", "value": float(value)}


def chances(winners: dict[Winner, Fraction]) -> dict:
    return {str(winner): chance(winners[winner]) for winner in WINNERS}


def settled(winners: dict[Winner, Fraction]) -> str | None:
    return next((str(winner) for winner, value in winners.items() if value == 1), None)


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
            if (bet := now.open_bet(key)) is not None
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


def answer(form: SqueezeForm) -> dict:
    return cards_answer(form) if form.totals is None else totals_answer(form)


ENDPOINT = Endpoint(
    path="squeeze",
    form=SqueezeForm,
    answer=answer,
    summary="The chances as each card is turned",
    description="Exact chances of a player win, a banker win and a tie (and of the side bets not yet settled) "
    "after the cards turned so far, from a shoe of 1–8 decks less any cards removed; and every rank the next "
    "card can be, with the chances after it. Or, with player_total (and perhaps banker_first or banker_total) "
    "instead of cards, the totals convention of the published tables, averaged exactly over every way the "
    "shoe can make those totals. Give cards or player_total, not both.",
    parameters=(
        query_object("cards, or player_total with banker_first or banker_total; decks and remove.", QUERY)
        | {"required": False},
    ),
    returns="The chances now and after each next card.",
    schema="Squeeze",
    schemas=SCHEMAS,
    spellings=SPELLINGS,
    errors=frozenset(
        {
            ApiErrorCode.INVALID_VALUE,
            ApiErrorCode.UNKNOWN_CARD,
            ApiErrorCode.TOO_MANY_CARDS,
            ApiErrorCode.NOT_IN_SHOE,
            ApiErrorCode.SHOE_TOO_SMALL,
            ApiErrorCode.PLAYER_TOTAL_FIRST,
            ApiErrorCode.CARDS_OR_TOTALS,
            ApiErrorCode.IMPOSSIBLE_TOTALS,
        }
    ),
    rules_errors=frozenset({ApiErrorCode.NOT_IN_SHOE, ApiErrorCode.SHOE_TOO_SMALL, ApiErrorCode.IMPOSSIBLE_TOTALS}),
)
