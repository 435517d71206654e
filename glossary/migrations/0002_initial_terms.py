"""Load the initial glossary, so a fresh database has it.

The entries are this migration's own copy (data/0002_initial_terms.json), frozen: glossary/data/terms.json
may change later, and a later migration brings the glossary in step with it.
"""

import json
from pathlib import Path

from django.db import migrations

TERMS_FILE = Path(__file__).resolve().parent / "data" / "0002_initial_terms.json"
TRANSLATED_FIELDS = ("term", "reading", "definition", "explanation", "example")
DEFAULT_LANGUAGE = "en"


def load_terms(apps, schema_editor):
    Term = apps.get_model("glossary", "Term")
    entries = json.loads(TERMS_FILE.read_text(encoding="utf-8"))
    terms = {}
    for entry in entries:
        texts = {}
        for field in TRANSLATED_FIELDS:
            texts[field] = entry[field][DEFAULT_LANGUAGE]
            texts.update({f"{field}_{language}": text for language, text in entry[field].items()})
        terms[entry["slug"]] = Term.objects.create(
            slug=entry["slug"],
            category=entry["category"],
            guides=entry["guides"],
            published=entry["published"],
            **texts,
        )
    # A historical model's self-referential many-to-many is not symmetrical (migrations don't
    # record it), so store both directions of each pair, as the real model does.
    Related = Term.related.through
    pairs = {(terms[entry["slug"]].pk, terms[slug].pk) for entry in entries for slug in entry["related"]}
    pairs |= {(second, first) for first, second in pairs}
    Related.objects.bulk_create(Related(from_term_id=first, to_term_id=second) for first, second in sorted(pairs))


def remove_terms(apps, schema_editor):
    Term = apps.get_model("glossary", "Term")
    slugs = [entry["slug"] for entry in json.loads(TERMS_FILE.read_text(encoding="utf-8"))]
    Term.objects.filter(slug__in=slugs).delete()


class Migration(migrations.Migration):
    dependencies = [("glossary", "0001_initial")]

    operations = [migrations.RunPython(load_terms, remove_terms)]
