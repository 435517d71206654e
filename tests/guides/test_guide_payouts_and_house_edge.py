"""The payouts and house-edge guide: every figure on the page is the engine's, in every language."""

import re
from decimal import Decimal
from fractions import Fraction

import pytest
from django.contrib.humanize.templatetags.humanize import intcomma
from django.utils import translation

from baccarat import PAYTABLE, standard_odds
from baccarat_site.money import CURRENCIES
from baccarat_site.wording import odds_words, percent
from guides.pages import payouts_and_house_edge as page
from tests.helpers import LANGUAGES, article_text, cell, tables_of

GUIDE = "payouts-and-house-edge"

ODDS = standard_odds(8)


@pytest.mark.parametrize("language", LANGUAGES)
def test_probability_table_is_the_engines(pages, language):
    html = pages[language]
    table = next(t for t in tables_of(html) if any(row["attrs"].get("data-outcome") for row in t["rows"]))
    rows = {row["attrs"]["data-outcome"]: row["cells"] for row in table["rows"] if row["attrs"].get("data-outcome")}
    assert set(rows) == {"banker", "player", "tie"}
    with translation.override(language):
        for outcome, cells in rows.items():
            assert cells[0][0] == "th" and cells[0][1].get("scope") == "row"
            assert cells[1][2] == percent(ODDS.probability(outcome), 4)
            assert cells[2][2] == intcomma(ODDS.outcomes[outcome])
        assert sum(ODDS.outcomes.values()) == ODDS.total
        assert intcomma(ODDS.total) in article_text(html)


@pytest.mark.parametrize("language", LANGUAGES)
def test_house_edges_per_coup_and_per_settled_coup_are_the_engines(pages, language):
    html = pages[language]
    with translation.override(language):
        for key in page.MAIN_BETS:
            bet = ODDS.bets[key]
            assert cell(html, "data-edge", key) == percent(bet.house_edge)
            resolved = cell(html, "data-edge-resolved", key)
            if bet.house_edge_resolved is None:
                assert translation.gettext("never pushes") in resolved and "—" in resolved
            else:
                assert resolved == percent(bet.house_edge_resolved)
        # The ones the seeds quote rounded, read off the engine: 1.06% banker, 1.24% player, 14.36% tie at 8 to 1.
        text = article_text(html)
        for key in ("banker", "player", "tie_8", "tie_9", "no_commission_banker"):
            assert percent(ODDS.bets[key].house_edge) in text
        assert percent(ODDS.bets["banker"].house_edge_resolved) in text
        assert percent(ODDS.bets["player"].house_edge_resolved) in text


def test_every_table_has_a_caption_header_scopes_and_scrolls(pages):
    for html in pages.values():
        tables = tables_of(html)
        assert len(tables) == 4
        for table in tables:
            assert table["caption"]
            for row in table["rows"]:
                for tag, attrs, _text in row["cells"]:
                    if tag == "th":
                        assert attrs.get("scope") in ("col", "colgroup", "row")
        assert html.count('<div class="table-scroll" tabindex="0" role="region" aria-labelledby=') >= 4
        article = re.search(r"<article.*</article>", html, re.S).group(0)
        assert " style=" not in article and "<script" not in article


def money_amount(text):
    """'10,579원', '1,058円', '$10.58' -> Decimal."""
    return Decimal(re.sub(r"[^\d.]", "", text))


@pytest.mark.parametrize(("language", "unit", "stake"), [("ko", "원", 10_000), ("ja", "円", 1_000), ("en", "$", 10)])
def test_money_example_is_edge_times_stake_times_hands(pages, language, unit, stake):
    html = pages[language]
    currency = CURRENCIES[language]
    assert currency.stake == stake
    for key in page.MONEY_BETS:
        shown = cell(html, "data-loss", key)
        assert unit in shown
        expected = ODDS.bets[key].house_edge * stake * page.HANDS
        smallest = Decimal(1).scaleb(-currency.places)
        # Rounded to the currency's smallest unit, never further.
        assert abs(money_amount(shown) - Decimal(expected.numerator) / expected.denominator) <= smallest / 2
    with translation.override(language):
        text = article_text(html)
        assert currency.format(stake) in text
        assert currency.format(stake * page.HANDS) in text
        banker_loss = currency.format(ODDS.bets["banker"].house_edge * stake * page.HANDS)
        assert banker_loss in text


def test_money_in_each_currency_reads_naturally():
    edge = ODDS.bets["banker"].house_edge
    with translation.override("ko"):
        assert page.money_example("ko")["by_key"]["banker"]["loss_text"] == "10,579원"
        assert CURRENCIES["ko"].format(10_000) == "10,000원"
    with translation.override("ja"):
        assert page.money_example("ja")["by_key"]["banker"]["loss_text"] == "1,058円"
    with translation.override("en"):
        assert page.money_example("en")["by_key"]["banker"]["loss_text"] == "$10.58"
        assert CURRENCIES["en"].format(1000) == "$1,000"
    assert page.expected_loss(edge, 10_000) == edge * 1_000_000


@pytest.mark.parametrize("language", LANGUAGES)
def test_payouts_and_the_commission_example_come_from_the_paytable(pages, language):
    html = pages[language]
    text = article_text(html)
    banker = PAYTABLE["banker"].lines[0]
    assert banker.payout * 100 == 95
    with translation.override(language):
        context = page.context()
        # Korean and Japanese readers get the example in their money, as their guides write it (issue 27)
        assert context["example_banker_win"] == {"ko": "9,500원", "ja": "950円"}.get(language, 95)
        assert percent(banker.commission, 0) in text
        for key in ("tie_8", "tie_9"):
            assert odds_words(*PAYTABLE[key].lines[0].odds) in text
        six = next(line for line in PAYTABLE["no_commission_banker"].lines if line.banker_total is not None)
        # Korean writes the half pay per 1 staked, as the odds table does.
        half = "0.5 대 1" if language == "ko" and Fraction(*six.odds) == Fraction(1, 2) else odds_words(*six.odds)
        assert half in text
    assert f"{context['example_banker_win']}" in text


def test_why_the_commission_exists_is_asked_of_the_engine():
    context = page.context()
    even_money = page.hypothetical_odds()["banker_even_money"]
    # Paid at even money the banker bet would be the player bet reversed: the bettor would have the edge.
    assert even_money.house_edge < 0
    assert even_money.house_edge == -ODDS.bets["player"].house_edge
    assert context["bettor_edge_even_money"] == ODDS.bets["player"].house_edge
    assert ODDS.probability("banker") > ODDS.probability("player")


def test_no_commission_costs_more_and_its_six_is_the_engines():
    with translation.override("en"):  # the example is in won or yen on the Korean and Japanese pages
        context = page.context()
    wins_on_six = context["banker_wins_on_6"]
    # Lucky 6 pays exactly when the banker wins with a 6: two engine questions, one answer.
    assert wins_on_six == ODDS.bets["lucky_6"].win
    assert ODDS.bets["no_commission_banker"].house_edge > ODDS.bets["banker"].house_edge
    assert context["example_six_win"] == 50


@pytest.mark.parametrize("language", ["ko", "ja"])
def test_korean_and_japanese_pages_have_no_english_prose(pages, language):
    text = article_text(pages[language])
    english_words = re.findall(r"\b[A-Za-z]{4,}\b", text)
    assert not english_words, english_words


def test_odds_page_is_linked_when_it_exists(pages):
    from django.urls import NoReverseMatch, reverse

    for language in LANGUAGES:
        with translation.override(language):
            try:
                odds_url = reverse("odds:index")
            except NoReverseMatch:
                odds_url = None
        if odds_url:
            assert f'href="{odds_url}"' in pages[language]


def test_context_numbers_are_fractions_not_floats():
    context = page.context()
    for row in context["edges"]:
        assert isinstance(row["house_edge"], Fraction)
    for row in context["money"]["rows"]:
        assert isinstance(row["loss"], Fraction)
