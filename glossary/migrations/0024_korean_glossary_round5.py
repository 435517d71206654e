"""Korean glossary fixes from the fourth native read (issue 27, notes/reads/ko4_rest.md).

중국점 is the Korean name of the three derived roads together, not another name of one of them: it leaves
the alias lists of Big Eye Boy, Small Road and Cockroach Pig, and each definition names it instead (so a
search for 중국점 still finds all three). The rest is wording: no new fact or figure.

The data is frozen here, as in 0020: a passage changes only where it is still as it was, so an editor's
own change stays; glossary/data/terms.json has the same text.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "big-eye-boy",
        "aliases_ko",
        "중국점(세 파생 표를 묶어 부르는 말)",
        "",
    ),
    (
        "small-road",
        "aliases_ko",
        "중국점(세 파생 표를 묶어 부르는 말)",
        "",
    ),
    (
        "cockroach-pig",
        "aliases_ko",
        "중국점(세 파생 표를 묶어 부르는 말)",
        "",
    ),
    (
        "big-eye-boy",
        "definition_ko",
        "빅 로드의 새 기록이 바로 앞 줄의 모양을 되풀이하는지를 빨강과 파랑으로 적는 첫 번째 파생 표.",
        "한국에서 중국점이라고 묶어 부르는 세 파생 표 가운데 첫 번째로, 빅 로드의 새 기록이 바로 앞 줄의 모양을 되풀이하는지를 빨강과 파랑으로 적는 표.",
    ),
    (
        "small-road",
        "definition_ko",
        "빅 아이 보이와 같은 방식으로, 빅 로드에서 두 줄 앞의 줄과 비교해 적는 두 번째 파생 표.",
        "한국에서 중국점이라고 묶어 부르는 세 파생 표 가운데 두 번째로, 빅 아이 보이와 같은 방식으로 빅 로드에서 두 줄 앞의 줄과 비교해 적는 표.",
    ),
    (
        "cockroach-pig",
        "definition_ko",
        "빅 로드에서 세 줄 앞의 줄과 비교해 빨강과 파랑의 사선으로 적는 세 번째 파생 표.",
        "한국에서 중국점이라고 묶어 부르는 세 파생 표 가운데 세 번째로, 빅 로드에서 세 줄 앞의 줄과 비교해 빨강과 파랑의 사선으로 적는 표.",
    ),
    (
        "big-eye-boy",
        "explanation_ko",
        "첫 칸)부터 적습니다. 한국에서는 세 파생 표를 묶어 중국점이라고 부릅니다.",
        "첫 칸)부터 적습니다.",
    ),
    (
        "small-road",
        "explanation_ko",
        "첫 칸)부터 적습니다. 한국에서는 세 파생 표를 묶어 중국점이라고 부릅니다.",
        "첫 칸)부터 적습니다.",
    ),
    (
        "cockroach-pig",
        "explanation_ko",
        "영어 이름은 ‘바퀴벌레 돼지’라는 뜻이고, 한국에서는 세 파생 표를 묶어 중국점이라고 부릅니다.",
        "영어 이름은 ‘바퀴벌레 돼지’라는 뜻입니다.",
    ),
    (
        "payout",
        "explanation_ko",
        "반대로 0.5 대 1은 건 돈의 절반만 받는 배당입니다.",
        "또 0.5 대 1은 건 돈의 절반만 받는 배당입니다.",
    ),
    (
        "even-money",
        "explanation_ko",
        "노 커미션 바카라의 뱅커 베팅은 뱅커가 6으로 이긴 경우를 빼면 이븐 머니로 지급됩니다.",
        "흔한 노 커미션 바카라에서는 뱅커가 6으로 이긴 경우만 빼고 뱅커 베팅을 이븐 머니로 지급합니다.",
    ),
    (
        "no-commission-baccarat",
        "explanation_ko",
        "뱅커가 이기면 1 대 1로 지급하되,",
        "가장 흔한 방식에서는 뱅커가 이기면 1 대 1로 지급하되,",
    ),
    (
        "baccarat-banque",
        "explanation_ko",
        "한 사람이 오랫동안 뱅커를 맡고,",
        "한 사람이 계속 뱅커를 맡고,",
    ),
    (
        "baccarat-banque",
        "explanation_ko",
        "뱅커가 테이블을 돌며 바뀌는 슈맹 드 페르와 달리 뱅커가 자리를 지킵니다.",
        "뱅커 자리가 손님 사이를 돌아가는 슈맹 드 페르와 달리, 바카라 방크에서는 뱅커가 바뀌지 않습니다.",
    ),
    (
        "dragon-bonus",
        "example_ko",
        "두 쪽 모두 합 0에서 세 번째 카드를 받았고, 플레이어가 9가 되어 합 0인 뱅커를 이기자 플레이어 드래곤 보너스에 30 대 1이 지급되었습니다.",
        "두 쪽 모두 합 0에서 세 번째 카드를 받았는데, 플레이어는 9가 되고 뱅커는 그대로 0이어서, 9점 차로 이긴 플레이어 드래곤 보너스에 30 대 1이 지급되었습니다.",
    ),
    (
        "tableau",
        "explanation_ko",
        "슈맹 드 페르에서는 선택하는 사람이 표를 벗어날 수 있습니다.",
        "슈맹 드 페르에서는 패를 쥔 사람이 정해진 경우에 표와 다르게 플레이할 수 있습니다.",
    ),
    (
        "side-bet",
        "explanation_ko",
        "드물게 나오는 결과를 맞히는 베팅이라 배당이 큽니다.",
        "대부분 드물게 나오는 결과를 맞히는 베팅이라 배당이 큽니다(빅 앤드 스몰의 빅처럼 배당이 1 대 1보다 낮은 것도 있습니다).",
    ),
    (
        "ask-the-road",
        "explanation_ko",
        "빅 로드에 결과 하나를 더해 보고 파생 표의 규칙을 적용하면 그대로 얻을 수 있습니다.",
        "빅 로드에 결과를 하나 더 적었다고 치고 파생 표의 규칙을 적용하면 누구나 똑같이 구할 수 있습니다.",
    ),
    (
        "super-6",
        "example_ko",
        "뱅커가 세 번째 카드로 6을 만들어 플레이어의 5를 이기자,",
        "뱅커가 세 번째 카드를 받아 합 6을 만들고 플레이어의 5를 이기자,",
    ),
    (
        "outs",
        "example_ko",
        "플레이어의 두 장 합이 5, 뱅커의 첫 카드가 10일 때 뱅커의 두 번째 카드에서 아웃츠는 8과 9입니다.",
        "플레이어의 두 장 합이 5이고 뱅커의 첫 카드가 10일 때, 뱅커의 두 번째 카드가 8이나 9면 뱅커가 내추럴로 바로 이기므로 아웃츠는 8과 9입니다.",
    ),
    (
        "pair",
        "explanation_ko",
        "7과 7, K와 K는 페어이지만, 점수가 똑같이 0인 K와 10은 페어가 아닙니다.",
        "다만 점수가 똑같이 0이어도 K와 10은 페어가 아닙니다.",
    ),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0023_japanese_glossary_last")]

    operations = [migrations.RunPython(forwards, backwards)]
