"""0015_squeeze_terms adds the outs and the squeeze's new words to a glossary loaded before them."""

import pytest

from glossary.models import Edition, Term
from tests.helpers import migrate_glossary


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_an_older_glossary_gets_the_outs_and_the_squeezes_new_words():
    apps = migrate_glossary("0014_japanese_glossary")
    OldTerm = apps.get_model("glossary", "Term")
    OldTerm.objects.filter(slug="outs").delete()  # as it was before the entry was in terms.json
    squeeze = OldTerm.objects.get(slug="squeeze")
    squeeze.aliases_ko = "쪼이"
    squeeze.explanation_en = squeeze.explanation_en.split("\n\nAs each card")[0]
    squeeze.save()
    edition = apps.get_model("glossary", "Edition").objects.get(pk=1).number
    migrate_glossary("0015_squeeze_terms")
    outs = Term.objects.get(slug="outs")
    assert (outs.term_ko, outs.term_ja, outs.term_en) == ("아웃츠", "アウツ", "Outs")
    assert "outs" in Term.objects.get(slug="squeeze").related.values_list("slug", flat=True)
    squeeze = Term.objects.get(slug="squeeze")
    assert squeeze.alias_list("ko") == ["쪼이", "쪼기"]
    assert squeeze.explanation_en.endswith("fixed when the shoe was shuffled.")
    assert squeeze.history.count() >= 2 and outs.history.count() == 1
    assert Edition.objects.get(pk=1).number == edition + 1
