"""Round-18 Japanese glossary fixes (a Japanese reader, cold read round 18): six entries said less than they meant
or ran on in て-chains.

- perfect-pair definition: 「どちらかの」 had no antecedent; it names the player and the banker hand, and the
  closing 「同じ2枚なら」 repeated 「最初の2枚」.
- take-and-pay explanation: the two ways of collecting the commission read as an either-or instruction; they are
  two practices, and the casino collects (徴収) rather than receives it.
- house-edge explanation: 「賭け金の平均1%ほど」 blurred what the 1% is of; it is of the total staked.
- dragon-7, panda-8, tiger examples: 「引いて…になって勝ち、…付いて」 chains become sentences that say why the
  bet paid.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "perfect-pair",
        "definition_ja",
        "どちらかの最初の2枚が、カードの種類（A〜K）もマーク（スート）も同じ2枚なら勝つサイドベット。",
        "プレイヤーかバンカーのどちらかの最初の2枚が、カードの種類（A〜K）もマーク（スート）も同じなら勝つサイドベット。",
    ),
    (
        "take-and-pay",
        "explanation_ja",
        "支払いのたびにその場で配当から差し引くか、席ごとのコミッション欄に記録しておいて、"
        "客が席を立つときやシューの終わりにまとめて受け取ります。",
        "支払いのたびにその場で配当から差し引くこともあれば、席ごとのコミッション欄に記録しておいて、"
        "客が席を立つときやシューの終わりにまとめて徴収することもあります。",
    ),
    (
        "house-edge",
        "explanation_ja",
        "賭け金の平均1%ほどがカジノの取り分になる",
        "賭けた総額のおよそ1%がカジノの取り分になる",
    ),
    (
        "dragon-7",
        "example_ja",
        "合計2のバンカーが3枚目に5を引いて7になって勝ち、ドラゴン7に賭けた客に40対1の配当が支払われました。",
        "合計2のバンカーが3枚目に5を引き、合計7で勝ったので、ドラゴン7に賭けた客に40対1の配当が支払われました。",
    ),
    (
        "panda-8",
        "example_ja",
        "合計3のプレイヤーが3枚目に5を引いて8になって勝ち、パンダ8に25対1の配当が付きました。",
        "合計3のプレイヤーが3枚目に5を引き、合計8で勝ったので、パンダ8に25対1の配当が付きました。",
    ),
    (
        "tiger",
        "example_ja",
        "合計3のバンカーが3枚目に3を引いて6になって勝ち、ビッグタイガーに50対1が付いて、スモールタイガーは負けました。",
        "合計3のバンカーが3枚目に3を引き、合計6で勝ちました。"
        "ビッグタイガーには50対1の配当が付き、スモールタイガーは負けとなりました。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0057_korean_glossary_round18")]

    operations = [migrations.RunPython(forwards, backwards)]
