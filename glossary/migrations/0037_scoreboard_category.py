"""The scoreboard's words get a category of their own (issue 27: Korean and Japanese readers looked for the
roads under "Culture and history"); "outs", a way of reading the cards left, moves to "Table and cards".

Each moved entry gets a version in its history, as an editor's save would, and the glossary a new edition.
"""

from django.db import migrations, models
from django.db.models import F

from glossary.migrations._passages import record_version

MOVES = [
    *(
        (slug, "culture", "scoreboard")
        for slug in (
            "scoreboard",
            "roadmap",
            "bead-plate",
            "big-road",
            "big-eye-boy",
            "small-road",
            "cockroach-pig",
            "dragon-tail",
            "ask-the-road",
        )
    ),
    ("outs", "rules", "table"),
]

CATEGORIES = [
    ("table", "Table and cards"),
    ("bets", "Bets and payouts"),
    ("rules", "Rules"),
    ("scoreboard", "Scoreboard and roads"),
    ("variants", "Variants"),
    ("culture", "Culture and history"),
]


def move(apps, forwards):
    Term = apps.get_model("glossary", "Term")
    Edition = apps.get_model("glossary", "Edition")
    moved = False
    for slug, before, after in MOVES:
        old, new = (before, after) if forwards else (after, before)
        for term in Term.objects.filter(slug=slug, category=old):  # an editor's own move stays
            term.category = new
            term.save(update_fields=["category"])
            record_version(apps, term)
            moved = True
    if moved:
        Edition.objects.get_or_create(pk=1)
        Edition.objects.filter(pk=1).update(number=F("number") + 1)


def forwards(apps, schema_editor):
    move(apps, forwards=True)


def backwards(apps, schema_editor):
    move(apps, forwards=False)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0036_japanese_glossary_round10")]

    operations = [
        migrations.AlterField(
            model_name="historicalterm",
            name="category",
            field=models.CharField(choices=CATEGORIES, max_length=20, verbose_name="category"),
        ),
        migrations.AlterField(
            model_name="term",
            name="category",
            field=models.CharField(choices=CATEGORIES, max_length=20, verbose_name="category"),
        ),
        migrations.RunPython(forwards, backwards),
    ]
