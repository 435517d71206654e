"""The third-card lookup: by two-card totals or by the cards as dealt, answered by the rules engine.

The page is a GET form, so every answer has its own address and works without JavaScript. With
JavaScript, ``lookup.js`` asks ``lookup_update`` for the parts of the page that change and swaps
them in: the same template, the same answer.
"""

from urllib.parse import urlencode

from django.conf import settings
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.views.decorators.cache import cache_page

from baccarat import PAYTABLE, RANKS, SIDE_BETS, decide, hand_total, point_value
from baccarat_site import wording
from baccarat_site.pages import PageMeta
from baccarat_site.wording import BET_NAMES, rank_name
from lookup.forms import CardTapForm, CoupForm, DecisionForm

TEMPLATE = "lookup/lookup.html"
ANSWER_ANCHOR = "lookup-answer-heading"
CARDS_ANCHOR = "lookup-cards"
PAGE_META = PageMeta(
    _("Third-card lookup"),
    _(
        "Does the banker draw? Give the two-card totals, or the cards as they are dealt, and see what the rules of "
        "baccarat decide, and why."
    ),
)


@cache_page(settings.PAGE_CACHE_SECONDS)
def lookup(request):
    if request.GET.get("show") == "totals":
        return redirect(totals_landing(request.GET))
    tap = CardTapForm(request.GET)
    if tap.is_valid() and tap.tapped():
        cards = tap.new_cards()
        return redirect(f"{cards_url(cards)}#{landing(cards)}")
    return render(request, TEMPLATE, {"page_meta": PAGE_META, **lookup_context(request.GET)})


@cache_page(settings.PAGE_CACHE_SECONDS)
def lookup_update(request):
    """The answer, the details and the messages beside the fields, for the page's script to swap in."""
    response = render(request, f"{TEMPLATE}#update", lookup_context(request.GET))
    response["X-Robots-Tag"] = "noindex"
    return response


def cards_url(cards):
    query = {"cards": cards} if cards else {"by": "cards"}
    return f"{reverse('lookup:index')}?{urlencode(query, safe=',')}"


def landing(cards):
    """Where a tap's page opens without JavaScript: at the answer once the coup is complete, else at the
    cards (their message says what comes next, the keypad follows), so the reader stays where they were."""
    if cards and CoupForm({"cards": cards}).is_valid():
        return ANSWER_ANCHOR
    return CARDS_ANCHOR


def totals_landing(query):
    """The totals form sent without JavaScript (its button says show=totals): the same question without
    the button, opening at the answer, or at the first question still to answer or to correct."""
    question = query.copy()
    del question["show"]
    form = DecisionForm(question)
    anchor = ANSWER_ANCHOR if form.is_valid() else f"{form[next(iter(form.errors))].auto_id}_choices"
    return f"{reverse('lookup:index')}?{question.urlencode()}#{anchor}"


def lookup_context(query):
    if "cards" in query or query.get("by") == "cards":
        form = CoupForm(query if "cards" in query else None)
        return {"mode": "cards", "form": form, "keypad": keypad(), **coup_answer(form)}
    asked = any(name in query for name in DecisionForm.base_fields)
    form = DecisionForm(query if asked else None)
    return {"mode": "totals", "form": form, **decision_answer(form)}


def decision_answer(form):
    if not form.is_valid():
        return {}
    decision = form.decision
    return {
        "sentence": form.sentence(),
        "verdicts": verdicts(decision, form.cleaned_data["player_total"], form.cleaned_data["banker_total"]),
        "row": decision.row,
        "column": decision.column,
    }


def coup_answer(form):
    if not form.is_valid():
        return {"hands": hands(form.dealt), **decision_so_far(form.dealt)} if form.incomplete else {}
    coup = form.coup
    decision = coup.decision
    return {
        "complete": True,
        "sentence": wording.coup_decision_sentence(coup),
        "verdicts": verdicts(decision, hand_total(coup.player.cards[:2]), hand_total(coup.banker.cards[:2])),
        "winner": wording.winner_sentence(coup),
        "hands": hands(coup.dealing_steps),
        "steps": wording.step_sentences(coup.steps),
        "unused": len(form.cleaned_data["cards"]) - coup.cards_used,
        "bets": side_bets(coup),
        "row": decision.row,
        "column": decision.column,
    }


def decision_so_far(dealing_steps):
    """Once both hands have their first two cards, the engine's decision as the totals mode shows it:
    who draws, with the player's third card if it is dealt, and the banker's table cell."""
    cards = {"player": [], "banker": []}
    for step in dealing_steps:
        cards[step.hand].append(step.card)
    if len(cards["player"]) < 2 or len(cards["banker"]) < 2:
        return {}
    player_total, banker_total = hand_total(cards["player"][:2]), hand_total(cards["banker"][:2])
    third = point_value(cards["player"][2]) if len(cards["player"]) > 2 else None
    decision = decide(player_total, banker_total, third)
    return {
        "sentence": wording.decision_sentence(decision, player_total, banker_total, third),
        "verdicts": verdicts(decision, player_total, banker_total),
        "row": decision.row,
        "column": decision.column,
    }


def verdicts(decision, player_total=None, banker_total=None):
    """Who draws, at a glance: each hand's verdict, and whether it draws (None: not known yet).

    On a natural nobody draws, but nobody "stands" either: the badges say so (``natural``)."""
    return [
        {
            "text": wording.player_verdict(decision, player_total),
            "draws": decision.player_draws,
            "natural": decision.natural,
        },
        {
            "text": wording.banker_verdict(decision, banker_total),
            "draws": decision.banker_draws,
            "natural": decision.natural,
        },
    ]


def side_bets(coup):
    bets = []
    for key in SIDE_BETS:
        settlement = PAYTABLE[key].settle(coup)
        result = wording.settlement_text(settlement)
        bets.append({"name": BET_NAMES[key], "result": result, "wins": settlement.result == "win"})
    return bets


def hands(dealing_steps):
    """Each hand's cards and total so far, from the steps that dealt them."""
    by_hand = {"player": {"cards": [], "total": 0}, "banker": {"cards": [], "total": 0}}
    for step in dealing_steps:
        by_hand[step.hand]["cards"].append(step.card)
        by_hand[step.hand]["total"] = step.total
    return [{"hand": hand, **dealt} for hand, dealt in by_hand.items() if dealt["cards"]]


def keypad():
    """The card buttons: each rank, and its name where the rank is a letter."""
    return [{"rank": rank, "name": rank_name(rank) if rank != rank_name(rank) else ""} for rank in RANKS]
