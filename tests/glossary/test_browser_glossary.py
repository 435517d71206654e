"""The glossary in Chromium: an editor's edit in the Japanese tab, and the pages at phone and desktop width."""

import re

import pytest
from django.contrib.auth.models import Group
from playwright.sync_api import expect

from glossary.models import Term

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "editor-password-for-tests"
LOCALES = {"ko": "ko-KR", "ja": "ja-JP", "en": "en-US"}


@pytest.fixture
def editor(django_user_model):
    user = django_user_model.objects.create_user("editor", password=PASSWORD, is_staff=True)
    user.groups.add(Group.objects.get(name="Editors"))
    return user


def watch(page, origin):
    """Console errors (CSP violations show up there) and requests to other hosts, as they happen.

    The browser's own request for /favicon.ico, which admin pages don't declare, is not ours.
    """
    problems = []
    page.on(
        "console",
        lambda message: message.type == "error"
        and not message.location["url"].endswith("/favicon.ico")
        and problems.append(message.text),
    )
    page.on("request", lambda request: request.url.startswith(origin) or problems.append(request.url))
    return problems


def test_an_editor_changes_the_japanese_definition_in_its_tab(live_server, browser_context, editor, screenshot):
    natural = Term.objects.get(slug="natural")
    new_definition = "最初の2枚だけで8か9になったハンドのこと。"
    page = browser_context(viewport={"width": 1280, "height": 900}).new_page()
    problems = watch(page, live_server.url)

    page.goto(f"{live_server.url}/admin/login/?next=/admin/glossary/term/{natural.pk}/change/")
    page.fill("#id_username", "editor")
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit]")

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
    expect(page.locator(".glossary-results")).to_contain_text("“스퀴즈” 검색 결과: 1개")
