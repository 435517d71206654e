"""The glossary admin, as an editor uses it: permissions, forms, history and completeness."""

import re

import pytest
from django.contrib import admin
from django.contrib.admin.models import ADDITION, CHANGE, LogEntry
from django.contrib.contenttypes.models import ContentType
from django.contrib.staticfiles import finders
from django.urls import reverse
from django.utils import translation

from glossary.models import TRANSLATED_FIELDS, Term
from tests.helpers import LANGUAGES, change_url, form_data

pytestmark = pytest.mark.django_db


def test_an_editor_sees_only_the_glossary_in_the_admin(editor_client):
    html = editor_client.get(reverse("admin:index")).content.decode()
    assert reverse("admin:glossary_term_changelist") in html
    assert reverse("admin:auth_user_changelist") not in html
    assert reverse("admin:auth_group_changelist") not in html


@pytest.mark.parametrize(
    "url_name",
    ["admin:auth_user_changelist", "admin:auth_user_add", "admin:auth_group_changelist", "admin:auth_group_add"],
)
def test_an_editor_cannot_see_users_or_groups(editor_client, url_name):
    assert editor_client.get(reverse(url_name)).status_code == 403


def test_an_editor_cannot_delete_terms(editor_client):
    natural = Term.objects.get(slug="natural")
    delete_url = reverse("admin:glossary_term_delete", args=[natural.pk])
    assert editor_client.get(delete_url).status_code == 403
    assert editor_client.post(delete_url, {"post": "yes"}).status_code == 403
    assert Term.objects.filter(slug="natural").exists()


def test_an_editors_change_is_saved_recorded_and_shown_escaped(editor_client, editor, client):
    natural = Term.objects.get(slug="natural")
    new_definition = "<script>alert(1)</script>最初の2枚で8か9。"
    response = editor_client.post(change_url(natural), form_data(natural, definition_ja=new_definition))
    assert response.status_code == 302
    natural.refresh_from_db()
    assert natural.definition_ja == new_definition

    entry = LogEntry.objects.get(object_id=str(natural.pk), action_flag=CHANGE)
    assert entry.user == editor
    assert entry.get_change_message() == "Changed Definition [ja]."
    history = editor_client.get(reverse("admin:glossary_term_history", args=[natural.pk]))
    assert "<strong>Definition (Japanese):</strong>" in history.content.decode()  # see test_glossary_versions.py

    page = client.get("/ja/glossary/natural/").content.decode()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;最初の2枚で8か9。" in page
    assert "<script>alert(1)" not in page


def test_an_editor_adds_a_term(editor_client, editor):
    data = {
        "slug": "banco",
        "category": "culture",
        "published": "on",
        "term_en": "Banco",
        "definition_en": "A call to cover the whole bank in chemin de fer.",
        "term_ja": "バンコ",
        "reading_ja": "ばんこ",
    }
    response = editor_client.post(reverse("admin:glossary_term_add"), data)
    assert response.status_code == 302
    banco = Term.objects.get(slug="banco")
    assert LogEntry.objects.get(object_id=str(banco.pk), action_flag=ADDITION).user == editor
    assert banco.missing_fields("ko") == ["term", "definition", "explanation", "example"]


def test_a_duplicate_term_is_an_error_beside_it_linking_to_the_entry_that_has_it(editor_client):
    count = Term.objects.count()
    banker = Term.objects.get(slug="banker")
    data = {
        "slug": "banker-2",
        "category": "bets",
        "term_en": "BANKER",
        "term_ja": "バンカー",
        "reading_ja": "ばんかー",
    }
    response = editor_client.post(reverse("admin:glossary_term_add"), data)
    assert response.status_code == 200
    errors = response.context["adminform"].form.errors
    assert set(errors) == {"term_en", "term_ja"}  # beside each field, once: not again as a constraint error
    link = f'<a href="{change_url(banker)}">Banker</a>'
    assert errors["term_en"] == [f"Another entry already has this term in English: {link}. Edit that one instead."]
    assert link in response.content.decode()  # rendered as a link, not escaped
    assert Term.objects.count() == count


def test_a_duplicate_slug_is_an_error_linking_to_the_entry_that_has_it(editor_client):
    data = {"slug": "banker", "category": "bets", "term_en": "Bank", "definition_en": "Again."}
    response = editor_client.post(reverse("admin:glossary_term_add"), data)
    assert response.status_code == 200
    link = f'<a href="{change_url(Term.objects.get(slug="banker"))}">Banker</a>'
    assert response.context["adminform"].form.errors["slug"] == [f"Another entry already has this slug: {link}."]


def test_a_japanese_term_without_a_reading_is_a_form_error(editor_client):
    data = {"slug": "banco", "category": "culture", "term_ja": "バンコ"}
    response = editor_client.post(reverse("admin:glossary_term_add"), data)
    assert response.status_code == 200
    assert "reading_ja" in response.context["adminform"].form.errors


def test_the_list_shows_completeness_per_language_and_filters_on_it(editor_client):
    Term.objects.filter(slug="natural").update(example_ja="")
    response = editor_client.get(reverse("admin:glossary_term_changelist"), {"missing": "ja"})
    assert response.status_code == 200
    assert [term.slug for term in response.context["cl"].result_list] == ["natural"]
    html = response.content.decode()
    for name in ("Korean", "Japanese", "English"):
        assert f">{name}<" in html
    assert html.count('alt="False"') == 1  # natural: not complete in Japanese
    all_terms = editor_client.get(reverse("admin:glossary_term_changelist"), {"q": "natural"})
    assert all_terms.context["cl"].result_count >= 1


def test_the_admin_tabs_load_jquery_ui_from_our_own_static_files(editor_client):
    html = editor_client.get(change_url(Term.objects.get(slug="natural"))).content.decode()
    scripts = re.findall(r'<script[^>]* src="([^"]+)"', html)
    assert "/static/glossary/vendor/jquery-ui/jquery-ui.min.js" in scripts
    assert "/static/modeltranslation/js/tabbed_translation_fields.js" in scripts
    assert all(src.startswith("/") and not src.startswith("//") for src in scripts), scripts  # our host only
    assert "googleapis" not in html
    assert finders.find("glossary/vendor/jquery-ui/jquery-ui.min.js")


def test_the_slug_fills_itself_from_the_first_language_typed(editor_client):
    """The script itself is tried in Chromium (test_browser_glossary.py)."""
    html = editor_client.get(reverse("admin:glossary_term_add")).content.decode()
    assert "/static/admin/js/urlify.js" in html and "/static/glossary/admin_slug.js" in html


def test_view_on_site_opens_the_public_page(editor_client):
    natural = Term.objects.get(slug="natural")
    content_type = ContentType.objects.get_for_model(Term)
    link = reverse("admin:view_on_site", args=[content_type.pk, natural.pk])
    assert link in editor_client.get(change_url(natural)).content.decode()
    with translation.override("en"):
        response = editor_client.get(link)
    assert response.status_code == 302
    assert response["Location"].endswith("/en/glossary/natural/")


def admin_get(client, language, url, **kwargs):
    """The admin follows the browser's language (it has no language prefix)."""
    return client.get(url, HTTP_ACCEPT_LANGUAGE=language, **kwargs)


def test_a_new_entry_starts_as_a_draft(editor_client):
    form = editor_client.get(reverse("admin:glossary_term_add")).context["adminform"].form
    assert form["published"].value() is False
    assert "a new entry starts as a draft" in form.fields["published"].help_text


def test_line_endings_from_the_browser_change_nothing(editor_client):
    """Browsers send a textarea's line breaks as \\r\\n: an edit elsewhere must not rewrite the explanations."""
    natural = Term.objects.get(slug="natural")
    assert "\n" in natural.explanation_ko
    as_sent = {
        f"{field}_{code}": getattr(natural, f"{field}_{code}").replace("\n", "\r\n")
        for field in ("explanation", "example")
        for code in LANGUAGES
    }
    data = form_data(natural, definition_en="A two-card 8 or 9.", **as_sent)
    assert editor_client.post(change_url(natural), data).status_code == 302
    entry = LogEntry.objects.get(object_id=str(natural.pk), action_flag=CHANGE)
    assert entry.get_change_message() == "Changed Definition [en]."
    natural.refresh_from_db()
    assert "\r" not in natural.explanation_ko + natural.explanation_ja + natural.example_en


def test_saving_an_incomplete_entry_warns_which_languages_still_miss_what(editor_client):
    natural = Term.objects.get(slug="natural")
    response = editor_client.post(change_url(natural), form_data(natural, definition_ja="", example_ko=""), follow=True)
    warnings = [str(m) for m in response.context["messages"] if m.level_tag == "warning"]
    assert warnings == [
        "Still missing: Korean (example sentence), Japanese (definition). Until it is filled in, readers see "
        "another language’s text there, marked as not yet translated."
    ]
    stand = Term.objects.get(slug="stand")
    complete = editor_client.post(change_url(stand), form_data(stand), follow=True)
    assert [m for m in complete.context["messages"] if m.level_tag == "warning"] == []


def test_the_form_marks_the_fields_readers_need_for_the_tabs_script(editor_client):
    html = editor_client.get(change_url(Term.objects.get(slug="natural"))).content.decode()
    marked = set(re.findall(r'name="(\w+)"[^>]*data-needed-by-readers', html))
    needed = {f"{field}_{code}" for code in LANGUAGES for field in Term().missing_fields(code)} - {"term", "reading"}
    assert marked == {f"{f}_{c}" for c in LANGUAGES for f in TRANSLATED_FIELDS if f != "aliases"} - {
        "reading_ko",
        "reading_en",
    }
    assert needed  # the model and the form agree on what an entry needs
    script = re.search(r'<script src="/static/glossary/admin_tabs.js"[^>]*>', html).group(0)
    assert 'data-error-note="has an error"' in script and 'data-empty-note="empty"' in script


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("ko", "용어집 항목은 삭제하지 않습니다"),
        ("ja", "用語集の項目は削除しません"),
        ("en", "Glossary entries are not deleted"),
    ],
)
def test_deleting_says_to_unpublish_instead_on_a_styled_page_in_the_editors_language(editor_client, language, words):
    natural = Term.objects.get(slug="natural")
    response = admin_get(editor_client, language, reverse("admin:glossary_term_delete", args=[natural.pk]))
    assert response.status_code == 403
    html = response.content.decode()
    assert words in html
    assert f'<html lang="{language}"' in html and "/static/admin/css/base.css" in html
    with translation.override(language):
        assert str(admin.site.site_header) in html
    assert words in admin_get(editor_client, language, change_url(natural)).content.decode()  # beside Save


@pytest.mark.parametrize(
    ("language", "words"), [("ko", "이 페이지를 열"), ("ja", "このページを開"), ("en", "may not open")]
)
def test_the_admins_403_page_is_styled_and_in_the_editors_language(editor_client, language, words):
    response = admin_get(editor_client, language, reverse("admin:auth_user_changelist"))
    assert response.status_code == 403
    html = response.content.decode()
    assert words in html and "/static/admin/css/base.css" in html and "403 Forbidden" not in html


@pytest.mark.parametrize(
    ("language", "header"),
    [
        ("ko", "바카라 규칙: 용어집 편집"),
        ("ja", "バカラのルール：用語集の編集"),
        ("en", "Baccarat Rules: glossary editing"),
    ],
)
def test_the_admin_has_the_sites_name_in_each_language(editor_client, language, header):
    html = admin_get(editor_client, language, reverse("admin:index")).content.decode()
    assert f'<div id="site-name"><a href="/admin/">{header}</a></div>' in html
    assert "Django" not in re.search(r"<title>(.*?)</title>", html).group(1)


@pytest.mark.parametrize(("language", "blank"), [("ko", "- 선택하세요 -"), ("ja", "- 選択してください -")])
def test_the_empty_choice_is_translated(editor_client, language, blank):
    html = admin_get(editor_client, language, reverse("admin:glossary_term_add")).content.decode()
    assert f'<option value="" selected>{blank}</option>' in html


def test_korean_admin_messages_put_no_wrong_particle_after_a_name(editor_client, client, editor):
    natural = Term.objects.get(slug="natural")
    response = editor_client.post(change_url(natural), form_data(natural), HTTP_ACCEPT_LANGUAGE="ko", follow=True)
    [success] = [str(m) for m in response.context["messages"] if m.level_tag == "success"]
    assert re.fullmatch(r"용어집 항목 “<a href=\"[^\"]+\">내추럴</a>”의 변경 내용을 저장했습니다\.", success)
    login = client.post(reverse("admin:login"), {"username": "editor", "password": "wrong"}, HTTP_ACCEPT_LANGUAGE="ko")
    html = login.content.decode()
    assert "사용자 이름 또는 비밀번호가 맞지 않습니다" in html and "사용자 이름와" not in html


@pytest.mark.parametrize(("language", "words"), [("ko", "ASCII"), ("ja", "ASCII"), ("en", "ASCII letters (a to z)")])
def test_the_slug_says_it_takes_ascii_letters_digits_and_hyphens(editor_client, language, words):
    form = admin_get(editor_client, language, reverse("admin:glossary_term_add")).context["adminform"].form
    with translation.override(language):
        assert words in str(form.fields["slug"].help_text)
    response = editor_client.post(
        reverse("admin:glossary_term_add"), {"slug": "내추럴", "category": "rules", "term_en": "Natural 2"}
    )
    assert response.context["adminform"].form.errors["slug"] == ["Use only ASCII letters (a to z), digits and hyphens."]
