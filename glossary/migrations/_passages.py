"""How the migrations that write the glossary's Korean and Japanese text (0013 onwards) change its entries.

Each keeps its own frozen ``CHANGES``, tuples (slug, field, old passage, new passage), and takes its
``forwards`` and ``backwards`` from ``replacers(CHANGES)``. A passage changes only where it is still as it
was, so an editor's own rewrite stays. Every entry a fix changes gets a new version in its history, as an
editor's save would (so reverting to an earlier version is a choice, not an accident), and the glossary a
new edition (its pages are cached per edition). Django's migration loader skips this module: its name
starts with "_".
"""

from django.db.models import F
from django.utils import timezone

WHOLE_FIELDS = ("term_", "reading_", "aliases_")
"""Fields that hold one name or a list of names: only the whole value is replaced."""


def changed_text(field, text, old, new, forwards):
    """The text with the passage replaced, or None where the change does not apply. A name, an alias list,
    and an empty passage change only as a whole field. Going forwards, a passage already replaced is left
    alone; where an earlier migration put the old passage back beside the new one (0015 appends its
    paragraph to a new glossary loaded with this text), the old one goes."""
    if field.startswith(WHOLE_FIELDS) or not old or not new:
        return new if text == old else None
    if old not in text:
        return None
    if forwards and old in new and new in text:
        return None
    if forwards and new in text.replace(old, ""):
        for passage in (f"\n\n{old}", f"{old}\n\n", old):
            if passage in text:
                return text.replace(passage, "", 1)
    return text.replace(old, new)


def record_version(apps, term):
    """A version of ``term`` as it is now, as django-simple-history records an editor's save."""
    HistoricalTerm = apps.get_model("glossary", "HistoricalTerm")
    own = {field.attname for field in term._meta.fields}
    values = {}
    for field in HistoricalTerm._meta.fields:
        if field.attname in own:
            value = getattr(term, field.attname)
            values[field.attname] = None if value == "" and field.null else value
    HistoricalTerm.objects.create(**values, history_date=timezone.now(), history_type="~")


def replace(apps, changes, forwards):
    Term = apps.get_model("glossary", "Term")
    Edition = apps.get_model("glossary", "Edition")
    changed = {}
    for slug, field, before, after in changes if forwards else reversed(changes):
        old, new = (before, after) if forwards else (after, before)
        for term in Term.objects.filter(slug=slug):
            updated = changed_text(field, getattr(term, field) or "", old, new, forwards)
            if updated is not None:
                setattr(term, field, updated)
                term.save(update_fields=[field])
                changed[term.pk] = term
    for term in changed.values():
        record_version(apps, term)
    if changed:
        Edition.objects.get_or_create(pk=1)
        Edition.objects.filter(pk=1).update(number=F("number") + 1)


def replacers(changes):
    """The ``forwards`` and ``backwards`` functions of a migration that makes ``changes``."""

    def forwards(apps, schema_editor):
        replace(apps, changes, forwards=True)

    def backwards(apps, schema_editor):
        replace(apps, changes, forwards=False)

    return forwards, backwards
