"""An editor's account in Chromium: a draft's page with its banner, a lockout after five wrong
passwords, and going back to an earlier version of an entry."""

import pytest
from playwright.sync_api import expect

from glossary.models import Term
from tests.helpers import EDITOR_PASSWORD, LOCALES, watch

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


def sign_in(page, live_server, password=EDITOR_PASSWORD, next_path="/admin/"):
    page.goto(f"{live_server.url}/admin/login/?next={next_path}")
    page.fill("#id_username", "editor")
    page.fill("#id_password", password)
    page.click("input[type=submit]")


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
    for _ in range(5):
        sign_in(page, live_server, password="wrong")
    expect(page.locator("h1")).to_have_text(LOCKOUTS[language])
    assert page.locator("html").get_attribute("lang") == language
    assert_accessible(page)
    screenshot(page, f"admin-lockout-{language}")
    sign_in(page, live_server)
    expect(page.locator("h1")).to_have_text(LOCKOUTS[language]), "the right password is refused too"


def test_an_editor_reverts_an_entry_to_an_earlier_version(live_server, browser_context, editor, screenshot):
    natural = Term.objects.get(slug="natural")
    original = natural.definition_en
    natural.definition_en = "A wrong definition."
    natural.save()
    page = browser_context(viewport={"width": 1280, "height": 900}).new_page()
    problems = watch(page, live_server.url)
    sign_in(page, live_server, next_path=f"/admin/glossary/term/{natural.pk}/history/")

    expect(page.locator("#change-history")).to_contain_text(f"Definition [en]: {original} → A wrong definition.")
    screenshot(page, "glossary-history")
    page.locator("#change-history tbody tr").last.get_by_role("link").first.click()
    expect(page.locator("#id_definition_en")).to_have_value(original)
    page.get_by_role("button", name="Revert").click()
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")

    page.goto(f"{live_server.url}/en/glossary/natural/")
    expect(page.locator(".lead")).to_contain_text(original)
    # django-simple-history's history list has one inline style (the paginator's top border), which the
    # CSP blocks; the page is the same without it.
    assert [problem for problem in problems if "Applying inline style" not in problem] == []


@pytest.mark.parametrize(("language", "header"), [("ko", "바뀐 내용"), ("ja", "変更内容"), ("en", "Changes")])
def test_the_history_is_in_the_editors_language(live_server, browser_context, editor, language, header, screenshot):
    natural = Term.objects.get(slug="natural")
    natural.definition_ja = "編集者が直した定義"
    natural.save()
    page = browser_context(locale=LOCALES[language], viewport={"width": 1280, "height": 700}).new_page()
    sign_in(page, live_server, next_path=f"/admin/glossary/term/{natural.pk}/history/")
    expect(page.locator("#change-history thead")).to_contain_text(header)
    expect(page.locator("#change-history")).to_contain_text("編集者が直した定義")
    screenshot(page, f"glossary-history-{language}")
