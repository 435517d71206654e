"""Shoes and paytables as readers describe them, and their exact odds from the engine.

``odds_for`` is the one way a shoe is read: the odds page's form (cards out of the shoe, counted by
rank), ``ShoeForm`` for the JSON API and ``manage.py odds`` (the cards as a list, ``remove=5,5,9``) all
hand it a deck count, the cards gone and the paytable. A table's own payouts come in ``pay_<bet>``
fields (``PaytableForm``), the same on the page and in the API.
"""

import re
from decimal import Decimal

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from baccarat import (
    DECK_COUNTS,
    MAX_CARDS,
    PAYTABLE,
    RANKS,
    USUAL_DECKS,
    RulesError,
    Shoe,
    exact_odds,
    odds_report,
    standard_odds,
)
from baccarat_site import wording
from baccarat_site.fields import (
    CardListField,
    NumberChoiceField,
    as_typed,
    pay_field_name,
    removal_field_name,
)
from baccarat_site.wording import BET_NAMES, decimal, rank_name

DECK_CHOICES = [(decks, str(decks)) for decks in DECK_COUNTS]
SHOW, SHOW_REMOVED = "show", "removed"
"""The removal form's button sends show=removed: the reader asked for a depleted shoe, so none is an error."""
NOTHING_REMOVED = _("Enter how many cards of at least one rank are gone, such as 2 under the 5.")

MAX_PAYOUT = 1000
"""The highest payout a reader may give, "to 1"."""
PAYOUT_PLACES = 2
PAYOUT_SEPARATORS = re.compile(r"[,，、]")
NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?")


def odds_for(decks, removed, paytable=PAYTABLE):
    """The engine's exact odds for a shoe of ``decks`` decks less the ``removed`` cards (ranks).

    A shoe that can't be (more of a rank than it holds, too few cards left to deal a coup) is a
    ``ValidationError`` in the reader's language, with the engine's code. The standard paytable of a
    full shoe is the engine's cached table.
    """
    if not removed and paytable is PAYTABLE:
        return standard_odds(decks)
    try:
        return exact_odds(Shoe.decks(decks).remove(removed) if removed else Shoe.decks(decks), paytable)
    except RulesError as error:
        raise ValidationError(wording.error_message(error), code=error.code) from error


def payout_values(bet):
    """A bet's paying lines as a reader writes them, the net win "to 1": "12, 20" for Lucky 6, "0.95" for the
    banker (1 to 1 less 5% commission), "0.5, 1" for no commission."""
    return ", ".join(decimal(line.payout, PAYOUT_PLACES).rstrip("0").rstrip(".") for line in bet.paying_lines)


class PayoutsField(forms.CharField):
    """What one table pays on one bet, "to 1": a number per paying line, in the order of its paytable,
    separated by commas. Blank is the standard paytable. Cleans to a tuple of ints and Decimals."""

    labels = {
        # a tie field's name must not state the payout the reader may be changing (its help gives the usual one)
        "tie_8": _("Tie"),
        "tie_9": _("Tie, at tables that pay more"),
    }

    default_error_messages = {
        "invalid_payout": _("Enter each payout as a number, such as 12 or 1.5."),
        "payout_not_positive": _("A payout must be more than 0."),
        "payout_too_large": _("A payout can be at most %(max)s to 1."),
        "too_many_decimals": _("Give a payout with at most two decimal places."),
    }

    def __init__(self, bet):
        self.bet = bet
        lines = len(bet.paying_lines)
        super().__init__(
            required=False,
            max_length=12 * lines,
            label=self.labels.get(bet.key, BET_NAMES[bet.key]),
            widget=forms.TextInput(attrs={"form": "odds-form", "inputmode": "decimal", "autocomplete": "off"}),
        )

    def to_python(self, value):
        text = super().to_python(value)
        if not text:
            return None
        payouts = tuple(self.payout(part.strip()) for part in PAYOUT_SEPARATORS.split(text))
        lines = len(self.bet.paying_lines)
        if len(payouts) != lines:
            message = ngettext(
                "This bet has %(count)d payout: give one number.",
                "This bet has %(count)d payouts: give %(count)d numbers, separated by commas, "
                "in the order of its paytable.",
                lines,
            )
            raise ValidationError(message, code="wrong_payout_count", params={"count": lines})
        return payouts

    def payout(self, part):
        if not NUMBER.fullmatch(part):
            raise ValidationError(self.error_messages["invalid_payout"], code="invalid_payout")
        number = Decimal(part)
        if number <= 0:
            raise ValidationError(self.error_messages["payout_not_positive"], code="payout_not_positive")
        if number > MAX_PAYOUT:
            raise ValidationError(
                self.error_messages["payout_too_large"], code="payout_too_large", params={"max": MAX_PAYOUT}
            )
        if number.as_tuple().exponent < -PAYOUT_PLACES:
            raise ValidationError(self.error_messages["too_many_decimals"], code="too_many_decimals")
        return int(number) if number == number.to_integral_value() else number.normalize()


class PaytableFields(forms.Form):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for key, bet in PAYTABLE.items():  # in the reader's language, so set as the form is made
            self.fields[pay_field_name(key)].help_text = _("Usual: %(payouts)s") % {"payouts": payout_values(bet)}

    def paytable(self):
        """The paytable with the reader's payouts; ``PAYTABLE`` itself when none differs from it."""
        changed = {}
        for key, bet in PAYTABLE.items():
            payouts = self.cleaned_data.get(pay_field_name(key))
            new_bet = bet.with_payouts(payouts) if payouts else bet
            if [line.payout for line in new_bet.lines] != [line.payout for line in bet.lines]:
                changed[key] = new_bet
        return PAYTABLE | changed if changed else PAYTABLE

    def payout_fields(self):
        """(bet key, bound field) for every bet, in the paytable's order."""
        return [(key, self[pay_field_name(key)]) for key in PAYTABLE]


PaytableForm = type(
    "PaytableForm",
    (PaytableFields,),
    {
        "__doc__": "A ``pay_<bet>`` field for every bet on the paytable.",
        "__module__": __name__,
        **{pay_field_name(key): PayoutsField(bet) for key, bet in PAYTABLE.items()},
    },
)


class DecksForm(forms.Form):
    """A full shoe of 1–8 decks."""

    decks = NumberChoiceField(
        choices=DECK_CHOICES,
        coerce=int,
        error_messages={"required": wording.DECKS_MESSAGE, "invalid_choice": wording.DECKS_MESSAGE},
    )


class ShoeForm(DecksForm, PaytableForm):
    """A shoe, full or with some cards taken out, and its exact odds as the engine's ``odds_report``,
    at the standard payouts or at those given in ``pay_<bet>``."""

    remove = CardListField(required=False, max_cards=MAX_CARDS)

    report = None

    def clean(self):
        cleaned = super().clean()
        if self.errors:
            return cleaned
        try:
            odds = odds_for(cleaned["decks"], cleaned["remove"], self.paytable())
        except ValidationError as error:
            self.add_error("remove", error)
        else:
            self.report = odds_report(odds, decks=cleaned["decks"])
        return cleaned


def deck_choices():
    """Called when the form renders, so the labels are in the reader's language."""
    return [(decks, ngettext("%(decks)d deck", "%(decks)d decks", decks) % {"decks": decks}) for decks in DECK_COUNTS]


class RemovedCardsField(forms.IntegerField):
    """How many cards of one rank are out of the shoe: 0 (or blank) up to the copies the shoe holds."""

    default_error_messages = {
        "invalid": _("Enter a whole number of cards, such as 2."),
        "min_value": _("Enter 0 or more cards."),
        "max_value": _("This shoe holds only %(limit_value)s of these."),
    }

    def __init__(self, rank, copies):
        super().__init__(
            min_value=0,
            max_value=copies,
            required=False,
            label=rank_name(rank),
            # Text, not type=number: a browser drops what a number input can't read ("abc", "1e") and then
            # sends nothing, so the reader would get no message. Here every input reaches the server.
            widget=forms.TextInput(
                attrs={"form": "odds-form", "inputmode": "numeric", "placeholder": "0", "autocomplete": "off"}
            ),
        )

    def to_python(self, value):
        """Blank, or only spaces, is 0: the form without JavaScript sends every rank, most of them empty.
        Full-width digits (３) are the plain ones the reader meant."""
        if isinstance(value, str):
            value = as_typed(value)
        return super().to_python(value)

    def clean(self, value):
        return super().clean(value) or 0


class OddsForm(PaytableForm):
    """A full shoe of 1–8 decks, less the cards the reader says are gone.

    Always bound: a GET form whose empty query is the full 8-deck shoe. The engine sets the limits:
    each rank's count is at most the copies the shoe holds, and what is left must deal a coup (its
    exact_odds() refuses a shoe too small). ``cleaned_data["full_odds"]`` holds the full shoe's odds at the
    reader's payouts, and when cards are removed ``cleaned_data["depleted_odds"]`` the odds for the shoe that
    is left.
    """

    decks = NumberChoiceField(
        choices=deck_choices,
        coerce=int,
        label=_("Decks in the shoe"),
        error_messages={"required": wording.DECKS_MESSAGE, "invalid_choice": wording.DECKS_MESSAGE},
    )

    def __init__(self, data):
        data = data.copy()
        data.setdefault("decks", str(USUAL_DECKS))
        super().__init__(data)
        copies = Shoe.decks(self.requested_decks()).counts
        for rank in RANKS:
            self.fields[removal_field_name(rank)] = RemovedCardsField(rank, copies[rank])

    def requested_decks(self):
        """The deck count asked for, or the default while it is invalid (for the inputs' limits)."""
        try:
            return self.fields["decks"].clean(self.data["decks"])
        except ValidationError:
            return USUAL_DECKS

    def removal_fields(self):
        """(rank, bound field) for the 13 ranks, in order."""
        return [(rank, self[removal_field_name(rank)]) for rank in RANKS]

    def removed_counts(self):
        """Rank → cards out of the shoe, for the ranks with any; call after validation."""
        counts = {rank: self.cleaned_data.get(removal_field_name(rank)) for rank in RANKS}
        return {rank: count for rank, count in counts.items() if count}

    def clean(self):
        cleaned_data = super().clean()
        cleaned_data["depleted_odds"] = None
        if self.errors:
            return cleaned_data
        removed = self.removed_counts()
        if not removed and self.data.get(SHOW) == SHOW_REMOVED:
            raise ValidationError(NOTHING_REMOVED, code="nothing_removed")
        paytable = self.paytable()
        cleaned_data["full_odds"] = odds_for(cleaned_data["decks"], [], paytable)
        if removed:
            cards = [card for rank, count in removed.items() for card in [rank] * count]
            cleaned_data["depleted_odds"] = odds_for(cleaned_data["decks"], cards, paytable)
        return cleaned_data
