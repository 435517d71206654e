"""The chemin de fer page in Chromium: phones, axe, the keyboard alone, JavaScript off."""

import pytest
from playwright.sync_api import expect

from tests.helpers import LANGUAGES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

BANKER_QUESTION = "?side=banker&total=6&third=2#cdf-answer"


@pytest.mark.parametrize(("language", "width"), [(language, 375) for language in LANGUAGES] + [("en", 1280)])
def test_page_fits_and_passes_axe(browser_context, live_server, screenshot, assert_accessible, language, width):
    page = browser_context(viewport={"width": width, "height": 900}).new_page()
    response = page.goto(f"{live_server.url}/{language}/chemin-de-fer/{BANKER_QUESTION}")
    assert response.status == 200
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "no sideways scrolling"
    expect(page.locator(".cdf-plays tbody tr")).to_have_count(6)  # the six two-card 6s
    assert page.locator(".cdf-chart__svg circle").count() == 8
    assert_accessible(page)
    screenshot(page, f"chemin-de-fer-{language}-{width}")


def test_a1_table_and_an_error_pass_axe(browser_context, live_server, screenshot, assert_accessible):
    page = browser_context(viewport={"width": 375, "height": 900}).new_page()
    page.goto(f"{live_server.url}/ja/chemin-de-fer/?model=A1&game=parlour")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert_accessible(page)
    response = page.goto(f"{live_server.url}/ko/chemin-de-fer/?side=player&total=5&cards=1-3")
    assert response.status == 400
    expect(page.locator("#id_cards_error")).to_contain_text("고른 두 장의 합은")
    assert_accessible(page)
    screenshot(page, "chemin-de-fer-ko-error-375")


def test_the_question_can_be_asked_from_the_keyboard_alone(page, live_server):
    page.goto(f"{live_server.url}/en/chemin-de-fer/")
    page.locator("#id_side").focus()
    page.keyboard.press("Tab")  # to the total
    assert page.evaluate("document.activeElement.id") == "id_total"
    page.locator("#id_side").focus()
    page.select_option("#id_side", "player")  # a select takes its value from the keyboard; Playwright sets it
    page.locator("#id_total").focus()
    page.select_option("#id_total", "5")
    for _ in range(3):  # past the cards and the third card to the button
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.type") == "submit"
    page.keyboard.press("Enter")
    expect(page.locator("#cdf-answer")).to_contain_text("leave the player free to draw or stand")


def test_the_form_works_with_javascript_off(browser_context, live_server):
    page = browser_context(java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/en/chemin-de-fer/")
    page.select_option("#id_model", "A1")
    page.select_option("#id_side", "banker")
    page.select_option("#id_total", "6")
    page.select_option("#id_third", "stood")
    page.click(".cdf-form button[type=submit]")
    expect(page.locator("#cdf-answer")).to_contain_text("Draw with probability")
    assert "model=A1" in page.url
