"""The responsible-gambling page on a phone in every language: readable, accessible, reached from the footer."""

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


@pytest.mark.parametrize("language", ["ko", "ja", "en"])
def test_the_page_on_a_phone(browser_context, live_server, screenshot, assert_accessible, language):
    page = browser_context(viewport={"width": 375, "height": 900}).new_page()
    page.goto(f"{live_server.url}/{language}/")
    page.locator(f'.site-footer a[href="/{language}/responsible-gambling/"]').click()
    page.wait_for_url(f"{live_server.url}/{language}/responsible-gambling/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, "no sideways scrolling"
    assert page.locator('section[aria-labelledby="cost"] tbody tr').count() == 3
    assert_accessible(page)
    screenshot(page, f"responsible-gambling-{language}-375")
