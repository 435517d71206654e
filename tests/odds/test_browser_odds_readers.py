"""What a screen reader hears on the odds page (issue 26, point 6): a refused payout is announced, not the shoe."""

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
