"""Small things readers met on the odds page (issue 26, point 9): the depleted shoe's change column names its unit
and agrees with the figures beside it; a payout typed into one tie that makes it the other tie shows one row."""

import re
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

pytestmark = pytest.mark.django_db


def get(client, language, **query):
    with translation.override(language):
        url = reverse("odds:index")
    return client.get(url, query)


def figure(cell):
    """A shown figure as a number: "45.860%" → 45.860, "−0.027" → -0.027 (locale separators are "." here)."""
    return Decimal(re.sub(r"[^\d.\-+]", "", cell.replace("−", "-")))


@pytest.mark.parametrize(
    ("language", "header"),
    [("en", "Change (percentage points)"), ("ko", "변화(%p)"), ("ja", "変化（ポイント）")],
)
def test_the_change_column_names_its_unit_and_agrees_with_the_figures_shown(client, language, header):
    html = get(client, language, removed_5=3, removed_6=2, removed_K=7).content.decode()
    comparison = re.findall(r'<table class="odds-comparison">.*?</table>', html, re.S)
    assert len(comparison) == 2
    rows = 0
    for table in comparison:
        assert header in table
        for row in re.findall(r'<tr data-key="[^"]+">(.*?)</tr>', table, re.S):
            shown = [re.sub(r"<[^>]+>", "", cell).strip() for cell in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]
            if len(shown) == 3:
                full, depleted, change = map(figure, shown)
                assert depleted - full == change, shown
                rows += 1
    assert rows > 10


def test_nine_typed_for_the_eight_to_one_tie_shows_one_nine_to_one_row(client):
    html = get(client, "en", pay_tie_8=9).content.decode()
    ties = re.findall(r'<tr data-bet="(tie_\d)">', html)
    assert ties == ["tie_9"]
    row = re.search(r'<tr data-bet="tie_9">.*?</tr>', html, re.S).group(0)
    assert "(your payout)" in row
    assert re.findall(r'<tr data-bet="(tie_\d)">', get(client, "en", pay_tie_8=10).content.decode()) == [
        "tie_8",
        "tie_9",
    ]
