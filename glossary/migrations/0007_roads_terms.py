"""The scoreboard roads' terms (issue 13): Bead Plate, Big Eye Boy, Small Road, Cockroach Pig, dragon tail and
ask the road.

0002 loads them on a fresh database; this migration adds them to a database that already has the
glossary, links them both ways to their related terms, and lists the new guide on the Big Road's entry.
Terms an editor already made are left as they are. The entries are this migration's own frozen copy
(data/0007_roads_terms.json), not glossary/data/terms.json, which may change later.
"""

import json
from importlib import import_module
from pathlib import Path

from django.db import migrations

initial_terms = import_module("glossary.migrations.0002_initial_terms")

TERMS_FILE = Path(__file__).resolve().parent / "data" / "0007_roads_terms.json"

SLUGS = ("bead-plate", "big-eye-boy", "small-road", "cockroach-pig", "dragon-tail", "ask-the-road")
NEW_GUIDE = ("big-road", "reading-the-scoreboard")


def entries():
    return json.loads(TERMS_FILE.read_text(encoding="utf-8"))


def add_terms(apps, schema_editor):
    Term = apps.get_model("glossary", "Term")
    for entry in entries():
        texts = {}
        for field in initial_terms.TRANSLATED_FIELDS:
            texts[field] = entry[field][initial_terms.DEFAULT_LANGUAGE]
            texts.update({f"{field}_{language}": text for language, text in entry[field].items()})
        Term.objects.get_or_create(
            slug=entry["slug"],
            defaults={
                "category": entry["category"],
                "guides": entry["guides"],
                "published": entry["published"],
                **texts,
            },
        )
    terms = {term.slug: term.pk for term in Term.objects.all()}
    Related = Term.related.through
    for entry in entries():
        for slug in entry["related"]:
            if slug in terms:
                for first, second in ((entry["slug"], slug), (slug, entry["slug"])):
                    Related.objects.get_or_create(from_term_id=terms[first], to_term_id=terms[second])
    slug, guide = NEW_GUIDE
    for term in Term.objects.filter(slug=slug):
        if guide not in term.guides:
            term.guides = [*term.guides, guide]
            term.save(update_fields=["guides"])


def remove_terms(apps, schema_editor):
    apps.get_model("glossary", "Term").objects.filter(slug__in=SLUGS).delete()


class Migration(migrations.Migration):
    dependencies = [("glossary", "0006_wording_fixes")]

    operations = [migrations.RunPython(add_terms, remove_terms)]
