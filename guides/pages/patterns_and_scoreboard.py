"""Numbers for "Patterns and the scoreboard": the engine's odds for real depleted shoes, next to the full shoe.

Two depleted shoes, both dealt by the engine: the cards of three coups given here card by card, and
the cards of the first coups of one 8-deck shoe shuffled with a fixed seed (whose results the page
also draws as a Big Road, with ``baccarat.roads``). The coups are card orders, not results:
``play_coup`` decides every draw, and only the cards a coup uses leave the shoe. The depleted
shoes' odds are exact and are computed once per process (about 10 ms each).
"""

import random
from collections import Counter
from functools import lru_cache
from itertools import islice
from urllib.parse import urlencode

from django.utils.translation import gettext_lazy as _

from baccarat import RANKS, USUAL_DECKS, Shoe, deal_coups, exact_odds, play_coup, standard_odds
from baccarat.roads import CoupRecord, roads
from baccarat_site.fields import removal_field_name
from baccarat_site.wording import OUTCOME_NAMES, shown_points
from guides.pages import Section

# The guide's sections in order: the table of contents and each section's heading.
SECTIONS = (
    Section("no-memory", _("The shoe has no memory")),
    Section("few-cards", _("A few cards barely move the odds")),
    Section("roadmaps", _("The scoreboard and its roadmaps")),
    Section("streaks", _("Streaks happen by chance")),
    Section("fallacy", _("The gambler’s fallacy")),
    Section("systems", _("Betting systems do not change the edge")),
    Section("online", _("Online baccarat: the same rules, the same roadmaps")),
)

RUN = 5
"""The streak length the page puts a probability on."""

COUPS = (
    # player 4, banker 6; the player draws a 7 (total 1); the banker, on 6 against a 7, draws a 3 (total 9).
    (("4", "clubs"), ("6", "hearts"), ("K", "diamonds"), ("Q", "spades"), ("7", "diamonds"), ("3", "clubs")),
    # the banker has a natural 9 against the player's 7.
    (("J", "hearts"), ("4", "spades"), ("7", "clubs"), ("5", "diamonds")),
    # the player stands on 6; the banker draws on 3, a 4 (total 7).
    (("3", "diamonds"), ("A", "clubs"), ("3", "spades"), ("2", "hearts"), ("4", "hearts")),
)
"""Three coups in shoe order (player, banker, player, banker, then any third cards), as (rank, suit)."""

SHOWN_PLACES = 3
"""Decimal places of the percentages the guide shows beside each change: a change is their difference."""
SHUFFLE_SEED = 4
SHUFFLED_COUPS = 40
"""One 8-deck shoe, shuffled with this seed, and how many of its coups the page deals."""

EDGE_LABELS = {
    "banker": _("House edge on a banker bet"),
    "player": _("House edge on a player bet"),
}


def play(cards):
    """The engine's coup for ``cards`` ((rank, suit) in shoe order), and each hand's cards as dealt."""
    coup = play_coup([rank for rank, _suit in cards])
    return coup, coup.hands_as_dealt(cards)


@lru_cache(maxsize=1)
def three_coups():
    """The three example coups as the engine plays them, and the ranks of the cards they used."""
    played = tuple(play(cards) for cards in COUPS)
    used = tuple(
        rank for cards, (coup, _hands) in zip(COUPS, played, strict=True) for rank, _ in cards[: coup.cards_used]
    )
    return played, used


@lru_cache(maxsize=1)
def shuffled_shoe():
    """The winners of the first ``SHUFFLED_COUPS`` coups of one shuffled shoe, and the ranks they used."""
    cards = Shoe.decks(USUAL_DECKS).cards()
    random.Random(SHUFFLE_SEED).shuffle(cards)
    coups = list(islice(deal_coups(cards), SHUFFLED_COUPS))
    last_start, last = coups[-1]
    return tuple(coup.outcome.winner for _start, coup in coups), tuple(cards[: last_start + last.cards_used])


@lru_cache(maxsize=8)
def depleted_odds(decks, removed):
    """Exact odds for a ``decks`` shoe once ``removed`` (ranks) are out of it."""
    return exact_odds(Shoe.decks(decks).remove(removed))


def odds_page_query(ranks):
    """The odds page's form filled in with ``ranks`` taken out of a full shoe, as a query string."""
    counts = Counter(ranks)
    removed = {removal_field_name(rank): counts[rank] for rank in RANKS if counts[rank]}
    return urlencode({"decks": USUAL_DECKS} | removed)


def comparison(full, shoes):
    """Rows for the table: outcome probabilities and main-bet edges, full shoe and each depleted shoe."""

    def row(label, key, value):
        base = value(full)
        cells = [
            {"value": value(shoe), "change_points": shown_points(base, value(shoe), SHOWN_PLACES)} for shoe in shoes
        ]
        return {"key": key, "label": label, "full": base, "cells": cells}

    rows = [row(OUTCOME_NAMES[key], key, lambda result, key=key: result.probability(key)) for key in OUTCOME_NAMES]
    rows += [
        row(EDGE_LABELS[key], f"{key}_edge", lambda result, key=key: result.bets[key].house_edge) for key in EDGE_LABELS
    ]
    return rows


def context() -> dict:
    full = standard_odds(USUAL_DECKS)
    played, used = three_coups()
    after_three = depleted_odds(USUAL_DECKS, used)
    winners, dealt = shuffled_shoe()
    after_shoe = depleted_odds(USUAL_DECKS, dealt)
    one_deck_change = depleted_odds(1, used).probability("banker") - standard_odds(1).probability("banker")
    banker = full.probability("banker")
    player = full.probability("player")
    big_road = roads(CoupRecord(winner) for winner in winners).big_road
    longest = max(big_road.runs, key=lambda run: run[1])
    rows = comparison(full, (after_three, after_shoe))
    coups = [
        {
            "player": hands["player"],
            "banker": hands["banker"],
            "player_total": coup.player.total,
            "banker_total": coup.banker.total,
            "winner": coup.outcome.winner,
        }
        for coup, hands in played
    ]
    return {
        "decks": USUAL_DECKS,
        "full_cards": full.shoe.size,
        "coups": coups,
        "coups_count": len(coups),
        "all_banker": all(coup["winner"] == "banker" for coup in coups),
        "three": {
            "removed": len(used),
            "cards": after_three.shoe.size,
            "banker": after_three.probability("banker"),
            "banker_change_points": shown_points(banker, after_three.probability("banker"), SHOWN_PLACES),
            "banker_edge": after_three.bets["banker"].house_edge,
            "player_edge": after_three.bets["player"].house_edge,
            "odds_query": odds_page_query(used),
        },
        "one_deck_change_points": one_deck_change * 100,
        "shoe": {
            "coups": len(winners),
            "removed": len(dealt),
            "cards": after_shoe.shoe.size,
            "banker_wins": winners.count("banker"),
            "player_wins": winners.count("player"),
            "ties": winners.count("tie"),
            "longest_winner": longest[0],
            "longest": longest[1],
            "runs": big_road.runs,
            "big_road": big_road.grid.rows(),
            "banker_edge": after_shoe.bets["banker"].house_edge,
            "player_edge": after_shoe.bets["player"].house_edge,
        },
        "comparison": rows,
        # a Korean reader (cold read 20): "not as much as one point" undersold a table whose largest move is 0.193
        "largest_change_points": max(abs(cell["change_points"]) for row in rows for cell in row["cells"]),
        "banker_probability": banker,
        "player_probability": player,
        "tie_probability": full.probability("tie"),
        "run": RUN,
        "banker_run": banker**RUN,
        "banker_run_one_in": 1 / banker**RUN,
        "player_run": player**RUN,
        "player_run_one_in": 1 / player**RUN,
        "banker_edge": full.bets["banker"].house_edge,
        "player_edge": full.bets["player"].house_edge,
    }
