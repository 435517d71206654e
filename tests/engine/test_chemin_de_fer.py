"""Chemin de fer solved: the published figure of Kemeny and Snell, and every other figure against brute force.

What each figure is checked against:

* Model A1: the player's probability of drawing on 5, 9/11, and the value, about −1.28% for the player,
  are the published solution of Kemeny and Snell (1957), "Game-theoretic solution of baccarat" (a 2 × 2⁸⁸
  game, as Ethier and Gámez, Games 4 (2013) 711–737, describe it; 9/11 and −1.28% as the issue quotes them). The rest of
  the A1 solution is checked like B2 and B3 below.
* Models B2 and B3, parlour and casino (5% commission): against ``tests/engine/chemin_brute_force.py``, an
  enumeration of the deals card by card in the table's order, written apart from the engine. It scores the
  strategies the engine found, and each side's best reply to the other's: the engine's solution must pay
  exactly what each side's best reply pays (an equilibrium; in the zero-sum parlour game, the value).
* The banker's best replies to a player who always draws or always stands on 5: against the brute force's
  best reply to those players.
"""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baccarat import RulesError
from baccarat.chemin_de_fer import (
    COMMISSION,
    FIVES,
    STOOD,
    Cell,
    Hand,
    Model,
    cells,
    information_sets,
    solve,
)
from tests.engine.chemin_brute_force import Game
from tests.engine.printed_rules import printed_banker_draws

KEMENY_SNELL_DRAW_ON_5 = Fraction(9, 11)
KEMENY_SNELL_VALUE = -0.0128


def brute_force_cell(cell):
    """The engine's cell as the brute force files it."""
    return (cell.hand.label if cell.hand.cards else cell.hand.total, cell.player)


def brute_force_choice(hand):
    return hand.label if hand.cards else 5


def strategies(solution):
    p = {brute_force_choice(hand): draw for hand, draw in solution.draw_on_5.items()}
    q_by_cell = {brute_force_cell(cell): draw for cell, draw in solution.banker.draws.items()}
    return p, q_by_cell.__getitem__


def assert_equilibrium(solution):
    game = Game(solution.model.value, solution.decks, solution.commission)
    p, q = strategies(solution)
    player, banker = game.payoff("player", p, q), game.payoff("banker", p, q)
    assert player == solution.value
    assert banker == solution.banker_value
    assert game.player_best_reply(list(p), q) == player
    assert game.banker_best_reply(p) == banker
    if solution.zero_sum:
        assert banker == -player
    return game


def test_a1_is_kemeny_and_snell():
    """Kemeny and Snell (1957): under A1 the player draws on 5 with probability 9/11; the banker's edge is
    about 1.28%."""
    solution = solve(Model.A1, 1)
    assert solution.draw_on_5 == {Hand(5): KEMENY_SNELL_DRAW_ON_5}
    assert solution.value == pytest.approx(KEMENY_SNELL_VALUE, abs=5e-5)
    assert solution.equilibria == 1


def test_a1_is_an_equilibrium_by_brute_force():
    assert_equilibrium(solve(Model.A1, 1))


def test_a1_does_not_depend_on_the_decks():
    assert solve(Model.A1, 6).value == solve(Model.A1, 1).value
    assert solve(Model.A1, 6).decks == 6


@pytest.mark.slow
@settings(max_examples=3, deadline=None)
@given(decks=st.integers(1, 8), model=st.sampled_from([Model.B2, Model.B3]))
def test_b2_and_b3_solutions_are_best_replies_by_brute_force(decks, model):
    solution = solve(model, decks)
    assert_equilibrium(solution)
    assert -0.015 < solution.value < -0.012


@pytest.mark.slow
@pytest.mark.parametrize("model", [Model.A1, Model.B2, Model.B3])
def test_casino_game_equilibrium_by_brute_force(model):
    """With the 5% commission the game is not zero-sum: each side's play is a best reply to the other's."""
    solution = solve(model, 6, COMMISSION)
    assert not solution.zero_sum
    assert_equilibrium(solution)
    # the commission is the house's: it takes from the banker what neither side wins
    assert solution.value + solution.banker_value < 0


@pytest.mark.slow
@pytest.mark.parametrize("model", [Model.B2, Model.B3])
def test_best_replies_to_a_player_who_always_draws_or_stands(model):
    solution = solve(model, 6)
    game = Game(model.value, 6)
    for reply in solution.best_replies:
        p = {brute_force_choice(hand): Fraction(int(reply.player_draws_on_5)) for hand in information_sets(model)}
        assert game.banker_best_reply(p) == reply.banker_value == -reply.value
        # the solution's value is what a player earns at best: fixing his play on 5 can only cost him
        assert reply.value <= solution.value


def test_b3_mixes_on_one_two_card_five_at_most():
    for decks in (1, 6):
        solution = solve(Model.B3, decks)
        assert set(solution.draw_on_5) == set(FIVES)
        mixed = [hand for hand, draw in solution.draw_on_5.items() if 0 < draw < 1]
        assert len(mixed) <= 1


def test_the_default_play_is_the_punto_banco_table():
    for cell in cells(Model.B2):
        assert cell.table_draws == printed_banker_draws(cell.hand.total, None if cell.player == STOOD else cell.player)
    solution = solve(Model.B2, 6)
    differs = solution.banker.differs_from_table()
    assert differs and all(draw != int(cell.table_draws) for cell, draw in differs.items())


def test_a_player_who_mixes_is_indifferent():
    solution = solve(Model.A1, 1)
    choice = solution.player_choices[Hand(5)]
    assert choice.draw == choice.stand
    b3 = solve(Model.B3, 6)
    for hand, draw in b3.draw_on_5.items():
        value = b3.player_choices[hand]
        assert (value.draw >= value.stand) if draw == 1 else (value.draw <= value.stand) if draw == 0 else True


def test_the_banker_mixes_where_he_is_indifferent():
    solution = solve(Model.B2, 6)
    for cell, draw in solution.banker.draws.items():
        if 0 < draw < 1:
            value = solution.banker_choices[cell]
            assert value.draw == value.stand


@pytest.mark.parametrize(
    ("model", "decks", "commission", "code"),
    [
        ("C4", 6, 0, "bad_model"),
        ("B2", 0, 0, "bad_decks"),
        ("B2", 9, 0, "bad_decks"),
        ("B2", True, 0, "bad_decks"),
        ("B2", "6", 0, "bad_decks"),
        ("B2", 6, Fraction(-1, 100), "bad_commission"),
        ("B2", 6, Fraction(11, 100), "bad_commission"),
        ("B2", 6, 0.05, "bad_commission"),
    ],
)
def test_bad_input_is_a_rules_error(model, decks, commission, code):
    with pytest.raises(RulesError) as raised:
        solve(model, decks, commission)
    assert raised.value.code == code


def test_hands_parse_and_label():
    assert Hand.parse("4-1") == Hand.of(1, 4) == Hand(5, (1, 4))
    assert Hand.parse("4-1").label == "1-4"
    assert Hand.parse("7") == Hand(7)
    for bad in ("", "1-2-3", "a", "10-1", "-1", "１-4"):
        with pytest.raises(RulesError):
            Hand.parse(bad)
    assert [hand.label for hand in FIVES] == ["0-5", "1-4", "2-3", "6-9", "7-8"]
    assert len(cells(Model.A1)) == 88 and len(cells(Model.B2)) == 484
    assert Cell(Hand(6), STOOD).table_draws is False
