"""The API keeps the contract its OpenAPI document states, checked by schemathesis with all its checks:
a request the document allows is answered as documented (never a 5xx), and one it forbids gets a 4xx.

The one refusal of a well-written request that no schema can state is the rules' own: a coup that
needs more cards than were given, more cards of a rank than the shoe holds (each endpoint's
``rules_errors``).
"""

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import positive_data_acceptance

from api.openapi import OPENAPI
from api.registry import ENDPOINTS
from baccarat_site.wsgi import application

schema = schemathesis.openapi.from_wsgi("/api/openapi.json", application)
RULES_ERRORS = {endpoint.url: endpoint.rules_errors for endpoint in ENDPOINTS}


def refused_by_the_rules(case, response):
    return response.status_code == 400 and response.json()["error"]["code"] in RULES_ERRORS.get(case.path, ())


@pytest.mark.slow
@pytest.mark.django_db  # the API reads no table, but Django's request signals check the connection
@schema.parametrize()
@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_api_keeps_its_documented_contract(case):
    headers = {"Accept-Encoding": "identity"}  # the WSGI client does not gunzip
    response = case.call(headers=headers)
    excluded = [positive_data_acceptance] if refused_by_the_rules(case, response) else []
    case.validate_response(response, headers=headers, excluded_checks=excluded)


@pytest.mark.parametrize(
    ("path", "query", "code", "parameter"),
    [
        ("/api/coup", {"cards": "⑩,⑤,K,3"}, "unknown_card", "cards"),  # the lookup reads these, the API doesn't
        ("/api/odds", {"decks": 8, "remove": "5\t5"}, "unknown_card", "remove"),
        ("/api/decision", {"player_total": 5, "banker_total": 5, "player_third": "⑥"}, "unknown_card", "player_third"),
        ("/api/decision", {"player_total": 5, "banker_total": 5, "player_third": ""}, "unknown_card", "player_third"),
        ("/api/decision", {"player_total": "", "banker_total": 5, "player_third": 6}, "invalid_value", "player_total"),
        ("/api/decision", {"player_total": " 5", "banker_total": 5}, "invalid_value", "player_total"),
        ("/api/decision", {"player_total": 5, "banker_total": "⑤"}, "invalid_value", "banker_total"),
    ],
)
def test_the_api_takes_only_the_documented_spelling(client, path, query, code, parameter):
    response = client.get(path, query)
    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["code"], error["parameter"]) == (code, parameter)


@pytest.mark.parametrize(
    ("path", "query"),
    [
        ("/api/coup", "cards=a 5 k 3"),
        ("/api/coup", "cards=t,5,10,3,,"),
        ("/api/odds", "decks=8&remove="),
        ("/api/coup", {"cards": "Ａ，５，Ｋ，３"}),  # full-width, as Korean and Japanese keyboards type them
        ("/api/coup", {"cards": "A、5、K、3"}),
        ("/api/decision", {"player_total": "３", "banker_total": "５", "player_third": "１０"}),
        ("/api/roads", {"seed": "７", "step": "５"}),
        ("/api/roads", {"results": "ＢＰ　ｔ"}),
    ],
)
def test_the_documented_spellings_are_taken(client, path, query):
    response = client.get(path, query) if isinstance(query, dict) else client.get(path, QUERY_STRING=query)
    assert response.status_code == 200


def test_the_third_card_is_listed_once_per_spelling():
    decision = OPENAPI["paths"]["/api/decision"]["get"]["parameters"][0]["schema"]
    cards = decision["properties"]["player_third"]["enum"]
    assert len(cards) == len(set(cards))


@pytest.mark.parametrize(
    ("query", "code", "parameter"),
    [
        ({"seed": "⑦"}, "bad_seed", "seed"),
        ({"seed": "0000000007"}, "bad_seed", "seed"),
        ({"seed": 7, "step": ""}, "bad_step", "step"),
        ({"results": "B\tP"}, "bad_result", "results"),
    ],
)
def test_the_roads_take_only_the_documented_spelling(client, query, code, parameter):
    response = client.get("/api/roads", query)
    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["code"], error["parameter"]) == (code, parameter)
