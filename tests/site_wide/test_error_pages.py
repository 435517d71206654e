"""Every error in the site's language and look (issue 25): the proxy's 429, and Django's own refusals."""

import json

import pytest
from django.test import Client

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


BAD_REQUEST = {"en": "Bad request", "ko": "잘못된 요청", "ja": "不正なリクエスト"}


def page_of(response):
    html = response.content.decode()
    assert 'style="' not in html and "<style" not in html, "no inline style (CSP)"
    return html


@pytest.mark.parametrize("language", BAD_REQUEST)
def test_a_host_the_site_does_not_serve_gets_the_sites_400_page(client, language):
    response = client.get(f"/{language}/guides/", HTTP_HOST="attacker.example")
    html = page_of(response)
    assert response.status_code == 400
    assert f'<html lang="{language}"' in html and f"<h1>{BAD_REQUEST[language]}</h1>" in html


@pytest.mark.parametrize("language", BAD_REQUEST)
def test_more_than_a_thousand_parameters_get_the_sites_400_page(client, language):
    query = "&".join(f"p{number}=1" for number in range(1001))
    response = client.get(f"/{language}/odds/?{query}")
    assert response.status_code == 400 and f"<h1>{BAD_REQUEST[language]}</h1>" in page_of(response)


def test_an_oversized_post_gets_the_sites_400_page(client):
    body = "answer=" + "x" * (3 * 2**20)
    response = client.post("/ko/practice/draw-or-stand/", body, content_type="application/x-www-form-urlencoded")
    assert response.status_code == 400 and f"<h1>{BAD_REQUEST['ko']}</h1>" in page_of(response)


FORM_REFUSED = {
    "en": "The form could not be sent",
    "ko": "양식을 보낼 수 없습니다",
    "ja": "フォームを送信できませんでした",
}


@pytest.mark.parametrize("language", FORM_REFUSED)
def test_a_form_without_its_csrf_token_gets_a_translated_page_without_inline_style(language):
    client = Client(enforce_csrf_checks=True)
    response = client.post("/admin/login/", {"username": "a", "password": "b"}, HTTP_ACCEPT_LANGUAGE=language)
    html = page_of(response)
    assert response.status_code == 403
    assert f'<html lang="{language}"' in html and f"<h1>{FORM_REFUSED[language]}</h1>" in html


PUBLIC_PAGES = [
    "/en/",
    "/ko/guides/",
    "/ja/guides/basics/",
    "/en/lookup/",
    "/ko/odds/",
    "/ja/roads/?seed=3",
    "/en/glossary/",
    "/ko/glossary/natural/",
    "/ja/practice/",
    "/en/responsible-gambling/",
]


@pytest.mark.parametrize("method", ["post", "delete", "put"])
@pytest.mark.parametrize("path", PUBLIC_PAGES)
def test_a_public_page_answers_another_method_with_the_sites_405_page(method, path):
    client = Client(enforce_csrf_checks=True)  # a 405, not a CSRF failure: these pages take no form
    response = getattr(client, method)(path)
    assert response.status_code == 405 and response["Allow"] == "GET, HEAD"
    assert "<h1>" in page_of(response) and method.upper() in response.content.decode()


def test_practices_405_has_a_body_in_the_readers_language(client):
    response = client.delete("/ja/practice/timed/")
    assert response.status_code == 405 and response["Allow"] == "GET, POST"
    assert "<h1>このページでは受け付けていないリクエストです</h1>" in page_of(response)
