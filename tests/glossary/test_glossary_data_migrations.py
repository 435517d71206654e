"""The glossary's data migrations read their own frozen copies of the entries (glossary/migrations/data/),
never glossary/data/terms.json: editing that file later must not change what an old migration does on a
fresh database. The file stays the glossary that the migrations build, entry for entry, so a change to it
comes with a new migration that makes the same change."""

import builtins
import io
import json
import os
from pathlib import Path

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from glossary.models import Term
from tests.helpers import LANGUAGES

TERMS_FILE = Path(__file__).resolve().parents[2] / "glossary" / "data" / "terms.json"
TRANSLATED_FIELDS = ("term", "reading", "aliases", "definition", "explanation", "example")


def migrate_glossary(target):
    """Migrate the glossary app to a migration's name, or to None (no glossary at all)."""
    MigrationExecutor(connection).migrate([("glossary", target)])


def latest():
    return MigrationExecutor(connection).loader.graph.leaf_nodes("glossary")[0][1]


@pytest.fixture
def reads_of_the_data_file(monkeypatch):
    """The paths of every opening of glossary/data/terms.json, by open() or pathlib, from now on."""
    reads = []

    def watching(real_open):
        def watched(file, *args, **kwargs):
            if isinstance(file, (str, os.PathLike)) and Path(file).resolve() == TERMS_FILE:
                reads.append(os.fspath(file))
            return real_open(file, *args, **kwargs)

        return watched

    monkeypatch.setattr(builtins, "open", watching(builtins.open))
    monkeypatch.setattr(io, "open", watching(io.open))
    return reads


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_fresh_glossary_is_built_without_reading_the_data_file(reads_of_the_data_file):
    slugs = sorted(Term.objects.values_list("slug", flat=True))
    TERMS_FILE.read_text(encoding="utf-8")
    assert len(reads_of_the_data_file) == 1, "the watch sees a reading of the file"
    reads_of_the_data_file.clear()

    migrate_glossary(None)
    migrate_glossary(latest())

    assert reads_of_the_data_file == []
    assert sorted(Term.objects.values_list("slug", flat=True)) == slugs


def both_ways(entries):
    """Each entry's related slugs, as the migrations store them: a pair links both entries."""
    related = {entry["slug"]: set(entry["related"]) for entry in entries}
    for entry in entries:
        for slug in entry["related"]:
            related[slug].add(entry["slug"])
    return related


@pytest.mark.django_db
def test_the_migrations_build_the_glossary_of_the_data_file_entry_for_entry():
    """After a change to glossary/data/terms.json, this fails until a migration makes the same change."""
    entries = json.loads(TERMS_FILE.read_text(encoding="utf-8"))
    related = both_ways(entries)
    terms = {term.slug: term for term in Term.objects.prefetch_related("related")}
    assert set(terms) == set(related)
    for entry in entries:
        term = terms[entry["slug"]]
        built = {
            "slug": term.slug,
            "category": term.category,
            "related": {other.slug for other in term.related.all()},
            "guides": term.guides,
            "published": term.published,
            **{
                field: {language: getattr(term, f"{field}_{language}") or "" for language in LANGUAGES}
                for field in TRANSLATED_FIELDS
            },
        }
        assert built == {**entry, "related": related[entry["slug"]]}, (
            f"{entry['slug']}: glossary/data/terms.json says otherwise; a migration should make the change"
        )
