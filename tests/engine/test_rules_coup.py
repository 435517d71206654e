"""Playing coups, settling bets, and typed errors for bad input."""

import dataclasses
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat import (
    PAYTABLE,
    RANKS,
    REASONS,
    STEPS,
    CardError,
    HandName,
    NotEnoughCards,
    RulesError,
    Shoe,
    ShoeError,
    deal_coups,
    play_coup,
)
from tests.engine.printed_rules import VALUE, printed_banker_draws, total


def test_natural_stops_the_coup():
    coup = play_coup(["5", "K", "3", "2", "9", "4"])
    assert coup.player.cards == ("5", "3") and coup.player.total == 8
    assert coup.banker.cards == ("K", "2") and coup.banker.total == 2
    assert (coup.outcome.winner, coup.cards_used) == ("player", 4)
    assert coup.decision.reason == "natural" and coup.decision.natural_hand == "player"
    assert [step.code for step in coup.steps] == ["deal"] * 4 + ["natural"]
    assert [(step.hand, step.card, step.total) for step in coup.steps[:4]] == [
        ("player", "5", 5),
        ("banker", "K", 0),
        ("player", "3", 8),
        ("banker", "2", 2),
    ]


def test_both_naturals():
    coup = play_coup(["9", "8", "K", "J"])
    assert coup.outcome.winner == "player"
    assert coup.decision.natural_hand == "both"
    assert [(step.code, step.hand, step.total) for step in coup.steps[4:]] == [
        ("natural", "player", 9),
        ("natural", "banker", 8),
    ]


def test_player_stands_banker_draws_on_its_total():
    coup = play_coup(["6", "3", "K", "9", "6", "A"])
    assert coup.player.cards == ("6", "K")
    assert coup.banker.cards == ("3", "9", "6") and coup.banker.total == 8
    assert (coup.outcome.winner, coup.cards_used) == ("banker", 5)
    stands, draws = coup.steps[4:]
    assert (stands.code, stands.hand, stands.card, stands.total, stands.row) == ("player_stands", "player", None, 6, 6)
    assert (draws.code, draws.card, draws.total, draws.row, draws.column) == ("banker_draws", "6", 8, 2, "stood")
    assert coup.decision.reason == "player_stands"


def test_both_stand_on_six_and_seven():
    coup = play_coup(["6", "3", "K", "4"])
    assert (coup.outcome.winner, coup.cards_used) == ("banker", 4)
    assert [(step.code, step.row, step.column) for step in coup.steps[4:]] == [
        ("player_stands", 6, None),
        ("banker_stands", 7, "stood"),
    ]


def test_player_draws_then_the_banker_table():
    coup = play_coup(["2", "3", "2", "3", "6", "4"])
    assert coup.player.cards == ("2", "2", "6") and coup.player.total == 0
    assert coup.banker.cards == ("3", "3", "4") and coup.banker.total == 0
    assert (coup.outcome.winner, coup.cards_used) == ("tie", 6)
    player_step, banker_step = coup.steps[4:]
    assert (player_step.code, player_step.card, player_step.row, player_step.total) == ("player_draws", "6", 4, 0)
    assert (banker_step.code, banker_step.card, banker_step.row, banker_step.column) == ("banker_draws", "4", 6, 6)
    assert (coup.decision.reason, coup.decision.row, coup.decision.column) == ("banker_table", 6, 6)


def test_banker_on_three_stands_on_a_player_eight():
    coup = play_coup(["A", "K", "2", "3", "8", "9"])
    assert coup.banker.cards == ("K", "3")
    assert (coup.cards_used, coup.outcome.winner) == (5, "banker")
    assert (coup.steps[-1].code, coup.steps[-1].row, coup.steps[-1].column) == ("banker_stands", 3, 8)


def test_steps_carry_what_a_sentence_needs():
    sentences = {
        "player_draws": "Player draws the {card} because a total of {row} draws.",
        "banker_draws": "Banker draws the {card}: banker {row}, column {column}.",
    }
    coup = play_coup(["A", "5", "2", "K", "5", "9"])
    said = [sentences[step.code].format(**dataclasses.asdict(step)) for step in coup.steps if step.code in sentences]
    assert said == ["Player draws the 5 because a total of 3 draws.", "Banker draws the 9: banker 5, column 5."]


def test_extra_cards_are_ignored():
    assert play_coup(["6", "3", "K", "4", "9", "9", "9"]).cards_used == 4


def test_codes_are_parsed():
    coup = play_coup([" t", "q", "9 ", "k"])
    assert coup.player.cards == ("10", "9") and coup.banker.cards == ("Q", "K")


@pytest.mark.parametrize(
    ("cards", "needed"),
    [
        ([], 4),
        (["A", "2", "3"], 4),
        (["A", "2", "3", "K"], 5),
        (["A", "5", "2", "K", "5"], 6),
        (["6", "3", "K", "9"], 5),
    ],
)
def test_too_few_cards(cards, needed):
    with pytest.raises(NotEnoughCards) as raised:
        play_coup(cards)
    assert raised.value.code == "too_few_cards"
    assert raised.value.params["needed"] == needed


def test_unknown_card():
    with pytest.raises(CardError) as raised:
        play_coup(["A", "2", "Z", "K"])
    assert raised.value.code == "unknown_card"
    assert raised.value.params["card"] == "Z"


def test_more_copies_than_the_shoe_holds():
    with pytest.raises(ShoeError) as raised:
        play_coup(["K", "K", "K", "K", "K"], Shoe.decks(1))
    assert raised.value.code == "not_in_shoe"
    assert isinstance(raised.value, RulesError)
    with pytest.raises(ShoeError):
        play_coup(["A"] * 33)
    with pytest.raises(ShoeError):
        play_coup(["6", "3", "K", "4"], Shoe.decks(8).remove(["4"] * 32))


def test_coup_is_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        play_coup(["6", "3", "K", "4"]).cards_used = 5


def printed_rules_hands(cards):
    """The coup dealt by the printed rules, independently of the engine."""
    player, banker = [cards[0], cards[2]], [cards[1], cards[3]]
    if total(player) >= 8 or total(banker) >= 8:
        return player, banker
    if total(player) <= 5:
        player.append(cards[4])
        banker_draws = printed_banker_draws(total(banker), VALUE[cards[4]])
    else:
        banker_draws = total(banker) <= 5
    if banker_draws:
        banker.append(cards[len(player) + 2])
    return player, banker


def shuffled_shoes():
    return st.integers(1, 8).flatmap(
        lambda decks: st.permutations([rank for rank in RANKS for _ in range(4 * decks)]).map(
            lambda cards: (Shoe.decks(decks), cards)
        )
    )


@given(shuffled_shoes())
def test_any_shuffled_shoe_deals_a_coup_by_the_rules(shoe_and_cards):
    shoe, cards = shoe_and_cards
    coup = play_coup(cards, shoe)
    player, banker = printed_rules_hands(cards)
    assert coup.player.cards == tuple(player) and coup.banker.cards == tuple(banker)
    assert 4 <= coup.cards_used == len(player) + len(banker) <= 6
    assert (coup.player.total, coup.banker.total) == (total(player), total(banker))
    expected = "tie" if total(player) == total(banker) else "player" if total(player) > total(banker) else "banker"
    assert coup.outcome.winner == expected
    assert [step.card for step in coup.steps if step.card] == list(cards[: coup.cards_used])
    assert {step.code for step in coup.steps} <= set(STEPS)
    assert coup.decision.reason in REASONS and coup.decision.reason != "awaiting_third_card"


@given(st.lists(st.sampled_from([*RANKS, "t", "k", " q "]), min_size=6, max_size=9))
def test_any_six_cards_are_enough(cards):
    coup = play_coup(cards)
    assert 4 <= coup.cards_used <= 6
    assert coup.player.total == total(coup.player.cards) and coup.banker.total == total(coup.banker.cards)


@given(st.lists(st.sampled_from(RANKS), min_size=6, max_size=6))
def test_main_bets_settle_with_the_winner(cards):
    coup = play_coup(cards)
    banker, player = PAYTABLE["banker"].settle(coup), PAYTABLE["player"].settle(coup)
    expected = {"banker": ("win", "lose"), "player": ("lose", "win"), "tie": ("push", "push")}[coup.outcome.winner]
    assert (banker.result, player.result) == expected
    assert PAYTABLE["tie_8"].settle(coup).result == ("win" if coup.outcome.winner == "tie" else "lose")


def test_paytable_keys():
    assert list(PAYTABLE) == [
        "banker",
        "player",
        "tie_8",
        "tie_9",
        "no_commission_banker",
        "ez_banker",
        "player_pair",
        "banker_pair",
        "lucky_6",
        "dragon_7",
        "panda_8",
        "super_6",
        "big_tiger",
        "small_tiger",
        "dragon_bonus_player",
        "dragon_bonus_banker",
        "big",
        "small",
        "either_pair",
        "perfect_pair",
    ]


# (bet, cards in shoe order, result, net payout per unit staked)
SETTLEMENTS = [
    ("banker", ["6", "3", "K", "4"], "win", Fraction(19, 20)),
    ("banker", ["7", "3", "K", "4"], "push", 0),
    ("banker", ["9", "3", "K", "4"], "lose", -1),
    ("player", ["9", "3", "K", "4"], "win", 1),
    ("player", ["6", "6", "K", "K"], "push", 0),
    ("tie_8", ["6", "6", "K", "K"], "win", 8),
    ("tie_9", ["6", "6", "K", "K"], "win", 9),
    ("tie_9", ["6", "3", "K", "4"], "lose", -1),
    ("no_commission_banker", ["6", "3", "K", "4"], "win", 1),
    ("no_commission_banker", ["2", "3", "K", "3", "2"], "win", Fraction(1, 2)),  # banker 6 beats 4
    ("no_commission_banker", ["6", "6", "K", "K"], "push", 0),
    ("player_pair", ["K", "2", "K", "3", "5", "5"], "win", 11),  # K-K is a pair, though the player loses
    ("player_pair", ["K", "2", "10", "3", "5", "5"], "lose", -1),  # K-10 is not
    ("banker_pair", ["9", "4", "K", "4"], "win", 11),
    ("banker_pair", ["4", "9", "4", "K"], "lose", -1),
    ("lucky_6", ["2", "3", "K", "3", "2"], "win", 12),  # banker two-card 6 beats 4
    ("lucky_6", ["K", "A", "4", "2", "A", "3"], "win", 20),  # banker 3 + 3: three-card 6 beats 5
    ("lucky_6", ["6", "3", "K", "3"], "lose", -1),  # 6-6 tie
    ("lucky_6", ["7", "3", "K", "3"], "lose", -1),  # banker 6 loses to 7
    ("dragon_7", ["A", "K", "2", "2", "2", "5"], "win", 40),  # banker 2 draws 5: three-card 7 beats 5
    ("dragon_7", ["6", "3", "K", "4"], "lose", -1),  # two-card 7 is not a Dragon
    ("panda_8", ["A", "K", "2", "7", "5", "2"], "win", 25),  # player three-card 8 beats 7
    ("panda_8", ["5", "3", "3", "K"], "lose", -1),  # player natural 8 is not a Panda
]


@pytest.mark.parametrize(("bet", "cards", "result", "payout"), SETTLEMENTS)
def test_settlement(bet, cards, result, payout):
    settlement = PAYTABLE[bet].settle(play_coup(cards))
    assert (settlement.result, settlement.payout) == (result, payout)
    assert isinstance(settlement.payout, Fraction)


def test_payout_text_is_data():
    assert PAYTABLE["banker"].payout_text == "1:1 less 5%"
    assert PAYTABLE["lucky_6"].payout_text == "12:1 / 20:1"
    assert PAYTABLE["no_commission_banker"].lines[0].odds == (1, 2)


@pytest.mark.parametrize(
    ("cards", "player", "banker"),
    [
        (["A", "2", "K", "K", "8", "3"], ["A", "K", "8"], ["2", "K", "3"]),  # both draw: player's third, then banker's
        (["6", "2", "K", "A", "8", "7"], ["6", "K"], ["2", "A", "8"]),  # player stands: card 5 is the banker's
        (["9", "5", "K", "3", "8", "2"], ["9", "K"], ["5", "3"]),  # a natural: four cards, the rest unused
    ],
)
def test_hands_as_dealt_groups_anything_given_in_shoe_order(cards, player, banker):
    coup = play_coup(cards)
    assert coup.hands_as_dealt(cards) == {HandName.PLAYER: player, HandName.BANKER: banker}
    numbered = coup.hands_as_dealt(list(range(len(cards))))
    assert sorted(numbered[HandName.PLAYER] + numbered[HandName.BANKER]) == list(range(coup.cards_used))


def test_deal_coups_plays_a_shoe_coup_after_coup():
    cards = ["9", "5", "K", "3", "A", "2", "K", "K", "8", "3", "6", "2", "K", "A", "8", "7"]
    dealt = list(deal_coups(cards))
    assert [start for start, _coup in dealt] == [0, 4, 10]
    assert [coup for _start, coup in dealt] == [play_coup(cards[0:4]), play_coup(cards[4:10]), play_coup(cards[10:15])]
    assert list(deal_coups(cards, start=13)) == []  # three cards can't finish a coup
