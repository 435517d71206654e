"""The squeeze page in Chromium: turning cards in place, from the keyboard, without JavaScript, on a phone
(375 px), and axe in ko, ja and en."""

import pytest
from playwright.sync_api import expect

from tests.helpers import LANGUAGES, watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

MARKER = "window.squeezeMarker"
COUP = "/lookup/squeeze/?cards=3,K,2,5,8"


def turned_cards(page):
    return page.locator(".squeeze-hands .card:not(.card--down)")


def test_turning_cards_in_place(page, live_server):
    errors = watch_console(page)
    page.goto(f"{live_server.url}/en{COUP}")
    page.evaluate(f"{MARKER} = 'same page'")
    expect(turned_cards(page)).to_have_count(0)
    for count in range(1, 4):
        page.get_by_role("link", name="Turn the next card").click()
        expect(turned_cards(page)).to_have_count(count)
    expect(page.locator("#squeeze-heading")).to_have_text("Three cards turned")
    expect(page.locator(".squeeze-outs")).to_contain_text("8 or 9 for a banker win")
    expect(page.get_by_role("link", name="Turn the next card")).to_be_focused()
    assert page.url.endswith("turned=3#squeeze-cards")
    page.get_by_role("link", name="Turn them all").click()
    expect(page.locator(".answer-winner")).to_contain_text("The banker wins with")
    expect(page.locator(".squeeze-sentence")).to_have_count(0)  # the winner is said once
    assert page.evaluate(MARKER) == "same page", "no page load"
    assert not errors, errors


def test_the_arrow_keys_turn_the_cards(page, live_server):
    page.goto(f"{live_server.url}/en{COUP}")
    page.locator("h1").click()
    page.keyboard.press("ArrowRight")
    expect(turned_cards(page)).to_have_count(1)
    page.keyboard.press("ArrowRight")
    expect(turned_cards(page)).to_have_count(2)
    page.keyboard.press("ArrowLeft")
    expect(turned_cards(page)).to_have_count(1)
    page.keyboard.press("Enter")  # focus is on "Turn the next card"
    expect(turned_cards(page)).to_have_count(2)


def test_without_javascript_each_turn_is_a_page_that_opens_at_the_cards(browser_context, live_server):
    page = browser_context(viewport={"width": 375, "height": 800}, java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/en{COUP}")
    for count in range(1, 6):
        page.get_by_role("link", name="Turn the next card").click()
        expect(turned_cards(page)).to_have_count(count)
        expect(page.locator("#squeeze-cards")).to_be_in_viewport()
    expect(page.get_by_role("link", name="Turn the next card")).to_have_count(0)
    expect(page.locator(".answer-winner")).to_contain_text("The banker wins with 5 against the player’s 3.")


def test_a_dealt_coup_on_a_phone(browser_context, live_server, screenshot):
    page = browser_context(viewport={"width": 375, "height": 800}).new_page()
    page.goto(f"{live_server.url}/ko/lookup/squeeze/")
    page.get_by_role("link", name="새로 섞은 슈에서 한 판 진행하기").click()
    expect(page.locator(".squeeze-hands")).to_be_visible()
    page.get_by_role("link", name="다음 카드 뒤집기").click()
    expect(turned_cards(page)).to_have_count(1)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    screenshot(page, "squeeze-ko-375")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_squeeze_page_passes_axe(browser_context, live_server, assert_accessible, screenshot, language):
    page = browser_context(locale=language, viewport={"width": 375, "height": 900}).new_page()
    for query in ("", "?cards=A,Z", "?cards=3,K,2,5,8&turned=3", "?cards=3,K,2,5,8&turned=5"):
        page.goto(f"{live_server.url}/{language}/lookup/squeeze/{query}")
        page.locator("details.squeeze-next-table summary").first.click() if "turned=3" in query else None
        assert_accessible(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= 375, query
    screenshot(page, f"squeeze-{language}-375")


def test_the_lookup_table_and_the_odds_tables_pass_axe(page, live_server, assert_accessible):
    page.goto(f"{live_server.url}/en/lookup/?cards=3,K,2")
    expect(page.locator(".squeeze-chances-table")).to_be_visible()
    assert_accessible(page)
    page.goto(f"{live_server.url}/ja/odds/#squeeze-tables")
    page.locator("#squeeze-tables details summary").first.click()
    assert_accessible(page)
