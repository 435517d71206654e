"""0008_side_bet_terms adds the side bets' entries to a glossary loaded before them."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from glossary.models import Term

SLUGS = ["super-6", "tiger", "dragon-bonus", "big-small", "either-pair", "perfect-pair"]


def latest():
    """The glossary's last migration: the real model applies (later migrations add tables it uses)."""
    return MigrationExecutor(connection).loader.graph.leaf_nodes("glossary")[0][1]


def migrate(target):
    executor = MigrationExecutor(connection)
    executor.migrate([("glossary", target)])
    executor.loader.build_graph()
    return executor.loader.project_state([("glossary", target)]).apps


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_an_older_glossary_gets_the_new_entries_linked_both_ways():
    apps = migrate("0003_editors_group")
    apps.get_model("glossary", "Term").objects.filter(
        slug__in=SLUGS
    ).delete()  # as it was before the entries were in terms.json
    migrate(latest())
    assert sorted(Term.objects.filter(slug__in=SLUGS).values_list("slug", flat=True)) == sorted(SLUGS)
    perfect = Term.objects.get(slug="perfect-pair")
    assert perfect.term_ja == "パーフェクトペア" and perfect.term_ko == "퍼펙트 페어"
    assert "pair" in perfect.related.values_list("slug", flat=True)
    assert "perfect-pair" in Term.objects.get(slug="pair").related.values_list("slug", flat=True)
    migrate(latest())  # and running 0008 again on a full glossary adds nothing
    assert Term.objects.filter(slug__in=SLUGS).count() == len(SLUGS)
