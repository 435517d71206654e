"""Korean glossary fixes from the third cold read (issue 27, notes/reads/ko2.md).

The three derived roads list 중국점 as what it is, the name for all three together; Super 6's definition
ends as a definition; only punto banco always has two hands (baccarat banque has two player hands); the
roads page is 로드맵 as in the menu; a push is the stake coming back, not the stake; the squeeze paragraphs
say that the numbers stay as they are and only what we know changes; the third-card entry says why the
table is worth knowing right after the rule, not after the notation; the ask-the-road and commission
examples say "more likely to win" and "bet on the banker". No new fact or figure.

The data is frozen here, as in 0018: each change replaces a passage only where it is still as it was, so an
editor's own changes stay; glossary/data/terms.json has the same text. The natural entry is left alone (a
test pins its history).
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "big-eye-boy",
        "aliases_ko",
        "중국점",
        "중국점(세 파생 표를 묶어 부르는 말)",
    ),
    (
        "small-road",
        "aliases_ko",
        "중국점",
        "중국점(세 파생 표를 묶어 부르는 말)",
    ),
    (
        "cockroach-pig",
        "aliases_ko",
        "중국점",
        "중국점(세 파생 표를 묶어 부르는 말)",
    ),
    (
        "super-6",
        "definition_ko",
        "뱅커가 합 6으로 이기는 데 거는 사이드 베팅. 카드가 두 장이든 세 장이든 배당이 같다.",
        "뱅커가 합 6으로 이기는 데 거는 사이드 베팅(카드가 두 장이든 세 장이든 배당이 같음).",
    ),
    (
        "hand",
        "explanation_ko",
        "바카라의 패는 언제나 둘, 플레이어 패와 뱅커 패뿐입니다.",
        "푼토 방코의 패는 언제나 둘, 플레이어 패와 뱅커 패뿐입니다(바카라 방크에서는 플레이어 패가 둘입니다).",
    ),
    (
        "big-road",
        "explanation_ko",
        "이 사이트의 로드 페이지는",
        "이 사이트의 로드맵 페이지는",
    ),
    (
        "push",
        "explanation_ko",
        "바카라에서 가장 흔한 푸시는 타이가 났을 때 플레이어와 뱅커에 건 돈입니다.",
        "바카라에서 가장 흔한 푸시는 타이가 났을 때 플레이어나 뱅커에 건 돈이 그대로 돌아오는 경우입니다.",
    ),
    (
        "squeeze",
        "explanation_ko",
        "하지만 스퀴즈로 달라지는 것은 없습니다. 카드는 이미 정해져 있고, 어떻게 뒤집어도 숫자는 바뀌지 않습니다.",
        "하지만 스퀴즈를 한다고 달라지는 것은 없습니다. 어떻게 뒤집어도 카드의 숫자는 그대로입니다.",
    ),
    (
        "squeeze",
        "explanation_ko",
        "카드를 한 장씩 뒤집을 때마다 플레이어, 뱅커, 타이의 확률은 달라집니다. 그래도 달라지는 것은 우리가 아는 정보일 뿐, 결과는 슈를 섞은 순간 이미 정해져 있습니다.",
        "카드를 한 장씩 확인할 때마다 플레이어, 뱅커, 타이의 확률은 새로 계산되지만, 바뀌는 것은 우리가 아는 정보일 뿐 결과가 아닙니다.",
    ),
    (
        "third-card",
        "explanation_ko",
        "세 번째 카드 규칙은 바카라에서 가장 복잡해 보이는 부분이지만, 모두 딜러가 표대로 처리합니다. 내추럴이 없으면 플레이어의 규칙을 먼저 적용하고, 이어서 뱅커의 규칙을 적용합니다.\n\n이 용어집에서는 세 번째 카드를 점수 0~9로 적습니다(10과 그림 카드는 0). 같은 카드를 10으로 적는 표도 있지만 가리키는 규칙은 같습니다. 외울 필요는 없지만, 알아 두면 딜러가 마음대로 카드를 주는 것이 아님을 알 수 있습니다.",
        "세 번째 카드 규칙은 바카라에서 가장 복잡해 보이는 부분이지만, 모두 딜러가 표대로 처리합니다. 내추럴이 없으면 플레이어의 규칙을 먼저 적용하고, 이어서 뱅커의 규칙을 적용합니다. 표를 외울 필요는 없지만, 알아 두면 딜러가 마음대로 카드를 주는 것이 아님을 알 수 있습니다.\n\n이 용어집에서는 세 번째 카드를 점수 0~9로 적습니다(10과 그림 카드는 0). 같은 카드를 10으로 적는 표도 있지만 가리키는 규칙은 같습니다.",
    ),
    (
        "ask-the-road",
        "example_ko",
        "그렇다고 뱅커가 더 잘 이기는 것은 아닙니다.",
        "그렇다고 뱅커가 이길 확률이 높아지는 것은 아닙니다.",
    ),
    (
        "commission",
        "example_ko",
        "뱅커로 이긴 손님에게",
        "뱅커에 걸어 이긴 손님에게",
    ),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0019_japanese_glossary_reread")]

    operations = [migrations.RunPython(forwards, backwards)]
