"""A typed amount is judged one way with JavaScript or without (issue 26, point 5): a 26-digit amount is refused
with the server's message, never first graded as wrong in the page."""

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


@pytest.mark.parametrize("javascript", [True, False])
def test_a_26_digit_amount_gets_the_same_message_either_way(browser_context, live_server, javascript):
    page = browser_context(viewport={"width": 375, "height": 800}, java_script_enabled=javascript).new_page()
    page.goto(f"{live_server.url}/en/practice/commission/")
    field = page.locator('input[name="answer"]')
    field.fill("1" * 26)
    with page.expect_navigation():
        field.press("Enter")
    expect(page.locator(".practice-answer .errorlist")).to_contain_text("more than any bet here could pay")
    expect(page.locator('input[name="answer"]')).to_have_attribute("aria-invalid", "true")
    expect(page.locator("[data-verdict]")).to_have_text("")


@pytest.mark.parametrize(("language", "typed"), [("ko", "48원"), ("ja", "48円"), ("en", "$48")])
def test_an_amount_with_its_currency_is_graded_not_refused(browser_context, live_server, language, typed):
    page = browser_context(viewport={"width": 375, "height": 800}).new_page()
    page.goto(f"{live_server.url}/{language}/practice/commission/")
    field = page.locator('input[name="answer"]')
    field.fill(typed)
    with page.expect_navigation():
        field.press("Enter")
    expect(page.locator("#practice-feedback")).to_be_visible()
    expect(page.locator(".practice-answer .errorlist")).to_have_count(0)
