"""A glossary term, translated into every site language with django-modeltranslation.

The translated fields (`term_ko`, `term_ja`, `term_en`, …) are added by
`glossary/translation.py`. A language may be missing: readers then see the
fallback language's text, marked as not yet translated.
"""

import re

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models.functions import Lower
from django.urls import reverse
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from glossary.collation import is_kana

TRANSLATED_FIELDS = ("term", "reading", "aliases", "definition", "explanation", "example")
OPTIONAL_FIELDS = {"reading", "aliases"}
ALIAS_SEPARATORS = re.compile(r"[,、，;；\n]")


def fields_for_complete_entry(language):
    """The fields an entry needs in a language: aliases are optional, the reading too except in Japanese."""
    return [
        field
        for field in TRANSLATED_FIELDS
        if field not in OPTIONAL_FIELDS or (field == "reading" and language == "ja")
    ]


def unique_term_constraint(language, name):
    field = f"term_{language}"
    return models.UniqueConstraint(
        Lower(field),
        condition=~models.Q(**{field: ""}),
        name=f"glossary_unique_{field}",
        violation_error_message=format_lazy(_("Another entry already has this term in {language}."), language=name),
    )


class TermQuerySet(models.QuerySet):
    def update(self, **kwargs):
        """Update the rows and start a new glossary edition: `update()` sends no signal (bulk_update uses it too)."""
        rows = super().update(**kwargs)
        Edition.start_next()
        return rows


class Term(models.Model):
    class Category(models.TextChoices):
        TABLE = "table", pgettext_lazy("glossary category", "Table and cards")
        BETS = "bets", pgettext_lazy("glossary category", "Bets and payouts")
        RULES = "rules", pgettext_lazy("glossary category", "Rules")
        SCOREBOARD = "scoreboard", pgettext_lazy("glossary category", "Scoreboard and roads")
        VARIANTS = "variants", pgettext_lazy("glossary category", "Variants")
        CULTURE = "culture", pgettext_lazy("glossary category", "Culture and history")

    slug = models.SlugField(
        _("slug"),
        max_length=80,
        unique=True,
        help_text=_("The same in every language: it is the end of the entry’s address."),
    )
    term = models.CharField(_("term"), max_length=120, blank=True)
    reading = models.CharField(
        _("reading or original name"),
        max_length=120,
        blank=True,
        help_text=_(
            "Japanese: the reading in kana, which decides the term’s place in the gojūon order (required). "
            "Korean and English: the original or romanized name, or a pronunciation, where useful."
        ),
    )
    aliases = models.CharField(
        _("also called"),
        max_length=200,
        blank=True,
        help_text=_(
            "Other names, spellings and readings that readers may search for, separated by commas. "
            "Search finds the entry by them, and the entry lists them."
        ),
    )
    definition = models.CharField(_("definition"), max_length=300, blank=True, help_text=_("One line."))
    explanation = models.TextField(
        _("explanation"), blank=True, help_text=_("Plain text. Leave a blank line between paragraphs.")
    )
    example = models.TextField(_("example sentence"), blank=True)
    category = models.CharField(_("category"), max_length=20, choices=Category)
    related = models.ManyToManyField("self", blank=True, verbose_name=_("related terms"))
    guides = models.JSONField(
        _("guides"), default=list, blank=True, help_text=_("The guides that use this term; the entry links to them.")
    )
    published = models.BooleanField(_("published"), default=False)
    created = models.DateTimeField(_("created"), auto_now_add=True)
    updated = models.DateTimeField(_("updated"), auto_now=True)

    objects = TermQuerySet.as_manager()

    class Meta:
        verbose_name = _("glossary term")
        verbose_name_plural = _("glossary terms")
        ordering = ["slug"]
        constraints = [unique_term_constraint(code, name) for code, name in settings.LANGUAGES]

    def __str__(self):
        return self.term or self.slug

    def get_absolute_url(self):
        return reverse("glossary:detail", args=[self.slug])

    def missing_fields(self, language):
        """The fields still empty in `language`; an empty list means the entry is complete there."""
        return [field for field in fields_for_complete_entry(language) if not getattr(self, f"{field}_{language}")]

    def alias_list(self, language):
        """The entry's other names in `language`, as the editor listed them."""
        text = getattr(self, f"aliases_{language}") or ""
        return [alias.strip() for alias in ALIAS_SEPARATORS.split(text) if alias.strip()]

    def clean(self):
        super().clean()
        if not any(getattr(self, f"term_{code}") for code, _name in settings.LANGUAGES):
            raise ValidationError(_("Give the term in at least one language."))
        if self.term_ja and not self.reading_ja:
            raise ValidationError(
                {"reading_ja": _("Give the Japanese reading in kana: it decides where the term goes in the list.")}
            )
        if self.reading_ja and not is_kana(self.reading_ja):
            raise ValidationError({"reading_ja": _("Write the Japanese reading in hiragana or katakana only.")})


class FormerSlug(models.Model):
    """A slug an entry had before an editor changed it: its old address answers with a permanent redirect."""

    slug = models.SlugField(_("former slug"), max_length=80, unique=True)
    term = models.ForeignKey(Term, on_delete=models.CASCADE, related_name="former_slugs", verbose_name=_("entry"))

    class Meta:
        verbose_name = _("former slug")
        verbose_name_plural = _("former slugs")

    def __str__(self):
        return self.slug


class VersionNotes(models.Model):
    """What each version of an entry records besides its text (django-simple-history's `bases`): the
    version it put back, when an editor reverted to an earlier one."""

    reverted_to = models.PositiveBigIntegerField(_("reverted to version"), null=True, blank=True)

    class Meta:
        abstract = True


class Edition(models.Model):
    """The glossary's edition: one row whose number goes up with every change to any term.

    Pages and the built glossary are cached per edition. Saves, deletions, changes of related
    terms (signals, see glossary/signals.py) and `Term.objects...update()` all start a new
    edition in the same transaction, so every app server sees it on its next request; a
    timestamp would miss `update()` and depend on each server's clock.
    """

    number = models.PositiveBigIntegerField(default=1)

    def __str__(self):
        return str(self.number)

    @classmethod
    def current(cls):
        return cls.objects.filter(pk=1).values_list("number", flat=True).first() or 0

    @classmethod
    def start_next(cls):
        if not cls.objects.filter(pk=1).update(number=models.F("number") + 1):
            cls.objects.get_or_create(pk=1)
