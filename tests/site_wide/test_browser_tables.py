"""Tables never squeeze words (issue 26): on every page with a table, in ko, ja and en, at 320, 375 and 1280 px,
no line in a table cell breaks inside a word, and a table that does not fit scrolls inside its own region,
with a shadow on the side that scrolls and its caption kept on the screen."""

import pytest

from tests.helpers import LANGUAGES
from tests.site_wide.table_text import HIDDEN_TABLE_TEXT, MID_WORD_BREAKS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PAGES_WITH_TABLES = {
    "basics": "guides/basics/",
    "third-card-rules": "guides/third-card-rules/",
    "payouts": "guides/payouts-and-house-edge/",
    "side-bets": "guides/side-bets/",
    "patterns": "guides/patterns-and-scoreboard/",
    "scoreboard": "guides/reading-the-scoreboard/",
    "variants": "guides/variants-and-history/",
    "lookup-totals": "lookup/?player_total=5&banker_total=5&player_third=6",
    "lookup-cards": "lookup/?cards=2,5,K,Q,6,9",
    "odds": "odds/?removed_5=3",
    "roads": "roads/?seed=1",
    "practice-banker-table": "practice/banker-table/",
    "responsible-gambling": "responsible-gambling/",
}
SCREENSHOTS = {"side-bets", "odds", "lookup-totals", "roads"}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", [320, 375, 1280])
def test_no_word_breaks_inside_a_table_cell(browser_context, live_server, screenshot, language, width):
    page = browser_context(viewport={"width": width, "height": 800}).new_page()
    breaks, hidden = {}, {}
    for name, path in PAGES_WITH_TABLES.items():
        page.goto(f"{live_server.url}/{language}/{path}")
        assert page.locator("main table").count(), f"{path} has a table"
        breaks[name] = page.evaluate(MID_WORD_BREAKS)
        hidden[name] = page.evaluate(HIDDEN_TABLE_TEXT)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, f"{path} scrolls sideways"
        if name in SCREENSHOTS:
            screenshot(page, f"tables-{name}-{language}-{width}")
    assert {name: found for name, found in breaks.items() if found} == {}
    assert {name: found for name, found in hidden.items() if found} == {}
