"""The roads page in Chromium: stepping through a shoe with the keyboard, JavaScript off, 375 px, axe, screenshots."""

import re

import pytest
from playwright.sync_api import expect

from baccarat.roads import deal_shoe
from tests.helpers import LANGUAGES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

SEED = 15


def bead_cells(page):
    return page.locator("table.road--bead_plate td .bead").count()


@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize("language", LANGUAGES)
def test_roads_page_screenshots(browser_context, live_server, screenshot, assert_accessible, language, width):
    page = browser_context(viewport={"width": width, "height": 900}).new_page()
    response = page.goto(f"{live_server.url}/{language}/roads/?seed={SEED}&step=30")
    assert response.ok
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "no sideways scrolling"
    assert_accessible(page)
    screenshot(page, f"roads-{language}-{width}")


def test_roads_page_in_the_dark_passes_axe(browser_context, live_server, screenshot, assert_accessible):
    page = browser_context(viewport={"width": 375, "height": 900}, color_scheme="dark").new_page()
    page.goto(f"{live_server.url}/ko/roads/?seed={SEED}")
    assert_accessible(page)
    screenshot(page, "roads-ko-375-dark")


def test_step_through_the_shoe_with_the_arrow_keys(page, live_server):
    page.goto(f"{live_server.url}/en/roads/?seed={SEED}&step=10")
    summary = page.locator("[data-step-summary]")
    expect(summary).to_have_text(re.compile(r"After coup 10 of \d+"))
    page.keyboard.press("ArrowRight")
    expect(summary).to_have_text(re.compile(r"After coup 11 of"))
    expect(page).to_have_url(re.compile(rf"\?seed={SEED}&step=11$"))
    assert bead_cells(page) == 11
    expect(page.locator("#roads-status")).to_have_text(re.compile("After coup 11"))
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    expect(summary).to_have_text(re.compile(r"After coup 9 of"))
    assert bead_cells(page) == 9
    # the language links open the same step in another language
    expect(page.locator('.language-switcher a[hreflang="ko"]')).to_have_attribute(
        "href", re.compile(rf"seed={SEED}&step=9")
    )


def test_the_stepper_works_from_the_keyboard_and_keeps_focus(page, live_server):
    page.goto(f"{live_server.url}/en/roads/?seed={SEED}&step=1")
    next_link = page.locator("a[data-step-key=ArrowRight]")
    next_link.focus()
    for step in (2, 3, 4):
        page.keyboard.press("Enter")
        expect(page.locator("[data-step-summary]")).to_have_text(re.compile(rf"After coup {step} of"))
        expect(page.locator("a[data-step-key=ArrowRight]")).to_be_focused()
    coup = deal_shoe(SEED).coups[3]
    expect(page.locator(".roads-coup .coup__result")).to_contain_text(str(coup.banker.total))


def test_typing_in_a_field_does_not_step(page, live_server):
    page.goto(f"{live_server.url}/en/roads/?seed={SEED}&step=5")
    page.locator("#id_results").fill("BPB")
    page.keyboard.press("ArrowLeft")
    expect(page.locator("[data-step-summary]")).to_have_text(re.compile(r"After coup 5 of"))


def test_without_javascript_the_whole_shoe_and_links_to_every_step(browser_context, live_server, screenshot):
    page = browser_context(viewport={"width": 375, "height": 900}, java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/ja/roads/?seed={SEED}")
    coups = len(deal_shoe(SEED).coups)
    assert bead_cells(page) == coups
    page.locator("a[data-step-key=ArrowLeft]").click()
    expect(page).to_have_url(re.compile(rf"step={coups - 1}#roads-step$"))  # landing on the board
    assert bead_cells(page) == coups - 1
    page.locator(".roads-steps summary").click()
    page.locator(".roads-steps__list a", has_text=re.compile(r"^7$")).click()
    expect(page).to_have_url(re.compile(r"step=7#roads-step$"))
    assert bead_cells(page) == 7
    screenshot(page, "roads-ja-375-no-javascript")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bad_seed_is_a_clear_message_that_passes_axe(browser_context, live_server, assert_accessible, language):
    page = browser_context(viewport={"width": 375, "height": 900}).new_page()
    response = page.goto(f"{live_server.url}/{language}/roads/?seed=-3")
    assert response.status == 400
    field = page.locator("#id_seed")
    assert field.get_attribute("aria-invalid") == "true"
    expect(page.locator("#seed-error")).to_be_visible()
    assert_accessible(page)


def test_typed_results_from_the_form(page, live_server, screenshot):
    page.goto(f"{live_server.url}/en/roads/?seed={SEED}")
    page.locator("#id_results").fill("tbbpppbtpbbp")
    page.locator("#id_results").press("Enter")
    expect(page).to_have_url(re.compile(r"results=tbbpppbtpbbp"))
    assert bead_cells(page) == 12
    expect(page.locator(".road-figure--big_road figcaption")).to_contain_text("1 tie before the first win")
    screenshot(page, "roads-en-typed-results")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_reading_guide_passes_axe(browser_context, live_server, assert_accessible, screenshot, language):
    page = browser_context(viewport={"width": 375, "height": 900}).new_page()
    page.goto(f"{live_server.url}/{language}/guides/reading-the-scoreboard/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert_accessible(page)
    screenshot(page, f"guide-reading-the-scoreboard-{language}-375-axe")
