"""What the tests share: the site's languages, the database switched off, and reading rendered HTML
(sections, card faces, visible text, tables, text blocks, one element's inner HTML)."""

import re
from html import unescape
from html.parser import HTMLParser
from unittest import mock

from django.conf import settings
from django.db import OperationalError

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
