"""The foundation: languages, redirects, the base page, headers, settings."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import translation

from baccarat_site.context_processors import NAVIGATION
from tests.helpers import LANGUAGES

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("accept", "expected"),
    [("ja,en;q=0.5", "/ja/"), ("ko-KR,ko;q=0.9", "/ko/"), ("en-US", "/en/"), ("fr-FR,de;q=0.5", "/en/"), ("", "/en/")],
)
def test_root_redirects_by_accept_language(client, accept, expected):
    response = client.get("/", HTTP_ACCEPT_LANGUAGE=accept)
    assert response.status_code == 302
    assert response["Location"] == expected


def test_language_cookie_wins_once_a_reader_has_chosen(client):
    response = client.get("/language/ko/guides/")
    assert response.status_code == 302
    assert response["Location"] == "/ko/guides/"
    assert client.cookies[settings.LANGUAGE_COOKIE_NAME].value == "ko"
    response = client.get("/", HTTP_ACCEPT_LANGUAGE="ja")
    assert response["Location"] == "/ko/"


def test_choosing_a_language_keeps_the_query(client):
    response = client.get("/language/ja/odds/?decks=2&removed_9=3")
    assert response["Location"] == "/ja/odds/?decks=2&removed_9=3"
    assert client.cookies[settings.LANGUAGE_COOKIE_NAME].value == "ja"


@pytest.mark.parametrize("page", ["xx/guides/", "", "guides/", "/evil.example/ja/", "ja@evil.example/"])
def test_choosing_something_that_is_not_a_page_in_a_language_is_not_found(client, page):
    response = client.get(f"/language/{page}", HTTP_ACCEPT_LANGUAGE="ko")
    assert response.status_code == 404
    assert "페이지를 찾을 수 없습니다" in response.content.decode()
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies


@pytest.mark.parametrize(
    "path", ["/ko/", "/ja/guides/third-card-rules/", "/en/lookup/?player_total=3", "/ko/odds/", "/ja/glossary/"]
)
def test_pages_set_no_cookie_so_shared_caches_can_keep_them(client, path):
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "en"
    response = client.get(path)
    assert response.status_code == 200
    assert not response.cookies
    assert "Cookie" not in response.get("Vary", "")


@pytest.mark.parametrize("language", LANGUAGES)
def test_home_page_declares_its_language_and_alternates(client, language):
    response = client.get(f"/{language}/")
    html = response.content.decode()
    assert response.status_code == 200
    assert f'<html lang="{language}">' in html
    assert f'<link rel="canonical" href="http://testserver/{language}/">' in html
    for other in LANGUAGES:
        assert f'<link rel="alternate" hreflang="{other}" href="http://testserver/{other}/">' in html
        assert f'href="/language/{other}/" hreflang="{other}" lang="{other}"' in html
    assert '<link rel="alternate" hreflang="x-default" href="http://testserver/en/">' in html
    assert 'class="skip-link" href="#main"' in html
    assert 'id="main"' in html


def test_switcher_keeps_the_reader_on_the_same_page(client):
    html = client.get("/ko/guides/").content.decode()
    assert 'href="/language/ja/guides/" hreflang="ja"' in html
    assert 'href="/language/en/guides/" hreflang="en"' in html


def test_navigation_links_only_pages_that_exist(client):
    html = client.get("/en/").content.decode()
    nav = re.search(r'<nav class="site-nav".*?</nav>', html, re.S).group(0)
    hrefs = re.findall(r'href="([^"]+)"', nav)
    assert hrefs, "the header has navigation"
    for href in hrefs:  # the roads page sends a reader to a newly dealt shoe's own address
        assert client.get(href, follow=True).status_code == 200, href


@pytest.mark.parametrize(
    ("path", "accept", "words"),
    [
        ("/ja/no-such-page/", "ja", "ページが見つかりません"),
        ("/ko/no-such-page/", "ko", "페이지를 찾을 수 없습니다"),
        ("/en/no-such-page/", "en", "Page not found"),
        ("/xx/guides/", "ja", "ページが見つかりません"),
        ("/en/guides/no-such-guide/", "en", "Page not found"),
    ],
)
def test_unknown_paths_get_a_404_in_the_readers_language(client, path, accept, words):
    response = client.get(path, HTTP_ACCEPT_LANGUAGE=accept)
    assert response.status_code == 404
    assert words in response.content.decode()


def test_footer_says_educational_and_where_to_get_help(client):
    ko = client.get("/ko/").content.decode()
    assert "하우스 엣지" in ko and "1336" in ko
    ja = client.get("/ja/").content.decode()
    assert "ハウスエッジ" in ja and "精神保健福祉センター" in ja
    en = client.get("/en/").content.decode()
    # NCPG's National Problem Gambling Helpline has been 1-800-522-4700 since 29 September 2025, when
    # 1-800-GAMBLER went back to the Council on Compulsive Gambling of New Jersey (sbcamericas.com, 2 Oct 2025).
    assert "house edge" in en and "1-800-522-4700" in en
    for language in ("ko", "ja", "en"):
        page = client.get(f"/{language}/").content.decode()
        footer = page[page.index('<footer class="site-footer">') :]
        assert f'href="/{language}/responsible-gambling/"' in footer


def test_security_headers(client):
    response = client.get("/en/")
    csp = response["Content-Security-Policy"]
    script_src = re.search(r"script-src ([^;]*)", csp).group(1)
    assert "'self'" in script_src and "unsafe-inline" not in script_src
    assert "frame-ancestors 'none'" in csp
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "same-origin"
    assert response["X-Frame-Options"] == "DENY"


def test_pages_have_no_inline_script(client):
    for path in ["/en/", "/ko/guides/"]:
        html = client.get(path).content.decode()
        for tag in re.findall(r"<script[^>]*>", html):
            assert "src=" in tag, tag


def test_admin_lives_outside_the_language_prefix_and_speaks_the_readers_language(client):
    response = client.get("/admin/login/", HTTP_ACCEPT_LANGUAGE="ja")
    assert response.status_code == 200
    assert '<html lang="ja"' in response.content.decode()
    assert client.get("/ko/admin/").status_code == 404


def test_sitemap_lists_every_page_in_every_language_with_alternates(client):
    xml = client.get("/sitemap.xml").content.decode()
    for language in LANGUAGES:
        assert f"<loc>http://testserver/{language}/</loc>" in xml
        assert f'hreflang="{language}" href="http://testserver/{language}/guides/"' in xml
    assert 'hreflang="x-default"' in xml


def test_robots_txt_points_to_the_sitemap(client):
    response = client.get("/robots.txt")
    assert response["Content-Type"].startswith("text/plain")
    assert "Sitemap: http://testserver/sitemap.xml" in response.content.decode()


def test_favicon_and_stylesheet_are_served(client):
    html = client.get("/en/").content.decode()
    assert 'rel="icon"' in html and 'rel="stylesheet"' in html
    css = (ROOT / "static/css/site.css").read_text()
    rules = [":lang(ko)", "word-break: keep-all", ":lang(ja)", "line-break: strict", "prefers-color-scheme: dark"]
    for rule in [*rules, "@media print"]:
        assert rule in css
    assert "@font-face" not in css and "@import" not in css


def run_manage(*args, **env):
    environment = {key: value for key, value in os.environ.items() if not key.startswith("DJANGO_")}
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=environment, capture_output=True, text=True, check=False
    )


def test_production_refuses_to_start_without_a_secret_key():
    result = run_manage("check", DJANGO_DEBUG="0")
    assert result.returncode != 0
    last_line = result.stderr.strip().splitlines()[-1]
    assert last_line == "django.core.exceptions.ImproperlyConfigured: DJANGO_SECRET_KEY must be set when DJANGO_DEBUG=0"


def test_production_settings_pass_the_deploy_check():
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="a-long-random-production-key-" + "x7Gq2" * 10,
        DJANGO_ALLOWED_HOSTS="baccarat.example",
        DJANGO_TRUSTED_PROXIES="10.0.0.5",  # as README's production commands set it
    )
    assert result.returncode == 0, result.stderr
    assert "no issues" in result.stdout


def test_guide_index_lists_every_guide(client):
    html = client.get("/en/guides/").content.decode()
    from baccarat_site.guide_list import GUIDES

    for guide in GUIDES:
        assert reverse("guides:detail", args=[guide.slug]) in html


def test_browsers_asking_for_favicon_ico_get_the_site_icon(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 301
    assert response["Location"].endswith("img/favicon.svg")


TITLED_PAGES = [
    ("", "Baccarat rules, explained exactly"),
    ("guides/", "Guides"),
    ("guides/basics/", "Baccarat basics"),
    ("lookup/", "Third-card lookup"),
    ("odds/", "Odds and house edge"),
    ("roads/?seed=7", "The scoreboard roads"),
    ("glossary/", "Glossary"),
    ("practice/", "Practise the rules"),
    ("responsible-gambling/", "Gambling problems: the signs, the cost and where to get help"),
    ("no-such-page/", "Page not found"),
]


@pytest.mark.parametrize(("path", "english_title"), TITLED_PAGES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_pages_title_is_the_same_in_its_title_its_heading_and_its_share_tags(client, path, english_title, language):
    html = client.get(f"/{language}/{path}").content.decode()
    meta = dict(re.findall(r'<meta (?:name|property)="([^"]+)" content="([^"]*)">', html))
    title = re.search(r"<title>(.*?)</title>", html).group(1)
    heading = re.sub(r"<[^>]+>", "", re.search(r"<h1>(.*?)</h1>", html, re.S).group(1))
    site_name = meta["og:site_name"]
    with translation.override(language):
        joined = translation.pgettext("page title", "%(page)s · %(site)s")  # Japanese: バカラの基本｜バカラのルール
    # the home page's title names the site already: nothing after it (a Korean reader saw 바카라 규칙 twice)
    assert title == (heading if path == "" else joined % {"page": heading, "site": site_name})
    assert meta["og:title"] == heading
    assert meta["og:description"] == meta["description"] != ""
    if language == "en":
        assert heading == english_title
    else:
        assert not re.search(r"[A-Za-z]{4,}", heading), "a translated title"


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_entry_or_a_drill_names_its_part_of_the_site_in_its_title(client, language):
    for path, part in [("glossary/banker/", "glossary:index"), ("practice/payouts/", "practice:index")]:
        html = client.get(f"/{language}/{path}").content.decode()
        title = re.search(r"<title>(.*?)</title>", html).group(1)
        og_title = re.search(r'<meta property="og:title" content="([^"]*)">', html).group(1)
        with translation.override(language):
            label = next(str(name) for url_name, name, _description in NAVIGATION if url_name == part)
            joined = translation.pgettext("page title", "%(page)s · %(site)s")
        part_title = joined % {"page": og_title, "site": label}
        assert title.startswith(joined % {"page": part_title, "site": ""})
