"""The effect of removing one card of each rank, and the counting limits drawn from it."""

from fractions import Fraction
from math import comb

import pytest

from baccarat import DECK_COUNTS, PAYTABLE, RANKS, Shoe, effect_of_removal, exact_odds, standard_odds


def test_each_rank_is_the_shoe_less_one_card():
    effect = effect_of_removal(2)
    assert list(effect.ranks) == list(RANKS)
    full = standard_odds(2)
    for rank, removed in effect.ranks.items():
        by_rank = exact_odds(Shoe.decks(2).remove([rank]))
        assert removed.odds.shoe == by_rank.shoe
        for key in PAYTABLE:
            if key != "perfect_pair":  # known by rank alone, the shoe less a card can't settle it
                assert removed.odds.bets[key].house_edge == by_rank.bets[key].house_edge, (rank, key)
            assert removed.change[key] == removed.odds.bets[key].house_edge - full.bets[key].house_edge


def test_the_suit_taken_out_does_not_matter():
    effect = effect_of_removal(8)
    for suit in ("hearts", "clubs"):
        other = exact_odds(Shoe.decks(8).without_card("7", suit))
        assert other.bets["perfect_pair"].win == effect.ranks["7"].odds.bets["perfect_pair"].win


def test_ten_value_cards_have_the_same_effect_but_on_pairs():
    changes = effect_of_removal(8).ranks
    for key in PAYTABLE:
        assert changes["10"].change[key] == changes["K"].change[key], key


def test_the_banker_bet_cannot_be_counted():
    limit = effect_of_removal(8).counting_limit("banker")
    assert limit.change_per_card < 0
    assert limit.excess_needed is None, "not even all 32 fours gone turn it"
    assert limit.chance_at_half_shoe == 0
    assert limit.all_gone_edge == exact_odds(Shoe.decks(8).remove([limit.rank] * 32)).bets["banker"].house_edge > 0


@pytest.mark.parametrize("decks", DECK_COUNTS)
def test_the_cards_needed_are_the_fewest_that_turn_the_edge(decks):
    """Checked card by card against exact odds, for every bet: the edge falls with each card of the most
    helpful rank gone (what the engine's bisection relies on), ``excess_needed`` is the first count that
    turns it below zero, and a bet that no count turns keeps a non-negative edge with all of them gone.
    The linear estimate the table once showed (edge / change per card) said 67 eights for the 9-to-1 tie
    while the tie already turned with all 32 gone."""
    effect = effect_of_removal(decks)
    for key in PAYTABLE:
        limit = effect.counting_limit(key)
        if limit.change_per_card >= 0:
            assert limit.excess_needed is None
            continue
        edges = [
            exact_odds(Shoe.decks(decks).remove([limit.rank] * count)).house_edge(key)
            for count in range(limit.copies + 1)
        ]
        assert edges == sorted(edges, reverse=True), (key, limit.rank)
        turned = [count for count, edge in enumerate(edges) if edge < 0]
        assert limit.excess_needed == (turned[0] if turned else None), key
        assert limit.all_gone_edge == edges[-1]
        assert (limit.chance_at_half_shoe > 0) <= (limit.excess_needed is not None)


def test_a_side_bet_that_can_swing():
    limit = effect_of_removal(8).counting_limit("dragon_7")
    assert limit.rank == "8" and limit.excess_needed <= 16  # half of the shoe's 32 eights
    at_least = 16 + limit.excess_needed
    ways = sum(comb(32, k) * comb(384, 208 - k) for k in range(at_least, 33))
    assert limit.chance_at_half_shoe == Fraction(ways, comb(416, 208)) > 0
    assert limit.all_gone_edge < 0


def test_pairs_do_not_move_with_one_card():
    """Taking out one card leaves the chance of a pair exactly as it was: the second card matches the
    first with the same chance whatever single card is gone."""
    limit = effect_of_removal(8).counting_limit("player_pair")
    assert limit.change_per_card == 0 and limit.excess_needed is None
