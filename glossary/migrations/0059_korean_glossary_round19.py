"""Round-19 Korean glossary fix (a Korean reader, cold read round 19).

- banker explanation: "뱅커에 건 돈은 이기면 1 대 1에서 5% 커미션을 떼고 지급합니다" made the stake the thing that
  wins and left unsaid what the 5% is taken from; the sentence now says the winning bet is paid 1 to 1 and 5% of
  the winnings is kept as commission.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "banker",
        "explanation_ko",
        "그 차이를 메우기 위해 뱅커에 건 돈은 이기면 1 대 1에서 5% 커미션을 떼고 지급합니다.",
        "그 차이를 메우기 위해, 뱅커 베팅이 이기면 1 대 1로 지급하되 딴 돈에서 5%를 커미션으로 뗍니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0058_japanese_glossary_round18")]

    operations = [migrations.RunPython(forwards, backwards)]
