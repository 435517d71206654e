"""Korean glossary fixes from the tenth cold read (issue 27, notes/reads/ko10.md).

The option on 5 is "5에서의 선택", as on the chemin de fer and variants pages ("5의 선택" read as a calque). The
squeeze is something a guest does, not a "관습" (custom): its definition ends in "일". No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    ("option-on-five", "term_ko", "5의 선택", "5에서의 선택"),
    (
        "squeeze",
        "definition_ko",
        "받은 카드를 천천히 구부려 조금씩 들춰 보며 숫자를 확인하는 관습.",
        "받은 카드를 천천히 구부려 조금씩 들춰 보며 숫자를 확인하는 일.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0034_japanese_glossary_round9")]

    operations = [migrations.RunPython(forwards, backwards)]
