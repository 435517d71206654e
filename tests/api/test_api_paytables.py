"""The API's paytables a reader can change (``pay_<bet>``) and its effect-of-removal table."""

from fractions import Fraction

import jsonschema
import pytest

from api.openapi import OPENAPI
from baccarat import PAYTABLE, RANKS, Shoe, exact_odds, odds_report, removal_report, standard_odds
from tests.api.documented import documented_codes


def get(client, path, query, language="en"):
    return client.get(path, query, headers={"Accept-Language": language})


def error_of(response):
    assert response.status_code == 400, response.content
    error = response.json()["error"]
    assert error["code"] in documented_codes(response)
    return error


def valid(schema, body):
    jsonschema.Draft202012Validator(
        {"components": OPENAPI["components"], "$ref": f"#/components/schemas/{schema}"}
    ).validate(body)


def test_a_table_of_its_own_is_the_engines_exact_edge(client):
    response = get(client, "/api/odds", {"decks": 8, "pay_super_6": "15", "pay_lucky_6": "12,23"})
    assert response.status_code == 200
    body = response.json()
    valid("Odds", body)
    paytable = PAYTABLE | {
        "super_6": PAYTABLE["super_6"].with_payouts([15]),
        "lucky_6": PAYTABLE["lucky_6"].with_payouts([12, 23]),
    }
    assert body == odds_report(exact_odds(Shoe.decks(8), paytable), decks=8)
    assert body["bets"]["super_6"]["payout"] == "15:1"
    assert body["bets"]["banker"] == odds_report(standard_odds(8))["bets"]["banker"]


def test_decimal_payouts_and_a_depleted_shoe(client):
    body = get(client, "/api/odds", {"decks": 6, "remove": "5,5,9", "pay_big": "0.5", "pay_banker": "0.95"}).json()
    paytable = PAYTABLE | {"big": PAYTABLE["big"].with_payouts([Fraction(1, 2)])}
    paytable["banker"] = PAYTABLE["banker"].with_payouts([Fraction(95, 100)])
    expected = odds_report(exact_odds(Shoe.decks(6).remove(["5", "5", "9"]), paytable), decks=6)
    assert body["bets"]["big"]["house_edge"] == pytest.approx(expected["bets"]["big"]["house_edge"], abs=1e-15)
    assert body["bets"]["perfect_pair"]["house_edge"] is None
    assert body["bets"]["perfect_pair"]["unavailable"] == "suits_unknown"
    valid("Odds", body)


def test_the_usual_payouts_given_are_the_usual_table(client):
    query = {"decks": 8, "pay_lucky_6": "12, 20", "pay_no_commission_banker": "0.5,1"}
    assert get(client, "/api/odds", query).json() == odds_report(standard_odds(8))


@pytest.mark.parametrize(
    ("query", "code", "parameter"),
    [
        ({"pay_lucky_7": "12"}, "unknown_bet", "pay_lucky_7"),
        ({"pay_super_6": "-5"}, "payout_not_positive", "pay_super_6"),
        ({"pay_super_6": "0"}, "payout_not_positive", "pay_super_6"),
        ({"pay_super_6": "twelve"}, "invalid_payout", "pay_super_6"),
        ({"pay_super_6": "1e3"}, "invalid_payout", "pay_super_6"),
        ({"pay_super_6": "1000.01"}, "payout_too_large", "pay_super_6"),
        ({"pay_super_6": "12.345"}, "too_many_decimals", "pay_super_6"),
        ({"pay_lucky_6": "12"}, "wrong_payout_count", "pay_lucky_6"),
        ({"pay_super_6": "12,15"}, "wrong_payout_count", "pay_super_6"),
    ],
)
def test_a_bad_payout_is_a_400(client, query, code, parameter):
    error = error_of(get(client, "/api/odds", {"decks": 8, **query}))
    assert (error["code"], error["parameter"]) == (code, parameter)


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("en", "A payout must be more than 0."),
        ("ko", "0보다 큰 배당을 입력하세요."),
        ("ja", "0より大きい配当を入力してください。"),
    ],
)
def test_payout_messages_are_in_the_readers_language(client, language, message):
    assert error_of(get(client, "/api/odds", {"decks": 8, "pay_super_6": "0"}, language))["message"] == message


def test_the_effect_of_removal(client):
    response = get(client, "/api/effect-of-removal", {"decks": 8})
    assert response.status_code == 200
    body = response.json()
    valid("EffectOfRemoval", body)
    assert body == removal_report(8)
    assert list(body["ranks"]) == list(RANKS)
    full = odds_report(standard_odds(8))["bets"]
    five = body["ranks"]["5"]
    assert five["bets"]["banker"] == odds_report(exact_odds(Shoe.decks(8).remove(["5"])))["bets"]["banker"]
    assert five["change"]["banker"] == pytest.approx(
        five["bets"]["banker"]["house_edge"] - full["banker"]["house_edge"]
    )
    assert five["bets"]["perfect_pair"]["house_edge"] is not None
    assert "max-age=86400" in response["Cache-Control"]


@pytest.mark.parametrize("query", [{}, {"decks": 9}, {"decks": "8", "remove": "5"}])
def test_the_effect_of_removal_refuses_what_it_does_not_take(client, query):
    assert error_of(get(client, "/api/effect-of-removal", query))["code"] in (
        "missing_parameter",
        "invalid_value",
        "unknown_parameter",
    )
