"""The side bets tables offer beside the usual five: settled by the coup code, counted exactly by the
odds code, checked against brute force and against the published figures."""

from collections import Counter
from decimal import Decimal
from fractions import Fraction
from functools import cache
from itertools import permutations, product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import (
    PAYTABLE,
    RANKS,
    SUITS,
    BetOdds,
    ErrorCode,
    Shoe,
    SuitsUnknown,
    UnavailableOdds,
    exact_odds,
    odds_report,
    play_coup,
    standard_odds,
    whatever_the_hand_size,
)
from tests.engine.brute_force import deals_by_outcome

RANK_OF_VALUE = {0: "K", 1: "A"} | {value: str(value) for value in range(2, 10)}

# (bet, cards in shoe order, result, net payout per unit staked)
SETTLEMENTS = [
    ("super_6", ["2", "3", "K", "3", "2"], "win", 12),  # banker two-card 6 beats 4
    ("super_6", ["K", "A", "4", "2", "A", "3"], "win", 12),  # three-card 6 beats 5
    ("super_6", ["6", "3", "K", "3"], "lose", -1),  # 6-6 tie
    ("big_tiger", ["K", "A", "4", "2", "A", "3"], "win", 50),
    ("big_tiger", ["2", "3", "K", "3", "2"], "lose", -1),
    ("small_tiger", ["2", "3", "K", "3", "2"], "win", 22),
    ("small_tiger", ["K", "A", "4", "2", "A", "3"], "lose", -1),
    ("dragon_bonus_player", ["5", "3", "3", "K"], "win", 1),  # natural 8 beats 3
    ("dragon_bonus_player", ["5", "4", "3", "4"], "push", 0),  # natural tie 8-8
    ("dragon_bonus_player", ["6", "6", "K", "K"], "lose", -1),  # a tie without a natural loses
    ("dragon_bonus_player", ["K", "K", "K", "K", "9", "K"], "win", 30),  # 9 against 0, both drew
    ("dragon_bonus_player", ["7", "K", "K", "K", "3"], "win", 1),  # 7 stands, banker 0 draws 3: by 4
    ("dragon_bonus_player", ["7", "K", "K", "K", "K"], "win", 6),  # 7 against 0: by 7
    ("dragon_bonus_player", ["7", "K", "K", "K", "4"], "lose", -1),  # 7 against 4: by 3
    ("dragon_bonus_banker", ["3", "9", "K", "K"], "win", 1),  # banker natural 9
    ("dragon_bonus_banker", ["K", "A", "K", "2", "K", "6"], "win", 30),  # banker 3 draws 6: 9 against 0
    ("big", ["2", "3", "K", "3", "2"], "win", Fraction(54, 100)),  # five cards
    ("big", ["5", "3", "3", "K"], "lose", -1),
    ("small", ["5", "3", "3", "K"], "win", Fraction(3, 2)),  # four cards
    ("small", ["6", "6", "K", "K"], "win", Fraction(3, 2)),  # both stand
    ("small", ["K", "A", "4", "2", "A", "3"], "lose", -1),
    ("either_pair", ["K", "2", "K", "3", "5", "5"], "win", 5),
    ("either_pair", ["9", "4", "K", "4"], "win", 5),
    ("either_pair", ["K", "2", "10", "3", "5", "5"], "lose", -1),
    ("ez_banker", ["A", "K", "2", "2", "2", "5"], "push", 0),  # banker three-card 7
    ("ez_banker", ["6", "3", "K", "4"], "win", 1),  # two-card 7
    ("ez_banker", ["6", "6", "K", "K"], "push", 0),
    ("ez_banker", ["9", "3", "K", "4"], "lose", -1),
]


@pytest.mark.parametrize(("bet", "cards", "result", "payout"), SETTLEMENTS)
def test_settlement(bet, cards, result, payout):
    coup = play_coup(cards)
    settlement = PAYTABLE[bet].settle(coup)
    assert (settlement.result, settlement.payout) == (result, payout), coup.outcome


def test_dragon_bonus_margin_lines():
    # player 7 stands; the banker's 0 draws: 7 beats 0+k by 7 - k
    for third, margin, pays in ((0, 7, 6), (1, 6, 4), (2, 5, 2), (3, 4, 1)):
        coup = play_coup(["7", "K", "K", "K", RANK_OF_VALUE[third]])
        assert coup.outcome.margin == margin and not coup.outcome.natural
        assert PAYTABLE["dragon_bonus_player"].settle(coup).payout == pays


def test_perfect_pair_needs_suits():
    cards = ["K", "2", "K", "3", "5", "5"]
    bet = PAYTABLE["perfect_pair"]
    assert bet.settle(play_coup(cards, suits=["spades", "hearts", "spades", "clubs", "hearts", "hearts"])).payout == 25
    assert (
        bet.settle(play_coup(cards, suits=["spades", "hearts", "hearts", "clubs", "hearts", "hearts"])).result == "lose"
    )
    with pytest.raises(SuitsUnknown):
        bet.settle(play_coup(cards))
    # without a pair there is nothing to know
    assert bet.settle(play_coup(["K", "2", "Q", "3", "5", "5"])).result == "lose"


def test_new_payouts_are_a_new_table():
    lucky = PAYTABLE["lucky_6"].with_payouts([12, 23])
    assert lucky.payout_text == "12:1 / 23:1"
    ez = PAYTABLE["ez_banker"].with_payouts([Decimal("0.95")])
    assert ez.lines[0].pushes and ez.lines[1].payout == Fraction(19, 20)
    with pytest.raises(ValueError):
        PAYTABLE["super_6"].with_payouts([12, 15])
    # Lucky 6 at 12/23: 11.70% (wizardofodds.com/games/baccarat/side-bets/lucky-6/)
    edge = exact_odds(Shoe.decks(8), {"lucky_6": lucky}).bets["lucky_6"].house_edge
    assert f"{float(edge) * 100:.2f}" == "11.70"


SUITED_SHOES = {
    "pairs and suits": [
        ("K", "spades"),
        ("K", "spades"),
        ("K", "hearts"),
        ("5", "clubs"),
        ("5", "clubs"),
        ("6", "hearts"),
        ("A", "spades"),
        ("2", "diamonds"),
    ],
    "wide margins": [
        ("9", "spades"),
        ("9", "spades"),
        ("K", "hearts"),
        ("10", "hearts"),
        ("3", "clubs"),
        ("3", "diamonds"),
        ("7", "spades"),
        ("A", "clubs"),
    ],
}


@pytest.mark.slow
@pytest.mark.parametrize("name", SUITED_SHOES)
def test_every_bet_matches_every_deal_of_a_small_suited_shoe(name):
    """Deal every ordering of the physical cards, suits and all, and settle each coup through the coup code."""
    cards = SUITED_SHOES[name]
    shoe = Shoe.of_cards(cards)
    deals, results, winnings = 0, Counter(), Counter()
    for deal in permutations(cards, 6):
        coup = play_coup([rank for rank, _suit in deal], shoe, [suit for _rank, suit in deal])
        deals += 1
        for key, bet in PAYTABLE.items():
            settlement = bet.settle(coup)
            results[key, settlement.result] += 1
            winnings[key] += settlement.payout
    result = exact_odds(shoe)
    assert result.total == deals
    for key, bet_odds in result.bets.items():
        assert bet_odds.win == Fraction(results[key, "win"], deals), key
        assert bet_odds.push == Fraction(results[key, "push"], deals), key
        assert bet_odds.house_edge == -Fraction(winnings[key], deals), key
    assert result.bets["perfect_pair"].win > 0


def depleted(decks, cards):
    return Shoe.decks(decks).remove(cards)


SHOES = {
    "1 deck": Shoe.decks(1),
    "2 decks": Shoe.decks(2),
    "8 decks": Shoe.decks(8),
    "8 decks less 5, 5, 9, K, K, 2": depleted(8, ["5", "5", "9", "K", "K", "2"]),
    "1 deck less every 9 and two 8s": depleted(1, ["9"] * 4 + ["8"] * 2),
}
PAIR_BETS = [key for key, bet in PAYTABLE.items() if bet.on_pair]


def settle_by_outcome(shoe):
    """Every bet on the result, settled through the coup code once per way a coup can end (a coup the
    brute force dealt), weighed by the brute force's count of deals that end that way."""
    deals, representatives = deals_by_outcome(shoe)
    totals = Counter()
    for outcome, count in deals.items():
        coup = play_coup([RANK_OF_VALUE[value] for value in representatives[outcome]])
        assert (coup.player.total, len(coup.player.cards), coup.banker.total, len(coup.banker.cards)) == outcome
        for key, bet in PAYTABLE.items():
            if not bet.on_pair:
                settlement = bet.settle(coup)
                totals[key, settlement.result] += count
                totals[key, "winnings"] += count * settlement.payout
    return totals, sum(deals.values())


@cache
def settle_pair_bets(first_four):
    """The pair bets a rank-only coup can settle, settled through the coup code (the same for every shoe)."""
    coup = play_coup([*first_four, "K", "K"])
    return {key: PAYTABLE[key].settle(coup) for key in PAIR_BETS if key != "perfect_pair"}


def settle_pairs_by_first_four(shoe):
    """The pair bets, settled through the coup code for every ordered choice of the first four ranks."""
    counts = shoe.counts
    totals = Counter()
    last_two = (shoe.size - 4) * (shoe.size - 5)
    for first_four in product(RANKS, repeat=4):
        left, ways = Counter(counts), 1
        for rank in first_four:
            ways *= left[rank]
            left[rank] -= 1
        if not ways:
            continue
        for key, settlement in settle_pair_bets(first_four).items():
            totals[key, settlement.result] += ways * last_two
            totals[key, "winnings"] += ways * last_two * settlement.payout
    return totals


@pytest.mark.slow
@pytest.mark.parametrize("name", SHOES)
def test_every_bet_matches_the_brute_force(name):
    shoe = SHOES[name]
    result = exact_odds(shoe)
    totals, deals = settle_by_outcome(shoe)
    totals.update(settle_pairs_by_first_four(shoe))
    assert result.total == deals
    for key, bet_odds in result.bets.items():
        if key == "perfect_pair":
            continue
        assert bet_odds.win == Fraction(totals[key, "win"], deals), key
        assert bet_odds.push == Fraction(totals[key, "push"], deals), key
        assert bet_odds.house_edge == -Fraction(totals[key, "winnings"], deals), key


@pytest.mark.parametrize("decks", [1, 2, 8])
def test_suited_pairs_of_a_full_shoe(decks):
    """Every card (rank and suit) is held d times: d(d−1) ordered suited pairs of each of the 52 cards for
    one hand; after a suited pair of one card the other hand has (d−2)(d−3) of that card and d(d−1) of the
    other 51. Either hand: one hand plus the other, less both."""
    size = 52 * decks
    one_hand = Fraction(52 * decks * (decks - 1), size * (size - 1))
    both = Fraction(52 * decks * (decks - 1) * (51 * decks * (decks - 1) + (decks - 2) * (decks - 3)), falling(size, 4))
    assert standard_odds(decks).bets["perfect_pair"].win == 2 * one_hand - both


def falling(n, k):
    return n * falling(n - 1, k - 1) if k else 1


def test_suits_unknown_after_cards_come_out_by_rank():
    result = exact_odds(SHOES["8 decks less 5, 5, 9, K, K, 2"])
    perfect = result.bets["perfect_pair"]
    assert perfect == UnavailableOdds(PAYTABLE["perfect_pair"], ErrorCode.SUITS_UNKNOWN)
    assert result.house_edge("perfect_pair") is None
    with pytest.raises(SuitsUnknown):
        result.settled("perfect_pair")
    assert isinstance(result.bets["either_pair"], BetOdds)
    report = odds_report(result, decks=8)["bets"]["perfect_pair"]
    assert report["house_edge"] is None and report["unavailable"] == "suits_unknown"
    # one card out with its suit known: exact again
    assert isinstance(exact_odds(Shoe.decks(8).without_card("K", "spades")).bets["perfect_pair"], BetOdds)


@pytest.mark.parametrize("gone", [["9"] * 4 + ["8"] * 2, ["K", "5", "5", "A"]])
def test_a_one_deck_shoe_never_deals_a_suited_pair(gone):
    """Taken out by rank alone, cards leave a one-deck shoe's suits unknown, yet it holds no card twice:
    the pair bets come out as they do for the same shoe with its suits known, whichever suits went."""
    by_rank = exact_odds(Shoe.decks(1).remove(gone))
    perfect = by_rank.settled("perfect_pair")
    assert (perfect.win, perfect.house_edge) == (0, 1)
    cards = [(rank, suit) for rank in RANKS for suit in SUITS]
    for rank in gone:
        cards.remove(next(card for card in cards if card[0] == rank))
    by_card = exact_odds(Shoe.of_cards(cards))
    for key in PAIR_BETS:
        assert by_rank.bets[key] == by_card.bets[key], key


# Published figures, eight decks.
# Dragon Bonus: https://wizardofodds.com/games/baccarat/side-bets/ (combinations and 2.65% / 9.37%)
# EZ Baccarat banker 1.02%: Wizard of Odds' EZ Baccarat page, as served at http://user-casino.com/games/ez-baccarat/
#   ("Written by Michael Shackleford"), and 1.0183% in Eliot Jacobson's
#   https://www.888casino.com/blog/card-counting-the-super-six-baccarat-side-bet/
# Super 6 at 12 to 1, 29.98%: https://www.leovegas.com/en-row/blog/live-casino/baccarat-academy/side-bets-guide/super-6-side-bet
#   and a banker win on 6 of 0.053864: https://wizardofodds.com/games/baccarat/side-bets/winning-side-and-total/
# Small and Big Tiger from the Lucky 6 combinations: https://wizardofodds.com/games/baccarat/side-bets/lucky-6/
# Big Tiger 15.253%: https://advancedadvantageplay.com/2024/07/card-counting-the-big-tiger-baccarat-side-bet
# Big 4.35%: https://vegasfreedom.com/baccarat/what-is-big-and-small-in-baccarat/ ; Small at 1.5 to 1, 5.3%:
#   http://www.aresponsiblegambler.com/baccarat-side-bets.html
# Perfect Pair (either hand, 25 to 1) 0.033450 and 13.03%: Wizard of Odds' "Perfect Pairs (Version 1)",
#   as served at https://internetradiomercedes.com/games/baccarat/side-bets/perfect-pairs-ver1
# Either Pair at 5 to 1, 13.71%: https://wordstreetjournal.com/top-ten-baccarat-side-games-detailed-odds-and-payouts/
@pytest.mark.parametrize(
    ("bet", "edge_percent", "places"),
    [
        ("dragon_bonus_player", "2.65", 2),
        ("dragon_bonus_banker", "9.37", 2),
        ("ez_banker", "1.0183", 4),
        ("super_6", "29.98", 2),
        ("big_tiger", "15.253", 3),
        ("big", "4.35", 2),
        ("small", "5.3", 1),
        ("perfect_pair", "13.03", 2),
        ("either_pair", "13.71", 2),
    ],
)
def test_eight_deck_edges_round_to_the_published_figures(bet, edge_percent, places):
    assert f"{float(standard_odds(8).bets[bet].house_edge * 100):.{places}f}" == edge_percent


def test_eight_deck_combinations_match_the_published_counts():
    result = standard_odds(8)
    by_outcome = result.by_outcome
    natural_player_wins = sum(n for o, n in by_outcome.items() if o.natural and o.winner == "player")
    natural_ties = sum(n for o, n in by_outcome.items() if o.natural and o.winner == "tie")
    player_by_nine = sum(n for o, n in by_outcome.items() if not o.natural and o.winner == "player" and o.margin == 9)
    assert (natural_player_wins, natural_ties, player_by_nine) == (
        812_685_054_124_032,
        89_325_908_267_520,
        18_409_431_764_992,
    )
    two_card_six = result.bets["small_tiger"].win * result.total
    three_card_six = result.bets["big_tiger"].win * result.total
    assert (two_card_six, three_card_six) == (186_173_936_904_192, 83_058_367_551_488)
    assert result.bets["ez_banker"].push * result.total == 112_633_011_329_024 + result.outcomes["tie"]
    # Wizard of Odds counts the first four cards without order of the hands' two cards: the same ratio
    assert result.bets["perfect_pair"].win == Fraction(246_848_784, 7_379_583_120)
    assert f"{float(standard_odds(8).bets['super_6'].win):.6f}" == "0.053864"


def test_a_bet_that_pushes_only_on_some_ties_has_an_edge_per_settled_hand():
    bonus = standard_odds(8).bets["dragon_bonus_player"]
    assert 0 < bonus.push < standard_odds(8).probability("tie")  # natural ties only
    assert bonus.house_edge_resolved == bonus.house_edge / (1 - bonus.push)


def test_a_new_payout_is_the_net_win():
    banker = PAYTABLE["banker"].with_payouts([Decimal("0.95")])
    assert [line.payout for line in banker.lines] == [line.payout for line in PAYTABLE["banker"].lines]
    assert banker.lines[0].commission == 0 and banker.payout_text == "0.95:1"


def test_only_lines_that_differ_in_hand_size_alone_combine():
    """Lucky 6's lines (a banker 6 on two cards, on three) combine into "the banker wins with 6"; no other
    bet's paying lines combine, not even Super 6's single line or the two Tiger bets' lines."""
    combined = {
        key: whatever_the_hand_size([line for line in bet.lines if not line.pushes]) for key, bet in PAYTABLE.items()
    }
    assert {key for key, line in combined.items() if line} == {"lucky_6"}
    assert (combined["lucky_6"].winner, combined["lucky_6"].banker_total) == ("banker", 6)
    assert combined["lucky_6"].banker_cards is None


@given(st.lists(st.sampled_from(RANKS), min_size=6, max_size=6))
def test_a_combined_line_applies_exactly_when_one_of_its_lines_does(cards):
    outcome = play_coup(cards).outcome
    lines = PAYTABLE["lucky_6"].lines
    assert whatever_the_hand_size(lines).applies(outcome) == any(line.applies(outcome) for line in lines)
