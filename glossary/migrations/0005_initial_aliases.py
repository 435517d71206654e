"""Give the initial glossary's terms their other names.

The names are this migration's own frozen copy (data/0005_initial_aliases.json: slug to aliases by
language), not glossary/data/terms.json, which may change later.
"""

import json
from pathlib import Path

from django.db import migrations

ALIASES_FILE = Path(__file__).resolve().parent / "data" / "0005_initial_aliases.json"


def initial_aliases():
    return json.loads(ALIASES_FILE.read_text(encoding="utf-8"))


def add_aliases(apps, schema_editor):
    """Fill the aliases of the initial terms that have none yet, leaving any an editor wrote alone."""
    Term = apps.get_model("glossary", "Term")
    for slug, aliases in initial_aliases().items():
        if not any(aliases.values()):
            continue
        term = Term.objects.filter(slug=slug).first()
        if term is None:
            continue
        for language, text in aliases.items():
            if text and not getattr(term, f"aliases_{language}"):
                setattr(term, f"aliases_{language}", text)
        term.aliases = term.aliases_en or ""
        # "updated" too: the glossary's cached pages are keyed on the latest edit, so readers see the change.
        term.save(update_fields=["aliases", *(f"aliases_{language}" for language in aliases), "updated"])


class Migration(migrations.Migration):
    dependencies = [("glossary", "0004_term_aliases")]

    operations = [migrations.RunPython(add_aliases, migrations.RunPython.noop)]
