"""Japanese glossary fixes from the fresh native rereads (issue 27, ja2).

A reading that only repeats the headword without its middle dots (プントバンコ under プント・バンコ) is set to the
headword itself, so the entry page no longer prints it (a Japanese reading stays required, and search ignores the
dots either way). The pair bet is made on one hand, so the definition says the chosen side; Lucky 6 pays more on
three cards, which the definition now says; the bead plate is one of the roads (罫線); the banker bet's real
payout is 0.95 to 1; a perfect pair needs the suits of the cards already dealt, which is why the odds page leaves
it blank. The rest is wording. No new fact or figure.

Each change replaces a passage only where it is still as it was, so an editor's own changes stay; the same
changes are in glossary/data/terms.json, which 0002 loads on a fresh database.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    ("punto-banco", "reading_ja", "プントバンコ", "プント・バンコ"),
    ("chemin-de-fer", "reading_ja", "シュマンドフェール", "シュマン・ド・フェール"),
    ("baccarat-banque", "reading_ja", "バカラバンク", "バカラ・バンク"),
    ("big-small", "reading_ja", "ビッグスモール", "ビッグ・スモール"),
    ("take-and-pay", "reading_ja", "テイクアンドペイ", "テイク・アンド・ペイ"),
    (
        "pair",
        "definition_ja",
        "プレイヤーかバンカーの最初の2枚が同じランク（7と7、KとKなど）のときに勝つサイドベット。",
        "プレイヤーとバンカーのうち、賭けた側の最初の2枚が同じランク（7と7、KとKなど）なら勝つサイドベット。",
    ),
    (
        "lucky-6",
        "definition_ja",
        "バンカーが合計6で勝つことに賭けるサイドベット。",
        "バンカーが合計6で勝つことに賭けるサイドベット。3枚で6になったときのほうが、通常は配当が高い。",
    ),
    (
        "lucky-6",
        "example_ja",
        "合計2のプレイヤーは3枚目に2を引いて4にとどまり",
        "合計2のプレイヤーは3枚目に2を引いても4にしかならず",
    ),
    (
        "bead-plate",
        "definition_ja",
        "すべての勝負の結果を順に1マスずつ記す記録表。縦に6マス埋まると右の列へ移る。",
        "すべての勝負の結果を順に1マスずつ記す罫線。縦に6マス埋まると右の列へ移る。",
    ),
    (
        "even-money",
        "explanation_ja",
        "バンカーへのベットも1対1ですが、勝ち分から5%のコミッションが引かれるので、厳密にはイーブンマネーより少し少なくなります。",
        "バンカーへのベットは、勝ち分から5%のコミッションが引かれるので、実際の支払いは0.95対1と、イーブンマネーより少し少なくなります。",
    ),
    (
        "perfect-pair",
        "explanation_ja",
        "スートが結果を左右する唯一のベットなので、このサイトでは、すでに出たカードのスートまでわかっている場合に限って確率を計算しています。",
        "結果がスートで決まるのはこのベットだけなので、シューの途中で確率を計算するには、すでに出たカードの数字だけでなくスートもわかっている必要があります。",
    ),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0020_korean_glossary_third")]

    operations = [migrations.RunPython(forwards, backwards)]
