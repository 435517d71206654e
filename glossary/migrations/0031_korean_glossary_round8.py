"""Korean glossary wording from the eighth cold read (issue 27, notes/reads/ko8.md items L1-L3).

The coup entry says what the guest does rather than when the guest "cuts in"; the perfect pair is the only
bet on this site that depends on suits (as the English says), not the only bet anywhere; the tie's edge is
put down to a payout that falls short of how rarely a tie comes (9.52%, under one coup in ten), at 8 to 1
and at 9 to 1 alike, not to the tie's rarity alone. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "coup",
        "explanation_ko",
        "손님이 끼어드는 때는 처음에 칩을 거는 순간뿐입니다.",
        "손님이 하는 일은 처음에 칩을 거는 것뿐입니다.",
    ),
    (
        "perfect-pair",
        "explanation_ko",
        "무늬가 결과를 좌우하는 유일한 베팅이라,",
        "이 사이트에서 다루는 베팅 가운데 무늬가 결과를 좌우하는 것은 퍼펙트 페어뿐이라,",
    ),
    (
        "tie",
        "explanation_ko",
        "배당이 커 보이지만 타이는 열 판에 한 번꼴도 나오지 않기 때문에, 카지노가 가져가는 몫이",
        "배당이 커 보이지만 타이는 열 판에 한 번이 채 안 되게 나오므로, 8 대 1이든 9 대 1이든 나오는 빈도에 "
        "비하면 배당이 모자랍니다. 그래서 카지노가 가져가는 몫이",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0030_japanese_glossary_round7")]

    operations = [migrations.RunPython(forwards, backwards)]
