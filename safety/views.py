from django.shortcuts import render
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from baccarat import USUAL_DECKS, standard_odds
from baccarat.sessions import session
from baccarat_site.caching import shared_page
from baccarat_site.money import currency_for
from baccarat_site.pages import PageMeta

BET = "banker"
"""The bet the page follows: the one with the lowest house edge, so every other bet loses faster."""

COUNTRIES = {
    "ko": ("korea",),
    "ja": ("japan",),
    "en": ("united_states", "united_kingdom", "korea", "japan"),
}
"""Where to get help: a Korean or Japanese reader gets their own country's help only (issue 27), an English
reader every country's (each has a template in safety/includes/)."""

PAGE_META = PageMeta(
    _("Gambling problems: the signs, the cost and where to get help"),
    _(
        "The signs that gambling is becoming a problem, what the house edge costs over time, and free helplines in "
        "the United States, the United Kingdom, South Korea and Japan."
    ),
)

COUPS = (100, 500, 1000)
"""The lengths of play the page compares, from one evening at a table to a habit."""


def session_rows(currency):
    rows = []
    for coups in COUPS:
        played = session(BET, coups, currency.stake)
        rows.append(
            {
                "coups": coups,
                "average_loss": currency.format(-played.expected),
                "spread": currency.format(round(played.spread)),
                "chance_behind": played.chance_behind,
            }
        )
    return rows


@shared_page
def responsible_gambling(request):
    language = get_language()
    currency = currency_for(language)
    edge = standard_odds(USUAL_DECKS).bets[BET].house_edge
    countries = COUNTRIES.get(language, COUNTRIES["en"])
    context = {
        "page_meta": PAGE_META,
        "decks": USUAL_DECKS,
        "house_edge": edge,
        "stake": currency.format(currency.stake),
        "loss_per_stake": currency.format(edge * currency.stake),
        "sessions": session_rows(currency),
        "country_templates": [f"safety/includes/{country}.html" for country in countries],
    }
    return render(request, "safety/responsible_gambling.html", context)
