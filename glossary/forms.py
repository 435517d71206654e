from django import forms
from django.utils.translation import gettext_lazy as _

from glossary.models import TRANSLATED_FIELDS, Term
from guides.pages import GUIDES


def guide_choices():
    return [(guide.slug, guide.title) for guide in GUIDES]


class TermAdminForm(forms.ModelForm):
    """The admin form: guides as checkboxes. Duplicate terms and slugs fail validation
    (the model's unique constraints), so they come back as form errors, never as a 500."""

    guides = forms.MultipleChoiceField(
        label=_("guides"),
        choices=guide_choices,
        widget=forms.CheckboxSelectMultiple,
        required=False,
        help_text=_("The guides that use this term; the entry links to them."),
    )

    class Meta:
        model = Term
        fields = ["slug", "category", "published", *TRANSLATED_FIELDS, "related", "guides"]
