"""The rules of punto banco baccarat, and their exact odds. Pure Python: nothing here imports Django."""

from .bets import COMMISSION, PAYTABLE, SIDE_BETS, Bet, Pays, Result, Settlement
from .cards import NATURAL_TOTALS, POINT_VALUES, RANKS, hand_total, parse_card, point_value
from .coup import STEPS, Coup, Hand, Outcome, Step, play_coup
from .drawing import (
    BANKER_DRAWS_ON,
    BANKER_DRAWS_WHEN_PLAYER_STOOD,
    PLAYER_DRAWS_ON,
    REASONS,
    STOOD,
    Decision,
    banker_draws,
    banker_table,
    decide,
    player_draws,
)
from .errors import CardError, NotEnoughCards, RulesError, ShoeError
from .hands import HandName, NaturalHand, Winner
from .odds import BetOdds, Odds, exact_odds, odds_report, standard_odds
from .shoe import DECK_COUNTS, MAX_CARDS, MAX_DECKS, USUAL_DECKS, Shoe

__all__ = [
    "BANKER_DRAWS_ON",
    "BANKER_DRAWS_WHEN_PLAYER_STOOD",
    "COMMISSION",
    "DECK_COUNTS",
    "MAX_CARDS",
    "MAX_DECKS",
    "NATURAL_TOTALS",
    "PAYTABLE",
    "PLAYER_DRAWS_ON",
    "POINT_VALUES",
    "RANKS",
    "REASONS",
    "SIDE_BETS",
    "STEPS",
    "STOOD",
    "USUAL_DECKS",
    "Bet",
    "BetOdds",
    "CardError",
    "Coup",
    "Decision",
    "Hand",
    "HandName",
    "NaturalHand",
    "NotEnoughCards",
    "Odds",
    "Outcome",
    "Pays",
    "Result",
    "RulesError",
    "Settlement",
    "Shoe",
    "ShoeError",
    "Step",
    "Winner",
    "banker_draws",
    "banker_table",
    "decide",
    "exact_odds",
    "hand_total",
    "odds_report",
    "parse_card",
    "play_coup",
    "player_draws",
    "point_value",
    "standard_odds",
]
