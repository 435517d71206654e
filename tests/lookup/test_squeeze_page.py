"""The squeeze page and the lookup's chances card by card, through the test client: the engine's figures,
every language, bad input answered beside the field, nothing that tells a card before it is turned."""

import re
from html import unescape

import pytest

from baccarat import Shoe, Winner
from baccarat.roads import deal_shoe
from baccarat.squeeze import MAX_COUP_CARDS, next_cards, squeeze
from baccarat_site import wording
from tests.helpers import LANGUAGES

pytestmark = pytest.mark.django_db


def text(response):
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", response.content.decode())))


def live(response):
    html = response.content.decode()
    return html[html.index('<div id="squeeze-live">') : html.index("</section>", html.index('id="squeeze-live"'))]


def test_the_lookup_shows_the_chances_after_each_card(client):
    response = client.get("/en/lookup/", {"cards": "3,K,2"})
    page = text(response)
    assert "The chances, card by card" in page
    for seen in range(4):
        winners = squeeze(["3", "K", "2"][:seen]).chances.winners
        figures = " ".join(wording.percent(chance) for chance in winners.values())
        assert figures in page
    assert "/en/lookup/squeeze/?cards=3,K,2" in response.content.decode()


def test_the_lookup_update_carries_the_chances_for_the_script(client):
    response = client.get("/en/lookup/answer/", {"cards": "3,K,2,5"})
    assert "The chances, card by card" in text(response)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_squeeze_page_without_a_coup_offers_to_deal_or_type(client, language):
    response = client.get(f"/{language}/lookup/squeeze/")
    assert response.status_code == 200
    html = response.content.decode()
    assert f'href="/{language}/lookup/squeeze/deal/"' in html
    assert 'name="cards"' in html
    assert 'id="squeeze-culture-heading"' in html


def test_a_new_deal_is_a_seeded_shoe(client):
    response = client.get("/en/lookup/squeeze/deal/")
    assert response.status_code == 302
    assert re.fullmatch(r"/en/lookup/squeeze/\?seed=\d+", response["Location"])


def test_turning_the_cards_of_a_seeded_coup(client):
    dealt = deal_shoe(7)
    coup = dealt.coups[0]
    start = dealt.starts[0]
    cards = dealt.cards[start : start + coup.cards_used]
    shoe = Shoe.decks(8).remove([dealt.burn_card])
    for turned in range(len(cards) + 1):
        response = client.get("/en/lookup/squeeze/", {"seed": "7", "turned": str(turned)})
        part = text(response)
        so_far = squeeze(cards[:turned], shoe)
        if so_far.coup is None:
            assert wording.chances_sentence(so_far.chances.winners) in part
        else:  # complete: the winner is said once, not a second time as a certainty
            assert wording.winner_sentence(so_far.coup) in part and "nothing is left to turn" not in part
        hands = re.search(r'<ul class="squeeze-hands">(.*?)</ul>', live(response), re.S).group(1)
        shown = re.findall(r'<span class="card[^"]*"[^>]*>([^<]+)</span>', hands)
        assert sorted(rank for rank in shown if rank != "?") == sorted(cards[:turned])
    assert coup.outcome.winner in ("player", "banker", "tie")
    assert wording.winner_sentence(coup) in text(response)


def test_a_third_card_is_not_shown_before_it_is_dealt(client):
    """Five cards in all (the player draws); after two turned, only the first four show face down."""
    response = client.get("/en/lookup/squeeze/", {"cards": "3,K,2,5,8", "turned": "2"})
    assert live(response).count("card--down") == 2
    response = client.get("/en/lookup/squeeze/", {"cards": "3,K,2,5,8", "turned": "4"})
    assert live(response).count("card--down") == 1  # the player's third card, next to turn
    assert "Next to turn: the player’s third card." in text(response)


def test_the_turn_links_work_without_javascript(client):
    response = client.get("/en/lookup/squeeze/", {"cards": "9,9,9,9", "turned": "1"})
    html = response.content.decode()
    assert 'href="?cards=9,9,9,9&amp;turned=2#squeeze-cards"' in html
    assert 'href="?cards=9,9,9,9&amp;turned=0#squeeze-cards"' in html
    response = client.get("/en/lookup/squeeze/", {"cards": "9,9,9,9", "turned": "4"})
    assert "A tie at 8" in text(response)  # 9 and 9 make 8
    assert "data-squeeze-next" not in response.content.decode()


def test_the_bar_is_drawn_from_the_chances_without_inline_styles(client):
    response = client.get("/en/lookup/squeeze/", {"cards": "3,K,2", "turned": "3"})
    html = live(response)
    bar = r'<rect class="chance-bar__\w+" x="[\d.]+" y="0" width="([\d.]+)"'
    widths = [float(width) for width in re.findall(bar, html)]
    assert len(widths) == 3 and abs(sum(widths) - 100) < 0.02
    assert "style=" not in html


def test_the_update_is_the_changing_part_alone(client):
    response = client.get("/en/lookup/squeeze/turn/", {"seed": "7", "turned": "2"})
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="squeeze-live">') and "<html" not in html
    assert response["X-Robots-Tag"] == "noindex"


@pytest.mark.parametrize(
    ("language", "query", "message"),
    [
        ("en", {"cards": "A,Z"}, "“Z” is not a card"),
        ("ko", {"cards": "A,A,A,A,A,A,A"}, "카드는 6장까지만"),
        ("ja", {"cards": "A,Z"}, "というカードはありません"),
        ("en", {"seed": "7", "coup": "999"}, "This shoe deals"),
        ("ko", {"seed": "-1"}, None),
        ("en", {"turned": "x", "cards": "9,9,9,9"}, None),
    ],
)
def test_bad_input_is_a_400_answered_on_the_page(client, language, query, message):
    response = client.get(f"/{language}/lookup/squeeze/", query)
    assert response.status_code == 400
    page = text(response)
    assert 'class="errorlist"' in response.content.decode()
    if message:
        assert message in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_odds_page_has_the_three_tables(client, language):
    response = client.get(f"/{language}/odds/")
    html = response.content.decode()
    assert 'id="squeeze-tables"' in html
    assert wording.percent(0.905475, 2) in text(response) or "90.55" in html  # player total 9, Wizard of Odds
    assert html.count('class="squeeze-grid"') == 6


def test_the_odds_page_tables_follow_the_shoe(client):
    full = text(client.get("/en/odds/", {"decks": "1"}))
    gone = {f"removed_{rank}": "4" for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9")}
    depleted = text(client.get("/en/odds/", {"decks": "1", **gone}))
    assert "For a full shoe of 1 deck" in full
    assert "For the shoe with the cards you removed" in depleted
    assert "cannot occur" in depleted  # only tens and faces left: every total is 0


@pytest.mark.parametrize(
    ("language", "shoe"), [("en", "full 8-deck shoe"), ("ko", "8덱 슈"), ("ja", "配る前の8デッキのシュー")]
)
def test_typed_cards_say_which_shoe_the_chances_are_for(client, language, shoe):
    """A Korean reader (cold read 21): a dealt squeeze says which cards were seen, typed cards said nothing."""
    typed = text(client.get(f"/{language}/lookup/squeeze/", {"cards": "3,K,2,5", "turned": "2"}))
    assert shoe in typed
    dealt = text(client.get(f"/{language}/lookup/squeeze/", {"seed": "12345", "turned": "2"}))
    assert shoe not in dealt, "a dealt coup's shoe has had cards seen: the cards-seen line says so instead"


def test_typed_cards_after_the_coup_are_reported_unused(client):
    response = client.get("/en/lookup/squeeze/", {"cards": "9,9,9,9,A,2", "turned": "4"})
    assert "The coup was over before the last two cards were needed, so they were not used." in text(response)
    response = client.get("/en/lookup/squeeze/", {"cards": "9,9,9,9,A,2", "turned": "2"})
    assert "not used" not in text(response)  # nothing is told before the coup is over


@pytest.mark.parametrize("language", LANGUAGES)
def test_typed_cards_that_stop_short_say_which_card_the_coup_needs(client, language):
    """3,K,2,5: the player (5) draws, so four typed cards cannot finish the coup (the Korean cold read)."""
    from django.utils import translation

    from baccarat.squeeze import Place

    page = live(client.get(f"/{language}/lookup/squeeze/?cards=3,K,2,5&turned=4"))
    with translation.override(language):
        needed = wording.missing_card_sentence(Place.PLAYER_THIRD)
        first = client.get(f"/{language}/lookup/squeeze/?cards=3,K,2,5&turned=0")
        assert translation.gettext("No card turned yet") in live(first)
    assert needed in unescape(page)


def test_a_finished_coup_says_its_winner_once(client):
    page = live(client.get("/en/lookup/squeeze/?cards=9,9,K,K&turned=4"))
    assert "A tie at 9" in page and "nothing is left to turn" not in page


ANY_OTHER_CARD = {
    "en": "Cards that would settle the coup now: 4 for a tie (7.54%), any other card for a player win (92.46%).",
    "ko": "4이면 타이(7.54%), 그 밖의 카드이면 플레이어 승(92.46%)",
    "ja": "4ならタイ（7.54%）、それ以外ならプレイヤーの勝ち（92.46%）",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_when_every_card_settles_the_coup_the_longest_list_is_any_other_card(client, language):
    following = next_cards(["3", "K", "2", "5", "4"])
    assert not following.still_open
    assert len(following.outs[Winner.PLAYER]) == 12 and following.outs[Winner.TIE] == ("4",)
    html = unescape(client.get(f"/{language}/lookup/squeeze/?cards=3,K,2,5,4,8&turned=5").content.decode())
    assert ANY_OTHER_CARD[language] in " ".join(html.split())


def test_outs_that_leave_the_coup_open_are_listed_rank_by_rank(client):
    assert next_cards(["3", "K", "2", "5"]).still_open
    html = unescape(client.get("/en/lookup/squeeze/?cards=3,K,2,5,4,8&turned=4").content.decode())
    assert "10, J, Q or K for a tie (30.83%)" in html and "any other card" not in html


def test_too_many_cards_turned_says_the_most_a_coup_can_have(client):
    """The message writes the limit as a word (cold read round 19): "six" must be the engine's limit."""
    assert MAX_COUP_CARDS == 6
    response = client.get(f"/en/lookup/squeeze/?cards=3,K,2,5,4,8&turned={MAX_COUP_CARDS + 1}")
    assert "A coup has at most six cards to turn." in text(response)
