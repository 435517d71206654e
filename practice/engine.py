"""The rules engine, and the site's words for it, as the drills use them.

The only module of this app that imports them: when the engine moves, each line here changes once.
"""

from guides.explain import (
    banker_sentence_without_player_total,
    coup_decision_sentence,
    natural_message,
    values_text,
    winner_sentence,
)
from guides.labels import BET_NAMES, OUTCOME_NAMES, less_commission, odds_words
from guides.rules import (
    BANKER_DRAWS_WHEN_PLAYER_STOOD,
    COMMISSION,
    NATURAL_TOTALS,
    PAYTABLE,
    PLAYER_DRAWS_ON,
    STOOD,
    Shoe,
    banker_draws,
    banker_table,
    decide,
    hand_total,
    play_coup,
    player_draws,
    point_value,
)
from guides.rules.bets import LOSE, PUSH, WIN
from guides.rules.shoe import MAX_DECKS
from guides.templatetags.baccarat import percent

__all__ = [
    "BANKER_DRAWS_WHEN_PLAYER_STOOD",
    "BET_NAMES",
    "COMMISSION",
    "LOSE",
    "MAX_DECKS",
    "NATURAL_TOTALS",
    "OUTCOME_NAMES",
    "PAYTABLE",
    "PLAYER_DRAWS_ON",
    "PUSH",
    "STOOD",
    "WIN",
    "Shoe",
    "banker_draws",
    "banker_sentence_without_player_total",
    "banker_table",
    "coup_decision_sentence",
    "decide",
    "hand_total",
    "less_commission",
    "natural_message",
    "odds_words",
    "percent",
    "play_coup",
    "player_draws",
    "point_value",
    "values_text",
    "winner_sentence",
]
