"""Every error in the site's language and look (issue 25): the proxy's 429, and Django's own refusals."""

import json

import pytest

pytestmark = pytest.mark.django_db

TOO_MANY = {"en": "Too many requests", "ko": "요청이 너무 많습니다", "ja": "リクエストが多すぎます"}


@pytest.mark.parametrize("language", TOO_MANY)
def test_the_proxys_429_is_the_sites_page_in_the_language_of_the_address_asked_for(client, language):
    """deploy/proxy-cache.conf sends a request past its limits here, the address it asked for beside."""
    response = client.get("/too-many-requests", HTTP_X_ORIGINAL_URI=f"/{language}/roads/?seed=5")
    html = response.content.decode()
    assert response.status_code == 429
    assert f'<html lang="{language}"' in html and f"<h1>{TOO_MANY[language]}</h1>" in html
    assert "no-store" in response["Cache-Control"]


def test_an_address_without_a_language_gets_the_readers(client):
    response = client.get("/too-many-requests", HTTP_X_ORIGINAL_URI="/admin/login/", HTTP_ACCEPT_LANGUAGE="ko")
    assert response.status_code == 429 and '<html lang="ko"' in response.content.decode()


def test_the_apis_429_is_the_apis_json_error(client):
    response = client.get("/too-many-requests", HTTP_X_ORIGINAL_URI="/api/odds?remove=5", HTTP_ACCEPT_LANGUAGE="ja")
    error = json.loads(response.content)["error"]
    assert response.status_code == 429 and response["Content-Language"] == "ja"
    assert error["code"] == "too_many_requests" and "数秒待って" in error["message"]
