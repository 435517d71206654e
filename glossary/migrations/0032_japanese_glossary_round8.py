"""Japanese glossary fixes from the eighth cold read (issue 27, notes/reads/ja8.md items L1 to L10).

The baccarat entry no longer says three times that the customer decides nothing; the road examples say what a
run of marks means for the next coup instead of telling a story the entry cannot show; the bead plate counts
its 40 results as six full columns and part of a seventh; the midi baccarat entry names the difference it has
just described (who turns the cards) rather than "atmosphere"; the punto banco and dealer entries say that the
third card, not every card, is the rule's. No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "baccarat",
        "explanation_ja",
        "客は勝負の進め方を決めることはなく、プレイヤーが勝つか、バンカーが勝つか、引き分けになるかに賭けるだけです。3枚目を引くかどうかはすべてルールで決まっているため、勝負の途中で客が判断する場面はありません。",
        "客は、プレイヤーが勝つか、バンカーが勝つか、引き分けになるかに賭けるだけです。3枚目を引くかどうかはすべてルールで決まっていて、勝負の途中で客が判断する場面はありません。",
    ),
    (
        "baccarat",
        "example_ja",
        "バカラは客が判断する場面がないので、ルールさえ知っていればテーブルで何が起きているのかがすぐにわかります。",
        "バカラのテーブルでは、客がプレイヤーかバンカーかタイにチップを置くと、あとはディーラーが勝負を進めます。",
    ),
    (
        "baccarat-banque",
        "example_ja",
        "バカラ・バンクでは、一人のバンカーがテーブル左右のプレイヤーのハンドを同時に相手にします。",
        "バカラ・バンクのテーブルでは、バンカーは左右二つのプレイヤーのハンドを同時に相手にして、3枚目を引くかどうかを一度だけ決めました。",
    ),
    (
        "bead-plate",
        "example_ja",
        "縦6マスずつ、7列近くにわたって並んでいました。",
        "縦6マスずつ並び、7列目の途中まで埋まっていました。",
    ),
    (
        "big-eye-boy",
        "example_ja",
        "ビッグアイボーイに赤が五つ続きましたが、次の勝負の確率はほとんど変わっていませんでした。",
        "ビッグアイボーイに赤が五つ続いても、次の勝負の確率はほとんど変わりません。",
    ),
    (
        "big-road",
        "example_ja",
        "ビッグロードにはバンカーの赤い丸が六つ並んでいましたが、次の勝負の確率はほとんど変わっていませんでした。",
        "ビッグロードにバンカーの赤い丸が六つ並んでも、次の勝負の確率はほとんど変わりません。",
    ),
    (
        "commission",
        "example_ja",
        "ディーラーはコミッションの5%を引いた額を支払いました。",
        "ディーラーは5%のコミッションを引いた額を支払いました。",
    ),
    (
        "dealer",
        "explanation_ja",
        "カードを配るかどうかはルールだけが決めます。",
        "3枚目を配るかどうかはルールだけで決まります。",
    ),
    (
        "midi-baccarat",
        "explanation_ja",
        "違うのはテーブルの大きさと雰囲気だけです。",
        "違うのはテーブルの大きさと、カードを客がめくるかどうかといった進め方だけです。",
    ),
    (
        "punto-banco",
        "example_ja",
        "客がカードのことで迷う場面はありません。",
        "3枚目を引くかどうかで客が迷う場面はありません。",
    ),
    (
        "tableau",
        "explanation_ja",
        "プント・バンコでは同じ役割の表が唯一のルールですが、",
        "プント・バンコでは同じような表がそのままルールで、例外はありません。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0031_korean_glossary_round8")]

    operations = [migrations.RunPython(forwards, backwards)]
