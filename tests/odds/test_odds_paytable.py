"""The odds page's paytable section, and its effect-of-removal table: the engine's figures for the reader's payouts."""

import re
from decimal import Decimal

import pytest
from django.core.cache import cache
from django.urls import reverse
from django.utils import translation

from baccarat import PAYTABLE, RANKS, Shoe, effect_of_removal, exact_odds, standard_odds
from baccarat_site.wording import BET_NAMES, decimal, payout_text, percent, round_count
from odds.tables import points
from tests.helpers import LANGUAGES


@pytest.fixture(autouse=True)
def empty_cache():
    cache.clear()
    yield
    cache.clear()


def get(client, language, query=None, follow=False):
    with translation.override(language):
        url = reverse("odds:index")
    return client.get(url, query or {}, follow=follow)


def text(html):
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def row_cells(html, attribute, key):
    row = re.search(rf'<tr {attribute}="{key}">(.*?)</tr>', html, re.S).group(1)
    return [text(cell) for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_bets_table_gives_the_exact_edge_for_the_readers_payouts(client, language):
    response = get(client, language, {"pay_super_6": "15", "pay_lucky_6": "12,23"})
    assert response.status_code == 200
    html = response.content.decode()
    paytable = PAYTABLE | {
        "super_6": PAYTABLE["super_6"].with_payouts([15]),
        "lucky_6": PAYTABLE["lucky_6"].with_payouts([12, 23]),
    }
    engine = exact_odds(Shoe.decks(8), paytable)
    with translation.override(language):
        for key in ("super_6", "lucky_6", "banker"):
            cells = row_cells(html, "data-bet", key)
            assert cells[2] == percent(engine.bets[key].house_edge), key
        one, several = (translation.ngettext("(your payout)", "(your payouts)", count) for count in (1, 2))
        assert one in row_cells(html, "data-bet", "super_6")[0]
        assert several in row_cells(html, "data-bet", "lucky_6")[0]
        assert one not in row_cells(html, "data-bet", "banker")[0]
        assert "15" in row_cells(html, "data-bet", "super_6")[0]
    assert 'value="15"' in html, "the field keeps what the reader entered"


def test_the_usual_payouts_show_beside_each_field(client):
    html = get(client, "en").content.decode()
    for key in PAYTABLE:
        assert f'name="pay_{key}"' in html
    block = re.search(r'<div class="odds-paytable__bet" data-pay="lucky_6">.*?</div>', html, re.S).group(0)
    assert "Usual: 12, 20" in text(block)
    assert 'aria-describedby="id_pay_lucky_6_helptext"' in block
    assert "Usual: 0.5, 1" in html and "Usual: 0.54" in html and "Usual: 1, 30, 10, 6, 4, 2, 1" in html
    assert "Usual: 0.95" in text(re.search(r'data-pay="banker">.*?</div>', html, re.S).group(0)), "net of commission"


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("en", "This bet has 2 payouts: give 2 numbers, separated by commas, in the order of its paytable."),
        ("ko", "이 베팅의 배당은 2개입니다. 쉼표로 구분해 배당표 순서대로 2개의 숫자를 입력하세요."),
        ("ja", "このベットには配当が2種類あります。配当表の順に、2個の数字をカンマで区切って入力してください。"),
    ],
)
def test_a_bad_payout_is_a_400_with_its_message_beside_the_field(client, language, message):
    response = get(client, language, {"pay_lucky_6": "12", "pay_super_6": "-3"})
    assert response.status_code == 400
    html = response.content.decode()
    lucky = re.search(r'<div class="odds-paytable__bet" data-pay="lucky_6">.*?</div>', html, re.S).group(0)
    assert 'aria-invalid="true"' in lucky and 'id="id_pay_lucky_6_error"' in lucky
    assert message in text(lucky)
    assert 'id="id_pay_super_6_error"' in html


def test_a_readers_paytable_is_computed_afresh_not_served_from_the_cache(client):
    first = get(client, "en", {"pay_super_6": "15"})
    second = get(client, "en", {"pay_super_6": "16"})
    assert first.content != second.content
    assert "max-age" not in first.get("Cache-Control", "")


def test_without_javascript_the_empty_payouts_leave_the_address(client):
    query = {"decks": "8", **{f"pay_{key}": "" for key in PAYTABLE}, "pay_super_6": " 15 "}
    response = get(client, "en", query)
    assert response.status_code == 302
    assert response["Location"].endswith("?decks=8&pay_super_6=+15+")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_effect_of_removal_table_is_the_engines(client, language):
    html = get(client, language, {"decks": 6}).content.decode()
    effect = effect_of_removal(6)
    with translation.override(language):
        for key in PAYTABLE:
            cells = row_cells(html, "data-effect", key)
            assert cells[0] == str(BET_NAMES[key])
            changes = [points(effect.ranks[rank].change[key]) for rank in RANKS]
            signs = ["+" if change > 0 else "" for change in changes]  # a Japanese reader: "+" as in the table above
            assert cells[1:] == [sign + decimal(change, 3) for sign, change in zip(signs, changes, strict=True)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_why_counting_does_not_pay_is_in_the_engines_numbers(client, language):
    html = get(client, language).content.decode()
    banker = effect_of_removal(8).counting_limit("banker")
    sentence = text(re.search(r'<p data-counting="banker">.*?</p>', html, re.S).group(0))
    with translation.override(language):
        for figure in (
            percent(banker.house_edge),
            decimal(points(-banker.change_per_card), 3),
            str(banker.copies),
            percent(banker.all_gone_edge),
        ):
            assert figure in sentence, figure
    assert banker.excess_needed is None and banker.all_gone_edge > 0, "the sentence says no count turns it"
    if language == "en":  # an English reader: "more than 32" read as if 33 gone would do
        assert row_cells(html, "data-count", "banker")[4] == f"even all {banker.copies} are not enough"
    for key in ("tie_9", "small_tiger", "small", "dragon_7"):  # turned with fewer than all gone
        limit = effect_of_removal(8).counting_limit(key)
        cells = row_cells(html, "data-count", key)
        assert re.fullmatch(rf"{limit.excess_needed}\D*", cells[4]) and limit.excess_needed <= limit.copies
    dragon = row_cells(html, "data-count", "dragon_7")
    limit = effect_of_removal(8).counting_limit("dragon_7")
    with translation.override(language):
        assert round_count(round(1 / limit.chance_at_half_shoe)) in dragon[6], "a chance of 1 in N, rounded"


def test_the_patterns_guide_links_to_the_effect_of_removal(client):
    with translation.override("en"):
        url = reverse("guides:detail", args=["patterns-and-scoreboard"])
    assert 'href="/en/odds/#effect-of-removal"' in client.get(url).content.decode()


def test_a_depleted_shoe_shows_the_perfect_pair_as_not_computable(client):
    html = get(client, "en", {"decks": 8, "removed_K": 2}).content.decode()
    row = row_cells(html, "data-key", "perfect_pair")
    assert row[1] == percent(standard_odds(8).bets["perfect_pair"].house_edge, 3)
    assert row[2] == "Can’t be computed exactly: the suits of the cards gone are not known."


def test_a_depleted_single_deck_settles_the_perfect_pair(client):
    """One deck holds each card once, so even with cards gone by rank alone the perfect pair never wins."""
    html = get(client, "en", {"decks": 1, "removed_K": 2, "removed_9": 1}).content.decode()
    row = row_cells(html, "data-key", "perfect_pair")
    assert row[1:] == ["100.000%", "100.000%", "0.000"]
    assert "data-no-perfect-pair" in html
    assert "data-no-perfect-pair" not in get(client, "en", {"decks": 2}).content.decode()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_dash_in_the_mid_coup_tables_is_explained(client, language):
    """With every 9 gone, a banker's first card of 9 can't be dealt: the dashes get a note; a full shoe has none."""
    depleted = get(client, language, {"decks": 1, "removed_9": 4}).content.decode()
    full = get(client, language, {"decks": 1}).content.decode()
    with translation.override(language):
        note = translation.gettext("A dash marks a deal that the cards left in the shoe cannot produce.")
    assert note in depleted and note not in full


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("key", "payout"), [("tie_8", "7"), ("tie_8", "10"), ("tie_9", "8.5")])
def test_a_tie_paid_otherwise_is_not_named_by_its_usual_payout(client, language, key, payout):
    """Issue 27, point 1: "Tie (pays 8 to 1) (your payouts) 7 to 1" named one payout and showed another."""
    html = get(client, language, {f"pay_{key}": payout}).content.decode()
    with translation.override(language):
        usual = payout_text(PAYTABLE[key].lines[0])
        name = row_cells(html, "data-bet", key)[0]
        assert usual not in name
        assert payout_text(PAYTABLE[key].with_payouts((Decimal(payout),)).lines[0]) in name


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chart_marks_the_readers_payouts(client, language):
    """Issue 27: a tie priced 7 to 1 was a bar named just "Tie", beside the "Tie (pays 9 to 1)" bar."""
    html = get(client, language, {"pay_tie_8": "7"}).content.decode()
    names = re.findall(r'<text class="edge-chart__name"[^>]*>([^<]*)</text>', html)
    with translation.override(language):
        yours = translation.ngettext("(your payout)", "(your payouts)", 1)  # an English reader: a tie has one payout
    assert sum(yours in name for name in names) == 1
    assert not any(
        yours in name
        for name in re.findall(
            r'<text class="edge-chart__name"[^>]*>([^<]*)</text>', get(client, language).content.decode()
        )
    )


NO_COMMISSION = {"en": "1 to 1, no commission", "ko": "1 대 1(커미션 없음)", "ja": "1対1（コミッションなし）"}


def words(response):
    """The page's text with tags dropped in place, so that "1 to 1</span>, no" reads "1 to 1, no"."""
    return " ".join(re.sub(r"<[^>]+>", "", response.content.decode()).split())


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_typed_banker_payout_says_it_is_paid_without_commission(client, language):
    """A Japanese reader: a bare 1対1 beside the banker reads as the usual 1 to 1 less 5%; a typed payout is net."""
    typed = words(get(client, language, {"pay_banker": "1", "pay_tie_8": "7"}))
    assert typed.count(NO_COMMISSION[language]) == 2, "in the table and in the sentence on the reader's payouts"
    for query in (None, {"pay_tie_8": "7"}):
        assert NO_COMMISSION[language] not in words(get(client, language, query))


LIKE_COMMISSION = {
    "en": "0.9 to 1, the same as a 10% commission",
    "ko": "0.9 대 1(커미션 10%와 같음)",
    "ja": "0.9対1（コミッション10%に相当）",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_typed_banker_payout_below_even_money_says_the_commission_it_comes_to(client, language):
    """A Japanese reader: 0.9 to 1 was labelled "no commission", but paying 0.9 is taking 10%."""
    typed = words(get(client, language, {"pay_banker": "0.9"}))
    assert typed.count(LIKE_COMMISSION[language]) == 2 and NO_COMMISSION[language].split("1")[-1] not in typed


@pytest.mark.parametrize(
    ("query", "below_zero"), [({"pay_banker": "1"}, True), ({"pay_banker": "0.9"}, False), (None, False)]
)
def test_the_chart_says_why_a_bet_has_no_bar_only_when_one_has_none(client, query, below_zero):
    """A Japanese reader: a bet paid above its odds (−1.24%) drew no bar, and nothing said why."""
    html = get(client, "en", query).content.decode()
    caption = re.search(r"<figcaption>(.*?)</figcaption>", html[html.index('class="odds-chart"') :], re.S).group(1)
    assert ("cannot be drawn as a bar" in caption) is below_zero
    assert ('width="0"' in html[html.index('class="odds-chart"') :]) is below_zero


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_card_that_helps_most_names_the_ranks_that_do_exactly_as_much(client, language):
    """An English reader: with one deck the tie's card was "10", though J, Q and K each do exactly the same."""
    effect = effect_of_removal(1)
    tie = effect.counting_limit("tie_8")
    alike = [rank for rank in RANKS if effect.ranks[rank].change["tie_8"] == tie.change_per_card]
    assert alike == ["10", "J", "Q", "K"]
    html = get(client, language, {"decks": 1}).content.decode()
    card = row_cells(html, "data-count", "tie_8")[2]
    assert card.startswith("10") and all(rank in card for rank in alike)
    assert row_cells(html, "data-count", "banker")[2] == effect.counting_limit("banker").rank


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    ("query", "decks"), [({"pay_tie_8": "abc"}, 8), ({"decks": 9}, 8), ({"decks": 6, "removed_9": "x"}, 6)]
)
def test_input_that_cant_be_used_is_said_at_the_top_of_the_figures(client, language, query, decks):
    """A Korean reader: with a bad payout the page showed the usual figures, the only sign far down at the field."""
    response = get(client, language, query)
    assert response.status_code == 400
    notice = text(re.search(r"<p class=\"note\" data-unused-input>(.*?)</p>", response.content.decode(), re.S).group(1))
    assert str(decks) in notice
    html = response.content.decode()
    assert html.index("data-unused-input") < html.index('id="outcomes-heading"')
    assert "data-unused-input" not in get(client, language, {"decks": 6}).content.decode()
