"""What a reader does in a real browser: land, switch language, and every page passes axe."""

import re

import pytest
from django.conf import settings

from tests.helpers import LANGUAGES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]




def test_japanese_browser_lands_on_the_japanese_site(browser_context, live_server):
    page = browser_context(locale="ja-JP").new_page()
    page.goto(live_server.url + "/")
    assert page.url == live_server.url + "/ja/"
    assert page.locator("html").get_attribute("lang") == "ja"


def test_switching_language_keeps_the_reader_on_the_same_page(page, live_server):
    page.goto(live_server.url + "/ko/guides/")
    for language in ["ja", "en"]:
        page.locator(f'.language-switcher a[hreflang="{language}"]').click()
        page.wait_for_url(f"{live_server.url}/{language}/guides/")
        assert page.locator("html").get_attribute("lang") == language
    page.goto(live_server.url + "/")
    assert page.url == live_server.url + "/en/", "the last language chosen is remembered"


def test_switching_language_keeps_the_readers_place_on_the_page(page, live_server):
    page.goto(live_server.url + "/ko/guides/third-card-rules/#remember")
    page.locator('.language-switcher a[hreflang="ja"]').click()
    page.wait_for_url(live_server.url + "/ja/guides/third-card-rules/#remember")
    assert page.locator("#remember").is_visible()


def test_switching_language_without_javascript(browser_context, live_server):
    page = browser_context(java_script_enabled=False).new_page()
    page.goto(live_server.url + "/ja/odds/?decks=2")
    page.locator('.language-switcher a[hreflang="ko"]').click()
    page.wait_for_url(live_server.url + "/ko/odds/?decks=2")
    assert page.locator("#id_decks").input_value() == "2"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", [375, 1280])
def test_home_page_screenshots(browser_context, live_server, screenshot, language, width):
    page = browser_context(viewport={"width": width, "height": 900}).new_page()
    page.goto(f"{live_server.url}/{language}/")
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "no sideways scrolling"
    screenshot(page, f"home-{language}-{width}")


def sitemap_paths(client, language):
    xml = client.get("/sitemap.xml").content.decode()
    return sorted({re.sub(r"^https?://[^/]+", "", loc) for loc in re.findall(r"<loc>([^<]+)</loc>", xml)
                   if f"/{language}/" in loc})


@pytest.mark.browser_db  # the sitemap and the glossary's pages read the terms
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_in_the_sitemap_passes_axe(client, page, live_server, axe, language):
    failures = {}
    paths = sitemap_paths(client, language)
    assert f"/{language}/" in paths
    for path in paths:
        page.goto(live_server.url + path)
        results = axe.run(page)
        if results.violations_count:
            failures[path] = results.generate_report()
    assert not failures, failures


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_not_found_page_passes_axe(browser_context, live_server, axe, scheme):
    page = browser_context(locale="ko-KR", color_scheme=scheme).new_page()
    response = page.goto(live_server.url + "/ko/no-such-page/")
    assert response.status == 404
    assert axe.run(page).violations_count == 0


def test_opening_a_page_does_not_change_the_remembered_language(browser_context, live_server):
    page = browser_context(locale="ko-KR").new_page()
    page.goto(live_server.url + "/ja/")
    page.locator('.language-switcher a[hreflang="en"]').click()
    page.wait_for_url(live_server.url + "/en/")
    page.goto(live_server.url + "/ja/guides/")
    page.goto(live_server.url + "/")
    assert page.url == live_server.url + "/en/", "only a choice in the switcher is remembered"
    cookie = next(c for c in page.context.cookies() if c["name"] == settings.LANGUAGE_COOKIE_NAME)
    assert cookie["value"] == "en"
