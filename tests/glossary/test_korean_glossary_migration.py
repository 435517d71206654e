"""Migration 0013 gives an existing glossary the Korean scoreboard words and wording of issue 27, leaves
editors' changes alone, and can be undone."""

import json
from importlib import import_module
from pathlib import Path

import pytest
from django.apps import apps

from glossary.models import Edition, Term

migration = import_module("glossary.migrations.0013_korean_glossary")
later_fixes = import_module("glossary.migrations.0016_korean_glossary_fixes")
reread = import_module("glossary.migrations.0018_korean_glossary_reread")
third = import_module("glossary.migrations.0020_korean_glossary_third")
round5 = import_module("glossary.migrations.0024_korean_glossary_round5")
round7 = import_module("glossary.migrations.0029_korean_glossary_round7")
round20 = import_module("glossary.migrations.0062_korean_glossary_round20")
TERMS = {entry["slug"]: entry for entry in json.loads(Path("glossary/data/terms.json").read_text(encoding="utf-8"))}

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def glossary_as_0013_left_it():
    """0016, 0018, 0020, 0024, 0029 and 0062 rewrite some of 0013's text: these tests start from the glossary 0013
    left."""
    round20.backwards(apps, None)
    round7.backwards(apps, None)
    round5.backwards(apps, None)
    third.backwards(apps, None)
    reread.backwards(apps, None)
    later_fixes.backwards(apps, None)


def text_in_file(slug, field):
    """The data file's text as 0013 left it (before the fixes of 0062, 0029, 0024, 0020, 0018, then 0016)."""
    name, language = field.rsplit("_", 1)
    text = TERMS[slug][name][language]
    later = [*round20.CHANGES, *round7.CHANGES, *round5.CHANGES, *third.CHANGES, *reread.CHANGES, *later_fixes.CHANGES]
    for fixed_slug, fixed_field, before, after in later:
        if (fixed_slug, fixed_field) == (slug, field):
            text = before if not after or not before else text.replace(after, before)
    return text


def as_before_the_migration():
    for slug, field, before, after in migration.CHANGES:
        term = Term.objects.get(slug=slug)
        setattr(term, field, getattr(term, field).replace(after, before) if after else before)
        term.save()


def test_every_change_leads_to_the_data_files_text():
    for slug, field, _before, after in migration.CHANGES:
        assert after in text_in_file(slug, field), (slug, field)


def test_an_old_database_gets_the_new_wording_and_a_new_edition():
    as_before_the_migration()
    edition = Edition.current()
    migration.forwards(apps, None)
    for slug, field, _before, _after in migration.CHANGES:
        assert getattr(Term.objects.get(slug=slug), field) == text_in_file(slug, field), (slug, field)
    assert Edition.current() > edition


def test_running_it_twice_changes_nothing_more():
    as_before_the_migration()
    migration.forwards(apps, None)
    edition = Edition.current()
    migration.forwards(apps, None)
    assert Edition.current() == edition
    assert Term.objects.get(slug="scoreboard").explanation_ko.count("출목표") == 1


def test_backwards_restores_the_old_text():
    migration.backwards(apps, None)
    assert Term.objects.get(slug="scoreboard").aliases_ko == ""
    assert "출목표" not in Term.objects.get(slug="scoreboard").explanation_ko
    assert "일곱 번째 연승부터는" in Term.objects.get(slug="dragon-tail").explanation_ko
    migration.forwards(apps, None)
    assert Term.objects.get(slug="scoreboard").aliases_ko == "출목표"


def test_an_editors_own_aliases_and_rewrites_are_kept():
    as_before_the_migration()
    Term.objects.filter(slug="big-road").update(aliases_ko="큰길")
    Term.objects.filter(slug="dragon-tail").update(explanation_ko="편집자가 새로 쓴 설명입니다.")
    migration.forwards(apps, None)
    assert Term.objects.get(slug="big-road").aliases_ko == "큰길"
    assert Term.objects.get(slug="dragon-tail").explanation_ko == "편집자가 새로 쓴 설명입니다."
    assert Term.objects.get(slug="bead-plate").aliases_ko == "육매"
