"""The glossary admin, as an editor uses it: permissions, forms, history and completeness."""

import re
from html import unescape

import pytest
from django.contrib.admin.models import ADDITION, CHANGE, LogEntry
from django.contrib.auth.models import Group
from django.contrib.contenttypes.models import ContentType
from django.contrib.staticfiles import finders
from django.urls import reverse
from django.utils import translation

from glossary.models import TRANSLATED_FIELDS, Term
from tests.helpers import LANGUAGES

pytestmark = pytest.mark.django_db




@pytest.fixture
def editor(django_user_model):
    user = django_user_model.objects.create_user("editor", password="not-a-real-password", is_staff=True)
    user.groups.add(Group.objects.get(name="Editors"))
    return user


@pytest.fixture
def editor_client(client, editor):
    client.force_login(editor)
    return client


def form_data(term, **changes):
    """What the change form posts for `term`, with some fields changed."""
    data = {
        "slug": term.slug,
        "category": term.category,
        "related": [related.pk for related in term.related.all()],
        "guides": term.guides,
        **{
            f"{field}_{code}": getattr(term, f"{field}_{code}") or ""
            for field in TRANSLATED_FIELDS
            for code in LANGUAGES
        },
    }
    if term.published:
        data["published"] = "on"
    data.update(changes)
    return data


def change_url(term):
    return reverse("admin:glossary_term_change", args=[term.pk])


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
    assert "Changed Definition [ja]." in history.content.decode()

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


def test_a_duplicate_term_is_a_form_error_not_a_server_error(editor_client):
    count = Term.objects.count()
    data = {"slug": "banker-2", "category": "bets", "term_en": "BANKER", "definition_en": "Again."}
    response = editor_client.post(reverse("admin:glossary_term_add"), data)
    assert response.status_code == 200
    assert "Another entry already has this term in English." in response.content.decode()
    assert Term.objects.count() == count


def test_a_duplicate_slug_is_a_form_error(editor_client):
    data = {"slug": "banker", "category": "bets", "term_en": "Bank", "definition_en": "Again."}
    response = editor_client.post(reverse("admin:glossary_term_add"), data)
    assert response.status_code == 200
    assert "slug" in response.context["adminform"].form.errors


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


def test_the_slug_is_prepopulated_from_the_english_term(editor_client):
    html = unescape(editor_client.get(reverse("admin:glossary_term_add")).content.decode())
    assert re.search(r'"id": "#id_slug".*"dependency_ids": \["#id_term_en"\]', html)


def test_view_on_site_opens_the_public_page(editor_client):
    natural = Term.objects.get(slug="natural")
    content_type = ContentType.objects.get_for_model(Term)
    link = reverse("admin:view_on_site", args=[content_type.pk, natural.pk])
    assert link in editor_client.get(change_url(natural)).content.decode()
    with translation.override("en"):
        response = editor_client.get(link)
    assert response.status_code == 302
    assert response["Location"].endswith("/en/glossary/natural/")
