"""Cards, point values, two-card totals and naturals."""

import pytest

from baccarat import RANKS, CardError, RulesError, decide, hand_total, parse_card, play_coup, point_value

# Written out from the rule: A counts 1, 2–9 their face value, 10 and the court cards 0.
FACE_VALUE = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 0, "J": 0, "Q": 0, "K": 0}


def test_ranks_in_order():
    assert RANKS == ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@pytest.mark.parametrize(
    ("code", "rank"),
    [
        ("A", "A"),
        ("a", "A"),
        (" k ", "K"),
        ("q", "Q"),
        ("j\n", "J"),
        ("10", "10"),
        ("T", "10"),
        ("t", "10"),
        ("7", "7"),
    ],
)
def test_parse_card_canonical_rank(code, rank):
    assert parse_card(code) == rank


@pytest.mark.parametrize("code", ["", " ", "1", "0", "11", "X", "AA", "1O", "10 J", "♠A", None, 10])
def test_parse_card_rejects_unknown_codes(code):
    with pytest.raises(CardError) as raised:
        parse_card(code)
    assert raised.value.code == "unknown_card"
    assert isinstance(raised.value, RulesError)
    assert raised.value.message


@pytest.mark.parametrize("rank", RANKS)
def test_point_value(rank):
    assert point_value(rank) == FACE_VALUE[rank]
    assert point_value(rank.lower()) == FACE_VALUE[rank]


@pytest.mark.parametrize("first", RANKS)
@pytest.mark.parametrize("second", RANKS)
def test_every_two_card_total_drops_the_tens_digit(first, second):
    total = FACE_VALUE[first] + FACE_VALUE[second]
    expected = total - 10 if total >= 10 else total
    assert hand_total([first, second]) == expected
    assert decide(expected, 0).natural == (expected in (8, 9))


def test_examples_from_the_guides():
    assert hand_total(["7", "8"]) == 5
    assert hand_total(["K", "Q"]) == 0
    assert hand_total(["9", "K"]) == 9
    assert hand_total(["5", "5", "9"]) == 9


def test_three_cards_are_never_a_natural():
    assert hand_total(["A", "2", "5"]) == 8
    coup = play_coup(["A", "K", "2", "K", "5", "K"])  # the player draws a 5 to A-2: three cards, 8
    assert (coup.player.cards, coup.player.total) == (("A", "2", "5"), 8)
    assert "natural" not in [step.code for step in coup.steps]
