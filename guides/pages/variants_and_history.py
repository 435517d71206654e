"""Numbers for "Variants and history": what the banker bet and the EZ side bets cost in each version.

Everything is the rules engine's, exact, for a full 8-deck shoe. EZ Baccarat's banker bet is not on
the engine's paytable, so it is written here as paytable data (a banker win with a three-card 7 pays
nothing: the stake is returned) and the engine computes its edge, as it does for any paytable.
"""

from functools import cache

from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from baccarat import PAYTABLE, USUAL_DECKS, Bet, Pays, Shoe, exact_odds, standard_odds
from baccarat_site.wording import BET_NAMES

EZ_BANKER = Bet(
    "ez_banker",
    (
        # a banker win with a three-card 7: the bet is returned, neither won nor lost
        Pays((0, 1), winner="banker", banker_total=7, banker_cards=3),
        Pays((1, 1), winner="banker"),
    ),
    push_on_tie=True,
)

LAWS = {
    "ko": ("korea", "japan", "elsewhere"),
    "ja": ("japan", "korea", "elsewhere"),
    "en": ("korea", "japan", "elsewhere"),
}
"""The law section's countries, the reader's own first (each has a template in guides/includes/law/)."""


def law_templates(language):
    return [f"guides/includes/law/{country}.html" for country in LAWS.get(language, LAWS["en"])]


@cache
def ez_banker_odds():
    return exact_odds(Shoe.decks(USUAL_DECKS), {EZ_BANKER.key: EZ_BANKER}).bets[EZ_BANKER.key]


def first_line(key, **conditions):
    """The first line of a paytable bet that matches ``conditions`` (e.g. banker_total=6)."""
    return next(
        line for line in PAYTABLE[key].lines if all(getattr(line, name) == value for name, value in conditions.items())
    )


def context() -> dict:
    full = standard_odds(USUAL_DECKS)
    bets = full.bets
    ez = ez_banker_odds()
    six = first_line("no_commission_banker", banker_total=6)
    dragon = first_line("dragon_7")
    panda = first_line("panda_8")
    rows = [
        {"key": key, "label": BET_NAMES[key], "house_edge": bets[key].house_edge}
        for key in ("banker", "no_commission_banker")
    ]
    rows.append({"key": "ez_banker", "label": _("EZ Baccarat banker"), "house_edge": ez.house_edge})
    rows += [
        {"key": key, "label": BET_NAMES[key], "house_edge": bets[key].house_edge}
        for key in ("player", "dragon_7", "panda_8")
    ]
    return {
        "decks": USUAL_DECKS,
        "law_templates": law_templates(get_language()),
        "commission": PAYTABLE["banker"].lines[0].commission,
        "banker_edge": bets["banker"].house_edge,
        "player_edge": bets["player"].house_edge,
        "no_commission_edge": bets["no_commission_banker"].house_edge,
        "ez_banker_edge": ez.house_edge,
        "six": {"total": six.banker_total, "to_win": six.odds[0], "staked": six.odds[1]},
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
    }
