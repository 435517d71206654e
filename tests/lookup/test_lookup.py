"""The third-card lookup without JavaScript: the forms, the answers, the messages, the links."""

import re
from urllib.parse import urlencode

import pytest
from django.test import Client
from django.utils import translation
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from baccarat import SIDE_BETS, STOOD, RulesError, decide
from baccarat_site import wording
from lookup.forms import CoupForm, DecisionForm
from tests.helpers import ElementText, visible_text

THIRD_CARDS = [None, *range(10)]
HANGUL = re.compile(r"[\uac00-\ud7a3]")
KANA = re.compile(r"[\u3040-\u30ff]")


def text(html):
    return visible_text(html).strip()





def part(html, element_id):
    return ElementText(element_id).inner_html(html)


def highlighted_cells(html):
    """(row, column) of every highlighted cell of the banker's table."""
    cells = []
    for row_html in re.findall(r"<tr>\s*<th scope=\"row\">\d</th>.*?</tr>", html, re.S):
        row = int(re.search(r'<th scope="row">(\d)</th>', row_html).group(1))
        for column in re.findall(r'<td class="[^"]*is-current[^"]*" data-column="(\w+)"', row_html):
            cells.append((row, column))
    return cells


def query_for(player, banker, third):
    query = {"player_total": player, "banker_total": banker}
    if third is not None:
        query["player_third"] = third
    return query


# By totals: every question a reader can ask, against the engine.


@pytest.mark.slow
def test_every_pair_of_totals_and_every_third_card_is_answered_as_the_engine_decides(client):
    for player in range(10):
        for banker in range(10):
            for third in THIRD_CARDS:
                response = client.get("/en/lookup/answer/", query_for(player, banker, third))
                html = response.content.decode()
                try:
                    decision = decide(player, banker, third)
                except RulesError as error:
                    assert response.status_code == 400, "a third card the rules do not deal is refused"
                    messages = text(part(html, "id_player_third_messages"))
                    assert messages == wording.error_message(error), (player, banker, third)
                    assert not highlighted_cells(html)
                    continue
                assert response.status_code == 200
                answer = text(part(html, "lookup-answer"))
                sentence = wording.decision_sentence(decision, player, banker, third)
                assert sentence in answer, (player, banker, third)
                assert ("The player draws" in answer) is decision.player_draws
                assert ("The banker draws" in answer) is (decision.banker_draws is True)
                assert ("The banker stands" in answer) is (decision.banker_draws is False and not decision.natural)
                if decision.natural:
                    assert [kind for kind, _badge in verdict_badges(html)] == ["natural", "natural"]
                    assert not any("stands" in badge for _kind, badge in verdict_badges(html))
                expected_cell = [] if decision.column is None else [(decision.row, str(decision.column))]
                assert highlighted_cells(html) == expected_cell, (player, banker, third)


@pytest.mark.parametrize(
    ("query", "sentence"),
    [
        (
            {"player_total": 5, "banker_total": 5, "player_third": 6},
            "The player draws on 5 and gets a card worth 6. On 5 the banker draws only when the player’s third "
            "card is worth 4 to 7, so the banker draws.",
        ),
        (
            {"player_total": 3, "banker_total": 3, "player_third": 8},
            "The player draws on 3 and gets a card worth 8. On 3 the banker draws unless the player’s third card "
            "is worth 8, so the banker stands.",
        ),
        (
            {"player_total": 1, "banker_total": 6, "player_third": 7},
            "The player draws on 1 and gets a card worth 7. On 6 the banker draws only when the player’s third "
            "card is worth 6 or 7, so the banker draws.",
        ),
        (
            {"player_total": 7, "banker_total": 5},
            "The player stands on 7, and the banker draws on 5, because when the player stands the banker draws "
            "on 0 to 5.",
        ),
        (
            {"player_total": 9, "banker_total": 8},
            "Both hands have a natural (player 9, banker 8), so neither draws a third card.",
        ),
        (
            {"player_total": 4, "banker_total": 5},
            "The player draws on 4 (the player draws on 0 to 5); whether the banker, with 5, draws depends on the "
            "player’s third card.",
        ),
        (  # a Korean reader caught the page saying that 7 waits for the card: 7 stands whatever it is
            {"player_total": 4, "banker_total": 7},
            "The player draws on 4 (the player draws on 0 to 5), and with 7 the banker stands whatever the player’s "
            "third card is.",
        ),
        (
            {"player_total": 3, "banker_total": 2},
            "The player draws on 3 (the player draws on 0 to 5), and with 2 the banker draws whatever the player’s "
            "third card is.",
        ),
    ],
)
def test_the_answer_says_who_draws_and_why_in_one_sentence(client, query, sentence):
    html = client.get("/en/lookup/", query).content.decode()
    assert sentence in text(part(html, "lookup-answer"))


def answer_verdicts(html):
    """The verdict badges, wrapped so ``part`` can find them."""
    badges = re.search(r'<ul class="verdicts">(.*?)</ul>', html, re.S)
    return f'<div id="verdicts">{badges.group(1) if badges else ""}</div>'


def verdict_badges(html):
    return re.findall(r'<li class="(\w+)">([^<]+)</li>', answer_verdicts(html))


@pytest.mark.parametrize(
    ("query", "badges"),
    [
        (
            {"player_total": 9, "banker_total": 9},
            [("natural", "Player: natural 9 — no third card"), ("natural", "Banker: natural 9 — no third card")],
        ),
        (
            {"player_total": 8, "banker_total": 3},
            [
                ("natural", "Player: natural 8 — no third card"),
                ("natural", "Banker: no third card (the player has a natural)"),
            ],
        ),
        (
            {"cards": "A,5,K,3"},
            [
                ("natural", "Player: no third card (the banker has a natural)"),
                ("natural", "Banker: natural 8 — no third card"),
            ],
        ),
        ({"player_total": 7, "banker_total": 6}, [("stand", "The player stands"), ("stand", "The banker stands")]),
    ],
)
def test_a_natural_is_labelled_a_natural_not_a_stand(client, query, badges):
    html = client.get("/en/lookup/", query).content.decode()
    assert verdict_badges(html) == badges
    sentence = text(re.search(r'<p class="answer-sentence">(.*?)</p>', html, re.S).group(1))
    assert ("natural" in sentence) is (badges[0][0] == "natural")


def test_the_third_card_may_be_given_as_a_rank(client):
    by_rank = client.get("/en/lookup/answer/", {"player_total": 2, "banker_total": 4, "player_third": "K"})
    by_value = client.get("/en/lookup/answer/", {"player_total": 2, "banker_total": 4, "player_third": "0"})
    answers = [text(part(response.content.decode(), "lookup-answer")) for response in (by_rank, by_value)]
    assert answers[0] == answers[1]


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ({"player_total": 8, "banker_total": 3, "player_third": 5}, "player_third", "With a natural in either hand"),
        ({"player_total": 6, "banker_total": 3, "player_third": 5}, "player_third", "The player stands on 6"),
        ({"player_total": 3, "banker_total": 3, "player_third": "Z"}, "player_third", "“Z” is not a card"),
        ({"player_total": 12, "banker_total": 3}, "player_total", "two-card total, from 0 to 9"),
        ({"player_total": 3}, "banker_total", "Choose the banker’s two-card total."),
    ],
)
def test_impossible_totals_get_a_message_beside_the_field(client, query, field, message):
    response = client.get("/en/lookup/", query)
    # A total not chosen yet is a question still being put; a total or card that cannot be is refused.
    assert response.status_code == (200 if message.startswith("Choose") else 400)
    html = response.content.decode()
    assert message in text(part(html, f"id_{field}_messages"))
    assert "Complete or correct the entry above to see the answer." in text(part(html, "lookup-answer"))


def test_the_form_by_totals_is_the_engines_decide():
    for player in range(10):
        for banker in range(10):
            form = DecisionForm({"player_total": str(player), "banker_total": str(banker)})
            assert form.is_valid()
            assert form.decision == decide(player, banker)


# By cards: known coups, played out.

KNOWN_COUPS = [
    # cards, player's cards, banker's cards, winner, the side bets that win
    ("A,5,K,3,8,2", ["A", "K"], ["5", "3"], "The banker wins with 8 against the player’s 1.", []),
    ("2,5,K,Q,6,9", ["2", "K", "6"], ["5", "Q", "9"], "The player wins with 8 against the banker’s 4.", ["Panda 8"]),
    (
        "2,3,K,3,3", ["2", "K", "3"], ["3", "3"], "The banker wins with 6 against the player’s 5.",
        ["Banker pair", "Lucky 6"],
    ),
    ("6,3,K,K,4", ["6", "K"], ["3", "K", "4"], "The banker wins with 7 against the player’s 6.", ["Dragon 7"]),
    ("4,K,4,Q", ["4", "4"], ["K", "Q"], "The player wins with 8 against the banker’s 0.", ["Player pair"]),
    ("7,6,K,K", ["7", "K"], ["6", "K"], "The player wins with 7 against the banker’s 6.", []),
    ("K,K,9,9", ["K", "9"], ["K", "9"], "A tie at 9: bets on the player and on the banker are returned.", []),
]


def hand_cards(html, name):
    line = re.search(rf'coup-hands__name">{name}</span>(.*?)</li>', html, re.S).group(1)
    return re.findall(r'role="img" aria-label="[^"]*">([^<]+)</span>', line)


@pytest.mark.parametrize(("cards", "player", "banker", "winner", "winning_bets"), KNOWN_COUPS)
def test_a_known_coup_is_played_out_step_by_step(client, cards, player, banker, winner, winning_bets):
    html = client.get("/en/lookup/", {"cards": cards}).content.decode()
    assert hand_cards(html, "Player") == player
    assert hand_cards(html, "Banker") == banker
    assert winner in text(part(html, "lookup-answer"))
    steps = re.findall(r"<li>(.*?)</li>", re.search(r'<ol class="coup-steps">(.*?)</ol>', html, re.S).group(1), re.S)
    assert len(steps) >= len(player) + len(banker)
    bets = dict(re.findall(r'<th scope="row">([^<]+)</th><td>([^<]+)</td>', html))
    assert sorted(name for name, result in bets.items() if result.startswith("wins")) == sorted(winning_bets)
    assert len(bets) == len(SIDE_BETS)


def test_the_coup_highlights_the_banker_table_cell_that_decided(client):
    html = client.get("/en/lookup/", {"cards": "2,5,K,Q,6,9"}).content.decode()
    assert highlighted_cells(html) == [(5, "6")]
    html = client.get("/en/lookup/", {"cards": "7,5,K,K,2"}).content.decode()
    assert highlighted_cells(html) == [(5, STOOD)]


@pytest.mark.parametrize("typed", ["Ａ，５，Ｋ，３，８，２", "A、5、K、3、8、2", "ａ　５　ｋ　３　８　２"])
def test_cards_typed_on_a_japanese_keyboard_are_read_as_plain_ones(client, typed):
    html = client.get("/ja/lookup/", {"cards": typed}).content.decode()
    assert hand_cards(html, "プレイヤー") == ["A", "K"]
    assert hand_cards(html, "バンカー") == ["5", "3"]
    assert "バンカーの勝ちです（バンカー8、プレイヤー1）。" in text(part(html, "lookup-answer"))


def test_a_full_width_third_card_is_read_as_a_plain_one(client):
    response = client.get("/ja/lookup/", {"player_total": 2, "banker_total": 3, "player_third": "Ｋ"})
    assert not re.search(r'class="errorlist', part(response.content.decode(), "id_player_third_messages"))


def test_cards_the_coup_does_not_reach_are_said_to_be_unused(client):
    html = client.get("/en/lookup/", {"cards": "A,5,K,3,8,2"}).content.decode()
    assert "The coup was over before the last two cards were needed, so they were not used." in text(html)


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("A", "Next comes the banker’s first card."),
        ("A,5", "Next comes the player’s second card."),
        ("A,5,K", "Next comes the banker’s second card."),
        ("2,5,K,Q", "The player draws on 2: next comes the player’s third card."),
        ("7,5,K,Q", "The player stood and the banker draws on 5: next comes the banker’s third card."),
        ("2,5,K,Q,6", "With 5 against a player’s third card worth 6, the banker draws: next comes the banker’s third"),
        ("A,Z,3", "“Z” is not a card"),
        ("A,5,K,3,X", "“X” is not a card"),
        ("A," * 40 + "A", "The shoe holds only 32 cards of rank A, not 41."),
        ("", "Enter the cards in the order they were dealt."),
    ],
)
def test_impossible_or_incomplete_cards_get_a_message_beside_the_field(client, cards, message):
    response = client.get("/en/lookup/", {"cards": cards})
    # A coup still being entered is answered as far as it goes; cards the rules cannot use are refused.
    assert response.status_code == (400 if message.startswith(("“", "The shoe")) else 200)
    assert message in text(part(response.content.decode(), "id_cards_messages"))


def test_an_unfinished_coup_shows_the_cards_so_far(client):
    html = client.get("/en/lookup/", {"cards": "2,5,K"}).content.decode()
    assert hand_cards(html, "Player") == ["2", "K"]
    assert hand_cards(html, "Banker") == ["5"]
    assert 'class="errorlist errorlist--next"' in html


def test_the_keypad_is_disabled_once_the_coup_is_over(client):
    unfinished = client.get("/en/lookup/", {"cards": "2,5,K"}).content.decode()
    finished = client.get("/en/lookup/", {"cards": "2,5,K,3"}).content.decode()
    assert not re.search(r'name="add" value="\w+" disabled', unfinished)
    assert len(re.findall(r'name="add" value="\w+" disabled', finished)) == 13


def test_the_coup_form_plays_the_engines_coup():
    form = CoupForm({"cards": "a 5 k 3"})
    assert form.is_valid()
    assert form.coup.banker.cards == ("5", "3")


# Without JavaScript: each tap is a GET, then a redirect to the coup's own address.


def test_a_card_tap_redirects_to_the_longer_coup_at_the_cards(client):
    response = client.get("/en/lookup/", {"cards": "A,5", "add": "K"})
    assert response.status_code == 302
    assert response["Location"] == "/en/lookup/?cards=A,5,K#lookup-cards"
    assert 'id="lookup-cards"' in client.get(response["Location"]).content.decode()


def test_the_tap_that_completes_the_coup_lands_on_the_answer(client):
    response = client.get("/en/lookup/", {"cards": "7,5,K,K", "add": "2"})
    assert response["Location"] == "/en/lookup/?cards=7,5,K,K,2#lookup-answer-heading"
    html = client.get(response["Location"]).content.decode()
    assert '<h2 id="lookup-answer-heading" tabindex="-1">' in html


def test_the_first_tap_starts_a_coup(client):
    response = client.get("/en/lookup/", {"cards": "", "add": "9"})
    assert response["Location"] == "/en/lookup/?cards=9#lookup-cards"


def test_undo_removes_the_last_card_and_the_last_undo_starts_again(client):
    undo = client.get("/en/lookup/", {"cards": "A,5,K", "undo": "1"})
    assert undo["Location"] == "/en/lookup/?cards=A,5#lookup-cards"
    assert client.get("/en/lookup/", {"cards": "A", "undo": "1"})["Location"] == "/en/lookup/?by=cards#lookup-cards"
    extra = client.get("/en/lookup/", {"cards": "A,5,K,3,8", "undo": "1"})
    assert extra["Location"] == "/en/lookup/?cards=A,5,K,3#lookup-answer-heading"


def status(html):
    return text(part(html, "lookup-status"))


def test_a_complete_coup_says_so_beside_the_keypad(client):
    html = client.get("/en/lookup/", {"cards": "7,5,K,K,2"}).content.decode()
    assert (
        status(html)
        == "The coup is complete. A tie at 7: bets on the player and on the banker are returned. See the answer"
    )
    assert html.index('id="lookup-status"') < html.index('class="keypad"')
    assert 'href="#lookup-answer-heading"' in part(html, "lookup-status")
    for cards in ("7,5,K,K", "A,Z", ""):
        assert status(client.get("/en/lookup/", {"cards": cards}).content.decode()) == ""
    assert (
        'id="lookup-status"' not in client.get("/en/lookup/", {"player_total": 9, "banker_total": 9}).content.decode()
    )


@pytest.mark.parametrize(("language", "words"), [("ko", "판 종료:"), ("ja", "この勝負は終わりました。")])
def test_the_complete_status_is_in_the_readers_language(client, language, words):
    html = client.get(f"/{language}/lookup/answer/", {"cards": "7,5,K,K,2"}).content.decode()
    assert status(html).startswith(words)


def test_a_tap_on_a_card_that_does_not_exist_is_ignored(client):
    response = client.get("/en/lookup/", {"cards": "A,5", "add": "Z"})
    assert response.status_code == 200
    assert 'value="A,5"' in response.content.decode()


def test_tapping_a_whole_coup_without_javascript(client):
    response = client.get("/ja/lookup/", {"by": "cards"})
    for card in ["2", "5", "K", "Q", "6", "9"]:
        cards = re.search(r'name="cards" value="([^"]*)"', response.content.decode())
        response = client.get("/ja/lookup/", {"cards": cards.group(1) if cards else "", "add": card}, follow=True)
        assert response.status_code == 200
    assert response.redirect_chain[-1][0] == "/ja/lookup/?cards=2,5,K,Q,6,9#lookup-answer-heading"
    answer = text(part(response.content.decode(), "lookup-answer"))
    assert KANA.search(answer) and "プレイヤー8、バンカー4" in answer


# The page itself.


def test_the_answer_container_is_a_live_region_in_the_first_html(client):
    for query in ({}, {"by": "cards"}):
        html = client.get("/en/lookup/", query).content.decode()
        assert re.search(r'<div id="lookup-answer"[^>]* aria-live="polite"', html)


def test_the_update_is_the_pages_own_fragment(client):
    response = client.get("/ko/lookup/answer/", {"player_total": 5, "banker_total": 5, "player_third": 6})
    html = response.content.decode()
    assert response["X-Robots-Tag"] == "noindex"
    assert "<html" not in html
    assert set(re.findall(r'^<div[^>]* id="([^"]+)"', html, re.M)) == {
        "id_player_total_messages",
        "id_banker_total_messages",
        "id_player_third_messages",
        "lookup-answer",
        "lookup-details",
    }
    page = client.get("/ko/lookup/", {"player_total": 5, "banker_total": 5, "player_third": 6}).content.decode()
    assert part(html, "lookup-answer") == part(page, "lookup-answer")
    cards = client.get("/ko/lookup/answer/", {"cards": "7,5,K,K,2"}).content.decode()
    assert set(re.findall(r'^<div[^>]* id="([^"]+)"', cards, re.M)) == {
        "id_cards_messages",
        "lookup-status",
        "lookup-answer",
        "lookup-details",
    }
    page = client.get("/ko/lookup/", {"cards": "7,5,K,K,2"}).content.decode()
    assert part(cards, "lookup-status") == part(page, "lookup-status")


def test_the_page_has_no_inline_script_style_or_handlers(client):
    for query in ({"cards": "2,5,K,Q,6,9"}, {"player_total": 5, "banker_total": 5}):
        html = client.get("/en/lookup/", query).content.decode()
        assert not re.search(r"<script(?![^>]*\bsrc=)", html)
        assert not re.search(r"\s(style|on\w+)=", html)
        assert '<script src="/static/js/lookup.js" defer></script>' in html


@pytest.mark.django_db
def test_the_lookup_is_in_the_navigation_and_the_sitemap(client):
    html = client.get("/en/").content.decode()
    assert 'href="/en/lookup/"' in html
    sitemap = client.get("/sitemap.xml").content.decode()
    for language in ("ko", "ja", "en"):
        assert f"/{language}/lookup/</loc>" in sitemap


@pytest.mark.parametrize(("language", "script"), [("ko", HANGUL), ("ja", KANA)])
def test_answers_and_messages_are_in_the_readers_language(client, language, script):
    checks = [
        ({"player_total": 5, "banker_total": 5, "player_third": 6}, "lookup-answer"),
        ({"player_total": 8, "banker_total": 5, "player_third": 2}, "id_player_third_messages"),
        ({"cards": "2,5,K,Q,6,9"}, "lookup-answer"),
        ({"cards": "2,5,K"}, "id_cards_messages"),
        ({"cards": "A,Z"}, "id_cards_messages"),
    ]
    for query, element_id in checks:
        html = client.get(f"/{language}/lookup/", query).content.decode()
        assert script.search(text(part(html, element_id))), (query, element_id)


@pytest.mark.parametrize(("language", "script"), [("ko", HANGUL), ("ja", KANA)])
def test_every_sentence_the_engine_can_lead_to_is_translated(language, script):
    """Every decision and every kind of step, said in Korean and Japanese, never left in English."""
    from baccarat import play_coup

    with translation.override(language):
        for player in range(10):
            for banker in range(10):
                for third in THIRD_CARDS:
                    try:
                        decision = decide(player, banker, third)
                    except RulesError as error:
                        assert script.search(wording.error_message(error))
                        continue
                    assert script.search(wording.decision_sentence(decision, player, banker, third))
                    assert script.search(wording.player_verdict(decision, player))
                    assert script.search(wording.banker_verdict(decision, banker))
                    assert "None" not in wording.player_verdict(decision, player) + wording.banker_verdict(
                        decision, banker
                    )
        for cards in [coup[0] for coup in KNOWN_COUPS] + ["7,5,K,K,2", "7,6,K,K,2", "2,7,K,K,8"]:
            coup = play_coup(cards.split(","))
            for _step, sentence in wording.step_sentences(coup.steps):
                assert script.search(sentence), sentence
            assert script.search(wording.winner_sentence(coup))


QUERY_NAMES = st.sampled_from(["player_total", "banker_total", "player_third", "cards", "add", "undo", "by"]) | st.text(
    max_size=8
)
QUERY_VALUES = (
    st.text(max_size=30)
    | st.sampled_from(["cards", "K", "10", "5", "", "1"])
    | st.text(alphabet="AK5,Z ", max_size=400)
)


@pytest.mark.slow
@hypothesis_settings(max_examples=300, deadline=None)
@given(
    path=st.sampled_from(["/en/lookup/", "/ja/lookup/answer/"]),
    query=st.lists(st.tuples(QUERY_NAMES, QUERY_VALUES), max_size=5).map(urlencode)
    | st.binary(max_size=200).map(lambda raw: raw.decode("latin-1")),
)
def test_no_query_string_breaks_the_page(path, query):
    client = Client(raise_request_exception=False)
    response = client.get(path, QUERY_STRING=query)
    if response.status_code == 301:  # parameters the page doesn't read: to the address without them (issue 25)
        response = client.get(response["Location"])
    assert response.status_code in (200, 302, 400), (path, query, response.status_code)


@pytest.mark.parametrize(
    ("values", "phrase"),
    [({0, 1, 2, 3, 4, 5}, "0 to 5"), ({6, 7}, "6 or 7"), ({*range(8), 9}, "0 to 7 or 9"), ({1, 3, 5}, "1, 3 or 5")],
)
def test_values_are_said_as_ranges_and_lists(values, phrase):
    with translation.override("en"):
        assert wording.values_text(values) == phrase


# By totals without the player's total: the player drew, and the banker's move may not need it.


def test_the_bankers_move_needs_no_player_total_once_the_player_drew(client):
    html = client.get("/en/lookup/", {"banker_total": 5, "player_third": 6}).content.decode()
    answer = text(part(html, "lookup-answer"))
    assert (
        "The player drew a third card worth 6. On 5 the banker draws only when that card is worth 4 to 7, so the "
        "banker draws. You don’t need the player’s two-card total: the player draws only on 0 to 5, and the "
        "banker’s answer is the same whichever of those it was." in answer
    )
    assert verdict_badges(html) == [("draw", "The player draws"), ("draw", "The banker draws")]
    assert highlighted_cells(html) == [(5, "6")]
    assert text(part(html, "id_player_total_messages")) == ""


def test_without_the_player_total_every_banker_total_and_card_is_the_engines_answer(client):
    for banker in range(10):
        for third in range(10):
            html = client.get("/en/lookup/answer/", {"banker_total": banker, "player_third": third}).content.decode()
            answers = set()
            for player in range(10):
                try:
                    decision = decide(player, banker, third)
                except RulesError:
                    continue
                answers.add(decision.banker_draws)
            if not answers:  # the banker has a natural: nobody draws
                assert decide(0, banker).natural_hand == "banker"
                messages = text(part(html, "id_player_third_messages"))
                assert (
                    messages == f"The banker has a natural {banker}, so nobody draws: there is no player’s third card."
                )
                assert not highlighted_cells(html)
                continue
            assert len(answers) == 1
            answer = text(part(html, "lookup-answer"))
            draws = answers.pop()
            assert verdict_badges(html)[1][0] == ("draw" if draws else "stand"), (banker, third)
            not_needed = "You don’t need the player’s two-card total"
            assert re.search(rf"the banker (always )?(draws|stands)[^.]*\. {not_needed}", answer)
            assert ("so the banker stands." in answer or "always stands." in answer) is not draws, (banker, third)
            assert highlighted_cells(html) == [(banker, str(third))]


def test_the_player_total_is_still_asked_for_without_a_third_card(client):
    for query in ({"banker_total": 5}, {"banker_total": 5, "player_third": ""}):
        html = client.get("/en/lookup/", query).content.decode()
        assert text(part(html, "id_player_total_messages")) == "Choose the player’s two-card total."


@pytest.mark.parametrize(
    ("language", "words"), [("ko", "플레이어의 합은 몰라도 됩니다"), ("ja", "この判断には関係しません")]
)
def test_the_bankers_move_without_the_player_total_in_korean_and_japanese(client, language, words):
    html = client.get(f"/{language}/lookup/", {"banker_total": 3, "player_third": 8}).content.decode()
    assert words in text(part(html, "lookup-answer"))


# Without JavaScript every submit lands on its answer, or on the question still to answer.


def test_the_totals_form_without_javascript_lands_on_the_answer(client):
    response = client.get("/en/lookup/", {"player_total": "3", "banker_total": "5", "show": "totals"})
    assert response.status_code == 302
    assert response["Location"] == "/en/lookup/?player_total=3&banker_total=5#lookup-answer-heading"


def test_the_totals_form_without_javascript_lands_on_the_first_question_to_answer(client):
    response = client.get("/ko/lookup/", {"player_total": "3", "show": "totals"})
    assert response["Location"] == "/ko/lookup/?player_total=3#id_banker_total_choices"
    html = client.get(response["Location"]).content.decode()
    assert '<fieldset class="choices" id="id_banker_total_choices"' in html


@pytest.mark.parametrize(
    ("cards", "anchor"), [("2,3,3,A", "lookup-cards"), ("7,5,K,K,2", "lookup-answer-heading"), ("2,1", "lookup-cards")]
)
def test_show_without_javascript_lands_on_the_answer_or_the_cards(client, cards, anchor):
    response = client.get("/en/lookup/", {"cards": cards, "show": "cards"})
    assert response["Location"] == f"/en/lookup/?cards={cards}#{anchor}"


@pytest.mark.parametrize(
    ("cards", "totals", "verdicts"),
    [
        ("2,3,3,A,4", (5, 4, 4), ["draw", "draw"]),  # the player drew a 4: with 4 the banker draws
        ("2,3,3,A", (5, 4, None), ["draw", None]),  # the player draws; the banker waits for that card
        ("2,3,4,A", (6, 4, None), ["stand", "draw"]),  # the player stands on 6: with 4 the banker draws
    ],
)
def test_an_unfinished_coup_answers_who_draws_as_far_as_it_is_known(client, cards, totals, verdicts):
    """Like the totals mode: the verdicts and the sentence in the answer, the table's cell highlighted."""
    html = client.get("/en/lookup/", {"cards": cards}).content.decode()
    answer = part(html, "lookup-answer")
    assert [name or None for name in re.findall(r'<li(?: class="(\w+)")?>', answer)] == verdicts
    assert "see the message above" not in answer
    decision = decide(*totals)
    assert wording.decision_sentence(decision, *totals) in text(answer)
    assert highlighted_cells(html) == ([(decision.row, str(decision.column))] if decision.column is not None else [])


def test_full_width_totals_are_read_as_plain_digits(client):
    response = client.get("/ja/lookup/", {"player_total": "３", "banker_total": "５", "player_third": "４"})
    html = response.content.decode()
    assert "errorlist" not in part(html, "id_player_total_messages")
    assert highlighted_cells(html) == [(5, "4")]
    assert re.search(r'<input type="radio" name="player_total" value="3" id="[^"]+" checked', html)
    api = client.get("/api/decision", {"player_total": "３", "banker_total": "５"})
    assert api.status_code == 200, api.content


@pytest.mark.parametrize(
    ("language", "query", "message"),
    [
        ("ko", {"player_total": 12, "banker_total": 3}, "0~9 중에서"),
        ("ja", {"cards": "A,Z,3"}, "「Z」"),
        ("en", {"player_total": 7, "banker_total": 3, "player_third": 5}, "The player stands on 7"),
    ],
)
@pytest.mark.parametrize("address", ["/{language}/lookup/", "/{language}/lookup/answer/"])
def test_input_the_rules_cannot_use_is_a_400_in_the_readers_language(client, language, query, message, address):
    response = client.get(address.format(language=language), query)
    assert response.status_code == 400
    assert message in text(response.content.decode())
