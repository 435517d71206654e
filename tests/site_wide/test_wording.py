"""Every member of the engine's closed sets has words, in Korean, Japanese and English.

The wording package keys its tables by the engine's enums; a member added to the engine without words
(or words without a translation) fails here, not on a reader's page.
"""

from dataclasses import replace

import pytest
from django.utils import translation

from baccarat import (
    STOOD,
    BetResult,
    ErrorCode,
    HandName,
    Pays,
    Reason,
    Settlement,
    Step,
    StepCode,
    Suit,
    Winner,
    decide,
    play_coup,
)
from baccarat.chemin_de_fer import Model
from baccarat.roads import Road
from baccarat_site import wording
from baccarat_site.wording.decisions import REASON_MESSAGES

TABLES = [
    (Winner, wording.OUTCOME_NAMES),
    (Suit, wording.SUIT_NAMES),
    (Road, wording.ROAD_NAMES),
    (BetResult, wording.SETTLEMENT_WORDS),
    (StepCode, wording.STEP_MESSAGES),
    (Reason, REASON_MESSAGES),
    (ErrorCode, wording.ERROR_MESSAGES),
    (Model, wording.CHEMIN_MODEL_NAMES),
]

STEP_EXAMPLES = {
    StepCode.DEAL: Step(StepCode.DEAL, HandName.PLAYER, "5", 5),
    StepCode.NATURAL: Step(StepCode.NATURAL, HandName.BANKER, None, 9),
    StepCode.PLAYER_DRAWS: Step(StepCode.PLAYER_DRAWS, HandName.PLAYER, "3", 7, row=4),
    StepCode.PLAYER_STANDS: Step(StepCode.PLAYER_STANDS, HandName.PLAYER, None, 6, row=6),
    StepCode.BANKER_DRAWS: Step(StepCode.BANKER_DRAWS, HandName.BANKER, "2", 5, row=3, column=STOOD),
    StepCode.BANKER_STANDS: Step(StepCode.BANKER_STANDS, HandName.BANKER, None, 6, row=6, column=4),
}
REASON_EXAMPLES = {
    Reason.NATURAL: (8, 3, None),
    Reason.PLAYER_STANDS: (6, 4, None),
    Reason.AWAITING_THIRD_CARD: (3, 4, None),
    Reason.BANKER_WHATEVER_CARD: (3, 7, None),
    Reason.BANKER_TABLE: (3, 4, 6),
}
ERROR_PARAMS = {
    ErrorCode.UNKNOWN_CARD: {"card": "X"},
    ErrorCode.UNEXPECTED_THIRD_CARD: {"player_total": 7, "banker_total": 3},
    ErrorCode.NOT_IN_SHOE: {"rank": "5", "held": 4, "wanted": 5},
    ErrorCode.SHOE_TOO_SMALL: {"size": 3, "needed": 6},
    ErrorCode.TOO_FEW_CARDS: {"needed": 5, "given": 4},
    ErrorCode.BAD_RESULT: {"position": 3, "letter": "Z"},
    ErrorCode.TOO_MANY_RESULTS: {"limit": 104, "given": 105},
    ErrorCode.TOO_MANY_CARDS: {"max": 6, "given": 7},
}


def words_for(member):
    """The words the site shows for ``member``, in the active language."""
    if isinstance(member, StepCode):
        return wording.step_sentence(STEP_EXAMPLES[member])
    if isinstance(member, Reason):
        player, banker, third = REASON_EXAMPLES[member]
        decision = decide(player, banker, third)
        assert decision.reason == member
        return wording.decision_sentence(decision, player, banker, third)
    if isinstance(member, ErrorCode):
        return wording.ERROR_MESSAGES[member](ERROR_PARAMS.get(member, {}))
    if isinstance(member, BetResult):
        return wording.settlement_text(Settlement(member, 0, Pays((1, 1), winner=Winner.PLAYER)))
    table = next(table for enum, table in TABLES if isinstance(member, enum))
    return str(table[member])


@pytest.mark.parametrize(("enum", "table"), TABLES, ids=[enum.__name__ for enum, _table in TABLES])
def test_every_member_has_words(enum, table):
    assert set(table) == set(enum)


@pytest.mark.parametrize("member", [member for enum, _table in TABLES for member in enum], ids=repr)
def test_the_words_are_translated(member):
    said = {}
    for language in ("en", "ko", "ja"):
        with translation.override(language):
            said[language] = words_for(member)
    assert all(said.values()), said
    assert said["ko"] != said["en"] and said["ja"] != said["en"], said


def test_every_result_has_a_board_letter_and_korean_boards_show_their_own():
    assert set(wording.BOARD_LETTERS) == set(Winner)
    with translation.override("ko"):
        assert [str(wording.BOARD_LETTERS[winner]) for winner in Winner] == ["플", "뱅", "타"]


@pytest.mark.parametrize("language", ["en", "ko", "ja"])
def test_two_naturals_say_nobody_draws_once(language):
    """9,9,K,K: both hands hold a natural 9; the cold reads met "nobody draws" twice in a row."""
    with translation.override(language):
        steps = play_coup(["9", "9", "K", "K"]).steps
        said = [sentence for _step, sentence in wording.step_sentences(steps)]
        alone = [wording.step_sentence(step) for step in steps[-2:]]  # each as if it were the only natural
    assert said[-2] != said[-1]
    assert not set(alone) & set(said), "each natural's own 'nobody draws' sentence is replaced"


@pytest.mark.parametrize(
    ("coup", "code"),
    [
        (["5", "3", "2", "K", "K"], StepCode.BANKER_DRAWS),  # the player stood on 7; the banker draws on 3
        (["2", "7", "3", "K", "Q"], StepCode.PLAYER_DRAWS),  # the player draws on 5
        (["2", "3", "3", "K", "4", "J"], StepCode.BANKER_DRAWS),  # the banker's 3 against a third card of 4
    ],
)
@pytest.mark.parametrize("language", ["en", "ko", "ja"])
def test_a_card_worth_nothing_leaves_the_total_as_it_was(coup, code, language):
    """A drawn 10 or picture card: "the total stays 5", never "gets this card: total 5" from 5 (cold reads)."""
    step = next(step for step in play_coup(coup).steps if step.code == code)
    assert step.total == step.row
    with translation.override(language):
        said = wording.step_sentence(step)
        ordinary = wording.step_sentence(replace(step, total=(step.row + 1) % 10))
    assert said != ordinary.replace(str((step.row + 1) % 10), str(step.total))


@pytest.mark.parametrize(("language", "listed"), [("en", "A, 2 or 3"), ("ko", "A·2·3"), ("ja", "A・2・3")])
def test_cards_are_listed_by_their_symbols_as_the_language_lists_them(language, listed):
    """The squeeze's outs read "에이스, 2 또는 3" and "10、ジャック、クイーンかキング" (the rereads)."""
    with translation.override(language):
        assert wording.cards_list(["A", "2", "3"]) == listed
        assert wording.cards_list(["9"]) == "9"


@pytest.mark.parametrize("language", ["ko", "ja", "en"])
@pytest.mark.parametrize(("value", "written"), [(1200, "1,200"), (1200.04, "1,200"), (12.5, "12.5"), (7.96, "8")])
def test_a_rate_groups_its_digits_and_drops_a_zero_decimal(language, value, written):
    """Issue 27: the timed drill said "1200.0 a minute"."""
    with translation.override(language):
        assert wording.rate(value) == written


@pytest.mark.parametrize(("language", "written"), [("ko", "5장 또는 6장"), ("ja", "5枚か6枚"), ("en", "5 or 6")])
def test_card_counts_take_the_languages_counter_on_each_number(language, written):
    """Issue 27: Korean read "카드 5 또는 6장", the counter on the last number only."""
    with translation.override(language):
        assert wording.card_counts([5, 6]) == written


ROUND_COUNTS = {
    "en": ["49", "9,999", "12,300", "21.8 million", "218 million", "1 million", "1.23 trillion"],
    "ko": ["49", "9,999", "1만 2,300", "2,180만", "2억 1,800만", "100만", "1조 2,300억"],
    "ja": ["49", "9,999", "1万2,300", "2,180万", "2億1,800万", "100万", "1兆2,300億"],
}


@pytest.mark.parametrize("language", ["ko", "ja", "en"])
def test_a_large_count_is_a_round_figure_written_as_the_language_groups_it(language):
    """A Japanese reader: "21,809,395回に1回" looks machine-made; 約2,180万回に1回 is how it is written."""
    counts = [49, 9_999, 12_345, 21_809_395, 218_093_950, 999_999, 1_234_567_890_123]
    with translation.override(language):
        assert [wording.round_count(count) for count in counts] == ROUND_COUNTS[language]


@pytest.mark.parametrize(("value", "written"), [(0.0044, "+0.004"), (-0.1806, "−0.181"), (0.0004, "0.000")])
def test_a_change_shows_its_sign_as_rounded(value, written):
    """A Japanese reader: the one-card table's rises had no "+" where the table above it had one."""
    with translation.override("en"):
        assert wording.signed_decimal(value, 3) == written

