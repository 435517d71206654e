"""The third-card lookup: by two-card totals or by the cards as dealt, answered by the rules engine.

The page is a GET form, so every answer has its own address and works without JavaScript. With
JavaScript, ``lookup.js`` asks ``lookup_update`` for the parts of the page that change and swaps
them in: the same template, the same answer.
"""

import random
from fractions import Fraction
from urllib.parse import urlencode

from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from baccarat import PAYTABLE, RANKS, SIDE_BETS, USUAL_DECKS, ErrorCode, decide, hand_total, point_value
from baccarat.roads import MAX_SEED
from baccarat.squeeze import FIRST_FOUR, WINNERS, next_cards, squeeze
from baccarat_site import wording
from baccarat_site.caching import shared_page
from baccarat_site.pages import LOOKUP_DESCRIPTION, PageMeta
from baccarat_site.wording import BET_NAMES, rank_name
from lookup.forms import CardTapForm, CoupForm, DecisionForm, SqueezeTurnForm

TEMPLATE = "lookup/lookup.html"
ANSWER_ANCHOR = "lookup-answer-heading"
CARDS_ANCHOR = "lookup-cards"
PAGE_META = PageMeta(
    _("Third-card lookup"),
    LOOKUP_DESCRIPTION,
)

PARAMETERS = frozenset({*DecisionForm.base_fields, *CardTapForm.base_fields, "by"})
CACHED_QUERIES = frozenset({"", "by=cards"})
"""The two empty forms; an answer is computed afresh (a few milliseconds), and kept by a proxy in front."""
STILL_ASKING = frozenset({"required", ErrorCode.TOO_FEW_CARDS})
"""Messages about a question still being put (a total not chosen yet, a coup short of cards): not errors."""


@shared_page(parameters=PARAMETERS, cached=CACHED_QUERIES.__contains__)
def lookup(request):
    if request.GET.get("show") == "totals":
        return redirect(totals_landing(request.GET))
    tap = CardTapForm(request.GET)
    if tap.is_valid() and tap.tapped():
        cards = tap.new_cards()
        return redirect(f"{cards_url(cards)}#{landing(cards)}")
    context = lookup_context(request.GET)
    return render(request, TEMPLATE, {"page_meta": PAGE_META, **context}, status=status_for(context["form"]))


@shared_page(parameters=PARAMETERS, cached=CACHED_QUERIES.__contains__)
def lookup_update(request):
    """The answer, the details and the messages beside the fields, for the page's script to swap in."""
    context = lookup_context(request.GET)
    response = render(request, f"{TEMPLATE}#update", context, status=status_for(context["form"]))
    response["X-Robots-Tag"] = "noindex"
    return response


def status_for(form):
    """400 for input the lookup cannot use, such as an unknown card or a total of 12; a question still
    being put (``STILL_ASKING``) is answered as far as it goes, with a 200."""
    codes = {error.code for errors in form.errors.as_data().values() for error in errors} if form.is_bound else set()
    return 400 if codes - STILL_ASKING else 200


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
        if not form.incomplete:
            return {}
        return {"hands": hands(form.dealt), **squeeze_so_far(form.dealt), **decision_so_far(form.dealt)}
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
        **squeeze_so_far(coup.dealing_steps),
        "row": decision.row,
        "column": decision.column,
    }


def squeeze_so_far(dealing_steps):
    """The chances of a player win, a banker win and a tie before the first card and after each card dealt,
    as the squeeze reveals them (the usual 8-deck shoe), and the cards for the squeeze page's link."""
    cards = [step.card for step in dealing_steps]
    rows = []
    for seen in range(len(cards) + 1):
        result = squeeze(cards[:seen])
        rows.append(
            {
                "card": cards[seen - 1] if seen else None,
                "place": wording.PLACE_NAMES[result.places[-1]] if seen else None,
                "chances": [wording.percent(result.chances.winners[winner]) for winner in WINNERS],
            }
        )
    return {"chances": rows, "squeeze_cards": ",".join(cards)}


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


SQUEEZE_TEMPLATE = "lookup/squeeze.html"
SQUEEZE_PAGE_META = PageMeta(
    _("The squeeze: the chances card by card"),
    _(
        "Turn the cards of a coup one at a time and watch the exact chances of a player win, a banker win and a "
        "tie move with each card."
    ),
)
SQUEEZE_ANCHOR = "squeeze-cards"


SQUEEZE_PARAMETERS = frozenset(SqueezeTurnForm.base_fields)


@shared_page(parameters=SQUEEZE_PARAMETERS)
def squeeze_page(request):
    """The squeeze; a question it cannot answer (a card that is not one, a coup the shoe does not deal) is a 400,
    its reason beside the field in the reader's language."""
    context = squeeze_context(request.GET)
    form = context["form"]
    status = 400 if form.is_bound and form.errors else 200
    return render(request, SQUEEZE_TEMPLATE, {"page_meta": SQUEEZE_PAGE_META, **context}, status=status)


def squeeze_new_deal(request):
    """A new shuffled shoe: never cached, so each press deals another."""
    return redirect(f"{reverse('lookup:squeeze')}?{urlencode({'seed': random.randrange(MAX_SEED + 1)})}")


@shared_page(parameters=SQUEEZE_PARAMETERS)
def squeeze_update(request):
    """The part of the squeeze page that changes with each turn, for the page's script to swap in."""
    response = render(request, f"{SQUEEZE_TEMPLATE}#turned", squeeze_context(request.GET))
    response["X-Robots-Tag"] = "noindex"
    return response


def squeeze_context(query):
    form = SqueezeTurnForm(query if query else None)
    if not form.is_bound or not form.is_valid() or not form.coup_cards:
        return {"form": form}
    data = form.cleaned_data
    turned, cards = data["turned"], form.coup_cards
    result = squeeze(cards[:turned], form.shoe)
    following = next_cards(cards[:turned], form.shoe) if result.next_place is not None else None
    winners = result.chances.winners
    return {
        "form": form,
        "hands": squeeze_hands(squeeze(cards, form.shoe).places, cards, turned),
        "turned": turned,
        "unused": form.unused if turned == len(cards) else 0,
        "chances": chance_bar(winners),
        "sentence": None if result.coup else wording.chances_sentence(winners),  # complete: the winner says it
        "outs": None if following is None else wording.outs_sentence(following),
        "next_table": None if following is None else next_table(following),
        "next_place": wording.missing_card_sentence(result.next_place)
        if turned == len(cards) and result.next_place is not None
        else wording.next_place_sentence(result.next_place),
        "winner": wording.winner_sentence(result.coup) if result.coup else None,
        "links": turn_links(query, turned, len(cards)),
        "next_coup": next_coup_link(data, form.coups_in_shoe),
        "decks": USUAL_DECKS,  # typed cards come from the usual shoe (a Korean reader, cold read 21: which shoe?)
    }


def chance_bar(winners):
    """The three chances as segments of a bar 100 units wide: where each starts and how wide it is (SVG
    attributes, not styles, so the page needs no inline style), with its percentage."""
    segments, start = [], Fraction(0)
    for winner in WINNERS:
        chance = winners[winner]
        segments.append(
            {
                "winner": str(winner),
                "percent": wording.percent(chance),
                "start": f"{float(start * 100):.2f}",
                "width": f"{float(chance * 100):.2f}",
            }
        )
        start += chance
    return segments


def squeeze_hands(places, cards, turned):
    """Each hand's cards in dealing order: the rank once turned, else None (face down)."""
    by_hand = {"player": [], "banker": []}
    # Face down: the first four cards, dealt before any is turned, and the next card; a third card that is
    # still to come is not shown, as it is not yet dealt (showing it would tell whether a hand draws).
    dealt = max(len(FIRST_FOUR), turned + 1)
    for index, (place, rank) in enumerate(zip(places[:dealt], cards, strict=False)):
        by_hand[place.hand].append(
            {"rank": rank if index < turned else None, "place": wording.PLACE_NAMES[place], "next": index == turned}
        )
    return [{"hand": hand, "cards": hand_cards} for hand, hand_cards in by_hand.items()]


def turn_links(query, turned, total):
    def link(count):
        params = query.copy()
        params["turned"] = str(count)
        return f"?{params.urlencode(safe=',')}#{SQUEEZE_ANCHOR}"

    return {
        "next": link(turned + 1) if turned < total else None,
        "all": link(total) if turned < total else None,
        "back": link(turned - 1) if turned else None,
        "again": link(0) if turned else None,
    }


def next_coup_link(data, coups_in_shoe):
    if data["seed"] is None or (data["coup"] or 1) >= coups_in_shoe:
        return None
    return f"?{urlencode({'seed': data['seed'], 'coup': (data['coup'] or 1) + 1})}#{SQUEEZE_ANCHOR}"


def next_table(following):
    """Each rank the next card can be: its chance, and the chances after it or the result it settles."""
    return [
        {
            "rank": card.rank,
            "chance": wording.percent(card.chance),
            "after": [wording.percent(card.after.winners[winner]) for winner in WINNERS],
            "settles": card.after.winner,
        }
        for card in following.cards
    ]
