"""``/api/chemin-de-fer``: the solved game as JSON, every figure the engine's, errors in the reader's language."""

from fractions import Fraction

import pytest

from api.openapi import OPENAPI
from baccarat.chemin_de_fer import COMMISSION, FIVES, Hand, Model, solve


def exact(number):
    return {"fraction": str(number), "value": float(number)}


def test_b2_answers_with_the_solution(client):
    response = client.get("/api/chemin-de-fer", {"model": "B2", "decks": "6"})
    assert response.status_code == 200
    body = response.json()
    solution = solve(Model.B2, 6)
    assert (body["model"], body["decks"], body["zero_sum"]) == ("B2", 6, True)
    assert body["value"] == exact(solution.value)
    assert body["player"]["draw_on_5"] == exact(solution.draw_on_5[Hand(5)])
    cells = body["banker"]["differs_from_table"]
    assert len(cells) == len(solution.banker.differs_from_table())
    assert all(cell["draw"]["value"] != int(cell["table_draws"]) for cell in cells)
    assert body["banker"]["best_reply_to_always_draw"]["player_draws_on_5"] is True
    assert body["banker"]["best_reply_to_always_stand"]["player_draws_on_5"] is False


def test_a1_is_kemeny_and_snell(client):
    body = client.get("/api/chemin-de-fer", {"model": "A1"}).json()
    assert body["player"]["draw_on_5"] == exact(Fraction(9, 11))


def test_b3_answers_per_two_card_five_with_the_commission(client):
    body = client.get("/api/chemin-de-fer", {"model": "B3", "decks": "8", "commission": "0.05"}).json()
    solution = solve(Model.B3, 8, COMMISSION)
    assert body["commission"] == exact(COMMISSION)
    assert body["zero_sum"] is False
    assert body["player"]["draw_on_5"] == {hand.label: exact(solution.draw_on_5[hand]) for hand in FIVES}
    assert body["banker_value"] == exact(solution.banker_value)


def test_full_width_spelling_is_taken(client):
    response = client.get("/api/chemin-de-fer", {"model": "ｂ３", "decks": "６", "commission": "０．０５"})
    assert response.status_code == 200
    assert (response.json()["model"], response.json()["decks"]) == ("B3", 6)


@pytest.mark.parametrize(
    ("query", "code", "parameter"),
    [
        ({"decks": "6"}, "missing_parameter", "model"),
        ({"model": "C1"}, "invalid_value", "model"),
        ({"model": "B1"}, "invalid_value", "model"),
        ({"model": "B2", "decks": "0"}, "invalid_value", "decks"),
        ({"model": "B2", "commission": "0.2"}, "bad_commission", "commission"),
        ({"model": "B2", "commission": "5%"}, "bad_commission", "commission"),
        ({"model": "B2", "commission": "0.00001"}, "bad_commission", "commission"),
        ({"model": "B2", "seat": "player"}, "unknown_parameter", "seat"),
        ({"model": "A1", "commission": ""}, "bad_commission", "commission"),
        ({"model": "a１", "decks": "６ "}, "invalid_value", "decks"),
    ],
)
def test_bad_queries_are_400_with_a_code(client, query, code, parameter):
    response = client.get("/api/chemin-de-fer", query)
    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["code"], error["parameter"]) == (code, parameter)


def test_errors_speak_the_readers_language(client):
    response = client.get("/api/chemin-de-fer", {"model": "C1"}, HTTP_ACCEPT_LANGUAGE="ja")
    assert response.json()["error"]["message"] == "「C1」というモデルはありません。A1、B2、B3から選んでください。"


def test_the_document_declares_it():
    operation = OPENAPI["paths"]["/api/chemin-de-fer"]["get"]
    assert [parameter["name"] for parameter in operation["parameters"]][:3] == ["model", "decks", "commission"]
    assert "CheminDeFer" in OPENAPI["components"]["schemas"]
