"""Every guide in every language, on a phone and a desktop, as a reader sees it."""

import pytest

from baccarat_site.guide_list import GUIDES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize("language", ["ko", "ja", "en"])
def test_guide_screenshots(browser_context, live_server, screenshot, language, width):
    page = browser_context(viewport={"width": width, "height": 900}).new_page()
    for guide in GUIDES:
        response = page.goto(f"{live_server.url}/{language}/guides/{guide.slug}/")
        assert response.ok, guide.slug
        overflow = page.evaluate("document.documentElement.scrollWidth")
        assert overflow <= width, f"{guide.slug} scrolls sideways at {width}px"
        screenshot(page, f"guide-{guide.slug}-{language}-{width}")
