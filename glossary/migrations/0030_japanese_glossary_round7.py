"""Japanese glossary wording from the seventh cold read (issue 27, notes/reads/ja7.md items L1-L6).

The coup example names the foreign word it explains (coup, not クー); the pair entries keep the site's
word for a rank, カードの種類, but give it its range (A〜K) and call the suit マーク（スート）, as the pair
entry does, so 種類 cannot be read as the four suits; the perfect pair's suits bear on the result rather
than decide it; the squeeze is what the player does, not a custom; the stand entry says plainly that in
punto banco the rules decide every stand; Big Eye Boy is made from the Big Road, so it holds nothing the
Big Road lacks. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "coup",
        "example_ja",
        "海外のルール解説で「クー」とあれば、1回の勝負のことです。",
        "英語やフランス語のルール解説で coup という語が出てきたら、1回の勝負のことです。",
    ),
    (
        "pair",
        "definition_ja",
        "賭けた側の最初の2枚が同じ種類のカード（7と7、KとKなど）なら勝つサイドベット。",
        "賭けた側の最初の2枚が、7と7、KとKのように同じ種類（A〜K）のカードなら勝つサイドベット。",
    ),
    (
        "either-pair",
        "explanation_ja",
        "ペアとは同じ種類のカード2枚のことで、",
        "ペアとは同じ種類（A〜K）のカード2枚のことで、",
    ),
    (
        "perfect-pair",
        "definition_ja",
        "カードの種類もスートも同じ2枚なら勝つサイドベット。",
        "カードの種類（A〜K）もマーク（スート）も同じ2枚なら勝つサイドベット。",
    ),
    (
        "perfect-pair",
        "explanation_ja",
        "結果がスートで決まるのはこのベットだけなので、",
        "結果にスートが関わるのはこのベットだけなので、",
    ),
    (
        "squeeze",
        "definition_ja",
        "ゆっくり数字を確かめる習わし。",
        "ゆっくり数字を確かめること。",
    ),
    (
        "stand",
        "explanation_ja",
        "プント・バンコのスタンドは客が選ぶ行動ではなく、ルールによって決まる結果です（シュマン・ド・フェールの5のオプションは例外です）。",
        "プント・バンコでは、スタンドするかどうかはすべてルールで決まり、客が選ぶことはありません。客が自分で選べるのは、シュマン・ド・フェールの5のオプションのような場面です。",
    ),
    (
        "big-eye-boy",
        "explanation_ja",
        "ビッグロードの形をもう一度書き写したものなので、ビッグロード以上のことは何もわかりません。",
        "ビッグロードの形から機械的に作ったものなので、ビッグロードにない情報は何も含まれていません。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0029_korean_glossary_round7")]

    operations = [migrations.RunPython(forwards, backwards)]
