"""/api/docs/ in Chromium: Swagger UI from our own static files lists every operation, with no CSP
violation, console error or request to another host; JavaScript off, the page points to the document."""

import pytest
from playwright.sync_api import expect

from api.registry import ENDPOINTS
from tests.helpers import watch

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


@pytest.mark.parametrize("width", [375, 1280])
def test_the_docs_list_every_operation_cleanly(browser_context, live_server, screenshot, width):
    page = browser_context(viewport={"width": width, "height": 900}).new_page()
    problems = watch(page, live_server.url)
    response = page.goto(f"{live_server.url}/api/docs/")
    assert response.ok
    assert "script-src 'self'" in response.headers["content-security-policy"]
    for endpoint in ENDPOINTS:
        expect(page.locator(f"#operations-default-{endpoint.name}")).to_be_visible()
    expect(page.get_by_role("link", name="Baccarat rules site")).to_have_attribute("href", "/")
    assert page.title() == "Baccarat rules API: interactive documentation"
    assert page.locator("html").get_attribute("lang") == "en"
    screenshot(page, f"api-docs-{width}")
    assert problems == []


def test_a_request_can_be_tried_from_the_docs(page, live_server):
    problems = watch(page, live_server.url)
    page.goto(f"{live_server.url}/api/docs/")
    operation = page.locator("#operations-default-decision")
    operation.locator(".opblock-summary-control").click()
    operation.get_by_role("button", name="Try it out").click()
    operation.locator("textarea, input").first.fill('{"player_total": "3", "banker_total": "5", "player_third": "6"}')
    operation.get_by_role("button", name="Execute").click()
    expect(operation.locator(".live-responses-table tbody .response-col_status")).to_have_text("200")
    expect(operation.locator(".live-responses-table")).to_contain_text("banker_table")
    assert problems == []


def test_the_docs_pass_axe(page, live_server, assert_accessible):
    page.goto(f"{live_server.url}/api/docs/")
    expect(page.locator("#operations-default-decision")).to_be_visible()
    assert_accessible(page)


def test_without_javascript_the_docs_point_to_the_document(browser_context, live_server):
    page = browser_context(java_script_enabled=False).new_page()
    page.goto(f"{live_server.url}/api/docs/")
    link = page.get_by_role("link", name="OpenAPI document", exact=True)
    expect(link).to_have_attribute("href", "/api/openapi.json")
    expect(page.get_by_role("heading", level=1)).to_have_text("Baccarat rules API")
