"""Template tags for what the rules engine returns: thin wrappers over ``baccarat_site.wording``."""

from django import template
from django.utils.html import conditional_escape
from django.utils.safestring import mark_safe

from baccarat import Winner
from baccarat import banker_table as engine_banker_table
from baccarat_site import wording

register = template.Library()

SUIT_SYMBOLS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}


@register.inclusion_tag("includes/card.html")
def card(rank, suit=""):
    """A playing card drawn as styled text, with an accessible name such as "King of spades"."""
    return {
        "rank": rank,
        "symbol": SUIT_SYMBOLS.get(suit, ""),
        "red": suit in ("hearts", "diamonds"),
        "label": wording.card_name(rank, suit),
    }


@register.filter
def percent(value, places=2):
    """A probability or edge (a Fraction or float, 0.0106) as a localized percentage: "1.06%"."""
    return wording.percent(value, places)


@register.filter
def board_letter(winner):
    """The letter the scoreboard shows for a result ("banker", "player", "tie") in the active language."""
    return wording.BOARD_LETTERS[Winner(winner)]


@register.filter
def fraction(value):
    """An exact fraction with grouped digits: "2,372,272/2,881,749"."""
    return wording.fraction(value)


@register.filter
def signed_percent(value, places=2):
    """A gain or loss with its sign always shown: "+1.27%", "−36.11%"."""
    return wording.signed_percent(value, places)


@register.filter
def signed_decimal(value, places=2):
    """A change with its sign always shown: "+0.004", "−0.181"."""
    return wording.signed_decimal(value, places)


@register.filter
def card_place(number):
    """A card's place in the shoe spelled out: "fifth", "다섯 번째", "5枚目"."""
    return wording.CARD_PLACES[number]


@register.filter
def coup_heading(number):
    """A short example's coup heading: "Coup 1", "첫 번째 판", "1回目の勝負"."""
    return wording.COUP_HEADINGS[number]


@register.filter
def cards_dealt_first(number):
    """The cards the first deal takes, spelled out: "four cards", "네 장", "4枚"."""
    return wording.CARDS_DEALT_FIRST[number]


@register.filter
def round_count(number):
    """A large count as a round figure: "21.8 million", "2,180만", "2,180万"; below 10,000 exact."""
    return wording.round_count(number)


@register.filter
def rate(value):
    """A count per minute: "12.5", "1,200"."""
    return wording.rate(value)


@register.filter
def decimal(value, places=2):
    """A Fraction or float rounded and formatted for the active locale."""
    return wording.decimal(value, places)


@register.simple_tag
def sentences(*parts):
    """Translated sentences run on as one paragraph: a space after "." but none after a Japanese "。"."""
    return mark_safe(wording.join_sentences(*(conditional_escape(part) for part in parts)))


@register.inclusion_tag("includes/payout.html")
def payout(line, usual=None):
    """What a paytable line pays, in words, with its odds kept on one line; ``usual``: the standard line a
    reader's payout replaces."""
    return {"words": wording.payout_words(line, usual)}


@register.inclusion_tag("includes/banker_table.html")
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


class CaptureNode(template.Node):
    def __init__(self, nodelist, name):
        self.nodelist, self.name = nodelist, name

    def render(self, context):
        # The block was rendered by the template engine, which escaped every variable in it.
        context[self.name] = mark_safe(self.nodelist.render(context))
        return ""


@register.tag
def capture(parser, token):
    """``{% capture as name %}…{% endcapture %}``: render the block into a variable, so that a sentence in
    ``{% blocktranslate %}`` can hold markup the template wrote (card faces, a payout kept on one line)."""
    bits = token.split_contents()
    if len(bits) != 3 or bits[1] != "as":
        raise template.TemplateSyntaxError("Usage: {% capture as name %}…{% endcapture %}")
    nodelist = parser.parse(("endcapture",))
    parser.delete_first_token()
    return CaptureNode(nodelist, bits[2])
