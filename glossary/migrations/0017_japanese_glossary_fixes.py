"""Japanese glossary fixes from the second cold read (issue 27).

The dealer settles a coup by taking the losing bets first and then paying the winners (take and pay): the dealer's
explanation and the coup's example say so in that order. チューチャイロ is the reading of 珠仔路, another name of
the bead plate, which Japanese guides attach to 珠盤路: the bead plate says so and finds 珠仔路 and チューチャイロ.
Readings such as ダイガンチャイ and カッチャロ are Cantonese-style, said so in those entries, and search finds
the readings (ダイガンチャイ, ショウロ). The squeeze no longer says twice that the cards are fixed. Typography: small
counts in kanji (六つ, 五つ), cards counted 1枚, and ふつう, 言葉, クルピエ, デッキ, モデル, 勝ち分 as on the rest of the
site; a katakana term's reading is katakana (アウツ, as every other one). Sources are cited in
tests/site_wide/test_localized_ja.py.

Each change replaces a passage only where it is still as it was, so an editor's own changes stay; the same
changes are in glossary/data/terms.json, which 0002 loads on a fresh database.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "dealer",
        "explanation_ja",
        "3枚目のルールを表どおりに当てはめたうえで、勝ったベットに支払い、負けたベットを回収します。",
        "3枚目のルールを表どおりに当てはめます。勝負がつくと、まず負けたベットを回収し、それから勝ったベットに支払います。",
    ),
    (
        "coup",
        "example_ja",
        "1回の勝負が終わると、ディーラーは勝ったベットに配当を支払い、負けたベットのチップを回収しました。",
        "1回の勝負が終わると、ディーラーは負けたベットのチップを回収してから、勝ったベットに配当を支払いました。",
    ),
    (
        "bead-plate",
        "explanation_ja",
        "中国語では珠盤路（チューチャイロ）といい、ビーズロードとも呼ばれます。",
        "中国語では珠盤路といい、ビーズロードとも呼ばれます。日本語の解説では珠盤路を「チューチャイロ」と読ませていることがよくありますが、これは同じ表の別名、珠仔路を広東語風に読んだものです。",
    ),
    ("bead-plate", "aliases_ja", "珠盤路、ビーズロード", "珠盤路、珠仔路、チューチャイロ、ビーズロード"),
    (
        "big-eye-boy",
        "explanation_ja",
        "中国語では大眼仔（ダイガンチャイ）といい、日本でもこの名前がよく使われます。",
        "中国語では大眼仔といい、日本でもこの名前を広東語風にダイガンチャイと読んでよく使います。",
    ),
    ("big-eye-boy", "aliases_ja", "大眼仔", "大眼仔、ダイガンチャイ"),
    ("small-road", "explanation_ja", "中国語では小路（ショウロ）といいます。", "中国語では小路といい、日本ではショウロと読まれます。"),
    ("small-road", "aliases_ja", "小路", "小路、ショウロ"),
    (
        "cockroach-pig",
        "explanation_ja",
        "中国語では曱甴路（カッチャロ、ゴキブリの道）といい、日本語の文章では",
        "中国語では曱甴路（ゴキブリの道）といい、広東語風にカッチャロと読みます。日本語の文章では",
    ),
    ("big-road", "example_ja", "バンカーの赤い丸が6つ並んで", "バンカーの赤い丸が六つ並んで"),
    ("big-eye-boy", "example_ja", "ビッグアイボーイに赤が5つ続きました", "ビッグアイボーイに赤が五つ続きました"),
    (
        "squeeze",
        "explanation_ja",
        "カードは配られた時点で決まっていて、どうめくっても数字は同じです。",
        "カードの並びはシャッフルを終えた時点で決まっていて、どうめくっても数字は同じです。",
    ),
    (
        "squeeze",
        "explanation_ja",
        "カードが一枚めくられるたびに、プレイヤー、バンカー、タイの確率は動きます。それでも変わるのは「わかっていること」だけで、カードそのものはシューを切り終えた時点で決まっています。",
        "1枚めくるたびにプレイヤー、バンカー、タイの確率は動きますが、それは「わかっていること」が増えるからで、カードが変わるからではありません。",
    ),
    ("side-bet", "explanation_ja", "はるかに高いのが普通です。", "はるかに高いのがふつうです。"),
    ("dealer", "explanation_ja", "フランス語から来た「クルーピエ」も", "フランス語から来た「クルピエ」も"),
    ("option-on-five", "explanation_ja", "カードを戻す単純な模型で", "カードを戻す単純なモデルで"),
    ("option-on-five", "explanation_ja", "デック数やカードの組み合わせ", "デッキ数やカードの組み合わせ"),
    ("outs", "explanation_ja", "ポーカーから来たことばで", "ポーカーから来た言葉で"),
    ("big-small", "example_ja", "誰も3枚目を引かなかったので", "どちらのハンドも3枚目を引かなかったので"),
    ("super-6", "explanation_ja", "コミッションなしのバカラでよく見かけます。", "ノーコミッションバカラでよく見かけます。"),
    ("commission", "explanation_ja", "そこで勝ち額から5%を差し引きます。", "そこで勝ち分から5%を差し引きます。"),
    ("even-money", "explanation_ja", "勝ち額から5%のコミッションが引かれる", "勝ち分から5%のコミッションが引かれる"),
    ("outs", "explanation_ja", "次の一枚で勝敗が決まる", "次の1枚で勝敗が決まる"),
    ("outs", "reading_ja", "あうつ", "アウツ"),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0016_korean_glossary_fixes")]

    operations = [migrations.RunPython(forwards, backwards)]
