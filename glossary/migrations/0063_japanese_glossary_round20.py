"""Japanese glossary fix from cold read round 20.

- third-card: 「このルールを覚える必要はありません」 followed the note on how this glossary writes the third
  card, so 「このルール」 read as that note; the sentence now names the third-card rules themselves.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "third-card",
        "explanation_ja",
        "このルールを覚える必要はありませんが、知っておくとディーラーが気ままにカードを配っているわけではないことがわかります。",
        "3枚目のカードのルールそのものを覚える必要はありませんが、知っておくと、ディーラーが気ままにカードを配っているわけではないことがわかります。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0062_korean_glossary_round20")]

    operations = [migrations.RunPython(forwards, backwards)]
