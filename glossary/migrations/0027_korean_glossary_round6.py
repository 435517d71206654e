"""Korean glossary wording from the sixth cold read (issue 27, notes/reads/ko6.md items L1 to L3).

The name's origin is told as the widely known account it is; the dragon tail's derived roads use the
streak's real length; the tiger entry says when the two bets win, not only some of the ways they lose
(``baccarat/bets.py``: Big Tiger pays only when Banker wins with a three-card 6, Small Tiger with a
two-card 6). No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "baccarat",
        "explanation_ko",
        "이름은 이탈리아어 방언에서 ‘0’을 뜻하는 말에서 왔다고 흔히 이야기합니다.",
        "이름은 ‘0’을 뜻하는 이탈리아어 방언의 낱말에서 왔다는 설이 널리 알려져 있습니다.",
    ),
    (
        "dragon-tail",
        "explanation_ko",
        "파생 표도 그 길이 그대로 계산합니다.",
        "파생 표도 그 연승의 실제 길이로 계산합니다.",
    ),
    (
        "tiger",
        "explanation_ko",
        "두 베팅 모두 플레이어가 이기거나, 뱅커가 6으로 비기거나 다른 합으로 이기면 집니다.",
        "두 베팅 모두 뱅커가 정해진 장수의 카드로 만든 6으로 이길 때만 이깁니다. 플레이어가 이기거나, 타이가 "
        "나거나, 뱅커가 다른 합으로 이기거나 장수가 다른 6으로 이기면 집니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0026_korean_natural_example")]

    operations = [migrations.RunPython(forwards, backwards)]
