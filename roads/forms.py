"""What the roads page and API read: a shoe's seed or typed results, and how many coups to show."""

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.utils import translation
from django.utils.formats import number_format
from django.utils.translation import gettext_lazy as _

from baccarat.dealt_shoe import dealt_shoe
from baccarat.roads import MAX_COUPS, MAX_SEED, ResultsError, parse_results
from baccarat_site import wording
from baccarat_site.fields import as_typed

KATAKANA_LETTERS = {"バ": "B", "プ": "P", "タ": "T"}
"""The initials of バンカー, プレイヤー and タイ, which Japanese readers also write."""


def board_letters():
    """A ``str.translate`` table from every language's board letters (and the katakana initials) to B, P, T."""
    table = dict(KATAKANA_LETTERS)
    for language, _name in settings.LANGUAGES:
        with translation.override(language):
            table |= {str(shown): winner[0].upper() for winner, shown in wording.BOARD_LETTERS.items()}
    return str.maketrans(table)


def whole_number_up_to(text, highest):
    """The whole number ``text`` writes, if it is one from 0 to ``highest``; else None. A text longer than
    ``highest`` is refused before it is read: Python won't read a number of more than 4,300 digits."""
    if not (text.isascii() and text.isdecimal()):
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(highest)):
        return None
    number = int(digits)
    return number if number <= highest else None


class RoadsForm(forms.Form):
    """A seed or results (not both), and the step: how many coups to draw (default: all of them).

    Once valid, ``cleaned_data`` holds ``results`` (the engine's ``CoupRecord`` per coup), ``shoe`` (the
    dealt shoe with its odds, or None for typed results) and ``step``.
    """

    # Plain fields, read by the clean methods below: every bad value (too long, a NUL, a letter) gets
    # this form's own message and code. The lengths are the inputs' hints only.
    seed = forms.Field(
        required=False, label=_("Shoe number"), widget=forms.TextInput(attrs={"maxlength": len(str(MAX_SEED))})
    )
    results = forms.Field(
        required=False, label=_("Results, such as BPPTB"), widget=forms.TextInput(attrs={"maxlength": 4 * MAX_COUPS})
    )
    step = forms.Field(required=False)

    def clean_seed(self):
        text = as_typed(self.cleaned_data["seed"] or "")
        if not text:
            return None
        seed = whole_number_up_to(text, MAX_SEED)
        if seed is None:
            raise ValidationError(
                _("Enter a shoe number from 0 to %(max)s."),
                code="bad_seed",
                params={"max": number_format(MAX_SEED, force_grouping=True)},
            )
        return seed

    def clean_results(self):
        text = as_typed(self.cleaned_data["results"] or "")
        if not text:
            return None
        try:
            return parse_results(text.translate(board_letters()))
        except ResultsError as error:
            raise ValidationError(wording.error_message(error), code=error.code) from error

    def clean(self):
        cleaned_data = super().clean()
        if self.errors:
            return cleaned_data
        seed, results = cleaned_data.get("seed"), cleaned_data.get("results")
        if (seed is None) == (results is None):
            raise ValidationError(
                _("Deal a shoe by its number or type results, one or the other."), code="seed_or_results"
            )
        cleaned_data["shoe"] = dealt_shoe(seed) if seed is not None else None
        if results is None:
            cleaned_data["results"] = cleaned_data["shoe"].results
        cleaned_data["step"] = self.clean_step_for(len(cleaned_data["results"]))
        return cleaned_data

    def clean_step_for(self, coups):
        text = as_typed(self.data.get("step", ""))
        if not text:
            return coups
        step = whole_number_up_to(text, coups)
        if step is None:
            message = _("Choose a step from 0 to %(coups)s: there are %(coups)s coups.")
            self.add_error("step", ValidationError(message, code="bad_step", params={"coups": coups}))
            return coups
        return step
