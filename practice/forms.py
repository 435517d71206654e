"""The answer to one step of a drill: one of the step's choices, or a whole amount typed in."""

from django import forms
from django.utils.translation import gettext_lazy as _

from baccarat_site.fields import AmountField

MAX_AMOUNT_DIGITS = 9


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
                max_digits=MAX_AMOUNT_DIGITS,
                label=_("Amount"),
                min_value=0,
                max_value=10**MAX_AMOUNT_DIGITS - 1,
                error_messages={
                    "required": _("Type an amount to answer."),
                    "invalid": _("Type the amount as a whole number, such as 38."),
                    "min_value": _("An amount can’t be negative: type it without a minus sign."),
                    "max_value": _("That is more than any bet here could pay: check the amount."),
                },
                widget=forms.TextInput(attrs={"inputmode": "numeric", "autocomplete": "off", "autofocus": True}),
            )
