"""The third-card lookup in Chromium: taps answered in place, keyboard only, JavaScript off, axe, phones."""

import re

import pytest
from playwright.sync_api import expect

from tests.helpers import LANGUAGES, watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

MARKER = "window.lookupMarker"


def keypad(page, rank):
    return page.locator(f'.keypad button[name="add"][value="{rank}"]')


def choose(page, field, value):
    page.locator(f'label.choice:has(input[name="{field}"][value="{value}"])').click()


def answer(page):
    return page.locator("#lookup-answer")


def test_tapping_cards_answers_in_place(page, live_server):
    errors = watch_console(page)
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    page.evaluate(f"{MARKER} = 'same page'")
    for rank in ["A", "5", "K"]:
        keypad(page, rank).click()
    expect(page.locator("#id_cards_messages")).to_have_text("Next comes the banker’s second card.")
    expect(page.locator("#id_cards")).to_have_value("A,5,K")
    keypad(page, "3").click()
    expect(answer(page)).to_contain_text("The banker has a natural 8, so neither hand draws a third card.")
    expect(answer(page)).to_contain_text("The banker wins with 8 against the player’s 1.")
    expect(page.locator("#id_cards_messages")).to_be_empty()
    assert page.url == f"{live_server.url}/en/lookup/?cards=A,5,K,3"
    assert page.evaluate(MARKER) == "same page", "no page load"
    expect(keypad(page, "9")).to_have_attribute("aria-disabled", "true")
    expect(page.locator('.language-switcher a[hreflang="ja"]')).to_have_attribute(
        "href", "/language/ja/lookup/?cards=A,5,K,3"
    )

    page.get_by_role("button", name="Remove the last card").click()
    expect(page.locator("#id_cards")).to_have_value("A,5,K")
    expect(answer(page)).not_to_contain_text("The banker wins")
    expect(keypad(page, "9")).not_to_have_attribute("aria-disabled", "true")
    assert page.url == f"{live_server.url}/en/lookup/?cards=A,5,K"
    assert page.evaluate(MARKER) == "same page"
    assert not errors, errors


def test_a_shared_address_reopens_the_same_answer(page, live_server):
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    for rank in ["2", "5", "K", "Q", "6", "9"]:
        keypad(page, rank).click()
    expect(answer(page)).to_contain_text("The player wins with 8 against the banker’s 4.")
    shared = page.url
    live = answer(page).inner_text()
    page.goto(shared)
    assert answer(page).inner_text() == live
    expect(page.locator("table.side-bets tr.wins th")).to_have_text(["Panda 8"])


def test_choosing_totals_answers_in_place_in_japanese(browser_context, live_server):
    page = browser_context(locale="ja-JP").new_page()
    errors = watch_console(page, refusals=True)
    page.goto(f"{live_server.url}/ja/lookup/")
    page.evaluate(f"{MARKER} = 'same page'")
    choose(page, "player_total", 5)
    choose(page, "banker_total", 5)
    expect(answer(page)).to_contain_text("バンカーはプレイヤーの3枚目しだいです")
    choose(page, "player_third", 6)
    expect(answer(page)).to_contain_text(
        "プレイヤーの3枚目が4〜7なら引き、それ以外ならスタンドします。今回は6なので3枚目を引きます。"
    )
    expect(page.locator("tr:has(th[scope=row]:text-is('5')) td.is-current")).to_have_attribute("data-column", "6")
    assert page.url.endswith("/ja/lookup/?player_total=5&banker_total=5&player_third=6")
    choose(page, "player_total", 7)
    expect(page.locator("#id_player_third_messages")).to_contain_text("3枚目はありません")
    expect(page.locator('input[name="player_third"][value="6"]')).to_have_attribute("aria-invalid", "true")
    choose(page, "player_third", "")
    expect(page.locator("#id_player_third_messages")).to_be_empty()
    expect(answer(page)).to_contain_text("プレイヤーは合計7でスタンドし")
    assert page.evaluate(MARKER) == "same page"
    assert not errors, errors


def test_the_bankers_total_and_the_third_card_answer_in_place(page, live_server):
    errors = watch_console(page)
    page.goto(f"{live_server.url}/en/lookup/")
    page.evaluate(f"{MARKER} = 'same page'")
    choose(page, "banker_total", 5)
    expect(answer(page)).to_contain_text("or the banker’s total and the player’s third card")
    choose(page, "player_third", 6)
    expect(answer(page)).to_contain_text(
        "The player drew a third card worth 6. On 5 the banker draws only when that card is worth 4 to 7, so the "
        "banker draws."
    )
    expect(page.locator("#id_player_total_messages")).to_be_empty()
    assert page.url.endswith("/en/lookup/?banker_total=5&player_third=6")
    choose(page, "player_total", 2)
    expect(answer(page)).to_contain_text("The player draws on 2 and gets a card worth 6.")
    assert page.evaluate(MARKER) == "same page"
    assert not errors, errors


def test_the_lookup_works_from_the_keyboard_alone(page, live_server):
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    page.locator("#id_cards").focus()
    page.keyboard.type("2,5,K,Q")
    page.keyboard.press("Enter")
    expect(page.locator("#id_cards_messages")).to_have_text(
        "The player draws on 2: next comes the player’s third card."
    )
    keypad(page, "6").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#id_cards")).to_have_value("2,5,K,Q,6")
    page.keyboard.press("Tab")
    page.keyboard.press("Space")
    expect(answer(page)).to_contain_text("The player wins with 8 against the banker’s 2.")
    expect(page.locator("#lookup-answer-heading")).to_be_focused()
    expect(keypad(page, "7")).to_have_attribute("aria-disabled", "true")
    keypad(page, "7").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#id_cards")).to_have_value("2,5,K,Q,6,7")
    expect(keypad(page, "7")).to_be_focused()

    page.goto(f"{live_server.url}/en/lookup/")
    page.locator("#id_player_total_0").focus()
    for _ in range(4):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Tab")
    page.keyboard.press("Space")
    expect(answer(page)).to_contain_text("The player draws on 4 (the player draws on 0 to 5)")
    assert page.evaluate("document.activeElement.id") == "id_banker_total_0"


def in_viewport(page, selector):
    return page.evaluate(
        """(selector) => { const box = document.querySelector(selector).getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight; }""",
        selector,
    )


def test_on_a_phone_the_last_tap_shows_that_the_coup_is_complete(browser_context, live_server):
    page = browser_context(viewport={"width": 375, "height": 800}, reduced_motion="reduce").new_page()
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    for rank in ["7", "5", "K", "K"]:
        keypad(page, rank).click()
    expect(page.locator("#lookup-status")).to_be_empty()
    assert not in_viewport(page, "#lookup-answer-heading"), "the answer starts below the fold"
    keypad(page, "2").click()
    expect(page.locator("#lookup-status")).to_have_text(
        "The coup is complete. A tie at 7: bets on the player and on the banker are returned. See the answer"
    )
    expect(page.locator("#lookup-answer-heading")).to_be_focused()
    page.wait_for_function("document.getElementById('lookup-answer-heading').getBoundingClientRect().top < 100")
    assert in_viewport(page, "#lookup-answer-heading")
    # Back at the keypad, the status is still there, with a link to the answer.
    page.locator("#id_cards").scroll_into_view_if_needed()
    expect(page.locator("#lookup-status")).to_be_in_viewport()
    page.get_by_role("link", name="See the answer").click()
    page.wait_for_function("document.getElementById('lookup-answer-heading').getBoundingClientRect().top < 100")
    # Typing the cards does not pull focus away from the field.
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    page.locator("#id_cards").fill("7,5,K,K,2")
    expect(page.locator("#lookup-status")).to_contain_text("The coup is complete.")
    expect(page.locator("#id_cards")).to_be_focused()


def test_on_a_phone_without_javascript_each_tap_lands_where_the_reader_was(browser_context, live_server):
    page = browser_context(viewport={"width": 375, "height": 800}, java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    for rank in ["7", "5", "K", "K"]:
        with page.expect_navigation():
            keypad(page, rank).click()
        assert page.url.endswith("#lookup-cards")
        assert in_viewport(page, ".cards-field .field-messages")
        assert in_viewport(page, '.keypad button[value="K"]')
    with page.expect_navigation():
        keypad(page, "2").click()
    assert page.url == f"{live_server.url}/en/lookup/?cards=7,5,K,K,2#lookup-answer-heading"
    assert in_viewport(page, "#lookup-answer-heading")
    expect(page.locator("#lookup-status")).to_contain_text("The coup is complete.")


def test_without_javascript_every_tap_is_a_page(browser_context, live_server):
    page = browser_context(java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    for rank in ["2", "5", "K", "Q", "6", "9"]:
        with page.expect_navigation():
            keypad(page, rank).click()
    assert page.url == f"{live_server.url}/en/lookup/?cards=2,5,K,Q,6,9#lookup-answer-heading"
    expect(answer(page)).to_contain_text("The player wins with 8 against the banker’s 4.")
    expect(keypad(page, "A")).to_be_disabled()
    with page.expect_navigation():
        page.get_by_role("button", name="Remove the last card").click()
    expect(page.locator("#id_cards_messages")).to_contain_text("next comes the banker’s third card")

    page.goto(f"{live_server.url}/en/lookup/")
    choose(page, "player_total", 3)
    choose(page, "banker_total", 3)
    choose(page, "player_third", 8)
    with page.expect_navigation():
        page.get_by_role("button", name="Show the answer").click()
    assert "player_total=3&banker_total=3&player_third=8" in page.url
    expect(answer(page)).to_contain_text(
        "On 3 the banker draws unless the player’s third card is worth 8, so the banker stands."
    )


STATES = {
    "totals": "?player_total=5&banker_total=5&player_third=6",
    "totals-error": "?player_total=8&banker_total=5&player_third=2",
    "cards": "?cards=2,3,K,3,3",
    "cards-unfinished": "?cards=2,5,K",
    "cards-error": "?cards=A,Z",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_state_of_the_lookup_passes_axe(browser_context, live_server, assert_accessible, language):
    page = browser_context(locale=language).new_page()
    for query in STATES.values():
        page.goto(f"{live_server.url}/{language}/lookup/{query}")
        assert_accessible(page)


def test_the_lookup_passes_axe_in_the_dark_after_taps(browser_context, live_server, assert_accessible):
    page = browser_context(color_scheme="dark").new_page()
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    for rank in ["6", "3", "K", "K", "4"]:
        keypad(page, rank).click()
    expect(answer(page)).to_contain_text("The banker wins with 7 against the player’s 6.")
    assert_accessible(page)


def small_targets(page):
    return page.evaluate(
        """() => [...document.querySelectorAll(
            '.lookup-modes a, .choice span, .lookup-form button, .lookup-form .button')]
            .map((element) => [element.textContent.trim(), element.getBoundingClientRect()])
            .filter(([, box]) => box.width < 44 || box.height < 44)
            .map(([label, box]) => `${label}: ${box.width}x${box.height}`)"""
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_readable_and_tappable_at_320_pixels(browser_context, live_server, language):
    page = browser_context(viewport={"width": 320, "height": 640}).new_page()
    for query in ("", STATES["totals"], "?by=cards", STATES["cards"]):
        page.goto(f"{live_server.url}/{language}/lookup/{query}")
        assert page.evaluate("document.documentElement.scrollWidth") <= 320, query
        assert not small_targets(page), small_targets(page)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", [375, 1280])
def test_lookup_screenshots(browser_context, live_server, screenshot, language, width):
    page = browser_context(viewport={"width": width, "height": 900}, color_scheme="light").new_page()
    page.goto(f"{live_server.url}/{language}/lookup/?player_total=5&banker_total=5&player_third=6")
    screenshot(page, f"lookup-totals-{language}-{width}")
    page.goto(f"{live_server.url}/{language}/lookup/?cards=2,3,K,3,3")
    assert re.search(r"\S", answer(page).inner_text())
    screenshot(page, f"lookup-cards-{language}-{width}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_on_a_phone_without_javascript_the_totals_form_lands_on_its_answer(browser_context, live_server, language):
    page = browser_context(viewport={"width": 375, "height": 800}, java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/{language}/lookup/")
    choose(page, "player_total", "3")
    with page.expect_navigation():
        page.locator('button[name="show"]').click()
    assert page.url.endswith("#id_banker_total_choices"), "the question still to answer"
    assert in_viewport(page, "#id_banker_total_messages .errorlist")
    choose(page, "banker_total", "5")
    with page.expect_navigation():
        page.locator('button[name="show"]').click()
    assert page.url.endswith("#lookup-answer-heading")
    assert in_viewport(page, "#lookup-answer .verdicts")


def test_typing_the_cards_and_pressing_enter_without_javascript_lands_on_the_cards(browser_context, live_server):
    page = browser_context(viewport={"width": 375, "height": 800}, java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/ko/lookup/?by=cards")
    page.fill("#id_cards", "２,３,３,A,４")
    with page.expect_navigation():
        page.press("#id_cards", "Enter")
    assert page.url.endswith("?cards=2,3,3,A,4#lookup-cards")
    expect(answer(page).locator(".verdicts li")).to_have_count(2)
    assert page.locator(".banker-table td.is-current").count() == 1


def test_the_keypad_is_one_row_on_a_desktop(browser_context, live_server):
    page = browser_context(viewport={"width": 1280, "height": 900}).new_page()
    page.goto(f"{live_server.url}/en/lookup/?by=cards")
    tops = page.locator(".keypad__grid button").evaluate_all("keys => keys.map(key => key.getBoundingClientRect().top)")
    assert len(tops) == 13 and len(set(tops)) == 1, "A to K, Q and K included, on one row"
    widths = page.locator(".keypad__grid button").evaluate_all("keys => keys.map(key => key.offsetWidth)")
    assert min(widths) >= 44, "still big enough to tap"


LINES = """cell => {
    const lines = [];
    let top = null;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
        const node = walker.currentNode;
        for (let i = 0; i < node.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            if (!rect.width) continue;
            if (top === null || Math.abs(rect.top - top) > 2) lines.push("");
            top = rect.top;
            lines[lines.length - 1] += node.data[i];
        }
    }
    return lines;
}"""


STOOD_LINES = [["プレイヤーがスタンド"], ["プレイヤーが", "スタンド"]]


@pytest.mark.parametrize(
    ("path", "header", "lines"),
    [
        ("lookup/?player_total=5&banker_total=4&player_third=4", "プレイヤーがスタンド", STOOD_LINES),
        ("guides/third-card-rules/", "プレイヤーがスタンド", STOOD_LINES),
        ("odds/?decks=8&removed_5=2", "抜けたカードなし", [["抜けたカードなし"], ["抜けた", "カードなし"]]),
        ("odds/?decks=8&removed_5=2", "バンカーの勝ち", [["バンカーの勝ち"], ["バンカーの", "勝ち"]]),
    ],
)
def test_japanese_table_headers_break_between_words_on_a_phone(browser_context, live_server, path, header, lines):
    """At 375 px a header may take two lines, but never splits a word (スタ/ンド, 抜けたカー/ドなし), and its
    table still fits the phone."""
    page = browser_context(viewport={"width": 375, "height": 800}, locale="ja-JP").new_page()
    page.goto(f"{live_server.url}/ja/{path}")
    cell = page.locator(f'th:text-is("{header}")').first
    assert cell.evaluate(LINES) in lines
    table = cell.locator("xpath=ancestor::table")
    scroller = table.evaluate("t => (t.closest('.table-scroll') || t.parentElement).clientWidth")
    assert table.evaluate("t => t.scrollWidth") <= scroller + 1, "the table fits the phone"
