"""Two editors on one entry, old addresses, near-duplicate terms, odd addresses in the admin and drafts, as
editors meet them through the test client (the browser tests are in tests/site_wide/test_browser_editors.py)."""

import re
from html import unescape

import pytest
from django.test import Client
from django.urls import reverse

from glossary.models import FormerSlug, Term
from tests.helpers import change_url, enrol, form_data, sign_in_verified, with_first_version_only

pytestmark = pytest.mark.django_db


def text_of(response):
    html = re.sub(r"</?(del|ins)>", "", response.content.decode())
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.fixture
def natural():
    return with_first_version_only(Term.objects.get(slug="natural"))


@pytest.fixture
def two_editors(make_editor):
    """Clients signed in as two editors, in Korean and in English."""
    clients = []
    for name, language in (("minji", "ko"), ("alex", "en")):
        client = Client(HTTP_ACCEPT_LANGUAGE=language)
        sign_in_verified(client, make_editor(name, first_name=name.capitalize()))
        clients.append(client)
    return clients


# 1. No lost update -----------------------------------------------------------------------------------


def test_a_save_from_a_form_opened_before_anothers_save_is_refused_and_nothing_is_lost(two_editors, natural):
    minji, alex = two_editors
    opened_by_alex = form_data(natural)  # both open the entry
    old_korean = natural.definition_ko
    assert minji.post(change_url(natural), form_data(natural, definition_ko="민지가 고친 정의")).status_code == 302

    response = alex.post(change_url(natural), {**opened_by_alex, "definition_en": "Alex’s new definition."})
    assert response.status_code == 200, "Alex stays on the form"
    natural.refresh_from_db()
    assert (natural.definition_ko, natural.definition_en) == (
        "민지가 고친 정의",
        Term.objects.get(pk=natural.pk).definition_en,
    )
    assert natural.definition_en != "Alex’s new definition."
    page = text_of(response)
    assert "Someone saved this entry after you opened it; nothing was saved from this form." in page
    assert "Minji — " in page and f"Definition (Korean): {old_korean} → 민지가 고친 정의" in page
    form = response.context["adminform"].form
    assert form["definition_en"].value() == "Alex’s new definition.", "Alex’s input is kept"
    assert form["definition_ko"].value() == "민지가 고친 정의", "Minji’s change is merged in"

    resent = {**opened_by_alex, "definition_en": "Alex’s new definition.", "definition_ko": "민지가 고친 정의"}
    resent["version"] = form["version"].value()
    assert alex.post(change_url(natural), resent).status_code == 302, "saving again after reading it saves"
    natural.refresh_from_db()
    assert (natural.definition_ko, natural.definition_en) == ("민지가 고친 정의", "Alex’s new definition.")
    latest, minjis = natural.history.all()[:2]
    assert [c.field for c in latest.diff_against(minjis).changes] == ["definition_en"], "History: only Alex’s change"


def test_the_refusal_is_in_the_editors_language_and_keeps_both_texts_where_both_changed(two_editors, natural):
    minji, alex = two_editors
    opened_by_minji = form_data(natural)
    alex.post(change_url(natural), form_data(natural, definition_ko="Alex가 쓴 정의"))
    response = minji.post(change_url(natural), {**opened_by_minji, "definition_ko": "민지의 정의"})
    page = text_of(response)
    assert "이 항목을 연 뒤에 다른 사람이 저장했습니다" in page
    assert "정의 (한국어)" in page
    form = response.context["adminform"].form
    assert form["definition_ko"].value() == "민지의 정의"
    assert "Alex가 쓴 정의" in " ".join(form.errors["definition_ko"])
    natural.refresh_from_db()
    assert natural.definition_ko == "Alex가 쓴 정의"


def test_a_revert_from_a_page_opened_before_anothers_save_is_refused(two_editors, natural):
    minji, alex = two_editors
    first = natural.history.get()
    version_url = reverse("admin:glossary_term_simple_history", args=[natural.pk, first.history_id])
    alex.post(change_url(natural), form_data(natural, definition_en="A wrong definition."))
    opened_revert = form_data(Term.objects.get(pk=natural.pk), definition_en=first.definition_en)
    minji.post(change_url(natural), form_data(Term.objects.get(pk=natural.pk), definition_ko="민지의 새 정의"))

    response = alex.post(version_url, opened_revert)
    assert response.status_code == 200
    assert "Definition (Korean)" in text_of(response)
    natural.refresh_from_db()
    assert (natural.definition_ko, natural.definition_en) == ("민지의 새 정의", "A wrong definition.")

    form = response.context["adminform"].form
    again = {**opened_revert, "definition_ko": form["definition_ko"].value(), "version": form["version"].value()}
    assert alex.post(version_url, again).status_code == 302
    natural.refresh_from_db()
    assert (natural.definition_ko, natural.definition_en) == ("민지의 새 정의", first.definition_en)
    assert natural.history.first().reverted_to == first.history_id


def test_a_save_without_a_version_is_refused(editor_client, natural):
    data = form_data(natural, definition_en="No version.")
    del data["version"]
    response = editor_client.post(change_url(natural), data)
    assert response.status_code == 200
    assert "Reload the page" in text_of(response)


# 3. History ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("ko", ["(KST)", "정의 (일본어)", "처음 데이터", "되돌림 이유", "공개됨", "초안", "버전으로 되돌림"]),
        ("ja", ["JST）", "定義（日本語）", "最初のデータ", "元に戻した理由", "公開", "下書き", "の版に戻しました"]),
        ("en", ["(UTC)", "Definition (Japanese)", "the glossary’s first data", "A reason", "published", "draft"]),
    ],
)
def test_the_history_speaks_the_editors_language_in_their_time_zone(editor_client, natural, language, words):
    first = natural.history.get()
    reason = {"ko": "되돌림 이유", "ja": "元に戻した理由", "en": "A reason"}[language]
    editor_client.post(change_url(natural), form_data(natural, definition_ja="直した定義", published=""))
    version_url = reverse("admin:glossary_term_simple_history", args=[natural.pk, first.history_id])
    editor_client.post(
        version_url,
        form_data(
            Term.objects.get(pk=natural.pk),
            **{"definition_ja": first.definition_ja, "published": "on", "reason": reason},
        ),
    )
    response = editor_client.get(
        reverse("admin:glossary_term_history", args=[natural.pk]), HTTP_ACCEPT_LANGUAGE=language
    )
    page = text_of(response)
    for word in words:
        assert word in page, word
    html = response.content.decode()
    assert "None" not in page and "[ja]" not in page and "chars]" not in page
    assert "<del>" in html and "<ins>" in html, "the changed words are marked"
    assert "/admin/auth/user/" not in html, "names link to no page an editor may not open"
    assert 'style="' not in html
    if language != "en":
        for english in ("Revert", "Historical", "Glossary", "Changed by", "Created"):
            assert english not in page, english


def test_the_version_page_has_the_admins_breadcrumbs_in_the_editors_language(editor_client, natural):
    version = natural.history.get()
    url = reverse("admin:glossary_term_simple_history", args=[natural.pk, version.history_id])
    page = text_of(editor_client.get(url, HTTP_ACCEPT_LANGUAGE="ja"))
    assert "用語集" in page and "以前の版" in page
    assert "Glossary" not in page and "Revert" not in page and "Historical" not in page


# 6. Old addresses ------------------------------------------------------------------------------------


def test_a_published_entrys_old_slug_answers_with_a_permanent_redirect(editor_client, client, natural):
    editor_client.post(change_url(natural), form_data(natural, slug="natural-hand"))
    response = client.get("/ko/glossary/natural/")
    assert (response.status_code, response["Location"]) == (301, "/ko/glossary/natural-hand/")
    assert client.get("/ko/glossary/natural-hand/").status_code == 200
    editor_client.post(change_url(natural), form_data(Term.objects.get(pk=natural.pk), slug="natural-win"))
    assert client.get("/en/glossary/natural/")["Location"] == "/en/glossary/natural-win/"
    assert client.get("/en/glossary/natural-hand/")["Location"] == "/en/glossary/natural-win/"
    sitemap = client.get("/sitemap.xml").content.decode()
    assert "/glossary/natural-win/" in sitemap
    assert "/glossary/natural/" not in sitemap and "/glossary/natural-hand/" not in sitemap

    editor_client.post(change_url(natural), form_data(Term.objects.get(pk=natural.pk), slug="natural"))
    assert client.get("/en/glossary/natural/").status_code == 200, "a slug taken back is the entry’s again"
    assert not FormerSlug.objects.filter(slug="natural").exists()


def test_a_drafts_old_slug_is_not_kept(editor_client, natural):
    Term.objects.filter(pk=natural.pk).update(published=False)
    editor_client.post(change_url(natural), form_data(Term.objects.get(pk=natural.pk), slug="natural-hand"))
    assert not FormerSlug.objects.exists()


# 7. Near-duplicates ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "existing", "typed"),
    [
        ("term_ko", "번 카드", "번카드"),
        ("term_ko", "번 카드", "번  카드"),
        ("term_ja", "バーンカード", "ﾊﾞｰﾝｶｰﾄﾞ"),
        ("term_ja", "バーンカード", "バーン・カード"),
        ("term_en", "Burn card", "Burn-card"),
        ("term_en", "Burn card", "BURN CARD"),
    ],
)
def test_a_near_duplicate_term_is_caught(editor_client, field, existing, typed):
    Term.objects.update_or_create(slug="burn-card", defaults={field: existing, "category": "table"})
    data = {"slug": "burn-card-2", "category": "table", field: typed, "term_en": "x" if field != "term_en" else typed}
    if field == "term_ja":
        data["reading_ja"] = "ばーんかーど"
    response = editor_client.post(reverse("admin:glossary_term_add"), data)
    assert response.status_code == 200
    assert "Another entry already has this term" in text_of(response)
    assert not Term.objects.filter(slug="burn-card-2").exists()


@pytest.mark.parametrize("typed", ["シュー・ボックス", "ｼｭｰﾎﾞｯｸｽ", "シュー ボックス", "しゅー　ぼっくす"])
def test_the_japanese_reading_is_normalised_not_refused(editor_client, typed):
    data = {"slug": "shoe-box", "category": "table", "term_ja": "シューボックス", "reading_ja": typed}
    assert editor_client.post(reverse("admin:glossary_term_add"), data).status_code == 302
    assert Term.objects.get(slug="shoe-box").reading_ja in {"シューボックス", "しゅーぼっくす"}


# 8. No 500 -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/admin/glossary/term/abc/history/",
        "/admin/glossary/term/abc/history/1/",
        "/admin/glossary/term/{pk}/history/abc/",
        "/admin/glossary/term/{pk}/history/99999999999999999999/",
        "/admin/glossary/term/99999999999999999999/history/",
        "/admin/glossary/term/{pk}/history/{other}/",
    ],
)
def test_odd_history_addresses_are_a_404_that_looks_like_the_admin(editor_client, natural, path):
    other = Term.objects.exclude(pk=natural.pk).first().history.first().history_id
    response = editor_client.get(path.format(pk=natural.pk, other=other), HTTP_ACCEPT_LANGUAGE="ko")
    assert response.status_code == 404
    html = response.content.decode()
    assert 'id="header"' in html and 'id="site-name"' in html and "이 주소에는" in html


@pytest.mark.parametrize(
    "query",
    ["related=abc", "related__id__exact=abc", "q=%00", "category=%00", "missing=%00", "published__exact=%00"],
)
def test_odd_filters_in_the_list_are_no_500(editor_client, query):
    assert editor_client.get(f"/admin/glossary/term/?{query}").status_code in {200, 302}


def test_the_related_terms_search_is_no_500_and_puts_the_exact_term_first(editor_client, natural):
    url = "/admin/autocomplete/?app_label=glossary&model_name=term&field_name=related"
    assert editor_client.get(f"{url}&term=%00").status_code == 200
    results = editor_client.get(f"{url}&term=natural").json()["results"]
    assert results[0]["id"] == str(natural.pk)


# 9. Drafts by default --------------------------------------------------------------------------------


def test_a_new_term_is_a_draft_whoever_makes_it():
    assert Term(slug="new", term_en="New", category="rules").published is False
    assert Term.objects.create(slug="new", term_en="New", category="rules").published is False


# 10. Stock strings that read wrong -------------------------------------------------------------------


@pytest.fixture
def administrator_client(django_user_model):
    admin = django_user_model.objects.create_superuser("admin", password="a-long-enough-password")
    enrol(admin)
    client = Client()
    sign_in_verified(client, admin)
    return client


def test_the_editors_group_is_named_in_the_administrators_language(administrator_client, editor):
    page = administrator_client.get(reverse("admin:auth_user_change", args=[editor.pk]), HTTP_ACCEPT_LANGUAGE="ko")
    assert ">편집자<" in page.content.decode() and ">Editors<" not in page.content.decode()
    groups = administrator_client.get(reverse("admin:auth_group_changelist"), HTTP_ACCEPT_LANGUAGE="ja")
    assert "編集者" in text_of(groups) and "Editors" not in text_of(groups)


def test_the_korean_password_change_page_reads_right(editor_client):
    page = text_of(editor_client.get(reverse("admin:password_change"), HTTP_ACCEPT_LANGUAGE="ko"))
    assert "지금 쓰고 있는 비밀번호" in page
    assert "독자" not in page and "비밀번호을" not in page


def test_the_japanese_list_title_has_no_stray_spaces(editor_client):
    page = text_of(editor_client.get(reverse("admin:glossary_term_changelist"), HTTP_ACCEPT_LANGUAGE="ja"))
    assert "変更する用語集の項目を選択" in page


def test_korean_messages_about_entries_have_no_either_or_particles(editor_client, natural):
    korean = {"HTTP_ACCEPT_LANGUAGE": "ko"}
    response = editor_client.post(
        change_url(natural), form_data(natural, definition_ko="새 정의"), follow=True, **korean
    )
    saved = text_of(response)
    assert "내추럴" in saved and "변경" in saved
    listed = text_of(editor_client.get(reverse("admin:glossary_term_changelist"), **korean))
    assert "분류별" in listed or "카테고리별" in listed
    for text in (saved, listed):
        assert "을(를)" not in text and "(으)로" not in text and "이(가)" not in text
