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
        # English readers: Great Britain and the United States, then Korea and Japan as one short comparison
        ("en", ["law-great-britain", "law-united-states", "law-elsewhere"]),
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
    "en": [
        "Gambling Act 2005",
        "Gambling Commission",
        "November 2014",
        "under 18",
        "Northern Ireland is not covered",
        "under 21",
        "Division of Gaming Enforcement",
        "Kangwon Land",
        "autumn of 2030",
        "a crime under its Penal Code, even when the site is based abroad",
    ],
}


def test_the_english_law_section_is_plain_english_for_britain_and_the_united_states(pages):
    """The English page's law, each fact checked with the search tool on 2 December 2026:

    - Great Britain: the Gambling Act 2005 covers England, Wales and Scotland but not Northern Ireland, which has its
      own arrangements; gambling is unlawful without a licence, permit or exemption; the Gambling (Licensing and
      Advertising) Act 2014, in force 1 November 2014, makes remote operators selling into Great Britain, based here
      or abroad, hold a Commission licence: Gambling Commission, Guidance to licensing authorities, part 1,
      paragraphs 1.13-1.17, https://www.gamblingcommission.gov.uk/guidance/guidance-to-licensing-authorities/part-1-primary-legislation
    - under 18: Gambling Act 2005 ss. 45-46 (a "young person" is under 18; inviting, causing or permitting a child or
      young person to gamble is an offence, with exceptions such as lotteries and football pools, not casino games),
      https://www.legislation.gov.uk/ukpga/2005/19/part/4 (in force 1 September 2007).
    - United States: each state's own law and regulator, e.g. New Jersey's Casino Control Act (N.J.S.A. 5:12-1 et
      seq.), with the Division of Gaming Enforcement regulating casino gaming online and on land (ICLG, Gambling
      Laws and Regulations, USA - New Jersey 2024, https://iclg.com/practice-areas/gambling-laws-and-regulations/usa-new-jersey,
      28 November 2023); Nevada: NRS 463.350 (a person under 21 shall not play any gambling game nor loiter where a
      licensed game is operated), https://leg.state.nv.us/Division/Legal/LawLibrary/nrs/NRS-463.html (rev. 2024),
      regulated by the Nevada Gaming Control Board (NRS 463.310).
    - Korea and Japan, the short comparison: sources in tests/site_wide/test_localized_ko.py and LAW_FACTS above;
      betting from Japan at an online casino licensed abroad is a crime: the National Police Agency and Consumer
      Affairs Agency's joint warning of 24 October 2022 (Vixio, "Japan warns online gamblers of criminal
      prosecution"; casino.org, 26 October 2022).
    """
    law = main_of(pages["en"]).split('<section aria-labelledby="law">')[1]
    assert "{%" not in law and "{#" not in law and "lang=" not in law  # plain English, no foreign words
    assert re.findall(r'<h3 id="([^"]+)"', law)[0] == "law-great-britain"
    for language in ("ko", "ja"):
        assert "Gambling Act" not in pages[language] and "law-great-britain" not in pages[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_law_section_states_the_checked_facts(pages, language):
    law = visible_text(main_of(pages[language]).split('<section aria-labelledby="law">')[1])
    for fact in LAW_FACTS[language]:
        assert fact in law, fact


@pytest.mark.parametrize("language", LANGUAGES)
def test_korea_is_not_mentioned_in_punto_banco_without_its_own_heading(pages, language):
    assert not re.search("Kangwon|강원랜드|江原", section(pages[language], "punto-banco"))


SOLVED_BY = {
    "en": ("Downton and Lockwood took on the game", "Ethier and Gámez completed that solution in 2013"),
    "ko": ("다운턴과 록우드는", "에티어와 가메스가 그 풀이를 완성하면서"),
    "ja": ("ロックウッド", "その解を2013年に完成させた"),
}


@pytest.mark.parametrize("language", ["en", "ko", "ja"])
def test_who_solved_chemin_de_fer_is_said_as_the_papers_say_it(client, language):
    """Ethier and Lee, Games 2023, 14(5), 63 (doi:10.3390/g14050063, read 2026-12-02): Model B2 "was solved in
    part by Downton and Lockwood [1975] and in full by Ethier and Gámez [2013]"; Model B3 "in part by Ethier and
    Gámez". An English reader caught the page saying Downton and Lockwood solved the real-shoe game."""
    html = client.get(f"/{language}/guides/variants-and-history/").content.decode()
    text = " ".join(re.sub(r"<[^>]+>", "", html).split())
    for piece in SOLVED_BY[language]:
        assert piece in text
