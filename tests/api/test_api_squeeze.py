"""/api/squeeze: the chances card by card and the totals convention, equal to the engine's, and bad input
a 400 in the reader's language."""

import re
from fractions import Fraction

import jsonschema
import pytest

from api.errors import ApiErrorCode
from api.openapi import OPENAPI
from api.squeeze import ENDPOINT
from baccarat import Shoe
from baccarat.squeeze import next_cards, squeeze, totals_squeeze

HANGUL = re.compile(r"[\uac00-\ud7a3]")
KANA = re.compile(r"[\u3040-\u30ff]")


def get(client, query, language="en"):
    return client.get("/api/squeeze", query, headers={"accept-language": language})


def valid(response):
    assert response.status_code == 200, response.content
    data = response.json()
    schema = {"$ref": "#/components/schemas/Squeeze", "components": OPENAPI["components"]}
    jsonschema.validate(data, schema)
    return data


def error_of(response):
    assert response.status_code == 400, response.content
    error = response.json()["error"]
    assert error["code"] in ApiErrorCode and error["code"] in ENDPOINT.error_codes
    return error


def as_fraction(chance):
    numerator, denominator = map(int, chance["fraction"].split("/"))
    assert chance["value"] == pytest.approx(numerator / denominator)
    return Fraction(numerator, denominator)


def test_cards_answer_the_engine(client):
    data = valid(get(client, {"cards": "3,K,2", "decks": "8", "remove": "5,5"}))
    shoe = Shoe.decks(8).remove(["5", "5"])
    engine = squeeze(["3", "K", "2"], shoe)
    assert data["cards"] == ["3", "K", "2"] and data["unused"] == [] and data["removed"] == {"5": 2}
    assert data["next_card"] == "banker_second"
    assert {key: as_fraction(value) for key, value in data["chances"].items()} == {
        str(winner): chance for winner, chance in engine.chances.winners.items()
    }
    following = next_cards(["3", "K", "2"], shoe)
    assert [card["rank"] for card in data["next"]] == [card.rank for card in following.cards]
    assert sum(as_fraction(card["chance"]) for card in data["next"]) == 1
    assert data["outs"]["banker"] == ["8", "9"]  # a banker natural beats the player's 5
    assert "player_pair" not in data["bets"] and data["settled_bets"]["player_pair"] == "lose"
    assert "banker_pair" in data["bets"]


def test_totals_convention(client):
    data = valid(get(client, {"player_total": "5", "decks": "8"}))
    assert round(data["chances"]["player"]["value"], 6) == 0.358488  # Wizard of Odds, appendix 3
    assert data["next_card"] == "banker_first" and len(data["next"]) == 13
    data = valid(get(client, {"player_total": "５", "banker_first": "Ｋ"}))
    expected = totals_squeeze(Shoe.decks(8), 5, "K").winners
    assert {key: as_fraction(value) for key, value in data["chances"].items()} == {
        str(winner): chance for winner, chance in expected.items()
    }
    assert data["next_card"] == "banker_second"
    data = valid(get(client, {"player_total": "9", "banker_total": "9"}))
    assert data["settled"] == "tie" and data["next"] == [] and data["next_card"] is None


def test_no_card_and_a_finished_coup(client):
    data = valid(get(client, {}))
    assert data["next_card"] == "player_first" and data["cards"] == []
    data = valid(get(client, {"cards": "9 9 9 9 A"}))
    assert data["settled"] == "tie" and data["unused"] == ["A"] and data["next"] == []


@pytest.mark.parametrize(
    ("query", "code", "parameter"),
    [
        ({"cards": "A,A,A,A,A,A,A"}, "too_many_cards", "cards"),
        ({"cards": "A,A,A,A,A", "decks": "1"}, "not_in_shoe", "cards"),
        ({"cards": "A,Z"}, "unknown_card", "cards"),
        ({"player_total": "10"}, "invalid_value", "player_total"),
        ({"banker_first": "K"}, "player_total_first", "player_total"),
        ({"banker_total": "3"}, "player_total_first", "player_total"),
        ({"cards": "3", "player_total": "3"}, "cards_or_totals", "cards"),
        ({"player_total": "3", "banker_first": "X"}, "unknown_card", "banker_first"),
        ({"decks": "9"}, "invalid_value", "decks"),
        ({"cards": "A", "colour": "red"}, "unknown_parameter", "colour"),
    ],
)
def test_bad_input(client, query, code, parameter):
    error = error_of(get(client, query))
    assert (error["code"], error["parameter"]) == (code, parameter)


def test_messages_in_the_readers_language(client):
    assert HANGUL.search(error_of(get(client, {"banker_first": "K"}, "ko"))["message"])
    assert KANA.search(error_of(get(client, {"banker_first": "K"}, "ja"))["message"])
    assert HANGUL.search(valid(get(client, {"cards": "3,K"}, "ko"))["message"])
    assert KANA.search(error_of(get(client, {"cards": "A,A,A,A,A,A,A"}, "ja"))["message"])
