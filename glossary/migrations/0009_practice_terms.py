"""Add the practice drills' terms (stake, take and pay) to an existing glossary.

A fresh database already has them: 0002 loads them. Entries that exist are left alone. The entries are
this migration's own frozen copy (data/0009_practice_terms.json), not glossary/data/terms.json, which may
change later.
"""

import json
from pathlib import Path

from django.db import migrations

TERMS_FILE = Path(__file__).resolve().parent / "data" / "0009_practice_terms.json"
SLUGS = ("stake", "take-and-pay")
TRANSLATED_FIELDS = ("term", "reading", "definition", "explanation", "example")
DEFAULT_LANGUAGE = "en"


def add_terms(apps, schema_editor):
    Term = apps.get_model("glossary", "Term")
    entries = json.loads(TERMS_FILE.read_text(encoding="utf-8"))
    for entry in entries:
        if Term.objects.filter(slug=entry["slug"]).exists():
            continue
        texts = {}
        for field in TRANSLATED_FIELDS:
            texts[field] = entry[field][DEFAULT_LANGUAGE]
            texts.update({f"{field}_{language}": text for language, text in entry[field].items()})
        term = Term.objects.create(
            slug=entry["slug"], category=entry["category"], guides=entry["guides"], published=entry["published"], **texts
        )
        # The historical model's many-to-many is not symmetrical: store both directions, as 0002 does.
        for related in Term.objects.filter(slug__in=entry["related"]):
            term.related.add(related)
            related.related.add(term)


def remove_terms(apps, schema_editor):
    apps.get_model("glossary", "Term").objects.filter(slug__in=SLUGS).delete()


class Migration(migrations.Migration):
    dependencies = [("glossary", "0008_side_bet_terms")]

    operations = [migrations.RunPython(add_terms, remove_terms)]
