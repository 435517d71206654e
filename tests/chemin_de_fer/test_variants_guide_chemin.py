"""The variants guide's chemin de fer section: its figures are the solved game's, and it links to the page."""

import pytest
from django.utils import translation

from baccarat.chemin_de_fer import COMMISSION, Hand, Model, solve
from baccarat_site.wording import fraction, percent
from tests.helpers import LANGUAGES, section, visible_text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_section_states_the_solved_figures_and_links_to_the_page(client, language):
    html = client.get(f"/{language}/guides/variants-and-history/").content.decode()
    part = section(html, "chemin-de-fer")
    text = visible_text(part)
    replaced, shoe = solve(Model.A1, 1), solve(Model.B2, 6)
    casino = solve(Model.B2, 6, COMMISSION)
    with translation.override(language):
        for figure in (
            fraction(replaced.draw_on_5[Hand(5)]),  # 9/11; Japanese 11分の9
            percent(-replaced.value),
            percent(shoe.draw_on_5[Hand(5)]),
            percent(-shoe.value),
            percent(casino.draw_on_5[Hand(5)]),
            str(len(shoe.banker.differs_from_table())),
            "484",
            "1889",
            "1957",
            "1975",
            "2013",
            "2023",
        ):
            assert figure in text, figure
    assert f'href="/{language}/chemin-de-fer/"' in part
    assert f'href="/{language}/glossary/option-on-five/"' in part


def test_the_history_sentence_about_one_mixed_cell_holds():
    """'the banker's own best strategy is mixed too, in one cell of its table' (model A1)."""
    mixed = [cell for cell, draw in solve(Model.A1, 1).banker.draws.items() if 0 < draw < 1]
    assert len(mixed) == 1


def test_the_commission_sentences_hold():
    """'the player's best drawing frequency on 5 rises to …' and 'in a casino the commission turns the banker's
    small edge into a loss as well' (model B2, the section's shoe)."""
    shoe, casino = solve(Model.B2, 6), solve(Model.B2, 6, COMMISSION)
    assert casino.draw_on_5[Hand(5)] > shoe.draw_on_5[Hand(5)]
    assert shoe.banker_value > 0 > casino.banker_value
    assert casino.value < 0
