"""The odds page: every bet's chances and house edge for a full shoe of 1–8 decks, and for a shoe with cards gone.

The rules engine computes every probability; this module only arranges its numbers for the template:
names, payout lines, the chart's bar lengths, and the change between two of the engine's figures.
"""

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import wraps

from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext, pgettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.cache import cache_page

from guides.forms import as_typed
from guides.labels import BET_NAMES, OUTCOME_NAMES, less_commission, odds_words
from guides.odds_forms import DECK_COUNTS, DEFAULT_DECKS, SHOW, SHOW_REMOVED, OddsForm, removal_field_name
from guides.rules import COMMISSION, RANKS, BetOdds, Odds, Pays, standard_odds
from guides.templatetags.baccarat import card, to_decimal

PAGE_TEMPLATE = "guides/odds.html"
RESULTS_TEMPLATE = "guides/odds.html#results"
FULL_SHOE_CACHE_SECONDS = 60 * 60
FULL_SHOE_QUERIES = {""} | {f"decks={decks}" for decks in DECK_COUNTS}
DEPLETED_ANCHOR = "depleted"
DEPLETED_RESULT_ANCHOR = "depleted-result"
CHANGE_PLACES = 3
"""Decimal places of the depleted-shoe comparison: removing a few cards moves the odds by hundredths of a point."""

# The chart, in SVG user units: one row per bet, its name above a bar as long as its house edge.
CHART_WIDTH = 400
CHART_LONGEST_BAR = 300
CHART_ROW_HEIGHT = 50

PAYOUT_CONDITIONS = {
    ("banker", True, True): _("Banker wins with %(total)s on %(cards)s cards"),
    ("player", True, True): _("Player wins with %(total)s on %(cards)s cards"),
    ("banker", True, False): _("Banker wins with %(total)s"),
    ("banker", False, False): _("Any other banker win"),
}
"""Words for a paytable line, by (winner, names a total, names a number of cards)."""


@dataclass(frozen=True)
class PayoutLine:
    pays: SafeString
    condition: str | None


def payout_words(line: Pays) -> SafeString:
    """What a paytable line pays, in words as the guides write it: "8 to 1", "1 to 1 less 5% commission",
    "1 to 2 (half the stake)"; never "1:2", which a newcomer reads as "pays 2". The odds never break
    across lines."""
    to_win, staked = line.odds
    words = format_html('<span class="odds-payout__odds">{}</span>', odds_words(to_win, staked))
    if Fraction(to_win, staked) == Fraction(1, 2):
        words = mark_safe(gettext("%(pays)s (half the stake)") % {"pays": words})
    if line.commission:
        words = mark_safe(less_commission(words, line.commission))
    return words


def payout_condition(line: Pays, first: bool) -> str | None:
    """When a paytable line pays, in words; None when the bet's name says it all (its first plain line)."""
    total = line.banker_total if line.winner == "banker" else line.player_total
    cards = line.banker_cards if line.winner == "banker" else line.player_cards
    if line.pair or (first and total is None and cards is None):
        return None
    return PAYOUT_CONDITIONS[line.winner, total is not None, cards is not None] % {"total": total, "cards": cards}


@dataclass(frozen=True)
class BetRow:
    key: str
    name: str
    payouts: list[PayoutLine]
    odds: BetOdds


def bet_rows(result: Odds) -> list[BetRow]:
    return [
        BetRow(
            key=key,
            name=BET_NAMES[key],
            payouts=[
                PayoutLine(payout_words(line), payout_condition(line, index == 0))
                for index, line in enumerate(bet_odds.bet.lines)
            ],
            odds=bet_odds,
        )
        for key, bet_odds in result.bets.items()
    ]


@dataclass(frozen=True)
class OutcomeRow:
    name: str
    deals: int
    probability: Fraction


def outcome_rows(result: Odds) -> dict[str, OutcomeRow]:
    return {
        outcome: OutcomeRow(OUTCOME_NAMES[outcome], deals, result.probability(outcome))
        for outcome, deals in result.outcomes.items()
    }


@dataclass(frozen=True)
class ChartBar:
    name: str
    house_edge: Fraction
    top: int
    length: int

    @property
    def figure_x(self) -> int:
        return self.length + 6


def edge_chart(bets: list[BetRow]) -> dict:
    """Bars for the house edge of every bet, lowest first, scaled so the highest fills the chart."""
    highest = max(bet.odds.house_edge for bet in bets)
    ordered = sorted(bets, key=lambda bet: bet.odds.house_edge)
    bars = [
        ChartBar(
            name=bet.name,
            house_edge=bet.odds.house_edge,
            top=index * CHART_ROW_HEIGHT,
            length=round(bet.odds.house_edge / highest * CHART_LONGEST_BAR),
        )
        for index, bet in enumerate(ordered)
    ]
    return {"bars": bars, "width": CHART_WIDTH, "height": len(bars) * CHART_ROW_HEIGHT}


@dataclass(frozen=True)
class Change:
    key: str
    name: str
    full: Fraction
    depleted: Fraction

    @property
    def points(self) -> Decimal:
        """Depleted minus full, in percentage points, rounded as shown (never "-0.000")."""
        rounded = to_decimal((self.depleted - self.full) * 100, CHANGE_PLACES)
        return rounded if rounded else abs(rounded)


def removed_cards(removed: dict[str, int]) -> SafeString:
    """The cards gone from the shoe, as card faces with their counts: "[5]×2, [K]×1", in the active language."""
    separator = pgettext("between items of a list", ", ")
    return format_html_join(
        separator,
        '<span class="odds-removed__rank">{}×{}</span>',
        (
            (mark_safe(render_to_string("guides/includes/card.html", card(rank)).strip()), count)
            for rank, count in removed.items()
        ),
    )


def comparison(full: Odds, depleted: Odds, removed: dict[str, int]) -> dict:
    house_edges = [
        Change(key, BET_NAMES[key], full.bets[key].house_edge, depleted.bets[key].house_edge) for key in full.bets
    ]
    return {
        "removed": removed,
        "removed_cards": removed_cards(removed),
        "removed_total": sum(removed.values()),
        "cards_left": depleted.shoe.size,
        "outcomes": [
            Change(outcome, OUTCOME_NAMES[outcome], full.probability(outcome), depleted.probability(outcome))
            for outcome in full.outcomes
        ],
        "house_edges": house_edges,
        "bettor_has_an_edge": any(change.depleted < 0 for change in house_edges),
        "places": CHANGE_PLACES,
    }


def render_odds(request, template_name):
    form = OddsForm(request.GET)
    valid = form.is_valid()
    decks = form.cleaned_data.get("decks", DEFAULT_DECKS)
    full = standard_odds(decks)
    bets = bet_rows(full)
    depleted = form.cleaned_data.get("depleted_odds")
    context = {
        "form": form,
        "decks": decks,
        "odds": full,
        "outcomes": outcome_rows(full),
        "bets": bets,
        "chart": edge_chart(bets),
        "commission": COMMISSION,
        "copies_per_rank": full.shoe.rank_counts[0],  # a full shoe holds as many of every rank
        "comparison": comparison(full, depleted, form.removed_counts()) if depleted else None,
    }
    return render(request, template_name, context, status=200 if valid else 400)


def cache_full_shoe_pages(view):
    """Serve a full shoe's page (one of nine URLs per language) from the cache; compute any other afresh."""
    cached_view = cache_page(FULL_SHOE_CACHE_SECONDS)(view)

    @wraps(view)
    def serve(request):
        if request.META.get("QUERY_STRING", "") in FULL_SHOE_QUERIES:
            return cached_view(request)
        return view(request)

    return serve


def without_untouched_ranks(query):
    """The query less the ranks left empty or at 0, as the page's script writes it."""
    tidied = query.copy()
    for name in map(removal_field_name, RANKS):
        if as_typed(tidied.get(name, "x")) in ("", "0"):
            del tidied[name]
    return tidied


def landing(path, query):
    """The short address for a form sent without JavaScript, opening where the reader looks next.

    Sent with the removal form's button, the page opens at the depleted shoe's result, or at the form and
    its message when there is none (show=removed stays in the address only when no rank was given, so
    that the page can say so)."""
    asked = query.pop(SHOW, None) is not None
    removed = any(removal_field_name(rank) in query for rank in RANKS)
    if asked and not removed:
        query[SHOW] = SHOW_REMOVED
    address = f"{path}?{query.urlencode()}" if query else path
    if not asked:
        return address
    anchor = DEPLETED_RESULT_ANCHOR if removed and OddsForm(query).is_valid() else DEPLETED_ANCHOR
    return f"{address}#{anchor}"


@cache_full_shoe_pages
def odds_table(request):
    tidied = without_untouched_ranks(request.GET)
    if len(tidied) < len(request.GET):  # a form sent without JavaScript: go to the short, shareable address
        return redirect(landing(request.path, tidied))
    return render_odds(request, PAGE_TEMPLATE)


@cache_full_shoe_pages
def odds_results(request):
    """The results alone, for the page's script to swap in without reloading."""
    return render_odds(request, RESULTS_TEMPLATE)
