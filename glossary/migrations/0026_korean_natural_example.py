"""The Korean natural entry's example says what happened to the banker (issue 27, notes/reads/ko4_rest.md item 16).

"뱅커는 5인 채로 … 승부가 끝났습니다" left the banker without a verb of its own. The versions test no longer pins
the entry's first version to its text, now that these fixes record versions. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "natural",
        "example_ko",
        "플레이어가 처음 두 장으로 9를 만들어 내추럴이 되었고, 뱅커는 5인 채로 세 번째 카드 없이 승부가 끝났습니다.",
        "플레이어가 처음 두 장으로 9를 만들어 내추럴이 되자, 뱅커는 세 번째 카드를 받지 못한 채 5로 졌습니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0025_japanese_glossary_round5")]

    operations = [migrations.RunPython(forwards, backwards)]
