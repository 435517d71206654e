"""/api/roads: the roads engine as JSON, in the OpenAPI document; bad input is a 400 in the reader's language."""

import jsonschema
import pytest
from django.test import Client
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from api.openapi import OPENAPI
from baccarat.roads import MAX_COUPS, deal_shoe, parse_results, roads
from tests.api.documented import documented_codes


def validate(body, schema):
    document = {"components": OPENAPI["components"], "$ref": f"#/components/schemas/{schema}"}
    jsonschema.Draft202012Validator(document).validate(body)


def test_typed_results(client):
    response = client.get("/api/roads?results=TBBPPPBT")
    assert response.status_code == 200
    body = response.json()
    validate(body, "Roads")
    assert body["seed"] is None and body["coups"] == 8
    assert body["big_road"]["leading_ties"] == 1
    assert body["big_road"]["columns"] == [
        [{"winner": "banker", "ties": 0, "coup": 1}, {"winner": "banker", "ties": 0, "coup": 2}],
        [
            {"winner": "player", "ties": 0, "coup": 3},
            {"winner": "player", "ties": 0, "coup": 4},
            {"winner": "player", "ties": 0, "coup": 5},
        ],
        [{"winner": "banker", "ties": 1, "coup": 6}],
    ]
    assert [mark["colour"] for mark in body["big_eye_boy"]["marks"]] == ["red", "blue", "blue"]
    assert body["big_eye_boy"]["marks"][-1]["compared"] == [1, 0]
    assert body["small_road"]["marks"] == [] and body["cockroach_pig"]["marks"] == []
    assert body["big_road"]["grid"][0][:3] == [
        {"column": 0, "row": 0},
        {"column": 1, "row": 0},
        {"column": 2, "row": 0},
    ]
    assert body["bead_plate"]["grid"][0][0] == {"coup": 0} and body["bead_plate"]["grid"][1][1] == {"coup": 7}
    assert body["ask"] == roads(parse_results("TBBPPPBT")).ask


def test_a_dealt_shoe_is_the_engines(client):
    body = client.get("/api/roads?seed=7").json()
    validate(body, "Roads")
    shoe = deal_shoe(7)
    assert body["seed"] == 7 and body["coups"] == len(shoe.coups)
    assert [result["winner"] for result in body["bead_plate"]["results"]] == [
        coup.outcome.winner for coup in shoe.coups
    ]
    assert [result["player_pair"] for result in body["bead_plate"]["results"]] == [
        coup.player.cards[0] == coup.player.cards[1] for coup in shoe.coups
    ]
    drawn = roads(shoe.results)
    for name, road in drawn.derived.items():
        assert [mark["colour"] for mark in body[name]["marks"]] == [mark.colour for mark in road.marks]
        for row, cells in zip(body[name]["grid"], road.grid.rows(), strict=True):
            assert [cell and road.marks[cell["mark"]] for cell in row] == cells


def test_step_draws_the_first_coups_only(client):
    body = client.get("/api/roads?results=BPBPB&step=2").json()
    assert body["coups"] == 2 and len(body["bead_plate"]["results"]) == 2


@pytest.mark.parametrize(
    ("query", "code", "parameter"),
    [
        ("results=BPX", "bad_result", "results"),
        ("results=", "seed_or_results", "seed, results"),
        ("", "seed_or_results", "seed, results"),
        ("results=" + "B" * (MAX_COUPS + 1), "too_many_results", "results"),
        ("seed=-1", "bad_seed", "seed"),
        ("seed=12x", "bad_seed", "seed"),
        ("seed=1&results=B", "seed_or_results", "seed, results"),
        ("results=BPB&step=4", "bad_step", "step"),
        ("results=B&colour=red", "unknown_parameter", "colour"),
    ],
)
def test_bad_input_is_a_400_with_the_apis_error(client, query, code, parameter):
    response = client.get(f"/api/roads?{query}")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == code and error["code"] in documented_codes(response)
    assert error["parameter"] == parameter
    validate(response.json(), "Error")


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("ko", "2번째 결과(‘X’)를 알아볼 수 없습니다"),
        ("ja", "2番目の結果に「X」は使えません"),
        ("en", "Result 2 is “X”"),
    ],
)
def test_errors_are_in_the_language_of_accept_language(client, language, message):
    response = client.get("/api/roads?results=BXP", headers={"Accept-Language": language})
    assert message in response.json()["error"]["message"]
    assert response["Content-Language"] == language


def test_the_limit_is_documented_and_a_full_length_shoe_is_answered(client):
    assert str(MAX_COUPS) in str(OPENAPI["paths"]["/api/roads"])
    assert client.get("/api/roads?results=" + "BP" * (MAX_COUPS // 2)).status_code == 200


QUERIES = st.lists(
    st.tuples(
        st.sampled_from(["seed", "results", "step"]) | st.text(max_size=6),
        st.text(max_size=30) | st.text(alphabet="BPTbpt ,", max_size=120) | st.integers(-5, 10**10).map(str),
    ),
    max_size=4,
)


@pytest.mark.slow
@hypothesis_settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(QUERIES)
def test_no_query_makes_a_server_error(query):
    response = Client(raise_request_exception=False).get("/api/roads", query)
    assert response.status_code in (200, 400)
    if response.status_code == 400:
        assert response.json()["error"]["code"] in documented_codes(response)
