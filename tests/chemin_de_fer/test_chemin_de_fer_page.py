"""The chemin de fer page through the test client: every figure it prints is the solved game's."""

import re
from html import unescape

import pytest
from django import forms
from django.utils import translation

from baccarat.chemin_de_fer import COMMISSION, FIVES, Cell, Hand, Model, solve
from baccarat.shoe import DECK_COUNTS
from baccarat_site.wording import percent, signed_percent

LANGUAGES = ("ko", "ja", "en")


def text_of(response):
    return unescape(re.sub(r"<[^>]+>", " ", response.content.decode()))


def squeeze(text):
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_page_answers_in_every_language(client, language):
    response = client.get(f"/{language}/chemin-de-fer/")
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<html lang="{language}"' in html
    assert "engine" not in text_of(response).lower()
    with translation.override(language):
        # the default game: B2, six decks, the casino's 5% commission
        solution = solve(Model.B2, 6, COMMISSION)
        assert percent(solution.value, 3) in squeeze(text_of(response))
        assert percent(solution.draw_on_5[Hand(5)], 2) in squeeze(text_of(response))


def test_player_with_5_gets_the_option_and_both_values(client):
    response = client.get("/en/chemin-de-fer/", {"side": "player", "total": "5", "game": "parlour"})
    assert response.status_code == 200
    text = squeeze(text_of(response))
    solution = solve(Model.B2, 6)
    values = solution.player_choices[Hand(5)]
    assert "leave the player free to draw or stand" in text
    assert f"Draw with probability {percent(solution.draw_on_5[Hand(5)], 2)}" in text
    # mixing: both choices are worth the same, and the page shows that figure twice
    assert values.draw == values.stand
    assert text.count(percent(values.draw, 2)) >= 2


def test_player_on_another_total_has_no_choice(client):
    text = squeeze(text_of(client.get("/en/chemin-de-fer/", {"side": "player", "total": "4"})))
    assert "With 4 the player has no choice: the rule says draw." in text
    text = squeeze(text_of(client.get("/en/chemin-de-fer/", {"side": "player", "total": "6"})))
    assert "With 6 the player has no choice: the rule says stand." in text


def test_b3_player_is_answered_for_his_two_cards(client):
    response = client.get("/en/chemin-de-fer/", {"model": "B3", "side": "player", "total": "5", "cards": "1-4"})
    solution = solve(Model.B3, 6, COMMISSION)
    text = squeeze(text_of(response))
    assert f"1 and 4 (5) Draw with probability {percent(solution.draw_on_5[Hand.of(1, 4)], 2)}" in text
    assert "2 and 3 (5) Stand" not in text  # only the hand asked about is answered


def test_banker_with_6_against_a_2_lists_every_two_card_6(client):
    response = client.get("/en/chemin-de-fer/", {"side": "banker", "total": "6", "third": "2"})
    assert response.status_code == 200
    text = squeeze(text_of(response))
    left = "If you leave the decision to the croupier, the hand is played by the tableau, here the punto banco table"
    assert f"{left}: stand." in text
    sixes = [hand for hand in (Hand.of(a, b) for a in range(10) for b in range(a, 10)) if hand.total == 6]
    solution = solve(Model.B2, 6, COMMISSION)
    for hand in sixes:
        draw = solution.banker.draws[Cell(hand, 2)]
        assert f"{hand.cards[0]} and {hand.cards[1]} (6) {'Draw' if draw else 'Stand'}" in text


def test_a1_shows_the_whole_table_with_the_mixed_cell(client):
    response = client.get("/en/chemin-de-fer/", {"model": "A1", "game": "parlour"})
    html = response.content.decode()
    assert html.count('<td class="') >= 88
    solution = solve(Model.A1, 1)
    mixed = [cell for cell, draw in solution.banker.draws.items() if 0 < draw < 1]
    assert mixed == [Cell(Hand(6), "stood")]
    with translation.override("en"):
        assert percent(solution.banker.draws[mixed[0]], 0) in text_of(response)
    assert "9/11" in html


def test_chart_has_a_point_per_deck_count_drawn_from_the_solutions(client):
    html = client.get("/en/chemin-de-fer/", {"game": "parlour"}).content.decode()
    chart = html[html.index("<svg") : html.index("</svg>")]
    assert chart.count("<circle") == 8
    first, last = solve(Model.B2, 1).draw_on_5[Hand(5)], solve(Model.B2, 8).draw_on_5[Hand(5)]
    with translation.override("en"):
        assert f"from {percent(first, 1)} with one deck to {percent(last, 1)} with eight" in squeeze(chart)


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"side": "player", "total": "5", "cards": "1-3"}, "Those two cards make 4, not 5."),
        ({"decks": "9"}, "Choose from 1 to 8 decks."),
        ({"model": "C7"}, "“C7” is not a model; the models are A1, B2 and B3."),
        ({"side": "dealer"}, "Choose a seat: the player’s hand or the bank."),
        ({"total": "11"}, "Choose a two-card total from 0 to 7"),
        ({"third": "K"}, "Choose what the player did: stood, or drew a third card from 0 to 9."),
        ({"game": "online"}, "Choose where the game is played"),
        ({"cards": "9-9"}, "Choose the two cards from the list"),
    ],
)
def test_bad_questions_are_a_400_with_the_reason(client, query, message):
    response = client.get("/en/chemin-de-fer/", query)
    assert response.status_code == 400
    assert message in squeeze(text_of(response))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("field", ["decks", "model", "side", "total", "third", "game", "cards"])
def test_no_bad_choice_gets_the_stock_message(client, language, field):
    """Each field says what it takes, in the reader's language, not Django's "Select a valid choice"."""
    response = client.get(f"/{language}/chemin-de-fer/", {field: "99"})
    assert response.status_code == 400
    with translation.override(language):
        stock = str(forms.ChoiceField().error_messages["invalid_choice"]).split("%")[0].strip()
    assert stock not in squeeze(text_of(response))


def test_bad_question_in_korean(client):
    response = client.get("/ko/chemin-de-fer/", {"side": "player", "total": "5", "cards": "1-3"})
    assert response.status_code == 400
    assert "고른 두 장의 합은 4입니다. ‘처음 두 장의 합’에서 고른 값(5)과 맞지 않습니다." in squeeze(text_of(response))


def test_b3_lists_the_five_ways_to_hold_5(client):
    text = squeeze(text_of(client.get("/en/chemin-de-fer/", {"model": "B3"})))
    for hand in FIVES:
        assert f"{hand.cards[0]} and {hand.cards[1]} (5)" in text


@pytest.mark.django_db
def test_sitemap_lists_the_page_in_every_language(client):
    xml = client.get("/sitemap.xml").content.decode()
    for language in LANGUAGES:
        assert f"/{language}/chemin-de-fer/" in xml


@pytest.mark.parametrize(("language", "colon"), [("en", ": "), ("ko", ": "), ("ja", "：")])
def test_a_hand_and_its_play_are_joined_as_the_language_writes_it(client, language, colon):
    """The cold reads met "合計5 : 82.32%" (a line break before the colon shown as a space, an ASCII colon)."""
    text = squeeze(text_of(client.get(f"/{language}/chemin-de-fer/")))
    assert " : " not in text
    assert colon in text


def test_values_carry_their_sign_and_a1_has_no_table_by_decks(client):
    text = squeeze(text_of(client.get("/en/chemin-de-fer/", {"side": "player", "total": "5"})))
    assert re.search(r"\+\d+\.\d\d%", text), "a gain is written +1.27%, beside losses written −36.11%"
    a1 = client.get("/en/chemin-de-fer/", {"model": "A1"}).content.decode()
    assert "cdf-by-decks" not in a1 and "Under A1 every card is put back" in a1
    # an English and a Korean reader: the A1 page lacked the note that the chart shows B2 and A1 whatever the model
    assert "the chart always shows B2 and A1" in a1
    assert "the chart always shows B2 and A1" not in client.get("/en/chemin-de-fer/", {"model": "B2"}).content.decode()


def opening_note(client, language, model):
    html = client.get(f"/{language}/chemin-de-fer/", {"model": model}).content.decode()
    return squeeze(unescape(re.search(r'<p class="note">(.*?)</p>', html, re.S).group(1)))


@pytest.mark.parametrize(("language", "put_back", "shoe"), [("en", "put back", "and shoe"), ("ja", "戻す", "数では")])
def test_the_opening_note_speaks_of_a_shoe_only_where_the_model_has_one(client, language, put_back, shoe):
    """A Japanese reader: under A1 the note said 「選んだモデルとデッキ数では」, but A1 has no decks to choose."""
    a1, b2 = opening_note(client, language, "A1"), opening_note(client, language, "B2")
    assert put_back in a1 and shoe not in a1
    assert shoe in b2 and put_back not in b2


def test_the_commission_takes_what_the_two_sides_lose_together(client):
    """The page said "the house keeps the difference" of −1.294% and −1.007%; it takes their sum, 2.301%."""
    solution = solve(Model.B2, 6, COMMISSION)
    assert solution.house_take == -(solution.value + solution.banker_value) > 0
    assert solve(Model.B2, 6).house_take == 0, "between players nobody takes a share"
    text = squeeze(text_of(client.get("/en/chemin-de-fer/", {"model": "B2", "decks": "6", "game": "casino"})))
    with translation.override("en"):
        take = percent(solution.house_take, 3)
        assert f"together they give up {take} of a stake per coup, which is what the commission" in text


def selected(html, name):
    """The value the form shows as chosen in the select ``name``."""
    select = re.search(rf'<select name="{name}".*?</select>', html, re.S).group(0)
    return re.search(r'<option value="([^"]*)"[^>]*selected', select).group(1)


@pytest.mark.parametrize("field", ["decks", "model", "game"])
def test_a_bad_game_field_shows_the_game_the_answer_is_for(client, field):
    """A bad deck count (or model, or game) keeps its error, and the form shows the default the page used."""
    response = client.get("/ja/chemin-de-fer/", {field: "12"})
    assert response.status_code == 400
    html = response.content.decode()
    assert selected(html, field) == {"decks": "6", "model": "B2", "game": "casino"}[field]
    assert 'aria-invalid="true"' in html


@pytest.mark.parametrize(
    ("query", "unseen"),
    [
        ({"model": "B2", "side": "player", "cards": "1-4"}, True),
        ({"model": "A1", "side": "banker", "cards": "2-3", "third": "4"}, True),
        ({"model": "B2", "side": "banker", "cards": "2-3", "third": "4"}, False),
        ({"model": "B3", "side": "player", "cards": "1-4"}, False),
    ],
)
def test_cards_a_model_hides_are_said_to_change_nothing(client, query, unseen):
    text = squeeze(text_of(client.get("/en/chemin-de-fer/", query)))
    assert ("so the two cards you chose change nothing" in text) == unseen


def test_a1_heads_its_whole_table_as_the_best_play(client):
    text = squeeze(text_of(client.get("/en/chemin-de-fer/", {"model": "A1"})))
    assert "The banker’s best strategy, and where it differs from the punto banco table" in text
    b2 = squeeze(text_of(client.get("/en/chemin-de-fer/", {"model": "B2"})))
    assert "Where the banker’s best strategy differs from the punto banco table" in b2


@pytest.mark.parametrize("language", LANGUAGES)
def test_between_players_the_banker_figure_is_given(client, language):
    response = client.get(f"/{language}/chemin-de-fer/", {"model": "B3", "decks": "1", "game": "parlour"})
    solution = solve(Model.B3, 1, 0)
    with translation.override(language):
        assert signed_percent(-solution.value, 3) in squeeze(text_of(response))


def test_a_corrected_game_says_whose_solution_is_shown(client):
    bad = squeeze(text_of(client.get("/en/chemin-de-fer/", {"decks": "12"})))
    shown = "this is the solution for the settings currently shown in the form"
    assert shown in bad
    assert shown not in squeeze(text_of(client.get("/en/chemin-de-fer/")))


def test_the_bank_without_the_players_move_is_asked_for_it(client):
    text = squeeze(text_of(client.get("/en/chemin-de-fer/", {"side": "banker", "total": "6"})))
    assert "If you hold the bank, also choose what the player did" in text
    player = squeeze(text_of(client.get("/en/chemin-de-fer/", {"side": "player", "total": "5"})))
    assert "If you hold the bank, also choose what the player did" not in player


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_by_decks_table_gives_the_play_under_its_heading_alone(client, language):
    """An English reader: every cell of the "Best play on 5" column began "On 5:", the heading again."""
    html = client.get(f"/{language}/chemin-de-fer/").content.decode()
    table = re.search(r'<table class="cdf-by-decks">.*?</table>', html, re.S).group(0)
    cells = re.findall(r"<td>(.*?)</td>", table, re.S)
    plays = [squeeze(unescape(re.sub(r"<[^>]+>", "", cell))).strip() for cell in cells[0::2]]
    assert len(plays) == 8
    with translation.override(language):
        for decks, play in enumerate(plays, start=1):
            chance = solve(Model.B2, decks, COMMISSION).draw_on_5[Hand(5)]
            assert 0 < chance < 1 and percent(chance, 2) in play, "the default game mixes on 5 at every deck count"
            assert not re.match(r"(On 5|합 5|合計5)", play) and ":" not in play and "：" not in play, play


@pytest.mark.parametrize("model", list(Model))
def test_in_a_casino_the_banker_side_loses_for_every_shoe_the_form_allows(model):
    """The opening note says both sides lose in a casino (cold read round 19): true for every model and deck count."""
    for decks in DECK_COUNTS:
        assert solve(model, decks, COMMISSION).banker_value < 0 < -solve(model, decks).value
