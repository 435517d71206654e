"""The roads page as readers met it (issue 26, point 4): taps on "Next coup" while a step loads are queued,
not lost; without JavaScript each step lands on the board; step 0 names the card already seen."""

import re
import time

import pytest
from playwright.sync_api import expect

from baccarat.roads import deal_shoe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

SEED = 15


def slow_steps(page, seconds=0.4):
    """Each step's fragment takes a while, as on a slow phone connection."""

    def delayed(route):
        time.sleep(seconds)
        route.continue_()

    page.route(re.compile(r"/roads/step/"), delayed)


def test_three_quick_taps_on_next_move_three_coups(page, live_server):
    page.goto(f"{live_server.url}/en/roads/?seed={SEED}&step=10")
    slow_steps(page)
    for _tap in range(3):
        page.locator('.roads-stepper a[data-step-key="ArrowRight"]').click()
    expect(page.locator("[data-step-summary]")).to_contain_text("After coup 13 of", timeout=8000)
    expect(page).to_have_url(re.compile(rf"\?seed={SEED}&step=13$"))
    for _tap in range(2):
        page.locator('.roads-stepper a[data-step-key="ArrowLeft"]').click()
    expect(page.locator("[data-step-summary]")).to_contain_text("After coup 11 of", timeout=8000)


@pytest.mark.parametrize("width", [375, 1280])
def test_without_javascript_a_step_lands_on_the_board(browser_context, live_server, screenshot, width):
    page = browser_context(java_script_enabled=False, viewport={"width": width, "height": 800}).new_page()
    page.goto(f"{live_server.url}/en/roads/?seed={SEED}&step=4")
    page.locator('.roads-stepper a[data-step-key="ArrowRight"]').click()
    page.wait_for_url(re.compile(r"step=5#roads-step$"))
    assert page.evaluate("window.scrollY") > 0
    assert abs(page.locator("#roads-step").bounding_box()["y"]) < 2, "the stepper is at the top of the screen"
    screenshot(page, f"roads-nojs-step-{width}")


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "only the shoe’s first card"), ("ko", "앞면이 보이게 뒤집은 첫 카드"), ("ja", "最初に表向きにした")],
)
def test_step_zero_names_the_card_already_seen(page, live_server, language, words):
    burn = deal_shoe(SEED).burn_card
    page.goto(f"{live_server.url}/{language}/roads/?seed={SEED}&step=0")
    sentence = page.locator(".roads-odds p").first
    expect(sentence).to_contain_text(words)
    expect(sentence.locator(".card")).to_have_text(burn)
