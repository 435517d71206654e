"""Korean glossary fixes from the twelfth cold read (issue 27, notes/reads/ko12.md, items L).

The commission's definition no longer explains the word by its own alias (수수료); the dragon bonus says
which hand and what margin (4 points, as its explanation gives); the card-values headword reads as a name;
two road readings take the title case of the other road names; the roadmap's spacing; and the Macau entry
states its fact plainly and drops the "sights" line for what the tables have. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "commission",
        "definition_ko",
        "뱅커 베팅이 이겼을 때 카지노가 떼는 5%의 수수료.",
        "뱅커 베팅이 이겼을 때 카지노가 이긴 금액에서 떼는 몫(보통 5%).",
    ),
    (
        "dragon-bonus",
        "definition_ko",
        "플레이어나 뱅커 한쪽이 내추럴로 이기거나 큰 점수 차로 이기는 데 거는 사이드 베팅.",
        "플레이어와 뱅커 가운데 고른 쪽이 내추럴로 이기거나 4점 이상 차이로 이기는 데 거는 사이드 베팅.",
    ),
    ("card-values", "term_ko", "카드의 점수", "카드 점수"),
    ("dragon-tail", "reading_ko", "Dragon tail", "Dragon Tail"),
    ("ask-the-road", "reading_ko", "Ask the road", "Ask the Road"),
    ("roadmap", "explanation_ko", "아무 상관 없이", "아무 상관없이"),
    (
        "macau",
        "explanation_ko",
        "2000년대 이후 마카오 카지노 매출의 대부분이 바카라에서 나옵니다.",
        "2000년대 들어 마카오 카지노 매출의 대부분을 바카라가 차지하고 있습니다.",
    ),
    (
        "macau",
        "explanation_ko",
        "가장 많이 건 손님이 카드를 천천히 들춰 보는 스퀴즈나, 전광판의 로드맵을 들여다보는 손님들의 모습도"
        " 마카오 테이블에서 흔히 볼 수 있는 풍경입니다.",
        "마카오 테이블에서는 가장 많이 건 손님이 카드를 천천히 들춰 보는 스퀴즈가 흔하고,"
        " 전광판의 로드맵을 살피는 손님도 많습니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0040_help_text_apostrophes")]

    operations = [migrations.RunPython(forwards, backwards)]
