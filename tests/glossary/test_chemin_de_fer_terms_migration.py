"""0012_chemin_de_fer_terms adds the option on 5 and the tableau, each with a first version, linked both ways."""

import pytest

from glossary.models import Edition, Term
from tests.helpers import latest_glossary_migration, migrate_glossary

SLUGS = ["option-on-five", "tableau"]


@pytest.mark.django_db
def test_the_terms_are_there_in_three_languages_and_linked_both_ways():
    terms = {term.slug: term for term in Term.objects.filter(slug__in=SLUGS)}
    assert sorted(terms) == sorted(SLUGS)
    option = terms["option-on-five"]
    assert (option.term_ko, option.term_ja, option.term_en) == (
        "5에서의 선택",  # 0016 and 0035 renamed it, as on the chemin de fer page
        "5のオプション",
        "Player’s option on 5",  # 0046 curled the apostrophe
    )
    for term in terms.values():
        for language in ("ko", "ja", "en"):
            assert getattr(term, f"definition_{language}") and getattr(term, f"explanation_{language}")
        assert term.history.last().history_type == "+"  # added with a first version; later fixes add theirs
        assert "chemin-de-fer" in term.related.values_list("slug", flat=True)
    assert "option-on-five" in Term.objects.get(slug="chemin-de-fer").related.values_list("slug", flat=True)
    assert Edition.current() >= 1


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["ko", "ja", "en"])
def test_the_entries_are_published_pages(client, language):
    for slug in SLUGS:
        assert client.get(f"/{language}/glossary/{slug}/").status_code == 200




@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_an_older_glossary_gets_the_terms_with_a_first_version_and_a_new_edition():
    apps = migrate_glossary("0011_published_default_former_slugs_revert_marker")
    apps.get_model("glossary", "Term").objects.filter(slug__in=SLUGS).delete()  # as before they were written
    apps.get_model("glossary", "HistoricalTerm").objects.filter(slug__in=SLUGS).delete()
    edition = apps.get_model("glossary", "Edition").objects.get(pk=1).number
    migrate_glossary("0012_chemin_de_fer_terms")
    assert sorted(Term.objects.filter(slug__in=SLUGS).values_list("slug", flat=True)) == sorted(SLUGS)
    assert all(term.history.count() == 1 for term in Term.objects.filter(slug__in=SLUGS))
    assert Edition.current() == edition + 1
    assert "tableau" in Term.objects.get(slug="option-on-five").related.values_list("slug", flat=True)
    migrate_glossary(latest_glossary_migration())  # and on to the latest on a full glossary: nothing added
    assert Term.objects.filter(slug__in=SLUGS).count() == len(SLUGS)
