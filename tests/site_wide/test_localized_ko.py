"""Korean pages written for Korean readers (issue 27): no Japanese kana outside an element marked
lang="ja", no "engine" (엔진), the Korean scoreboard words findable in the glossary, and Korea's law and
help lines on the pages, each checked at a source before it went on the site:

KOREAN_SCOREBOARD_SOURCES
- 출목표 (the record of results), 본매/원매 (the Big Road), 육매 (six rows), 중국점 1군·2군·3군 and its
  홍 (red) / 남 (blue): bethelp247.com, "바카라 매의 종류"
  (https://bethelp247.com/%EB%B0%94%EC%B9%B4%EB%9D%BC-%EB%A7%A4%EC%9D%98-%EC%A2%85%EB%A5%98/).
- 출목표 is the record of past results on the wall or screen: slottimes.net/casino_info/171,
  "카지노 바카라 베팅 시 출목표 꼭 봐야 할까?".
- 쪼기 (for the squeeze) could not be confirmed at a source and is left out (searched again for this change:
  no source); the glossary drops it (migration 0016).

KOREAN_NAME_SOURCES
- Jiyeon Lee (이지연), Department of Statistics, Yeungnam University (영남대학교), co-author with Stewart N. Ethier
  of "A Game-Theoretic Analysis of Baccara Chemin de Fer, II", Games 14(5) 63 (2023):
  https://www.mdpi.com/2073-4336/14/5/63, https://ar5iv.labs.arxiv.org/html/2308.00118.

KOREAN_LAW_SOURCES
- 형법 제246조 (도박, 상습도박: 1천만원 이하의 벌금; 상습 3년 이하 징역 또는 2천만원 이하 벌금; 일시오락 예외),
  제247조 (도박장소 등 개설: 5년 이하 징역 또는 3천만원 이하 벌금): femiwiki.com, "대한민국 형법/도박과
  복표에 관한 죄" (the current text of the articles).
- The online-casino lines on the patterns guide and the responsible-gambling page (도박죄 제246조, 도박장소 등
  개설죄 제247조, 제3조) rest on the same sources, rechecked at femiwiki.com and namu.moe ("상습도박").
- 제3조 (내국인의 국외범) and 대법원 2004. 4. 23. 선고 2002도2518 (a foreign casino where gambling is legal
  does not make it lawful): 대한법률구조공단 포항출장소, kbjeil.co.kr/news/articleView.html?idxno=171387 (2024-01-18).
- Running an online gambling site is 도박개장: legalengine.co.kr, 대법원 2002 판결 on an internet go-stop site;
  the user of an illegal site is punished too: 사행산업통합감독위원회 in pressian.com/pages/articles/200073.
- Kangwon Land, under 폐광지역 개발 지원에 관한 특별법, the only casino open to nationals (17 casinos for
  foreigners only): hoteltrend.tistory.com/3444 (호텔앤레스토랑, 2024).

KOREAN_HELP_SOURCES
- 한국도박문제예방치유원: 전화 1336 (국번없음, 무료), 문자 #1336, 카카오톡 챗봇, 전국 14곳 지역센터, 한국 단도박모임
  (G.A.) and 한국 단도박 가족모임 (Gam-Anon): siminilbo.co.kr/news/newsview.php?ncode=1160285856653597.
- 24시간 365일: jeollailbo.com/news/articleView.html?idxno=530000; online chat 넷라인, netline.kcgp.or.kr:
  kihoilbo.co.kr/news/articleView.html?idxno=830545, ybstv.net/news/article.html?no=36951.
- Kangwon Land bars a person at their own or their family's request; a family's e-mail or fax bars at once
  for ten days, then 1 year, 3 years or for good: fnnews.com/news/202112221749487546, hankyung.com 2001102414588;
  within those ten days the family sends, in person or by post, the requester's ID copy and 가족관계증명서 to
  make it final: asiae.co.kr/article/2021122214321853821, busan.fnnews.com/news/202112221015053845.
- 사행산업통합감독위원회 불법사행산업감시신고센터, 1855-0112, ngcc.go.kr: starnewskorea.com 2025-10-01
  (2025100111581114740), joynews24.com/view/783778.

KOREAN_PRACTICE_SOURCES
- Take and pay: losing bets first, then the winners; the banker's commission either taken from the payout at
  once or marked in the commission box by the seat and settled later (when the player leaves or the shoe
  ends): georgejosephtraining.com/baccommdrill.html (Dale S. Yeazel, "Baccarat Commission Drill");
  vegas-aces.com/learn/deal-mini-baccarat-02-tie ("until the commission has been marked or paid").
  Checked 2026-12-02 for glossary migration 0033.
"""

import re
from html.parser import HTMLParser

import pytest

from baccarat_site.guide_list import GUIDES

KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

PAGES = [
    "/ko/",
    "/ko/guides/",
    *(f"/ko/guides/{guide.slug}/" for guide in GUIDES),
    "/ko/lookup/",
    "/ko/lookup/?banker=5&player_third=6",
    "/ko/odds/",
    "/ko/odds/?pay_tie_8=9",
    "/ko/odds/?remove_9=8&remove_8=8&remove_0=20",
    "/ko/odds/?pay_tie_8=abc",
    "/ko/roads/?seed=15",
    "/ko/roads/?results=BPPTB",
    "/ko/practice/",
    "/ko/responsible-gambling/",
    "/ko/glossary/",
    "/ko/glossary/?q=중국점",
    "/ko/glossary/big-road/",
    "/ko/glossary/dragon-tail/",
    "/ko/no-such-page/",
]


class KoreanText(HTMLParser):
    """The visible text of a page (and its aria-label, alt and title texts), each piece with the language
    of the innermost element around it that names one."""

    def __init__(self):
        super().__init__()
        self.pieces, self._stack, self._hidden = [], [], 0

    def language(self):
        return next((lang for _tag, lang in reversed(self._stack) if lang), "ko")

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag not in VOID:
            self._stack.append((tag, attrs.get("lang")))
            self._hidden += tag in ("script", "style")
        language = attrs.get("lang") or self.language()
        for name in ("aria-label", "alt", "title"):
            if attrs.get(name):
                self.pieces.append((language, attrs[name]))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        while self._stack:
            open_tag, _lang = self._stack.pop()
            self._hidden -= open_tag in ("script", "style")
            if open_tag == tag:
                break

    def handle_data(self, data):
        if not self._hidden and data.strip():
            self.pieces.append((self.language(), data))


@pytest.fixture(scope="module")
def pages(django_db_setup, django_db_blocker):
    from django.test import Client

    client = Client()
    with django_db_blocker.unblock():
        responses = {path: client.get(path) for path in PAGES}
    assert {path: response.status_code for path, response in responses.items() if response.status_code >= 500} == {}
    return {path: response.content.decode() for path, response in responses.items()}


def text_pieces(html):
    parser = KoreanText()
    parser.feed(html)
    return parser.pieces


@pytest.mark.parametrize("path", PAGES)
def test_no_kana_outside_an_element_marked_japanese(pages, path):
    kana = [text.strip() for language, text in text_pieces(pages[path]) if language != "ja" and KANA.search(text)]
    assert kana == []


@pytest.mark.parametrize("path", PAGES)
def test_no_korean_page_talks_about_an_engine(pages, path):
    assert [text.strip() for _language, text in text_pieces(pages[path]) if "엔진" in text] == []


def test_the_scoreboard_guide_gives_the_korean_names_and_no_japanese_ones(pages):
    names = pages["/ko/guides/reading-the-scoreboard/"].split('id="names"')[1].split("</section>")[0]
    for word in ("출목표", "본매", "원매", "육매", "중국점", "1군", "2군", "3군", "홍", "남"):
        assert word in names, word
    for word in ("罫線", "珠盤路", "게이센", "주차이로"):
        assert word not in names, word


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "slugs"),
    [
        ("중국점", {"big-eye-boy", "small-road", "cockroach-pig"}),
        ("출목표", {"roadmap"}),
        ("본매", {"big-road"}),
        ("원매", {"big-road"}),
        ("육매", {"bead-plate"}),
    ],
)
def test_the_glossary_finds_the_korean_scoreboard_words(client, query, slugs):
    page = client.get("/ko/glossary/", {"q": query}).content.decode()
    found = set(re.findall(r'href="/ko/glossary/([a-z0-9-]+)/"', page.split("<main", 1)[1]))
    assert slugs <= found


@pytest.mark.django_db
def test_the_dragon_tail_says_which_mark_turns(client):
    page = client.get("/ko/glossary/dragon-tail/").content.decode()
    assert "일곱 번째 연승부터는" not in page
    assert "일곱 번째 결과부터는" in page


def test_korean_law_is_on_the_variants_guide_with_its_articles_and_ruling(pages):
    law = pages["/ko/guides/variants-and-history/"].split('<section aria-labelledby="law">')[1]
    facts = ("형법 제246조", "제247조", "제3조", "대법원 2004. 4. 23. 선고 2002도2518", "강원랜드", "마카오", "필리핀")
    for fact in facts:
        assert fact in law, fact


def test_korean_help_is_complete_and_only_korean(pages):
    help_section = pages["/ko/responsible-gambling/"].split('id="help"')[1]
    for fact in (
        'href="tel:1336"',
        "#1336",
        "https://netline.kcgp.or.kr/",
        "카카오톡",
        "지역센터",
        "한국단도박모임",
        "한국단도박가족모임",
        "사행산업통합감독위원회",
        "1855-0112",
        "강원랜드",
    ):
        assert fact in help_section, fact
    assert re.findall(r'<h3 id="([^"]+)"', help_section) == ["help-korea", "help-elsewhere"]


@pytest.mark.django_db
def test_take_and_pay_settles_losers_first_and_allows_both_ways_of_taking_the_commission(client):
    entry = client.get("/ko/glossary/take-and-pay/").content.decode()
    assert "바로 떼거나" in entry and "커미션 칸에 표시해 두었다가" in entry
    coup = client.get("/ko/glossary/coup/").content.decode()
    assert "진 베팅의 칩을 먼저 거둬 가고" in coup
