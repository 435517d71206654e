"""Korean glossary reread from the second round of cold reads (issue 27, notes/reads/ko.md).

The derived roads compare columns of the Big Road, not earlier Big Roads; Lucky 6 is a banker win with a 6;
the pair entries speak of the same number or picture instead of 랭크; the no-commission rule is the usual one,
not the only one; the scoreboard stands beside the table; guests may touch the cards at a squeeze table
but change nothing; the bead plate is six cells high; 크루피에 is spelled as on the chemin de fer page; 밀어내어 is one word; the squeeze changes what we know,
not the result; the stake's amounts are in won and the dealer collects a lost stake; the tableau speaks of
the banker's best play; the tie's stake comes back; the tiger bets also lose when the player wins, and sit
with Lucky 6 and Super 6 because all three are bets on the banker's 6; the even money example names the bet.
The perfect pair's entry says why the suits must be known, and the odds page is called 확률표 as in the menu.

The data is frozen here, as in 0016: each change replaces a passage only where it is still as it was, so an
editor's own changes stay; glossary/data/terms.json has the same text.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "small-road",
        "definition_ko",
        "두 줄 앞의 빅 로드와 비교해",
        "빅 로드에서 두 줄 앞의 줄과 비교해",
    ),
    (
        "cockroach-pig",
        "definition_ko",
        "세 줄 앞의 빅 로드와 비교해",
        "빅 로드에서 세 줄 앞의 줄과 비교해",
    ),
    (
        "lucky-6",
        "definition_ko",
        "뱅커가 합 6에서 이기는 데",
        "뱅커가 합 6으로 이기는 데",
    ),
    (
        "pair",
        "definition_ko",
        "플레이어나 뱅커의 처음 두 장이 같은 랭크(7과 7, K와 K처럼)일 때 이기는 사이드 베팅.",
        "플레이어나 뱅커 가운데 고른 쪽의 처음 두 장이 7과 7, K와 K처럼 같은 숫자나 같은 그림일 때 이기는 사이드 베팅.",
    ),
    (
        "either-pair",
        "explanation_ko",
        "페어는 같은 랭크 두 장입니다.",
        "페어는 숫자나 그림이 같은 두 장입니다.",
    ),
    (
        "no-commission-baccarat",
        "definition_ko",
        "커미션을 받지 않는 대신, 뱅커가 6으로 이기면",
        "커미션을 받지 않는 대신, 흔히 뱅커가 6으로 이기면",
    ),
    (
        "scoreboard",
        "definition_ko",
        "테이블 옆에 서서",
        "테이블 옆에 세워 두고",
    ),
    (
        "midi-baccarat",
        "definition_ko",
        "큰 바카라 테이블과 미니 바카라의 중간 크기 테이블에서",
        "큰 바카라 테이블과 미니 바카라 테이블의 중간 크기 테이블에서",
    ),
    (
        "perfect-pair",
        "definition_ko",
        "처음 두 장이 랭크도 무늬도 같은 두 장이면",
        "처음 두 장이 숫자와 무늬까지 모두 같으면",
    ),
    (
        "perfect-pair",
        "explanation_ko",
        "무늬가 결과를 좌우하는 유일한 베팅이라, 이 사이트는 어떤 카드가 빠졌는지 무늬까지 알 때에만 확률을 계산합니다.",
        "무늬가 결과를 좌우하는 유일한 베팅이라, 확률을 정확히 구하려면 이미 나온 카드의 무늬까지 알아야 합니다.",
    ),
    (
        "super-6",
        "definition_ko",
        "뱅커가 합 6으로 이기는 데 거는 사이드 베팅으로, 카드가 두 장이든 세 장이든 배당이 같은 것.",
        "뱅커가 합 6으로 이기는 데 거는 사이드 베팅. 카드가 두 장이든 세 장이든 배당이 같다.",
    ),
    (
        "super-6",
        "explanation_ko",
        "확률 페이지에서",
        "확률표에서",
    ),
    (
        "baccarat",
        "explanation_ko",
        "손님은 카드를 직접 다루지 않고, 플레이어가 이길지,",
        "손님이 카드를 만지는 테이블도 있지만 결과에는 영향이 없고, 손님은 플레이어가 이길지,",
    ),
    (
        "bead-plate",
        "explanation_ko",
        "여섯 줄로 그린다고 해서",
        "여섯 칸 높이로 적는다고 해서",
    ),
    (
        "small-road",
        "example_ko",
        "스몰 로드는 빨강과 파랑이",
        "스몰 로드에는 빨강과 파랑이",
    ),
    (
        "dealer",
        "explanation_ko",
        "‘크루피어’",
        "‘크루피에’",
    ),
    (
        "shoe",
        "explanation_ko",
        "밀어 내어",
        "밀어내어",
    ),
    (
        "squeeze",
        "explanation_ko",
        "그래도 늘어나는 것은 알게 되는 것뿐이고, 카드 자체는 슈를 섞은 순간 이미 정해져 있습니다.",
        "그래도 달라지는 것은 우리가 아는 정보일 뿐, 결과는 슈를 섞은 순간 이미 정해져 있습니다.",
    ),
    (
        "stake",
        "explanation_ko",
        "뱅커에 20을 걸어 이기면 배당으로 19(1 대 1에서 커미션 5%를 뺀 금액)가 지급되고, 건 20은 돌려받습니다.",
        "뱅커에 20,000원을 걸어 이기면 배당으로 19,000원(1 대 1에서 커미션 5%를 뺀 금액)이 지급되고, 건 20,000원은 돌려받습니다.",
    ),
    (
        "stake",
        "explanation_ko",
        "진 베팅은 베팅 금액을 딜러가 거둡니다.",
        "진 베팅은 딜러가 베팅 금액을 거둡니다.",
    ),
    (
        "stake",
        "example_ko",
        "타이에 건 50이 8 대 1로 이겨서 배당 400이 지급되고, 베팅 금액 50도 돌려받았습니다.",
        "타이에 건 50,000원이 8 대 1로 이겨서 배당 400,000원이 지급되고, 베팅 금액 50,000원도 돌려받았습니다.",
    ),
    (
        "tableau",
        "explanation_ko",
        "게임 이론으로 구한 최적의 뱅커는 대부분의 칸에서 푼토 방코 표와 똑같이 하고, 몇몇 칸에서만 다르게 합니다.",
        "게임 이론으로 구한 뱅커의 최적 플레이는 대부분의 칸에서 푼토 방코 표와 같고, 몇몇 칸에서만 다릅니다.",
    ),
    (
        "tie",
        "example_ko",
        "뱅커에 건 칩은 그대로 돌려받았습니다.",
        "뱅커에 건 칩은 그대로 돌아왔습니다.",
    ),
    (
        "tiger",
        "explanation_ko",
        "두 베팅 모두 뱅커가 6으로 비기거나 다른 합으로 이기면 집니다. 같은 판을 카드 장수로 나눈 것이라 럭키 6, 슈퍼 6과 함께 놓이는 경우가 많습니다.",
        "두 베팅 모두 플레이어가 이기거나, 뱅커가 6으로 비기거나 다른 합으로 이기면 집니다. 뱅커의 6에 거는 베팅이라는 점에서 럭키 6, 슈퍼 6과 같은 갈래여서, 노 커미션 테이블에 함께 놓이는 경우가 많습니다.",
    ),
    (
        "even-money",
        "example_ko",
        "플레이어가 이겨서 10,000원을 건 손님은 이븐 머니로 10,000원을 받았습니다.",
        "플레이어에 10,000원을 건 손님은 플레이어가 이겨 이븐 머니로 10,000원을 받았습니다.",
    ),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0017_japanese_glossary_fixes")]

    operations = [migrations.RunPython(forwards, backwards)]
