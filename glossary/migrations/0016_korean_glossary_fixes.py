"""Korean glossary fixes from the cold read (issue 27).

출목표 names the record of results, the roadmaps together (slottimes.net, "카지노 바카라 베팅 시 출목표 꼭 봐야
할까?"; bethelp247.com, "바카라 매의 종류"), so the alias moves from the scoreboard to the roadmap. 쪼기 could
not be confirmed at a source and leaves the squeeze's aliases and the outs' explanation. The house edge is
what the casino keeps on average; the dragon tail turns from the seventh result of a run; the option on
five is called 5의 선택, as on the chemin de fer page; two calques in the squeeze's text are rewritten.
The half pay reads 0.5 대 1; a side bet costs much because its payout is small for its chance; the stake's
entry speaks of 배, not "9 for 1"; the mini baccarat entry no longer recommends watching; the examples say
"a total of 3 draws a 3" instead of "3 from 3"; 중국점 1군/2군/3군 is not tied to one road (no source maps
them); the Big Road says this site draws the player's wins as blue squares; one definition style.

The data is frozen here. Each change replaces a passage only where it is still as it was (an empty field
only while it is empty), so an editor's own changes stay; glossary/data/terms.json has the same text.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    ("scoreboard", "aliases_ko", "출목표", ""),
    ("roadmap", "aliases_ko", "", "출목표"),
    (
        "scoreboard",
        "explanation_ko",
        "한국 카지노에서는 흔히 출목표라고 부릅니다. 빅 로드를 비롯한 로드맵과",
        "빅 로드를 비롯한 로드맵과",
    ),
    (
        "scoreboard",
        "explanation_ko",
        "전광판은 게임을 보는 재미를 더하는 장치이지 정보가 아닙니다.",
        "전광판은 게임을 따라가기 쉽게 해 줄 뿐, 다음 판에 대해서는 아무것도 알려 주지 않습니다.",
    ),
    (
        "roadmap",
        "explanation_ko",
        "많은 손님이 이 표들에서 패턴을 찾으려 합니다.",
        "한국 카지노에서는 이 표들을 통틀어 흔히 출목표라고 부르며, 많은 손님이 여기서 패턴을 찾으려 합니다.",
    ),
    ("squeeze", "aliases_ko", "쪼이, 쪼기", "쪼이"),
    (
        "squeeze",
        "explanation_ko",
        "하지만 스퀴즈는 의례일 뿐 결정이 아닙니다.",
        "하지만 스퀴즈로 달라지는 것은 없습니다.",
    ),
    (
        "squeeze",
        "explanation_ko",
        "카드를 한 장씩 뒤집을 때마다 플레이어, 뱅커, 타이의 확률은 움직입니다. 그래도 바뀌는 것은 우리가 아는 것뿐이고, 카드 자체는 셔플이 끝난 순간 이미 정해져 있습니다.",
        "카드를 한 장씩 뒤집을 때마다 플레이어, 뱅커, 타이의 확률은 달라집니다. 그래도 늘어나는 것은 알게 되는 것뿐이고, 카드 자체는 슈를 섞은 순간 이미 정해져 있습니다.",
    ),
    ("outs", "explanation_ko", "스퀴즈(쪼기)를 하면서", "스퀴즈를 하면서"),
    (
        "house-edge",
        "definition_ko",
        "한 베팅에서 카지노가 장기적으로 평균해 가져가는 몫을 건 금액에 대한 비율로 나타낸 값.",
        "한 베팅에 건 금액 가운데 카지노가 평균적으로 가져가는 몫의 비율.",
    ),
    (
        "dragon-tail",
        "definition_ko",
        "표의 맨 아랫줄까지 내려간 긴 연승이 오른쪽으로 꺾여 이어지는 모양.",
        "빅 로드의 여섯 칸을 다 채운 연승이 맨 아래 칸을 따라 오른쪽으로 꺾여 이어지는 모양.",
    ),
    (
        "dragon-tail",
        "explanation_ko",
        "그래서 같은 쪽이 일곱 번 넘게 잇달아 이기면, 일곱 번째 기록부터는 맨 아랫줄을 따라 오른쪽으로 이어 적습니다. 꺾인 꼬리가 먼저 자리를 차지한 칸을 만나면, 다음 연승은 그 위 칸에서 오른쪽으로 꺾입니다.",
        "그래서 같은 쪽이 일곱 번 이상 잇달아 이기면, 일곱 번째 결과부터는 맨 아래 칸을 따라 오른쪽으로 이어 적습니다. 앞선 꼬리가 맨 아래 칸을 차지하고 있으면, 다음 연승은 그 바로 위 칸에서 오른쪽으로 꺾습니다.",
    ),
    ("option-on-five", "term_ko", "플레이어의 5 선택", "5의 선택"),
    (
        "card-values",
        "definition_ko",
        "바카라에서 카드 한 장을 몇으로 치는지 나타내는 수. A는 1점, 2~9는 적힌 숫자 그대로, 10·J·Q·K는 0점.",
        "바카라에서 카드 한 장을 몇으로 치는지 나타내는 수(A는 1점, 2~9는 적힌 숫자 그대로, 10·J·Q·K는 0점).",
    ),
    (
        "payout",
        "definition_ko",
        "이긴 베팅에 지급하는 금액. ‘N 대 1’은 1을 걸어 이기면 N을 받고 건 돈도 돌려받는다는 뜻.",
        "이긴 베팅에 지급하는 금액(‘N 대 1’은 1을 걸어 이기면 N을 받고 건 돈도 돌려받는다는 뜻).",
    ),
    (
        "payout",
        "explanation_ko",
        "반대로 1 대 2는 2를 걸어 1을 받는, 곧 건 돈의 절반을 받는 배당입니다.",
        "반대로 0.5 대 1은 건 돈의 절반만 받는 배당입니다.",
    ),
    (
        "no-commission-baccarat",
        "explanation_ko",
        "뱅커가 합 6으로 이겼을 때만 1 대 2, 곧 건 돈의 절반을 지급합니다.",
        "뱅커가 합 6으로 이겼을 때만 0.5 대 1, 곧 건 돈의 절반만 지급합니다.",
    ),
    (
        "side-bet",
        "explanation_ko",
        "배당이 크다는 것은 그만큼 드물게 나온다는 뜻이기 때문입니다.",
        "배당이 커 보여도 이길 확률에 견주면 작게 정해져 있기 때문입니다.",
    ),
    (
        "stake",
        "explanation_ko",
        "‘8 대 1’은 지급되는 배당만 센 표기이고, ‘9 for 1’은 돌려받는 베팅 금액까지 넣어 센 표기라서 둘은 같은 배당입니다.",
        "‘8 대 1’은 지급되는 배당만 센 표기입니다. 돌려받는 베팅 금액까지 넣어 ‘9배’라고 적는 곳도 있는데, 둘은 같은 배당입니다.",
    ),
    (
        "mini-baccarat",
        "explanation_ko",
        "바카라를 처음 구경하는 사람에게 가장 보기 쉬운 형태입니다.",
        "판이 빠른 만큼 같은 시간에 거는 돈도 많아집니다.",
    ),
    (
        "tiger",
        "definition_ko",
        "뱅커가 합 6으로 이기는 판에 거는 사이드 베팅 묶음. 빅 타이거는 카드 세 장으로, 스몰 타이거는 두 장으로 만든 합 6에 거는 베팅.",
        "뱅커가 카드 세 장(빅 타이거) 또는 두 장(스몰 타이거)으로 만든 합 6으로 이기는 데 거는 사이드 베팅 묶음.",
    ),
    ("tiger", "explanation_ko", "세 장의 6은 두 장의 6보다 드물어서", "카드 세 장으로 만든 6은 두 장으로 만든 6보다 드물어서"),
    (
        "tiger",
        "example_ko",
        "뱅커가 3에서 3을 받아 6으로 이기자",
        "합 3인 뱅커가 세 번째 카드로 3을 받아 6이 되어 이기자",
    ),
    (
        "big-small",
        "definition_ko",
        "한 판에 나온 카드가 모두 몇 장인지에 거는 한 쌍의 사이드 베팅. 스몰은 네 장, 빅은 다섯 장이나 여섯 장.",
        "한 판에 나온 카드가 네 장(스몰)인지, 다섯 장이나 여섯 장(빅)인지에 거는 한 쌍의 사이드 베팅.",
    ),
    (
        "lucky-6",
        "example_ko",
        "플레이어가 2에서 2를 받아 4에 그치고 뱅커가 두 장의 6으로 이겨",
        "합 2인 플레이어가 세 번째 카드로 2를 받아 4에 그치고, 뱅커가 두 장으로 만든 6으로 이겨",
    ),
    (
        "dragon-7",
        "example_ko",
        "뱅커가 2에서 5를 받아 7로 이기자",
        "합 2인 뱅커가 세 번째 카드로 5를 받아 7이 되어 이기자",
    ),
    (
        "panda-8",
        "example_ko",
        "플레이어가 3에서 5를 받아 8로 이기자",
        "합 3인 플레이어가 세 번째 카드로 5를 받아 8이 되어 이기자",
    ),
    (
        "dragon-bonus",
        "example_ko",
        "두 쪽 모두 0에서 카드를 받았고, 플레이어가 9를 만들어 0을 이기자",
        "두 쪽 모두 합 0에서 세 번째 카드를 받았고, 플레이어가 9가 되어 합 0인 뱅커를 이기자",
    ),
    ("big-eye-boy", "explanation_ko", " 한국에서는 중국점 1군이라고도 부릅니다.", " 한국에서는 세 파생 표를 묶어 중국점이라고 부릅니다."),
    ("small-road", "explanation_ko", " 한국에서는 중국점 2군이라고도 부릅니다.", " 한국에서는 세 파생 표를 묶어 중국점이라고 부릅니다."),
    (
        "cockroach-pig",
        "explanation_ko",
        "영어 이름은 ‘바퀴벌레 돼지’라는 뜻이고, 한국에서는 중국점 3군이라고도 부릅니다.",
        "영어 이름은 ‘바퀴벌레 돼지’라는 뜻이고, 한국에서는 세 파생 표를 묶어 중국점이라고 부릅니다.",
    ),
    (
        "big-road",
        "explanation_ko",
        "한국 카지노에서는 본매 또는 원매라고도 부릅니다.",
        "한국 카지노에서는 본매 또는 원매라고도 부릅니다. 이 사이트의 로드 페이지는 색을 구별하기 어려운 사람도 알아볼 수 있도록 플레이어 승을 파란 네모로 그립니다.",
    ),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0015_squeeze_terms")]

    operations = [migrations.RunPython(forwards, backwards)]
