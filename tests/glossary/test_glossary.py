"""The glossary: its content, the order of each language's list, fallbacks, search and caching."""

import json
import re
import unicodedata
from html import unescape

import pytest
from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from glossary.collation import position
from glossary.models import Term
from glossary.views import guide_links
from tests.helpers import LANGUAGES

pytestmark = pytest.mark.django_db

TERMS_FILE = "glossary/data/terms.json"
SEED_SLUGS = {
    "player", "banker", "tie", "shoe", "natural", "stand", "draw", "third-card", "coup", "commission",
    "push", "squeeze", "big-road", "roadmap", "punto-banco", "chemin-de-fer", "baccarat-banque",
    "mini-baccarat", "midi-baccarat", "no-commission-baccarat", "ez-baccarat", "dragon-7", "panda-8",
    "pair", "lucky-6", "house-edge", "card-values", "baccarat",
}  # fmt: skip


def terms_data():
    with open(TERMS_FILE, encoding="utf-8") as file:
        return json.load(file)


def get(client, language, name, *args, **query):
    with translation.override(language):
        url = reverse(name, args=args)
    return client.get(url, query)


def text(response):
    """The page's visible text, tags removed and entities decoded."""
    return unescape(re.sub(r"<[^>]+>", " ", response.content.decode()))


def listed_terms(response):
    """The terms of the index page, in page order."""
    return [unescape(term) for term in re.findall(r'<dt><a href="[^"]+"[^>]*>([^<]+)</a>', response.content.decode())]


# Content loaded by the data migration -------------------------------------------------------


def test_the_data_migration_loads_every_term_complete_in_every_language():
    assert Term.objects.count() == len(terms_data()) >= 30
    for term in Term.objects.all():
        for language in LANGUAGES:
            assert term.missing_fields(language) == [], (term.slug, language)


def test_every_term_the_seeds_use_is_there():
    assert set(Term.objects.values_list("slug", flat=True)) >= SEED_SLUGS


def test_related_terms_go_both_ways():
    natural = Term.objects.get(slug="natural")
    assert "stand" in natural.related.values_list("slug", flat=True)
    assert "natural" in Term.objects.get(slug="stand").related.values_list("slug", flat=True)


def test_the_editors_group_may_add_change_and_view_terms_and_nothing_else():
    permissions = Group.objects.get(name="Editors").permissions.all()
    assert sorted(p.codename for p in permissions) == ["add_term", "change_term", "view_term"]
    assert {p.content_type.app_label for p in permissions} == {"glossary"}


def all_texts(entry):
    return [value for field in ("definition", "explanation", "example") for value in entry[field].values()]


def test_the_glossary_prints_no_precise_house_edge():
    """Exact figures come from the rules engine on the odds page, never typed into the glossary."""
    for entry in terms_data():
        for value in all_texts(entry):
            assert not re.search(r"\d[.,]\d+\s*%", value), (entry["slug"], value)


@pytest.mark.parametrize(
    ("slug", "payouts"),
    [("lucky-6", ["12", "20"]), ("dragon-7", ["40"]), ("panda-8", ["25"]), ("pair", ["11"]), ("commission", ["5%"])],
)
def test_side_bet_payouts_are_stated_in_every_language(slug, payouts):
    entry = next(entry for entry in terms_data() if entry["slug"] == slug)
    for language in LANGUAGES:
        written = unicodedata.normalize("NFKC", entry["definition"][language] + entry["explanation"][language])
        assert all(payout in written for payout in payouts), (slug, language)
        assert not re.search(r"(?<!\d)2 ?(:|to|対) ?1", written), "Lucky 6 does not pay 2 to 1"


def test_every_guide_named_by_a_term_exists():
    from baccarat_site.guide_list import GUIDES_BY_SLUG

    for entry in terms_data():
        assert set(entry["guides"]) <= set(GUIDES_BY_SLUG), entry["slug"]


# Order and index, per language ---------------------------------------------------------------


def test_korean_sorts_in_ganada_order_grouped_by_initial_consonant():
    assert position("ko", "까치")[0] == "ㄱ"
    words = ["하우스 엣지", "가위", "나비", "까치", "바카라 방크", "바카라"]
    assert sorted(words, key=lambda word: position("ko", word)[1]) == [
        "가위", "까치", "나비", "바카라", "바카라 방크", "하우스 엣지",
    ]  # fmt: skip


def test_japanese_sorts_by_reading_in_gojuon_order():
    readings = {"ハンド": "ハンド", "パンダ8": "パンダエイト", "配当": "はいとう", "バーンカード": "バーンカード"}
    ordered = sorted(readings, key=lambda term: position("ja", term, readings[term])[1])
    # ばあんかあど < はいとう < はんだ < はんど: sound marks and long vowels don't break the order
    assert ordered == ["バーンカード", "配当", "パンダ8", "ハンド"]
    assert position("ja", "合計点", "ごうけいてん")[0] == "か"
    assert position("ja", "EZバカラ", "イージーバカラ")[0] == "あ"


def test_english_sorts_a_to_z_and_other_scripts_come_after_a_languages_own_index():
    assert position("en", "Écarté")[0] == "E"
    native, latin = position("ko", "하우스 엣지"), position("ko", "Banker")
    assert latin[0] == "B" and native[1] < latin[1]
    assert position("ja", "7")[0] == "#"


@pytest.mark.parametrize(
    ("language", "first", "labels"),
    [
        # 5에서의 선택 under 숫자·기호, the group of terms that start with a digit or symbol
        ("ko", ["내추럴", "노 커미션 바카라", "다음 판 미리보기", "덱"], "ㄴㄷㄹㅁㅂㅅㅇㅈㅋㅌㅍㅎ숫자·기호"),
        ("ja", ["アウツ", "イーザーペア", "EZバカラ", "イーブンマネー"], "あかさたなはまら"),
        ("en", ["Ask the road", "Baccarat", "Baccarat banque", "Banker"], "ABCDEGHLMNOPRST"),
    ],
)
def test_the_list_is_in_the_readers_order_under_an_index_bar(client, language, first, labels):
    response = get(client, language, "glossary:index")
    assert response.status_code == 200
    terms = listed_terms(response)
    assert terms[: len(first)] == first
    assert len(terms) == Term.objects.count()
    html = response.content.decode()
    headings = re.findall(r'<h2 id="index-\d+">([^<]+)</h2>', html)
    assert "".join(headings) == labels
    for label in headings:  # each heading is reachable from the index bar
        assert re.search(rf'<a href="#index-\d+">{label}</a>', html)


def test_japanese_order_follows_the_reading_not_the_script(client):
    terms = listed_terms(get(client, "ja", "glossary:index"))
    assert terms.index("バーンカード") < terms.index("配当") < terms.index("配当表") < terms.index("ハウスエッジ")


# Pages --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_term_page_shows_the_entry_in_the_readers_language(client, language):
    natural = Term.objects.get(slug="natural")
    response = get(client, language, "glossary:detail", "natural")
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<html lang="{language}">' in html
    page = text(response)
    for field in ("term", "definition", "example"):
        assert getattr(natural, f"{field}_{language}") in page
    for paragraph in getattr(natural, f"explanation_{language}").split("\n\n"):
        assert f"<p>{paragraph}</p>" in unescape(html)
    main = html.split("<main")[1].split("</main>")[0]
    reading = '<p class="glossary-reading" lang="en">'  # a Korean entry's English name, marked as English
    assert "lang=" not in main.replace(reading, "")  # nothing falls back
    stand = Term.objects.get(slug="stand")
    with translation.override(language):
        assert f'href="{stand.get_absolute_url()}"' in html
        assert f'href="{reverse("guides:detail", args=["third-card-rules"])}"' in html


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_term_page_renders_with_its_own_text(client, language):
    for term in Term.objects.all():
        response = get(client, language, "glossary:detail", term.slug)
        assert response.status_code == 200, term.slug
        assert escape(getattr(term, f"definition_{language}")) in response.content.decode(), term.slug


def test_a_term_page_links_only_to_guides_that_exist():
    with translation.override("en"):
        links = guide_links(["basics", "no-such-guide"])
    assert [link["url"] for link in links] == ["/en/guides/basics/"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_unknown_and_unpublished_terms_are_not_found(client, language):
    Term.objects.filter(slug="squeeze").update(published=False)
    assert get(client, language, "glossary:detail", "no-such-term").status_code == 404
    assert get(client, language, "glossary:detail", "squeeze").status_code == 404


def test_unpublished_terms_are_neither_listed_nor_linked(client):
    squeeze = Term.objects.get(slug="squeeze")
    squeeze.published = False
    squeeze.save()
    assert "Squeeze" not in listed_terms(get(client, "en", "glossary:index"))
    assert "/en/glossary/squeeze/" not in get(client, "en", "glossary:detail", "macau").content.decode()


# Missing translations show, marked --------------------------------------------------------------


def test_a_missing_japanese_text_shows_the_english_one_marked_and_in_english(client):
    Term.objects.filter(slug="natural").update(definition_ja="", example_ja=None)
    html = get(client, "ja", "glossary:detail", "natural").content.decode()
    assert '<span lang="en">A two-card total of 8 or 9.</span>' in html
    assert html.count("未翻訳のため英語で表示しています") == 2  # definition and example
    assert "最初の2枚の合計が8か9になったハンド。" not in html
    assert "ナチュラル" in html  # the rest is still Japanese, unmarked
    index = get(client, "ja", "glossary:index").content.decode()
    assert '<span lang="en">A two-card total of 8 or 9.</span>' in index


def test_a_term_missing_in_english_falls_back_to_korean(client):
    Term.objects.filter(slug="squeeze").update(term_en="", definition_en="")
    html = get(client, "en", "glossary:detail", "squeeze").content.decode()
    assert '<span lang="ko">스퀴즈</span>' in html
    assert "Not yet translated: shown in Korean" in html
    terms = listed_terms(get(client, "en", "glossary:index"))
    assert terms[-1] == "스퀴즈"  # another script sorts after A–Z


# Search ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "query", "expected"),
    [
        ("ko", "스퀴즈", "스퀴즈"),
        ("ko", "커미션", "노 커미션 바카라"),
        ("ja", "ばんかー", "バンカー"),  # hiragana finds katakana
        ("ja", "ＥＺ", "EZバカラ"),  # full-width letters too
        ("en", "BANKER", "Banker"),
        ("en", "two-card total", "Natural"),  # the definition is searched
    ],
)
def test_search_matches_the_term_and_definition_in_the_readers_language(client, language, query, expected):
    response = get(client, language, "glossary:index", q=query)
    assert expected in listed_terms(response)
    assert len(listed_terms(response)) < Term.objects.count()


@pytest.mark.parametrize(
    ("language", "query", "expected"),
    [("en", "스퀴즈", "Squeeze"), ("ja", "banker", "バンカー"), ("ko", "バンカー", "뱅커")],
)
def test_search_also_finds_a_term_by_its_name_in_another_language(client, language, query, expected):
    found = listed_terms(get(client, language, "glossary:index", q=query))
    assert expected in found
    assert len(found) < Term.objects.count()


@pytest.mark.parametrize(
    ("language", "query", "expected"),
    [
        ("ko", "판다8", "판다 8"),
        ("ko", "빅로드", "빅 로드"),
        ("ja", "ノー・コミッション", "ノーコミッションバカラ"),
        ("ja", "ドラゴン・7", "ドラゴン7"),
        ("en", "dragon7", "Dragon 7"),
        ("en", "two card", "Natural"),
    ],
)
def test_search_ignores_spaces_hyphens_and_middle_dots(client, language, query, expected):
    assert expected in listed_terms(get(client, language, "glossary:index", q=query))


def test_search_does_not_read_definitions_in_another_language(client):
    assert listed_terms(get(client, "ko", "glossary:index", q="두 장"))
    response = get(client, "en", "glossary:index", q="두 장")
    assert listed_terms(response) == []
    assert "No term matches “두 장”." in text(response)


@pytest.mark.parametrize(
    "query",
    [
        "<script>alert(1)</script>",
        '"><img src=x onerror=alert(1)>',
        "' OR 1=1 --",
        "{{ 7|add:7 }}",
        "a" * 5000,
    ],
)
def test_hostile_search_input_is_shown_back_escaped(client, query):
    response = get(client, "en", "glossary:index", q=query)
    assert response.status_code == 200
    main = response.content.decode().split("<main")[1].split("</main>")[0]
    assert "<script>alert" not in main and "<img src=x" not in main and "14" not in main
    assert listed_terms(response) == []
    assert "No term matches" in main
    assert escape(query[:100]) in main  # in the search box and in the message
    assert "a" * 101 not in main


def test_search_characters_are_literal_not_wildcards(client):
    assert listed_terms(get(client, "en", "glossary:index", q="%")) == ["Commission"]  # "The 5% the house takes…"
    assert listed_terms(get(client, "en", "glossary:index", q="_")) == []


# Freshness and caching -------------------------------------------------------------------------------


def test_a_saved_edit_shows_on_the_next_request(client):
    assert "新しい定義" not in get(client, "ja", "glossary:detail", "natural").content.decode()
    natural = Term.objects.get(slug="natural")
    natural.definition_ja = "新しい定義"
    natural.save()
    assert "新しい定義" in get(client, "ja", "glossary:detail", "natural").content.decode()
    assert "新しい定義" in get(client, "ja", "glossary:index").content.decode()


def test_a_deleted_term_disappears_on_the_next_request(client):
    assert "Squeeze" in listed_terms(get(client, "en", "glossary:index"))
    Term.objects.get(slug="squeeze").delete()
    assert "Squeeze" not in listed_terms(get(client, "en", "glossary:index"))
    assert get(client, "en", "glossary:detail", "squeeze").status_code == 404


def test_pages_are_served_from_the_cache_until_something_changes(client, django_assert_num_queries):
    get(client, "ko", "glossary:index")
    with django_assert_num_queries(1):  # only the check for changes
        assert get(client, "ko", "glossary:index").status_code == 200
    with django_assert_num_queries(1):
        assert get(client, "ko", "glossary:detail", "natural").status_code == 200


@pytest.mark.parametrize(("name", "args", "query"), [("glossary:index", [], {}), ("glossary:detail", ["natural"], {}),
                                                   ("glossary:index", [], {"q": "tie"})])
def test_browsers_ask_again_every_time_and_shared_caches_keep_a_page_a_second(client, name, args, query):
    for _ in range(2):  # rendered, then from the cache
        response = get(client, "ja", name, *args, **query)
        directives = set(response["Cache-Control"].split(", "))
        assert directives == {"public", "max-age=0", "s-maxage=1"}
        assert "Age" not in response, "the version check has just confirmed the page is current"
        assert "Expires" not in response


# Safe editing --------------------------------------------------------------------------------------


def test_editor_markup_is_shown_as_text(client):
    Term.objects.filter(slug="natural").update(
        definition_en="<script>alert('x')</script>",
        explanation_en="First <b>bold</b> line\nsecond line\n\nNext paragraph",
    )
    html = get(client, "en", "glossary:detail", "natural").content.decode()
    assert "<script>alert" not in html and "<b>bold</b>" not in html
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in html
    assert "<p>First &lt;b&gt;bold&lt;/b&gt; line<br>second line</p>" in html
    assert "<p>Next paragraph</p>" in html


def new_term(**fields):
    return Term(slug="new-term", category=Term.Category.RULES, **fields)


def test_a_term_already_used_in_a_language_is_a_validation_error():
    with pytest.raises(ValidationError) as raised:
        new_term(term_en="banker", term_ja="バンカー２", reading_ja="ばんかー").full_clean()
    assert raised.value.messages == ["Another entry already has this term in English."]


def test_the_same_word_in_another_language_is_allowed():
    new_term(term_en="Punto", term_ko="플레이어 쪽").full_clean()


def test_a_term_needs_a_name_in_some_language():
    with pytest.raises(ValidationError, match="at least one language"):
        new_term(definition_en="Something").full_clean()


def test_a_japanese_term_needs_a_kana_reading():
    with pytest.raises(ValidationError) as raised:
        new_term(term_ja="新語").full_clean()
    assert "reading_ja" in raised.value.message_dict
    with pytest.raises(ValidationError) as raised:
        new_term(term_ja="新語", reading_ja="shingo").full_clean()
    assert "reading_ja" in raised.value.message_dict
    new_term(term_ja="新語", reading_ja="しんご").full_clean()


# Other names ("also called") and the order of search results -------------------------------------------------


@pytest.mark.parametrize(
    ("language", "query", "expected"),
    [
        ("ja", "絞り", "スクイーズ"),
        ("ja", "しぼり", "スクイーズ"),
        ("ja", "シボリ", "スクイーズ"),  # katakana finds the hiragana alias
        ("ko", "쪼이", "스퀴즈"),
        ("ko", "드로우", "드로"),
        ("ja", "控除率", "ハウスエッジ"),
        ("en", "house advantage", "House edge"),
        ("en", "絞り", "Squeeze"),  # an alias in another language, like a term in another language
    ],
)
def test_search_finds_a_term_by_its_other_names(client, language, query, expected):
    found = listed_terms(get(client, language, "glossary:index", q=query))
    assert found[0] == expected


def test_the_initial_terms_have_their_other_names_from_the_data_file():
    squeeze = Term.objects.get(slug="squeeze")
    assert squeeze.alias_list("ja") == ["絞り（しぼり）"]
    assert squeeze.alias_list("ko") == ["쪼이"]
    for entry in terms_data():
        term = Term.objects.get(slug=entry["slug"])
        assert {code: getattr(term, f"aliases_{code}") or "" for code in LANGUAGES} == entry["aliases"]


@pytest.mark.parametrize(
    ("language", "shown"), [("ja", "別名：絞り（しぼり）"), ("ko", "다른 이름: 쪼이"), ("en", None)]
)
def test_a_term_page_lists_its_other_names_in_the_readers_language(client, language, shown):
    page = text(get(client, language, "glossary:detail", "squeeze"))
    if shown:
        assert shown in page
    else:
        assert "Other name" not in page  # no other names in English: nothing is borrowed from another language


def test_an_english_term_names_its_other_names_without_wanting_an_article(client):
    """An English reader: "Also called Monte Carlo fallacy." wanted "the"; a label needs none."""
    page = text(get(client, "en", "glossary:detail", "gamblers-fallacy"))
    assert "Other name: Monte Carlo fallacy." in page


def test_an_editor_may_separate_other_names_with_commas_or_japanese_commas():
    term = Term(aliases_ja="絞り、しぼり, シボリ，  ", aliases_ko="")
    assert term.alias_list("ja") == ["絞り", "しぼり", "シボリ"]
    assert term.alias_list("ko") == []


def test_other_names_are_optional_for_a_complete_entry():
    assert "aliases" not in Term().missing_fields("ja")


@pytest.mark.parametrize(
    ("language", "query", "first", "then"),
    [
        ("ja", "バンカー", ["バンカー"], ["バンカーの表"]),
        ("en", "banker", ["Banker"], ["Banker’s drawing table"]),
        ("ko", "뱅커", ["뱅커"], ["뱅커 표"]),
        ("en", "baccarat", ["Baccarat"], ["Baccarat banque"]),
    ],
)
def test_search_puts_an_exact_name_first_then_names_that_start_so_then_the_rest(client, language, query, first, then):
    found = listed_terms(get(client, language, "glossary:index", q=query))
    assert found[: len(first)] == first
    assert found[len(first) : len(first) + len(then)] == then
    assert len(found) > len(first) + len(then)  # the rest follow: definitions that mention it


def test_a_name_with_a_curly_apostrophe_is_found_as_typed_with_a_straight_one(client):
    assert listed_terms(get(client, "en", "glossary:index", q="gambler's"))[0] == "Gambler’s fallacy"


def test_the_search_counts_its_terms_in_a_sentence_with_the_right_number(client):
    response = get(client, "en", "glossary:index", q="shoe")
    number = len(listed_terms(response))
    assert number > 1
    assert f"{number} terms match “shoe”" in text(response)
    assert "1 term matches “Tiger”" in text(get(client, "en", "glossary:index", q="Tiger"))


def test_search_results_are_one_list_without_the_index(client):
    html = get(client, "ja", "glossary:index", q="バンカー").content.decode()
    assert 'class="index-bar"' not in html and 'class="glossary-section"' not in html
    assert 'class="glossary-list glossary-list--results"' in html


@pytest.mark.parametrize(
    ("slug", "payouts"),
    [
        ("super-6", ["12", "15"]),
        ("tiger", ["50", "22"]),
        ("dragon-bonus", ["30", "10", "6", "4", "2", "1"]),
        ("big-small", ["1.5", "0.54"]),
        ("either-pair", ["5"]),
        ("perfect-pair", ["25"]),
    ],
)
def test_the_new_side_bets_state_their_payouts_in_every_language(slug, payouts):
    """The payouts are the engine's paytable's (baccarat/bets.py); Super 6's 15 to 1 is the other table readers meet."""
    entry = next(entry for entry in terms_data() if entry["slug"] == slug)
    for language in LANGUAGES:
        written = unicodedata.normalize("NFKC", entry["definition"][language] + entry["explanation"][language])
        assert all(payout in written for payout in payouts), (slug, language)


def test_a_middle_dot_does_not_move_a_japanese_term():
    """ビッグ・スモール sorted after ビッグロード because of its ・ (the Japanese final read)."""
    keys = {term: position("ja", term, term) for term in ("ビッグアイボーイ", "ビッグ・スモール", "ビッグロード")}
    assert sorted(keys, key=keys.get) == ["ビッグアイボーイ", "ビッグ・スモール", "ビッグロード"]


ROAD_SLUGS = ("scoreboard", "roadmap", "bead-plate", "big-road", "big-eye-boy", "small-road", "cockroach-pig")
SCOREBOARD_CATEGORY = {"en": "Scoreboard and roads", "ko": "전광판과 출목표", "ja": "スコアボードと罫線"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scoreboards_words_are_filed_under_the_scoreboard(client, language):
    """Readers found the roads under "Culture and history"; outs is a reading of the cards, not a rule."""
    for slug in (*ROAD_SLUGS, "dragon-tail", "ask-the-road"):
        term = Term.objects.get(slug=slug)
        assert term.category == Term.Category.SCOREBOARD
        assert term.history.latest().category == Term.Category.SCOREBOARD, "the move is a version of its own"
        page = get(client, language, "glossary:detail", slug).content.decode()
        assert SCOREBOARD_CATEGORY[language] in re.search(r'<p class="breadcrumb">(.*?)</p>', page).group(1)
    assert Term.objects.get(slug="outs").category == Term.Category.TABLE


@pytest.mark.parametrize(("language", "marked"), [("ko", True), ("ja", False), ("en", False)])
def test_a_reading_in_latin_letters_is_marked_english(client, language, marked):
    """Korean readers: the English names under Korean terms ("Natural") were read out as Korean."""
    html = client.get(f"/{language}/glossary/natural/").content.decode()
    index = client.get(f"/{language}/glossary/").content.decode()
    if marked:
        assert '<p class="glossary-reading" lang="en">Natural</p>' in html
        assert '<span class="glossary-reading" lang="en">Natural</span>' in index
    else:
        assert 'class="glossary-reading" lang=' not in html + index
