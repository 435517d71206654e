"""Migration 0005 adds the roads' terms to a glossary loaded before issue 13, linked both ways; editors' text stays."""

from importlib import import_module

import pytest
from django.apps import apps

from glossary.models import Term

migration = import_module("glossary.migrations.0007_roads_terms")

pytestmark = pytest.mark.django_db


def test_an_old_glossary_gets_the_roads_terms_linked_both_ways():
    migration.remove_terms(apps, None)
    big_road = Term.objects.get(slug="big-road")
    big_road.guides = ["patterns-and-scoreboard"]
    big_road.save()
    assert not Term.objects.filter(slug__in=migration.SLUGS).exists()
    migration.add_terms(apps, None)
    assert set(Term.objects.filter(slug__in=migration.SLUGS).values_list("slug", flat=True)) == set(migration.SLUGS)
    big_eye = Term.objects.get(slug="big-eye-boy")
    assert big_eye.term_ko == "빅 아이 보이" and big_eye.term_ja == "ビッグアイボーイ"
    assert "big-road" in big_eye.related.values_list("slug", flat=True)
    big_road = Term.objects.get(slug="big-road")
    assert "big-eye-boy" in big_road.related.values_list("slug", flat=True)
    assert big_road.guides == ["patterns-and-scoreboard", "reading-the-scoreboard"]


def test_a_term_an_editor_already_made_is_left_alone():
    Term.objects.filter(slug="dragon-tail").update(definition_en="An editor's own words.")
    migration.add_terms(apps, None)
    assert Term.objects.get(slug="dragon-tail").definition_en == "An editor's own words."
