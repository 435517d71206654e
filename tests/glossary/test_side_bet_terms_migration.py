"""0008_side_bet_terms adds the side bets' entries to a glossary loaded before them."""

import pytest

from glossary.models import Term
from tests.helpers import latest_glossary_migration, migrate_glossary

SLUGS = ["super-6", "tiger", "dragon-bonus", "big-small", "either-pair", "perfect-pair"]




@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_an_older_glossary_gets_the_new_entries_linked_both_ways():
    apps = migrate_glossary("0003_editors_group")
    apps.get_model("glossary", "Term").objects.filter(
        slug__in=SLUGS
    ).delete()  # as it was before the entries were in terms.json
    migrate_glossary(latest_glossary_migration())
    assert sorted(Term.objects.filter(slug__in=SLUGS).values_list("slug", flat=True)) == sorted(SLUGS)
    perfect = Term.objects.get(slug="perfect-pair")
    assert perfect.term_ja == "パーフェクトペア" and perfect.term_ko == "퍼펙트 페어"
    assert "pair" in perfect.related.values_list("slug", flat=True)
    assert "perfect-pair" in Term.objects.get(slug="pair").related.values_list("slug", flat=True)
    migrate_glossary(latest_glossary_migration())  # and running 0008 again on a full glossary adds nothing
    assert Term.objects.filter(slug__in=SLUGS).count() == len(SLUGS)
