"""The squeeze: chances card by card, checked against a plain enumeration written separately
(tests/engine/squeeze_brute_force.py), by properties over random shoes, and against the published
8-deck table."""

import random
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat import RANKS, BetOdds, RulesError, Shoe, ShoeError, Winner, exact_odds, play_coup
from baccarat.squeeze import (
    Place,
    next_cards,
    squeeze,
    squeeze_tables,
    totals_squeeze,
)
from tests.engine.printed_rules import VALUE
from tests.engine.squeeze_brute_force import squeeze_by_enumeration

SMALL_SHOE = {"A": 2, "3": 2, "5": 2, "6": 3, "8": 2, "9": 2, "K": 4}
"""17 cards of seven ranks: small enough to enumerate every partial deal, with pairs, naturals and draws."""


def as_results(winners):
    return {str(winner): chance for winner, chance in winners.items()}


def depleted_eight_decks(seed, removed=30):
    cards = [rank for rank in RANKS for _ in range(32)]
    return Shoe.decks(8).remove(random.Random(seed).sample(cards, removed))


def check_against_enumeration(counts, seen, shoe):
    chances, pairs, _outcomes = squeeze_by_enumeration(counts, seen)
    result = squeeze(seen, shoe)
    assert as_results(result.chances.winners) == chances, seen
    for key, hand in (("player_pair", "player"), ("banker_pair", "banker"), ("either_pair", "either")):
        assert result.chances.bets[key].win == pairs[hand], (seen, key)


SAMPLED = {4: 0.1, 5: 0.02}


@pytest.mark.parametrize("length", [1, 2, 3, 4, 5])
def test_every_partial_deal_from_a_small_shoe(length):
    shoe = Shoe.of(SMALL_SHOE)
    ranks = list(SMALL_SHOE)
    checked = 0
    for seen in product(ranks, repeat=length):
        if length >= 4 and random.Random(",".join(seen)).random() > SAMPLED[length]:
            continue  # the longer deals are many: a sample of them, every kind still met
        held = all(seen.count(rank) <= SMALL_SHOE[rank] for rank in set(seen))
        if not held or (length == 5 and squeeze(seen[:4], shoe).next_place is None):
            continue
        check_against_enumeration(SMALL_SHOE, list(seen), shoe)
        checked += 1
    assert checked > 5


def test_no_card_seen_from_a_small_shoe():
    check_against_enumeration(SMALL_SHOE, [], Shoe.of(SMALL_SHOE))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_depleted_eight_deck_shoes(seed):
    shoe = depleted_eight_decks(seed)
    deal = random.Random(seed)
    counts = shoe.counts
    for length in (2, 3, 4, 5):
        cards = [rank for rank in RANKS for _ in range(counts[rank])]
        seen = deal.sample(cards, length)
        if length == 5 and squeeze(seen[:4], shoe).next_place is None:
            continue
        check_against_enumeration(counts, seen, shoe)


def test_every_bet_matches_the_full_odds_with_no_card_seen():
    for shoe in (Shoe.decks(8), Shoe.decks(1), depleted_eight_decks(7)):
        odds = exact_odds(shoe)
        result = squeeze([], shoe)
        assert result.chances.bets == odds.bets
        assert result.chances.winners == {winner: odds.probability(winner) for winner in result.chances.winners}


def test_side_bets_on_the_result_match_the_enumeration():
    """Lucky 6 and Dragon 7 read the finished hands: counted from the enumeration's outcomes."""
    shoe = depleted_eight_decks(11)
    for seen in (["6"], ["3", "K"], ["2", "4", "K"], ["3", "K", "2", "5"]):
        _chances, _pairs, outcomes = squeeze_by_enumeration(shoe.counts, seen)
        dragon = sum(p for (pt, _pc, bt, bc), p in outcomes.items() if bt == 7 and bc == 3 and bt > pt)
        lucky = sum(p for (pt, _pc, bt, _bc), p in outcomes.items() if bt == 6 and bt > pt)
        bets = squeeze(seen, shoe).chances.bets
        assert bets["dragon_7"].win == dragon
        assert bets["lucky_6"].win == lucky


small_decks = st.integers(min_value=1, max_value=8)


@st.composite
def shoes_and_cards(draw):
    decks = draw(small_decks)
    shoe = Shoe.decks(decks)
    cards = [rank for rank in RANKS for _ in range(shoe.counts[rank])]
    order = draw(st.permutations(cards).map(lambda shuffled: shuffled[:40]))
    removed = draw(st.integers(min_value=0, max_value=30))
    seen = draw(st.integers(min_value=0, max_value=6))
    return shoe.remove(order[:removed]) if removed else shoe, order[removed : removed + seen]


@settings(max_examples=40, deadline=None)
@given(shoes_and_cards())
def test_chances_are_fractions_that_sum_to_one(case):
    shoe, cards = case
    result = squeeze(cards, shoe)
    assert sum(result.chances.winners.values()) == 1
    assert all(isinstance(chance, Fraction) and 0 <= chance <= 1 for chance in result.chances.winners.values())
    for key in result.chances.open_bets:
        bet = result.chances.bets[key]
        assert bet.win + bet.push + bet.lose == 1
    assert len(result.cards) + len(result.unused) == len(cards)
    if result.next_place is None:
        assert result.chances.winner == play_coup(result.cards, shoe).outcome.winner


@settings(max_examples=20, deadline=None)
@given(shoes_and_cards())
def test_the_next_card_averages_to_the_chances_now(case):
    """Before a card is turned, the chances are the average of the chances after it, weighed by how
    likely each rank is: turning a card only tells what was already there."""
    shoe, cards = case
    now = squeeze(cards, shoe)
    if now.next_place is None:
        with pytest.raises(RulesError):
            next_cards(cards, shoe)
        return
    following = next_cards(cards, shoe)
    assert sum(card.chance for card in following.cards) == 1
    for winner in now.chances.winners:
        assert sum(card.chance * card.after.winners[winner] for card in following.cards) == now.chances.winners[winner]
    for key in now.chances.open_bets:
        after = [(card.chance, card.after.bets[key]) for card in following.cards]
        if all(isinstance(odds, BetOdds) for _chance, odds in after):
            assert sum(chance * odds.win for chance, odds in after) == now.chances.bets[key].win


def test_places_follow_the_dealing_order():
    assert squeeze(["3", "K", "2"]).next_place == Place.BANKER_SECOND
    assert squeeze(["3", "K", "2", "5"]).next_place == Place.PLAYER_THIRD  # player 5 draws
    assert squeeze(["3", "K", "2", "5", "4"]).next_place == Place.BANKER_THIRD  # banker 5 draws on a 4
    assert squeeze(["3", "K", "2", "5", "8"]).next_place is None  # ... and stands on an 8
    assert squeeze(["K", "2", "7", "3"]).next_place == Place.BANKER_THIRD  # player stands on 7, banker 5 draws
    assert squeeze(["9", "9", "9", "9"]).next_place is None  # naturals


def test_outs_are_the_next_cards_that_finish_the_coup():
    """Player 6 stands, banker 5 draws: the banker's third card finishes the coup, whatever it is."""
    following = next_cards(["3", "K", "3", "5"])
    assert following.place == Place.BANKER_THIRD
    assert following.still_open == ()
    assert following.outs[Winner.BANKER] == ("2", "3", "4")  # 5 + 2, 3, 4: 7, 8, 9 beat 6
    assert following.outs[Winner.TIE] == ("A",)  # 5 + 1 = 6
    assert following.outs[Winner.PLAYER] == ("5", "6", "7", "8", "9", "10", "J", "Q", "K")
    assert following.chance_of(Winner.TIE) == Fraction(32, 416 - 4)


def test_unused_cards_are_reported():
    result = squeeze(["9", "9", "9", "9", "A", "2"])
    assert result.cards == ("9", "9", "9", "9") and result.unused == ("A", "2")
    assert result.chances.winner == Winner.TIE


def test_bad_input():
    with pytest.raises(RulesError) as error:
        squeeze(["A"] * 7)
    assert error.value.code == "too_many_cards"
    with pytest.raises(ShoeError) as error:
        squeeze(["A", "A"], Shoe.of({"A": 1, "K": 20}))
    assert error.value.code == "not_in_shoe"
    with pytest.raises(RulesError) as error:
        squeeze(["Z"])
    assert error.value.code == "unknown_card"
    with pytest.raises(RulesError) as error:
        totals_squeeze(Shoe.decks(8), 10)
    assert error.value.code == "bad_total"
    with pytest.raises(RulesError) as error:
        totals_squeeze(Shoe.of({"K": 20}), 5)
    assert error.value.code == "impossible_totals"


def test_totals_convention_is_the_cards_averaged():
    """Given only the player's two-card total, the chances are those after each pair of player cards
    with that total, weighed by how likely the pair is."""
    shoe = Shoe.decks(1)
    for total in (0, 5, 9):
        pairs = [(a, b) for a in RANKS for b in RANKS if (VALUE[a] + VALUE[b]) % 10 == total]
        weights = {(a, b): Fraction(shoe.counts[a] * (shoe.counts[b] - (a == b)), 52 * 51) for a, b in pairs}
        mass = sum(weights.values())
        expected = dict.fromkeys(Winner, Fraction(0))
        for (a, b), weight in weights.items():
            # the player's cards are the first and third; the banker's first card comes between
            for banker_first in RANKS:
                left = shoe.remove([a, b])
                if not left.counts[banker_first]:
                    continue
                chance = Fraction(left.counts[banker_first], left.size)
                after = squeeze([a, banker_first, b], shoe).chances.winners
                for winner in expected:
                    expected[winner] += weight / mass * chance * after[winner]
        assert totals_squeeze(shoe, total).winners == expected
        assert squeeze_tables(shoe).player_total[total] == expected


def test_tables_agree_with_the_totals_convention_card_by_card():
    shoe = depleted_eight_decks(5)
    tables = squeeze_tables(shoe)
    for cell in [*tables.both_totals.values(), *tables.player_total_banker_first.values()]:
        assert cell is None or sum(cell.values()) == 1
    chances = totals_squeeze(shoe, 4)
    assert sum(chance for _rank, chance, _after in chances.next) == 1
    for winner in Winner:
        averaged = sum(chance * after[winner] for _rank, chance, after in chances.next)
        assert averaged == chances.winners[winner]
    assert tables.player_total[4] == chances.winners
    for first in range(10):
        assert (
            tables.player_total_banker_first[4, first]
            == totals_squeeze(shoe, 4, banker_first={0: "K", 1: "A"}.get(first, str(first))).winners
        )
    assert tables.both_totals[4, 5] == totals_squeeze(shoe, 4, banker_total=5).winners


# Wizard of Odds, "Baccarat Appendix 3" (wizardofodds.com/games/baccarat/appendix/3/, last update
# Feb 10, 2009): the probability of each final outcome at mid-game stages, 8 decks. Table "Probabilities
# after Two Player Cards" (player win, banker win, tie by the player's two-card total); "Probability of
# Player Win after Three Cards" (banker card 0, player total 0); "Probability of Banker Win" after four
# cards (banker total 0, player total 0; banker total 1, player total 0).
WIZARD_AFTER_TWO = {
    0: (0.278792, 0.654627, 0.066581),
    1: (0.282833, 0.647252, 0.069915),
    5: (0.358488, 0.537849, 0.103663),
    6: (0.430362, 0.427801, 0.141838),
    8: (0.810911, 0.094938, 0.094151),
    9: (0.905475, 0.0, 0.094525),
}


def test_eight_decks_match_wizard_of_odds_appendix_3():
    tables = squeeze_tables(Shoe.decks(8))
    for total, published in WIZARD_AFTER_TWO.items():
        row = tables.player_total[total]
        computed = (row[Winner.PLAYER], row[Winner.BANKER], row[Winner.TIE])
        assert [round(float(chance), 6) for chance in computed] == list(published), total
    assert round(float(tables.player_total_banker_first[0, 0][Winner.PLAYER]), 6) == 0.306893
    assert round(float(tables.both_totals[0, 0][Winner.BANKER]), 6) == 0.427793
    assert round(float(tables.both_totals[0, 1][Winner.BANKER]), 6) == 0.495459
