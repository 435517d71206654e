"""The third-card rules, checked against the printed rule written out independently here."""

import dataclasses

import pytest

from baccarat import (
    BANKER_DRAWS_ON,
    REASONS,
    STOOD,
    RulesError,
    banker_draws,
    banker_table,
    decide,
    player_draws,
)
from tests.engine.printed_rules import (
    BANKER_DRAWS_IF_PLAYER_STOOD,
    PLAYER_DRAWS,
    PRINTED_BANKER_RULE,
    printed_banker_draws,
)

THIRD_CARDS = range(10)


@pytest.mark.parametrize("total", range(10))
def test_player_draws_on_0_to_5_and_stands_on_6_to_9(total):
    assert player_draws(total) == (total in PLAYER_DRAWS)


@pytest.mark.parametrize("banker", range(10))
@pytest.mark.parametrize("third", [None, *THIRD_CARDS])
def test_banker_draws_matches_the_printed_rule(banker, third):
    assert banker_draws(banker, third) == printed_banker_draws(banker, third)


def test_banker_table_data_reads_like_the_printed_rule():
    assert {total: "".join(str(card) for card in sorted(cards)) for total, cards in BANKER_DRAWS_ON.items()} == (
        PRINTED_BANKER_RULE
    )


def test_banker_table_rows_and_columns():
    table = banker_table()
    assert [total for total, _ in table] == list(range(8))
    for total, cells in table:
        assert list(cells) == [STOOD, *THIRD_CARDS]
        assert cells[STOOD] == printed_banker_draws(total, None)
        for third in THIRD_CARDS:
            assert cells[third] == printed_banker_draws(total, third)


@pytest.mark.parametrize("player", range(10))
@pytest.mark.parametrize("banker", range(10))
def test_decide_before_the_third_card(player, banker):
    decision = decide(player, banker)
    if player >= 8 or banker >= 8:
        assert (decision.natural, decision.player_draws, decision.banker_draws) == (True, False, False)
        assert (
            decision.natural_hand
            == {(True, True): "both", (True, False): "player", (False, True): "banker"}[(player >= 8, banker >= 8)]
        )
        assert (decision.reason, decision.row, decision.column) == ("natural", None, None)
    elif player in PLAYER_DRAWS:
        assert (decision.natural, decision.natural_hand, decision.player_draws) == (False, None, True)
        # the banker's move, before the card: known where every card gives the same answer (0-2 draw, 7 stands)
        after_each_card = {decide(player, banker, third).banker_draws for third in THIRD_CARDS}
        if len(after_each_card) == 1:
            assert decision.banker_draws == after_each_card.pop()
            assert (decision.reason, decision.row, decision.column) == ("banker_whatever_card", banker, None)
        else:
            assert decision.banker_draws is None
            assert (decision.reason, decision.row, decision.column) == ("awaiting_third_card", banker, None)
        assert (decision.banker_draws is not None) == (banker in (0, 1, 2, 7))  # the published table's rows
    else:
        assert (decision.natural, decision.player_draws) == (False, False)
        assert decision.banker_draws == (banker in BANKER_DRAWS_IF_PLAYER_STOOD)
        assert (decision.reason, decision.row, decision.column) == ("player_stands", banker, "stood")


@pytest.mark.parametrize("player", sorted(PLAYER_DRAWS))
@pytest.mark.parametrize("banker", range(8))
@pytest.mark.parametrize("third", THIRD_CARDS)
def test_decide_with_the_third_card(player, banker, third):
    decision = decide(player, banker, third)
    assert decision.player_draws
    assert decision.banker_draws == printed_banker_draws(banker, third)
    assert (decision.reason, decision.row, decision.column) == ("banker_table", banker, third)


def test_every_reason_code_is_documented():
    reasons = {decide(p, b).reason for p in range(10) for b in range(10)} | {decide(3, 3, 4).reason}
    assert reasons == set(REASONS)


def test_decision_is_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        decide(1, 2).reason = "natural"


@pytest.mark.parametrize(
    ("arguments", "code"),
    [
        ((10, 0), "bad_total"),
        ((0, -1), "bad_total"),
        (("3", 4), "bad_total"),
        ((True, 4), "bad_total"),
        ((3, 4, 10), "bad_third_card"),
        ((3, 4, -1), "bad_third_card"),
        ((3, 4, "K"), "bad_third_card"),
        ((6, 3, 4), "unexpected_third_card"),
        ((8, 3, 2), "unexpected_third_card"),
        ((2, 9, 2), "unexpected_third_card"),
    ],
)
def test_decide_rejects_impossible_input(arguments, code):
    with pytest.raises(RulesError) as raised:
        decide(*arguments)
    assert raised.value.code == code
    assert raised.value.message


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (lambda: player_draws(12), "bad_total"),
        (lambda: banker_draws(3, 11), "bad_third_card"),
        (lambda: banker_draws(-2, None), "bad_total"),
    ],
)
def test_draw_functions_reject_impossible_input(call, code):
    with pytest.raises(RulesError) as raised:
        call()
    assert raised.value.code == code
