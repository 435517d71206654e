"""What every guide shares: language, metadata, the banker table, links."""

import re
from html import unescape
from itertools import pairwise

import pytest
from django.template import Context, Template
from django.utils import translation

from baccarat import banker_table
from baccarat_site.guide_list import GUIDES, GUIDES_BY_SLUG
from guides.pages import sections_of
from tests.helpers import LANGUAGES, TextBlocks, main_of, section, visible_text

HANGUL = re.compile(r"[\uac00-\ud7a3]")
KANA = re.compile(r"[\u3040-\u30ff]")
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]")
SLUGS = [guide.slug for guide in GUIDES]





def parse(html):
    parser = TextBlocks()
    parser.feed(main_of(html))
    return parser


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_guide_renders_in_its_language(client, slug, language):
    response = client.get(f"/{language}/guides/{slug}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<html lang="{language}">' in html
    main = main_of(html)
    if language == "ko":
        assert len(HANGUL.findall(main)) > 300
    elif language == "ja":
        assert len(KANA.findall(main)) > 300


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("language", ["ko", "ja"])
def test_no_english_paragraphs_on_korean_and_japanese_pages(guide_pages, slug, language):
    english = [
        block for block in parse(guide_pages[slug, language]).blocks
        if len(re.findall(r"[A-Za-z]{3,}", block)) >= 6 and not CJK.search(block)
    ]
    assert not english, english


@pytest.mark.parametrize("slug", SLUGS)
def test_guides_have_their_own_title_description_and_share_tags(guide_pages, slug):
    for language in LANGUAGES:
        html = guide_pages[slug, language]
        title = re.search(r"<title>(.*?)</title>", html, re.S).group(1)
        description = re.search(r'<meta name="description" content="([^"]+)"', html).group(1)
        assert title and description
        assert f'<link rel="canonical" href="http://testserver/{language}/guides/{slug}/">' in html
        assert '<meta property="og:type" content="article">' in html
        assert re.search(r'<meta property="og:title" content="[^"]+">', html)
        for other in LANGUAGES:
            assert f'hreflang="{other}" href="http://testserver/{other}/guides/{slug}/"' in html
    titles = {re.search(r"<title>(.*?)</title>", guide_pages[s, "en"], re.S).group(1) for s in SLUGS}
    assert len(titles) == len(SLUGS)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_contents_list_every_section_in_order_under_its_own_heading(guide_pages, slug):
    guide = GUIDES_BY_SLUG[slug]
    for language in LANGUAGES:
        html = guide_pages[slug, language]
        toc = re.search(r'<nav class="toc" aria-labelledby="toc-title">.*?</nav>', html, re.S).group(0)
        contents = re.findall(r'<li><a href="#([^"]+)">(.*?)</a></li>', toc)
        headings = re.findall(r'<section aria-labelledby="([^"]+)">\n  <h2 id="\1">(.*?)</h2>', html)
        assert contents == headings, language
        assert [anchor for anchor, _heading in contents] == [section.id for section in sections_of(guide)]
        with translation.override(language):
            assert [unescape(heading) for _anchor, heading in contents] == [
                str(section.heading) for section in sections_of(guide)
            ]
        assert len(set(contents)) == len(contents)


def test_a_section_the_guide_does_not_declare_is_an_error():
    guide = GUIDES_BY_SLUG["basics"]
    template = Template('{% load guides %}{% guide_section "nowhere" %}text{% endguide_section %}')
    with pytest.raises(LookupError, match="no section 'nowhere'"):
        template.render(Context({"guide": guide, "sections": sections_of(guide)}))


@pytest.mark.parametrize("slug", SLUGS)
def test_in_page_links_have_targets(guide_pages, slug):
    for language in LANGUAGES:
        parsed = parse(guide_pages[slug, language])
        missing = [fragment for fragment in parsed.fragments if fragment not in parsed.ids]
        assert not missing


def test_previous_and_next_link_the_guides_in_order(guide_pages):
    for before, after in pairwise(SLUGS):
        assert f'rel="next" href="/en/guides/{after}/"' in guide_pages[before, "en"]
        assert f'rel="prev" href="/en/guides/{before}/"' in guide_pages[after, "en"]


def rendered_banker_tables(html):
    tables = []
    for table in re.findall(r'<table class="banker-table">.*?</table>', html, re.S):
        rows = {}
        for total, cells in re.findall(r'<th scope="row">(\d)</th>(.*?)</tr>', table, re.S):
            rows[int(total)] = {
                (column if column == "stood" else int(column)): css.split()[0] == "draw"
                for css, column in re.findall(r'<td class="([^"]+)" data-column="([^"]+)">', cells)
            }
        tables.append(rows)
    return tables


@pytest.mark.parametrize("language", LANGUAGES)
def test_banker_table_on_the_third_card_guide_equals_the_engine(guide_pages, language):
    tables = rendered_banker_tables(guide_pages["third-card-rules", language])
    assert tables, "the third-card guide shows the banker's table"
    expected = {total: cells for total, cells in banker_table()}
    for table in tables:
        assert table == expected


def test_glossary_links_on_guides_lead_to_entries(db, client, guide_pages):
    links = {
        href for html in guide_pages.values() for href in re.findall(r'href="(/(?:ko|ja|en)/glossary/[^"]+)"', html)
    }
    assert links, "guides link their terms to the glossary"
    for href in sorted(links):
        assert client.get(href).status_code == 200, href


PLACEHOLDERS = ["발행 전", "DICJ", "출처", "TODO", "lorem", "[", "]", "{{", "{%", "%("]
SEED_ERRORS = ["2 to 1", "2:1", "2 대 1", "2対1"]


@pytest.mark.parametrize("text", [*PLACEHOLDERS, *SEED_ERRORS])
def test_no_placeholders_or_seed_errors(guide_pages, text):
    """No editorial note, unfilled template or seed typo reaches a reader ("2 to 1" is the seed's Lucky 6
    typo; "12 to 1" is right). The Dragon Bonus does pay 2 to 1, for a win by 5 points: its section is left out."""
    pattern = re.compile(r"(?<![\d.])" + re.escape(text))
    dragon_bonus = re.compile(r'<section aria-labelledby="dragon-bonus">.*?</section>', re.S)
    for (slug, language), html in guide_pages.items():
        assert not pattern.search(visible_text(dragon_bonus.sub("", main_of(html)))), (slug, language)


def test_no_empty_links(guide_pages):
    for (slug, language), html in guide_pages.items():
        assert 'href=""' not in main_of(html), (slug, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_home_page_says_in_a_line_what_each_tool_offers(db, client, language):
    """Cold read round 17: the tools were a bare list of names. Each now carries the sentence its own page
    gives as its description, so the two cannot drift apart."""
    tools = section(client.get(f"/{language}/").content.decode(), "tools-heading")
    for path in ("lookup/", "odds/", "glossary/", "practice/"):
        page = client.get(f"/{language}/{path}").content.decode()
        description = unescape(re.search(r'<meta name="description" content="([^"]*)">', page).group(1))
        assert f'href="/{language}/{path}"' in tools, path
        assert description in visible_text(tools), path
