"""An address too long for the app servers (issue 26, point 9): past what the proxy's buffers and gunicorn read
(32 KB, deploy/gunicorn.conf.py), the reader gets the site's own page (deploy/request-too-long.conf), in the
address's language or else their own, not a bare English error."""

import pytest

from bench.serve import nginx
from tests.helpers import fetch

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)

HEADINGS = {"ko": "주소가 너무 깁니다", "ja": "アドレスが長すぎます", "en": "Address too long"}


@pytest.fixture
def proxy(live_server, tmp_path):
    with nginx(f"http://127.0.0.1:{live_server.thread.port}", tmp_path) as (proxy_url, _files):
        yield proxy_url


@pytest.mark.parametrize(("language", "heading"), HEADINGS.items())
def test_the_page_speaks_the_addresss_language_and_is_never_cached(client, language, heading):
    response = client.get(f"/{language}/request-too-long/")
    assert response.status_code == 414
    assert f"<h1>{heading}</h1>" in response.content.decode()
    assert "no-store" in response["Cache-Control"]


def test_without_a_language_in_the_address_the_readers_language_decides(client):
    response = client.get("/request-too-long/", headers={"Accept-Language": "ja"})
    assert (response.status_code, HEADINGS["ja"] in response.content.decode()) == (414, True)


@pytest.mark.parametrize(
    ("path", "language"),
    [("/ko/glossary/?q=", "ko"), ("/ja/odds/?pay_tie_8=", "ja"), ("/en/lookup/?cards=", "en"), ("/x?", "ja")],
)
def test_a_too_long_address_through_the_proxy_gets_the_sites_page(proxy, path, language):
    status, _headers, body = fetch(proxy, path + "a" * 32100, **{"Accept-Language": "ja"})
    assert status == 414
    assert f'<html lang="{language}">' in body and HEADINGS[language] in body


def test_a_long_address_the_app_servers_read_still_reaches_the_site(proxy):
    status, _headers, body = fetch(proxy, "/en/glossary/?q=" + "a" * 8000)
    assert status == 200 and "Only the first 100 characters" in body
