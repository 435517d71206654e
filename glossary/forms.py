import re
import unicodedata
from itertools import pairwise

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.text import capfirst
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from baccarat_site.guide_list import GUIDES
from glossary.models import TRANSLATED_FIELDS, Term, fields_for_complete_entry
from glossary.versions import (
    VERSIONED_FIELDS,
    author,
    changes_between,
    changes_list,
    latest_version,
    plain,
    shown,
    value_text,
    when,
)

GUIDES_FIELD = Term._meta.get_field("guides")


def guide_choices():
    return [(guide.slug, guide.title) for guide in GUIDES]


class PlainTextField(forms.CharField):
    """Text as the editor typed it, with the \\r\\n line endings browsers send stored as \\n: saving an
    unchanged explanation changes nothing, and the history names only the fields the editor edited."""

    def to_python(self, value):
        text = super().to_python(value)
        return text.replace("\r\n", "\n").replace("\r", "\n") if text else text


IGNORED_IN_TERMS = re.compile(r"[\s\-‐‑–・·]")
MAX_REASON_LENGTH = Term.history.model._meta.get_field("history_change_reason").max_length


def comparable_term(text):
    """A term as the duplicate check compares it: NFKC (half-width kana, full-width letters), case folded,
    without spaces, middle dots or hyphens: バーン・カード, ﾊﾞｰﾝｶｰﾄﾞ and バーンカード are one term."""
    return IGNORED_IN_TERMS.sub("", unicodedata.normalize("NFKC", text or "").casefold())


def plain_reading(text):
    """A Japanese reading as the glossary keeps it: full-width kana, without middle dots or spaces."""
    return re.sub(r"[\s・]", "", unicodedata.normalize("NFKC", text or ""))


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
    # The version the form was opened on: a save from an older one is refused (see check_version).
    version = forms.IntegerField(widget=forms.HiddenInput, required=False, min_value=1, max_value=2**31 - 1)
    reason = forms.CharField(
        label=_("reason for the change"),
        max_length=MAX_REASON_LENGTH,
        required=False,
        help_text=_("Optional. Say why, in a few words: History shows it beside your change."),
    )

    class Meta:
        model = Term
        fields = ["slug", "category", "published", *TRANSLATED_FIELDS, "related", "guides"]
        help_texts = {
            "slug": _(
                "ASCII letters (a to z), digits and hyphens only, such as third-card. The same in every "
                "language: it is the end of the entry’s address."
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
        if self.instance.pk:
            self.fields["version"].initial = latest_version(self.instance.pk)

    def clean_reading_ja(self):
        return plain_reading(self.cleaned_data.get("reading_ja")) or None

    def clean(self):
        cleaned_data = super().clean()
        if self.instance.pk:
            self.check_version()
        return cleaned_data

    def check_version(self):
        """Refuse a save (or a revert) from a form opened before someone else saved the entry.

        The entry's row is locked until the save ends, so two saves cannot both pass. Fields only the
        other editor changed take their new value; fields both changed keep this editor's input, with
        the other's text beside them; the form then carries the latest version, so saving again saves."""
        pk = self.instance.pk
        list(Term.objects.select_for_update().filter(pk=pk).values_list("pk"))
        opened, latest = self.cleaned_data.get("version"), latest_version(pk)
        if opened == latest:
            return
        history = Term.history.filter(id=pk).select_related("history_user").order_by("history_id")
        versions = list(history.filter(history_id__gte=opened or latest))
        self.set_bound("version", latest)
        if opened is None or len(versions) < 2 or versions[0].history_id != opened:
            raise ValidationError(
                gettext(
                    "This form did not come from the entry as it is now. Reload the page and make your change again."
                ),
                code="stale",
            )
        self.merge(versions[0], versions[-1])
        saves = format_html_join(
            "",
            "<li>{}</li>",
            (
                (
                    format_html(
                        "{} — {}{}", author(new), when(new.history_date), changes_list(changes_between(old, new))
                    ),
                )
                for old, new in pairwise(versions)
            ),
        )
        message = gettext(
            "Someone saved this entry after you opened it; nothing was saved from this form. Their changes:"
        )
        advice = gettext(
            "Fields you had not changed now show their text. Where you both changed a field, your text is kept and "
            "theirs is shown beside it: merge the two, then save again."
        )
        raise ValidationError(format_html("{}<ul>{}</ul>{}", message, saves, advice), code="stale")

    def merge(self, opened, latest):
        for name in VERSIONED_FIELDS:
            if name not in self.cleaned_data:
                continue
            theirs, before, mine = (
                plain(getattr(latest, name)),
                plain(getattr(opened, name)),
                plain(self.cleaned_data[name]),
            )
            if theirs == before or mine == theirs:
                continue
            if mine == before:
                self.set_bound(name, theirs)
                continue
            error = format_html(
                gettext("Changed by {who} after you opened the form, to: {text}"),
                who=author(latest),
                text=shown(value_text(name, theirs)),
            )
            self.add_error(name, ValidationError(error, code="stale"))

    def set_bound(self, name, value):
        """Show `value` in the field when the form is shown again."""
        self.data = self.data.copy()
        key = self.add_prefix(name)
        if name == "published":
            if value:
                self.data[key] = "on"
            else:
                self.data.pop(key, None)
        elif name == "guides":
            self.data.setlist(key, list(value))
        else:
            self.data[key] = "" if value is None else value

    def others(self):
        return Term.objects.exclude(pk=self.instance.pk) if self.instance.pk else Term.objects.all()

    def same_term(self, field, term):
        key = comparable_term(term)
        return next(
            (other for other in self.others().exclude(**{field: ""}) if comparable_term(getattr(other, field)) == key),
            None,
        )

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
            existing = term and self.same_term(field, term)
            if existing:
                message = gettext("Another entry already has this term in {language}: {entry}. Edit that one instead.")
                error = format_html(message, language=name, entry=existing_entry_link(existing))
                self.add_error(field, ValidationError(error, code="unique"))
