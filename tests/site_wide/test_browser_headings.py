"""Headings, buttons and labels never break a word (issue 27: "words broken mid-word" on a phone): at 320 px, on
every kind of page in ko, ja and en, no line of a heading, a button, a form label or a summary breaks inside a
word. Japanese breaks such short lines between phrases (絞り：1枚ごとに/動く確率, not 動く確/率); body text keeps
the browser's usual Japanese line breaking."""

import pytest

from baccarat_site.guide_list import GUIDES
from tests.helpers import LANGUAGES
from tests.site_wide.table_text import SEGMENTED_WORD_BREAKS

pytestmark = [
    pytest.mark.browser,
    pytest.mark.browser_db,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]

PAGES = [
    "",
    "guides/",
    *(f"guides/{guide.slug}/" for guide in GUIDES),
    "lookup/?player_total=5&banker_total=5&player_third=6",
    "lookup/squeeze/",
    "odds/",
    "roads/?seed=1",
    "practice/",
    "practice/draw-or-stand/",
    "chemin-de-fer/",
    "responsible-gambling/",
    "glossary/",
    "glossary/dragon-tail/",
]
SHORT_TEXT = "main :is(h1, h2, h3, h4, summary, button, .button, label, legend)"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_heading_button_or_label_breaks_inside_a_word(browser_context, live_server, screenshot, language):
    page = browser_context(viewport={"width": 320, "height": 800}).new_page()
    breaks = {}
    for path in PAGES:
        page.goto(f"{live_server.url}/{language}/{path}")
        breaks[path] = page.evaluate(SEGMENTED_WORD_BREAKS, SHORT_TEXT)
    screenshot(page, f"headings-{language}-320")
    assert {path: found for path, found in breaks.items() if found} == {}
