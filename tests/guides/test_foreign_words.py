"""Foreign words inside paragraphs carry their own lang (issue 26, point 6): a screen reader switches voice for
출목표 and 大路 on an English page, for Korean terms on a Japanese page and for ドラゴン on a Korean page.

Checked on every guide in every language: no run of Hangul outside lang="ko", no kana outside lang="ja", and on
English pages no Chinese characters outside an element with a lang of their own (Korean text may use Hanja)."""

import re
from html.parser import HTMLParser

import pytest

from baccarat_site.guide_list import GUIDES
from tests.helpers import LANGUAGES, main_of

HANGUL = re.compile(r"[\uac00-\ud7af\u3130-\u318f]+")
KANA = re.compile(r"[\u3041-\u30ff]+")
HAN = re.compile(r"[\u4e00-\u9fff]+")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class UnmarkedForeignText(HTMLParser):
    def __init__(self, language):
        super().__init__()
        self.open = [("main", language)]
        self.found = []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.open.append((tag, dict(attrs).get("lang") or self.open[-1][1]))

    def handle_endtag(self, tag):
        while len(self.open) > 1 and self.open.pop()[0] != tag:
            pass

    def handle_data(self, data):
        language = self.open[-1][1]
        found = [] if language == "ko" else HANGUL.findall(data)
        found += [] if language == "ja" else KANA.findall(data)
        found += HAN.findall(data) if language == "en" else []  # Korean text may gloss a word in Hanja: 이(李)
        self.found += found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("slug", [guide.slug for guide in GUIDES])
def test_foreign_words_in_guides_carry_their_language(guide_pages, slug, language):
    reader = UnmarkedForeignText(language)
    reader.feed(main_of(guide_pages[slug, language]))
    assert reader.found == []


def test_the_names_the_issue_found_are_marked(guide_pages):
    english = guide_pages["reading-the-scoreboard", "en"]
    for word in ("출목표", "본매"):
        assert f'<span lang="ko">{word}</span>' in english
    for word in ("大路", "珠盤路"):
        assert f'<span lang="zh-Hant">{word}</span>' in guide_pages["patterns-and-scoreboard", "en"]
