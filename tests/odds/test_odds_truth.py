"""Every sentence the odds page states is true for the figures it shows, whatever paytable the reader enters.

The explanations compare the usual paytable's figures (banker below player, the tie far above both, 9 to 1
below 8 to 1): they say so and show the usual figures. A reader's own payouts get plain sentences that
give their exact edges, and the counting section says its figures are the usual ones.
"""

import re
from decimal import Decimal
from html import unescape

import pytest
from django.core.cache import cache
from django.urls import reverse
from django.utils import translation
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from baccarat import DECK_COUNTS, PAYTABLE, Shoe, exact_odds, standard_odds
from baccarat_site.wording import bet_name, payout_text, percent
from tests.helpers import LANGUAGES

PAYOUTS = st.decimals(min_value=Decimal("0.5"), max_value=Decimal("30"), places=2)
CHANGED = st.dictionaries(st.sampled_from(["banker", "player", "tie_8", "tie_9"]), PAYOUTS, min_size=1, max_size=3)


def text(html):
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


def explained(html):
    return re.search(r'<div class="odds-explained">(.*?)</div>', html, re.S).group(1)


def page(client, language, query):
    cache.clear()
    with translation.override(language):
        return client.get(reverse("odds:index"), query).content.decode()


def paragraphs(block):
    return [text(paragraph) for paragraph in re.findall(r"<p>(.*?)</p>", block, re.S)]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(decks=st.sampled_from(DECK_COUNTS), changed=CHANGED)
def test_each_comparison_holds_for_the_figures_shown(client, decks, changed):
    usual = standard_odds(decks).bets
    # The comparisons the explanations make, on the usual figures they show.
    assert usual["banker"].house_edge < usual["player"].house_edge
    assert usual["tie_8"].house_edge > 10 * usual["banker"].house_edge
    assert usual["tie_9"].house_edge < usual["tie_8"].house_edge
    as_read = {key: int(value) if value == int(value) else value.normalize() for key, value in changed.items()}
    bets = {key: PAYTABLE[key].with_payouts((payout,)) for key, payout in as_read.items()}
    entered = {key for key, bet in bets.items() if bet.lines[0].payout != PAYTABLE[key].lines[0].payout}
    yours = exact_odds(Shoe.decks(decks), PAYTABLE | bets).bets
    query = {"decks": decks, **{f"pay_{key}": str(value) for key, value in changed.items()}}
    for language in LANGUAGES:
        html = page(client, language, query)
        block = explained(html)
        with translation.override(language):
            said = paragraphs(block)
            shown = " ".join(said)
            for key in ("banker", "player", "no_commission_banker", "ez_banker", "tie_8", "tie_9"):
                assert percent(usual[key].house_edge) in shown, (language, key)
            for key in entered:
                item = re.search(rf'<li data-bet="{key}">(.*?)</li>', block, re.S)
                assert item, (language, key)
                assert str(bet_name(key, bets[key])) in text(item.group(1))
                assert payout_text(bets[key].lines[0]) in text(item.group(1))
                assert percent(yours[key].house_edge) in text(item.group(1))
        assert ("data-usual-payouts" in html) == bool(entered)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_usual_page_has_no_sentences_about_the_readers_payouts(client, language):
    html = page(client, language, {})
    assert "data-your-edges" not in html and "data-usual-payouts" not in html


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("payout", "below_zero"), [("1", True), ("0.9", False)])
def test_an_edge_below_zero_is_explained_only_when_it_is(client, language, payout, below_zero):
    """Issue 27 (the cold reads): "Banker, paid 1 to 1: the house edge is −1.24%." stood unexplained."""
    block = explained(page(client, language, {"pay_banker": payout}))
    item = text(re.search(r'<li data-bet="banker">(.*?)</li>', block, re.S).group(1))
    with translation.override(language):
        explanation = translation.gettext(
            "An edge below zero means that at these payouts the bet would favour the bettor, not the house."
        )
    assert (explanation in item) == below_zero


AT_THE_TABLES_PAYOUTS = {"en": "at the payouts in the table", "ko": "표에 적힌 배당일 때", "ja": "表の配当のとき"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bet_of_several_payouts_points_to_the_table_rather_than_list_them_bare(client, language):
    """A Japanese reader: "0.5対1（合計6で勝った場合）、0.95対1のとき" dropped the second line's condition."""
    block = explained(page(client, language, {"pay_no_commission_banker": "0.5, 0.95"}))
    item = text(re.search(r'<li data-bet="no_commission_banker">(.*?)</li>', block, re.S).group(1))
    assert AT_THE_TABLES_PAYOUTS[language] in item
    with translation.override(language):
        assert payout_text(PAYTABLE["no_commission_banker"].with_payouts((Decimal("0.5"), 1)).lines[1]) not in item
