"""Variants and history: the house edges are the engine's, the history is the seeds', and no placeholder survives."""

import re

import pytest
from django.utils import translation

from baccarat import Bet, Pays, Shoe, exact_odds, standard_odds
from baccarat_site.wording import decimal, percent
from guides.pages import variants_and_history as page_module
from tests.helpers import LANGUAGES, main_of, section, visible_text

GUIDE = "variants-and-history"



def ez_banker_edge():
    """EZ Baccarat's banker bet written out here independently: a three-card banker 7 returns the stake."""
    bet = Bet(
        "ez",
        (Pays((0, 1), winner="banker", banker_total=7, banker_cards=3), Pays((1, 1), winner="banker")),
        push_on_tie=True,
    )
    return exact_odds(Shoe.decks(8), {"ez": bet}).bets["ez"].house_edge


@pytest.mark.parametrize("language", LANGUAGES)
def test_house_edge_table_equals_the_engine(pages, language):
    bets = standard_odds(8).bets
    expected = {
        "banker": bets["banker"].house_edge,
        "no_commission_banker": bets["no_commission_banker"].house_edge,
        "ez_banker": ez_banker_edge(),
        "player": bets["player"].house_edge,
        "dragon_7": bets["dragon_7"].house_edge,
        "panda_8": bets["panda_8"].house_edge,
    }
    table = re.search(r'<table class="variant-costs">.*?</table>', pages[language], re.S).group(0)
    rows = dict(re.findall(r'<tr data-key="([^"]+)">.*?<td class="num">(.*?)</td>', table, re.S))
    assert list(rows) == list(expected)
    with translation.override(language):
        assert rows == {key: percent(edge) for key, edge in expected.items()}


def test_ez_banker_edge_is_the_well_known_figure():
    """About 1.02% (a push instead of a win on a three-card banker 7; no commission)."""
    assert round(float(ez_banker_edge()) * 100, 2) == 1.02
    assert page_module.context()["ez_banker_edge"] == ez_banker_edge()


@pytest.mark.parametrize("language", LANGUAGES)
def test_prose_numbers_are_the_engines(pages, language):
    bets = standard_odds(8).bets
    text = visible_text(main_of(pages[language]))
    with translation.override(language):
        expected = [
            percent(bets["banker"].house_edge),
            percent(bets["player"].house_edge),
            percent(bets["no_commission_banker"].house_edge),
            percent(bets["lucky_6"].win),  # the banker wins with a 6
            percent(bets["dragon_7"].win),  # the banker wins with a three-card 7
            decimal(1 / bets["dragon_7"].win, 0),
            percent(ez_banker_edge()),
            "40",
            "25",
            "5%",
        ]
    for figure in expected:
        assert figure in text, figure


def test_the_side_bets_cost_many_times_the_main_bets():
    bets = standard_odds(8).bets
    for side in ("dragon_7", "panda_8"):
        assert bets[side].house_edge > 5 * bets["banker"].house_edge
    assert bets["no_commission_banker"].house_edge > bets["banker"].house_edge


HISTORY = {
    "en": [
        "nineteenth-century France",
        "fifteenth-century Italy",
        "Havana",
        "1959",
        "Sands",
        "Las Vegas",
        "2000s",
        "Kangwon Land",
        "James Bond",
        "zero",
    ],
    "ko": [
        "19세기 프랑스",
        "15세기 이탈리아",
        "아바나",
        "1959년",
        "샌즈",
        "라스베이거스",
        "2000년대",
        "강원랜드",
        "제임스 본드",
        "‘0’",
    ],
    "ja": [
        "19世紀フランス",
        "15世紀のイタリア",
        "ハバナ",
        "1959年",
        "サンズ",
        "ラスベガス",
        "2000年代",
        "ジェームズ・ボンド",
        "「ゼロ」",
    ],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_seed_history_is_there(pages, language):
    text = visible_text(main_of(pages[language]))
    for fact in HISTORY[language]:
        assert fact in text, fact


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_invented_macau_figure(pages, language):
    """The seed leaves Macau's revenue share as a placeholder: the page states it without any number."""
    bets = standard_odds(8).bets
    text = visible_text(section(pages[language], "macau"))
    with translation.override(language):
        for engine_figure in (percent(bets["banker"].house_edge), percent(bets["player"].house_edge)):
            assert engine_figure in text
            text = text.replace(engine_figure, "")
    text = text.replace("2000", "", 1)
    text = re.sub(r"\b8\b|8(?=덱|デッキ)", "", text)  # the number of decks the edges are for
    assert not re.search(r"\d", text), text
    assert "%" not in text


@pytest.mark.parametrize("language", ["ko", "ja"])
def test_no_english_words_on_korean_and_japanese_pages(pages, language):
    """No English left in the text; only a name's original spelling, marked with its language beside it, is."""
    unmarked = re.sub(r'<span lang="(?:en|es)">[^<]*</span>', "", main_of(pages[language]))
    text = visible_text(unmarked)
    assert not re.findall(r"[A-Za-z]{3,}", text)


def test_table_of_contents_links_every_section(pages):
    html = pages["en"]
    toc = re.search(r'<nav class="toc" aria-labelledby="toc-title">.*?</nav>', html, re.S).group(0)
    anchors = re.findall(r'href="#([^"]+)"', toc)
    sections = re.findall(r'<section aria-labelledby="([^"]+)">', html)
    assert anchors == sections
    assert len(anchors) == 11  # ten sections and the law where the reader lives


@pytest.mark.parametrize(
    ("language", "order"),
    [
        ("ko", ["law-korea"]),  # a Korean reader: Korean law only, which follows them abroad (issue 27)
        ("ja", ["law-japan", "law-elsewhere"]),  # Japanese law, then one short line on the rest of the world
        ("en", ["law-korea", "law-japan", "law-elsewhere"]),
    ],
)
def test_the_law_section_puts_the_readers_country_first_and_is_dated(pages, language, order):
    law = main_of(pages[language]).split('<section aria-labelledby="law">')[1]
    assert re.findall(r'<h3 id="([^"]+)"', law) == order
    assert "2026" in re.search(r'<h2 id="law">(.*?)</h2>', law).group(1)


# Checked with the search tool: カジノ管理委員会 (jcrc.go.jp) for 3 visits in 7 days and 10 in 28; the 6,000 yen
# fee per 24 hours (cazy.jp, wikicasi.com); Osaka IR certified in April 2023, opening in autumn 2030 (real-net.jp,
# livedoor 2026-01-05); the amended gambling-addiction law in force on 25 September 2025 (livedoor 29644479).
LAW_FACTS = {
    "ja": ["2018年", "夢洲", "2023年", "2030年秋", "6,000円", "7日間で3回", "28日間で10回", "賭博罪", "2025年9月25日"],
    # Korean readers get Korea's law (sources in tests/site_wide/test_localized_ko.py), not Japan's
    "ko": ["강원랜드", "외국인 전용", "도박죄", "형법 제246조", "제247조", "2002도2518"],
    "en": ["Kangwon Land", "foreigners only", "6,000 yen", "autumn of 2030", "25 September 2025", "gaming commission"],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_law_section_states_the_checked_facts(pages, language):
    law = visible_text(main_of(pages[language]).split('<section aria-labelledby="law">')[1])
    for fact in LAW_FACTS[language]:
        assert fact in law, fact


@pytest.mark.parametrize("language", LANGUAGES)
def test_korea_is_not_mentioned_in_punto_banco_without_its_own_heading(pages, language):
    assert not re.search("Kangwon|강원랜드|江原", section(pages[language], "punto-banco"))
