"""The odds page: every bet's chances and house edge for a full shoe of 1–8 decks, and for a shoe with cards gone.

A GET form, so every shoe has its own address and the page works without JavaScript; ``odds.js`` asks
``odds_results`` for the results alone and swaps them in.
"""

from django.shortcuts import redirect, render
from django.utils.translation import gettext_lazy as _

from baccarat import COMMISSION, DECK_COUNTS, PAYTABLE, RANKS, USUAL_DECKS, effect_of_removal
from baccarat_site.caching import shared_page
from baccarat_site.fields import as_typed, pay_field_name, removal_field_name
from baccarat_site.pages import ODDS_DESCRIPTION, PageMeta
from odds.forms import SHOW, SHOW_REMOVED, OddsForm, odds_for
from odds.tables import bet_rows, comparison, counting_rows, edge_chart, outcome_rows, removal_rows, squeeze_rows

PAGE_TEMPLATE = "odds/odds.html"
RESULTS_TEMPLATE = "odds/odds.html#results"
FULL_SHOE_QUERIES = frozenset({""} | {f"decks={decks}" for decks in DECK_COUNTS})
"""A full shoe's page, one of nine addresses per language: kept in the site's cache; any other is computed afresh."""
PARAMETERS = frozenset({"decks", SHOW, *map(removal_field_name, RANKS), *map(pay_field_name, PAYTABLE)})
DEPLETED_ANCHOR = "depleted"
DEPLETED_RESULT_ANCHOR = "depleted-result"
PAGE_META = PageMeta(
    _("Odds and house edge"),
    ODDS_DESCRIPTION,
)


def render_odds(request, template_name):
    form = OddsForm(request.GET)
    valid = form.is_valid()
    decks = form.cleaned_data.get("decks", USUAL_DECKS)
    full = form.cleaned_data.get("full_odds") or odds_for(decks, [])
    bets = bet_rows(full)
    your_bets = [bet for bet in bets if bet.changed]
    effect = effect_of_removal(decks)
    counting = counting_rows(effect)
    depleted = form.cleaned_data.get("depleted_odds")
    context = {
        "page_meta": PAGE_META,
        "form": form,
        "decks": decks,
        "odds": full,
        "usual_odds": odds_for(decks, []) if your_bets else full,
        "outcomes": outcome_rows(full),
        "bets": bets,
        "perfect_pair_never_wins": full.settled("perfect_pair").win == 0,
        "chart": edge_chart(bets),
        "commission": COMMISSION,
        "copies_per_rank": full.shoe.rank_counts[0],  # a full shoe holds as many of every rank
        "comparison": comparison(full, depleted, form.removed_counts()) if depleted else None,
        "your_bets": your_bets,
        "ranks": RANKS,
        "removal": removal_rows(effect),
        "counting": counting,
        "squeeze": squeeze_rows(depleted.shoe if depleted else full.shoe),
        "banker_counting": next(row for row in counting if row.key == "banker"),
        "player_counting": next(row for row in counting if row.key == "player"),
    }
    return render(request, template_name, context, status=200 if valid else 400)


def without_untouched_fields(query):
    """The query less the ranks left empty or at 0 and the payouts left empty, as the page's script writes it."""
    tidied = query.copy()
    for name in map(removal_field_name, RANKS):
        if as_typed(tidied.get(name, "x")) in ("", "0"):
            del tidied[name]
    for name in map(pay_field_name, PAYTABLE):
        if tidied.get(name, "x").strip() == "":
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


@shared_page(parameters=PARAMETERS, cached=FULL_SHOE_QUERIES.__contains__, proxies_keep_the_rest=False)
def odds_table(request):
    tidied = without_untouched_fields(request.GET)
    if len(tidied) < len(request.GET):  # a form sent without JavaScript: go to the short, shareable address
        return redirect(landing(request.path, tidied))
    return render_odds(request, PAGE_TEMPLATE)


@shared_page(parameters=PARAMETERS, cached=FULL_SHOE_QUERIES.__contains__, proxies_keep_the_rest=False)
def odds_results(request):
    """The results alone, for the page's script to swap in without reloading."""
    return render_odds(request, RESULTS_TEMPLATE)
