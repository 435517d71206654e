"""The rules engine's codes in words: one translated sentence per decision, step, result or error.

The engine answers with codes and numbers (``Decision.reason``, ``Step.code``, ``RulesError.code``).
This module says each of them as one sentence in the active language; the lookup page and the JSON
API use it, and the guides may too. Which values a rule covers ("0 to 5") is read from the engine's
tables, never typed here.
"""

from django.utils.text import Truncator
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext

from baccarat import (
    BANKER_DRAWS_ON,
    BANKER_DRAWS_WHEN_PLAYER_STOOD,
    PLAYER_DRAWS_ON,
    STOOD,
    decide,
    hand_total,
    point_value,
)

SIDE_BETS = ("player_pair", "banker_pair", "lucky_6", "dragon_7", "panda_8")
"""The side bets the lookup settles, by ``PAYTABLE`` key (their names: ``guides.labels.BET_NAMES``)."""

DECKS_MESSAGE = gettext_lazy("A shoe has 1 to 8 decks.")

ECHO_LIMIT = 12
"""Characters of a reader's input quoted back in a message."""


def echo(text):
    return Truncator(str(text)).chars(ECHO_LIMIT)


def values_text(values):
    """Point values as a short phrase: runs of three or more as a range ("0 to 5"), others listed ("6 or 7")."""
    runs = []
    for value in sorted(values):
        if runs and value == runs[-1][-1] + 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    parts = []
    for run in runs:
        if len(run) >= 3:
            parts.append(_("%(low)s to %(high)s") % {"low": run[0], "high": run[-1]})
        else:
            parts.extend(str(value) for value in run)
    if len(parts) == 1:
        return parts[0]
    separator = pgettext("between the items of a list", ", ")
    return _("%(values)s or %(last)s") % {"values": separator.join(parts[:-1]), "last": parts[-1]}


# Decisions: does the player draw, does the banker draw, and why.


def decision_sentence(decision, player_total, banker_total, player_third=None):
    """One sentence for ``decide(player_total, banker_total, player_third)``."""
    numbers = {
        "player": player_total,
        "banker": banker_total,
        "third": player_third,
        "player_draws_on": values_text(PLAYER_DRAWS_ON),
        "banker_draws_on": values_text(BANKER_DRAWS_WHEN_PLAYER_STOOD),
    }
    if decision.reason == "natural":
        message = natural_message(decision.natural_hand)
    elif decision.reason == "player_stands" and decision.banker_draws:
        message = _(
            "The player stands on %(player)s, and the banker draws on %(banker)s, because when the player "
            "stands the banker draws on %(banker_draws_on)s."
        )
    elif decision.reason == "player_stands":
        message = _(
            "The player stands on %(player)s, and the banker stands on %(banker)s, because when the player "
            "stands the banker draws only on %(banker_draws_on)s."
        )
    elif decision.reason == "awaiting_third_card":
        message = _(
            "The player draws on %(player)s (the player draws on %(player_draws_on)s); whether the banker, "
            "with %(banker)s, draws depends on the player's third card."
        )
    else:
        message, rule_values = banker_table_message(banker_total, decision.banker_draws)
        numbers.update(rule_values)
    return message % numbers


def banker_sentence_without_player_total(decision, banker_total, player_third, player_totals):
    """The banker's move when the player's total was not given: ``decision`` holds for every total in
    ``player_totals`` (those on which the player draws), so the sentence says it is not needed."""
    if decision.banker_draws:
        message = _(
            "The player drew a third card worth %(third)s; with %(banker)s against that card, the banker draws. "
            "The player's two-card total is not needed for this: a player who draws has %(player_totals)s, and "
            "the answer is the same for each of those totals."
        )
    else:
        message = _(
            "The player drew a third card worth %(third)s; with %(banker)s against that card, the banker stands. "
            "The player's two-card total is not needed for this: a player who draws has %(player_totals)s, and "
            "the answer is the same for each of those totals."
        )
    return message % {"third": player_third, "banker": banker_total, "player_totals": values_text(player_totals)}


def banker_natural_no_third_card(banker_total):
    return _("The banker has a natural %(banker)s, so nobody draws: there is no player's third card.") % {
        "banker": banker_total
    }


def coup_decision_sentence(coup):
    """``decision_sentence`` for a played coup: its two-card totals, and the player's third card if drawn."""
    third = coup.player.third_card
    return decision_sentence(
        coup.decision,
        hand_total(coup.player.cards[:2]),
        hand_total(coup.banker.cards[:2]),
        None if third is None else point_value(third),
    )


def natural_message(natural_hand):
    if natural_hand == "both":
        return _("Both hands have a natural (player %(player)s, banker %(banker)s), so neither draws a third card.")
    if natural_hand == "player":
        return _("The player has a natural %(player)s, so neither hand draws a third card.")
    return _("The banker has a natural %(banker)s, so neither hand draws a third card.")


def banker_table_message(banker_total, banker_draws):
    """The player drew: the banker's row of the table said as a rule, and what it gives for this card."""
    draws_on = BANKER_DRAWS_ON[banker_total]
    exceptions = set(range(10)) - draws_on
    if not exceptions:
        return _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws whatever that card is, so the banker draws."
        ), {}
    if not draws_on:
        return _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "stands whatever that card is, so the banker stands."
        ), {}
    if len(exceptions) == 1 and banker_draws:
        message = _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws unless that card counts %(except)s, so the banker draws."
        )
    elif len(exceptions) == 1:
        message = _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws unless that card counts %(except)s, so the banker stands."
        )
    elif banker_draws:
        message = _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws only when that card counts %(values)s, so the banker draws."
        )
    else:
        message = _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws only when that card counts %(values)s, so the banker stands."
        )
    return message, {"except": min(exceptions), "values": values_text(draws_on)}


def player_verdict(decision, player_total=None):
    """The player's badge; on a natural it says the natural (with ``player_total``), not "stands"."""
    if decision.natural_hand in ("player", "both"):
        return pgettext("lookup verdict", "Player: natural %(total)s — no third card") % {"total": player_total}
    if decision.natural:
        return pgettext("lookup verdict", "Player: no third card (the banker has a natural)")
    if decision.player_draws:
        return pgettext("lookup verdict", "The player draws")
    return pgettext("lookup verdict", "The player stands")


def banker_verdict(decision, banker_total=None):
    """The banker's badge; on a natural it says the natural (with ``banker_total``), not "stands"."""
    if decision.natural_hand in ("banker", "both"):
        return pgettext("lookup verdict", "Banker: natural %(total)s — no third card") % {"total": banker_total}
    if decision.natural:
        return pgettext("lookup verdict", "Banker: no third card (the player has a natural)")
    if decision.banker_draws is None:
        return pgettext("lookup verdict", "The banker waits for the player's third card")
    if decision.banker_draws:
        return pgettext("lookup verdict", "The banker draws")
    return pgettext("lookup verdict", "The banker stands")


# A coup, step by step.


def step_sentence(step, dealt_before=0):
    """One sentence for a ``Step`` of ``play_coup``; ``dealt_before`` counts the hand's cards before a deal."""
    if step.code == "deal":
        message = deal_message(step.hand, dealt_before)
    elif step.code == "natural" and step.hand == "player":
        message = _("The player has a natural %(total)s: nobody draws.")
    elif step.code == "natural":
        message = _("The banker has a natural %(total)s: nobody draws.")
    elif step.code == "player_draws":
        message = _("The player draws on %(row)s and gets this card: total %(total)s.")
    elif step.code == "player_stands":
        message = _("The player stands on %(total)s.")
    elif step.column == STOOD and step.code == "banker_draws":
        message = _("The player stood, so the banker draws on %(row)s and gets this card: total %(total)s.")
    elif step.column == STOOD:
        message = _("The player stood, so the banker stands on %(row)s.")
    elif step.code == "banker_draws":
        message = _(
            "With %(row)s against a player's third card worth %(column)s, the banker draws this card: total %(total)s."
        )
    else:
        message = _("With %(row)s against a player's third card worth %(column)s, the banker stands.")
    return message % {"total": step.total, "row": step.row, "column": step.column}


def deal_message(hand, dealt_before):
    first = dealt_before == 0
    if hand == "player":
        return _("Player's first card: total %(total)s.") if first else _("Player's second card: total %(total)s.")
    return _("Banker's first card: total %(total)s.") if first else _("Banker's second card: total %(total)s.")


def step_sentences(steps):
    """``(step, sentence)`` for every step of a coup, in order."""
    dealt = {"player": 0, "banker": 0}
    sentences = []
    for step in steps:
        sentences.append((step, step_sentence(step, dealt[step.hand])))
        if step.code == "deal":
            dealt[step.hand] += 1
    return sentences


def next_card_sentence(step, dealt_before=0):
    """What the next card of an unfinished coup is for: ``step`` is the step that will deal it."""
    first = dealt_before == 0
    if step.code == "deal" and step.hand == "player":
        message = _("Next comes the player's first card.") if first else _("Next comes the player's second card.")
    elif step.code == "deal":
        message = _("Next comes the banker's first card.") if first else _("Next comes the banker's second card.")
    elif step.code == "player_draws":
        message = _("The player draws on %(row)s: next comes the player's third card.")
    elif step.column == STOOD:
        message = _("The player stood and the banker draws on %(row)s: next comes the banker's third card.")
    else:
        message = _(
            "With %(row)s against a player's third card worth %(column)s, the banker draws: next comes the "
            "banker's third card."
        )
    return message % {"row": step.row, "column": step.column}


def winner_sentence(coup):
    if coup.outcome.winner == "banker":
        message = _("The banker wins with %(banker)s against the player's %(player)s.")
    elif coup.outcome.winner == "player":
        message = _("The player wins with %(player)s against the banker's %(banker)s.")
    else:
        message = _("A tie at %(player)s: bets on the player and on the banker are returned.")
    return message % {"player": coup.player.total, "banker": coup.banker.total}


def settlement_text(settlement):
    """A bet's result: "wins, paying 11 to 1", "is returned" or "loses"."""
    if settlement.result == "win":
        payout = settlement.payout
        amount = payout.numerator if payout.denominator == 1 else f"{payout.numerator}/{payout.denominator}"
        return _("wins, paying %(amount)s to 1") % {"amount": amount}
    if settlement.result == "push":
        return _("is returned")
    return _("loses")


# Errors.


def error_message(error):
    """A ``RulesError`` from the engine, said for the reader."""
    params = error.params
    if error.code == "unknown_card":
        return _("“%(card)s” is not a card: use A, 2 to 9, 10 (or T), J, Q or K.") % {
            "card": echo(params.get("card", ""))
        }
    if error.code == "unexpected_third_card":
        player, banker = params["player_total"], params["banker_total"]
        if decide(player, banker).natural:
            return _("With a natural in either hand nobody draws, so there is no third card.")
        return _("The player stands on %(player)s, so there is no third card.") % {"player": player}
    if error.code == "not_in_shoe" and "rank" in params:
        return _("The shoe holds only %(held)s cards of rank %(rank)s, not %(wanted)s.") % params
    if error.code == "shoe_too_small":
        return _("That leaves %(size)s cards in the shoe, but a coup can take %(needed)s.") % params
    if error.code == "bad_decks":
        return str(DECKS_MESSAGE)
    if error.code == "too_few_cards":
        return _("This coup needs at least %(needed)s cards; %(given)s given.") % params
    return _("These cards or totals cannot occur in a coup of baccarat.")
