"""What a screen reader hears on the odds page (issue 26, point 6): a refused payout is announced, not the shoe."""

import re

import pytest
from playwright.sync_api import expect

from tests.helpers import LANGUAGES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refused_payout_is_announced_and_focused(page, live_server, language):
    page.goto(f"{live_server.url}/{language}/odds/")
    field = page.locator("#id_pay_lucky_6")
    field.fill("abc")
    field.press("Enter")
    message = page.locator("#id_pay_lucky_6_error")
    expect(message).to_be_visible()
    expect(page.locator("#odds-status")).to_have_text(message.inner_text())
    expect(page.locator("#id_pay_lucky_6")).to_be_focused()
    assert page.locator("#id_pay_lucky_6").get_attribute("aria-invalid") == "true"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("javascript", [True, False])
def test_show_with_these_payouts_brings_the_table_into_view(browser_context, live_server, language, javascript):
    """Issue 26, point 3: the button is far below the table it changes; both paths now open at the table."""
    page = browser_context(viewport={"width": 1280, "height": 800}, java_script_enabled=javascript).new_page()
    page.goto(f"{live_server.url}/{language}/odds/")
    page.locator("#id_pay_tie_8").fill("7")
    page.locator("#paytable button[type=submit]").click()
    heading = page.locator("#bets-heading")
    expect(page.locator('tr[data-bet="tie_8"] .odds-bets__yours')).to_be_visible()
    expect(heading).to_be_in_viewport()
    if javascript:
        expect(heading).to_be_focused()
        expect(page.locator("#odds-status")).to_have_text(page.locator("#odds-bets-caption").inner_text())
    else:
        expect(page).to_have_url(re.compile(r"pay_tie_8=7#bets-heading$"))
