"""The header fits a phone (issue 26): at most about 120 px tall at 375 px (it was 197 px on two wrapped lines),
and every section and language is reachable by keyboard, with JavaScript off, scrolled into view when focused."""

import pytest

from tests.helpers import LANGUAGES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

HEADER_LINKS = ".site-header a"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", [320, 375])
def test_the_header_fits_a_phone_and_every_link_is_reached_by_tab(
    browser_context, live_server, screenshot, language, width
):
    page = browser_context(viewport={"width": width, "height": 700}, java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/{language}/practice/")
    header = page.locator(".site-header").bounding_box()
    assert header["height"] <= 120
    screenshot(page, f"header-{language}-{width}")
    links = page.locator(HEADER_LINKS)
    hrefs = [links.nth(index).get_attribute("href") for index in range(links.count())]
    assert len(hrefs) == 1 + 6 + 3, "the site's name, six sections, three languages"
    page.keyboard.press("Tab")  # the skip link
    reached = []
    for _link in hrefs:
        page.keyboard.press("Tab")
        focused = page.evaluate("""() => {
            const box = document.activeElement.getBoundingClientRect();
            return [document.activeElement.getAttribute("href"), box.left, box.right];
        }""")
        reached.append(focused[0])
        assert focused[1] >= 0 and focused[2] <= width, f"{focused[0]} is focused off the screen"
    assert reached == hrefs


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_header_stays_one_line_on_a_wide_screen(browser_context, live_server, language):
    page = browser_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(f"{live_server.url}/{language}/")
    assert page.locator(".site-header").bounding_box()["height"] <= 60
