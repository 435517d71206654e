"""The roads page: the five scoreboard roads of a dealt shoe or of typed results, at any step, with the exact odds.

The engine draws the roads (``baccarat.roads``) and computes every chance (``roads.shoes``); this
module picks the step, and lays out the odds chart.
"""

import random
from itertools import pairwise
from urllib.parse import urlencode

from django.shortcuts import redirect, render
from django.utils.cache import add_never_cache_headers
from django.utils.translation import gettext_lazy as _

from baccarat.dealt_shoe import OUTCOMES
from baccarat.roads import CARDS_PER_DECK, CUT_CARD_FROM_END, DECKS, DERIVED_ROADS, MAX_SEED, roads
from baccarat_site.caching import no_address, shared_page
from baccarat_site.pages import ROADS_DESCRIPTION, PageMeta
from baccarat_site.wording import ROAD_NAMES
from roads.forms import RoadsForm

PAGE_TEMPLATE = "roads/roads.html"
STEP_TEMPLATE = "roads/roads.html#step"
PAGE_META = PageMeta(
    _("The scoreboard roads"),
    ROADS_DESCRIPTION,
)

PARAMETERS = frozenset(RoadsForm.base_fields)
"""Every roads address is a client's choice of shoe: none goes in the site's cache (see ``shared_page``)."""

# The chart, in SVG user units: one point per step, chances from 0 to CHART_TOP.
CHART_WIDTH = 400
CHART_HEIGHT = 150
CHART_TOP = 0.5
CHART_GRID = (0, 0.1, 0.2, 0.3, 0.4, 0.5)
SUGGESTION_Y = CHART_HEIGHT + 14


STEP_ANCHOR = "roads-step"
"""The id of the part of the page that changes from step to step: the stepper, the coup and the roads."""


def step_query(data, step):
    """The address of one step of the same shoe or results, landing on the board (``STEP_ANCHOR``): without
    JavaScript each step is a page load, and the reader stays where the board is rather than at the top."""
    if data.get("shoe"):
        source = {"seed": data["seed"]}
    else:
        source = {"results": "".join(result.winner[0].upper() for result in data["results"])}
    return "?" + urlencode(source | {"step": step}) + "#" + STEP_ANCHOR


def streak_suggestions(results):
    """What a player who follows the Big Road's streak bets before each coup: the latest win (None before any)."""
    latest, suggested = None, []
    for result in results:
        suggested.append(latest)
        if result.winner != "tie":
            latest = result.winner
    return suggested


def chart(shoe_odds, step):
    """The next coup's chances across the shoe, the streak's suggestion under each step, a cursor at ``step``."""
    chances = shoe_odds.next_coup
    last = max(len(chances) - 1, 1)

    def x(index):
        return round(index * CHART_WIDTH / last, 1)

    def y(chance):
        return round(CHART_HEIGHT * (1 - float(chance) / CHART_TOP), 1)

    suggestions = streak_suggestions(shoe_odds.results)
    return {
        "width": CHART_WIDTH,
        "height": SUGGESTION_Y + 10,
        "lines": [
            {"outcome": outcome, "points": " ".join(f"{x(i)},{y(chance[outcome])}" for i, chance in enumerate(chances))}
            for outcome in OUTCOMES
        ],
        "grid": [{"y": y(level), "label": level} for level in CHART_GRID],
        "suggestions": [{"x": x(i), "winner": winner} for i, winner in enumerate(suggestions) if winner],
        "suggestion_y": SUGGESTION_Y,
        "cursor": x(min(step, len(chances) - 1)),
        "ranges": {
            outcome: (min(chance[outcome] for chance in chances), max(chance[outcome] for chance in chances))
            for outcome in OUTCOMES
        },
        "switches": sum(1 for a, b in pairwise(suggestions) if a and b and a != b),
    }


def step_context(data):
    results, step, shoe_odds = data["results"], data["step"], data.get("shoe")
    drawn = roads(results[:step])
    derived = [
        {
            "name": name,
            "label": ROAD_NAMES[name],
            "rows": drawn.derived[name].grid.rows(),
            "streaks": drawn.derived[name].runs,
        }
        for name in DERIVED_ROADS
    ]
    context = {
        "step": step,
        "coups": len(results),
        "drawn": drawn,
        "bead_plate": drawn.bead_plate.rows(),
        "pairs_known": all(result.player_pair is not None for result in results),  # not for typed results
        "big_road": drawn.big_road.grid.rows(),
        "derived": derived,
        "tally": {outcome: sum(r.winner == outcome for r in results[:step]) for outcome in OUTCOMES},
        "road_names": ROAD_NAMES,
        "ask": [
            (winner, [(ROAD_NAMES[name], name, answers[name]) for name in DERIVED_ROADS])
            for winner, answers in drawn.ask.items()
        ],
        "first_url": step_query(data, 0),
        "previous_url": step_query(data, step - 1) if step > 0 else None,
        "next_url": step_query(data, step + 1) if step < len(results) else None,
        "last_url": step_query(data, len(results)),
        "step_urls": [(index, step_query(data, index)) for index in range(len(results) + 1)],
        "latest": results[step - 1] if step else None,
    }
    if shoe_odds:
        dealt = shoe_odds.shoe
        context |= {
            "shoe": dealt,
            "seed": dealt.seed,
            "coup": dealt.coups[step - 1] if step else None,
            "next_coup": shoe_odds.next_coup[step] if step < len(results) else None,
            "cards_seen": len(dealt.seen(step)),
            "burn_card": dealt.burn_card,
            "chart": chart(shoe_odds, step),
        }
    return context


def render_roads(request, template_name):
    form = RoadsForm(request.GET)
    context = {
        "page_meta": PAGE_META,
        "form": form,
        "cut_card_from_end": CUT_CARD_FROM_END,
        "decks": DECKS,
        "shoe_cards": DECKS * CARDS_PER_DECK,
    }
    if not form.is_valid():  # the whole page, even for the script: it shows the message beside its field
        return render(request, PAGE_TEMPLATE, context, status=400)
    return render(request, template_name, context | step_context(form.cleaned_data))


def new_shoe(request):
    """No shoe asked for: deal a new one, under its own address so it can be shared."""
    response = redirect(f"{request.path}?{urlencode({'seed': random.randint(0, MAX_SEED)})}")
    add_never_cache_headers(response)
    return response


@shared_page(parameters=PARAMETERS, cached=no_address)
def roads_page(request):
    if not request.GET:
        return new_shoe(request)
    return render_roads(request, PAGE_TEMPLATE)


@shared_page(parameters=PARAMETERS, cached=no_address)
def roads_step(request):
    """One step alone, for the page's script to swap in."""
    return render_roads(request, STEP_TEMPLATE)
