from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils.html import format_html
from django.utils.text import capfirst
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from baccarat_site.guide_list import GUIDES
from glossary.models import TRANSLATED_FIELDS, Term, fields_for_complete_entry

GUIDES_FIELD = Term._meta.get_field("guides")


def guide_choices():
    return [(guide.slug, guide.title) for guide in GUIDES]


class PlainTextField(forms.CharField):
    """Text as the editor typed it, with the \\r\\n line endings browsers send stored as \\n: saving an
    unchanged explanation changes nothing, and the history names only the fields the editor edited."""

    def to_python(self, value):
        text = super().to_python(value)
        return text.replace("\r\n", "\n").replace("\r", "\n") if text else text


def existing_entry_link(term):
    return format_html('<a href="{}">{}</a>', reverse("admin:glossary_term_change", args=[term.pk]), term)


class TermAdminForm(forms.ModelForm):
    """The admin form: guides as checkboxes. A duplicate term or slug is an error beside its field that
    links to the entry that has it (checked here, before the model's unique constraints would say it
    without a link), so it comes back as a form error, never as a 500."""

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
        help_texts = {
            "slug": _(
                "ASCII letters (a to z), digits and hyphens only, such as third-card. The same in every "
                "language: it is the end of the entry's address."
            ),
            "published": _(
                "Readers see the entry only while this is ticked; a new entry starts as a draft. Entries are "
                "not deleted: to take one off the site, untick this."
            ),
        }
        error_messages = {"slug": {"invalid": _("Use only ASCII letters (a to z), digits and hyphens.")}}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # The admin's script marks the language tab of each of these fields while it is empty.
        for code, _name in settings.LANGUAGES:
            for field in fields_for_complete_entry(code):
                if f"{field}_{code}" in self.fields:
                    self.fields[f"{field}_{code}"].widget.attrs["data-needed-by-readers"] = ""

    def others(self):
        return Term.objects.exclude(pk=self.instance.pk) if self.instance.pk else Term.objects.all()

    def validate_unique(self):
        """Duplicates first, each beside its field with a link to the entry that has it. This runs after the
        model's own checks; Django's unique and constraint checks then skip the fields that have an error."""
        self.add_duplicate_errors()
        super().validate_unique()

    def add_duplicate_errors(self):
        slug = self.cleaned_data.get("slug")
        existing = slug and self.others().filter(slug=slug).first()
        if existing:
            message = gettext("Another entry already has this slug: {entry}.")
            error = format_html(message, entry=existing_entry_link(existing))
            self.add_error("slug", ValidationError(error, code="unique"))
        for code, name in settings.LANGUAGES:
            field = f"term_{code}"
            term = self.cleaned_data.get(field)
            existing = term and self.others().filter(**{f"{field}__iexact": term}).first()
            if existing:
                message = gettext("Another entry already has this term in {language}: {entry}. Edit that one instead.")
                error = format_html(message, language=name, entry=existing_entry_link(existing))
                self.add_error(field, ValidationError(error, code="unique"))
