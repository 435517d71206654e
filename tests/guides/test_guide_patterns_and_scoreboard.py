"""Patterns and the scoreboard: the depleted-shoe figures on the page are the engine's, in every language."""

import re
from html import unescape
from itertools import dropwhile

import pytest
from django.utils import translation

from baccarat import Shoe, exact_odds, play_coup, standard_odds
from baccarat.roads import ROWS
from baccarat_site.wording import COUP_HEADINGS, decimal, percent, to_decimal
from guides.pages import patterns_and_scoreboard as page_module
from tests.helpers import LANGUAGES, main_of, visible_text

GUIDE = "patterns-and-scoreboard"


# The fifteen cards the three example coups use, in shoe order, written out by hand.
THREE_COUPS_CARDS = ["4", "6", "K", "Q", "7", "3", "J", "4", "7", "5", "3", "A", "3", "2", "4"]


def table_rows(html):
    """The comparison table: row key -> the cells' text."""
    table = re.search(r'<table class="odds-shift">.*?</table>', html, re.S).group(0)
    rows = {}
    for key, body in re.findall(r'<tr data-key="([^"]+)">(.*?)</tr>', table, re.S):
        rows[key] = [visible_text(cell).strip() for cell in re.findall(r'<td class="num">(.*?)</td>', body, re.S)]
    return rows


def test_the_example_coups_are_three_banker_wins_using_fifteen_cards():
    used = []
    for cards in page_module.COUPS:
        coup = play_coup([rank for rank, _suit in cards])
        assert coup.outcome.winner == "banker"
        assert coup.cards_used == len(cards)
        used += [rank for rank, _suit in cards]
    assert used == THREE_COUPS_CARDS
    assert list(page_module.three_coups()[1]) == THREE_COUPS_CARDS


@pytest.mark.parametrize("language", LANGUAGES)
def test_depleted_shoe_table_equals_the_engine(pages, language):
    full = standard_odds(8)
    after_three = exact_odds(Shoe.decks(8).remove(THREE_COUPS_CARDS))
    _winners, dealt = page_module.shuffled_shoe()
    after_shoe = exact_odds(Shoe.decks(8).remove(dealt))
    values = {
        "banker": lambda result: result.probability("banker"),
        "player": lambda result: result.probability("player"),
        "tie": lambda result: result.probability("tie"),
        "banker_edge": lambda result: result.bets["banker"].house_edge,
        "player_edge": lambda result: result.bets["player"].house_edge,
    }
    rows = table_rows(pages[language])
    assert set(rows) == set(values)
    with translation.override(language):
        for key, value in values.items():
            expected = [percent(value(full), 3)]
            for shoe in (after_three, after_shoe):
                # the difference of the two figures as shown, so a reader who subtracts them gets it (issue 27)
                change = to_decimal(value(shoe) * 100, 3) - to_decimal(value(full) * 100, 3)
                shown = f"{'+' if change > 0 else ''}{decimal(change, 3)}"
                bracketed = translation.pgettext("a change in brackets", "(%(change)s)") % {"change": shown}
                expected.append(f"{percent(value(shoe), 3)} {bracketed}")
            assert rows[key] == expected, key


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_largest_move_in_the_table_is_the_one_the_prose_gives(pages, language):
    rows = table_rows(pages[language])
    with translation.override(language):
        largest = decimal(page_module.context()["largest_change_points"], 3)
        changes = " ".join(cell for cells in rows.values() for cell in cells[1:])
        assert f"{largest})" in changes or f"{largest}）" in changes, "the figure is a change the table shows"
        assert largest in visible_text(main_of(pages[language]))


@pytest.mark.parametrize("language", LANGUAGES)
def test_prose_numbers_are_the_engines(pages, language):
    full = standard_odds(8)
    after_three = exact_odds(Shoe.decks(8).remove(THREE_COUPS_CARDS))
    banker = full.probability("banker")
    text = visible_text(main_of(pages[language]))
    with translation.override(language):
        expected = [
            percent(after_three.probability("banker"), 3),
            percent(banker, 3),
            decimal((after_three.probability("banker") - banker) * 100, 3),
            percent(after_three.bets["banker"].house_edge, 3),
            percent(after_three.bets["player"].house_edge, 3),
            decimal(
                (
                    exact_odds(Shoe.decks(1).remove(THREE_COUPS_CARDS)).probability("banker")
                    - standard_odds(1).probability("banker")
                )
                * 100,
                3,
            ),
            percent(banker**5),
            decimal(1 / banker**5, 0),
            percent(full.probability("player") ** 5),
            decimal(1 / full.probability("player") ** 5, 0),
            percent(full.bets["banker"].house_edge),
            percent(full.bets["player"].house_edge),
        ]
    for figure in expected:
        assert figure in text, figure
    assert "416" in text and "401" in text
    with translation.override(language):
        run = next(p for p in re.findall(r"<p>(.*?)</p>", pages[language], re.S) if percent(banker**5) in p)
        player = full.probability("player")
        for figure in (percent(banker), percent(banker**5), percent(player), percent(player**5)):
            assert figure in run, "the streak sentence shows what it raises to the fifth power, and the result"


def test_what_the_prose_says_about_the_numbers_holds():
    """The page says: both bets still favour the house, and no figure in the table moved by more than the
    largest change it shows (a Korean reader: "not by one point" undersold a largest move of 0.193)."""
    context = page_module.context()
    assert context["all_banker"]
    for shoe in ("three", "shoe"):
        assert context[shoe]["banker_edge"] > 0 and context[shoe]["player_edge"] > 0
    changes = [abs(cell["change_points"]) for row in context["comparison"] for cell in row["cells"]]
    assert context["largest_change_points"] == max(changes) and max(changes) < 1
    assert abs(context["one_deck_change_points"]) > abs(context["three"]["banker_change_points"])
    shoe = context["shoe"]
    assert shoe["longest"] >= page_module.RUN
    assert shoe["banker_wins"] + shoe["player_wins"] + shoe["ties"] == shoe["coups"]


def test_big_road_draws_every_decided_coup_once():
    """The page's Big Road is the roads engine's (tested in test_roads_engine.py) for the shoe's results."""
    context = page_module.context()
    shoe = context["shoe"]
    cells = [cell for row in shoe["big_road"] for cell in row if cell]
    assert sum(cell.winner == "banker" for cell in cells) == shoe["banker_wins"]
    assert sum(cell.winner == "player" for cell in cells) == shoe["player_wins"]
    winners, _dealt = page_module.shuffled_shoe()
    leading_ties = len(winners) - len(tuple(dropwhile(lambda winner: winner == "tie", winners)))
    assert sum(cell.ties for cell in cells) + leading_ties == shoe["ties"]
    assert len(shoe["big_road"]) == ROWS
    assert max(length for _winner, length, _ties in shoe["runs"]) == shoe["longest"]
    # read out for screen readers with the ties on each run, as the scoreboard guide reads its Big Road
    assert sum(ties for _winner, _length, ties in shoe["runs"]) + leading_ties == shoe["ties"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_cards_are_drawn_with_the_shared_card_tag(pages, language):
    html = main_of(pages[language])
    assert html.count('class="card') == 15
    if language == "en":
        assert 'aria-label="King of diamonds"' in html


@pytest.mark.parametrize("language", ["ko", "ja"])
def test_no_english_words_on_korean_and_japanese_pages(pages, language):
    text = visible_text(main_of(pages[language]))
    assert not re.findall(r"[A-Za-z]{3,}", text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_links_to_the_odds_page_form_with_the_same_cards(client, pages, language):
    link = re.search(rf'href="(/{language}/odds/\?[^"#]+)#depleted"', pages[language])
    assert link, "a prefilled link to the odds page's depleted-shoe form"
    url = unescape(link.group(1))
    query = dict(pair.split("=") for pair in url.split("?", 1)[1].split("&"))
    removed = {key.removeprefix("removed_"): int(count) for key, count in query.items() if key.startswith("removed_")}
    assert query["decks"] == "8"
    assert removed == {rank: THREE_COUPS_CARDS.count(rank) for rank in set(THREE_COUPS_CARDS)}
    response = client.get(url)
    assert response.status_code == 200
    assert 'id="depleted"' in response.content.decode()


@pytest.mark.parametrize(("language", "first"), [("ko", "첫 번째 판"), ("ja", "1回目の勝負"), ("en", "Coup 1")])
def test_the_example_coups_are_headed_as_the_language_writes_small_ordinals(pages, language, first):
    """A Korean reader (round 17): "1번째 판" is not how Korean writes a first; every example coup has a heading."""
    assert len(page_module.COUPS) <= len(COUP_HEADINGS)
    assert f'<p class="coup__title"><strong>{first}</strong></p>' in pages[language]
