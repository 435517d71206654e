"""Four Korean entries as native readers read them cold (notes/reads/ko16.md, L).

The dealer collects the losing bets before paying the winning ones. Payout's 0.5 to 1 no longer reads as if the
winner got only half the stake back: it wins half the stake and the stake is returned. Small road and cockroach
pig name the columns a new column compares as counted from the column just before it (baccarat/roads.py: k
columns back from column n - 1, with k = 2 and 3), so they no longer seem to contradict "two/three columns
back" in the definitions. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "dealer",
        "explanation_ko",
        "세 번째 카드 규칙을 표대로 적용한 뒤 이긴 베팅에 지급하고 진 베팅을 거둡니다.",
        "세 번째 카드 규칙을 표대로 적용한 뒤 진 베팅을 먼저 거두고 이긴 베팅에 지급합니다.",
    ),
    (
        "payout",
        "explanation_ko",
        "또 0.5 대 1은 건 돈의 절반만 받는 배당입니다.",
        "0.5 대 1은 이기면 건 돈의 절반을 받고 건 돈도 돌려받는 배당입니다.",
    ),
    (
        "small-road",
        "explanation_ko",
        "새 줄이 시작되면 바로 앞 줄과 세 줄 앞 줄의 길이를 비교해",
        "새 줄이 시작되면 바로 앞 줄과, 그보다 두 줄 더 앞에 있는 줄의 길이를 비교해",
    ),
    (
        "cockroach-pig",
        "explanation_ko",
        "새 줄이 시작되면 바로 앞 줄과 네 줄 앞 줄의 길이를 비교해",
        "새 줄이 시작되면 바로 앞 줄과, 그보다 세 줄 더 앞에 있는 줄의 길이를 비교해",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0052_english_glossary_round15")]

    operations = [migrations.RunPython(forwards, backwards)]
