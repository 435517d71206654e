"""Numbers for "Variants and history": what the banker bet and the EZ side bets cost in each version.

Everything is the rules engine's, exact, for a full 8-deck shoe, EZ Baccarat's banker bet (a banker win
with a three-card 7 returns the stake) included: it is on the engine's paytable.
"""

from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from baccarat import PAYTABLE, USUAL_DECKS, standard_odds
from baccarat.chemin_de_fer import COMMISSION, Hand, Model, cells, solve
from baccarat_site.wording import BET_NAMES, odds_words
from guides.pages import Section

# The guide's sections in order: the table of contents and each section's heading.
SECTIONS = (
    Section("punto-banco", _("Punto banco: the casino game")),
    Section("chemin-de-fer", _("Chemin de fer")),
    Section("baccarat-banque", _("Baccarat banque")),
    Section("mini-midi", _("Mini and midi baccarat")),
    Section("no-commission", _("No-commission baccarat")),
    Section("ez-baccarat", _("EZ Baccarat, Dragon 7 and Panda 8")),
    Section("costs", _("What the bets cost in each version")),
    Section("origins", _("Where the game came from")),
    Section("havana-las-vegas", _("From Havana to Las Vegas")),
    Section("macau", _("Macau")),
    Section("law", _("The law where you live (as of 2026)")),
)

LAWS = {
    "ko": ("ko/korea",),
    "ja": ("japan", "elsewhere"),
    "en": ("en/great_britain", "en/united_states", "en/elsewhere"),
}
"""The law section's countries, the reader's own first (each has a template in guides/includes/law/)."""


def law_templates(language):
    return [f"guides/includes/law/{country}.html" for country in LAWS.get(language, LAWS["en"])]


def first_line(key, **conditions):
    """The first line of a paytable bet that matches ``conditions`` (e.g. banker_total=6)."""
    return next(
        line for line in PAYTABLE[key].lines if all(getattr(line, name) == value for name, value in conditions.items())
    )


def context() -> dict:
    full = standard_odds(USUAL_DECKS)
    bets = full.bets
    six = first_line("no_commission_banker", banker_total=6)
    dragon = first_line("dragon_7")
    panda = first_line("panda_8")
    rows = [
        {"key": key, "label": BET_NAMES[key], "house_edge": bets[key].house_edge}
        for key in ("banker", "no_commission_banker", "ez_banker", "player", "dragon_7", "panda_8")
    ]
    return {
        "decks": USUAL_DECKS,
        "law_templates": law_templates(get_language()),
        "commission": PAYTABLE["banker"].lines[0].commission,
        "banker_edge": bets["banker"].house_edge,
        "player_edge": bets["player"].house_edge,
        "no_commission_edge": bets["no_commission_banker"].house_edge,
        "ez_banker_edge": bets["ez_banker"].house_edge,
        "six": {"total": six.banker_total, "pays": odds_words(*six.odds)},
        # the banker wins with 6 (two or three cards) exactly when Lucky 6 wins
        "banker_wins_on_six": bets["lucky_6"].win,
        "dragon": {
            "total": dragon.banker_total,
            "cards": dragon.banker_cards,
            "to_win": dragon.odds[0],
            "staked": dragon.odds[1],
            "win": bets["dragon_7"].win,
            "one_in": 1 / bets["dragon_7"].win,
            "house_edge": bets["dragon_7"].house_edge,
        },
        "panda": {
            "cards": panda.player_cards,
            "to_win": panda.odds[0],
            "staked": panda.odds[1],
            "win": bets["panda_8"].win,
            "house_edge": bets["panda_8"].house_edge,
        },
        "edge_rows": rows,
        "chemin": chemin_de_fer(),
    }


CHEMIN_DECKS = 6
"""Chemin de fer is dealt from a six-deck shoe."""


def chemin_de_fer() -> dict:
    """The solved game's figures the chemin de fer section states: A1 (Kemeny and Snell), and B2 for six decks."""
    replaced = solve(Model.A1, 1)
    shoe = solve(Model.B2, CHEMIN_DECKS)
    casino = solve(Model.B2, CHEMIN_DECKS, COMMISSION)
    five = Hand(5)
    return {
        "decks": CHEMIN_DECKS,
        "replaced_draw": replaced.draw_on_5[five],
        "replaced_edge": -replaced.value,
        "shoe_draw": shoe.draw_on_5[five],
        "shoe_loss": -shoe.value,
        "shoe_cells": len(shoe.banker.differs_from_table()),
        "cells": len(cells(Model.B2)),
        "casino_draw": casino.draw_on_5[five],
        "commission": COMMISSION,
    }
