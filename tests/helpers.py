"""What the tests share: the site's languages, the database switched off, reading rendered HTML
(sections, card faces, visible text, tables, text blocks, one element's inner HTML), an editor's
admin form, requests to servers the tests start, and watching a browser page for problems."""

import http.client
import re
import time
from html import unescape
from html.parser import HTMLParser
from unittest import mock
from urllib.parse import urlsplit

from django.conf import settings
from django.db import OperationalError
from django.urls import reverse

LANGUAGES = [code for code, _name in settings.LANGUAGES]

DATABASE_DOWN = mock.patch(
    "django.db.backends.base.base.BaseDatabaseWrapper.ensure_connection",
    side_effect=OperationalError("could not connect to server: Connection refused"),
)
"""Use as a context manager: every database connection fails as if the server were down."""

WINNER_SENTENCES = {
    "player": "Player %(player)s, banker %(banker)s: the player wins.",
    "banker": "Player %(player)s, banker %(banker)s: the banker wins.",
    "tie": "Player %(player)s, banker %(banker)s: a tie.",
}
"""The worked examples' last step, by winner (msgids)."""


def main_of(html):
    return re.search(r"<main.*</main>", html, re.S).group(0)


def section(page, anchor):
    return re.search(rf'<section aria-labelledby="{anchor}">(.*?)</section>', page, re.S).group(1)


def card_ranks(fragment):
    """The ranks of the card faces in an HTML fragment, in order (a face is rank + suit symbol)."""
    faces = re.findall(r'<span class="card[^"]*" role="img" aria-label="[^"]+">([^<]+)</span>', fragment)
    return [face.rstrip("♠♥♦♣") for face in faces]


def inline_text(fragment):
    """Visible text of inline HTML (tags removed without adding spaces), whitespace collapsed."""
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", fragment))).strip()


def visible_text(html):
    """Visible text with a space for every tag, whitespace collapsed."""
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def article_text(html):
    """The guide article's visible text, words separated by single spaces."""
    article = re.search(r"<article.*</article>", html, re.S).group(0)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", article)).split())


class Tables(HTMLParser):
    """Every table in the page: its caption and, per row, its cells as (tag, attributes, text)."""

    def __init__(self):
        super().__init__()
        self.tables, self._cell, self._caption = [], None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table":
            self.tables.append({"caption": "", "rows": []})
        elif tag == "caption":
            self._caption = []
        elif tag == "tr":
            self.tables[-1]["rows"].append({"attrs": attrs, "cells": []})
        elif tag in ("th", "td"):
            self._cell = (tag, attrs, [])
        elif tag == "br" and self._cell:
            self._cell[2].append("\n")

    def handle_endtag(self, tag):
        if tag == "caption":
            self.tables[-1]["caption"] = " ".join("".join(self._caption).split())
            self._caption = None
        elif tag in ("th", "td") and self._cell:
            cell_tag, attrs, text = self._cell
            self.tables[-1]["rows"][-1]["cells"].append((cell_tag, attrs, "".join(text).strip()))
            self._cell = None

    def handle_data(self, data):
        if self._cell:
            self._cell[2].append(data)
        if self._caption is not None:
            self._caption.append(data)


def tables_of(html):
    parser = Tables()
    parser.feed(html)
    return parser.tables


def cell(html, attribute, key):
    return unescape(re.search(rf'<td[^>]*{attribute}="{key}"[^>]*>(.*?)</td>', html, re.S).group(1)).strip()


class TextBlocks(HTMLParser):
    """The text of every <p> and <li> in <main>, and every id and in-page link."""

    def __init__(self):
        super().__init__()
        self.blocks, self.ids, self.fragments, self._stack = [], set(), [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and (attrs.get("href") or "").startswith("#"):
            self.fragments.append(attrs["href"][1:])
        if tag in ("p", "li"):
            self._stack.append([])

    def handle_endtag(self, tag):
        if tag in ("p", "li") and self._stack:
            self.blocks.append("".join(self._stack.pop()).strip())

    def handle_data(self, data):
        for block in self._stack:
            block.append(data)


class ElementText(HTMLParser):
    """The inner HTML of the element with a given id (void elements aside, tags nest in these pages)."""

    VOID = {"input", "br", "img", "meta", "link", "hr"}

    def __init__(self, element_id):
        super().__init__(convert_charrefs=False)
        self.element_id, self.depth, self.start, self.end = element_id, 0, None, None

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        if self.start is None and dict(attrs).get("id") == self.element_id:
            self.start = self.position() + len(self.get_starttag_text())
            self.depth = 1
        elif self.start is not None and self.end is None:
            self.depth += 1

    def handle_endtag(self, tag):
        if self.start is not None and self.end is None and tag not in self.VOID:
            self.depth -= 1
            if self.depth == 0:
                self.end = self.position()

    def position(self):
        line, column = self.getpos()
        return self.line_starts[line - 1] + column

    def inner_html(self, html):
        self.line_starts = [0]
        for line in html.splitlines(keepends=True):
            self.line_starts.append(self.line_starts[-1] + len(line))
        self.feed(html)
        assert self.start is not None and self.end is not None, f"no complete #{self.element_id}"
        return html[self.start : self.end]


# The glossary admin -------------------------------------------------------------------------------

EDITOR_PASSWORD = "not-a-real-password"
"""The password of the `editor` fixture (tests/conftest.py)."""


BACKUP_CODES = ("backup1a", "backup2b", "backup3c")
"""The backup codes `enrol` gives every test account."""


def enrol(user):
    """A confirmed authenticator app and backup codes for `user`, as `manage.py enrol_editor` gives."""
    from django_otp.plugins.otp_static.models import StaticDevice
    from django_otp.plugins.otp_totp.models import TOTPDevice

    backup = StaticDevice.objects.create(user=user, name="backup codes", confirmed=True)
    for code in BACKUP_CODES:
        backup.token_set.create(token=code)
    return TOTPDevice.objects.create(user=user, name="authenticator app", confirmed=True)


def app_code(user):
    """The code `user`'s authenticator app shows now."""
    from django_otp.oath import totp
    from django_otp.plugins.otp_totp.models import TOTPDevice

    device = TOTPDevice.objects.get(user=user)
    return f"{totp(device.bin_key, device.step, device.t0, device.digits, device.drift):0{device.digits}d}"


def sign_in_verified(client, user):
    """Sign the test client in as `user`, second factor included (the sign-in form itself is tested apart)."""
    from django_otp import DEVICE_ID_SESSION_KEY
    from django_otp.plugins.otp_totp.models import TOTPDevice

    client.force_login(user)
    session = client.session
    session[DEVICE_ID_SESSION_KEY] = TOTPDevice.objects.get(user=user).persistent_id
    session.save()


def sign_in_page(page, origin, username="editor", password=EDITOR_PASSWORD, code=None, next_path="/admin/"):
    """Sign in through the admin's sign-in page in a browser: password, then the app's current code."""
    from django.contrib.auth import get_user_model

    page.goto(f"{origin}/admin/login/?next={next_path}")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    if code is None:
        user = get_user_model().objects.filter(username=username).first()
        code = app_code(user) if user else "000000"
    page.fill("#id_otp_token", code)
    page.click("input[type=submit]")


def form_data(term, **changes):
    """What the admin's change form posts for `term` opened now, with some fields changed."""
    from glossary.models import TRANSLATED_FIELDS
    from glossary.versions import latest_version

    data = {
        "version": latest_version(term.pk),
        "slug": term.slug,
        "category": term.category,
        "related": [related.pk for related in term.related.all()],
        "guides": term.guides,
        **{
            f"{field}_{code}": getattr(term, f"{field}_{code}") or ""
            for field in TRANSLATED_FIELDS
            for code in LANGUAGES
        },
    }
    if term.published:
        data["published"] = "on"
    data.update(changes)
    return data


def with_first_version_only(term):
    """``term`` as an entry no one has edited yet: one version, its first, holding its text as it is now.
    The migrations that fixed its wording recorded versions of their own; tests of an editor's history
    start from a single version so that they can count."""
    first = term.history.last()
    term.history.exclude(history_id=first.history_id).delete()
    for field in first._meta.fields:
        if not field.name.startswith("history_") and hasattr(term, field.attname):
            value = getattr(term, field.attname)
            setattr(first, field.attname, None if value == "" and field.null else value)
    first.save()
    return term


def change_url(term):
    return reverse("admin:glossary_term_change", args=[term.pk])


# Servers the tests start ----------------------------------------------------------------------------


def fetch(base, path, **headers):
    """GET `path` from the server at `base`: status, headers and body, nothing decoded or followed."""
    address = urlsplit(base)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    try:
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        return response.status, response.headers, response.read().decode()
    finally:
        connection.close()


def until(condition, seconds):
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"not within {seconds} s"
        time.sleep(0.1)


def served_from_the_proxy(proxy, path):
    """nginx files its copy just after the response has gone out, so the next request may still miss."""
    until(lambda: fetch(proxy, path)[1]["X-Cache-Status"] == "HIT", seconds=2)


# Browsers --------------------------------------------------------------------------------------------

LOCALES = {"ko": "ko-KR", "ja": "ja-JP", "en": "en-US"}
"""The browser locale for each site language."""


def watch(page, origin):
    """Console errors (CSP violations show up there) and requests to other hosts, as they happen.

    The browser's own request for /favicon.ico, which admin pages don't declare, is not ours.
    """
    problems = []
    page.on(
        "console",
        lambda message: message.type == "error"
        and not message.location["url"].endswith("/favicon.ico")
        and problems.append(message.text),
    )
    page.on("request", lambda request: request.url.startswith(origin) or problems.append(request.url))
    return problems


REFUSED_RESOURCE = "the server responded with a status of 400"
"""What Chromium logs for a fetch answered with a 400: a form sent back with its messages, not a fault."""


def watch_console(page, refusals=False):
    """Console errors (a blocked script or style shows up here) and uncaught script errors, as they happen.
    With ``refusals``, the 400s the page's script asks for (input the server refuses, shown with its
    messages) are not counted."""
    errors = []

    def on_console(message):
        if message.type == "error" and not (refusals and REFUSED_RESOURCE in message.text):
            errors.append(message.text)

    page.on("console", on_console)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def latest_glossary_migration():
    """The glossary's last migration: the real model applies (later migrations add tables it uses)."""
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    return MigrationExecutor(connection).loader.graph.leaf_nodes("glossary")[0][1]


def migrate_glossary(target):
    """Migrate the glossary forwards or backwards to ``target``; the app registry as of that migration."""
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    executor = MigrationExecutor(connection)
    executor.migrate([("glossary", target)])
    executor.loader.build_graph()
    return executor.loader.project_state([("glossary", target)]).apps
