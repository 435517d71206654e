"""The answer to one step of a drill: one of the step's choices, or a whole amount typed in."""

import re
import unicodedata

from django import forms
from django.utils.translation import gettext_lazy as _

AMOUNT_SEPARATORS = re.compile(r"[\s,，、]")
MAX_AMOUNT_DIGITS = 9


class AmountField(forms.IntegerField):
    """A whole amount as the reader types it: full-width digits and thousands separators are fine."""

    def to_python(self, value):
        if isinstance(value, str):
            value = AMOUNT_SEPARATORS.sub("", unicodedata.normalize("NFKC", value))[: MAX_AMOUNT_DIGITS + 1]
        return super().to_python(value)


class AnswerForm(forms.Form):
    """Built for one ``practice.drills.Step``: its choices, or an amount when it has none."""

    def __init__(self, step, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if step.choices:
            self.fields["answer"] = forms.ChoiceField(
                choices=step.choices,
                error_messages={
                    "required": _("Choose one of the answers."),
                    "invalid_choice": _("That is not one of the answers: choose one of the buttons."),
                },
            )
        else:
            self.fields["answer"] = AmountField(
                label=_("Amount"),
                min_value=0,
                max_value=10**MAX_AMOUNT_DIGITS - 1,
                error_messages={
                    "required": _("Type the amount as a whole number, such as 38."),
                    "invalid": _("Type the amount as a whole number, such as 38."),
                    "min_value": _("Type the amount as a whole number, such as 38."),
                    "max_value": _("That is more than any bet here could pay: check the amount."),
                },
                widget=forms.TextInput(attrs={"inputmode": "numeric", "autocomplete": "off", "autofocus": True}),
            )
