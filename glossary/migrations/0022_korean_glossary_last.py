"""Korean glossary fix from the last native read (issue 27, notes/reads/ko3.md).

The Big and Small headword is spelled 빅 앤드 스몰, as "and" is written in Korean loanwords, and as the
ko catalog now writes it. No new fact or figure.

The data is frozen here, as in 0020: the headword changes only where it is still as it was, so an
editor's own change stays; glossary/data/terms.json has the same text.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "big-small",
        "term_ko",
        "빅 앤 스몰",
        "빅 앤드 스몰",
    ),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0021_japanese_glossary_third")]

    operations = [migrations.RunPython(forwards, backwards)]
