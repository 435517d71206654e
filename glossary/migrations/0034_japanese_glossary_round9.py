"""Japanese glossary fix from the ninth cold read (issue 27, notes/reads/ja9.md item L small-road).

The small road's Chinese name 小路 is read シュウロ in most Japanese guides (samuraiclick.com, chisou-sympo.jp,
onlinecasino-guide.xyz, casinolifejournal.com), ショウロ in some (casinopress.jp): the entry gives both and
finds both. The reader's シウロ appears in no source, so it is not added. No other new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "small-road",
        "explanation_ja",
        "中国語では小路といい、日本ではショウロと読まれます。",
        "中国語では小路といい、日本ではシュウロ、またはショウロと読まれます。",
    ),
    ("small-road", "aliases_ja", "小路、ショウロ", "小路、シュウロ、ショウロ"),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0033_korean_glossary_round9")]

    operations = [migrations.RunPython(forwards, backwards)]
