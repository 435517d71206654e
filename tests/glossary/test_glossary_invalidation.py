"""Readers see every change to the glossary on their next request, however it was made (not only
through `save()`), and unpublished entries are drafts that only editors can open.

`scripts/test-redis` runs these tests again against a real Redis server as the shared cache.
"""

import os

import pytest
import redis
from django.contrib.auth.models import Group
from django.core.cache import cache
from django.test import Client

from glossary.models import Term

pytestmark = pytest.mark.django_db


def page(client, path="/ja/glossary/natural/"):
    response = client.get(path)
    assert response.status_code == 200
    return response.content.decode()


@pytest.fixture
def natural(client):
    page(client)  # the page is now cached
    page(client, "/ja/glossary/")
    return Term.objects.get(slug="natural")


def test_a_queryset_update_reaches_readers(client, natural):
    Term.objects.filter(slug="natural").update(definition_ja="一括で直した定義")
    assert "一括で直した定義" in page(client)
    assert "一括で直した定義" in page(client, "/ja/glossary/")


def test_a_bulk_update_reaches_readers(client, natural):
    natural.definition_ja = "まとめて直した定義"
    Term.objects.bulk_update([natural], ["definition_ja"])
    assert "まとめて直した定義" in page(client)


def test_a_new_related_term_reaches_readers_on_both_pages(client, natural):
    panda = Term.objects.get(slug="panda-8")
    assert panda.term_ja not in page(client)
    natural.related.add(panda)
    assert panda.term_ja in page(client)
    assert natural.term_ja in page(client, "/ja/glossary/panda-8/"), "related terms go both ways"


def test_a_removed_related_term_disappears(client, natural):
    stand = Term.objects.get(slug="stand")
    assert 'href="/ja/glossary/stand/"' in page(client)
    stand.related.remove(natural)
    assert 'href="/ja/glossary/stand/"' not in page(client)


def test_a_revert_reaches_readers(client, natural):
    original = natural.definition_ja
    natural.definition_ja = "間違った定義"
    natural.save()
    assert "間違った定義" in page(client)
    natural.history.last().instance.save()
    assert original in page(client)


def test_a_raw_save_like_loaddata_reaches_readers(client, natural):
    natural.definition_ja = "読み込んだ定義"
    natural.save_base(raw=True)
    assert "読み込んだ定義" in page(client)


def test_a_term_taken_off_the_site_disappears_for_readers(client, natural):
    Term.objects.filter(slug="natural").update(published=False)
    assert client.get("/ja/glossary/natural/").status_code == 404
    assert 'href="/ja/glossary/natural/"' not in page(client, "/ja/glossary/")


# Drafts ----------------------------------------------------------------------------------------


@pytest.fixture
def draft():
    Term.objects.filter(slug="squeeze").update(published=False)
    return Term.objects.get(slug="squeeze")


@pytest.mark.parametrize("language", ["ko", "ja", "en"])
def test_an_editor_sees_a_draft_with_its_banner(editor_client, draft, language):
    response = editor_client.get(f"/{language}/glossary/squeeze/")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'class="draft-banner" role="status"' in html
    assert getattr(draft, f"term_{language}") in html
    assert set(response["Cache-Control"].split(", ")) >= {"private", "no-store"}, "no cache may keep it"


def test_readers_and_other_staff_get_a_404_for_a_draft(client, django_user_model, draft):
    assert client.get("/en/glossary/squeeze/").status_code == 404
    client.force_login(django_user_model.objects.create_user("staff", password="x", is_staff=True))
    assert client.get("/en/glossary/squeeze/").status_code == 404


def test_a_draft_shown_to_an_editor_is_not_served_to_readers_afterwards(editor_client, draft):
    assert editor_client.get("/en/glossary/squeeze/").status_code == 200
    assert Client().get("/en/glossary/squeeze/").status_code == 404


def test_published_pages_look_the_same_to_editors_and_readers(editor_client):
    reader = Client().get("/en/glossary/natural/")
    signed_in = editor_client.get("/en/glossary/natural/")
    assert reader.content == signed_in.content
    assert "draft-banner" not in signed_in.content.decode()
    assert "Cookie" not in signed_in.get("Vary", ""), "the session is not read for published pages"


def test_a_draft_is_not_listed_for_anyone(editor_client, draft):
    assert 'href="/en/glossary/squeeze/"' not in page(editor_client, "/en/glossary/")


def test_the_editors_group_has_the_permission_the_draft_page_checks():
    assert Group.objects.get(name="Editors").permissions.filter(codename="view_term").exists()


@pytest.mark.skipif(not os.environ.get("DJANGO_TEST_CACHE_URL"), reason="scripts/test-redis runs it")
def test_under_scripts_test_redis_the_cache_is_that_redis_server():
    cache.set("probe", "value")
    client = redis.Redis.from_url(os.environ["DJANGO_TEST_CACHE_URL"])
    assert any(b"probe" in key for key in client.keys("*"))
