"""Shoes: full decks, compositions, and removing cards."""

import dataclasses
from collections import Counter

import pytest

from baccarat import DECK_COUNTS, RANKS, Shoe, ShoeError


@pytest.mark.parametrize("decks", range(1, 9))
def test_full_shoes(decks):
    shoe = Shoe.decks(decks)
    assert shoe.counts == dict.fromkeys(RANKS, 4 * decks)
    assert len(shoe) == shoe.size == 52 * decks
    assert shoe.value_counts() == (16 * decks, *[4 * decks] * 9)


@pytest.mark.parametrize("decks", [0, 9, -1, "8", 2.0, True, None])
def test_bad_decks(decks):
    with pytest.raises(ShoeError) as raised:
        Shoe.decks(decks)
    assert raised.value.code == "bad_decks"


def test_remove_returns_a_new_shoe():
    full = Shoe.decks(1)
    left = full.remove(["5", "5", "9", "k", "T"])
    assert full == Shoe.decks(1)
    assert left.counts["5"] == 2 and left.counts["9"] == 3 and left.counts["K"] == 3 and left.counts["10"] == 3
    assert len(left) == 47
    assert left.removed_from(full) == {"5": 2, "9": 1, "10": 1, "K": 1}
    with pytest.raises(dataclasses.FrozenInstanceError):
        left.rank_counts = ()


def test_cannot_remove_more_than_the_shoe_holds():
    with pytest.raises(ShoeError) as raised:
        Shoe.decks(1).remove(["Q"] * 5)
    assert raised.value.code == "not_in_shoe"
    assert raised.value.params == {"rank": "Q", "held": 4, "wanted": 5}


def test_composition_by_rank():
    shoe = Shoe.of({"k": 3, "A": 1, "T": 2})
    assert shoe.counts == dict.fromkeys(RANKS, 0) | {"A": 1, "10": 2, "K": 3}
    assert shoe.value_counts() == (5, 1, 0, 0, 0, 0, 0, 0, 0, 0)


@pytest.mark.parametrize("counts", [(4,) * 12, (-1,) + (4,) * 12, (1.5,) + (4,) * 12])
def test_impossible_compositions(counts):
    with pytest.raises(ShoeError):
        Shoe(counts)


@pytest.mark.parametrize("decks", DECK_COUNTS)
def test_a_shoes_cards_are_its_composition(decks):
    shoe = Shoe.decks(decks).remove(["5", "5", "K"])
    cards = shoe.cards()
    assert len(cards) == shoe.size
    assert Shoe.of(Counter(cards)) == shoe
    assert cards == sorted(cards, key=RANKS.index)
