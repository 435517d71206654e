from django import forms
from django.utils.text import capfirst

from glossary.models import TRANSLATED_FIELDS, Term
from guides.pages import GUIDES

GUIDES_FIELD = Term._meta.get_field("guides")


def guide_choices():
    return [(guide.slug, guide.title) for guide in GUIDES]


class TermAdminForm(forms.ModelForm):
    """The admin form: guides as checkboxes. Duplicate terms and slugs fail validation
    (the model's unique constraints), so they come back as form errors, never as a 500."""

    guides = forms.MultipleChoiceField(
        label=capfirst(GUIDES_FIELD.verbose_name),
        help_text=GUIDES_FIELD.help_text,
        choices=guide_choices,
        widget=forms.CheckboxSelectMultiple,
        required=False,
    )

    class Meta:
        model = Term
        fields = ["slug", "category", "published", *TRANSLATED_FIELDS, "related", "guides"]
