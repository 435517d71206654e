"""The roads page through the test client: a shoe or typed results, any step, exact odds, clear 400s, the cache."""

import re
from html import unescape

import pytest
from django.test import RequestFactory
from django.utils import translation
from django.utils.cache import get_cache_key

from baccarat import Shoe, exact_odds
from baccarat.roads import MAX_COUPS, deal_shoe, parse_results, roads
from baccarat_site.wording import percent
from roads.forms import RoadsForm
from tests.helpers import LANGUAGES, section

pytestmark = pytest.mark.django_db


def cells(html, kind):
    """The marks drawn in one road, as (row, column) → the cell's markup, from the first table of that kind."""
    table = re.search(rf'<table class="road road--{kind}[^"]*"[^>]*>(.*?)</table>', html, re.S).group(1)
    rows = re.findall(r"<tr>(.*?)</tr>", table, re.S)
    return {
        (row, column): cell
        for row, markup in enumerate(rows)
        for column, cell in enumerate(re.findall(r"<td[^>]*>(.*?)</td>", markup, re.S))
        if cell
    }


def test_no_shoe_asked_for_deals_a_new_one_under_its_own_address(client):
    response = client.get("/en/roads/")
    assert response.status_code == 302
    assert re.fullmatch(r"/en/roads/\?seed=\d+", response["Location"])
    assert "no-store" in response["Cache-Control"]
    assert client.get(response["Location"]).status_code == 200


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_dealt_shoe_draws_all_five_roads_from_the_engine(client, language):
    html = client.get(f"/{language}/roads/?seed=11").content.decode()
    drawn = roads(deal_shoe(11).results)
    assert len(cells(html, "bead_plate")) == len(drawn.results)
    assert len(cells(html, "big_road")) == sum(drawn.big_road.lengths)
    for name, road in drawn.derived.items():
        marks = cells(html, name)
        assert len(marks) == len(road.marks)
        for (column, row), mark in road.grid.cells.items():
            assert f"road-mark--{mark.colour}" in marks[row, column]


def test_each_step_shows_its_coup_and_the_exact_odds_of_the_next(client):
    shoe = deal_shoe(3)
    step = 12
    html = client.get(f"/en/roads/?seed=3&step={step}").content.decode()
    coup = shoe.coups[step - 1]
    assert f"Coup {step}" in html
    assert f"total {coup.player.total}" in html and f"total {coup.banker.total}" in html
    # the cards seen: the burn card and every card of the first 12 coups, counted here from the coups themselves
    seen = [shoe.burn_card] + [
        card for played in shoe.coups[:step] for card in played.player.cards + played.banker.cards
    ]
    expected = exact_odds(Shoe.decks(8).remove(seen), {})
    with translation.override("en"):
        for outcome in ("banker", "player", "tie"):
            assert percent(expected.probability(outcome), 3) in html
    assert f"Seen before the next coup: {len(seen)} cards." in html
    assert len(cells(html, "bead_plate")) == step


def test_a_finished_shoe_asks_no_road_about_a_next_coup(client):
    """After the last coup the shoe is over: the page says so and offers no "if the next coup…" table."""
    coups = len(deal_shoe(3).coups)
    last = client.get(f"/en/roads/?seed=3&step={coups}").content.decode()
    assert "the shoe is over" in last and "roads-ask" not in last
    assert "roads-ask" in client.get(f"/en/roads/?seed=3&step={coups - 1}").content.decode()
    assert "roads-ask" in client.get("/en/roads/?results=BPPB").content.decode(), "typed results have no end"


def test_links_reach_every_step_without_javascript(client):
    html = unescape(client.get("/en/roads/?seed=3&step=5").content.decode())
    coups = len(deal_shoe(3).coups)
    for step in (0, 4, 6, coups):
        assert f'href="?seed=3&step={step}#roads-step"' in html
    assert len(re.findall(r'href="\?seed=3&step=\d+#roads-step" data-step-link', html)) >= coups + 1


def test_typed_results_are_drawn_and_say_why_there_are_no_odds(client):
    html = client.get("/en/roads/?results=bbpppbt").content.decode()
    assert len(cells(html, "big_road")) == 6
    assert [len(cells(html, name)) for name in ("big_eye_boy", "small_road", "cockroach_pig")] == [3, 0, 0]
    assert "Typed results carry no cards" in html
    assert "roads-about" not in html, "typed results have no shoe, so the page doesn't explain how one is dealt"
    assert unescape(html).count('href="?results=BBPPPBT&step=') >= 8


@pytest.mark.parametrize(
    ("query", "message"),
    [
        (
            "seed=x1",
            {
                "en": "Enter a shoe number from 0 to",
                "ko": "슈 번호는 0부터 999,999,999까지",
                "ja": "シュー番号は0から",
            },
        ),
        (
            "results=BPZ",
            {"en": "Result 3 is “Z”", "ko": "3번째 결과(‘Z’)를 알아볼 수 없습니다", "ja": "3番目の結果に「Z」は"},
        ),
        (
            f"results={'P' * (MAX_COUPS + 1)}",
            {"en": f"at most {MAX_COUPS} coups", "ko": f"{MAX_COUPS}판", "ja": f"{MAX_COUPS}回"},
        ),
        ("seed=4&results=B", {"en": "one or the other", "ko": "둘 중 하나만", "ja": "どちらか一方だけ"}),
        ("results=BP&step=3", {"en": "Choose a step from 0 to 2", "ko": "0부터 2까지", "ja": "0から2まで"}),
    ],
)
@pytest.mark.parametrize("language", LANGUAGES)
def test_bad_input_is_a_400_in_the_readers_language(client, query, message, language):
    response = client.get(f"/{language}/roads/?{query}")
    assert response.status_code == 400
    assert message[language] in unescape(response.content.decode())


def test_the_step_fragment_is_the_pages_step(client):
    page = client.get("/en/roads/?seed=8&step=20").content.decode()
    fragment = client.get("/en/roads/step/?seed=8&step=20").content.decode()
    assert "<html" not in fragment and fragment.strip() in page


def test_a_shoe_is_offered_to_proxies_but_kept_out_of_the_sites_cache(client):
    """Any client can deal a new shoe: the site's cache keeps none (issue 25), a proxy in front may."""
    first = client.get("/en/roads/?seed=21")
    assert "max-age" in first["Cache-Control"]
    assert get_cache_key(RequestFactory().get("/en/roads/?seed=21")) is None
    assert client.get("/en/roads/?seed=21").content == first.content


def test_the_page_is_in_the_navigation_and_the_sitemap(client):
    html = client.get("/ko/").content.decode()
    assert 'href="/ko/roads/"' in html
    assert "/ja/roads/" in client.get("/sitemap.xml").content.decode()


def test_typed_results_and_a_dealt_shoe_agree(client):
    """The same results typed in draw the same roads as the dealt shoe."""
    letters = "".join(result.winner[0].upper() for result in deal_shoe(2).results)
    dealt = client.get("/en/roads/?seed=2").content.decode()
    typed = client.get(f"/en/roads/?results={letters}").content.decode()
    for kind in ("big_road", "big_eye_boy", "small_road", "cockroach_pig"):
        assert cells(dealt, kind) == cells(typed, kind)
    assert roads(parse_results(letters)).big_road.lengths == roads(deal_shoe(2).results).big_road.lengths


def test_a_bad_step_request_from_the_script_gets_the_page_with_its_message(client):
    response = client.get("/ko/roads/step/?seed=3&step=x")
    assert response.status_code == 400
    assert "<html" in response.content.decode() and "0부터" in response.content.decode()


@pytest.mark.parametrize(
    ("typed", "letters"),
    [("뱅뱅플타뱅", "BBPTB"), ("バババプタ", "BBBPT"), ("뱅 B バ,P 타", "BBBPT"), ("bpt", "BPT")],
)
def test_the_letters_the_board_shows_can_be_typed(typed, letters):
    """Issue 27: the input takes the letters the board shows in each language (뱅/플/타), and バ/プ/タ."""
    form = RoadsForm({"results": typed})
    assert form.is_valid(), form.errors
    assert form.cleaned_data["results"] == parse_results(letters)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scoreboard_guides_derived_roads_are_read_out(client, language):
    """The derived roads' marks are drawn for the eye only (aria-hidden): beside each grid, a list reads them out,
    run by run, and its counts add up to the marks drawn."""
    html = client.get(f"/{language}/guides/reading-the-scoreboard/").content.decode()
    derived = re.findall(r'<figure class="road-figure">(.*?)</figure>', section(html, "derived-roads"), re.S)
    assert len(derived) == 3
    for figure in derived:
        drawn = len(re.findall(r'<span class="road-mark road-mark--(?:red|blue)">', figure))
        read_out = re.search(r'<ol class="visually-hidden">(.*?)</ol>', figure, re.S).group(1)
        counts = [int(re.search(r"\d+", item).group(0)) for item in re.findall(r"<li>(.*?)</li>", read_out, re.S)]
        assert drawn and sum(counts) == drawn


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scoreboard_guides_bead_plate_and_big_road_are_read_out(client, language):
    """A Korean reader: only the derived roads had a text alternative in the guide; the Bead Plate and Big Road,
    drawn for the eye only, now have one too, and its counts add up to what is drawn."""
    html = client.get(f"/{language}/guides/reading-the-scoreboard/").content.decode()
    def figure(anchor):
        return re.search(r'<figure class="road-figure">(.*?)</figure>', section(html, anchor), re.S).group(1)

    def read_out(fragment, tag):
        return re.search(rf'<{tag} class="visually-hidden">(.*?)</{tag}>', fragment, re.S).group(1)

    bead = figure("bead-plate")
    beads = len(re.findall(r'<span class="bead bead--', bead))
    numbers = [int(number) for number in re.findall(r"\d+", read_out(bead, "p"))]
    assert beads in numbers and sum(numbers[-3:]) == beads, numbers
    big = figure("big-road")
    wins = [int(re.search(r"\d+", item).group(0)) for item in re.findall(r"<li>(.*?)</li>", read_out(big, "ol"), re.S)]
    assert sum(wins) == len(re.findall(r'<span class="big-road__mark">', big))


PAIR_KEYS = {
    "en": "red at the top left for the banker’s hand, blue at the bottom right for the player’s",
    "ko": "왼쪽 위의 빨간 점은 뱅커의 페어, 오른쪽 아래의 파란 점은 플레이어의 페어",
    "ja": "左上の赤い点はバンカーの、右下の青い点はプレイヤーのペア",
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("address", ["/{language}/roads/?seed=11", "/{language}/guides/reading-the-scoreboard/"])
def test_the_bead_plates_pair_dots_are_explained_beside_it(client, language, address):
    html = unescape(client.get(address.format(language=language)).content.decode())
    bead_plate_end = re.search(r'<table class="road road--bead_plate.*?</table>\s*</div>', html, re.S).end()
    key = re.search(r'<p class="muted road-key">(.*?)</p>', html, re.S)
    assert key and key.start() > bead_plate_end and PAIR_KEYS[language] in " ".join(key.group(1).split())


def test_typed_results_have_no_pair_key(client):
    """An English reader: typed results carry no cards, so a key to pair dots that can't appear is untrue there."""
    html = client.get("/en/roads/?results=BPPTBBBPT").content.decode()
    assert "road-key" not in html and "pair--" not in html


def test_the_pair_dots_mark_the_coups_the_engine_dealt_as_pairs(client):
    drawn = roads(deal_shoe(11).results)
    html = client.get("/en/roads/?seed=11").content.decode()
    marks = cells(html, "bead_plate")
    for index, result in enumerate(drawn.results):
        cell = marks[index % 6, index // 6]
        assert ("pair--banker" in cell) == result.banker_pair and ("pair--player" in cell) == result.player_pair
    assert any(result.banker_pair or result.player_pair for result in drawn.results)


def test_the_bead_plate_count_says_so_far_until_the_shoe_is_over(client):
    """An English reader: "83 coups so far" at the last coup of a shoe that has nothing left to deal."""
    coups = len(deal_shoe(3).coups)
    last = unescape(client.get(f"/en/roads/?seed=3&step={coups}").content.decode())
    before = unescape(client.get(f"/en/roads/?seed=3&step={coups - 1}").content.decode())
    assert f"{coups} coups, six to a column:" in last and "so far, six to a column" not in last
    assert f"{coups - 1} coups so far, six to a column:" in before
    assert "coups so far, six to a column:" in client.get("/en/roads/?results=BPPB").content.decode()


def test_before_the_first_coup_the_bead_plate_reads_out_no_count(client):
    """A Japanese reader (cold read 21): "the roads are empty" was followed by "0 coups so far: 0 banker wins…"."""
    html = client.get("/en/roads/?seed=15&step=0").content.decode()
    assert "coups so far" not in html and "coup so far" not in html
    assert "1 coup so far" in client.get("/en/roads/?seed=15&step=1").content.decode()
