"""The Basics guide: every figure, table and example on the page is the engine's, in every language."""

import re
from itertools import groupby, pairwise

import pytest
from django.utils import translation

from baccarat import NATURAL_TOTALS, PAYTABLE, POINT_VALUES, RANKS, USUAL_DECKS, Shoe, hand_total, play_coup
from guides.pages.basics import NATURAL_EXAMPLES, TOTAL_EXAMPLES, WALKTHROUGH
from tests.helpers import LANGUAGES, WINNER_SENTENCES, card_ranks, inline_text, section

GUIDE = "basics"

RESULT_LABELS = {"player": "Player wins", "banker": "Banker wins", "tie": "Tie"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_card_value_table_is_the_engines(pages, language):
    table = re.search(r'<table class="card-values">(.*?)</table>', pages[language], re.S).group(1)
    rows = re.findall(r"<tr>\s*<th scope=\"row\">(.*?)</th>\s*<td class=\"num\">(\d+)</td>", table, re.S)
    shown = [(card_ranks(cards), int(points)) for cards, points in rows]
    expected = [(list(ranks), value) for value, ranks in groupby(RANKS, key=POINT_VALUES.get)]
    assert shown == expected
    assert sorted(rank for ranks, _points in shown for rank in ranks) == sorted(RANKS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_totals_table_drops_the_tens_digit_as_the_engine_does(pages, language):
    totals = section(pages[language], "totals")
    rows = re.findall(r'<th scope="row">(.*?)</th>\s*<td>([^<]*)</td>\s*<td class="num">(\d)</td>', totals, re.S)
    assert len(rows) == len(TOTAL_EXAMPLES)
    for (cards, arithmetic, total), ranks in zip(rows, TOTAL_EXAMPLES, strict=True):
        assert card_ranks(cards) == ranks
        values = [POINT_VALUES[rank] for rank in ranks]
        assert inline_text(arithmetic) == f"{' + '.join(map(str, values))} = {sum(values)}"
        assert int(total) == hand_total(ranks)
    possible = {hand_total([a, b]) for a in RANKS for b in RANKS}
    paragraph = inline_text(re.findall(r"<p>(.*?)</p>", totals, re.S)[1])
    assert re.findall(r"\d+", paragraph)[:2] == [str(min(possible)), str(max(possible))]
    assert any(hand_total(ranks[:2]) > hand_total(ranks) for ranks in TOTAL_EXAMPLES), "shows a total going down"


@pytest.mark.parametrize("language", LANGUAGES)
def test_natural_examples_are_played_by_the_engine(pages, language):
    naturals = section(pages[language], "naturals")
    rows = dict(re.findall(r'<tr data-example="([^"]+)">(.*?)</tr>', naturals, re.S))
    assert list(rows) == [slug for slug, _ranks, _suits in NATURAL_EXAMPLES]
    winners = set()
    for slug, ranks, _suits in NATURAL_EXAMPLES:
        coup = play_coup(ranks)
        assert coup.decision.natural
        cells = re.findall(r"<td>(.*?)</td>", rows[slug], re.S)
        assert card_ranks(cells[0]) == list(coup.player.cards)
        assert card_ranks(cells[1]) == list(coup.banker.cards)
        assert inline_text(cells[0]).endswith(f"= {coup.player.total}")
        assert inline_text(cells[1]).endswith(f"= {coup.banker.total}")
        with translation.override(language):
            assert inline_text(cells[2]) == translation.gettext(RESULT_LABELS[coup.outcome.winner])
        winners.add(coup.outcome.winner)
    assert winners == {"player", "banker", "tie"}, "one natural win for each side and a natural tie"
    first = inline_text(re.findall(r"<p>(.*?)</p>", naturals, re.S)[0])
    assert all(str(total) in first for total in NATURAL_TOTALS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_walkthrough_follows_the_engines_steps(pages, language):
    slug, ranks, _suits = WALKTHROUGH
    coup = play_coup(ranks)
    block = re.search(rf'<section class="example"[^>]*data-example="{slug}">(.*?)</section>', pages[language], re.S)
    block = block.group(1)
    shoe = re.search(r'<span class="hand shoe-order">(.*?)</span></p>', block, re.S).group(1)
    assert card_ranks(shoe) == list(ranks[: coup.cards_used])
    player = re.search(r'<li data-hand="player">(.*?)</li>', block, re.S).group(1)
    banker = re.search(r'<li data-hand="banker">(.*?)</li>', block, re.S).group(1)
    assert card_ranks(player) == list(coup.player.cards[:2])
    assert card_ranks(banker) == list(coup.banker.cards[:2])
    steps = re.findall(r'<li data-step="([^"]+)"', block)
    assert steps == [step.code for step in coup.steps if step.code != "deal"] + ["result"]
    with translation.override(language):
        sentence = WINNER_SENTENCES[coup.outcome.winner]
        expected = translation.gettext(sentence) % {"player": coup.player.total, "banker": coup.banker.total}
    result = re.search(r'<li data-step="result">(.*?)</li>', block, re.S).group(1)
    assert inline_text(result) == expected


@pytest.mark.parametrize("language", LANGUAGES)
def test_bets_table_shows_the_paytable(pages, language):
    bets = section(pages[language], "bets")
    cells = dict(re.findall(r'<td data-bet="([^"]+)">(.*?)</td>', bets, re.S))
    assert set(cells) == {"player", "banker", "tie"}
    for key, paytable_key in [("player", "player"), ("banker", "banker"), ("tie", "tie_8")]:
        to_win, staked = PAYTABLE[paytable_key].lines[0].odds
        assert re.search(rf"(?<!\d){to_win}\D+{staked}(?!\d)", inline_text(cells[key]))
    nine, one = PAYTABLE["tie_9"].lines[0].odds
    assert re.search(rf"(?<!\d){nine}\D+{one}(?!\d)", inline_text(cells["tie"]))
    commission = PAYTABLE["banker"].lines[0].commission
    assert f"{commission * 100:g}%" in inline_text(cells["banker"])
    if language == "en":
        assert inline_text(cells["banker"]) == "1 to 1 less 5% commission"


@pytest.mark.parametrize("language", LANGUAGES)
def test_shoe_size_comes_from_the_engine(pages, language):
    shoe = inline_text(section(pages[language], "shoe"))
    assert str(USUAL_DECKS) in shoe
    assert str(Shoe.decks(USUAL_DECKS).size) in shoe


@pytest.mark.parametrize("language", LANGUAGES)
def test_headings_go_down_one_level_at_a_time(pages, language):
    levels = [
        int(level) for level in re.findall(r"<h([1-6])\b", re.search(r"<main.*</main>", pages[language], re.S).group(0))
    ]
    assert levels[0] == 1
    assert all(later - earlier <= 1 for earlier, later in pairwise(levels))


def test_templates_have_no_inline_script_or_style():
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "templates" / "guides"
    for path in [
        root / "pages" / "basics.html",
        *root.glob("includes/basics_*.html"),
        *root.glob("includes/third_card_*.html"),
    ]:
        source = path.read_text(encoding="utf-8")
        assert "<script" not in source and "style=" not in source
        assert not re.search(r"<[^>]*\son[a-z]+=", source)
