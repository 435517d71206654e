"""The engine's errors said for the reader (one message per ``ErrorCode``), and the messages about
input that several forms share."""

from django.utils.functional import lazy
from django.utils.text import Truncator
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from baccarat import DECK_COUNTS, ErrorCode, decide

ECHO_LIMIT = 12
"""Characters of a reader's input quoted back in a message."""


def echo(text):
    return Truncator(str(text)).chars(ECHO_LIMIT)


def decks_message():
    return _("Choose from %(fewest)s to %(most)s decks.") % {"fewest": min(DECK_COUNTS), "most": max(DECK_COUNTS)}


DECKS_MESSAGE = lazy(decks_message, str)()
"""Built from the engine's deck range, in the language active when it is shown."""


def unknown_card(params):
    return _("“%(card)s” is not a card: use A, 2 to 9, 10 (or T), J, Q or K.") % {"card": echo(params.get("card", ""))}


def unexpected_third_card(params):
    player, banker = params["player_total"], params["banker_total"]
    if decide(player, banker).natural:
        return _("With a natural in either hand nobody draws, so there is no third card.")
    return _("The player stands on %(player)s, so there is no third card.") % {"player": player}


def not_in_shoe(params):
    if "rank" not in params:
        return impossible(params)
    return _("The shoe holds only %(held)s cards of rank %(rank)s, not %(wanted)s.") % params


def shoe_too_small(params):
    return ngettext(
        "That would leave %(left)d card in the shoe, but a coup can take %(needed)d. Remove fewer cards.",
        "That would leave %(left)d cards in the shoe, but a coup can take %(needed)d. Remove fewer cards.",
        params["size"],
    ) % {"left": params["size"], "needed": params["needed"]}


def too_few_cards(params):
    return _("This coup needs at least %(needed)s cards; %(given)s given.") % params


def no_results(params):
    return _("Type at least one result: B, P or T.")


def bad_result(params):
    return (
        _("Result %(position)s is “%(letter)s”: type B for a banker win, P for a player win and T for a tie.") % params
    )


def too_many_results(params):
    return _("A shoe deals at most %(limit)s coups, and you typed %(given)s results.") % params


def too_many_cards(params):
    return _("A coup deals at most %(max)s cards; %(given)s given.") % params


def impossible_totals(params):
    return _("The cards left in this shoe cannot make these totals.")


def impossible(params):
    """Input the site's own forms never hand the engine (a total of 12, an unknown suit, a bad shoe)."""
    return _("These cards or totals cannot occur in a coup of baccarat.")


def bad_model(params):
    return _("The model is A1, B2 or B3.")


def bad_commission(params):
    return _("The commission is a fraction from 0 to 1/10 of the banker’s winnings.")


def no_equilibrium(params):
    return _("This game could not be solved exactly; try another commission.")


ERROR_MESSAGES = {
    ErrorCode.RULES_ERROR: impossible,
    ErrorCode.UNKNOWN_CARD: unknown_card,
    ErrorCode.UNKNOWN_SUIT: impossible,
    ErrorCode.SUITS_MISMATCH: impossible,
    ErrorCode.SUITS_UNKNOWN: impossible,
    ErrorCode.TOO_FEW_CARDS: too_few_cards,
    ErrorCode.NOT_IN_SHOE: not_in_shoe,
    ErrorCode.SHOE_TOO_SMALL: shoe_too_small,
    ErrorCode.BAD_DECKS: lambda params: str(DECKS_MESSAGE),
    ErrorCode.BAD_SHOE: impossible,
    ErrorCode.BAD_TOTAL: impossible,
    ErrorCode.BAD_THIRD_CARD: impossible,
    ErrorCode.UNEXPECTED_THIRD_CARD: unexpected_third_card,
    ErrorCode.NO_RESULTS: no_results,
    ErrorCode.BAD_RESULT: bad_result,
    ErrorCode.TOO_MANY_RESULTS: too_many_results,
    ErrorCode.BAD_MODEL: bad_model,
    ErrorCode.BAD_COMMISSION: bad_commission,
    ErrorCode.BAD_HAND: impossible,
    ErrorCode.NO_EQUILIBRIUM: no_equilibrium,
    ErrorCode.TOO_MANY_CARDS: too_many_cards,
    ErrorCode.IMPOSSIBLE_TOTALS: impossible_totals,
    ErrorCode.COUP_COMPLETE: impossible,
}
"""For each ``ErrorCode``: the message, given the error's ``params``."""


def error_message(error):
    """A ``RulesError`` from the engine, said for the reader."""
    return ERROR_MESSAGES[error.code](error.params)
