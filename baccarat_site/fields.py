"""What every app reads from a reader: text as typed (full-width or plain), card lists, whole-number
choices, amounts, and the query-parameter names the pages share.

Korean and Japanese keyboards type full-width letters, digits and commas (Ａ，５); every field reads them
as the plain ones the reader meant. Engine errors become messages in the reader's language through
``baccarat_site.wording``.
"""

import re
import unicodedata

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from baccarat import CardError, parse_card
from baccarat_site import wording

CARD_SEPARATORS = re.compile(r"[\s,、]+")
AMOUNT_SEPARATORS = re.compile(r"[\s,，、]")
CURRENCY_MARKS = re.compile(r"^[$¥₩]|(?:원|円)$")
"""A currency sign before an amount or a unit after it, as readers type money: $48, ¥48, 48원, 48円."""
MINUS_SIGNS = str.maketrans({"−": "-"})
"""The minus sign (U+2212) as a hyphen-minus, so that −19 is read as a negative number, not as junk."""
PAY_PREFIX = "pay_"
"""A reader's own payouts for a bet come in ``pay_<bet>`` (the odds page and the API)."""


def as_typed(text):
    """Text as the reader meant it: full-width letters, digits and commas (ＡＫ，５) as plain ones."""
    return unicodedata.normalize("NFKC", str(text)).strip()


def split_cards(text):
    """Card codes from text such as "A,5,K,3", "a 5 k 3" or "Ａ、５、Ｋ、３", not yet checked."""
    return [code for code in CARD_SEPARATORS.split(as_typed(text)) if code]


def pay_field_name(key):
    return f"{PAY_PREFIX}{key}"


def removal_field_name(rank):
    """The odds page's count of cards of ``rank`` gone from the shoe."""
    return f"removed_{rank}"


class NumberChoiceField(forms.TypedChoiceField):
    """A choice of whole numbers that reads full-width digits (３) as the plain ones the reader meant."""

    def to_python(self, value):
        return super().to_python(as_typed(value) if isinstance(value, str) else value)

    def bound_data(self, data, initial):
        """The choice as read, so the radio button or option for ３ shows as chosen."""
        return as_typed(data) if isinstance(data, str) else super().bound_data(data, initial)


class CardListField(forms.Field):
    """Cards in shoe order, separated by commas or spaces, cleaned to the engine's ranks."""

    widget = forms.TextInput

    def __init__(self, *, max_cards, **kwargs):
        self.max_cards = max_cards
        super().__init__(**kwargs)

    def to_python(self, value):
        if value in self.empty_values:
            return []
        text = str(value)
        too_many = ValidationError(
            _("Give at most %(max)s cards."), code="too_many_cards", params={"max": self.max_cards}
        )
        # "10," is the longest card with its separator: longer text holds too many cards or junk.
        if len(text) > 3 * self.max_cards:
            raise too_many
        codes = split_cards(text)
        if len(codes) > self.max_cards:
            raise too_many
        try:
            return [parse_card(code) for code in codes]
        except CardError as error:
            raise ValidationError(wording.error_message(error), code=error.code) from error

    def widget_attrs(self, widget):
        return {**super().widget_attrs(widget), "maxlength": 3 * self.max_cards}


class AmountField(forms.IntegerField):
    """A whole amount as the reader types it: full-width digits, thousands separators and a currency sign or
    unit ($48, 48원, 48円) are fine; a minus sign is read as one, for ``min_value`` to say so."""

    def __init__(self, *, max_digits, **kwargs):
        self.max_digits = max_digits
        super().__init__(**kwargs)

    def to_python(self, value):
        if isinstance(value, str):
            value = CURRENCY_MARKS.sub("", as_typed(value).translate(MINUS_SIGNS).strip())
            value = AMOUNT_SEPARATORS.sub("", value)[: self.max_digits + 1]
        return super().to_python(value)
