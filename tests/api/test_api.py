"""The JSON API: answers equal the engine's, bad input is a 400 in the reader's language, never a 5xx."""

import json
import re
from io import StringIO
from urllib.parse import quote, urlencode

import jsonschema
import openapi_spec_validator
import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from api.openapi import OPENAPI
from api.registry import ENDPOINTS as REGISTERED
from baccarat import PAYTABLE, RANKS, SIDE_BETS, RulesError, Shoe, decide, odds_report, play_coup
from baccarat_site import wording
from tests.api.documented import documented_codes

HANGUL = re.compile(r"[\uac00-\ud7a3]")
KANA = re.compile(r"[\u3040-\u30ff]")
ENDPOINTS = [endpoint.url for endpoint in REGISTERED]


def api(client, path, query="", **headers):
    return client.get(f"{path}?{query}" if isinstance(query, str) else f"{path}?{urlencode(query)}", headers=headers)


def error_of(response, status=400):
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/json"
    error = response.json()["error"]
    assert error["code"] in documented_codes(response)
    assert error["message"]
    return error


# /api/decision


@pytest.mark.slow
def test_every_decision_is_the_engines(client):
    for player in range(10):
        for banker in range(10):
            for third in [None, *range(10)]:
                query = {"player_total": player, "banker_total": banker}
                if third is not None:
                    query["player_third"] = third
                response = api(client, "/api/decision", query)
                try:
                    decision = decide(player, banker, third)
                except RulesError as error:
                    assert error_of(response) == {
                        "code": error.code,
                        "message": wording.error_message(error),
                        "parameter": "player_third",
                    }
                    continue
                assert response.status_code == 200
                assert response.json() == {
                    "natural": decision.natural,
                    "natural_hand": decision.natural_hand,
                    "player_draws": decision.player_draws,
                    "banker_draws": decision.banker_draws,
                    "reason": decision.reason,
                    "row": decision.row,
                    "column": decision.column,
                    "message": wording.decision_sentence(decision, player, banker, third),
                }


def test_banker_draws_is_null_while_the_player_draws_and_the_card_is_not_given(client):
    body = api(client, "/api/decision", "player_total=3&banker_total=5").json()
    assert body["player_draws"] is True
    assert body["banker_draws"] is None
    assert body["reason"] == "awaiting_third_card"


@pytest.mark.parametrize(("banker", "draws"), [(0, True), (2, True), (7, False)])
def test_the_bankers_move_is_known_before_the_card_where_every_card_gives_it(client, banker, draws):
    """0-2 draw and 7 stands whatever the player's third card: no waiting for it."""
    body = api(client, "/api/decision", f"player_total=3&banker_total={banker}").json()
    assert (body["player_draws"], body["banker_draws"], body["reason"]) == (True, draws, "banker_whatever_card")


@pytest.mark.parametrize(("rank", "value"), [("A", 1), ("a", 1), ("T", 0), ("10", 0), ("K", 0), ("q", 0), ("7", 7)])
def test_the_third_card_is_a_rank_or_a_point_value(client, rank, value):
    by_rank = api(client, "/api/decision", f"player_total=2&banker_total=4&player_third={rank}").json()
    by_value = api(client, "/api/decision", f"player_total=2&banker_total=4&player_third={value}").json()
    assert by_rank == by_value
    assert by_rank["column"] == value


# /api/coup

KNOWN_COUPS = [
    # cards, the player's cards and total, the banker's, the winner, cards used, the side bets that win
    ("A,5,K,3,8,2", ["A", "K"], 1, ["5", "3"], 8, "banker", 4, set()),
    ("2,5,K,Q,6,9", ["2", "K", "6"], 8, ["5", "Q", "9"], 4, "player", 6, {"panda_8"}),
    ("2,3,K,3,3", ["2", "K", "3"], 5, ["3", "3"], 6, "banker", 5, {"banker_pair", "lucky_6"}),
    ("6,3,K,K,4", ["6", "K"], 6, ["3", "K", "4"], 7, "banker", 5, {"dragon_7"}),
    ("4,K,4,Q", ["4", "4"], 8, ["K", "Q"], 0, "player", 4, {"player_pair"}),
    ("k,k,9,9", ["K", "9"], 9, ["K", "9"], 9, "tie", 4, set()),
    ("7 5 K K 2", ["7", "K"], 7, ["5", "K", "2"], 7, "tie", 5, set()),
]


@pytest.mark.parametrize(
    ("cards", "player", "player_total", "banker", "banker_total", "winner", "used", "winning_bets"), KNOWN_COUPS
)
def test_a_known_coup(client, cards, player, player_total, banker, banker_total, winner, used, winning_bets):
    body = api(client, "/api/coup", {"cards": cards}).json()
    assert body["player"] == {"cards": player, "total": player_total}
    assert body["banker"] == {"cards": banker, "total": banker_total}
    assert body["winner"] == winner
    assert body["cards_used"] == used
    assert {key for key, result in body["bets"].items() if result == "win"} == winning_bets
    assert set(body["bets"]) == set(SIDE_BETS)


def test_the_coup_is_the_engines(client):
    cards = ["2", "5", "K", "Q", "6", "9"]
    coup = play_coup(cards)
    body = api(client, "/api/coup", {"cards": ",".join(cards)}).json()
    assert [(step["code"], step["hand"], step["card"], step["total"]) for step in body["steps"]] == [
        (step.code, step.hand, step.card, step.total) for step in coup.steps
    ]
    assert body["bets"] == {key: PAYTABLE[key].settle(coup).result for key in SIDE_BETS}
    assert body["message"] == wording.coup_decision_sentence(coup)
    assert body["winner_message"] == wording.winner_sentence(coup)


def test_cards_beyond_the_coup_are_ignored(client):
    short = api(client, "/api/coup", "cards=A,5,K,3").json()
    long = api(client, "/api/coup", "cards=A,5,K,3,8,2,9,9,9").json()
    assert short == long


@pytest.mark.parametrize(
    ("cards", "code"),
    [
        ("A,5,K", "too_few_cards"),
        ("2,5,K,Q,6", "too_few_cards"),
        ("A,5,X,3", "unknown_card"),
        (",".join(["K"] * 33), "not_in_shoe"),
        (",".join(["K"] * 417), "too_many_cards"),
        ("", "missing_parameter"),
    ],
)
def test_a_coup_that_cannot_be_played(client, cards, code):
    error = error_of(api(client, "/api/coup", {"cards": cards}))
    assert error["code"] == code
    assert error["parameter"] == "cards"


@pytest.mark.parametrize(
    ("cards", "language", "message"),
    [
        ("2,5", "en", "Too few cards to finish the coup. Next comes the player’s second card."),
        (
            "2,5,K,Q",
            "en",
            "Too few cards to finish the coup. The player draws on 2: next comes the player’s third card.",
        ),
        ("2,5", "ko", "판을 끝내기에는 카드가 모자랍니다. 다음은 플레이어의 두 번째 카드입니다."),
        ("2,5", "ja", "勝負を最後まで進めるにはカードが足りません。次はプレイヤーの2枚目です。"),
    ],
)
def test_too_few_cards_says_the_coup_needs_more(client, cards, language, message):
    error = error_of(api(client, "/api/coup", {"cards": cards}, **{"Accept-Language": language}))
    assert (error["code"], error["message"]) == ("too_few_cards", message)


def test_the_lookups_own_message_for_the_next_card_stays_short(client):
    html = client.get("/en/lookup/", {"cards": "2,5"}).content.decode()
    assert "Next comes the player’s second card." in html
    assert "Too few cards" not in html


# /api/decision without the player's total


@pytest.mark.parametrize(("banker", "third"), [(banker, third) for banker in range(8) for third in range(10)])
def test_the_bankers_move_without_the_player_total_is_the_engines(client, banker, third):
    body = api(client, "/api/decision", {"banker_total": banker, "player_third": third}).json()
    decisions = {decide(player, banker, third) for player in range(10) if decide(player, banker).player_draws}
    assert len(decisions) == 1
    decision = decisions.pop()
    assert {key: body[key] for key in ("natural", "player_draws", "banker_draws", "reason", "row", "column")} == {
        "natural": False,
        "player_draws": True,
        "banker_draws": decision.banker_draws,
        "reason": "banker_table",
        "row": banker,
        "column": third,
    }
    assert "You don’t need the player’s two-card total" in body["message"]


@pytest.mark.parametrize("banker", [8, 9])
def test_no_third_card_against_a_bankers_natural(client, banker):
    error = error_of(api(client, "/api/decision", {"banker_total": banker, "player_third": 6}))
    assert (error["code"], error["parameter"]) == ("unexpected_third_card", "player_third")
    assert error["message"] == f"The banker has a natural {banker}, so nobody draws: there is no player’s third card."


def test_the_player_total_is_still_required_without_a_third_card(client):
    for query in ("banker_total=5", "banker_total=5&player_third="):
        error = error_of(api(client, "/api/decision", query))
        assert (error["code"], error["parameter"]) == ("missing_parameter", "player_total")


# /api/odds


@pytest.mark.parametrize(("decks", "remove"), [(8, ""), (1, ""), (6, "5,5,9"), (8, "A,A,K,10,T,q")])
def test_the_odds_are_those_of_manage_py_odds(client, decks, remove):
    out = StringIO()
    call_command("odds", "--json", "--decks", str(decks), "--remove", remove, stdout=out)
    body = api(client, "/api/odds", {"decks": decks, "remove": remove} if remove else {"decks": decks}).json()
    assert body == json.loads(out.getvalue())
    shoe = Shoe.decks(decks).remove(remove.split(",") if remove else [])
    assert body == json.loads(json.dumps(odds_report(shoe, decks=decks)))


@pytest.mark.parametrize(
    ("query", "code", "parameter"),
    [
        ("decks=9", "invalid_value", "decks"),
        ("decks=0", "invalid_value", "decks"),
        ("decks=eight", "invalid_value", "decks"),
        ("remove=5", "missing_parameter", "decks"),
        ("decks=1&remove=" + ",".join(["5"] * 5), "not_in_shoe", "remove"),
        ("decks=1&remove=" + ",".join(rank for rank in RANKS for _ in range(4))[:-2], "shoe_too_small", "remove"),
        ("decks=8&remove=" + ",".join(["5"] * 417), "too_many_cards", "remove"),
        ("decks=8&remove=" + "5" * 5000, "too_many_cards", "remove"),
        ("decks=8&remove=5,Y", "unknown_card", "remove"),
    ],
)
def test_odds_for_a_shoe_that_cannot_exist(client, query, code, parameter):
    error = error_of(api(client, "/api/odds", query))
    assert (error["code"], error["parameter"]) == (code, parameter)


# Bad requests of every kind.


@pytest.mark.parametrize(
    ("path", "query", "code", "parameter"),
    [
        ("/api/decision", "", "missing_parameter", "player_total"),
        ("/api/decision", "player_total=5", "missing_parameter", "banker_total"),
        ("/api/decision", "player_total=10&banker_total=5", "invalid_value", "player_total"),
        ("/api/decision", "player_total=-1&banker_total=5", "invalid_value", "player_total"),
        ("/api/decision", "player_total=5.0&banker_total=5", "invalid_value", "player_total"),
        ("/api/decision", "player_total=5&banker_total=5&player_third=11", "unknown_card", "player_third"),
        ("/api/decision", "player_total=5&banker_total=5&player_total=6", "repeated_parameter", "player_total"),
        ("/api/decision", "player_total=5&banker_total=5&player_thrid=6", "unknown_parameter", "player_thrid"),
        ("/api/decision", "player_total=%FF&banker_total=5", "invalid_value", "player_total"),
        ("/api/coup", "cards=A,5,K,3&cards=2", "repeated_parameter", "cards"),
        ("/api/coup", "cards=%E9%FF", "unknown_card", "cards"),
        ("/api/odds", "decks=8&x" + "y" * 5000 + "=1", "unknown_parameter", "x" + "y" * 10 + "…"),
    ],
)
def test_bad_input_is_a_400_naming_the_parameter(client, path, query, code, parameter):
    error = error_of(api(client, path, query))
    assert (error["code"], error["parameter"]) == (code, parameter)
    assert len(error["message"]) < 300, "a message quotes only a little of what it was given"


def test_too_many_parameters_is_a_400(client):
    query = "&".join(f"p{index}=1" for index in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1))
    assert error_of(api(client, "/api/decision", query))["code"] == "too_many_parameters"


@pytest.mark.parametrize("path", [*ENDPOINTS, "/api/openapi.json"])
@pytest.mark.parametrize("method", ["post", "put", "patch", "delete", "options"])
def test_only_get_is_allowed(client, path, method):
    response = getattr(client, method)(path)
    assert error_of(response, status=405)["code"] == "method_not_allowed"
    assert response["Allow"] == "GET, HEAD"


def test_head_is_answered_like_get(client):
    response = client.head("/api/decision?player_total=5&banker_total=5")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"


# Headers and languages.


@pytest.mark.parametrize(
    "path", ["/api/decision?player_total=5&banker_total=5", "/api/coup?cards=A,5,K,3", "/api/odds?decks=8"]
)
def test_answers_are_json_cacheable_for_a_day_and_vary_only_on_language(client, path):
    response = client.get(path)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert set(response["Cache-Control"].split(", ")) == {"public", "max-age=86400"}
    assert "Accept-Language" in response["Vary"]
    assert "Cookie" not in response["Vary"]
    assert response["Content-Language"] == "en"


def test_errors_are_not_cached_for_a_day(client):
    response = client.get("/api/decision?player_total=5")
    assert "max-age=86400" not in response.get("Cache-Control", "")


@pytest.mark.parametrize(
    ("accept_language", "language", "script"),
    [("ko-KR,ko;q=0.9", "ko", HANGUL), ("ja", "ja", KANA), ("fr-FR, ja;q=0.5", "ja", KANA)],
)
def test_messages_are_in_the_language_of_accept_language(client, accept_language, language, script):
    answer = api(
        client, "/api/decision", "player_total=5&banker_total=5&player_third=6", **{"Accept-Language": accept_language}
    )
    assert answer["Content-Language"] == language
    assert script.search(answer.json()["message"])
    coup = api(client, "/api/coup", "cards=2,5,K,Q,6,9", **{"Accept-Language": accept_language}).json()
    assert all(script.search(step["message"]) for step in coup["steps"])
    error = error_of(api(client, "/api/coup", "cards=A,Z", **{"Accept-Language": accept_language}))
    assert script.search(error["message"])


def test_a_language_cookie_does_not_change_the_answer():
    """One URL and one Accept-Language give one answer: a cache keyed on them must not serve a stale language."""
    client = Client()
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "ko"
    response = client.get("/api/decision?player_total=5&banker_total=5", headers={"Accept-Language": "ja"})
    assert KANA.search(response.json()["message"])
    response = client.get("/api/decision?player_total=5&banker_total=5")
    assert response["Content-Language"] == "en"


def test_unknown_languages_get_english(client):
    response = api(client, "/api/decision", "player_total=5&banker_total=5", **{"Accept-Language": "de, *;q=0.1"})
    assert response["Content-Language"] == "en"


# The OpenAPI document.


def test_the_openapi_document_is_served_and_valid(client):
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    document = response.json()
    assert document == json.loads(json.dumps(OPENAPI))
    openapi_spec_validator.validate(document)


def test_the_openapi_document_lists_every_api_url():
    from api import urls as api_urls

    documented = {path for path in OPENAPI["paths"]}
    served = {f"/api/{pattern.pattern}" for pattern in api_urls.urlpatterns if pattern.name != "not_found"}
    served -= {"/api/docs/"}  # the HTML page
    assert documented == served


EXAMPLES = [
    ("/api/decision?player_total=5&banker_total=5&player_third=6", "Decision"),
    ("/api/decision?player_total=3&banker_total=5", "Decision"),
    ("/api/decision?player_total=9&banker_total=8", "Decision"),
    ("/api/decision?player_total=7&banker_total=6", "Decision"),
    ("/api/decision?banker_total=5&player_third=6", "Decision"),
    ("/api/coup?cards=2,5,K,Q,6,9", "Coup"),
    ("/api/coup?cards=A,5,K,3,8,2", "Coup"),
    ("/api/coup?cards=7,5,K,K,2", "Coup"),
    ("/api/odds?decks=8", "Odds"),
    ("/api/odds?decks=6&remove=5,5,9", "Odds"),
    ("/api/odds?decks=8&pay_super_6=15&pay_lucky_6=12,23", "Odds"),
    ("/api/effect-of-removal?decks=8", "EffectOfRemoval"),
    ("/api/odds?decks=8&pay_lucky_6=12", "Error"),
    ("/api/decision?player_total=12&banker_total=5", "Error"),
    ("/api/coup?cards=A,5", "Error"),
    ("/api/odds?decks=8&remove=5&remove=6", "Error"),
]


@pytest.mark.parametrize(("url", "schema"), EXAMPLES)
def test_every_answer_has_exactly_the_documented_fields(client, url, schema):
    body = client.get(url).json()
    definition = OPENAPI["components"]["schemas"][schema]
    assert set(body) == set(definition["properties"]) == set(definition["required"])


@pytest.mark.parametrize(("url", "schema"), EXAMPLES)
def test_every_answer_matches_its_schema(client, url, schema):
    document = {"components": OPENAPI["components"], "$ref": f"#/components/schemas/{schema}"}
    jsonschema.Draft202012Validator(document).validate(client.get(url).json())


# Whatever the query string: never a 5xx.

NAMES = st.sampled_from(["player_total", "banker_total", "player_third", "cards", "decks", "remove"]) | st.text(
    max_size=12
)
CARD_CODES = st.sampled_from([*RANKS, "T", "t", "k", "Z", "", " ", "0", "11", "１"])
VALUES = (
    st.text(max_size=40)
    | st.integers(-20, 30).map(str)
    | CARD_CODES
    | st.lists(CARD_CODES, max_size=40).map(",".join)
    | st.text(alphabet="AK5,", min_size=1000, max_size=3000)
)
ENCODED_QUERIES = st.lists(st.tuples(NAMES, VALUES), max_size=6).map(urlencode)
RAW_QUERIES = st.binary(max_size=300).map(lambda raw: raw.decode("latin-1"))
PERCENT_BYTES = st.binary(max_size=100).map(lambda raw: "cards=" + quote(raw) + "&decks=" + quote(raw[::-1]))


@pytest.mark.slow
@hypothesis_settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from([*ENDPOINTS, "/api/openapi.json"]), query=ENCODED_QUERIES | RAW_QUERIES | PERCENT_BYTES)
def test_no_query_string_makes_a_server_error(path, query):
    response = Client(raise_request_exception=False).get(path, QUERY_STRING=query)
    assert response.status_code in (200, 400), (path, query, response.status_code)
    assert response["Content-Type"] == "application/json"
    body = response.json()
    if response.status_code == 400:
        assert body["error"]["code"] in documented_codes(response)


@pytest.mark.parametrize("path", ["/api/", "/api/no-such-request", "/api/odds/extra"])
def test_an_address_under_the_api_that_is_no_request_answers_json(client, path):
    response = client.get(path, HTTP_ACCEPT_LANGUAGE="ja")
    assert response.status_code == 404 and response["Content-Type"] == "application/json"
    error = response.json()["error"]
    assert error["code"] == "not_found" and "/api/docs/" in error["message"] and response["Content-Language"] == "ja"


def test_the_docs_without_a_slash_still_lead_to_the_docs(client):
    assert client.get("/api/docs")["Location"] == "/api/docs/"


def test_roads_with_neither_parameter_names_both(client):
    error = client.get("/api/roads").json()["error"]
    assert (error["code"], error["parameter"]) == ("seed_or_results", "seed, results")


@pytest.mark.parametrize(
    ("query", "code", "parameter"),
    [({"seed": "9" * 5000}, "bad_seed", "seed"), ({"seed": "1", "step": "9" * 5000}, "bad_step", "step")],
)
def test_a_number_thousands_of_digits_long_is_a_400_not_a_500(client, query, code, parameter):
    error = client.get("/api/roads", query).json()["error"]
    assert (error["code"], error["parameter"]) == (code, parameter)
    assert client.get("/en/roads/", query).status_code == 400
