"""Korean glossary fixes from the round 14 cold read (issue 27, notes/reads/ko14.md, items L).

The coup's definition put "바카라의" between the steps and "한 번의 승부", doubling the "의"; the roadmap entry's
last sentence said only that the rules decide the third card, where the point is that nothing on a roadmap decides
the next coup; the third-card entry's "…아님을 알 수 있습니다" read stiffly. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "coup",
        "definition_ko",
        "베팅부터 카드 배분, 정산까지 이어지는 바카라의 한 번의 승부.",
        "바카라에서 베팅부터 카드 배분, 정산까지 이어지는 한 번의 승부.",
    ),
    (
        "roadmap",
        "explanation_ko",
        "세 번째 카드를 받을지도 로드맵과 아무 상관없이 규칙이 정합니다.",
        "다음 판의 결과는 로드맵과 아무 상관없이, 슈에서 나오는 카드와 정해진 규칙으로만 결정됩니다.",
    ),
    (
        "third-card",
        "explanation_ko",
        "알아 두면 딜러가 마음대로 카드를 주는 것이 아님을 알 수 있습니다.",
        "알아 두면 딜러가 마음대로 카드를 주지 않는다는 것을 직접 확인할 수 있습니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0046_english_glossary_round14")]

    operations = [migrations.RunPython(forwards, backwards)]
