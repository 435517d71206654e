"""Round-20 Korean glossary fixes (cold read round 20, a Korean reader on the road and rule entries).

- big-eye-boy, small-road, cockroach-pig, roadmap, bead-plate, big-road: "한국에서"/"한국 카지노에서는"
  named the reader's own country as if from outside; a Korean page says "흔히" or "국내에서는".
- ez-baccarat: the push sentence read as one long clause; it now says the win, then the exception, with
  the glossary's own word for it (푸시, as the definition already does).
- draw: "세 번째 카드를 한 장 더" said "one more" twice; the player's 0-5 rule is punto banco's (in chemin
  de fer the player has an option on 5), as the entry's last sentence already says.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "big-eye-boy",
        "definition_ko",
        "한국에서 중국점이라고 묶어 부르는 세 파생 표 가운데 첫 번째로,",
        "흔히 중국점이라고 묶어 부르는 세 파생 표 가운데 첫 번째로,",
    ),
    (
        "small-road",
        "definition_ko",
        "한국에서 중국점이라고 묶어 부르는 세 파생 표 가운데 두 번째로,",
        "흔히 중국점이라고 묶어 부르는 세 파생 표 가운데 두 번째로,",
    ),
    (
        "cockroach-pig",
        "definition_ko",
        "한국에서 중국점이라고 묶어 부르는 세 파생 표 가운데 세 번째로,",
        "흔히 중국점이라고 묶어 부르는 세 파생 표 가운데 세 번째로,",
    ),
    (
        "roadmap",
        "explanation_ko",
        "한국 카지노에서는 이 표들을 통틀어 흔히 출목표라고 부르며,",
        "국내에서는 이 표들을 통틀어 흔히 출목표라고 부르며,",
    ),
    (
        "bead-plate",
        "explanation_ko",
        "한국 카지노에서는 여섯 칸 높이로 적는다고 해서 흔히 육매라고 부릅니다.",
        "국내에서는 여섯 칸 높이로 적는다고 해서 흔히 육매라고 부릅니다.",
    ),
    (
        "big-road",
        "explanation_ko",
        "한국 카지노에서는 본매 또는 원매라고도 부릅니다.",
        "국내에서는 본매 또는 원매라고도 부릅니다.",
    ),
    (
        "ez-baccarat",
        "explanation_ko",
        "이지(EZ) 바카라에서 뱅커에 건 돈은 이기면 커미션 없이 1 대 1로 받지만, 뱅커가 세 장의 합 7로 이긴 판에서만은 "
        "이기지도 지지도 않고 그대로 돌려받습니다.",
        "이지(EZ) 바카라에서는 뱅커에 걸어 이기면 커미션 없이 1 대 1로 받습니다. 다만 뱅커가 세 장으로 7을 만들어 "
        "이긴 판에서는 뱅커 베팅이 푸시가 되어, 건 돈을 그대로 돌려받습니다.",
    ),
    (
        "draw",
        "definition_ko",
        "규칙에 따라 세 번째 카드를 한 장 더 받는 것.",
        "규칙에 따라 세 번째 카드를 받는 것.",
    ),
    (
        "draw",
        "explanation_ko",
        "플레이어는 처음 두 장의 합이 0~5이면 받습니다.",
        "푼토 방코에서 플레이어는 처음 두 장의 합이 0~5이면 받습니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0061_english_glossary_round19")]

    operations = [migrations.RunPython(forwards, backwards)]
