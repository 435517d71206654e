"""The odds page: its figures are the engine's, in every language; the form; bad input; caching; speed."""

import os
import re
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest
from django.contrib.humanize.templatetags.humanize import intcomma
from django.core.cache import cache
from django.urls import reverse
from django.utils import translation

from baccarat import PAYTABLE, RANKS, Shoe, UnavailableOdds, exact_odds, standard_odds
from baccarat_site.wording import BET_NAMES, OUTCOME_NAMES, name_beside_payouts, percent
from odds import forms as odds_forms
from odds import tables
from tests.helpers import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def empty_cache():
    cache.clear()
    yield
    cache.clear()


def get(client, language, query=None, name="odds:index", follow=False):
    with translation.override(language):
        url = reverse(name)
    return client.get(url, query or {}, follow=follow)


def text(html):
    """Visible text of an HTML snippet, whitespace collapsed."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def inline_text(html):
    """Visible text of inline HTML (tags removed without adding spaces), whitespace collapsed."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).strip()


def element(html, pattern):
    match = re.search(pattern, html, re.S)
    assert match, pattern
    return match.group(0)


def cells(row_html):
    return [text(cell) for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row_html, re.S)]


def bet_row(html, key):
    """The bet (its name and what it pays), chance of winning, house edge, house edge with pushes excluded."""
    return cells(element(html, rf'<tr data-bet="{key}">.*?</tr>'))


def payouts(html, key):
    """What a bet pays, one text per paytable line."""
    row = element(html, rf'<tr data-bet="{key}">.*?</tr>')
    return [
        inline_text(line)
        for line in re.findall(
            r'<span class="odds-payout">(.*?)</span>(?= <span class="odds-payout">|</th>)', row, re.S
        )
    ]


def outcome_item(html, key):
    return text(element(html, rf'<li data-outcome="{key}">.*?</li>'))


def change_rows(html, table_caption):
    table = element(html, rf"<caption[^>]*>{re.escape(table_caption)}</caption>.*?</table>")
    return {key: cells(row) for key, row in re.findall(r'<tr data-key="([^"]+)">(.*?)</tr>', table, re.S)}


def removal_query(decks, removed):
    return {"decks": decks, **{f"removed_{rank}": count for rank, count in removed.items()}}


# --- the figures are the engine's -------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("decks", [1, 6, 8])
def test_every_bet_and_outcome_shows_the_engines_figures(client, language, decks):
    response = get(client, language, {"decks": decks})
    assert response.status_code == 200
    html = response.content.decode()
    engine = standard_odds(decks)
    with translation.override(language):
        for key, bet in engine.bets.items():
            row = bet_row(html, key)
            name = name_beside_payouts(key, BET_NAMES[key])
            assert row[0].startswith(f"{name} "), "the bet’s name, then what it pays"
            assert row[1:3] == [percent(bet.win), percent(bet.house_edge)]
            if bet.house_edge_resolved is None:
                assert row[3].startswith("—")
            else:
                assert row[3] == percent(bet.house_edge_resolved)
        for outcome, deals in engine.outcomes.items():
            item = outcome_item(html, outcome)
            assert item.startswith(f"{OUTCOME_NAMES[outcome]} {percent(engine.probability(outcome))}")
            assert intcomma(deals) in item and intcomma(engine.total) in item


def test_the_table_covers_every_bet_of_the_paytable_with_its_payouts(client):
    html = get(client, "en").content.decode()
    assert re.findall(r'<tr data-bet="([^"]+)">', html) == list(PAYTABLE)
    for key, bet in PAYTABLE.items():
        pays = payouts(html, key)
        assert len(pays) == len(bet.lines)
        for line, words in zip(bet.lines, pays, strict=True):
            assert ("stake returned" if line.pushes else f"{line.odds[0]} to {line.odds[1]}") in words
    assert payouts(html, "banker") == ["1 to 1 less 5% commission"]
    assert payouts(html, "tie_8") == ["8 to 1"]
    assert payouts(html, "dragon_7") == ["Banker wins with 7 on 3 cards: 40 to 1"]
    assert payouts(html, "no_commission_banker") == [
        "Banker wins with 6: 1 to 2 (half the stake)",
        "Any other banker win: 1 to 1",
    ]
    assert payouts(html, "ez_banker") == [
        "Banker wins with 7 on 3 cards: stake returned",
        "Any other banker win: 1 to 1",
    ]
    assert payouts(html, "big") == ["5 or 6 cards dealt: 0.54 to 1"]
    assert payouts(html, "small") == ["4 cards dealt: 1.5 to 1"]
    assert payouts(html, "dragon_bonus_player")[:3] == [
        "Player wins with a natural: 1 to 1",
        "A tie of two naturals: stake returned",
        "Player wins by 9 points without a natural: 30 to 1",
    ]


PAYOUTS_IN_WORDS = {
    "ko": {
        "banker": ["1 대 1(커미션 5% 공제)"],
        "tie_8": ["8 대 1"],
        "no_commission_banker": ["뱅커 승리(합 6): 0.5 대 1(건 돈의 절반)", "그 밖의 뱅커 승리: 1 대 1"],
        "lucky_6": ["뱅커 승리(카드 2장, 합 6): 12 대 1", "뱅커 승리(카드 3장, 합 6): 20 대 1"],
    },
    "ja": {
        "banker": ["1対1（コミッション5%を差し引き）"],
        "tie_8": ["8対1"],
        "no_commission_banker": [
            "バンカーが合計6で勝ったとき：0.5対1（賭け金の半額）",
            "それ以外のバンカーの勝ち：1対1",
        ],
        "lucky_6": ["バンカーが2枚・合計6で勝ったとき：12対1", "バンカーが3枚・合計6で勝ったとき：20対1"],
    },
}


@pytest.mark.parametrize("language", ["ko", "ja"])
def test_payouts_are_in_words_in_the_readers_language_as_the_guides_write_them(client, language):
    html = get(client, language).content.decode()
    for key, expected in PAYOUTS_IN_WORDS[language].items():
        assert payouts(html, key) == expected
    table = element(html, r'<table id="odds-bets".*?</table>')
    assert not re.search(r"\d:\d", text(table)), "no 1:2, which a newcomer reads as 'pays 2'"


def test_the_odds_in_a_payout_never_break_across_lines(client):
    html = get(client, "ja").content.decode()
    row = element(html, r'<tr data-bet="no_commission_banker">.*?</tr>')
    assert '<span class="odds-payout__odds">0.5対1</span>' in row  # Japanese writes the half pay per 1 staked


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_default_is_a_full_eight_deck_shoe(client, language):
    html = get(client, language).content.decode()
    assert '<option value="8" selected>' in html
    with translation.override(language):
        assert bet_row(html, "banker")[2] == percent(standard_odds(8).bets["banker"].house_edge)
        assert bet_row(html, "banker")[2] == {"ko": "1.06%", "ja": "1.06%", "en": "1.06%"}[language]


def test_exact_counts_are_grouped_by_thousands(client):
    html = get(client, "en", {"decks": 8}).content.decode()
    assert "2,292,252,566,437,888 of 4,998,398,275,503,360 orders" in html


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("decks", "removed"), [(8, {"5": 3, "K": 1}), (1, {"A": 4, "9": 2, "10": 1}), (6, {"Q": 24})])
def test_a_depleted_shoe_shows_the_engines_odds_beside_the_full_shoe(client, language, decks, removed):
    response = get(client, language, removal_query(decks, removed))
    assert response.status_code == 200
    html = response.content.decode()
    full = standard_odds(decks)
    depleted = exact_odds(Shoe.decks(decks).remove([rank for rank, count in removed.items() for _ in range(count)]))
    with translation.override(language):
        outcomes = change_rows(html, translation.gettext("Chance of each result"))
        edges = change_rows(html, translation.gettext("House edge per coup"))
        assert list(outcomes) == ["banker", "player", "tie"]
        assert list(edges) == list(PAYTABLE)
        for outcome, row in outcomes.items():
            assert row[:3] == [
                str(OUTCOME_NAMES[outcome]),
                percent(full.probability(outcome), 3),
                percent(depleted.probability(outcome), 3),
            ]
        for key, row in edges.items():
            if isinstance(depleted.bets[key], UnavailableOdds):  # a suited pair, from a shoe known by rank alone
                unknown = translation.gettext("Can’t be computed exactly: the suits of the cards gone are not known.")
                assert row == [str(BET_NAMES[key]), percent(full.bets[key].house_edge, 3), unknown]
                continue
            assert row[:3] == [
                str(BET_NAMES[key]),
                percent(full.bets[key].house_edge, 3),
                percent(depleted.bets[key].house_edge, 3),
            ]
    summary = inline_text(element(html, r'<p class="odds-removed" data-odds-summary>.*?</p>'))
    assert str(depleted.shoe.size) in summary
    for rank, count in removed.items():
        assert f"{rank}×{count}" in summary


@pytest.mark.parametrize(
    ("language", "summary"),
    [
        ("en", "Removed: 5×2, K×2 — 48 cards left in the shoe."),
        ("ko", "빠진 카드: 5×2, K×2. 슈에 남은 카드는 48장입니다."),
        ("ja", "抜けたカード：5×2、K×2。シューの残りは48枚です。"),
    ],
)
def test_the_summary_says_the_cards_listed_are_the_removed_ones(client, language, summary):
    html = get(client, language, removal_query(1, {"5": 2, "K": 2})).content.decode()
    paragraph = element(html, r'<p class="odds-removed" data-odds-summary>.*?</p>')
    assert inline_text(paragraph) == summary
    assert '<span class="card" role="img" aria-label="5">5</span>' in paragraph, "the cards are shown as cards"


def test_the_change_is_in_percentage_points_with_a_sign(client):
    html = get(client, "en", removal_query(8, {"5": 3, "K": 1})).content.decode()
    full, depleted = standard_odds(8), exact_odds(Shoe.decks(8).remove(["5", "5", "5", "K"]))
    rows = change_rows(html, "House edge per coup")
    for key, row in rows.items():
        if isinstance(depleted.bets[key], UnavailableOdds):
            continue
        points = float((depleted.bets[key].house_edge - full.bets[key].house_edge) * 100)
        shown = float(row[3].replace("\u2212", "-"))  # a negative change has a true minus sign
        # the difference of the two figures shown, each rounded to 0.001: within 0.001 of the exact change
        assert shown == pytest.approx(points, abs=0.001)
        assert row[3].startswith("+") == (shown > 0)
    assert "-0.000" not in html and "\u22120.000" not in html


def test_a_change_too_small_to_show_is_zero_without_a_sign():
    change = tables.Change("tie", "Tie", full=0, depleted=-1 / 10**7)
    assert str(change.points) == "0.000"


def test_removing_nothing_shows_no_comparison(client):
    html = get(client, "en", removal_query(8, dict.fromkeys(RANKS, 0)), follow=True).content.decode()
    assert "The next coup" not in html
    assert 'id="depleted"' in html


def test_empty_counts_are_zero_as_the_form_sends_them_without_javascript(client):
    """With JavaScript off the form sends all 13 fields, most of them empty: the same as 0."""
    empty = {f"removed_{rank}": "" for rank in RANKS}
    response = get(client, "en", {"decks": 8, **empty}, follow=True)
    assert response.status_code == 200
    html = response.content.decode()
    assert "The next coup" not in html and "errorlist" not in html
    assert bet_row(html, "banker")[2] == percent(standard_odds(8).bets["banker"].house_edge)
    some = get(client, "en", {"decks": 2, **empty, "removed_9": "3", "removed_A": " "}, follow=True)
    assert some.status_code == 200
    summary = inline_text(element(some.content.decode(), r'<p class="odds-removed" data-odds-summary>.*?</p>'))
    assert summary == "Removed: 9×3 — 101 cards left in the shoe."


# --- the chart -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("decks", [1, 8])
def test_the_chart_draws_every_house_edge_to_scale(client, decks):
    html = get(client, "en", {"decks": decks}).content.decode()
    svg = element(html, r"<svg class=\"edge-chart\".*?</svg>")
    assert 'role="img"' in svg and 'aria-labelledby="edge-chart-title"' in svg
    assert '<title id="edge-chart-title">' in svg and '<desc id="edge-chart-desc">' in svg
    bars = re.findall(
        r'<text class="edge-chart__name"[^>]*>([^<]+)</text>\s*<rect[^>]* width="(\d+)"[^>]*></rect>'
        r'\s*<text class="edge-chart__figure"[^>]*>([^<]+)</text>',
        svg,
    )
    engine = standard_odds(decks)
    by_name = {str(BET_NAMES[key]): bet.house_edge for key, bet in engine.bets.items()}
    assert sorted(name for name, _width, _figure in bars) == sorted(by_name)
    highest = max(by_name.values())
    for name, width, figure in bars:
        assert int(width) == round(by_name[name] / highest * tables.CHART_LONGEST_BAR)
        assert figure == percent(by_name[name])
    assert [by_name[name] for name, _w, _f in bars] == sorted(by_name.values()), "lowest edge first"


# --- the explanations' claims hold for every shoe they describe -------------------------------------------


@pytest.mark.parametrize("decks", range(1, 9))
def test_the_explanations_claims_hold(decks):
    engine = standard_odds(decks)
    edges = {key: bet.house_edge for key, bet in engine.bets.items()}
    assert edges.pop("ez_banker") < edges["banker"], "EZ Baccarat brings it down"
    assert min(edges, key=edges.get) == "banker", "below the player bet’s, and every other bet’s"
    assert engine.outcomes["banker"] > engine.outcomes["player"], "the banker wins more often"
    assert edges["tie_8"] > 10 * edges["banker"], "more than ten times the banker bet"
    assert engine.probability("tie") < 1 / 9 < 1, "a tie comes less than once in nine"
    assert edges["tie_9"] > edges["player"], "still far above the edge on the banker and player bets"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_explanations_use_the_engines_numbers(client, language):
    html = get(client, language, {"decks": 6}).content.decode()
    engine = standard_odds(6)
    explained = text(element(html, r'<div class="odds-explained">.*?</div>'))
    with translation.override(language):
        for figure in (
            engine.bets["banker"].house_edge,
            engine.bets["player"].house_edge,
            engine.bets["no_commission_banker"].house_edge,
            engine.bets["ez_banker"].house_edge,
            engine.bets["tie_8"].house_edge,
            engine.bets["tie_9"].house_edge,
            engine.probability("banker"),
            engine.probability("tie"),
        ):
            assert percent(figure) in explained
        assert percent(PAYTABLE["banker"].lines[0].commission, 0) in explained


# --- the form and bad input ------------------------------------------------------------------------------


def field_block(html, rank):
    return element(html, rf'<div class="odds-removal__rank">\s*<label for="id_removed_{re.escape(rank)}">.*?</div>')


@pytest.mark.parametrize(
    ("language", "value", "message"),
    [
        ("en", "two", "Enter a whole number of cards, such as 2."),
        ("ko", "2.5", "장수는 2처럼 정수로 입력하세요."),
        ("ja", "-1", "0以上の枚数を入力してください。"),
        ("en", "-3", "Enter 0 or more cards."),
        ("en", "33", "This shoe holds only 32 of these."),
        ("ko", "33", "이 슈에는 이 카드가 32장뿐입니다."),
        ("ja", "100000", "このシューにこのカードは32枚しかありません。"),
        ("en", "9" * 5000, "Enter a whole number of cards, such as 2."),
        ("ko", "ㄱ", "장수는 2처럼 정수로 입력하세요."),  # a number input would drop these and send nothing
        ("en", "1e", "Enter a whole number of cards, such as 2."),
        ("en", "abc", "Enter a whole number of cards, such as 2."),
    ],
)
def test_a_bad_count_gets_a_message_under_the_grid_naming_its_card_in_the_readers_language(
    client, language, value, message
):
    """The message goes under the grid, after the card it is about: the grid keeps its shape."""
    response = get(client, language, {"decks": 8, "removed_7": value})
    assert response.status_code == 400
    html = response.content.decode()
    block = field_block(html, "7")
    assert 'aria-invalid="true"' in block and 'aria-describedby="id_removed_7_error"' in block
    assert "errorlist" not in block
    error = element(html, r'<div class="odds-removal__error">.*?</div>')
    assert f'<ul class="errorlist" id="id_removed_7_error"><li>{message}</li></ul>' in error
    assert text(error).startswith("7 ")
    with translation.override(language):
        assert bet_row(html, "banker")[2] == percent(standard_odds(8).bets["banker"].house_edge), "the table stays"
    assert "The next coup" not in html


def test_the_limit_follows_the_number_of_decks(client):
    html = get(client, "en", {"decks": 2, "removed_A": 9}).content.decode()
    assert "This shoe holds only 8 of these." in element(html, r'<div class="odds-removal__error">.*?</div>')
    assert "From 0 to 8 of each rank." in html
    assert get(client, "en", {"decks": 3, "removed_A": 12}).status_code == 200


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("en", "That would leave 5 cards in the shoe, but a coup can take 6. Remove fewer cards."),
        ("ko", "이대로면 슈에 남는 카드가 5장인데, 한 판에는 카드가 최대 6장 필요합니다. 빼는 카드를 줄여 주세요."),
        ("ja", "これでは残りが5枚になりますが、1回の勝負ではカードを最大6枚使います。抜く枚数を減らしてください。"),
    ],
)
def test_a_shoe_too_small_to_deal_a_coup_is_explained(client, language, message):
    removed = {**dict.fromkeys(RANKS[:-2], 4), "Q": 3}  # 47 of 52 cards: a queen and four kings are left
    response = get(client, language, removal_query(1, removed))
    assert response.status_code == 400
    fieldset = element(response.content.decode(), r'<fieldset class="odds-removal">.*?</fieldset>')
    assert f'<ul class="errorlist nonfield"><li>{message}</li></ul>' in fieldset


def test_a_form_sent_without_javascript_goes_to_the_short_address(client):
    query = "decks=2&" + "&".join(f"removed_{rank}=" for rank in RANKS).replace("removed_7=", "removed_7=+2+")
    response = client.get(f"/ja/odds/?{query}&removed_9=0&removed_8=%EF%BC%90")  # ０, a full-width zero
    assert response.status_code == 302
    assert response["Location"] == "/ja/odds/?decks=2&removed_7=+2+"
    assert client.get("/ja/odds/?" + "&".join(f"removed_{rank}=" for rank in RANKS))["Location"] == "/ja/odds/"
    assert client.get(response["Location"]).status_code == 200


def test_a_bad_count_is_kept_in_the_address_so_its_message_shows(client):
    assert get(client, "en", {"decks": 2, "removed_7": "two"}).status_code == 400


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "the edge is the bettor’s"), ("ko", "건 돈보다 더 많이 돌려준다"), ("ja", "ハウスではなく賭ける側が有利")],
)
def test_a_house_edge_below_zero_is_explained(client, language, words):
    six_picture_cards = {**dict.fromkeys(RANKS[:-3], 4), "J": 4, "Q": 2}  # a queen pair and four kings left
    html = get(client, language, removal_query(1, six_picture_cards)).content.decode()
    assert words in html
    assert words not in get(client, language, removal_query(1, {"5": 2})).content.decode()


def test_the_whole_shoe_removed_is_an_error_not_a_crash(client):
    response = get(client, "en", removal_query(1, dict.fromkeys(RANKS, 4)))
    assert response.status_code == 400
    assert "That would leave 0 cards in the shoe" in response.content.decode()


@pytest.mark.parametrize("decks", ["9", "0", "eight", "", "-1"])
def test_a_bad_deck_count_gets_a_message_and_the_default_table(client, decks):
    response = get(client, "en", {"decks": decks})
    assert response.status_code == 400
    html = response.content.decode()
    form = element(html, r'<form id="odds-form".*?</form>')
    assert "Choose from 1 to 8 decks." in form
    assert bet_row(html, "banker")[2] == percent(standard_odds(8).bets["banker"].house_edge)


def test_deck_choices_are_in_the_readers_language(client):
    assert '<option value="6">6덱</option>' in get(client, "ko").content.decode()
    assert '<option value="1">1デッキ</option>' in get(client, "ja").content.decode()
    assert '<option value="1">1 deck</option>' in get(client, "en").content.decode()


def test_the_form_is_a_get_form_so_every_table_has_an_address(client):
    html = get(client, "en").content.decode()
    form = element(html, r"<form [^>]*>")
    assert 'method="get"' in form and 'action="/en/odds/"' in form
    assert 'data-results-url="/en/odds/results/"' in form
    inputs = re.findall(r'<input type="text" name="removed_([^"]+)"[^>]*>', html)
    assert inputs == list(RANKS)
    tags = re.findall(r'<input type="text" name="removed_[^>]*>', html)
    assert all('form="odds-form"' in tag and 'inputmode="numeric"' in tag for tag in tags)


# --- the fragment, the URLs, the page's markup -----------------------------------------------------------


def test_the_results_fragment_is_the_same_results_without_the_page(client):
    fragment = get(client, "ja", {"decks": 3, "removed_9": 2}, name="odds:results")
    assert fragment.status_code == 200
    html = fragment.content.decode()
    assert "<html" not in html and "<form" not in html
    assert 'id="depleted"' in html and "<svg" in html
    page = get(client, "ja", {"decks": 3, "removed_9": 2}).content.decode()
    results = element(page, r'<div id="odds-results">(.*)</div>\s*</main>')
    assert text(html) in text(results)


def test_the_fragment_reports_bad_input_with_400(client):
    response = get(client, "en", {"removed_2": "x"}, name="odds:results")
    assert response.status_code == 400
    assert "Enter a whole number of cards" in response.content.decode()


def test_the_depleted_section_has_the_anchor_other_pages_link_to(client):
    with translation.override("ko"):
        url = reverse("odds:index") + "#depleted"
    assert url == "/ko/odds/#depleted"
    assert '<section id="depleted"' in client.get(url).content.decode()


@pytest.mark.django_db  # the sitemap lists the glossary's entries too
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_is_in_the_sitemap_and_the_navigation(client, language):
    assert f"/{language}/odds/</loc>" in client.get("/sitemap.xml").content.decode()
    html = get(client, language).content.decode()
    assert f'href="/{language}/odds/" aria-current="page"' in html


def test_no_inline_scripts_styles_or_handlers(client):
    html = get(client, "en", removal_query(8, {"5": 2})).content.decode()
    assert "<script>" not in html and "<style" not in html
    assert not re.search(r"\sstyle=", html)
    assert not re.search(r"\son[a-z]+=", html)
    assert '<script src="/static/js/odds.js" defer></script>' in html


# --- caching and speed -----------------------------------------------------------------------------------


def count_standard_odds():
    return mock.patch.object(odds_forms, "standard_odds", wraps=standard_odds)


def test_full_shoe_pages_are_cached_per_language_and_deck_count(client):
    with count_standard_odds() as engine:
        first = get(client, "en", {"decks": 4})
        again = get(client, "en", {"decks": 4})
        assert engine.call_count == 1
        assert again.content == first.content
        assert "max-age=3600" in again["Cache-Control"]
        korean = get(client, "ko", {"decks": 4})
        assert engine.call_count == 2
        assert '<html lang="ko">' in korean.content.decode()
        get(client, "en", {"decks": 5})
        get(client, "en", name="odds:results")
        assert engine.call_count == 4


PAGE_CACHE_SCRIPT = """
import django
django.setup()
from django.test import Client
from django.test.utils import setup_test_environment
setup_test_environment()
client = Client()
print(client.get("/en/odds/?decks=6")["Cache-Control"], client.get("/en/guides/basics/")["Cache-Control"], sep="|")
"""


def test_the_odds_page_is_cached_as_long_as_every_page():
    """DJANGO_PAGE_CACHE_SECONDS sets how long the full-shoe odds pages are kept, as for the guides."""
    settings_module = "baccarat_site.settings_test"
    environment = os.environ | {"DJANGO_PAGE_CACHE_SECONDS": "123", "DJANGO_SETTINGS_MODULE": settings_module}
    finished = subprocess.run(
        [sys.executable, "-c", PAGE_CACHE_SCRIPT], cwd=ROOT, env=environment, capture_output=True, text=True, check=True
    )
    odds_page, guide = finished.stdout.strip().split("|")
    assert odds_page == guide == "max-age=123"


def test_depleted_and_invalid_requests_are_not_cached(client):
    query = removal_query(8, {"5": 1})
    with count_standard_odds() as engine:
        get(client, "en", query)
        get(client, "en", query)
        get(client, "en", {"decks": "x"})
        get(client, "en", {"decks": "x"})
        assert engine.call_count == 4
    assert "Cache-Control" not in get(client, "en", query)


def test_a_shoe_left_with_only_ten_value_cards_is_all_ties(client):
    removed = {f"removed_{rank}": 4 for rank in ["A", "2", "3", "4", "5", "6", "7", "8", "9"]}
    response = client.get("/en/odds/", {"decks": 1, **removed})
    assert response.status_code == 200
    assert "100.000%" in response.content.decode()
    api = client.get("/api/odds", {"decks": 1, "remove": ",".join(rank for rank in "A23456789" for _ in range(4))})
    assert api.status_code == 200
    assert api.json()["bets"]["banker"]["house_edge_resolved"] is None


# --- landing on the answer, every submit answered ------------------------------------------------------------


def sent_without_javascript(**counts):
    """The query the removal form's button sends with JavaScript off: every rank, most of them empty."""
    return {"decks": "8", **{f"removed_{rank}": counts.get(rank, "") for rank in RANKS}, "show": "removed"}


def test_the_removal_form_without_javascript_opens_at_the_next_coups_odds(client):
    response = get(client, "en", sent_without_javascript(**{"5": "2"}))
    assert response.status_code == 302
    assert response["Location"] == "/en/odds/?decks=8&removed_5=2#depleted-result"
    html = client.get(response["Location"]).content.decode()
    assert '<h3 id="depleted-result" tabindex="-1">The next coup</h3>' in html


def test_a_bad_count_without_javascript_opens_at_the_form_and_its_message(client):
    response = get(client, "ja", sent_without_javascript(**{"7": "abc"}))
    assert response["Location"] == "/ja/odds/?decks=8&removed_7=abc#depleted"


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("en", "Enter how many cards of at least one rank are gone, such as 2 under the 5."),
        ("ko", "빠진 카드의 장수를 한 가지 이상 입력하세요. 예: 5 아래 칸에 2."),
        ("ja", "抜けたカードの枚数を、少なくとも1種類入力してください（例：5の欄に2）。"),
    ],
)
def test_asking_for_the_next_coup_with_nothing_entered_gets_a_message(client, language, message):
    response = get(client, language, sent_without_javascript())
    with translation.override(language):
        assert response["Location"] == reverse("odds:index") + "?decks=8&show=removed#depleted"
    page = client.get(response["Location"])
    assert page.status_code == 400
    fieldset = element(page.content.decode(), r'<fieldset class="odds-removal">.*?</fieldset>')
    assert f'<ul class="errorlist nonfield"><li>{message}</li></ul>' in fieldset
    fragment = get(client, language, {"decks": 8, "show": "removed"}, name="odds:results")
    assert fragment.status_code == 400 and message in fragment.content.decode()


def test_the_decks_button_without_javascript_stays_at_the_top(client):
    query = {"decks": "2", **{f"removed_{rank}": "" for rank in RANKS}}
    assert get(client, "en", query)["Location"] == "/en/odds/?decks=2"


def test_full_width_digits_count_as_the_digits_they_are(client):
    html = get(client, "ja", {"decks": "２", "removed_7": "３"}).content.decode()
    summary = inline_text(element(html, r'<p class="odds-removed" data-odds-summary>.*?</p>'))
    assert summary == "抜けたカード：7×3。シューの残りは101枚です。"
