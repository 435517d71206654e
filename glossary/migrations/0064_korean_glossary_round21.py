"""Round-21 Korean glossary fix (cold read round 21, a Korean reader on the draw entry).

- draw: "‘드로’나 ‘드로우’라고도 하고" read as if the table had some other main word for it; the table
  usually says 드로 or 드로우, and the entry now says so (흔히 … 또는 …라고 하고).
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "draw",
        "explanation_ko",
        "테이블에서는 ‘드로’나 ‘드로우’라고도 하고,",
        "테이블에서는 흔히 ‘드로’ 또는 ‘드로우’라고 하고,",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0063_japanese_glossary_round20")]

    operations = [migrations.RunPython(forwards, backwards)]
