"""Words of another script in the glossary's text carry their lang (issue 26, point 6): 육매 and 珠盤路 on the
English page for the bead plate, Chinese road names on the Korean pages; an editor's markup stays text."""

import pytest
from django.urls import reverse
from django.utils import translation

from glossary.models import Term

pytestmark = pytest.mark.django_db


def page(client, language, slug):
    with translation.override(language):
        return client.get(reverse("glossary:detail", args=[slug])).content.decode()


def test_korean_and_chinese_names_in_an_english_entry_are_marked(client):
    html = page(client, "en", "bead-plate")
    assert '<span lang="ko">육매</span>' in html
    assert '<span lang="zh-Hant">珠盤路</span>' in html


@pytest.mark.parametrize("slug", ["bead-plate", "cockroach-pig", "big-eye-boy", "small-road"])
def test_chinese_names_in_korean_entries_are_marked_and_japanese_ones_are_left_alone(client, slug):
    assert '<span lang="zh-Hant">' in page(client, "ko", slug) + page(client, "en", slug)
    assert '<span lang="zh-Hant">' not in page(client, "ja", slug)


def test_markup_around_foreign_words_is_still_shown_as_text(client):
    term = Term.objects.get(slug="natural")
    term.definition_en = "<b>천연</b> & ナチュラル"
    term.save()
    html = page(client, "en", "natural")
    assert '&lt;b&gt;<span lang="ko">천연</span>&lt;/b&gt; &amp; <span lang="ja">ナチュラル</span>' in html
