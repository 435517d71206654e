"""The squeeze in words: where each card goes, what comes next, the three chances and the outs, in one
sentence each, computed from the figures they state."""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext, pgettext_lazy

from baccarat import Winner
from baccarat.squeeze import Place

from .numbers import list_separator, percent

SQUEEZE_PLAYER_TOTAL_FIRST = gettext_lazy(
    "Give the player’s two-card total too: the banker’s cards are read after the player’s."
)
SQUEEZE_CARDS_OR_TOTALS = gettext_lazy("Give either the cards turned or the totals, not both.")

PLACE_NAMES = {
    Place.PLAYER_FIRST: pgettext_lazy("card", "the player’s first card"),
    Place.BANKER_FIRST: pgettext_lazy("card", "the banker’s first card"),
    Place.PLAYER_SECOND: pgettext_lazy("card", "the player’s second card"),
    Place.BANKER_SECOND: pgettext_lazy("card", "the banker’s second card"),
    Place.PLAYER_THIRD: pgettext_lazy("card", "the player’s third card"),
    Place.BANKER_THIRD: pgettext_lazy("card", "the banker’s third card"),
}


def next_place_sentence(place):
    """Which card is turned next, or that the coup is over."""
    if place is None:
        return _("The coup is complete: no card is left to turn.")
    return _("Next to turn: %(card)s.") % {"card": PLACE_NAMES[place]}


def missing_card_sentence(place):
    """The typed cards ran out before the coup was complete: which card it still needs."""
    return _("The cards you typed end here, but the coup needs %(card)s: type it to go on.") % {
        "card": PLACE_NAMES[place]
    }


def chances_sentence(winners):
    """The three chances in one sentence, computed from the figures shown; once one is certain, says so."""
    certain = next((winner for winner, chance in winners.items() if chance == 1), None)
    if certain is not None:
        return {
            Winner.PLAYER: _("The player has won: nothing is left to turn that could change it."),
            Winner.BANKER: _("The banker has won: nothing is left to turn that could change it."),
            Winner.TIE: _("It is a tie: nothing is left to turn that could change it."),
        }[certain]
    figures = {str(winner): percent(chance) for winner, chance in winners.items()}
    return _("Player %(player)s, banker %(banker)s, tie %(tie)s.") % figures


def cards_list(ranks):
    """Cards by their symbols, as each language lists them: "A, 2 or 3"; "A·2·3" in Korean, "A・2・3" in Japanese."""
    if len(ranks) == 1:
        return ranks[0]
    separator = pgettext("between the cards of a list, as in A, 2 or 3", ", ")
    return pgettext("the last card of a list, as in A, 2 or 3", "%(cards)s or %(last)s") % {
        "cards": separator.join(ranks[:-1]),
        "last": ranks[-1],
    }


OUTS_ON = {
    Winner.PLAYER: gettext_lazy("%(ranks)s for a player win (%(chance)s)"),
    Winner.BANKER: gettext_lazy("%(ranks)s for a banker win (%(chance)s)"),
    Winner.TIE: gettext_lazy("%(ranks)s for a tie (%(chance)s)"),
}
OUTS_ON_ANY_OTHER = {
    Winner.PLAYER: gettext_lazy("any other card for a player win (%(chance)s)"),
    Winner.BANKER: gettext_lazy("any other card for a banker win (%(chance)s)"),
    Winner.TIE: gettext_lazy("any other card for a tie (%(chance)s)"),
}
"""The outs of one result, by its ranks or, when every card settles the coup, as the rest of the cards."""


def outs_sentence(following):
    """What the next card can settle: the ranks that finish the coup for each result, from ``NextCards``.
    When every card the shoe can give settles it, the result with the most ranks is "any other card",
    named last, rather than a list of ten ranks."""
    outs = {winner: ranks for winner, ranks in following.outs.items() if ranks}
    if not outs:
        return _("No card can settle the coup yet: whatever comes next, more cards follow.")
    rest = max(outs, key=lambda winner: len(outs[winner])) if len(outs) > 1 and not following.still_open else None
    parts = [
        OUTS_ON[winner] % {"ranks": cards_list(ranks), "chance": percent(following.chance_of(winner))}
        for winner, ranks in outs.items()
        if winner != rest
    ]
    if rest is not None:
        parts.append(OUTS_ON_ANY_OTHER[rest] % {"chance": percent(following.chance_of(rest))})
    return _("Cards that would settle the coup now: %(outs)s.") % {"outs": list_separator().join(parts)}
