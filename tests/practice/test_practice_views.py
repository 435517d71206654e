"""The practice pages through the Django test client: the no-JavaScript path, graded by the server."""

import json
import re
import time
from dataclasses import replace
from html import unescape

import pytest
from django.urls import reverse
from django.utils import translation

from practice import drills, state
from tests.helpers import LANGUAGES

pytestmark = pytest.mark.django_db
DRILL_SLUGS = list(drills.DRILLS)


def url(language, slug=None):
    with translation.override(language):
        return reverse("practice:drill", args=[slug]) if slug else reverse("practice:index")


def token_of(response):
    return unescape(re.search(r'data-state="([^"]+)"', response.content.decode()).group(1))


def question_of(response):
    return state.loads(token_of(response)).question


def right_answer(response):
    with translation.override("en"):
        return question_of(response).current_step().answer


def wrong_answer(response):
    with translation.override("en"):
        step = question_of(response).current_step()
    if not step.choices:
        return str(int(step.answer) + 1)
    return next(value for value, _label in step.choices if value != step.answer)


def post(client, language, slug, response, **data):
    return client.post(url(language, slug), {"state": token_of(response), **data})


def text(response):
    return unescape(re.sub(r"<[^>]+>", " ", response.content.decode()))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_practice_page_lists_the_drills_and_is_in_the_navigation(client, language):
    response = client.get(url(language))
    assert response.status_code == 200
    html = response.content.decode()
    for slug in DRILL_SLUGS:
        assert f'href="{url(language, slug)}"' in html
    assert f'<a href="{url(language)}" aria-current="page">' in html


def test_the_sitemap_lists_the_practice_page_in_every_language(client):
    xml = client.get("/sitemap.xml").content.decode()
    for language in LANGUAGES:
        assert f"/{language}/practice/</loc>" in xml


@pytest.mark.parametrize("slug", DRILL_SLUGS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_drill_opens_with_a_question_and_sets_no_cookie(client, language, slug):
    response = client.get(url(language, slug))
    assert response.status_code == 200
    assert not response.cookies
    assert "no-store" in response["Cache-Control"]
    assert question_of(response).drill == slug
    assert 'name="answer"' in response.content.decode()


def test_an_unknown_drill_is_not_found(client):
    assert client.get("/en/practice/roulette/").status_code == 404


def test_a_right_answer_is_graded_by_the_server_then_the_next_step_follows(client):
    first = client.get(url("en", "draw-or-stand"))
    question = question_of(first)
    graded = post(client, "en", "draw-or-stand", first, answer=right_answer(first))
    assert graded.status_code == 200
    assert "Right." in text(graded)
    assert 'autofocus aria-describedby="practice-feedback"' in graded.content.decode()
    saved = state.loads(token_of(graded))
    assert saved.turn == 1 and saved.cells["natural"][2:] == [1, 0]
    following = post(client, "en", "draw-or-stand", graded)
    assert question_of(following) == replace(question, step=1) or question_of(following).step == 0


def test_a_wrong_answer_shows_the_right_one_the_rule_and_the_banker_table_cell(client):
    response = client.get(url("en", "banker-table"))
    banker, column = question_of(response).cell.split(":")[1:]
    graded = post(client, "en", "banker-table", response, answer=wrong_answer(response))
    html = graded.content.decode()
    assert "Not quite: the right answer is" in text(graded)
    assert f"row {banker} (the banker’s total)" in text(graded)
    current = re.findall(r'<td class="[a-z]+ is-current" data-column="([^"]+)"', html)
    assert current == [column]
    assert 'href="/en/guides/third-card-rules/#banker-' in html
    assert state.loads(token_of(graded)).cells[f"banker:{banker}:{column}"][0] == 0, "back to the first box"


def test_a_whole_coup_without_javascript(client):
    response = client.get(url("en", "draw-or-stand"))
    cards = question_of(response).cards
    asked = []
    for _step in range(4):
        question = question_of(response)
        if question.cards != cards:
            break
        asked.append(question.current_step().cell)
        response = post(client, "en", "draw-or-stand", response, answer=right_answer(response))
        assert "Right." in text(response)
        response = post(client, "en", "draw-or-stand", response)
    assert asked[0] == "natural" and asked[-1] == "winner"
    assert question_of(response).cards != cards, "a new coup is dealt"
    assert "Your accuracy, rule by rule" in text(response)


def test_with_go_on_the_server_still_grades_and_goes_straight_to_the_next_step(client):
    response = client.get(url("en", "banker-table"))
    cell = question_of(response).cell
    following = post(client, "en", "banker-table", response, answer=wrong_answer(response), go_on="1")
    html = following.content.decode()
    assert "is-wrong" not in html, "no feedback page: the script showed the verdict"
    assert 'name="answer"' in html
    assert state.loads(token_of(following)).cells[cell][3] == 1, "recorded as wrong, whatever the page said"


def test_a_payout_asks_the_result_then_the_amount_paid(client):
    response = client.get(url("en", "payouts"))
    for _attempt in range(50):
        if question_of(response).steps()[0].answer == "win":
            break
        response = client.get(url("en", "payouts"))
    question = question_of(response)
    response = post(client, "en", "payouts", response, answer="win", go_on="1")
    assert question_of(response) == replace(question, step=1)
    assert 'inputmode="numeric"' in response.content.decode()
    amount = right_answer(response)
    full_width = "".join(chr(ord(digit) + 0xFEE0) for digit in amount)
    graded = post(client, "en", "payouts", response, answer=full_width)
    assert "Right." in text(graded)
    assert "is returned with it" in text(graded)


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("ko", "처음부터 다시 시작합니다"),
        ("ja", "最初からやり直します"),
        ("en", "so you are starting afresh"),
    ],
)
def test_a_tampered_state_gets_a_message_in_the_readers_language_and_a_fresh_start(client, language, message):
    response = client.get(url(language, "draw-or-stand"))
    token = token_of(response)
    tampered = token[:-3] + ("x" if token[-3] != "x" else "y") + token[-2:]
    for bad in [tampered, "garbage", "", "a" * 5000]:
        fresh = client.post(url(language, "draw-or-stand"), {"state": bad, "answer": "yes"})
        assert fresh.status_code == 400
        assert message in text(fresh)
        assert state.loads(token_of(fresh)).turn == 0
        assert 'name="answer"' in fresh.content.decode()


def test_an_expired_state_is_dropped_with_a_message(client, monkeypatch):
    response = client.get(url("ja", "banker-table"))
    later = time.time() + state.MAX_AGE.total_seconds() + 60
    monkeypatch.setattr(time, "time", lambda: later)
    fresh = post(client, "ja", "banker-table", response, answer="draw")
    assert fresh.status_code == 200
    assert "記録は古すぎるため" in text(fresh)


@pytest.mark.parametrize(
    ("language", "message"), [("ko", "버튼 가운데"), ("ja", "ボタンのどれか"), ("en", "choose one")]
)
def test_an_answer_that_is_not_a_choice_is_a_400_in_the_readers_language(client, language, message):
    response = client.get(url(language, "banker-table"))
    refused = post(client, language, "banker-table", response, answer="maybe")
    assert refused.status_code == 400
    assert message in text(refused)
    assert question_of(refused) == question_of(response), "the same question again"


def test_an_amount_that_is_not_a_number_is_a_400(client):
    response = client.get(url("en", "commission"))
    refused = post(client, "en", "commission", response, answer="a lot")
    assert refused.status_code == 400
    assert "Type the amount as a whole number" in text(refused)


@pytest.mark.parametrize(
    ("language", "message"),
    [("ko", "금액을 입력해 주세요."), ("ja", "金額を入力してください。"), ("en", "Type an amount")],
)
def test_an_empty_amount_asks_for_one_rather_than_for_another_format(client, language, message):
    response = client.get(url(language, "commission"))
    refused = post(client, language, "commission", response, answer="")
    assert refused.status_code == 400
    assert message in text(refused)
    assert question_of(refused) == question_of(response), "the same question again"


def test_the_page_gives_the_script_the_engines_answer_and_no_inline_script(client):
    response = client.get(url("en", "banker-table"))
    html = response.content.decode()
    data = json.loads(re.search(r'<script id="practice-answers" type="application/json">(.*?)</script>', html).group(1))
    assert data["answer"] == right_answer(response)
    assert data["verdicts"][0] == "Right."
    scripts = re.findall(r"<script(?![^>]*application/json)[^>]*>(.*?)</script>", html, re.S)
    assert all(not body.strip() for body in scripts)


def test_a_timed_round_reports_decisions_a_minute_and_accuracy(client, monkeypatch):
    clock = [1_000_000.0]
    monkeypatch.setattr(time, "time", lambda: clock[0])
    response = client.get(url("en", "timed"))
    for number in range(drills.TIMED_ROUND):
        assert f"Decision {number + 1} of {drills.TIMED_ROUND}" in text(response)
        clock[0] += 3
        right = bool(number % 4)
        answer = right_answer(response) if right else wrong_answer(response)
        response = post(client, "en", "timed", response, answer=answer)
        assert response.status_code == 200
        said = "right." if right else "not quite. The answer was"
        assert f"Decision {number + 1}: {said}" in text(response), "the verdict names the decision it was"
    said = "You made 20 decisions in 60 seconds (20 a minute), and 75% of them were right."
    assert said in " ".join(text(response).split())
    again = post(client, "en", "timed", response)
    assert "Decision 1 of 20" in text(again)


def test_a_round_timed_at_one_second_says_second(client, monkeypatch):
    """A reader's script answered the round within a second: "20 decisions in 1 seconds"."""
    clock = [1_000_000.0]
    monkeypatch.setattr(time, "time", lambda: clock[0])
    response = client.get(url("en", "timed"))
    for _number in range(drills.TIMED_ROUND):
        clock[0] += 0.04
        response = post(client, "en", "timed", response, answer=right_answer(response))
    assert "20 decisions in 1 second (1,200 a minute)" in " ".join(text(response).split())


def test_switching_drills_keeps_the_progress(client):
    response = client.get(url("en", "banker-table"))
    response = post(client, "en", "banker-table", response, answer=right_answer(response))
    switched = post(client, "en", "commission", response)
    assert question_of(switched).drill == "commission"
    assert state.loads(token_of(switched)).turn == 1
    assert "The banker&#x27;s table" in switched.content.decode() or "The banker’s table" in text(switched)


def payload_as_anyone_reads_it(token):
    """What the token says to someone without the key: its signature proves, it does not hide."""
    import base64
    import zlib

    body = token.split(":")[0].removeprefix(".")
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))))


@pytest.mark.parametrize("slug", ["draw-or-stand", "payouts"])
def test_the_token_does_not_reveal_the_coups_cards(client, slug):
    """Issue 25: the cards to come (the third cards) could be read from the token before answering."""
    sealed = set()
    for _ in range(20):
        response = client.get(url("en", slug))
        cards = question_of(response).cards
        readable = payload_as_anyone_reads_it(token_of(response))["question"]["cards"]
        assert readable != list(cards) and all(isinstance(number, int) for number in readable)
        sealed.add(tuple(readable))
    assert len(sealed) == 20


def test_a_timed_answer_can_be_given_once_per_token(client):
    """Posting the same state again with another answer grades nothing: no retrying answer by answer."""
    page = client.get(url("en", "timed"))
    first = post(client, "en", "timed", page, answer=wrong_answer(page))
    assert first.status_code == 200 and state.loads(token_of(first)).timed.asked == 1
    again = post(client, "en", "timed", page, answer=right_answer(page))
    assert again.status_code == 409 and "already answered" in text(again)
    replayed = state.loads(token_of(again))
    assert replayed.timed.asked == 0 and replayed.timed.right == 0, "the retry was not counted"


def signed(data):
    from django.core import signing

    return signing.dumps(data, salt=state.SALT, compress=True)


@pytest.mark.parametrize(
    "changes",
    [
        {"turn": "3"},
        {"cells": {"natural": "box 2"}},
        {"cells": ["natural"]},
        {"timed": {"start": "yesterday", "asked": 1, "right": 0}},
        {"timed": {"start": 1.5, "asked": 1, "right": 0, "extra": 1}},
        {"question": {"drill": "payouts", "cards": ["x"], "bet": "banker", "stake": 40, "step": 0}},
        {"question": {"drill": "payouts", "cards": [1, 2, 3, 4, 5, 6], "bet": "no such bet", "stake": 40, "step": 0}},
        {"question": {"drill": "payouts", "cards": [1, 2, 3, 4, 5, 6], "bet": "banker", "stake": 40, "step": 99}},
        {"question": {"drill": "banker-table", "cell": ["banker", 3]}},
        {"question": {"drill": ["payouts"]}},
        {"ticket": 5},
    ],
)
def test_a_signed_state_of_the_wrong_shape_is_a_400_not_a_500(client, changes):
    data = {**state.fresh().as_json(), **changes}
    response = client.post(url("ko", "payouts"), {"state": signed(data), "answer": "1"})
    with translation.override("ko"):
        notice = translation.gettext(
            "Your saved progress could not be read (it may have been altered or cut off), so you are starting afresh."
        )
    assert response.status_code == 400 and notice in text(response)


def test_practice_without_javascript_goes_on_through_the_sealed_token(client):
    page = client.get(url("ja", "draw-or-stand"))
    answered = post(client, "ja", "draw-or-stand", page, answer=right_answer(page))
    assert answered.status_code == 200 and state.loads(token_of(answered)).turn == 1


@pytest.mark.parametrize(("language", "space"), [("ja", ""), ("ko", ""), ("en", " ")])
def test_a_rule_to_relearn_is_noted_in_brackets_as_each_language_sets_them(client, language, space):
    response = client.get(url(language, "banker-table"))
    graded = post(client, language, "banker-table", response, answer=wrong_answer(response))
    label = re.search(r'<th scope="row">([^<]*)<span class="practice-learning">', graded.content.decode()).group(1)
    assert label.strip() and label == label.rstrip() + space, "ja and ko set a bracket against the word before it"
