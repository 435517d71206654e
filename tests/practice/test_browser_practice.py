"""The practice drills in Chromium: whole sessions by keyboard, with and without JavaScript, axe, phones."""

import json
import re

import pytest
from playwright.sync_api import expect

from tests.helpers import LOCALES, watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

RIGHT = {"ko": "맞았습니다.", "ja": "正解です。", "en": "Right."}
WRONG = {"ko": "아쉽습니다.", "ja": "不正解です。正解は", "en": "Not quite"}
SUMMARY = {"ko": "규칙별 정답률", "ja": "ルールごとの正解率", "en": "Your accuracy, rule by rule"}


def answers(page):
    return json.loads(page.locator("#practice-answers").text_content())


def key_for(page, value):
    return page.locator(f'button[name="answer"][value="{value}"]').get_attribute("data-key")


def wrong_value(page, right):
    values = page.locator('button[name="answer"]').evaluate_all("buttons => buttons.map(b => b.value)")
    return next(value for value in values if value != right)


def no_horizontal_scroll(page):
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_whole_session_by_keyboard_with_javascript(browser_context, live_server, assert_accessible, screenshot):
    page = browser_context(viewport={"width": 375, "height": 800}).new_page()
    errors = watch_console(page)
    page.goto(f"{live_server.url}/en/practice/draw-or-stand/")
    for number in range(6):
        data = answers(page)
        choice = data["answer"] if number % 3 else wrong_value(page, data["answer"])
        page.keyboard.press(key_for(page, choice))
        status = page.locator("#practice-status")
        expect(status).to_contain_text(RIGHT["en"] if choice == data["answer"] else WRONG["en"])
        expect(page.locator("[data-reveal]")).to_be_visible()
        expect(page.locator("[data-next]")).to_be_focused()
        if number == 0:
            assert_accessible(page)
        if page.locator(".banker-table .is-current").count() and number:
            screenshot(page, "practice-draw-or-stand-feedback-en-375")
        with page.expect_navigation():
            page.keyboard.press("Enter")
    expect(page.locator(".practice-summary tbody tr").first).to_be_visible()
    saved = page.evaluate("localStorage.getItem('baccarat-practice-state')")
    assert saved == page.locator("[data-practice]").get_attribute("data-state")

    # A new visit offers to pick the progress up again.
    page.goto(f"{live_server.url}/en/practice/draw-or-stand/")
    expect(page.locator("[data-resume]")).to_be_visible()
    expect(page.locator(".practice-summary tbody tr")).to_have_count(0)
    with page.expect_navigation():
        page.get_by_role("button", name="Continue where you left off").click()
    expect(page.locator(".practice-summary tbody tr").first).to_be_visible()
    assert no_horizontal_scroll(page)
    assert not errors, errors


def test_a_payout_is_answered_by_keys_and_a_typed_amount(browser_context, live_server, assert_accessible):
    page = browser_context(viewport={"width": 320, "height": 700}).new_page()
    errors = watch_console(page)
    page.goto(f"{live_server.url}/en/practice/payouts/")
    for _attempt in range(40):
        if answers(page)["answer"] == "win":
            break
        page.goto(f"{live_server.url}/en/practice/payouts/")
    page.keyboard.press(key_for(page, "win"))
    with page.expect_navigation():
        page.keyboard.press("Enter")
    amount = answers(page)["answer"]
    expect(page.locator('input[name="answer"]')).to_be_focused()
    page.keyboard.type(amount)
    with page.expect_navigation():  # a typed amount is read and graded by the server, as without JavaScript
        page.keyboard.press("Enter")
    expect(page.locator("#practice-feedback")).to_contain_text("Right.")
    expect(page.locator("#practice-feedback")).to_contain_text("is returned with it")
    assert_accessible(page)
    assert no_horizontal_scroll(page)
    with page.expect_navigation():
        page.keyboard.press("Enter")
    expect(page.locator(".practice-summary")).to_contain_text("100%")
    assert not errors, errors


@pytest.mark.parametrize("language", ["ko", "ja", "en"])
def test_a_whole_session_by_keyboard_without_javascript_on_a_phone(browser_context, live_server, screenshot, language):
    """(axe runs scripts, so it checks these pages in the next test, with only the practice script blocked.)"""
    context = browser_context(
        locale=LOCALES[language], viewport={"width": 375, "height": 800}, java_script_enabled=False
    )
    page = context.new_page()
    page.goto(f"{live_server.url}/{language}/practice/banker-table/")
    screenshot(page, f"practice-banker-table-question-{language}-375")
    for number in range(4):
        right = answers(page)["answer"]
        choice = right if number % 2 else wrong_value(page, right)
        expect(page.locator(".practice-question")).to_be_focused()
        for _tab in range(2):  # from the question to the answer chosen
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.value") == choice:
                break
        assert page.evaluate("document.activeElement.value") == choice
        with page.expect_navigation():
            page.keyboard.press("Enter")
        verdict = page.locator(".practice-feedback [data-verdict]")
        expect(verdict).to_contain_text(RIGHT[language] if choice == right else WRONG[language])
        expect(page.locator(".banker-table td.is-current")).to_have_count(1)
        expect(page.get_by_role("button", name=re.compile(r"Enter"))).to_be_focused()
        if number == 0:
            screenshot(page, f"practice-banker-table-feedback-{language}-375")
        with page.expect_navigation():
            page.keyboard.press("Enter")
    expect(page.locator(".practice-summary")).to_contain_text(SUMMARY[language])
    counts = [cell.split(" / ") for cell in page.locator(".practice-summary td.num").all_inner_texts()]
    assert [sum(int(right) for right, _asked in counts), sum(int(asked) for _right, asked in counts)] == [2, 4]
    assert no_horizontal_scroll(page)
    screenshot(page, f"practice-banker-table-summary-{language}-375")


@pytest.mark.parametrize("language", ["ko", "ja", "en"])
def test_every_drill_is_accessible_at_320_px(browser_context, live_server, assert_accessible, screenshot, language):
    page = browser_context(locale=LOCALES[language], viewport={"width": 320, "height": 700}).new_page()
    errors = watch_console(page)
    page.goto(f"{live_server.url}/{language}/practice/")
    assert_accessible(page)
    screenshot(page, f"practice-index-{language}-320")
    for slug in ["draw-or-stand", "banker-table", "payouts", "commission", "timed"]:
        page.goto(f"{live_server.url}/{language}/practice/{slug}/")
        assert_accessible(page)
        assert no_horizontal_scroll(page), slug
        if slug in ("draw-or-stand", "payouts", "timed"):
            screenshot(page, f"practice-{slug}-{language}-320")
        if slug != "timed":
            page.keyboard.press("1")  # in the commission drill: types 1 in the focused amount
            if slug == "commission":
                with page.expect_navigation():  # the server reads and grades a typed amount
                    page.keyboard.press("Enter")
                expect(page.locator("#practice-feedback")).to_be_visible()
            else:
                expect(page.locator("[data-reveal]")).to_be_visible()
            assert_accessible(page)
    assert not errors, errors
    # The same pages as a reader without JavaScript gets them: the server's feedback page.
    page.route("**/js/practice.js", lambda route: route.abort())
    page.goto(f"{live_server.url}/{language}/practice/draw-or-stand/")
    with page.expect_navigation():
        page.locator('button[name="answer"]').first.click()
    expect(page.locator(".practice-feedback [data-verdict]")).not_to_be_empty()
    assert_accessible(page)
    assert no_horizontal_scroll(page)


def test_a_timed_round_by_keyboard(browser_context, live_server, screenshot):
    page = browser_context(viewport={"width": 375, "height": 800}).new_page()
    page.goto(f"{live_server.url}/en/practice/timed/")
    for number in range(20):
        expect(page.locator(".practice-progress")).to_have_text(f"Decision {number + 1} of 20")
        with page.expect_navigation():
            page.keyboard.press("1")
        if number < 19:
            expect(page.locator("#practice-status")).not_to_be_empty()
    expect(page.locator(".practice-result")).to_contain_text("20 decisions in")
    expect(page.locator(".practice-result")).to_contain_text("a minute")
    screenshot(page, "practice-timed-result-en-375")
    expect(page.get_by_role("button", name=re.compile("Another round"))).to_be_focused()
    with page.expect_navigation():
        page.keyboard.press("Enter")
    expect(page.locator(".practice-progress")).to_have_text("Decision 1 of 20")
