"""The help texts of the glossary's slug and reading fields, with the curly apostrophes the site now uses."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('glossary', '0039_japanese_glossary_round11'),
    ]

    operations = [
        migrations.AlterField(
            model_name='historicalterm',
            name='reading_en',
            field=models.CharField(blank=True, help_text='Japanese: the reading in kana, which decides the term’s place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.', max_length=120, null=True, verbose_name='reading or original name'),
        ),
        migrations.AlterField(
            model_name='historicalterm',
            name='reading_ja',
            field=models.CharField(blank=True, help_text='Japanese: the reading in kana, which decides the term’s place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.', max_length=120, null=True, verbose_name='reading or original name'),
        ),
        migrations.AlterField(
            model_name='historicalterm',
            name='reading_ko',
            field=models.CharField(blank=True, help_text='Japanese: the reading in kana, which decides the term’s place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.', max_length=120, null=True, verbose_name='reading or original name'),
        ),
        migrations.AlterField(
            model_name='historicalterm',
            name='slug',
            field=models.SlugField(help_text='The same in every language: it is the end of the entry’s address.', max_length=80, verbose_name='slug'),
        ),
        migrations.AlterField(
            model_name='term',
            name='reading',
            field=models.CharField(blank=True, help_text='Japanese: the reading in kana, which decides the term’s place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.', max_length=120, verbose_name='reading or original name'),
        ),
        migrations.AlterField(
            model_name='term',
            name='reading_en',
            field=models.CharField(blank=True, help_text='Japanese: the reading in kana, which decides the term’s place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.', max_length=120, null=True, verbose_name='reading or original name'),
        ),
        migrations.AlterField(
            model_name='term',
            name='reading_ja',
            field=models.CharField(blank=True, help_text='Japanese: the reading in kana, which decides the term’s place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.', max_length=120, null=True, verbose_name='reading or original name'),
        ),
        migrations.AlterField(
            model_name='term',
            name='reading_ko',
            field=models.CharField(blank=True, help_text='Japanese: the reading in kana, which decides the term’s place in the gojūon order (required). Korean and English: the original or romanized name, or a pronunciation, where useful.', max_length=120, null=True, verbose_name='reading or original name'),
        ),
        migrations.AlterField(
            model_name='term',
            name='slug',
            field=models.SlugField(help_text='The same in every language: it is the end of the entry’s address.', max_length=80, unique=True, verbose_name='slug'),
        ),
    ]
