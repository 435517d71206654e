"""Glossary search helps near misses (issue 26, point 7): "did you mean" for a misspelling, Korean initial-consonant
search that finds what the index groups under a consonant, and a query cut at 100 characters that says so."""

import re
from html import unescape

import pytest
from django.urls import reverse
from django.utils import translation

from glossary.collation import position

pytestmark = pytest.mark.django_db


def search(client, language, query):
    with translation.override(language):
        url = reverse("glossary:index")
    return client.get(url, {"q": query}).content.decode()


def listed_terms(html):
    return [unescape(term) for term in re.findall(r'<dt><a href="[^"]+"[^>]*>([^<]+)</a>', html)]


def suggested_terms(html):
    block = re.search(r'<span class="glossary-suggestions">(.*?)</span>', html, re.S)
    return [unescape(term) for term in re.findall(r">([^<]+)</a>", block.group(1))] if block else []


@pytest.mark.parametrize(
    ("language", "typed", "meant", "prompt"),
    [
        ("ko", "커밋션", "커미션", "혹시 이 용어를 찾으셨나요?"),
        ("ko", "스퀴저", "스퀴즈", "혹시 이 용어를 찾으셨나요?"),
        ("ja", "ナチュラリ", "ナチュラル", "もしかして："),
        ("en", "comision", "Commission", "Did you mean:"),
    ],
)
def test_a_misspelling_finds_nothing_and_offers_the_term_meant(client, language, typed, meant, prompt):
    html = search(client, language, typed)
    assert listed_terms(html) == []
    assert suggested_terms(html)[0] == meant
    assert prompt in html


def test_a_query_that_finds_terms_offers_no_suggestion_nor_one_far_off(client):
    assert suggested_terms(search(client, "en", "commission")) == []
    assert suggested_terms(search(client, "en", "zzzzqqq")) == []


@pytest.mark.parametrize("consonant", ["ㅋ", "ㅂ", "ㅍ", "ㅅ"])
def test_an_initial_consonant_finds_the_terms_the_index_groups_under_it(client, consonant):
    everything = listed_terms(search(client, "ko", ""))
    grouped = [term for term in everything if position("ko", term)[0] == consonant]
    assert grouped, consonant
    assert listed_terms(search(client, "ko", consonant)) == grouped


def test_initial_consonants_narrow_the_search_syllable_by_syllable(client):
    assert listed_terms(search(client, "ko", "ㅋㅁㅅ")) == ["커미션"]
    assert listed_terms(search(client, "ko", "ㅋ ㅁ")) == ["커미션"]
    assert "커미션" in listed_terms(search(client, "ko", "ㅋ"))


@pytest.mark.parametrize(
    ("language", "note"),
    [
        ("ko", "검색어가 길어 앞의 100자로만 찾았습니다."),
        ("ja", "検索語が長いため、最初の100文字だけで検索しました。"),
        ("en", "Only the first 100 characters of your search were used."),
    ],
)
def test_a_query_cut_at_100_characters_says_so(client, language, note):
    assert note in search(client, language, "banker " * 20)
    assert note not in search(client, language, "b" * 100)


def test_a_search_of_an_empty_glossary_answers_with_no_suggestion(client):
    """With no published entry (a fresh site, or every entry a draft) a search is a page, not a 500."""
    from glossary.models import Term

    Term.objects.update(published=False)
    response = client.get("/ko/glossary/", {"q": "커밋션"})
    assert response.status_code == 200
    assert suggested_terms(response.content.decode()) == []
