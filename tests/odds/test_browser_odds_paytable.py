"""The odds page's paytable section in a real browser: with JavaScript and without, on a phone, axe, screenshots."""

import re

import pytest
from django.utils import translation
from playwright.sync_api import expect

from baccarat import PAYTABLE, Shoe, exact_odds
from baccarat_site.wording import percent
from tests.helpers import LANGUAGES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def expected_edge(key, payouts, language="en"):
    odds = exact_odds(Shoe.decks(8), PAYTABLE | {key: PAYTABLE[key].with_payouts(payouts)})
    with translation.override(language):
        return percent(odds.bets[key].house_edge)


def edge_of(page, key):
    return page.locator(f'tr[data-bet="{key}"] td').nth(1).inner_text()


@pytest.mark.parametrize("language", LANGUAGES)
def test_paytable_section_on_a_phone(browser_context, live_server, screenshot, assert_accessible, language):
    page = browser_context(viewport={"width": 375, "height": 900}).new_page()
    page.goto(f"{live_server.url}/{language}/odds/?pay_super_6=15&pay_lucky_6=12,23#paytable")
    assert edge_of(page, "super_6") == expected_edge("super_6", [15], language)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, "no sideways scrolling"
    assert_accessible(page)
    page.locator("#paytable").screenshot(path=str(screenshot(page, f"odds-paytable-{language}-375")))
    page.locator("#effect-of-removal").screenshot(path=str(screenshot(page, f"odds-effect-{language}-375")))
    page.goto(f"{live_server.url}/{language}/odds/?pay_lucky_6=12&pay_super_6=abc")
    field, message = page.locator("#id_pay_lucky_6"), page.locator("#id_pay_lucky_6_error")
    assert field.get_attribute("aria-invalid") == "true" and message.is_visible()
    field_box, message_box = field.bounding_box(), message.bounding_box()
    assert 0 <= message_box["y"] - (field_box["y"] + field_box["height"]) < 40, "the message is right below the field"
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert_accessible(page)
    page.locator("#paytable").screenshot(path=str(screenshot(page, f"odds-paytable-errors-{language}-375")))


def test_with_javascript_the_tables_follow_the_payouts_in_place(page, live_server):
    page.goto(f"{live_server.url}/en/odds/")
    page.evaluate("window.stillTheSamePage = true")
    page.fill("#id_pay_super_6", "15")
    page.locator("#paytable button[type=submit]").click()
    expect(page.locator('tr[data-bet="super_6"] .odds-bets__yours')).to_be_visible()
    assert page.evaluate("window.stillTheSamePage") is True, "no navigation"
    assert page.url == f"{live_server.url}/en/odds/?decks=8&pay_super_6=15"
    assert edge_of(page, "super_6") == expected_edge("super_6", [15])
    page.fill("#id_pay_dragon_7", "0")
    page.locator("#id_pay_dragon_7").press("Enter")
    expect(page.locator("#id_pay_dragon_7_error")).to_have_text("A payout must be more than 0.")
    assert page.evaluate("document.activeElement.id") == "id_pay_dragon_7", "focus goes to the field to fix"
    page.fill("#id_pay_dragon_7", "45")
    page.locator("#id_pay_dragon_7").press("Enter")
    expect(page.locator("#id_pay_dragon_7_error")).to_have_count(0)
    assert edge_of(page, "super_6") == expected_edge("super_6", [15]), "the other payout is kept"
    page.reload()
    assert page.locator("#id_pay_dragon_7").input_value() == "45", "the address is shareable"


def test_without_javascript_the_form_submits_to_a_short_address(browser_context, live_server):
    page = browser_context(java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/ja/odds/")
    page.fill("#id_pay_lucky_6", "12, 23")
    with page.expect_navigation():
        page.locator("#paytable button[type=submit]").click()
    assert re.search(r"/ja/odds/\?decks=8&pay_lucky_6=12%2C(\+|%20)23(#bets-heading)?$", page.url), page.url
    assert edge_of(page, "lucky_6") == expected_edge("lucky_6", [12, 23], "ja")
    page.fill("#id_pay_lucky_6", "12")
    with page.expect_navigation():
        page.locator("#paytable button[type=submit]").click()
    assert page.locator("#id_pay_lucky_6_error").inner_text() == (
        "このベットには配当が2種類あります。配当表の順に、2個の数字をカンマで区切って入力してください。"
    )
