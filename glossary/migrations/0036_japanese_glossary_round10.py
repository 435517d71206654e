"""Japanese glossary fixes from the tenth cold read (issue 27, notes/reads/ja10.md items L baccarat,
option-on-five, outs, coup, and G scoreboard).

Baccarat: only in punto banco does a guest merely bet on player, banker or a tie, so the entry names punto banco
first and says タイ, the site's word, not 引き分け. Option on five: Bertrand and Kemeny and Snell are introduced
as mathematicians (Joseph Bertrand, French; Ethier and Gámez, arXiv:1305.5468, cite "Bertrand's (1889,
pp. 38–42) analysis" and Kemeny and Snell (1957)). Outs: the card settles the coup for the side one has bet on,
as the example says. Coup: the example gives the Latin word in brackets with the headword. The derived roads
count rows in Arabic numerals (1段上), as the scoreboard guide and these entries' own 2列目の2段目 do. No new
figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "baccarat",
        "explanation_ja",
        "客は、プレイヤーが勝つか、バンカーが勝つか、引き分けになるかに賭けるだけです。3枚目を引くかどうかはすべてルールで"
        "決まっていて、勝負の途中で客が判断する場面はありません。現在カジノで「バカラ」と言えば、ほとんどがプント・バンコを"
        "指します。",
        "現在カジノで「バカラ」と言えば、ほとんどがプント・バンコを指します。プント・バンコでは、客はプレイヤーが勝つか、"
        "バンカーが勝つか、タイになるかに賭けるだけです。3枚目を引くかどうかはすべてルールで決まっていて、勝負の途中で客が"
        "判断する場面はありません。",
    ),
    (
        "option-on-five",
        "explanation_ja",
        "1889年にベルトランがこの選択を論じたことが、",
        "1889年にフランスの数学者ジョゼフ・ベルトランがこの選択を論じたことが、",
    ),
    (
        "option-on-five",
        "explanation_ja",
        "カードを戻す単純なモデルでケメニーとスネル（1957年）が求めた答えは、",
        "カードを戻す単純なモデルで、数学者のケメニーとスネルが1957年に求めた答えは、",
    ),
    (
        "outs",
        "definition_ja",
        "まだ表になっていないカードのうち、出ればその時点で勝ちが決まるカード。",
        "まだ表になっていないカードのうち、出ればその時点で自分が賭けた側の勝ちが決まるカード。",
    ),
    (
        "coup",
        "example_ja",
        "英語やフランス語のルール解説で coup という語が出てきたら、1回の勝負のことです。",
        "英語やフランス語のルール解説に「coup」（クー）とあれば、それは1回の勝負のことです。",
    ),
    (
        "big-eye-boy",
        "explanation_ja",
        "一つ前の列がちょうど一段上で終わっていれば",
        "一つ前の列がちょうど1段上で終わっていれば",
    ),
    (
        "small-road",
        "explanation_ja",
        "2列前の列がちょうど一段上で終わっていれば",
        "2列前の列がちょうど1段上で終わっていれば",
    ),
    (
        "cockroach-pig",
        "explanation_ja",
        "3列前の列がちょうど一段上で終わっていれば",
        "3列前の列がちょうど1段上で終わっていれば",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0035_korean_glossary_round10")]

    operations = [migrations.RunPython(forwards, backwards)]
