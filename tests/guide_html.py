"""Reading the rendered guides in tests: their sections, card faces and visible text."""

import re
from html import unescape


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
