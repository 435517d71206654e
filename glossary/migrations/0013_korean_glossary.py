"""The Korean glossary for Korean readers (issue 27, point 6).

Search finds the words Korean players use for the scoreboard: 출목표 (the scoreboard), 본매/원매 (the Big
Road), 육매 (the Bead Plate) and 중국점 (the three derived roads together), each checked at a Korean source
(bethelp247.com, "바카라 매의 종류"; slottimes.net, "카지노 바카라 베팅 시 출목표 꼭 봐야 할까?"). The
definitions end the same way, as a noun phrase; the pair is the same rank (K and Q are not a pair); the
dragon tail's explanation says which mark turns; the Bead Plate's explanation drops its Chinese name.

The data is frozen here. Each change replaces a passage only where it is still as it was (an empty field
only while it is empty), so an editor's own changes stay; glossary/data/terms.json has the same text.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    ("scoreboard", "aliases_ko", "", "출목표"),
    ("big-road", "aliases_ko", "", "본매, 원매"),
    ("bead-plate", "aliases_ko", "", "육매"),
    ("big-eye-boy", "aliases_ko", "", "중국점"),
    ("small-road", "aliases_ko", "", "중국점"),
    ("cockroach-pig", "aliases_ko", "", "중국점"),
    (
        "scoreboard",
        "explanation_ko",
        "빅 로드를 비롯한 로드맵과",
        "한국 카지노에서는 흔히 출목표라고 부릅니다. 빅 로드를 비롯한 로드맵과",
    ),
    (
        "big-road",
        "definition_ko",
        "전광판의 대표적인 결과 기록표. 같은 결과가 이어지면 아래로, 바뀌면 옆 줄로 적는다.",
        "같은 결과가 이어지면 아래로, 바뀌면 옆 줄로 적어 나가는 전광판의 대표적인 결과 기록표.",
    ),
    (
        "big-road",
        "explanation_ko",
        "타이는 보통 직전 원 위에 사선을 그어 표시합니다.",
        "타이는 보통 직전 원 위에 사선을 그어 표시합니다. 한국 카지노에서는 본매 또는 원매라고도 부릅니다.",
    ),
    (
        "bead-plate",
        "definition_ko",
        "모든 판의 결과를 순서대로 한 칸씩 적는 표. 여섯 칸을 위에서 아래로 채우고 나면 오른쪽 줄로 넘어간다.",
        "모든 판의 결과를 위에서 아래로 여섯 칸씩, 나온 순서대로 한 칸에 하나씩 적어 나가는 표.",
    ),
    (
        "bead-plate",
        "explanation_ko",
        "한국 카지노에서는 흔히 육매라고 부르고, 중국어로는 珠盤路라고 합니다.",
        "한국 카지노에서는 여섯 줄로 그린다고 해서 흔히 육매라고 부릅니다.",
    ),
    (
        "cockroach-pig",
        "definition_ko",
        "세 줄 앞의 빅 로드와 비교해 적는 세 번째 파생 표. 보통 빨강과 파랑의 사선으로 그린다.",
        "세 줄 앞의 빅 로드와 비교해 빨강과 파랑의 사선으로 적는 세 번째 파생 표.",
    ),
    (
        "cockroach-pig",
        "explanation_ko",
        "중국어 이름은 曱甴路(바퀴벌레 길)이고, 한국에서는 중국점 3군이라고도 부릅니다.",
        "영어 이름은 ‘바퀴벌레 돼지’라는 뜻이고, 한국에서는 중국점 3군이라고도 부릅니다.",
    ),
    (
        "dragon-tail",
        "explanation_ko",
        "빅 로드는 여섯 칸 높이뿐이어서, 일곱 번째 연승부터는 맨 아랫줄을 따라 오른쪽으로 적습니다.",
        "빅 로드는 높이가 여섯 칸뿐입니다. 그래서 같은 쪽이 일곱 번 넘게 잇달아 이기면, 일곱 번째 기록부터는 "
        "맨 아랫줄을 따라 오른쪽으로 이어 적습니다.",
    ),
    (
        "pair",
        "definition_ko",
        "플레이어나 뱅커의 처음 두 장이 같은 숫자나 같은 그림일 때 이기는 사이드 베팅.",
        "플레이어나 뱅커의 처음 두 장이 같은 랭크(7과 7, K와 K처럼)일 때 이기는 사이드 베팅.",
    ),
    (
        "super-6",
        "definition_ko",
        "뱅커가 합 6으로 이기는 데 거는 사이드 베팅. 카드가 두 장이든 세 장이든 같은 배당을 줍니다.",
        "뱅커가 합 6으로 이기는 데 거는 사이드 베팅으로, 카드가 두 장이든 세 장이든 배당이 같은 것.",
    ),
    (
        "tiger",
        "definition_ko",
        "뱅커가 합 6으로 이기는 판에 거는 사이드 베팅 묶음. 빅 타이거는 카드 세 장, 스몰 타이거는 두 장의 6에 겁니다.",
        "뱅커가 합 6으로 이기는 판에 거는 사이드 베팅 묶음. 빅 타이거는 카드 세 장으로, 스몰 타이거는 두 장으로 "
        "만든 합 6에 거는 베팅.",
    ),
    (
        "big-small",
        "definition_ko",
        "한 판에 나온 카드 장수에 거는 한 쌍의 사이드 베팅. 스몰은 4장, 빅은 5장이나 6장입니다.",
        "한 판에 나온 카드가 모두 몇 장인지에 거는 한 쌍의 사이드 베팅. 스몰은 네 장, 빅은 다섯 장이나 여섯 장.",
    ),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0012_chemin_de_fer_terms")]

    operations = [migrations.RunPython(forwards, backwards)]
