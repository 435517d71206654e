"""Shared fixtures: a real Chromium for browser tests, and axe for accessibility.

Browser tests never skip: if Chromium is missing they fail, so CI cannot pass
without running them (`make test` installs Debian's chromium). Chromium starts
only in a run that has browser tests.

A browser test whose pages read or write the database is marked ``browser_db``
as well, and the PostgreSQL pass runs it; the other browser tests run on SQLite
only, and fail if they use the database after all.
"""

import os
from pathlib import Path
from unittest import mock

import pytest

# Playwright's sync API runs an event loop in the test thread; Django's ORM
# would otherwise refuse to run beside it.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SCREENSHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots"


@pytest.fixture(autouse=True)
def empty_cache():
    """Each test starts with an empty cache, so no test sees another's cached page."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture
def make_editor(django_user_model):
    """Members of the Editors group with a second factor, as README.md says to create one."""
    from django.contrib.auth.models import Group

    from tests.helpers import EDITOR_PASSWORD, enrol

    def make(username="editor", **fields):
        user = django_user_model.objects.create_user(username, password=EDITOR_PASSWORD, is_staff=True, **fields)
        user.groups.add(Group.objects.get(name="Editors"))
        enrol(user)
        return user

    return make


@pytest.fixture
def editor(make_editor):
    return make_editor()


@pytest.fixture
def editor_client(client, editor):
    """The test client, signed in as `editor` with both factors."""
    from tests.helpers import sign_in_verified

    sign_in_verified(client, editor)
    return client


@pytest.fixture(scope="session")
def guide_pages(django_db_setup, django_db_blocker):
    """Every guide rendered once in every language: {(slug, language): html}."""
    from django.conf import settings
    from django.test import Client

    from baccarat_site.guide_list import GUIDES

    client = Client()
    with django_db_blocker.unblock():
        responses = {
            (guide.slug, language): client.get(f"/{language}/guides/{guide.slug}/")
            for guide in GUIDES
            for language, _name in settings.LANGUAGES
        }
    assert all(response.status_code == 200 for response in responses.values())
    return {key: response.content.decode() for key, response in responses.items()}


@pytest.fixture(scope="module")
def pages(request, guide_pages):
    """The guide named by the test module's ``GUIDE`` (its slug), rendered: {language: html}."""
    from tests.helpers import LANGUAGES

    return {language: guide_pages[request.module.GUIDE, language] for language in LANGUAGES}


def has_browser_tests(session):
    return any(item.get_closest_marker("browser") for item in session.items)


@pytest.fixture(scope="session", autouse=True)
def chromium_first(request):
    """In a run with browser tests, Chromium starts before anything else.

    Playwright's sync API runs its event loop in a greenlet of its own, and
    Django's database connections are context-local: started after the test
    database, Playwright would leave the tests a fresh connection without the
    serialized data that serialized_rollback restores (the glossary's terms).
    """
    if has_browser_tests(request.session):
        request.getfixturevalue("browser")


@pytest.fixture(scope="session")
def browser():
    """One Chromium for the session."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def browser_context(browser):
    """A fresh browser profile; call it with keyword arguments for new_context."""
    contexts = []

    def make(**options):
        options.setdefault("locale", "en-US")
        context = browser.new_context(**options)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def page(browser_context):
    return browser_context().new_page()


@pytest.fixture(autouse=True)
def browser_without_database(request):
    """A browser test not marked ``browser_db`` fails if it, or a page it opens, queries the database:
    the PostgreSQL pass leaves such tests out, so the mark must be right. Every query goes through
    Django's cursor wrapper, in the test's thread and in the live server's alike."""
    marks = {mark.name for mark in request.node.iter_markers()}
    if "browser" not in marks or "browser_db" in marks:
        yield
        return
    from django.db.backends.utils import CursorWrapper

    queries = []

    def recording(method):
        def record(cursor, sql, *args, **kwargs):
            queries.append(sql)
            return method(cursor, sql, *args, **kwargs)

        return record

    with (
        mock.patch.object(CursorWrapper, "execute", recording(CursorWrapper.execute)),
        mock.patch.object(CursorWrapper, "executemany", recording(CursorWrapper.executemany)),
    ):
        yield
    if queries:
        pytest.fail(
            f"this browser test used the database ({len(queries)} queries, the first: {queries[0]}): "
            "mark it browser_db, so that the PostgreSQL pass runs it too",
            pytrace=False,
        )


@pytest.fixture(scope="session")
def axe():
    from axe_playwright_python.sync_playwright import Axe

    return Axe()


@pytest.fixture
def assert_accessible(axe):
    def check(page):
        results = axe.run(page)
        assert results.violations_count == 0, results.generate_report()

    return check


@pytest.fixture
def screenshot():
    """Save a full-page screenshot under test-artifacts/screenshots/ for people to look at."""

    def take(page, name):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take
