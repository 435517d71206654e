"""Add the glossary entries for the side bets of issue 15 to a database that has the initial glossary
already; on a fresh database 0002 has loaded them, and this adds nothing. The entries are this migration's
own frozen copy (data/0008_side_bet_terms.json), not glossary/data/terms.json, which may change later."""

import json
from pathlib import Path

from django.db import migrations

TERMS_FILE = Path(__file__).resolve().parent / "data" / "0008_side_bet_terms.json"
SLUGS = ("super-6", "tiger", "dragon-bonus", "big-small", "either-pair", "perfect-pair")
TRANSLATED_FIELDS = ("term", "reading", "definition", "explanation", "example")
DEFAULT_LANGUAGE = "en"


def entries():
    return json.loads(TERMS_FILE.read_text(encoding="utf-8"))


def add_terms(apps, schema_editor):
    Term = apps.get_model("glossary", "Term")
    added = []
    for entry in entries():
        if Term.objects.filter(slug=entry["slug"]).exists():
            continue
        texts = {}
        for field in TRANSLATED_FIELDS:
            texts[field] = entry[field][DEFAULT_LANGUAGE]
            texts.update({f"{field}_{language}": text for language, text in entry[field].items()})
        Term.objects.create(
            slug=entry["slug"],
            category=entry["category"],
            guides=entry["guides"],
            published=entry["published"],
            **texts,
        )
        added.append(entry)
    # both directions of each pair, as 0002 stores them
    terms = {term.slug: term.pk for term in Term.objects.all()}
    Related = Term.related.through
    pairs = {(terms[entry["slug"]], terms[slug]) for entry in added for slug in entry["related"] if slug in terms}
    pairs |= {(second, first) for first, second in pairs}
    existing = set(Related.objects.values_list("from_term_id", "to_term_id"))
    Related.objects.bulk_create(
        Related(from_term_id=first, to_term_id=second) for first, second in sorted(pairs - existing)
    )


def remove_terms(apps, schema_editor):
    apps.get_model("glossary", "Term").objects.filter(slug__in=SLUGS).delete()


class Migration(migrations.Migration):
    dependencies = [("glossary", "0007_roads_terms")]

    operations = [migrations.RunPython(add_terms, remove_terms)]
