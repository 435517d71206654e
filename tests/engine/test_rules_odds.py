"""Exact odds, cross-checked against plain enumerations written here, and the published 8-deck figures."""

import json
import random
from collections import Counter
from fractions import Fraction
from itertools import permutations, product

import pytest

from baccarat import (
    PAYTABLE,
    RANKS,
    Bet,
    Pays,
    Shoe,
    ShoeError,
    exact_odds,
    odds_report,
    play_coup,
    standard_odds,
)
from baccarat.odds import _play_totals
from tests.engine.brute_force import brute_force


def as_tuples(by_outcome):
    return {(o.player_total, o.player_cards, o.banker_total, o.banker_cards): n for o, n in by_outcome.items()}


def depleted_eight_decks():
    cards = [rank for rank in RANKS for _ in range(32)]
    return Shoe.decks(8).remove(random.Random(2024).sample(cards, 20))


SHOES = {
    "1 deck": Shoe.decks(1),
    "2 decks": Shoe.decks(2),
    "8 decks": Shoe.decks(8),
    "8 decks less 20 cards": depleted_eight_decks(),
    "lopsided": Shoe.of({"A": 1, "3": 2, "6": 9, "7": 1, "8": 5, "9": 3, "K": 11}),
}


RANK_OF_VALUE = {0: "K", 1: "A"} | {value: str(value) for value in range(2, 10)}


def test_play_totals_is_play_coup():
    """The odds count's copy of the drawing order (``_play_totals``) finishes every coup as ``play_coup`` does."""
    for player, banker, fifth, sixth in product(range(10), repeat=4):
        cards = [RANK_OF_VALUE[value] for value in (player, banker, 0, 0, fifth, sixth)]
        assert _play_totals(player, banker, fifth, sixth) == play_coup(cards).outcome, cards


@pytest.mark.slow
@pytest.mark.parametrize("name", SHOES)
def test_outcome_counts_match_brute_force(name):
    shoe = SHOES[name]
    result = exact_odds(shoe)
    assert as_tuples(result.by_outcome) == brute_force(shoe)
    assert sum(result.outcomes.values()) == result.total == sum(result.by_outcome.values())


RANK_BETS = {key: bet for key, bet in PAYTABLE.items() if not bet.lines[0].suited}
"""Every bet that cards known by rank alone can settle (tests/engine/test_side_bets.py deals suits)."""


@pytest.mark.slow
def test_every_bet_matches_every_deal_of_a_small_shoe():
    """Deal every ordering of distinct physical cards and settle each coup with the paytable."""
    cards = ["K", "K", "10", "5", "5", "6", "A", "2"]  # every bet wins on some deal
    shoe = Shoe.of(Counter(cards))
    wins, pushes, winnings, deals = Counter(), Counter(), Counter(), 0
    for deal in permutations(cards, 6):
        coup = play_coup(deal, shoe)
        deals += 1
        for key, bet in RANK_BETS.items():
            settlement = bet.settle(coup)
            wins[key] += settlement.result == "win"
            pushes[key] += settlement.result == "push"
            winnings[key] += settlement.payout
    result = exact_odds(shoe, RANK_BETS)
    assert result.total == deals
    for key, bet_odds in result.bets.items():
        assert bet_odds.win == Fraction(wins[key], deals), key
        assert bet_odds.push == Fraction(pushes[key], deals), key
        assert bet_odds.house_edge == -Fraction(winnings[key], deals), key
        assert bet_odds.win > 0, key


def test_eight_deck_counts():
    result = standard_odds(8)
    assert result.total == 416 * 415 * 414 * 413 * 412 * 411 == 4_998_398_275_503_360
    assert result.outcomes == {
        "banker": 2_292_252_566_437_888,
        "player": 2_230_518_282_592_256,
        "tie": 475_627_426_473_216,
    }


@pytest.mark.parametrize(
    ("bet", "edge_percent"),
    [
        ("banker", "1.06"),
        ("player", "1.24"),
        ("tie_8", "14.36"),
        ("tie_9", "4.84"),
        ("no_commission_banker", "1.46"),
        ("player_pair", "10.36"),
        ("banker_pair", "10.36"),
        ("dragon_7", "7.61"),
        ("panda_8", "10.19"),
    ],
)
def test_eight_deck_edges_round_to_the_published_figures(bet, edge_percent):
    assert f"{float(standard_odds(8).bets[bet].house_edge * 100):.2f}" == edge_percent


def test_eight_deck_probabilities_round_to_the_published_figures():
    result = standard_odds(8)
    rounded = {outcome: f"{float(result.probability(outcome) * 100):.2f}" for outcome in result.outcomes}
    assert rounded == {"banker": "45.86", "player": "44.62", "tie": "9.52"}


@pytest.mark.parametrize("decks", range(1, 9))
def test_every_standard_shoe(decks):
    result = standard_odds(decks)
    assert result is standard_odds(decks)
    assert result.total == sum(result.outcomes.values())
    for key, bet in result.bets.items():
        assert bet.win + bet.push + bet.lose == 1, key
        assert all(isinstance(chance, Fraction) for chance in (bet.win, bet.push, bet.lose, bet.house_edge))
        assert bet.house_edge > 0, key
    for key in ("banker", "player", "no_commission_banker"):
        bet = result.bets[key]
        assert bet.push == result.probability("tie")
        assert bet.house_edge_resolved == bet.house_edge / (1 - bet.push)
    assert result.bets["tie_8"].house_edge_resolved is None


def test_banker_edge_per_hand_and_per_resolved_hand():
    banker = standard_odds(8).bets["banker"]
    outcomes = standard_odds(8).outcomes
    expected = Fraction(outcomes["player"] - Fraction(19, 20) * outcomes["banker"], sum(outcomes.values()))
    assert banker.house_edge == expected
    assert f"{float(banker.house_edge_resolved) * 100:.2f}" == "1.17"


def test_pairs_are_counted_by_rank():
    result = exact_odds(Shoe.of({"K": 2, "10": 2, "5": 2}))
    # player's first two cards: 6·5 ordered ways, of which 3 ranks × 2·1 are pairs
    assert Fraction(result.pairs, result.total) == Fraction(6, 30)
    assert result.bets["player_pair"].win == result.bets["banker_pair"].win == Fraction(1, 5)


def test_a_new_variant_is_a_new_table():
    super_6 = Bet("super_6", (Pays((12, 1), winner="banker", banker_total=6),))
    result = exact_odds(Shoe.decks(8), {"super_6": super_6})
    lucky_6 = standard_odds(8).bets["lucky_6"]
    assert result.bets["super_6"].win == lucky_6.win
    assert result.bets["super_6"].house_edge == 1 - 13 * lucky_6.win


def test_shoe_too_small():
    with pytest.raises(ShoeError) as raised:
        exact_odds(Shoe.of({"K": 3, "9": 2}))
    assert raised.value.code == "shoe_too_small"


def test_a_shoe_that_can_only_tie():
    only_tens = exact_odds(Shoe.of({"10": 4, "J": 4, "Q": 4, "K": 4}))
    assert only_tens.outcomes == {"banker": 0, "player": 0, "tie": only_tens.total}
    banker = only_tens.bets["banker"]
    assert (banker.push, banker.house_edge, banker.house_edge_resolved) == (1, 0, None)
    assert only_tens.bets["tie_8"].house_edge == -8
    json.dumps(odds_report(only_tens))


def test_depleted_shoe_barely_moves_the_edges():
    full, depleted = standard_odds(8).bets["banker"], exact_odds(SHOES["8 decks less 20 cards"]).bets["banker"]
    assert full.house_edge != depleted.house_edge
    assert abs(full.house_edge - depleted.house_edge) < Fraction(1, 1000)


def test_report_is_json():
    report = odds_report(standard_odds(8))
    assert json.loads(json.dumps(report)) == report
    assert (report["decks"], report["cards"], report["removed"]) == (8, 416, {})
    assert report["total"] == 4_998_398_275_503_360
    assert report["outcomes"]["banker"] == 2_292_252_566_437_888
    assert list(report["bets"]) == list(PAYTABLE)
    banker = report["bets"]["banker"]
    assert round(banker["house_edge"], 4) == 0.0106
    assert set(banker) == {"payout", "win", "push", "lose", "house_edge", "house_edge_resolved", "unavailable"}
    assert banker["unavailable"] is None
    assert report["bets"]["lucky_6"]["house_edge_resolved"] is None
    assert odds_report(Shoe.decks(6)) == odds_report(standard_odds(6)) == odds_report(Shoe.decks(6), decks=6)


def test_report_for_a_depleted_shoe():
    shoe = Shoe.decks(8).remove(["5", "5", "9", "K"])
    report = odds_report(shoe, decks=8)
    assert (report["decks"], report["cards"], report["removed"]) == (8, 412, {"5": 2, "9": 1, "K": 1})
    assert odds_report(shoe)["decks"] is None
    with pytest.raises(ShoeError):
        odds_report(shoe, decks=1)
