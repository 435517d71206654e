"""Terms get a translated "also called" field: other names, spellings and readings."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('glossary', '0003_editors_group'),
    ]

    operations = [
        migrations.AddField(
            model_name='term',
            name='aliases',
            field=models.CharField(blank=True, help_text='Other names, spellings and readings that readers may search for, separated by commas. Search finds the entry by them, and the entry lists them.', max_length=200, verbose_name='also called'),
        ),
        migrations.AddField(
            model_name='term',
            name='aliases_en',
            field=models.CharField(blank=True, help_text='Other names, spellings and readings that readers may search for, separated by commas. Search finds the entry by them, and the entry lists them.', max_length=200, null=True, verbose_name='also called'),
        ),
        migrations.AddField(
            model_name='term',
            name='aliases_ja',
            field=models.CharField(blank=True, help_text='Other names, spellings and readings that readers may search for, separated by commas. Search finds the entry by them, and the entry lists them.', max_length=200, null=True, verbose_name='also called'),
        ),
        migrations.AddField(
            model_name='term',
            name='aliases_ko',
            field=models.CharField(blank=True, help_text='Other names, spellings and readings that readers may search for, separated by commas. Search finds the entry by them, and the entry lists them.', max_length=200, null=True, verbose_name='also called'),
        ),
    ]
