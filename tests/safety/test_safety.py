"""The responsible-gambling page: the engine's numbers for a run of bets, and help that was checked.

Every help line and address on the page was checked with the search tool before it went on it:
- Korea: 1336, free, 24 hours, no area code; text #1336; the Netline chat (kihoilbo.co.kr idxno=876348,
  ybstv.net no=36951); the centre is 한국도박문제예방치유원 (kihoilbo.co.kr idxno=988759), kcgp.or.kr.
  Kangwon Land bars a person at their own or their family's request (hankyung.com 2001102414588,
  fnnews.com 202112221749487546).
- Japan: a 精神保健福祉センター in every prefecture and designated city (jsrg.org; the list at
  zmhwc.jp/centerlist.html), 依存症対策全国センター at ncasa-japan.jp, GA and ギャマノン (znaki.fm);
  IR casinos must restrict use on the person's or the family's request (カジノ管理委員会,
  jcrc.go.jp/policy/regulatory/casino.html); pachinko's 自己申告・家族申告プログラム (jikoshinkoku.jp);
  boat racing's family-request entry ban (motorboatracing-association.jp); JRA's stop on internet betting.
- United States: NCPG's National Problem Gambling Helpline, 1-800-522-4700, chat at ncpgambling.org/chat
  (sbcamericas.com 2025/10/02; redcross-cmd.org); 1-800-GAMBLER is run by CCGNJ again since 29 Sep 2025.
- United Kingdom: the National Gambling Helpline, 0808 8020 133, free and 24/7, run by GamCare
  (igamingbusiness.com, thirdsectorawards.com); GAMSTOP, free online self-exclusion (rga.eu.com).
"""

import re
from fractions import Fraction
from itertools import product

import pytest
from django.utils import translation

from baccarat import standard_odds
from baccarat.sessions import chance_behind, coup_chances, session
from baccarat_site.money import currency_for
from baccarat_site.wording import percent
from safety.views import COUPS
from tests.helpers import LANGUAGES, main_of, section, visible_text

PATH = "/{language}/responsible-gambling/"


@pytest.fixture(scope="module")
def pages(django_db_setup, django_db_blocker):
    from django.test import Client

    client = Client()
    with django_db_blocker.unblock():
        responses = {language: client.get(PATH.format(language=language)) for language in LANGUAGES}
    assert all(response.status_code == 200 for response in responses.values())
    return {language: response.content.decode() for language, response in responses.items()}


def brute_force_chance_behind(coups):
    """Every sequence of win, push and loss for a few coups, with the engine's exact chances: no shortcut."""
    chances = coup_chances("banker")
    settlements = [(chances.pays, chances.win), (Fraction(0), chances.push), (Fraction(-1), chances.lose)]
    behind = Fraction(0)
    for sequence in product(settlements, repeat=coups):
        if sum(result for result, _chance in sequence) < 0:
            chance = Fraction(1)
            for _result, each in sequence:
                chance *= each
            behind += chance
    return behind


@pytest.mark.parametrize("coups", [1, 2, 3, 5])
def test_chance_of_ending_behind_matches_every_sequence_counted_out(coups):
    assert chance_behind(coup_chances("banker"), coups) == pytest.approx(float(brute_force_chance_behind(coups)))


def test_one_coup_is_the_engines_own_chances():
    bets = standard_odds(8).bets["banker"]
    chances = coup_chances("banker")
    assert (chances.win, chances.push, chances.lose) == (bets.win, bets.push, bets.lose)
    assert chances.mean == -bets.house_edge
    assert chance_behind(chances, 1) == pytest.approx(float(bets.lose))


def test_longer_play_is_likelier_to_end_behind():
    chances = [session("banker", coups, 10).chance_behind for coups in COUPS]
    assert chances == sorted(chances) and chances[0] > 0.5
    average_losses = [-session("banker", coups, 10).expected for coups in COUPS]
    assert average_losses == [standard_odds(8).bets["banker"].house_edge * coups * 10 for coups in COUPS]


@pytest.mark.parametrize("language", LANGUAGES)
def test_table_shows_the_engines_session_figures(pages, language):
    currency = currency_for(language)
    table = re.search(r"<table class=\"session-costs\">.*?</table>", section(pages[language], "cost"), re.S).group(0)
    rows = [
        visible_text(row).split() for row in re.findall(r"<tr>\s*<th scope=\"row\" class=\"num\">.*?</tr>", table, re.S)
    ]
    edge = standard_odds(8).bets["banker"].house_edge
    with translation.override(language):
        expected = [
            [
                f"{coups:,}",
                currency.format(edge * coups * currency.stake),
                currency.format(round(session("banker", coups, currency.stake).spread)),
                percent(session("banker", coups, currency.stake).chance_behind, 0),
            ]
            for coups in COUPS
        ]
    assert rows == expected


@pytest.mark.parametrize(
    ("language", "first", "words"),
    [
        ("ko", "help-korea", ["1336", "kcgp.or.kr", "강원랜드"]),
        ("ja", "help-japan", ["精神保健福祉センター", "ncasa-japan.jp", "ギャマノン", "自己申告・家族申告プログラム"]),
        ("en", "help-united-states", ["1-800-522-4700", "0808 8020 133", "gamcare.org.uk", "GAMSTOP"]),
    ],
)
def test_help_starts_with_the_readers_country(pages, language, first, words):
    help_section = main_of(pages[language])[main_of(pages[language]).index('id="help"') :]
    assert re.findall(r'<h3 id="([^"]+)"', help_section)[0] == first
    for word in words:
        assert word in help_section, word
    every_country = {"help-korea", "help-japan", "help-united-states", "help-united-kingdom"}
    # a Korean or Japanese reader gets their own country's help in full and no other country's (issue 27)
    own_only = language in ("ko", "ja")
    countries = set(re.findall(r'<h3 id="([^"]+)"', help_section)) - {"help-elsewhere"}
    assert countries == ({first} if own_only else every_country)
    assert re.findall(r'<h3 id="([^"]+)"', help_section)[-1] == "help-elsewhere", "then help anywhere else"


@pytest.mark.parametrize("language", LANGUAGES)
def test_page_names_the_signs_in_the_readers_language(pages, language):
    signs = section(pages[language], "signs")
    assert len(re.findall(r"<li>", signs)) == 8
    assert f'<html lang="{language}">' in pages[language]


@pytest.mark.django_db
def test_page_is_in_the_sitemap(client):
    sitemap = client.get("/sitemap.xml").content.decode()
    for language in LANGUAGES:
        assert f"/{language}/responsible-gambling/</loc>" in sitemap
