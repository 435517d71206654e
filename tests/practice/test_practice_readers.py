"""Practice answers judged one way (issue 26, point 5): the server reads every typed amount, with its currency
($48, 48원, 48円), says what is wrong with a minus sign or a 26-digit number, and the timed round's hint names
the keys that move it on."""

import re
from html import unescape

import pytest
from django.urls import reverse
from django.utils import translation

from practice import state

pytestmark = pytest.mark.django_db


def url(language, slug):
    with translation.override(language):
        return reverse("practice:drill", args=[slug])


def token_of(response):
    return unescape(re.search(r'data-state="([^"]+)"', response.content.decode()).group(1))


def amount_asked(response):
    with translation.override("en"):
        return state.loads(token_of(response)).question.current_step().answer


def answer(client, language, response, typed):
    return client.post(url(language, "commission"), {"state": token_of(response), "answer": typed})


def text(response):
    return unescape(re.sub(r"<[^>]+>", " ", response.content.decode()))


@pytest.mark.parametrize(
    ("language", "typed"), [("ko", "{}원"), ("ja", "{}円"), ("en", "${}"), ("en", "＄{} "), ("ko", "{} 원")]
)
def test_an_amount_with_its_currency_is_read(client, language, typed):
    response = client.get(url(language, "commission"))
    graded = answer(client, language, response, typed.format(amount_asked(response)))
    assert graded.status_code == 200
    assert {"ko": "정답", "ja": "正解", "en": "Right."}[language] in text(graded)


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("ko", "금액은 0보다 작을 수 없습니다. 마이너스 기호 없이 입력하세요."),
        ("ja", "金額はマイナスになりません。マイナス記号を付けずに入力してください。"),
        ("en", "An amount can’t be negative: type it without a minus sign."),
    ],
)
@pytest.mark.parametrize("typed", ["-19", "−19", "－19"])
def test_a_negative_amount_is_told_about_its_sign(client, language, message, typed):
    response = client.get(url(language, "commission"))
    refused = answer(client, language, response, typed)
    assert refused.status_code == 400
    assert message in text(refused)


def test_a_26_digit_amount_is_refused_before_it_is_graded(client):
    response = client.get(url("en", "commission"))
    refused = answer(client, "en", response, "1" * 26)
    assert refused.status_code == 400
    assert "more than any bet here could pay" in text(refused)
    assert 'aria-invalid="true"' in refused.content.decode(), "the same question, its field marked"
    assert amount_asked(refused) == amount_asked(response)


@pytest.mark.parametrize(
    ("language", "hint"),
    [
        ("ko", "키보드: 답에 적힌 숫자 키로 고르면 곧바로 다음 문제로 넘어갑니다."),
        ("ja", "キーボード：ボタンに書かれた数字キーで選ぶと、すぐに次の問題に進みます。"),
        ("en", "Keyboard: press an answer’s number to choose it, and the next decision follows at once."),
    ],
)
def test_the_timed_rounds_hint_names_the_keys_that_move_it_on(client, language, hint):
    html = text(client.get(url(language, "timed")))
    assert hint in html
    assert "Enter" not in html.split(hint)[0].rsplit("practice-keys", 1)[-1]
