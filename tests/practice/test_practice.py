"""The drills' grading and scheduling, checked against the rules as printed (tests/printed_rules.py).

Payouts as printed: banker 1 to 1 less 5% commission (a winning 20 is paid 19; "Baccarat Commission
Drill", georgejosephtraining.com, and vegas-aces.com's dealing guide), player 1 to 1, tie 8 to 1
(or 9 to 1) with player and banker bets pushing on a tie (vegas-aces.com), pairs 11 to 1; the
no-commission banker pays half on a win with 6, Lucky 6 12 and 20 to 1, Dragon 7 40 to 1 and Panda 8
25 to 1, as in the side-bet and payout guides.
"""

import random
import time
from dataclasses import replace
from fractions import Fraction

import pytest
from django.core import signing
from django.utils import translation

from baccarat import PAYTABLE, play_coup
from practice import cells, drills, scheduling, state
from tests.engine.printed_rules import BANKER_DRAWS_IF_PLAYER_STOOD, PLAYER_DRAWS, printed_banker_draws, total

# Paid on a winning stake of 20 (the stake is returned besides), by cell.
PRINTED_PAID_ON_20 = {
    "pay:banker:win:19/20": 19,
    "pay:player:win:1": 20,
    "pay:tie_8:win:8": 160,
    "pay:tie_9:win:9": 180,
    "pay:no_commission_banker:win:1/2": 10,
    "pay:no_commission_banker:win:1": 20,
    "pay:player_pair:win:11": 220,
    "pay:banker_pair:win:11": 220,
    "pay:lucky_6:win:12": 240,
    "pay:lucky_6:win:20": 400,
    "pay:dragon_7:win:40": 800,
    "pay:panda_8:win:25": 500,
}
PUSHES_ON_A_TIE = {"banker", "player", "no_commission_banker"}


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def answer(draws):
    return drills.DRAW if draws else drills.STAND


@pytest.mark.parametrize(("banker", "column"), [cell.split(":")[1:] for cell in cells.BANKER_CELLS])
def test_every_banker_cell_is_graded_as_the_rules_print_it(banker, column):
    banker = int(banker)
    third = None if column == "stood" else int(column)
    step = drills.cell_step(cells.banker_cell(banker, column))
    assert step.answer == answer(printed_banker_draws(banker, third))
    assert step.cell == f"banker:{banker}:{column}"
    assert step.table_cell == (banker, column if third is None else third)
    assert step.is_right(step.answer) and not step.is_right(answer(not printed_banker_draws(banker, third)))


def test_the_banker_table_drill_covers_the_whole_table():
    assert len(cells.BANKER_CELLS) == 8 * 11
    assert {cell.split(":")[1] for cell in cells.BANKER_CELLS} == {str(total) for total in range(8)}
    assert {
        int(cell.split(":")[1])
        for cell in cells.BANKER_CELLS
        if cell.endswith(":stood") and drills.cell_step(cell).answer == drills.DRAW
    } == BANKER_DRAWS_IF_PLAYER_STOOD


@pytest.mark.parametrize("player", range(8))
def test_every_row_of_the_players_rule_is_graded_as_printed(player):
    step = drills.cell_step(cells.player_cell(player))
    assert step.answer == answer(player in PLAYER_DRAWS)
    assert f"total {player}" in step.prompt


def test_a_coup_is_asked_in_dealing_order_and_graded_as_printed():
    rng = random.Random(14)
    for _coup in range(400):
        cards = drills.deal(rng)
        player, banker = total(cards[0:4:2]), total(cards[1:4:2])
        steps = drills.coup_steps(cards)
        natural = player >= 8 or banker >= 8
        assert steps[0].cell == cells.NATURAL and steps[0].answer == ("yes" if natural else "no")
        if natural:
            assert [step.cell for step in steps] == [cells.NATURAL, cells.WINNER]
            final_player, final_banker = player, banker
        else:
            player_step, banker_step = steps[1], steps[2]
            draws = player in PLAYER_DRAWS
            assert player_step.cell == f"player:{player}" and player_step.answer == answer(draws)
            third = total(cards[4:5]) if draws else None
            column = "stood" if third is None else third
            assert banker_step.cell == f"banker:{banker}:{column}"
            assert banker_step.answer == answer(printed_banker_draws(banker, third))
            assert banker_step.shown == (3 if draws else 2, 2), "the player’s third card is face up"
            player_cards = cards[0:4:2] + (cards[4:5] if draws else [])
            banker_cards = cards[1:4:2]
            if printed_banker_draws(banker, third):
                banker_cards = [*banker_cards, cards[len(player_cards) + 2]]
            final_player, final_banker = total(player_cards), total(banker_cards)
        expected = "tie" if final_player == final_banker else "player" if final_player > final_banker else "banker"
        assert steps[-1].cell == cells.WINNER and steps[-1].answer == expected


@pytest.mark.parametrize("cell", cells.PAYOUT_CELLS)
def test_every_payout_line_is_dealt_and_paid_as_printed(cell):
    rng = random.Random(cell)
    known = {other: [scheduling.TOP_BOX, 999, 1, 0] for other in cells.PAYOUT_CELLS if other != cell}
    question = replace(drills.new_question("payouts", known, 0, rng), stake=20)
    steps = question.steps()
    bet, result = cell.split(":")[1:3]
    assert steps[0].cell == cell and steps[0].answer == result
    if result == "win":
        assert len(steps) == 2 and steps[1].answer == str(PRINTED_PAID_ON_20[cell])
        assert "the stake of 20 is returned" in steps[1].explanation
    else:
        assert len(steps) == 1
    if result == "push":
        assert bet in PUSHES_ON_A_TIE and "nothing is paid" in steps[0].explanation


def test_the_payout_cells_are_every_line_of_the_paytable_its_pushes_and_losses():
    wins = {cell for cell in cells.PAYOUT_CELLS if ":win:" in cell}
    assert wins == set(PRINTED_PAID_ON_20)
    assert {cell.split(":")[1] for cell in cells.PAYOUT_CELLS if cell.endswith(":push")} == PUSHES_ON_A_TIE


def test_a_banker_win_of_20_is_paid_19_and_every_stake_pays_whole_amounts():
    question = drills.CommissionQuestion(drill="commission", stake=20)
    (step,) = question.steps()
    assert step.answer == "1"
    assert "The bet is paid 19" in step.explanation
    for stake in drills.STAKES:
        (step,) = drills.CommissionQuestion(drill="commission", stake=stake).steps()
        assert Fraction(int(step.answer)) == Fraction(stake, 20) == Fraction(stake // 10, 2)


def test_amounts_are_never_rounded():
    with pytest.raises(ValueError):
        drills.whole(Fraction(19, 2))


def test_a_right_answer_moves_a_cell_up_a_box_and_a_wrong_one_back_to_the_first():
    progress = {}
    scheduling.record(progress, "natural", True, turn=0)
    assert progress["natural"] == [2, 0 + scheduling.GAPS[2], 1, 0]
    scheduling.record(progress, "natural", True, turn=1)
    assert progress["natural"][0] == 3
    scheduling.record(progress, "natural", False, turn=2)
    assert progress["natural"] == [scheduling.MISSED_BOX, 2 + scheduling.GAPS[0], 2, 1]
    for turn in range(3, 20):
        scheduling.record(progress, "natural", True, turn)
    assert progress["natural"][0] == scheduling.TOP_BOX


def test_a_missed_cell_comes_back_soon_and_more_often_than_new_ones():
    rng = random.Random(1)
    progress = {}
    scheduling.record(progress, "banker:6:6", False, turn=0)
    assert all(scheduling.next_cell(progress, cells.BANKER_CELLS, 1, rng) != "banker:6:6" for _ in range(200))
    picks = [scheduling.next_cell(progress, cells.BANKER_CELLS, 2, rng) for _ in range(4000)]
    missed, new = picks.count("banker:6:6"), (len(picks) - picks.count("banker:6:6")) / 87
    assert missed > 3 * new


def test_a_session_converges_on_the_rules_the_learner_misses():
    """A learner who always misses the banker's row 6 and knows the rest: row 6 soon fills the drill."""
    rng = random.Random(7)
    progress, asked = {}, []
    for turn in range(400):
        question = drills.new_question("banker-table", progress, turn, rng)
        asked.append(question.cell)
        scheduling.record(progress, question.cell, not question.cell.startswith("banker:6:"), turn)
    late = asked[200:]
    share = sum(cell.startswith("banker:6:") for cell in late) / len(late)
    assert share > 0.4, f"row 6 is 11 of 88 cells (12.5%) but {share:.0%} of the late questions"
    assert set(cells.BANKER_CELLS) <= set(asked), "every cell was asked at least once"


def test_the_coup_drill_deals_coups_that_drill_the_cell_that_is_due():
    rng = random.Random(3)
    progress = {cell: [scheduling.TOP_BOX, 999, 5, 0] for cell in drills.COUP_CELLS}
    progress["banker:3:8"] = [scheduling.MISSED_BOX, 0, 0, 1]
    question = drills.new_question("draw-or-stand", progress, 10, rng)
    assert "banker:3:8" in {step.cell for step in question.steps()}


def test_the_state_is_signed_and_expires(monkeypatch):
    token = state.dumps(state.fresh())
    assert state.loads(token) == state.fresh()
    with pytest.raises(state.StateError) as tampered:
        state.loads(token[:-2] + ("A" if token[-2] != "A" else "B") + token[-1])
    assert not tampered.value.expired
    for garbage in ["", "garbage", "a:b:c", signing.dumps({"v": 1}, salt="another.salt")]:
        with pytest.raises(state.StateError):
            state.loads(garbage)
    for signed_but_not_a_state in [{"v": 0}, {"v": 1}, {**state.fresh().as_json(), "question": {"drill": "x"}}]:
        with pytest.raises(state.StateError):
            state.loads(signing.dumps(signed_but_not_a_state, salt=state.SALT, compress=True))
    later = time.time() + state.MAX_AGE.total_seconds() + 60
    monkeypatch.setattr(time, "time", lambda: later)
    with pytest.raises(state.StateError) as expired:
        state.loads(token)
    assert expired.value.expired


def test_the_summary_counts_each_group_in_order():
    from practice.views import summary

    progress = {}
    scheduling.record(progress, "banker:5:6", True, 0)
    scheduling.record(progress, "banker:5:stood", False, 1)
    scheduling.record(progress, "natural", True, 2)
    scheduling.record(progress, "pay:lucky_6:win:20", False, 3)
    rows = summary(progress)
    assert [(str(row["label"]), row["right"], row["asked"], row["bar"], row["learning"]) for row in rows] == [
        ("Naturals", 1, 1, 100, 0),
        ("Banker on 5", 1, 2, 50, 1),
        ("Lucky 6", 0, 1, 0, 1),
    ]


def test_a_state_signed_in_the_version_1_form_loads_typed_and_signs_the_version_2_form():
    signed = {
        "v": 1,
        "turn": 3,
        "cells": {"natural": [2, 5, 1, 0]},
        "question": {"drill": "payouts", "cards": list("4K5299"), "bet": "banker", "stake": 40, "step": 0},
        "timed": {"start": 1000.5, "asked": 4, "right": 3},
    }
    loaded = state.loads(signing.dumps(signed, salt=state.SALT, compress=True))
    assert loaded.question == drills.PayoutQuestion(
        drill="payouts", cards=("4", "K", "5", "2", "9", "9"), bet="banker", stake=40, step=0
    )
    assert loaded.timed == state.TimedRound(start=1000.5, asked=4, right=3)
    resigned = signing.loads(state.dumps(loaded), salt=state.SALT)
    assert resigned["v"] == 2 and resigned["question"]["cards"] != signed["question"]["cards"]
    assert state.loads(state.dumps(loaded)) == loaded


@pytest.mark.parametrize(
    ("bet", "cards", "reason"),
    [
        ("player_pair", ["7", "9", "K", "Q"], "the player’s first two cards are not a pair"),
        ("banker_pair", ["7", "9", "K", "Q"], "the banker’s first two cards are not a pair"),
        ("dragon_7", ["7", "9", "K", "Q"], "The Dragon 7 bet pays only on “Banker wins with 7 on 3 cards”"),
        ("lucky_6", ["6", "K", "K", "6"], "pays only on “Banker wins with 6”, so"),  # a Japanese reader: one condition
        ("tie_8", ["7", "9", "K", "Q"], "The Tie bet loses here"),
    ],
)
def test_a_lost_side_bet_says_what_it_needed_and_a_tie_says_push_once(bet, cards, reason):
    """Readers: "Player pair: the bet loses" gave the winner, not the reason; a tie said push twice."""
    coup = play_coup(cards)
    assert PAYTABLE[bet].settle(coup).result == "lose"
    with translation.override("en"):
        explanation = drills.payout_steps(cards, bet, 100)[0].explanation
        assert reason in explanation
        tie = drills.payout_steps(["6", "K", "K", "6"], "banker", 100)[0].explanation
    assert tie.startswith("A tie at 6. For the Banker bet a tie is a push") and "returned." not in tie.split(". ")[0]


@pytest.mark.parametrize(
    ("bet", "cards", "reason"),
    [
        ("player_pair", ["7", "9", "7", "Q"], "Player pair bet wins: the player’s first two cards are a pair. It pays"),
        ("banker_pair", ["9", "4", "K", "4"], "Banker pair bet wins: the banker’s first two cards are a pair. It pays"),
        (
            "dragon_7",
            ["K", "2", "Q", "A", "A", "4"],
            "The Dragon 7 bet wins on “Banker wins with 7 on 3 cards”, which pays 40 to 1",
        ),
    ],
)
def test_a_won_side_bet_says_what_came_up(bet, cards, reason):
    """Korean readers: a lost pair bet said why, a won one did not."""
    assert PAYTABLE[bet].settle(play_coup(cards)).result == "win"
    with translation.override("en"):
        assert reason in drills.payout_steps(cards, bet, 100)[0].explanation


def test_a_catch_all_line_is_not_quoted_as_the_reason():
    """A Japanese reader: "…wins on “Any other banker win”" quoted a table label that, alone, refers to nothing."""
    cards = ["2", "9", "3", "K"]  # the banker wins with a natural 9, not a 6
    settlement = PAYTABLE["no_commission_banker"].settle(play_coup(cards))
    assert settlement.result == "win" and settlement.line != PAYTABLE["no_commission_banker"].lines[0]
    with translation.override("en"):
        explanation = drills.payout_steps(cards, "no_commission_banker", 100)[0].explanation
    assert "Any other" not in explanation and "The No-commission banker bet wins here and pays 1 to 1" in explanation


def test_the_coup_drill_deals_naturals_about_as_often_as_a_shoe_does():
    """An English reader answered 200 coups of "Draw or stand", every one "No natural": the natural cell, asked
    on every coup, was never the most due, and coups were dealt only for the drawing rules."""
    rng = random.Random(7)
    naturals = sum(
        bool(play_coup(list(drills.deal_coup("draw-or-stand", {}, turn, rng).cards)).decision.natural)
        for turn in range(300)
    )
    assert 60 < naturals < 150, naturals  # a shoe deals a natural in about a third of coups


def test_a_player_cell_question_rules_out_a_natural():
    """A Japanese reader: "the player’s two cards total 3: does the player draw?" is only true without a natural."""
    with translation.override("en"):
        step = drills.cell_step("player:3")
    assert "the banker has no natural" in step.prompt and step.answer == "draw"


def test_the_payout_drills_guide_link_names_the_bet():
    """A Japanese reader: the link read "Guide: this bet" where the other drills' links name their rule."""
    with translation.override("ja"):
        links = drills.payout_steps(["6", "K", "K", "6"], "lucky_6", 100)[0].links
        assert ("ガイド：" + str(drills.BET_NAMES["lucky_6"])) in [label for _url, label in links]


def test_the_payout_drills_guide_link_names_the_tie_without_its_payout():
    """An English reader: "Read about Tie (pays 8 to 1)" — the guide's section is about every tie payout."""
    with translation.override("en"):
        for tie in ("tie_8", "tie_9"):
            links = drills.payout_steps(["6", "K", "K", "6"], tie, 100)[0].links
            assert "Read about Tie" in [label for _url, label in links]
