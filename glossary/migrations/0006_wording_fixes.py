"""Bring existing glossaries up to date with glossary/data/terms.json (issue 16).

Japanese readings are written as a Japanese dictionary writes them: loanwords in katakana, Japanese
words in hiragana (some loanwords were in hiragana with ー: かーど). The Korean original name of
punto banco is "Punto banco"; the Korean "stand" and "draw" entries give the words players use
(스탠드, 드로우); the origin of the name "baccarat" is uncertain; chemin de fer is one French form of
the game, not the only one; the banker's table is バンカーの表 everywhere (not 早見表). Each change
replaces a passage only where it is still as it was, so an editor's own changes stay.
"""

from django.db import migrations

CHANGES = [
    ("card-values", "reading_ja", "かーどのてんすう", "カードのてんすう"),
    ("third-card", "reading_ja", "さんまいめのかーど", "さんまいめのカード"),
    ("banker-drawing-table", "reading_ja", "ばんかーのひょう", "バンカーのひょう"),
    ("gamblers-fallacy", "reading_ja", "ぎゃんぶらーのごびゅう", "ギャンブラーのごびゅう"),
    ("punto-banco", "reading_ko", "Punto Banco", "Punto banco"),
    (
        "stand",
        "explanation_ko",
        "우리말로는 ‘멈춘다’고 하며, 이 사이트의 가이드도 ‘멈추다’라고 씁니다.",
        "테이블에서는 흔히 ‘스탠드’라고 하고, 이 사이트의 가이드는 우리말로 ‘멈춘다’고 씁니다.",
    ),
    (
        "draw",
        "explanation_ko",
        "우리말로는 흔히 ‘한 장 더 받는다’고 하며, 이 사이트의 가이드도 ‘받다’라고 씁니다.",
        "테이블에서는 ‘드로’나 ‘드로우’라고도 하고, 이 사이트의 가이드는 우리말로 ‘한 장 더 받는다’고 씁니다.",
    ),
    (
        "baccarat",
        "explanation_ko",
        "왔다는 설명이 유력합니다. 10과 그림 카드가 모두 0점인 게임에 잘 어울리는 이름입니다.",
        "왔다고 흔히 이야기합니다. 10과 그림 카드가 모두 0점인 게임에 어울리는 이름이지만, "
        "정확한 어원은 확실하지 않습니다.",
    ),
    (
        "baccarat",
        "explanation_ja",
        "由来するという説が有力です。10と絵札がすべて0点になるこのゲームにふさわしい名前と言えるでしょう。",
        "由来するとよく言われます。10と絵札がすべて0点になるこのゲームにふさわしい名前ですが、"
        "本当の語源ははっきりしていません。",
    ),
    (
        "baccarat",
        "explanation_en",
        "The name most likely comes from an Italian dialect word for zero, fitting for a game in which tens and "
        "picture cards count for nothing.",
        "The name is often said to come from an Italian dialect word for zero, which would fit a game in which "
        "tens and picture cards count for nothing, but its origin is not certain.",
    ),
    (
        "banker-drawing-table",
        "explanation_ja",
        "このサイトのガイドや3枚目判定ツールでは、早見表の形で載せています。",
        "このサイトのガイドや3枚目判定ツールにも、この表を載せています。",
    ),
    ("chemin-de-fer", "definition_ko", "프랑스식 바카라.", "프랑스식 바카라의 한 갈래."),
    ("chemin-de-fer", "definition_ja", "フランス式のバカラ。", "フランス式のバカラの一つ。"),
    ("chemin-de-fer", "definition_en", "The French form of baccarat,", "A French form of baccarat,"),
]
"""(slug, field, passage before, passage after)"""


def replace(apps, swap):
    Term = apps.get_model("glossary", "Term")
    for slug, field, before, after in CHANGES:
        old, new = (after, before) if swap else (before, after)
        for term in Term.objects.filter(slug=slug):
            text = getattr(term, field)
            # a reading is one word: only the whole of it is replaced; other fields hold sentences
            if text == old or (not field.startswith("reading") and old in text):
                setattr(term, field, text.replace(old, new))
                term.save(update_fields=[field])


def forwards(apps, schema_editor):
    replace(apps, swap=False)


def backwards(apps, schema_editor):
    replace(apps, swap=True)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0005_initial_aliases")]

    operations = [migrations.RunPython(forwards, backwards)]
