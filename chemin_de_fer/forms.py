"""The chemin de fer page's questions: which game (model, decks, commission), and a decision to look up.

A GET form: every question has its own address and the page works without JavaScript. Every field may be
left out; the defaults are the six-deck shoe of the casino game, under model B2.
"""

import unicodedata
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from fractions import Fraction

from django import forms
from django.utils.functional import lazy
from django.utils.translation import gettext, pgettext
from django.utils.translation import gettext_lazy as _

from baccarat import DECK_COUNTS, STOOD
from baccarat.chemin_de_fer import COMMISSION, MAX_COMMISSION, TWO_CARD_HANDS, Hand, Model, solve
from baccarat_site import wording

DEFAULT_MODEL = Model.B2
DEFAULT_DECKS = 6
"""Chemin de fer is dealt from a six-deck shoe."""
BANKER_TOTALS = range(8)
PLAYER_TOTALS = range(8)


class Game(StrEnum):
    """The parlour game (each side wins or loses its stake) or the casino's (a commission on banker wins)."""

    PARLOUR = "parlour"
    CASINO = "casino"


class Side(StrEnum):
    PLAYER = "player"
    BANKER = "banker"


GAME_LABELS = {
    Game.PARLOUR: _("Between players: no commission"),
    Game.CASINO: lazy(
        lambda: (
            gettext("In a casino: %(commission)s commission on the banker’s wins")
            % {"commission": wording.percent(COMMISSION, 0)}
        ),
        str,
    )(),
}
SIDE_LABELS = {Side.PLAYER: _("I hold the player’s hand"), Side.BANKER: _("I hold the bank")}


def two_cards_label(hand):
    """A two-card hand as the reader's language writes it: "1 and 4" (the value stays "1-4")."""
    return pgettext("two cards", "%(first)s and %(second)s") % {"first": hand.cards[0], "second": hand.cards[1]}


def hand_choices():
    """Two-card hands without a natural, grouped by total."""
    return [("", _("Any two cards"))] + [
        (
            pgettext("a group of two-card hands", "Total %(total)s") % {"total": total},
            [(hand.label, two_cards_label(hand)) for hand in TWO_CARD_HANDS if hand.total == total],
        )
        for total in BANKER_TOTALS
    ]


def third_choices():
    return [(STOOD, _("The player stood"))] + [
        (str(value), _("The player drew a third card worth %(value)s") % {"value": value}) for value in range(10)
    ]


GAME_FIELDS = ("model", "decks", "game")
"""The fields that choose the game the page solves."""


class CheminForm(forms.Form):
    def __init__(self, *args, **kwargs):
        # No colon after a label, as on the site's other forms (Django's would be ASCII on a Japanese page).
        super().__init__(*args, label_suffix="", **kwargs)

    model = forms.TypedChoiceField(
        label=_("How much each side sees"),
        choices=list(wording.CHEMIN_MODEL_NAMES.items()),
        coerce=Model,
        required=False,
        empty_value=DEFAULT_MODEL,
        error_messages={"invalid_choice": _("“%(value)s” is not a model; the models are A1, B2 and B3.")},
    )
    decks = forms.TypedChoiceField(
        label=_("Decks in the shoe"),
        choices=[(decks, str(decks)) for decks in DECK_COUNTS],
        coerce=int,
        required=False,
        empty_value=DEFAULT_DECKS,
        error_messages={"invalid_choice": wording.DECKS_MESSAGE},
    )
    game = forms.TypedChoiceField(
        label=_("Where it is played"),
        choices=list(GAME_LABELS.items()),
        coerce=Game,
        required=False,
        empty_value=Game.CASINO,
        error_messages={"invalid_choice": _("Choose where the game is played: between players, or in a casino.")},
    )
    side = forms.TypedChoiceField(
        label=_("Your seat"),
        choices=list(SIDE_LABELS.items()),
        coerce=Side,
        required=False,
        empty_value=None,
        error_messages={"invalid_choice": _("Choose a seat: the player’s hand or the bank.")},
    )
    total = forms.TypedChoiceField(
        label=_("Your two-card total"),
        choices=[("", "—")] + [(total, str(total)) for total in PLAYER_TOTALS],
        coerce=int,
        required=False,
        empty_value=None,
        error_messages={
            "invalid_choice": _(
                "Choose a two-card total from 0 to 7: on 8 or 9 the hand is a natural, and nobody draws."
            )
        },
    )
    cards = forms.TypedChoiceField(
        label=_("Your two cards (optional)"),
        choices=hand_choices,
        coerce=Hand.parse,
        required=False,
        empty_value=None,
        help_text=_("By point value: a 10 or a picture card counts 0."),
        error_messages={"invalid_choice": _("Choose the two cards from the list: two cards without a natural.")},
    )
    third = forms.ChoiceField(
        label=_("What the player did"),
        choices=third_choices,
        required=False,
        error_messages={"invalid_choice": _("Choose what the player did: stood, or drew a third card from 0 to 9.")},
    )

    def clean(self):
        data = super().clean()
        cards, total = data.get("cards"), data.get("total")
        if cards is not None and total is not None and cards.total != total:
            self.add_error(
                "cards",
                forms.ValidationError(
                    _("Those two cards make %(cards)s, not %(total)s."),
                    code="cards_total",
                    params={"cards": cards.total, "total": total},
                ),
            )
        elif cards is not None:
            data["total"] = cards.total
        return data

    def show_defaults_for_errors(self):
        """Put the default back in a game field the reader got wrong, so the form shows the game answered below
        (its error message stays)."""
        for name in GAME_FIELDS:
            if self.has_error(name):
                self.data[name] = str(self.fields[name].empty_value)

    def sees_cards(self, side):
        """Whether the model lets the seat's holder see his two cards, not only his total."""
        model = self.value("model")
        return model is Model.B3 or (model is Model.B2 and side == Side.BANKER)

    def value(self, name):
        """A field's cleaned value, or its default when the form is not valid."""
        data = getattr(self, "cleaned_data", {})
        if name in data and not self.has_error(name):
            return data[name]
        field = self.fields[name]
        return getattr(field, "empty_value", None)

    @property
    def commission(self):
        return COMMISSION if self.value("game") == Game.CASINO else 0

    def solution(self):
        return solve(self.value("model"), self.value("decks"), self.commission)

    @property
    def third_value(self):
        """The player's third card (0–9), STOOD, or None when not given."""
        third = self.value("third")
        if not third:
            return None
        return third if third == STOOD else int(third)


COMMISSION_PLACES = 4
"""The API takes a commission with at most this many decimals (0.0525 is 5.25%)."""


class SolveForm(forms.Form):
    """A game to solve, as the JSON API asks for it: ``model`` (A1, B2, B3), ``decks``, ``commission`` (0 to 0.1).

    Reads what a person types too (full-width, any case); ``api.chemin_de_fer`` adds the documented spelling.
    """

    model = forms.CharField(strip=True)
    decks = forms.CharField(required=False, strip=True)
    commission = forms.CharField(required=False, strip=True)

    def clean_model(self):
        model = unicodedata.normalize("NFKC", self.cleaned_data["model"]).upper()
        if model not in set(Model):
            raise forms.ValidationError(
                _("“%(value)s” is not a model; the models are A1, B2 and B3."),
                code="invalid_choice",
                params={"value": wording.echo(self.cleaned_data["model"])},
            )
        return Model(model)

    def clean_decks(self):
        decks = unicodedata.normalize("NFKC", self.cleaned_data["decks"])
        if not decks:
            return DEFAULT_DECKS
        if not (decks.isascii() and decks.isdigit() and int(decks) in DECK_COUNTS):
            raise forms.ValidationError(wording.DECKS_MESSAGE, code="invalid_choice")
        return int(decks)

    def clean_commission(self):
        text = unicodedata.normalize("NFKC", self.cleaned_data["commission"])
        if not text:
            return Fraction(0)
        try:
            value = Decimal(text)
        except InvalidOperation:
            value = None
        if (
            value is None
            or not value.is_finite()
            or -value.as_tuple().exponent > COMMISSION_PLACES
            or not (0 <= value <= MAX_COMMISSION)
        ):
            raise forms.ValidationError(
                _("The commission is a decimal from 0 to %(most)s, such as 0.05 for 5%%."),
                code="bad_commission",
                params={"most": wording.decimal(MAX_COMMISSION, 1)},
            )
        return Fraction(value)

    def solution(self):
        data = self.cleaned_data
        return solve(data["model"], data["decks"], data["commission"])
