"""With the database unreachable, pages that don't need it serve; the glossary says so kindly."""

import pytest

from tests.helpers import DATABASE_DOWN


@pytest.fixture
def database_down():
    with DATABASE_DOWN:
        yield


@pytest.mark.parametrize(
    "path",
    [
        "/ko/",
        "/ja/guides/",
        "/en/guides/third-card-rules/",
        "/ko/lookup/?player_total=3&banker_total=5&player_third=6",
        "/ja/odds/?decks=6",
        "/api/coup?cards=A,5,K,3,8,2",
    ],
)
def test_pages_that_need_no_database_keep_serving(client, database_down, path):
    assert client.get(path).status_code == 200


@pytest.mark.parametrize(
    ("language", "words"),
    [("ko", "잠시 이용할 수 없습니다"), ("ja", "一時的にご利用いただけません"), ("en", "Temporarily unavailable")],
)
def test_glossary_answers_a_friendly_503_in_the_readers_language(client, database_down, language, words):
    response = client.get(f"/{language}/glossary/")
    assert response.status_code == 503
    assert response["Retry-After"] == "60"
    html = response.content.decode()
    assert words in html and f'<html lang="{language}">' in html
    assert "Traceback" not in html and "OperationalError" not in html
