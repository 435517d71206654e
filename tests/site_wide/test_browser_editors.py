"""An editor's account in Chromium: a draft's page with its banner, a lockout after five wrong
passwords, and going back to an earlier version of an entry."""

import pytest
from playwright.sync_api import expect

from glossary.models import Term
from tests.helpers import EDITOR_PASSWORD, LOCALES, sign_in_page, watch, with_first_version_only

pytestmark = [
    pytest.mark.browser,
    pytest.mark.browser_db,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]

BANNERS = {
    "ko": "이 항목은 아직 공개되지 않았습니다",
    "ja": "この項目はまだ公開されていません",
    "en": "This entry is not published",
}
LOCKOUTS = {"ko": "로그인이 잠시 중단되었습니다", "ja": "サインインを一時停止しています", "en": "Signing in is paused"}


def sign_in(page, live_server, password=EDITOR_PASSWORD, next_path="/admin/", **options):
    sign_in_page(page, live_server.url, password=password, next_path=next_path, **options)


@pytest.mark.parametrize("language", LOCALES)
def test_an_editor_sees_a_draft_under_its_banner(
    live_server, browser_context, editor, language, assert_accessible, screenshot
):
    Term.objects.filter(slug="squeeze").update(published=False)
    page = browser_context(locale=LOCALES[language], viewport={"width": 390, "height": 844}).new_page()
    problems = watch(page, live_server.url)
    sign_in(page, live_server)
    page.goto(f"{live_server.url}/{language}/glossary/squeeze/")
    banner = page.get_by_role("status")
    expect(banner).to_contain_text(BANNERS[language])
    expect(page.locator("h1")).to_contain_text(getattr(Term.objects.get(slug="squeeze"), f"term_{language}"))
    assert_accessible(page)
    screenshot(page, f"glossary-draft-{language}")
    assert problems == []


@pytest.mark.parametrize("language", LOCALES)
def test_five_wrong_passwords_show_the_lockout_page(
    live_server, browser_context, editor, language, assert_accessible, screenshot
):
    page = browser_context(locale=LOCALES[language]).new_page()
    page.goto(f"{live_server.url}/admin/login/")
    assert_accessible(page)
    screenshot(page, f"admin-sign-in-{language}")
    for _ in range(5):
        sign_in(page, live_server, password="wrong")
    expect(page.locator("h1")).to_have_text(LOCKOUTS[language])
    assert page.locator("html").get_attribute("lang") == language
    assert_accessible(page)
    screenshot(page, f"admin-lockout-{language}")
    sign_in(page, live_server)
    expect(page.locator("h1")).to_have_text(LOCKOUTS[language]), "the right password is refused too"


def test_an_editor_reverts_an_entry_to_an_earlier_version(live_server, browser_context, editor, screenshot):
    natural = with_first_version_only(Term.objects.get(slug="natural"))
    original = natural.definition_en
    natural.definition_en = "A wrong definition."
    natural.save()
    page = browser_context(viewport={"width": 1280, "height": 900}).new_page()
    problems = watch(page, live_server.url)
    sign_in(page, live_server, next_path=f"/admin/glossary/term/{natural.pk}/history/")

    history = page.locator("#change-history")
    expect(history).to_contain_text(f"Definition (English): {original} → A wrong definition.")
    expect(history.locator("ins")).to_have_text(["wrong", "definition"])
    screenshot(page, "glossary-history")
    page.locator("#change-history tbody tr").last.get_by_role("link").click()  # the date, as the page says
    expect(page.locator("#id_definition_en")).to_have_value(original)
    page.fill("#id_reason", "Back to the checked text")
    page.get_by_role("button", name="Revert").click()
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")

    page.goto(f"{live_server.url}/admin/glossary/term/{natural.pk}/history/")
    newest = page.locator("#change-history tbody tr").first
    expect(newest).to_contain_text("Put back the version of")
    expect(newest).to_contain_text("Back to the checked text")
    page.goto(f"{live_server.url}/en/glossary/natural/")
    expect(page.locator(".lead")).to_contain_text(original)
    assert problems == [], "no CSP violation (django-simple-history's inline style is gone)"


ENGLISH_ON_HISTORY = ("None", "Revert", "Historical", "Glossary", "Created", "Changed", "chars]", "[ja]", "p.m.")


@pytest.mark.parametrize(
    ("language", "header", "zone", "published"),
    [
        ("ko", "바뀐 내용", "(KST)", "공개됨 → 초안"),
        ("ja", "変更内容", "（JST）", "公開 → 下書き"),
        ("en", "Changes", "(UTC)", "published → draft"),
    ],
)
def test_the_history_is_in_the_editors_language_and_time_zone(
    live_server, browser_context, editor, language, header, zone, published, screenshot, assert_accessible
):
    natural = with_first_version_only(Term.objects.get(slug="natural"))
    natural.definition_ja = "最初の2枚の合計が8か9になった手。"
    natural.published = False
    natural.save()
    page = browser_context(locale=LOCALES[language], viewport={"width": 1280, "height": 700}).new_page()
    problems = watch(page, live_server.url)
    sign_in(page, live_server, next_path=f"/admin/glossary/term/{natural.pk}/history/")
    table = page.locator("#change-history")
    expect(table.locator("thead")).to_contain_text(header)
    expect(table).to_contain_text("最初の2枚の合計が8か9になった手。")
    expect(table).to_contain_text(zone)
    expect(table).to_contain_text(published)
    expect(table.locator("ins")).to_have_text("手")
    screenshot(page, f"glossary-history-{language}")
    assert_accessible(page)
    if language != "en":
        text = page.locator("#container").inner_text()
        for english in ENGLISH_ON_HISTORY:
            assert english not in text, english
        page.locator("#change-history tbody tr").last.get_by_role("link").click()
        screenshot(page, f"glossary-version-{language}")
        text = page.locator("#container").inner_text()
        for english in ("Revert", "Historical", "Glossary", "Version"):
            assert english not in text, english
    assert problems == []


# Two editors on one entry ----------------------------------------------------------------------------


def open_as(browser_context, live_server, user, language, path):
    page = browser_context(locale=LOCALES[language], viewport={"width": 1280, "height": 900}).new_page()
    sign_in(page, live_server, username=user.username, next_path=path)
    return page


def show_tab(page, field, language):
    page.locator(f'a.ui-tabs-anchor[href="#tab_id_{field}_{language}"]').click()


def test_two_editors_save_the_same_entry_and_nothing_is_lost(live_server, browser_context, make_editor, screenshot):
    natural = with_first_version_only(Term.objects.get(slug="natural"))
    path = f"/admin/glossary/term/{natural.pk}/change/"
    minji = open_as(browser_context, live_server, make_editor("minji", first_name="민지"), "ko", path)
    alex = open_as(browser_context, live_server, make_editor("alex", first_name="Alex"), "en", path)

    show_tab(minji, "definition", "ko")
    minji.fill("#id_definition_ko", "처음 두 장의 합이 8이나 9인 패.")
    minji.click("input[name=_save]")
    expect(minji.locator(".messagelist")).to_contain_text("변경")

    alex.fill("#id_definition_en", "Two cards totalling 8 or 9.")
    alex.click("input[name=_save]")
    errors = alex.locator(".errorlist.nonfield")
    expect(errors).to_contain_text("Someone saved this entry after you opened it")
    expect(errors).to_contain_text("민지")
    expect(errors).to_contain_text("Definition (Korean)")
    expect(errors).to_contain_text("처음 두 장의 합이 8이나 9인 패.")
    expect(alex.locator("#id_definition_en")).to_have_value("Two cards totalling 8 or 9.")
    expect(alex.locator("#id_definition_ko")).to_have_value("처음 두 장의 합이 8이나 9인 패.")
    screenshot(alex, "glossary-admin-conflict-en")
    natural.refresh_from_db()
    assert natural.definition_en != "Two cards totalling 8 or 9."

    alex.click("input[name=_save]")
    expect(alex.locator(".messagelist")).to_contain_text("was changed successfully")
    natural.refresh_from_db()
    assert (natural.definition_ko, natural.definition_en) == (
        "처음 두 장의 합이 8이나 9인 패.",
        "Two cards totalling 8 or 9.",
    )


def test_a_revert_from_a_page_opened_before_anothers_save_is_refused(
    live_server, browser_context, make_editor, screenshot
):
    natural = with_first_version_only(Term.objects.get(slug="natural"))
    first = natural.history.get()
    natural.definition_en = "A wrong definition."
    natural.save()
    minji = open_as(
        browser_context,
        live_server,
        make_editor("minji", first_name="민지"),
        "ko",
        f"/admin/glossary/term/{natural.pk}/change/",
    )
    alex = open_as(
        browser_context,
        live_server,
        make_editor("alex", first_name="Alex"),
        "ja",
        f"/admin/glossary/term/{natural.pk}/history/{first.history_id}/",
    )
    show_tab(minji, "definition", "ko")
    minji.fill("#id_definition_ko", "민지가 고친 정의.")
    minji.click("input[name=_save]")
    expect(minji.locator(".messagelist")).to_be_visible()

    alex.get_by_role("button", name="元に戻す").click()
    errors = alex.locator(".errorlist.nonfield")
    expect(errors).to_contain_text("ほかの人がこの項目を保存しました")
    expect(errors).to_contain_text("定義（韓国語）")
    expect(alex.locator("#id_definition_ko")).to_have_value("민지가 고친 정의.")
    screenshot(alex, "glossary-admin-revert-conflict-ja")
    natural.refresh_from_db()
    assert natural.definition_en == "A wrong definition."

    alex.get_by_role("button", name="元に戻す").click()
    expect(alex.locator(".messagelist")).to_be_visible()
    natural.refresh_from_db()
    assert (natural.definition_ko, natural.definition_en) == ("민지가 고친 정의.", first.definition_en)


# The language switch -----------------------------------------------------------------------------------


def shown_languages(page):
    """The language each tab group shows, from the labels of its active tabs."""
    return page.locator(".ui-tabs:has(.mt) .ui-tabs-active a").evaluate_all(
        "tabs => tabs.map(tab => tab.getAttribute('href').split('_').pop())"
    )


@pytest.mark.parametrize("how", ["mouse", "keyboard"])
def test_the_language_switch_moves_every_field(live_server, browser_context, editor, how):
    natural = with_first_version_only(Term.objects.get(slug="natural"))
    page = browser_context(viewport={"width": 1280, "height": 900}).new_page()
    problems = watch(page, live_server.url)
    sign_in(page, live_server, next_path=f"/admin/glossary/term/{natural.pk}/change/")
    switch = page.locator("#modeltranslation-main-switch")
    expect(switch).to_be_visible()
    groups = len(shown_languages(page))
    assert groups == 6, "term, reading, aliases, definition, explanation, example"
    for language in ("ja", "en", "ko", "ja"):
        if how == "mouse":
            switch.click()
            switch.select_option(label=language)
        else:
            switch.focus()
            options = switch.locator("option:not([disabled])").all_inner_texts()
            current = switch.evaluate("select => select.selectedOptions[0].textContent")
            key = "ArrowDown" if options.index(language) > options.index(current) else "ArrowUp"
            for _ in range(abs(options.index(language) - options.index(current))):
                page.keyboard.press(key)
        expect(switch).to_have_value(str(("ko", "ja", "en").index(language)))
        assert shown_languages(page) == [language] * groups
        for field in ("term", "definition", "explanation", "example"):
            expect(page.locator(f"#id_{field}_{language}")).to_be_visible()
    show_tab(page, "definition", "ko")
    expect(switch.locator("option:checked")).to_have_text("mixed")
    assert problems == []
