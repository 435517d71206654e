"""The Korean perfect-pair and shoe entries, as the round-11 cold read asked (issue 27, notes/reads/ko11.md).

"숫자와 무늬까지 모두 같으면" left face cards out of the perfect pair's definition: a king has no number.
"한 벌의 덱에는 같은 카드가 한 장뿐" reads as one card in the whole deck; each card is there once. The shoe
entry's "덱 여덟 벌" now counts decks as the deck entry and the rest of the site do ("여덟 덱"). No new fact or
figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "perfect-pair",
        "definition_ko",
        "어느 한쪽의 처음 두 장이 숫자와 무늬까지 모두 같으면 이기는 사이드 베팅.",
        "어느 한쪽의 처음 두 장이 숫자나 그림은 물론 무늬까지 같으면 이기는 사이드 베팅.",
    ),
    (
        "perfect-pair",
        "explanation_ko",
        "한 벌의 덱에는 같은 카드가 한 장뿐이라,",
        "덱 하나에는 같은 카드가 한 장씩뿐이라,",
    ),
    (
        "shoe",
        "explanation_ko",
        "보통 52장짜리 덱 여덟 벌, 모두 416장을",
        "보통 52장짜리 여덟 덱, 모두 416장을",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0037_scoreboard_category")]

    operations = [migrations.RunPython(forwards, backwards)]
