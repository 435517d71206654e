"""The practice page's key labels (issue 26, point 9): "Enter Next" has a space between the key and its text."""

import pytest

from tests.helpers import LANGUAGES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_key_label_stands_apart_from_the_buttons_text(page, live_server, language):
    page.goto(f"{live_server.url}/{language}/practice/draw-or-stand/")
    page.keyboard.press("1")
    button = page.locator("button:has(> kbd)").last
    button.wait_for()
    gap = button.evaluate("""(button) => {
        const key = button.querySelector("kbd").getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(button.lastChild);
        const words = [...range.getClientRects()].find((rect) => rect.width > 0);
        return words.left - key.right;
    }""")
    assert gap >= 4, f"{gap:.1f} px between the key and the text"
