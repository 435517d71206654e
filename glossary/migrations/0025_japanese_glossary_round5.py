"""Japanese glossary fixes from the fifth native read (issue 27, ja4).

The dealer runs the coup by the rules rather than "applying" them; the player hand is the one whose third card
is decided first; outs are the unseen cards that settle the coup the moment they come (as the entry's own body
says); the banker's draw depends on the value of the player's third card; in chemin de fer a hand departs from
the table only where it has a choice; the stake example counts in yen like the payout entry, and says where 倍 is met as the guides do. No new fact: the
yen figures keep the old ratios (2,000円 on the banker pays 1,900円; 500円 on a tie at 8 to 1 pays 4,000円).

Each change replaces a passage only where it is still as it was, so an editor's own changes stay; the same
changes are in glossary/data/terms.json, which 0002 loads on a fresh database.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "dealer",
        "definition_ja",
        "テーブルでカードを配り、ルールを適用し、ベットを精算するカジノの係員。",
        "テーブルでカードを配り、ルールどおりに勝負を進め、ベットを精算するカジノの係員。",
    ),
    (
        "player",
        "definition_ja",
        "バカラの二つのハンドのうち、先にルールが適用されるほう。",
        "バカラの二つのハンドのうち、先に3枚目を引くかどうかが決まるほう。",
    ),
    (
        "outs",
        "definition_ja",
        "次に出るカードのうち、出た時点で勝敗を決めてしまうカード。",
        "まだ表になっていないカードのうち、出ればその時点で勝ちが決まるカード。",
    ),
    (
        "banker",
        "explanation_ja",
        "バンカーにはプレイヤーの後にルールが適用され、プレイヤーが3枚目を引いた場合は、そのカードが何だったかによって自分が引くかどうかが決まります。",
        "バンカーはプレイヤーのあとに動き、プレイヤーが3枚目を引いた場合は、そのカードの点数によって自分が引くかどうかが決まります。",
    ),
    (
        "tableau",
        "explanation_ja",
        "シュマン・ド・フェールでは選ぶ人が表から外れることもできます。",
        "シュマン・ド・フェールでは、引くかどうかを自分で決められる場面なら、表と違う打ち方もできます。",
    ),
    (
        "bead-plate",
        "explanation_ja",
        "これは同じ表の別名、珠仔路を広東語風に読んだものです。",
        "これは同じ表の別名である珠仔路を広東語風に読んだものです。",
    ),
    (
        "stake",
        "explanation_ja",
        "バンカーに20賭けて勝てば、配当として19（1対1からコミッション5%を引いた額）が支払われ、賭けた20は返されます。",
        "バンカーに2,000円賭けて勝てば、配当として1,900円（1対1からコミッション5%を引いた額）が支払われ、賭けた2,000円は返されます。",
    ),
    (
        "stake",
        "example_ja",
        "タイに賭けた50が8対1で勝ち、配当400が支払われて、賭け金の50も返されました。",
        "タイに賭けた500円が8対1で勝ち、配当4,000円が支払われて、賭け金の500円も返されました。",
    ),
    (
        "stake",
        "explanation_ja",
        "日本語の案内でよく見る「倍」は",
        "カジノの案内や解説サイトでよく見る「倍」は",
    ),
    (
        "payout",
        "explanation_ja",
        "逆に0.5対1は、",
        "また、0.5対1は、",
    ),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0024_korean_glossary_round5")]

    operations = [migrations.RunPython(forwards, backwards)]
