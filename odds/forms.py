"""Shoes as readers describe them, and their exact odds from the engine.

``odds_for`` is the one way a shoe is read: the odds page's form (cards out of the shoe, counted by
rank), ``ShoeForm`` for the JSON API and ``manage.py odds`` (the cards as a list, ``remove=5,5,9``) all
hand it a deck count and the cards gone.
"""

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from baccarat import (
    DECK_COUNTS,
    MAX_CARDS,
    RANKS,
    USUAL_DECKS,
    RulesError,
    Shoe,
    exact_odds,
    odds_report,
    standard_odds,
)
from baccarat_site import wording
from baccarat_site.wording import rank_name
from lookup.forms import CardListField, NumberChoiceField, as_typed

DECK_CHOICES = [(decks, str(decks)) for decks in DECK_COUNTS]
SHOW, SHOW_REMOVED = "show", "removed"
"""The removal form's button sends show=removed: the reader asked for a depleted shoe, so none is an error."""
NOTHING_REMOVED = _("Enter how many cards of at least one rank are gone, such as 2 under the 5.")


def odds_for(decks, removed):
    """The engine's exact odds for a shoe of ``decks`` decks less the ``removed`` cards (ranks).

    A shoe that can't be (more of a rank than it holds, too few cards left to deal a coup) is a
    ``ValidationError`` in the reader's language, with the engine's code.
    """
    try:
        return exact_odds(Shoe.decks(decks).remove(removed)) if removed else standard_odds(decks)
    except RulesError as error:
        raise ValidationError(wording.error_message(error), code=error.code) from error


class ShoeForm(forms.Form):
    """A shoe, full or with some cards taken out, and its exact odds as the engine's ``odds_report``."""

    decks = NumberChoiceField(
        choices=DECK_CHOICES,
        coerce=int,
        error_messages={"required": wording.DECKS_MESSAGE, "invalid_choice": wording.DECKS_MESSAGE},
    )
    remove = CardListField(required=False, max_cards=MAX_CARDS)

    report = None

    def clean(self):
        cleaned = super().clean()
        if self.errors:
            return cleaned
        try:
            self.report = odds_report(odds_for(cleaned["decks"], cleaned["remove"]), decks=cleaned["decks"])
        except ValidationError as error:
            self.add_error("remove", error)
        return cleaned


def deck_choices():
    """Called when the form renders, so the labels are in the reader's language."""
    return [(decks, ngettext("%(decks)d deck", "%(decks)d decks", decks) % {"decks": decks}) for decks in DECK_COUNTS]


def removal_field_name(rank):
    return f"removed_{rank}"


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


class OddsForm(forms.Form):
    """A full shoe of 1–8 decks, less the cards the reader says are gone.

    Always bound: a GET form whose empty query is the full 8-deck shoe. The engine sets the limits:
    each rank's count is at most the copies the shoe holds, and what is left must deal a coup (its
    exact_odds() refuses a shoe too small). When cards are removed, ``cleaned_data["depleted_odds"]`` holds
    the engine's odds for the shoe that is left.
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
        removed = self.removed_counts()
        if self.errors:
            return cleaned_data
        if not removed:
            if self.data.get(SHOW) == SHOW_REMOVED:
                raise ValidationError(NOTHING_REMOVED, code="nothing_removed")
            return cleaned_data
        cards = [card for rank, count in removed.items() for card in [rank] * count]
        cleaned_data["depleted_odds"] = odds_for(cleaned_data["decks"], cards)
        return cleaned_data
