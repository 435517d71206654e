"""The odds page in a real browser: how it looks, axe, updating in place with JavaScript, and without it."""

import re

import pytest
from django.utils import translation
from playwright.sync_api import expect

from baccarat import standard_odds
from baccarat_site.wording import percent
from tests.helpers import LANGUAGES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

DEPLETED = "?decks=6&removed_5=3&removed_K=1"


def banker_edge(page):
    return page.locator('tr[data-bet="banker"] td').nth(1).inner_text()


def language_links(page):
    return {
        link.get_attribute("hreflang"): link.get_attribute("href")
        for link in page.locator(".language-switcher a[hreflang]").all()
    }


def expected_banker_edge(decks, language="en"):
    with translation.override(language):
        return percent(standard_odds(decks).bets["banker"].house_edge)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize("language", LANGUAGES)
def test_odds_page_screenshots(browser_context, live_server, screenshot, assert_accessible, language, width, scheme):
    page = browser_context(viewport={"width": width, "height": 900}, color_scheme=scheme).new_page()
    page.goto(f"{live_server.url}/{language}/odds/{DEPLETED}")
    page.locator('li[data-outcome="banker"] summary').click()
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "no sideways scrolling"
    table, scroller = page.locator("#odds-bets").evaluate(
        "table => [table.scrollWidth, table.parentElement.clientWidth]"
    )
    assert table <= scroller, "every column of the bets table is on screen, even on a phone"
    assert_accessible(page)
    screenshot(page, f"odds-{language}-{width}-{scheme}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_error_messages_pass_axe_and_leave_the_grid_whole(
    browser_context, live_server, assert_accessible, screenshot, language
):
    page = browser_context(viewport={"width": 375, "height": 900}).new_page()
    response = page.goto(f"{live_server.url}/{language}/odds/?decks=1&removed_7=5&removed_A=-1&removed_2=99999999")
    assert response.status == 400
    seven = page.locator("#id_removed_7")
    assert seven.get_attribute("aria-invalid") == "true"
    message = page.locator("#id_removed_7_error")
    assert message.is_visible()
    cells = page.locator(".odds-removal__rank").evaluate_all("cells => cells.map(cell => cell.getBoundingClientRect())")
    assert len({round(cell["width"]) for cell in cells}) == 1, "every rank keeps its cell, A and the others alike"
    assert [round(cell["y"]) for cell in cells[:4]] == [round(cells[0]["y"])] * 4, "A still shares its row"
    grid_bottom = page.locator(".odds-removal__ranks").bounding_box()
    assert message.bounding_box()["y"] > grid_bottom["y"] + grid_bottom["height"], "the messages go under the grid"
    assert_accessible(page)
    screenshot(page, f"odds-errors-{language}-375")


@pytest.mark.parametrize("typed", ["abc", "ㄱ", "1e", "２.５"])
def test_whatever_is_typed_reaches_the_server_and_gets_a_message(page, live_server, typed):
    """A number input would drop these and send nothing; a text input sends them and they are answered."""
    page.goto(f"{live_server.url}/ko/odds/")
    page.fill("#id_removed_7", typed)
    assert page.locator("#id_removed_7").input_value() == typed
    page.click("#odds-removal-submit")
    expect(page.locator("#id_removed_7_error")).to_have_text("장수는 2처럼 정수로 입력하세요.")


def test_asking_for_the_next_coup_with_nothing_entered_says_what_to_do(page, live_server):
    page.goto(f"{live_server.url}/en/odds/")
    page.click("#odds-removal-submit")
    message = "Enter how many cards of at least one rank are gone, such as 2 under the 5."
    expect(page.locator(".odds-removal .errorlist")).to_have_text(message)
    expect(page.locator("#odds-status")).to_have_text(message)


@pytest.mark.parametrize("language", LANGUAGES)
def test_without_javascript_the_removal_form_lands_on_its_answer(browser_context, live_server, screenshot, language):
    page = browser_context(viewport={"width": 375, "height": 800}, java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/{language}/odds/")
    page.fill("#id_removed_5", "2")
    page.fill("#id_removed_K", "１")  # full-width, as a Japanese keyboard may type it
    with page.expect_navigation():
        page.click("#odds-removal-submit")
    assert page.url.endswith("#depleted-result")
    heading = page.locator("#depleted-result").bounding_box()
    assert -1 < heading["y"] < 100, "the result is at the top of the screen, not 4,900 px down"
    screenshot(page, f"odds-nojs-result-{language}-375")
    page.goto(f"{live_server.url}/{language}/odds/")
    with page.expect_navigation():
        page.click("#odds-removal-submit")
    assert page.url.endswith("#depleted")
    assert page.locator(".odds-removal .errorlist").is_visible()
    assert -1 < page.locator("#depleted").bounding_box()["y"] < 100


def test_changing_decks_updates_the_tables_in_place(page, live_server):
    page.goto(f"{live_server.url}/en/odds/")
    page.evaluate("window.stillTheSamePage = true")
    page.focus("#id_decks")
    page.select_option("#id_decks", "2")
    expect(page.locator("#odds-bets caption")).to_contain_text("2 decks")
    assert page.evaluate("window.stillTheSamePage") is True, "no navigation"
    assert page.url == f"{live_server.url}/en/odds/?decks=2"
    assert banker_edge(page) == expected_banker_edge(2)
    expect(page.locator(".odds-removal .muted")).to_contain_text("8")
    assert "2 decks" in page.locator("#odds-status").inner_text()
    assert page.evaluate("document.activeElement.id") == "id_decks", "focus stays on the select"
    page.reload()
    assert banker_edge(page) == expected_banker_edge(2), "the address is shareable"


def test_removing_cards_with_javascript_keeps_the_page_and_the_address(page, live_server):
    page.goto(f"{live_server.url}/ja/odds/?decks=1#depleted")
    page.evaluate("window.stillTheSamePage = true")
    page.fill("#id_removed_9", "3")
    page.fill("#id_removed_Q", "2")
    page.click("#odds-removal-submit")
    page.wait_for_selector('tr[data-key="banker"]')
    assert page.evaluate("window.stillTheSamePage") is True
    assert page.url == f"{live_server.url}/ja/odds/?decks=1&removed_9=3&removed_Q=2#depleted"
    assert page.locator("#odds-status").inner_text() == "抜けたカード：9×3、Q×2。シューの残りは47枚です。"
    page.fill("#id_removed_9", "9")
    page.click("#odds-removal-submit")
    page.wait_for_selector("#id_removed_9_error")
    assert page.locator("#id_removed_9_error").inner_text() == "このシューにこのカードは4枚しかありません。"
    assert page.evaluate("document.activeElement.id") == "id_removed_9", "focus goes to the field to fix"
    assert page.evaluate("window.stillTheSamePage") is True


def test_the_page_works_without_javascript(browser_context, live_server):
    page = browser_context(java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/ko/odds/")
    assert banker_edge(page) == expected_banker_edge(8, "ko")
    page.select_option("#id_decks", "3")
    with page.expect_navigation():
        page.locator("#odds-form button[type=submit]").click()
    assert re.search(r"/ko/odds/\?decks=3(&|$)", page.url)
    assert banker_edge(page) == expected_banker_edge(3, "ko")
    page.fill("#id_removed_5", "2")
    with page.expect_navigation():
        page.click("#odds-removal-submit")
    assert "decks=3" in page.url and "removed_5=2" in page.url
    assert page.locator('tr[data-key="banker"]').count() == 2
    assert page.locator("[data-odds-summary]").last.inner_text() == "빠진 카드: 5×2. 슈에 남은 카드는 154장입니다."


def test_switching_language_after_a_live_update_keeps_the_shoe(page, live_server):
    page.goto(f"{live_server.url}/en/odds/")
    page.select_option("#id_decks", "2")
    expect(page.locator("#odds-bets caption")).to_contain_text("2 decks")
    assert language_links(page) == {code: f"/language/{code}/odds/?decks=2" for code in LANGUAGES}
    page.fill("#id_removed_9", "3")
    page.click("#odds-removal-submit")
    expect(page.locator('.language-switcher a[hreflang="ja"]')).to_have_attribute(
        "href", "/language/ja/odds/?decks=2&removed_9=3"
    )
    with page.expect_navigation():
        page.click('.language-switcher a[hreflang="ja"]')
    assert page.url == f"{live_server.url}/ja/odds/?decks=2&removed_9=3"
    assert page.locator("#id_decks").input_value() == "2"
    assert page.locator("#id_removed_9").input_value() == "3"
    assert banker_edge(page) == expected_banker_edge(2, "ja")
    assert page.locator("[data-odds-summary]").last.inner_text() == "抜けたカード：9×3。シューの残りは101枚です。"


def test_the_address_leaves_out_zero_and_empty_counts(page, live_server):
    page.goto(f"{live_server.url}/en/odds/?decks=3")
    page.fill("#id_removed_5", "0")
    page.fill("#id_removed_7", " 2 ")
    page.fill("#id_removed_A", "")
    page.click("#odds-removal-submit")
    expect(page.locator("[data-odds-summary]").last).to_have_text("Removed: 7×2 — 154 cards left in the shoe.")
    assert page.url == f"{live_server.url}/en/odds/?decks=3&removed_7=2"
    assert language_links(page)["ko"] == "/language/ko/odds/?decks=3&removed_7=2"
