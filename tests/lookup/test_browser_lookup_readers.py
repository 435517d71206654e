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


def test_a_trailing_one_does_not_stop_the_live_answer(page, live_server):
    """A "1" may be the start of "10": the page waits a little longer, then answers (issue 26, point 9)."""
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    page.locator("#id_cards").press_sequentially("A,5,K,1", delay=50)
    expect(page.locator("#id_cards_messages")).to_contain_text("“1” is not a card", timeout=4000)
    page.locator("#id_cards").press_sequentially("0", delay=50)
    expect(page.locator("#id_cards_messages")).to_contain_text("next comes the player’s third card", timeout=4000)


def choose(page, field, value):
    page.locator(f'label.choice:has(input[name="{field}"][value="{value}"])').click()


@pytest.mark.parametrize("language", ["ko", "ja", "en"])
@pytest.mark.parametrize("width", [320, 375, 1280])
def test_show_the_answer_brings_it_into_view_and_focus(browser_context, live_server, screenshot, language, width):
    """Issue 26, point 3: on a 1280×800 screen the answer's top was at y = 848 and nothing moved."""
    page = browser_context(viewport={"width": width, "height": 800}).new_page()
    page.goto(f"{live_server.url}/{language}/lookup/")
    choose(page, "player_total", 5)
    choose(page, "banker_total", 5)
    choose(page, "player_third", 6)
    page.evaluate("window.scrollTo(0, 0)")
    page.locator('button[name="show"][value="totals"]').click()
    heading = page.locator("#lookup-answer-heading")
    expect(heading).to_be_focused()
    expect(heading).to_be_in_viewport()
    assert page.locator("#lookup-answer").get_attribute("aria-live") == "polite"
    page.wait_for_timeout(600)  # a smooth scroll settles
    assert 0 <= heading.bounding_box()["y"] < 100
    page.screenshot(path=str(screenshot(page, f"lookup-answer-{language}-{width}")).replace(".png", "-view.png"))
