"""Three Korean entries say which game they mean and read more smoothly (issue 27, notes/reads/ko7.md L1-L3).

Baccarat and stand said a guest has no decision "in baccarat", but chemin de fer, also baccarat, leaves the
player a choice at 5; both now say 푼토 방코. The scoreboard entry lists what the board shows as a plain
list. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "baccarat",
        "explanation_ko",
        "카드를 더 받을지는 정해진 규칙이 결정하므로 게임 중에 손님이 내릴 판단은 없습니다. "
        "오늘날 카지노에서 바카라라고 하면 대개 푼토 방코를 가리킵니다.",
        "오늘날 카지노에서 바카라라고 하면 대개 푼토 방코를 가리키며, 푼토 방코에서는 카드를 더 받을지를 "
        "정해진 규칙이 결정하므로 게임 중에 손님이 내릴 판단은 없습니다.",
    ),
    (
        "baccarat",
        "example_ko",
        "바카라는 손님이 내릴 결정이 없어서,",
        "푼토 방코는 손님이 내릴 결정이 없어서,",
    ),
    (
        "stand",
        "explanation_ko",
        "바카라에서 멈출지는 손님이 고르는 것이 아니라 규칙이 정합니다.",
        "푼토 방코에서는 멈출지를 손님이 고르지 않고 규칙이 정합니다.",
    ),
    (
        "scoreboard",
        "explanation_ko",
        "빅 로드를 비롯한 로드맵과 플레이어·뱅커·타이가 각각 몇 번 나왔는지, 그리고 테이블의 베팅 한도 등을 보여 줍니다.",
        "빅 로드를 비롯한 로드맵, 플레이어·뱅커·타이가 각각 나온 횟수, 테이블의 베팅 한도 등을 보여 줍니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0028_japanese_glossary_round6")]

    operations = [migrations.RunPython(forwards, backwards)]
