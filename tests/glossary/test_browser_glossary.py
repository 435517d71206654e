"""The glossary in Chromium: an editor's edit in the Japanese tab, and the pages at phone and desktop width."""

import re

import pytest
from playwright.sync_api import expect

from glossary.models import Term
from tests.helpers import LOCALES, sign_in_page, watch

pytestmark = [
    pytest.mark.browser,
    pytest.mark.browser_db,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]


def test_an_editor_changes_the_japanese_definition_in_its_tab(live_server, browser_context, editor, screenshot):
    natural = Term.objects.get(slug="natural")
    new_definition = "最初の2枚だけで8か9になったハンドのこと。"
    page = browser_context(viewport={"width": 1280, "height": 900}).new_page()
    problems = watch(page, live_server.url)

    sign_in_page(page, live_server.url, next_path=f"/admin/glossary/term/{natural.pk}/change/")

    japanese = page.locator("#id_definition_ja")
    expect(japanese).to_be_hidden()  # the tabs work: one language shows at a time
    page.locator('a.ui-tabs-anchor[href="#tab_id_definition_ja"]').click()
    expect(japanese).to_be_visible()
    expect(page.locator("#id_definition_en")).to_be_hidden()
    screenshot(page, "glossary-admin-tabs")

    japanese.fill(new_definition)
    page.click("input[name=_save]")
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")
    screenshot(page, "glossary-admin-list")  # the change list, with a completeness column per language

    page.goto(f"{live_server.url}/ja/glossary/natural/")
    expect(page.locator("main .lead")).to_have_text(new_definition)
    assert problems == []


def log_in(page, origin, next_path):
    sign_in_page(page, origin, next_path=next_path)


def tab(page, field, language):
    return page.locator(f'.ui-tabs-nav li:has(a[href="#tab_id_{field}_{language}"])')


@pytest.mark.parametrize(
    ("language", "error", "empty", "mixed"),
    [
        ("ko", "오류", "비어 있음", "여러 언어"),
        ("ja", "エラーあり", "未入力", "複数の言語"),
        ("en", "has an error", "empty", "mixed"),
    ],
)
def test_a_tab_holding_an_error_or_an_empty_text_says_so(
    live_server, browser_context, editor, screenshot, language, error, empty, mixed
):
    """A romaji reading and a cleared definition, both in Japanese tabs, while the editor works in another language."""
    natural = Term.objects.get(slug="natural")
    page = browser_context(locale=LOCALES[language], viewport={"width": 1280, "height": 900}).new_page()
    problems = watch(page, live_server.url)
    switch = page.locator("#modeltranslation-main-switch option:checked")
    shown = mixed if language != "ja" else "ja"  # a Japanese editor sees every field in Japanese already
    log_in(page, live_server.url, f"/admin/glossary/term/{natural.pk}/change/")
    tab(page, "reading", "ja").locator("a").click()
    page.fill("#id_reading_ja", "nachuraru")
    expect(switch).to_have_text(shown)  # not "ja" while the other fields show another language
    tab(page, "definition", "ja").locator("a").click()
    page.fill("#id_definition_ja", "")
    expect(tab(page, "definition", "ja")).to_contain_text(empty)  # marked as soon as it is empty
    page.click("input[name=_save]")

    expect(page.locator("#id_reading_ja")).to_be_visible()  # the form opens on the tab with the error
    expect(tab(page, "reading", "ja")).to_contain_text(error)
    expect(tab(page, "reading", "ko")).not_to_contain_text(error)
    expect(tab(page, "definition", "ja")).to_contain_text(empty)
    expect(tab(page, "definition", "ko")).not_to_contain_text(empty)
    expect(tab(page, "aliases", "ja")).not_to_contain_text(empty)  # optional: never marked
    expect(switch).to_have_text(shown)
    tab(page, "definition", "ja").locator("a").click()
    page.fill("#id_definition_ja", "最初の2枚で8か9。")
    expect(tab(page, "definition", "ja")).not_to_contain_text(empty)
    screenshot(page, f"glossary-admin-error-tab-{language}")
    assert problems == []


@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize("language", ["ko", "ja", "en"])
def test_the_glossary_pages_in_each_language(
    live_server, browser_context, assert_accessible, screenshot, language, width
):
    page = browser_context(locale=LOCALES[language], viewport={"width": width, "height": 900}).new_page()
    problems = watch(page, live_server.url)
    for name, path in [("list", f"/{language}/glossary/"), ("term", f"/{language}/glossary/natural/")]:
        page.goto(live_server.url + path)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, "no sideways scrolling"
        if language == "ja":  # nothing English left on the Japanese pages
            assert re.findall(r"[A-Za-z]{3,}", page.locator("main").inner_text()) == []
        assert_accessible(page)
        screenshot(page, f"glossary-{name}-{language}-{width}")
    assert problems == []


def test_the_index_bar_jumps_to_its_section(live_server, page):
    page.goto(f"{live_server.url}/ja/glossary/")
    page.get_by_role("navigation", name="索引").get_by_role("link", name="ら").click()
    assert page.url.endswith("#index-9")
    expect(page.locator("#index-9")).to_be_in_viewport()


def test_search_works_without_javascript(live_server, browser_context):
    page = browser_context(locale="ko-KR", java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/ko/glossary/")
    page.fill("#glossary-q", "스퀴즈")
    page.click(".glossary-search button")
    expect(page.locator(".glossary-list dt a")).to_have_text(["스퀴즈"])
    expect(page.locator(".glossary-results")).to_contain_text("‘스퀴즈’ 검색 결과: 1개")


@pytest.mark.parametrize(
    ("field", "typed", "slug"),
    [
        ("term_ko", "번 카드", "beon-kadeu"),
        ("reading_ja", "ばーん・かーど", "ban-kado"),
        ("reading_ja", "チョッピー", "choppi"),
        ("term_en", "Burn Card", "burn-card"),
    ],
)
def test_a_new_entrys_slug_fills_itself_from_the_first_language_typed(
    live_server, browser_context, editor, field, typed, slug
):
    page = browser_context(viewport={"width": 1280, "height": 900}).new_page()
    problems = watch(page, live_server.url)
    log_in(page, live_server.url, "/admin/glossary/term/add/")
    language = field.rsplit("_", 1)[1]
    page.locator(f'a.ui-tabs-anchor[href="#tab_id_{field}"]').click()
    page.locator(f"#id_{field}").press_sequentially(typed)
    expect(page.locator("#id_slug")).to_have_value(slug)
    if language != "en":
        page.locator('a.ui-tabs-anchor[href="#tab_id_term_en"]').click()
        page.locator("#id_term_en").fill("Something else")
        expect(page.locator("#id_slug")).to_have_value(slug), "the first language typed keeps the slug"
    page.locator("#id_slug").fill("my-own")
    page.locator(f'a.ui-tabs-anchor[href="#tab_id_{field}"]').click()
    page.locator(f"#id_{field}").press_sequentially("x")
    expect(page.locator("#id_slug")).to_have_value("my-own")
    assert problems == []
