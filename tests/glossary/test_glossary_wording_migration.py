"""Migration 0004 brings a database loaded before issue 16 up to date, and leaves editors' changes alone."""

import json
import re
from importlib import import_module
from pathlib import Path

import pytest
from django.apps import apps

from glossary.models import Term

migration = import_module("glossary.migrations.0006_wording_fixes")
round6 = import_module("glossary.migrations.0027_korean_glossary_round6")
round14 = import_module("glossary.migrations.0046_english_glossary_round14")
round21 = import_module("glossary.migrations.0064_korean_glossary_round21")
TERMS = {entry["slug"]: entry for entry in json.loads(Path("glossary/data/terms.json").read_text(encoding="utf-8"))}

pytestmark = pytest.mark.django_db


def text_in_file(slug, field):
    """The data file's text as 0006 left it (before 0027 rewrote the Korean account of the name's origin,
    0046 the English one, and 0064 the Korean draw entry's first sentence)."""
    name, language = field.rsplit("_", 1)
    text = TERMS[slug][name][language]
    for later in (round21, round14, round6):
        for fixed_slug, fixed_field, before, after in reversed(later.CHANGES):
            if (fixed_slug, fixed_field) == (slug, field):
                text = text.replace(after, before)
    return text


def test_every_change_leads_to_the_data_files_text():
    for slug, field, _before, after in migration.CHANGES:
        assert after in text_in_file(slug, field), (slug, field)


def test_an_old_database_gets_the_new_wording():
    for slug, field, before, after in migration.CHANGES:
        term = Term.objects.get(slug=slug)
        setattr(term, field, getattr(term, field).replace(after, before))
        term.save()
    migration.forwards(apps, None)
    for slug, field, _before, _after in migration.CHANGES:
        name, language = field.rsplit("_", 1)
        assert getattr(Term.objects.get(slug=slug), field) == TERMS[slug][name][language]


def test_a_passage_an_editor_rewrote_is_kept():
    Term.objects.filter(slug="third-card").update(reading_ja="さんまいめのカードのこと")
    migration.backwards(apps, None)
    assert Term.objects.get(slug="third-card").reading_ja == "さんまいめのカードのこと"
    assert Term.objects.get(slug="card-values").reading_ja == "かーどのてんすう"
    migration.forwards(apps, None)
    assert Term.objects.get(slug="third-card").reading_ja == "さんまいめのカードのこと"
    assert Term.objects.get(slug="card-values").reading_ja == "カードのてんすう"


def test_japanese_readings_write_loanwords_in_katakana():
    """As a dictionary does: カードのてんすう, not かーどのてんすう (no long-vowel mark after hiragana)."""
    for entry in TERMS.values():
        reading = entry["reading"]["ja"]
        assert not re.search("[\u3041-\u3096]ー", reading), (entry["slug"], reading)
