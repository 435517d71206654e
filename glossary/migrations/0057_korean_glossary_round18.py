"""Round-18 Korean glossary fix: the macau entry's opening sentence.

- macau (ko): "2000년대 들어 … 매출의 대부분을 바카라가 차지하고 있습니다" read as a clumsy calque of the
  English (a Korean reader, cold read round 18); it now says plainly, as the English does, that since the 2000s
  most of the revenue has come from baccarat.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "macau",
        "explanation_ko",
        "2000년대 들어 마카오 카지노 매출의 대부분을 바카라가 차지하고 있습니다.",
        "2000년대 이후 마카오 카지노 매출은 대부분 바카라에서 나옵니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0056_english_glossary_round17")]

    operations = [migrations.RunPython(forwards, backwards)]
