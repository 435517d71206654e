"""The rules engine's codes and numbers in words, in the active language: the one place every app asks.

The engine answers with keys, enums and numbers (bet keys, ``Reason``, ``StepCode``, ``ErrorCode``,
``Suit``, ``Road``, ``Winner``, ``BetResult``, Fractions). Each module here names one kind of them, in a
table keyed by the engine's enum, so that a new member without words fails a test
(tests/site_wide/test_wording.py):

- ``names``: bets, outcomes, card ranks and suits, roads;
- ``numbers``: percentages, decimals and lists for the locale, runs of values ("0 to 5");
- ``payouts``: paytable lines and settlements;
- ``decisions``: who draws and why, and the lookup's verdicts;
- ``steps``: the narrator of a coup, step by step;
- ``errors``: the engine's errors, and the messages about input they share;
- ``squeeze``: the squeeze's places, chances and outs.

Which values a rule covers is read from the engine's tables, never typed here. Template tags
(``baccarat_site.templatetags.baccarat``) are thin wrappers over this package; apps import it as
``from baccarat_site import wording`` and use the names below.
"""

from .decisions import (
    banker_natural_no_third_card,
    banker_sentence_without_player_total,
    banker_verdict,
    coup_decision_sentence,
    decision_sentence,
    natural_message,
    player_verdict,
)
from .errors import DECKS_MESSAGE, ERROR_MESSAGES, echo, error_message
from .names import (
    BET_NAMES,
    BOARD_LETTERS,
    CARD_PLACES,
    CARDS_DEALT_FIRST,
    CHEMIN_MODEL_NAMES,
    COUP_HEADINGS,
    OUTCOME_NAMES,
    RANK_NAMES,
    ROAD_NAMES,
    SUIT_NAMES,
    bet_name,
    card_name,
    name_beside_payouts,
    rank_name,
)
from .numbers import (
    card_counts,
    decimal,
    fraction,
    join_sentences,
    list_separator,
    or_list,
    percent,
    rate,
    round_count,
    shown_points,
    signed_decimal,
    signed_percent,
    to_decimal,
    value_runs,
    values_text,
)
from .payouts import (
    SETTLEMENT_WORDS,
    PayoutWords,
    bet_payouts,
    odds_words,
    payout_condition,
    payout_odds_text,
    payout_text,
    payout_words,
    settlement_text,
)
from .squeeze import (
    PLACE_NAMES,
    SQUEEZE_CARDS_OR_TOTALS,
    SQUEEZE_PLAYER_TOTAL_FIRST,
    cards_list,
    chances_sentence,
    missing_card_sentence,
    next_place_sentence,
    outs_sentence,
)
from .steps import STEP_MESSAGES, next_card_sentence, step_sentence, step_sentences, winner_sentence

__all__ = [
    "BET_NAMES",
    "BOARD_LETTERS",
    "CARDS_DEALT_FIRST",
    "CARD_PLACES",
    "CHEMIN_MODEL_NAMES",
    "COUP_HEADINGS",
    "DECKS_MESSAGE",
    "ERROR_MESSAGES",
    "OUTCOME_NAMES",
    "PLACE_NAMES",
    "RANK_NAMES",
    "ROAD_NAMES",
    "SETTLEMENT_WORDS",
    "SQUEEZE_CARDS_OR_TOTALS",
    "SQUEEZE_PLAYER_TOTAL_FIRST",
    "STEP_MESSAGES",
    "SUIT_NAMES",
    "PayoutWords",
    "banker_natural_no_third_card",
    "banker_sentence_without_player_total",
    "banker_verdict",
    "bet_name",
    "bet_payouts",
    "card_counts",
    "card_name",
    "cards_list",
    "chances_sentence",
    "coup_decision_sentence",
    "decimal",
    "decision_sentence",
    "echo",
    "error_message",
    "fraction",
    "join_sentences",
    "list_separator",
    "missing_card_sentence",
    "name_beside_payouts",
    "natural_message",
    "next_card_sentence",
    "next_place_sentence",
    "odds_words",
    "or_list",
    "outs_sentence",
    "payout_condition",
    "payout_odds_text",
    "payout_text",
    "payout_words",
    "percent",
    "player_verdict",
    "rank_name",
    "rate",
    "round_count",
    "settlement_text",
    "shown_points",
    "signed_decimal",
    "signed_percent",
    "step_sentence",
    "step_sentences",
    "to_decimal",
    "value_runs",
    "values_text",
    "winner_sentence",
]
