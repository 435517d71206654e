"""What a screen reader hears at the lookup (issue 26, point 6): a correct but unfinished coup is not invalid."""

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


@pytest.mark.parametrize("javascript", [True, False])
def test_an_unfinished_coup_is_not_invalid_and_a_wrong_card_is(browser_context, live_server, javascript):
    page = browser_context(java_script_enabled=javascript).new_page()
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    field = page.locator("#id_cards")
    for typed, invalid in (("10,9", False), ("10,X", True), ("10,9,K", False)):
        field.fill(typed)
        field.press("Enter")
        messages = page.locator("#id_cards_messages")
        expect(messages).to_contain_text("Next comes" if not invalid else "is not a card")
        field = page.locator("#id_cards")
        assert (field.get_attribute("aria-invalid") == "true") is invalid, typed
