"""The third-card guide: its rules in words, its mnemonic and its worked examples are the engine's."""

import re
from itertools import pairwise

import pytest
from django.utils import translation

from baccarat import (
    BANKER_DRAWS_ON,
    BANKER_DRAWS_WHEN_PLAYER_STOOD,
    NATURAL_TOTALS,
    STOOD,
    Shoe,
    banker_draws,
    play_coup,
    player_draws,
    point_value,
    standard_odds,
)
from baccarat_site.wording import percent
from guides.pages.third_card_rules import CHEMIN_DE_FER_OPTIONAL_TOTAL, EXAMPLES
from tests.helpers import LANGUAGES, WINNER_SENTENCES, card_ranks, inline_text, section

GUIDE = "third-card-rules"

ALL_VALUES = frozenset(range(10))

# How each language writes a set of values: "0–3, 8 or 9", "0~3, 8 또는 9", "0〜3・8・9".
SEPARATORS = {"en": r", | or ", "ko": r", | 또는 ", "ja": r"、|か"}
RANGE = {"en": "–", "ko": "~", "ja": "〜"}

# The banker's rule in words, one pattern per kind of sentence: (always, except, only, never).
BANKER_SENTENCES = {
    "en": (
        r"Banker (?P<totals>.+?): always draws, whatever",
        r"Banker (?P<totals>.+?): draws, unless the player’s third card is (?P<stands>.+)\.$",
        r"Banker (?P<totals>.+?): draws if the player’s third card is (?P<draws>.+?); "
        r"stands if it is (?P<stands>.+)\.$",
        r"Banker (?P<totals>.+?): always stands, whatever",
    ),
    "ko": (
        r"뱅커 (?P<totals>.+?): 플레이어의 세 번째 카드가 무엇이든 항상 받습니다",
        r"뱅커 (?P<totals>.+?): 플레이어의 세 번째 카드가 (?P<stands>.+?)일 때만 멈추고, 그 밖에는 모두 받습니다",
        r"뱅커 (?P<totals>.+?): 플레이어의 세 번째 카드가 (?P<draws>.+?)일 때 받고, (?P<stands>.+?)일 때는 멈춥니다",
        r"뱅커 (?P<totals>.+?): 플레이어의 세 번째 카드가 무엇이든 항상 멈춥니다",
    ),
    "ja": (
        r"バンカー(?P<totals>.+?)：プレイヤーの3枚目が何であっても、必ず引きます",
        r"バンカー(?P<totals>.+?)：プレイヤーの3枚目が(?P<stands>.+?)のときだけスタンドし、それ以外は引きます",
        r"バンカー(?P<totals>.+?)：プレイヤーの3枚目が(?P<draws>.+?)なら引き、(?P<stands>.+?)ならスタンドします",
        r"バンカー(?P<totals>.+?)：プレイヤーの3枚目が何であっても、必ずスタンドします",
    ),
}


def values(written, language):
    """The set of values a phrase such as "0–3, 8 or 9" names, read the way the page's language writes it."""
    result = set()
    for part in re.split(SEPARATORS[language], written.strip()):
        low, _, high = part.strip().partition(RANGE[language])
        result.update(range(int(low), int(high or low) + 1))
    return result


@pytest.mark.parametrize("language", LANGUAGES)
def test_player_rule_table_is_the_engines(pages, language):
    table = re.search(r'<table class="player-rule">(.*?)</table>', section(pages[language], "player-rule"), re.S)
    rows = re.findall(r'<tr data-action="(\w+)">\s*<th scope="row">([^<]+)</th>', table.group(1))
    shown = {total: action for action, written in rows for total in values(written, language)}
    expected = {
        total: "natural" if total in NATURAL_TOTALS else "draw" if player_draws(total) else "stand"
        for total in range(10)
    }
    assert shown == expected


@pytest.mark.parametrize("language", LANGUAGES)
def test_banker_rule_when_the_player_stood_is_the_engines(pages, language):
    paragraph = inline_text(re.search(r"<p>(.*?)</p>", section(pages[language], "banker-stood"), re.S).group(1))
    low, high = min(BANKER_DRAWS_WHEN_PLAYER_STOOD), max(BANKER_DRAWS_WHEN_PLAYER_STOOD)
    assert f"{low}{RANGE[language]}{high}" in paragraph
    assert all(banker_draws(total, None) for total in range(low, high + 1))


def banker_rules_in_words(page, language):
    """What the list "Banker 3: draws, unless…" says: banker total → the third-card values it draws on."""
    items = re.findall(r"<li data-totals[^>]*>(.*?)</li>", section(page, "banker-drew"), re.S)
    always, unless, only, never = BANKER_SENTENCES[language]
    described = {}
    for item in items:
        sentence = inline_text(item)
        if match := re.match(always, sentence):
            draws = set(ALL_VALUES)
        elif match := re.match(unless, sentence):
            draws = ALL_VALUES - values(match["stands"], language)
        elif match := re.match(only, sentence):
            draws = values(match["draws"], language)
            assert values(match["stands"], language) == ALL_VALUES - draws, sentence
        elif match := re.match(never, sentence):
            draws = set()
        else:
            pytest.fail(f"unexpected sentence: {sentence}")
        for total in values(match["totals"], language):
            assert total not in described, sentence
            described[total] = draws
    return described


@pytest.mark.parametrize("language", LANGUAGES)
def test_banker_rules_in_words_match_banker_draws_on(pages, language):
    described = banker_rules_in_words(pages[language], language)
    assert described == {total: set(draws) for total, draws in BANKER_DRAWS_ON.items()}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("slug", "ranks", "suits"), EXAMPLES, ids=[example[0] for example in EXAMPLES])
def test_worked_examples_are_played_by_the_engine(pages, language, slug, ranks, suits):
    coup = play_coup(ranks)
    block = re.search(rf'<section class="example"[^>]*data-example="{slug}">(.*?)</section>', pages[language], re.S)
    assert block, slug
    block = block.group(1)
    shoe = re.search(r'<span class="hand shoe-order">(.*?)</span></p>', block, re.S).group(1)
    assert card_ranks(shoe) == list(ranks[: coup.cards_used])
    for hand in ("player", "banker"):
        dealt = re.search(rf'<li data-hand="{hand}">(.*?)</li>', block, re.S).group(1)
        assert card_ranks(dealt) == list(getattr(coup, hand).cards[:2])
    assert re.findall(r'<li data-step="([^"]+)"', block) == [
        step.code for step in coup.steps if step.code != "deal"
    ] + ["result"]

    for step in coup.steps:
        if step.code in ("player_draws", "banker_draws"):
            shown = re.search(rf'<li data-step="{step.code}">(.*?)</li>', block, re.S).group(1)
            hand = getattr(coup, step.hand)
            assert card_ranks(shown) == list(hand.cards)
            assert inline_text(shown).endswith(f"= {sum(map(point_value, hand.cards))}") or inline_text(shown).endswith(
                f" {hand.total}"
            )

    banker_step = next(step for step in coup.steps if step.code in ("banker_draws", "banker_stands"))
    current = re.findall(
        r'<tr>\s*<th scope="row">(\d)</th>(?:(?!</tr>).)*?<td class="\w+ is-current" data-column="([^"]+)">',
        block,
        re.S,
    )
    column = STOOD if banker_step.column == STOOD else str(banker_step.column)
    assert current == [(str(banker_step.row), column)]

    with translation.override(language):
        sentence = WINNER_SENTENCES[coup.outcome.winner]
        expected = translation.gettext(sentence) % {"player": coup.player.total, "banker": coup.banker.total}
    assert inline_text(re.search(r'<li data-step="result">(.*?)</li>', block, re.S).group(1)) == expected


def test_examples_cover_both_columns_and_both_banker_moves():
    coups = [play_coup(ranks) for _slug, ranks, _suits in EXAMPLES]
    steps = [next(s for s in coup.steps if s.code.startswith("banker_")) for coup in coups]
    assert {step.code for step in steps} == {"banker_draws", "banker_stands"}
    assert any(step.column == STOOD for step in steps) and any(step.column != STOOD for step in steps)
    assert any(step.column == 0 for step in steps), "one example shows a ten-value third card (column 0)"


@pytest.mark.parametrize("language", LANGUAGES)
def test_staircase_mnemonic_is_true_of_the_engine(pages, language):
    remember = section(pages[language], "remember")
    steps = re.findall(r'<li data-total="(\d)">(.*?)</li>', remember, re.S)
    assert [int(total) for total, _item in steps] == [4, 5, 6]
    for total, item in steps:
        line = inline_text(item)
        written = re.split("[:：]", line)[-1] if language != "en" else line.split(" draws on ")[-1]
        written = re.sub(r"(이면 받음|なら引く)$", "", written.strip())
        assert values(written, language) == set(BANKER_DRAWS_ON[int(total)])
    lows = [min(BANKER_DRAWS_ON[total]) for total in (4, 5, 6)]
    highs = {max(BANKER_DRAWS_ON[total]) for total in (4, 5, 6)}
    rises = {later - earlier for earlier, later in pairwise(lows)}
    assert len(rises) == 1 and len(highs) == 1
    claim = inline_text(remember.rsplit("<p>", 1)[-1])
    assert str(rises.pop()) in claim and str(highs.pop()) in claim


@pytest.mark.parametrize("language", LANGUAGES)
def test_odds_in_the_why_section_are_the_engines(pages, language):
    why = inline_text(section(pages[language], "why"))
    odds = standard_odds(8)
    with translation.override(language):
        for outcome in ("banker", "player", "tie"):
            assert percent(odds.probability(outcome)) in why


@pytest.mark.parametrize("language", LANGUAGES)
def test_chemin_de_fer_contrast_matches_the_player_rule(pages, language):
    assert player_draws(CHEMIN_DE_FER_OPTIONAL_TOTAL)
    paragraph = inline_text(section(pages[language], "no-choice"))
    assert str(CHEMIN_DE_FER_OPTIONAL_TOTAL) in paragraph


def test_notation_example_in_english_is_the_engines(pages):
    notation = inline_text(section(pages["en"], "notation"))
    stands = sorted(ALL_VALUES - BANKER_DRAWS_ON[4])
    ours = ", ".join(map(str, stands[:-1])) + f" or {stands[-1]}"
    theirs_values = sorted(value or 10 for value in stands)
    theirs = ", ".join(map(str, theirs_values[:-1])) + f" or {theirs_values[-1]}"
    assert f"a banker with 4 stands when the player’s third card is {ours} on this site" in notation
    assert f"writes the same cards as {theirs}" in notation


STOOD_SENTENCE = {
    "en": r"it draws on (?P<draws>.+?) and stands on (?P<stands>.+?)\.$",
    "ko": r"(?P<draws>[^.]+?)이면 받고, (?P<stands>[^.]+?)이면 멈춥니다\.$",
    "ja": r"(?P<draws>[^。]+?)なら引き、(?P<stands>[^。]+?)ならスタンドです。$",
}


def card_worth(value):
    return {0: "K", 1: "A"}.get(value, str(value))


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_reader_following_the_page_settles_every_coup_like_the_engine(pages, language):
    """Read the rules off the page (player table, banker-when-stood sentence, banker rules in words), then
    settle every coup a shoe can deal, by two-card totals and the next two cards, exactly as the engine does."""
    page = pages[language]
    table = re.search(r'<table class="player-rule">(.*?)</table>', page, re.S).group(1)
    player_rows = re.findall(r'<tr data-action="(\w+)">\s*<th scope="row">([^<]+)</th>', table)
    read = {action: set() for action in ("natural", "draw", "stand")}
    for action, written in player_rows:
        read[action] |= values(written, language)
    naturals, player_draws_on = read["natural"], read["draw"]

    stood = inline_text(re.search(r"<p>(.*?)</p>", section(page, "banker-stood"), re.S).group(1))
    match = re.search(STOOD_SENTENCE[language], stood)
    banker_draws_when_stood = values(match["draws"], language)

    banker_draws_on = banker_rules_in_words(page, language)

    def by_the_page(player, banker, fifth, sixth):
        if player in naturals or banker in naturals:
            return player, banker
        if player in player_draws_on:
            third = fifth
            player = (player + third) % 10
            if third in banker_draws_on[banker]:
                banker = (banker + sixth) % 10
        elif banker in banker_draws_when_stood:
            banker = (banker + fifth) % 10
        return player, banker

    shoe = Shoe.decks(8)
    checked = 0
    for player in range(10):
        for banker in range(10):
            for fifth in range(10):
                for sixth in range(10):
                    cards = [card_worth(player), card_worth(banker), "K", "K", card_worth(fifth), card_worth(sixth)]
                    coup = play_coup(cards, shoe=shoe)
                    assert by_the_page(player, banker, fifth, sixth) == (coup.player.total, coup.banker.total), cards
                    checked += 1
    assert checked == 10_000


@pytest.mark.parametrize("language", LANGUAGES)
def test_headings_go_down_one_level_at_a_time(pages, language):
    main = re.search(r"<main.*</main>", pages[language], re.S).group(0)
    levels = [int(level) for level in re.findall(r"<h([1-6])\b", main)]
    assert levels[0] == 1
    assert all(later - earlier <= 1 for earlier, later in pairwise(levels))
    toc = re.findall(r'<a href="#([^"]+)">', re.search(r'<nav class="toc".*?</nav>', main, re.S).group(0))
    assert toc == [anchor for anchor in re.findall(r'<h2 id="([^"]+)">', main) if anchor != "toc-title"]


# Which card out of the shoe each third card is, and what happens to the rest.

DEALING_SENTENCES = {
    "en": (
        "If the player draws, its third card is the {player} card out of the shoe, and the banker’s third card, if it "
        "gets one, is the {banker}. If the player stands, the banker’s third card, if any, is the {alone}.",
        "Once the coup is over, the cards still in the shoe stay there",
    ),
    "ko": (
        "그 판에서 {player}로 나오는 카드를",
        "그다음인 {banker} 카드를 가져갑니다",
        "뱅커만 카드를 받으면, 뱅커가 {alone} 카드를 가져갑니다",
        "다음 판에 쓰입니다",
    ),
    "ja": ("つまり{player}を", "その次の{banker}を", "{alone}がバンカーの3枚目", "次の勝負はそこから"),
}
PLACES = {
    "en": {5: "fifth", 6: "sixth"},
    "ko": {5: "다섯 번째", 6: "여섯 번째"},  # small ordinals spelled out in Korean prose (issue 27, point 9)
    "ja": {5: "5枚目", 6: "6枚目"},
}


def shoe_positions(cards):
    """Card number (from 1) of each hand's third card in a coup the engine plays."""
    dealt = play_coup(cards).dealing_steps
    return {step.hand: number for number, step in enumerate(dealt, start=1) if step.code != "deal"}


FIRST_DEAL = {"en": "the first four cards make the two hands", "ko": "처음 네 장으로", "ja": "最初の4枚で"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_first_deal_is_counted_in_words_as_prose_counts_cards(pages, language):
    assert sum(step.code == "deal" for step in play_coup(["K", "3", "6", "2", "4"]).dealing_steps) == 4
    assert FIRST_DEAL[language] in inline_text(section(pages[language], "overview"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_dealing_order_names_each_third_cards_place_in_the_shoe(pages, language):
    both_drew = shoe_positions(["2", "10", "A", "5", "6", "3"])
    player_stood = shoe_positions(["K", "3", "6", "2", "4"])
    assert set(both_drew) == {"player", "banker"} and set(player_stood) == {"banker"}
    numbers = {"player": both_drew["player"], "banker": both_drew["banker"], "alone": player_stood["banker"]}
    numbers = {hand: PLACES[language][number] for hand, number in numbers.items()}
    overview = inline_text(section(pages[language], "overview"))
    for phrase in DEALING_SENTENCES[language]:
        assert phrase.format(**numbers) in overview, phrase
    lookup = reverse_lookup(language)
    assert f'href="{lookup}"' in section(pages[language], "overview")


def reverse_lookup(language):
    from django.urls import reverse

    with translation.override(language):
        return reverse("lookup:index")


def test_the_lookup_uses_only_the_cards_a_coup_needs_as_the_guide_says(client):
    coup = play_coup(["4", "3", "2", "K", "8", "5"])
    assert coup.cards_used == 5 and shoe_positions(["4", "3", "2", "K", "8", "5"]) == {"banker": 5}
    html = client.get("/en/lookup/", {"cards": "4,3,2,K,8,5"}).content.decode()
    assert "The coup was over before the last card was needed, so it was not used." in html
