"""Decisions in words: who draws and why (one sentence per ``Reason``), and the lookup's verdicts."""

from enum import StrEnum

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext

from baccarat import (
    BANKER_DRAWS_ON,
    BANKER_DRAWS_WHEN_PLAYER_STOOD,
    PLAYER_DRAWS_ON,
    NaturalHand,
    Reason,
    hand_total,
    point_value,
)

from .numbers import join_sentences, values_text


def natural_reason(decision, banker_total):
    return natural_message(decision.natural_hand), {}


def player_stands_reason(decision, banker_total):
    if decision.banker_draws:
        return _(
            "The player stands on %(player)s, and the banker draws on %(banker)s, because when the player "
            "stands the banker draws on %(banker_draws_on)s."
        ), {}
    return _(
        "The player stands on %(player)s, and the banker stands on %(banker)s, because when the player "
        "stands the banker draws only on %(banker_draws_on)s."
    ), {}


def awaiting_third_card_reason(decision, banker_total):
    return _(
        "The player draws on %(player)s (the player draws on %(player_draws_on)s); whether the banker, "
        "with %(banker)s, draws depends on the player’s third card."
    ), {}


def banker_whatever_card_reason(decision, banker_total):
    if decision.banker_draws:
        return _(
            "The player draws on %(player)s (the player draws on %(player_draws_on)s), and with %(banker)s the "
            "banker draws whatever the player’s third card is."
        ), {}
    return _(
        "The player draws on %(player)s (the player draws on %(player_draws_on)s), and with %(banker)s the "
        "banker stands whatever the player’s third card is."
    ), {}


def banker_table_reason(decision, banker_total):
    return banker_table_message(banker_total, decision.banker_draws)


REASON_MESSAGES = {
    Reason.NATURAL: natural_reason,
    Reason.PLAYER_STANDS: player_stands_reason,
    Reason.AWAITING_THIRD_CARD: awaiting_third_card_reason,
    Reason.BANKER_WHATEVER_CARD: banker_whatever_card_reason,
    Reason.BANKER_TABLE: banker_table_reason,
}
"""For each ``Reason``: the sentence that says it (with placeholders) and any values the rule adds."""


def decision_sentence(decision, player_total, banker_total, player_third=None):
    """One sentence for ``decide(player_total, banker_total, player_third)``."""
    message, rule_values = REASON_MESSAGES[decision.reason](decision, banker_total)
    numbers = {
        "player": player_total,
        "banker": banker_total,
        "third": player_third,
        "player_draws_on": values_text(PLAYER_DRAWS_ON),
        "banker_draws_on": values_text(BANKER_DRAWS_WHEN_PLAYER_STOOD),
        **rule_values,
    }
    return message % numbers


def banker_sentence_without_player_total(decision, banker_total, player_third, player_totals):
    """The banker's move when the player's total was not given, with the row of the table that decides it:
    ``decision`` holds for every total in ``player_totals`` (those on which the player draws), so the
    sentence says it is not needed."""
    rule, values = banker_rule(banker_total)
    move = BANKER_RULE_MESSAGES[rule, decision.banker_draws] % {"third": player_third, "banker": banker_total, **values}
    not_needed = _(
        "You don’t need the player’s two-card total: the player draws only on %(player_totals)s, and the "
        "banker’s answer is the same whichever of those it was."
    ) % {"player_totals": values_text(player_totals)}
    return join_sentences(move, not_needed)


def banker_natural_no_third_card(banker_total):
    return _("The banker has a natural %(banker)s, so nobody draws: there is no player’s third card.") % {
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
    if natural_hand == NaturalHand.BOTH:
        return _("Both hands have a natural (player %(player)s, banker %(banker)s), so neither draws a third card.")
    if natural_hand == NaturalHand.PLAYER:
        return _("The player has a natural %(player)s, so neither hand draws a third card.")
    return _("The banker has a natural %(banker)s, so neither hand draws a third card.")


class BankerRule(StrEnum):
    """How a banker total's row of the table reads: draw on any card, stand on any, draw unless one card value,
    or draw only on some values."""

    ALWAYS = "always"
    NEVER = "never"
    UNLESS = "unless"
    ONLY = "only"


def banker_rule(banker_total):
    """The row of the table for ``banker_total`` as a rule, with the card values it names."""
    draws_on = BANKER_DRAWS_ON[banker_total]
    exceptions = set(range(10)) - draws_on
    values = {"except": min(exceptions, default=None), "values": values_text(draws_on)}
    if not exceptions:
        return BankerRule.ALWAYS, values
    if not draws_on:
        return BankerRule.NEVER, values
    return (BankerRule.UNLESS if len(exceptions) == 1 else BankerRule.ONLY), values


BANKER_TABLE_MESSAGES = {
    (BankerRule.ALWAYS, True): gettext_lazy(
        "The player draws on %(player)s and gets a card worth %(third)s. On %(banker)s the banker always draws."
    ),
    (BankerRule.NEVER, False): gettext_lazy(
        "The player draws on %(player)s and gets a card worth %(third)s. On %(banker)s the banker always stands."
    ),
    (BankerRule.UNLESS, True): gettext_lazy(
        "The player draws on %(player)s and gets a card worth %(third)s. On %(banker)s the banker draws unless "
        "the player’s third card is worth %(except)s, so the banker draws."
    ),
    (BankerRule.UNLESS, False): gettext_lazy(
        "The player draws on %(player)s and gets a card worth %(third)s. On %(banker)s the banker draws unless "
        "the player’s third card is worth %(except)s, so the banker stands."
    ),
    (BankerRule.ONLY, True): gettext_lazy(
        "The player draws on %(player)s and gets a card worth %(third)s. On %(banker)s the banker draws only "
        "when the player’s third card is worth %(values)s, so the banker draws."
    ),
    (BankerRule.ONLY, False): gettext_lazy(
        "The player draws on %(player)s and gets a card worth %(third)s. On %(banker)s the banker draws only "
        "when the player’s third card is worth %(values)s, so the banker stands."
    ),
}
"""The banker's move after the player's third card, the player's total known: (rule, draws) → sentence."""

BANKER_RULE_MESSAGES = {
    (BankerRule.ALWAYS, True): gettext_lazy(
        "The player drew a third card worth %(third)s. On %(banker)s the banker always draws."
    ),
    (BankerRule.NEVER, False): gettext_lazy(
        "The player drew a third card worth %(third)s. On %(banker)s the banker always stands."
    ),
    (BankerRule.UNLESS, True): gettext_lazy(
        "The player drew a third card worth %(third)s. On %(banker)s the banker draws unless that card is "
        "worth %(except)s, so the banker draws."
    ),
    (BankerRule.UNLESS, False): gettext_lazy(
        "The player drew a third card worth %(third)s. On %(banker)s the banker draws unless that card is "
        "worth %(except)s, so the banker stands."
    ),
    (BankerRule.ONLY, True): gettext_lazy(
        "The player drew a third card worth %(third)s. On %(banker)s the banker draws only when that card "
        "is worth %(values)s, so the banker draws."
    ),
    (BankerRule.ONLY, False): gettext_lazy(
        "The player drew a third card worth %(third)s. On %(banker)s the banker draws only when that card "
        "is worth %(values)s, so the banker stands."
    ),
}
"""The same, the player's total not given."""


def banker_table_message(banker_total, banker_draws):
    """The player drew: the banker's row of the table said as a rule, and what it gives for this card."""
    rule, values = banker_rule(banker_total)
    return str(BANKER_TABLE_MESSAGES[rule, banker_draws]), values


def player_verdict(decision, player_total=None):
    """The player's badge; on a natural it says the natural (with ``player_total``), not "stands"."""
    if decision.natural_hand in (NaturalHand.PLAYER, NaturalHand.BOTH):
        return pgettext("lookup verdict", "Player: natural %(total)s — no third card") % {"total": player_total}
    if decision.natural:
        return pgettext("lookup verdict", "Player: no third card (the banker has a natural)")
    if decision.player_draws:
        return pgettext("lookup verdict", "The player draws")
    return pgettext("lookup verdict", "The player stands")


def banker_verdict(decision, banker_total=None):
    """The banker's badge; on a natural it says the natural (with ``banker_total``), not "stands"."""
    if decision.natural_hand in (NaturalHand.BANKER, NaturalHand.BOTH):
        return pgettext("lookup verdict", "Banker: natural %(total)s — no third card") % {"total": banker_total}
    if decision.natural:
        return pgettext("lookup verdict", "Banker: no third card (the player has a natural)")
    if decision.banker_draws is None:
        return pgettext("lookup verdict", "The banker waits for the player’s third card")
    if decision.banker_draws:
        return pgettext("lookup verdict", "The banker draws")
    return pgettext("lookup verdict", "The banker stands")
