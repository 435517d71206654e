"""Versions of the glossary terms (django-simple-history) and the glossary's edition number.

Every existing term gets a first version, the text it has now, so that an editor can go back to it
after the first edit.
"""

import django.db.models.deletion
import simple_history.models
from django.conf import settings
from django.db import migrations, models


def as_saved_by_the_admin(term, field):
    """The admin saves an empty translation as NULL: so does the first version, or the first edit
    would list every empty translation as changed."""
    value = getattr(term, field.attname)
    return None if value == "" and field.null else value


def first_versions_and_edition(apps, schema_editor):
    Term = apps.get_model("glossary", "Term")
    HistoricalTerm = apps.get_model("glossary", "HistoricalTerm")
    copied = [field for field in HistoricalTerm._meta.fields if not field.name.startswith("history_")]
    HistoricalTerm.objects.bulk_create(
        HistoricalTerm(
            **{field.attname: as_saved_by_the_admin(term, field) for field in copied},
            history_date=term.updated,
            history_type="+",
        )
        for term in Term.objects.all()
    )
    apps.get_model("glossary", "Edition").objects.get_or_create(pk=1)


class Migration(migrations.Migration):

    dependencies = [
        ('glossary', '0009_practice_terms'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='Edition',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('number', models.PositiveBigIntegerField(default=1)),
            ],
        ),
        migrations.CreateModel(
            name='HistoricalTerm',
            fields=[
                ('id', models.BigIntegerField(auto_created=True, blank=True, db_index=True, verbose_name='ID')),
                ('slug', models.SlugField(help_text="The same in every language: it is the end of the entry's address.", max_length=80, verbose_name='slug')),
                ('term_ko', models.CharField(blank=True, max_length=120, null=True, verbose_name='term')),
                ('term_ja', models.CharField(blank=True, max_length=120, null=True, verbose_name='term')),
                ('term_en', models.CharField(blank=True, max_length=120, null=True, verbose_name='term')),
                ('reading_ko', models.CharField(blank=True, help_text="Japanese: the reading in kana, which decides the term's place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.", max_length=120, null=True, verbose_name='reading or original name')),
                ('reading_ja', models.CharField(blank=True, help_text="Japanese: the reading in kana, which decides the term's place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.", max_length=120, null=True, verbose_name='reading or original name')),
                ('reading_en', models.CharField(blank=True, help_text="Japanese: the reading in kana, which decides the term's place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.", max_length=120, null=True, verbose_name='reading or original name')),
                ('aliases_ko', models.CharField(blank=True, help_text='Other names, spellings and readings that readers may search for, separated by commas. Search finds the entry by them, and the entry lists them.', max_length=200, null=True, verbose_name='also called')),
                ('aliases_ja', models.CharField(blank=True, help_text='Other names, spellings and readings that readers may search for, separated by commas. Search finds the entry by them, and the entry lists them.', max_length=200, null=True, verbose_name='also called')),
                ('aliases_en', models.CharField(blank=True, help_text='Other names, spellings and readings that readers may search for, separated by commas. Search finds the entry by them, and the entry lists them.', max_length=200, null=True, verbose_name='also called')),
                ('definition_ko', models.CharField(blank=True, help_text='One line.', max_length=300, null=True, verbose_name='definition')),
                ('definition_ja', models.CharField(blank=True, help_text='One line.', max_length=300, null=True, verbose_name='definition')),
                ('definition_en', models.CharField(blank=True, help_text='One line.', max_length=300, null=True, verbose_name='definition')),
                ('explanation_ko', models.TextField(blank=True, help_text='Plain text. Leave a blank line between paragraphs.', null=True, verbose_name='explanation')),
                ('explanation_ja', models.TextField(blank=True, help_text='Plain text. Leave a blank line between paragraphs.', null=True, verbose_name='explanation')),
                ('explanation_en', models.TextField(blank=True, help_text='Plain text. Leave a blank line between paragraphs.', null=True, verbose_name='explanation')),
                ('example_ko', models.TextField(blank=True, null=True, verbose_name='example sentence')),
                ('example_ja', models.TextField(blank=True, null=True, verbose_name='example sentence')),
                ('example_en', models.TextField(blank=True, null=True, verbose_name='example sentence')),
                ('category', models.CharField(choices=[('table', 'Table and cards'), ('bets', 'Bets and payouts'), ('rules', 'Rules'), ('variants', 'Variants'), ('culture', 'Culture and history')], max_length=20, verbose_name='category')),
                ('guides', models.JSONField(blank=True, default=list, help_text='The guides that use this term; the entry links to them.', verbose_name='guides')),
                ('published', models.BooleanField(default=True, verbose_name='published')),
                ('created', models.DateTimeField(blank=True, editable=False, verbose_name='created')),
                ('history_id', models.AutoField(primary_key=True, serialize=False)),
                ('history_date', models.DateTimeField(db_index=True)),
                ('history_change_reason', models.CharField(max_length=100, null=True)),
                ('history_type', models.CharField(choices=[('+', 'Created'), ('~', 'Changed'), ('-', 'Deleted')], max_length=1)),
                ('history_user', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'verbose_name': 'historical glossary term',
                'verbose_name_plural': 'historical glossary terms',
                'ordering': ('-history_date', '-history_id'),
                'get_latest_by': ('history_date', 'history_id'),
            },
            bases=(simple_history.models.HistoricalChanges, models.Model),
        ),
        migrations.RunPython(first_versions_and_edition, migrations.RunPython.noop),
    ]
