"""Korean glossary fix from the last native read (issue 27, notes/reads/ko3.md).

The Big and Small headword is spelled 빅 앤드 스몰, as "and" is written in Korean loanwords, and as the
ko catalog now writes it. No new fact or figure.

The data is frozen here, as in 0020: the headword changes only where it is still as it was, so an
editor's own change stays; glossary/data/terms.json has the same text.
"""

from django.db import migrations, models

CHANGES = [
    (
        "big-small",
        "term_ko",
        "빅 앤 스몰",
        "빅 앤드 스몰",
    ),
]


def changed_text(field, text, old, new, forwards):
    """The text with the passage replaced, or None where the change does not apply. A headword, an alias
    list, and an empty passage, change only as a whole field. Going forwards, a passage already replaced is
    left alone; where an earlier migration put the old passage back beside the new one (0015 appends its
    paragraph to a new glossary loaded with this text), the old one goes."""
    if field.startswith(("aliases_", "term_")) or not old or not new:
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


def replace(apps, swap):
    Term = apps.get_model("glossary", "Term")
    Edition = apps.get_model("glossary", "Edition")
    changed = False
    for slug, field, before, after in CHANGES:
        old, new = (after, before) if swap else (before, after)
        for term in Term.objects.filter(slug=slug):
            text = getattr(term, field) or ""
            updated = changed_text(field, text, old, new, forwards=not swap)
            if updated is not None:
                setattr(term, field, updated)
                term.save(update_fields=[field])
                changed = True
    if changed:  # pages are cached per glossary edition: start a new one
        Edition.objects.update_or_create(pk=1, defaults={})
        Edition.objects.filter(pk=1).update(number=models.F("number") + 1)


def forwards(apps, schema_editor):
    replace(apps, swap=False)


def backwards(apps, schema_editor):
    replace(apps, swap=True)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0021_japanese_glossary_third")]

    operations = [migrations.RunPython(forwards, backwards)]
