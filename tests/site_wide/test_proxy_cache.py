"""The site behind nginx with deploy/proxy-cache.conf, as in production: what is shared, what never is,
and that an editor's change and a database outage reach readers as they should."""

import time

import pytest

from bench.serve import nginx
from glossary.models import Term
from tests.helpers import DATABASE_DOWN, fetch, served_from_the_proxy, until

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

SHARED_PAGES = [
    "/ko/",
    "/en/guides/third-card-rules/",
    "/ko/lookup/?player_total=3&banker_total=5&player_third=6",
    "/ja/odds/",
    "/api/coup?cards=A,5,K,3,8,2",
    "/ja/glossary/",
    "/ko/glossary/natural/",
]


@pytest.fixture
def proxy(live_server, tmp_path):
    with nginx(f"http://127.0.0.1:{live_server.thread.port}", tmp_path) as (proxy_url, _files):
        yield proxy_url


@pytest.mark.parametrize("path", SHARED_PAGES)
def test_a_page_is_shared_from_the_second_reader_on(proxy, path):
    first_status, first_headers, first_body = fetch(proxy, path)
    assert (first_status, first_headers["X-Cache-Status"]) == (200, "MISS")
    served_from_the_proxy(proxy, path)
    assert fetch(proxy, path)[2] == first_body


@pytest.mark.parametrize(
    ("path", "headers"),
    [
        ("/", {"Accept-Language": "ja"}),
        ("/language/ko/guides/", {}),
        ("/admin/login/", {}),
        ("/en/odds/?decks=6&removed_5=3", {}),
        ("/en/no-such-page/", {}),
    ],
)
def test_redirects_cookies_private_and_uncached_pages_always_reach_the_site(proxy, path, headers):
    for _ in range(2):
        _status, response_headers, _body = fetch(proxy, path, **headers)
        assert response_headers["X-Cache-Status"] == "MISS"


def test_each_reader_is_sent_to_their_own_language(proxy):
    assert fetch(proxy, "/", **{"Accept-Language": "ja"})[1]["Location"] == "/ja/"
    assert fetch(proxy, "/", **{"Accept-Language": "ko"})[1]["Location"] == "/ko/"
    assert fetch(proxy, "/", **{"Accept-Language": "ko", "Cookie": "django_language=en"})[1]["Location"] == "/en/"


def test_choosing_a_language_through_the_proxy_sets_the_cookie_every_time(proxy):
    for _ in range(2):
        status, headers, _body = fetch(proxy, "/language/ko/guides/")
        assert (status, headers["Location"]) == (302, "/ko/guides/")
        assert headers["Set-Cookie"].startswith("django_language=ko;")


def test_an_editors_change_reaches_readers_within_seconds(proxy):
    fetch(proxy, "/ja/glossary/natural/")
    served_from_the_proxy(proxy, "/ja/glossary/natural/")
    natural = Term.objects.get(slug="natural")
    natural.definition_ja = "編集者が直した定義"
    natural.save()
    until(lambda: "編集者が直した定義" in fetch(proxy, "/ja/glossary/natural/")[2], seconds=3)


def test_with_the_database_down_readers_get_the_last_good_glossary_page(proxy):
    fetch(proxy, "/en/glossary/")
    time.sleep(2)  # the copy has expired
    with DATABASE_DOWN:
        status, headers, body = fetch(proxy, "/en/glossary/")
    assert (status, headers["X-Cache-Status"]) == (200, "STALE")
    assert "Natural" in body
