"""Versions of glossary entries (django-simple-history), as an editor uses them in the admin: every
save is a version with every language's text, the history lists who changed what, and an earlier
version can be put back (as a new version)."""

import re
from html import unescape

import pytest
from django.urls import reverse

from glossary.models import TRANSLATED_FIELDS, Term
from tests.helpers import LANGUAGES, change_url, enrol, form_data, sign_in_verified, with_first_version_only

pytestmark = pytest.mark.django_db


def history_url(term):
    return reverse("admin:glossary_term_history", args=[term.pk])


def version_url(term, version):
    return reverse("admin:glossary_term_simple_history", args=[term.pk, version.history_id])


def visible_text(response):
    """The page's text; the marks on changed words (<del>, <ins>) are inside words, not between them."""
    html = re.sub(r"</?(del|ins)>", "", response.content.decode())
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.fixture
def natural():
    return with_first_version_only(Term.objects.get(slug="natural"))


def test_every_term_starts_with_a_version_and_its_latest_version_is_its_text():
    """The migrations that add or fix entries record versions, as an editor's save does: reverting to an earlier
    version is a choice an editor makes, and nothing a migration wrote is lost from the history."""
    for term in Term.objects.all():
        assert term.history.last().history_type == "+", term.slug
        latest = term.history.first()
        for name in (f"{field}_{code}" for field in TRANSLATED_FIELDS for code in LANGUAGES):
            assert getattr(latest, name) == (getattr(term, name) or None), (term.slug, name)


def test_a_save_keeps_a_version_with_all_translated_fields_and_its_editor(editor_client, editor, natural):
    editor_client.post(change_url(natural), form_data(natural, definition_ja="編集者の定義", example_ko="새 예문"))
    latest = natural.history.first()
    assert (latest.history_type, latest.history_user) == ("~", editor)
    assert (latest.definition_ja, latest.example_ko, latest.definition_en) == (
        "編集者の定義",
        "새 예문",
        natural.definition_en,
    )
    assert natural.history.count() == 2


def test_the_history_lists_who_changed_which_fields_from_what_to_what(editor_client, natural):
    old_definition = natural.definition_ja
    editor_client.post(change_url(natural), form_data(natural, definition_ja="編集者の定義"))
    page = visible_text(editor_client.get(history_url(natural)))
    assert re.search(rf"\(UTC\) Changed editor .*Definition \(Japanese\): {old_definition} → 編集者の定義 ", page)
    assert re.search(r"\(UTC\) Created the glossary’s first data 2 versions$", page)
    assert "Reading" not in page, "only the fields the editor changed are listed"


def test_an_editor_reverts_to_an_earlier_version_as_a_new_version(editor_client, editor, natural, client):
    original = natural.definition_ja
    editor_client.post(change_url(natural), form_data(natural, definition_ja="間違った定義"))
    assert "間違った定義" in client.get("/ja/glossary/natural/").content.decode()

    first = natural.history.last()
    form_page = editor_client.get(version_url(natural, first))
    assert form_page.status_code == 200
    assert original in form_page.content.decode()
    assert editor_client.post(version_url(natural, first), form_data(first.instance)).status_code == 302

    natural.refresh_from_db()
    assert natural.definition_ja == original
    assert natural.history.count() == 3
    assert (natural.history.first().history_user, natural.history.first().definition_ja) == (editor, original)
    assert original in client.get("/ja/glossary/natural/").content.decode(), "readers see the revert at once"


def test_the_history_is_for_people_who_may_see_the_glossary_in_the_admin(client, django_user_model, natural):
    staff = django_user_model.objects.create_user("staff", password="x", is_staff=True)
    enrol(staff)
    sign_in_verified(client, staff)
    assert client.get(history_url(natural)).status_code == 403
    assert client.get(version_url(natural, natural.history.get())).status_code == 403


def test_a_version_lists_only_real_changes_whether_the_admin_or_code_saved_it(editor_client, natural):
    natural.definition_en = "Changed by code."
    natural.save()  # code keeps an empty reading as "", the admin as NULL
    editor_client.post(change_url(natural), form_data(natural, definition_en="Changed in the admin."))
    first, by_code, by_admin = natural.history.order_by("history_id")
    assert [change.field for change in by_code.diff_against(first).changes] == ["definition_en"]
    assert [change.field for change in by_admin.diff_against(by_code).changes] == ["definition_en"]
