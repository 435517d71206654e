"""Template tags for what the rules engine returns: cards, percentages, the banker's table."""

from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from django import template
from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from baccarat import banker_table as engine_banker_table

register = template.Library()

RANK_NAMES = {
    "A": lambda: pgettext("card rank", "Ace"),
    "J": lambda: pgettext("card rank", "Jack"),
    "Q": lambda: pgettext("card rank", "Queen"),
    "K": lambda: pgettext("card rank", "King"),
}
SUITS = {
    "spades": ("♠", lambda: pgettext("card suit", "spades")),
    "hearts": ("♥", lambda: pgettext("card suit", "hearts")),
    "diamonds": ("♦", lambda: pgettext("card suit", "diamonds")),
    "clubs": ("♣", lambda: pgettext("card suit", "clubs")),
}


def rank_name(rank):
    return RANK_NAMES[rank]() if rank in RANK_NAMES else rank


@register.inclusion_tag("guides/includes/card.html")
def card(rank, suit=""):
    """A playing card drawn as styled text, with an accessible name such as "King of spades"."""
    symbol, suit_name = SUITS.get(suit, ("", None))
    label = rank_name(rank)
    if suit_name:
        label = _("%(rank)s of %(suit)s") % {"rank": label, "suit": suit_name()}
    return {"rank": rank, "symbol": symbol, "red": suit in ("hearts", "diamonds"), "label": label}


def to_decimal(value, places):
    quantum = Decimal(1).scaleb(-places)
    if isinstance(value, Fraction):
        return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(quantum, ROUND_HALF_EVEN)
    return Decimal(str(value)).quantize(quantum, ROUND_HALF_EVEN)


@register.filter
def percent(value, places=2):
    """A probability or edge (a Fraction or float, 0.0106) as a localized percentage: "1.06%"."""
    if value is None or value == "":
        return ""
    return _("%(number)s%%") % {"number": number_format(to_decimal(value * 100, int(places)), int(places))}


@register.filter
def decimal(value, places=2):
    """A Fraction or float rounded and formatted for the active locale."""
    return number_format(to_decimal(value, int(places)), int(places))


@register.inclusion_tag("guides/includes/banker_table.html")
def banker_table(row=None, column=None, caption=True):
    """The banker's drawing table from the engine; the cell (row, column) is highlighted."""
    rows = [
        {
            "total": total,
            "cells": [
                {"column": key, "draws": draws, "current": total == row and key == column}
                for key, draws in cells.items()
            ],
        }
        for total, cells in engine_banker_table()
    ]
    return {"rows": rows, "thirds": list(range(10)), "caption": caption}
