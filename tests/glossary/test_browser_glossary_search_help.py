"""Glossary search's help for near misses in Chromium (issue 26, point 7): on a phone, by keyboard, axe clean."""

import pytest
from playwright.sync_api import expect

pytestmark = [
    pytest.mark.browser,
    pytest.mark.browser_db,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]


@pytest.mark.parametrize(
    ("language", "typed", "meant"),
    [("ko", "커밋션", "커미션"), ("ja", "ナチュラリ", "ナチュラル"), ("en", "sqeeze", "Squeeze")],
)
def test_a_misspelling_leads_to_the_term_meant(
    browser_context, live_server, screenshot, assert_accessible, language, typed, meant
):
    page = browser_context(viewport={"width": 375, "height": 800}).new_page()
    page.goto(f"{live_server.url}/{language}/glossary/")
    page.locator("#glossary-q").fill(typed)
    page.locator("#glossary-q").press("Enter")
    suggestion = page.locator(".glossary-suggestions a").first
    expect(suggestion).to_have_text(meant)
    assert_accessible(page)
    screenshot(page, f"glossary-did-you-mean-{language}-375")
    suggestion.focus()
    page.keyboard.press("Enter")
    expect(page.locator("h1")).to_have_text(meant)


def test_an_initial_consonant_search_on_a_phone(browser_context, live_server, screenshot):
    page = browser_context(viewport={"width": 375, "height": 800}).new_page()
    page.goto(f"{live_server.url}/ko/glossary/?q=ㅋ")
    expect(page.locator(".glossary-list dt")).to_have_count(4)
    screenshot(page, "glossary-initials-ko-375")
