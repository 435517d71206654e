"""The rules of punto banco baccarat, and their exact odds. Pure Python: nothing here imports Django."""

from .bets import COMMISSION, PAYTABLE, Bet, Pays, Settlement
from .cards import NATURAL_TOTALS, POINT_VALUES, RANKS, hand_total, is_natural, parse_card, point_value
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
from .odds import BetOdds, Odds, exact_odds, odds_report, standard_odds
from .shoe import Shoe

__all__ = [
    "BANKER_DRAWS_ON",
    "BANKER_DRAWS_WHEN_PLAYER_STOOD",
    "COMMISSION",
    "NATURAL_TOTALS",
    "PAYTABLE",
    "PLAYER_DRAWS_ON",
    "POINT_VALUES",
    "RANKS",
    "REASONS",
    "STEPS",
    "STOOD",
    "Bet",
    "BetOdds",
    "CardError",
    "Coup",
    "Decision",
    "Hand",
    "NotEnoughCards",
    "Odds",
    "Outcome",
    "Pays",
    "RulesError",
    "Settlement",
    "Shoe",
    "ShoeError",
    "Step",
    "banker_draws",
    "banker_table",
    "decide",
    "exact_odds",
    "hand_total",
    "is_natural",
    "odds_report",
    "parse_card",
    "play_coup",
    "player_draws",
    "point_value",
    "standard_odds",
]
