"""Japanese glossary fixes from the third cold read (issue 27).

The derived roads are compared with a column of the Big Road, not with an earlier Big Road; no-commission
baccarat halves the banker's winnings on a 6 in its usual form, so the definition says "typical"; the banker
draws knowing the player's third card; only punto banco always has two hands (baccarat banque has three), and
「手札」 is already listed as an alias; a hand draws at most one card per coup; Big and Small Tiger lose on every
coup but a banker win with 6 (the player's wins too, which the entry left out); the croupier plays ("打つ") to
the tableau rather than "processing" it. The squeeze's reading is one alias, 絞り（しぼり）, which search still
finds by しぼり and シボリ. The half payout is written 0.5対1, as the Korean glossary writes 0.5 대 1 and the rest
of the site writes "to 1"; the odds page is 確率表のページ, as everywhere else. The rest is wording: examples and
sentences a native editor would publish as they are. No new fact or figure.

Each change replaces a passage only where it is still as it was, so an editor's own changes stay; the same
changes are in glossary/data/terms.json, which 0002 loads on a fresh database.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "cockroach-pig",
        "definition_ja",
        "3列前のビッグロードと比べて記す三つ目の派生罫線。",
        "ビッグロードの3列前の列と比べて記す、三つ目の派生罫線。",
    ),
    (
        "small-road",
        "definition_ja",
        "ビッグアイボーイと同じ方法で、2列前のビッグロードと比べて記す二つ目の派生罫線。",
        "ビッグアイボーイと同じ方法で、ビッグロードの2列前の列と比べて記す二つ目の派生罫線。",
    ),
    (
        "no-commission-baccarat",
        "definition_ja",
        "バンカーの勝ちからコミッションを取らない代わりに、バンカーが6で勝ったときは半額だけを支払うバカラ。",
        "バンカーの勝ちからコミッションを取らないバカラ。代表的な形では、バンカーが6で勝ったときに配当を半額にする。",
    ),
    (
        "baccarat",
        "explanation_ja",
        "3枚目のカードを引くかどうかは決まったルールで決まるため",
        "3枚目を引くかどうかはすべてルールで決まっているため",
    ),
    (
        "deck",
        "example_ja",
        "このテーブルでは8デッキを混ぜ合わせて、一つのシューを満たします。",
        "このテーブルでは8デッキを混ぜ合わせて一つのシューに入れます。",
    ),
    (
        "draw",
        "explanation_ja",
        "一つのハンドが持てるカードは最大3枚なので、3枚目を引くのは1回の勝負につき各ハンド1回までです。",
        "1回の勝負で各ハンドが引けるのは1枚だけで、ハンドは最大3枚です。",
    ),
    (
        "outs",
        "explanation_ja",
        "どのカードがアウツなのか、それが出る確率はいくつかは、残りのカードから正確に計算できます。",
        "どのカードがアウツで、それが出る確率がどれだけかは、残りのカードから正確に計算できます。",
    ),
    (
        "third-card",
        "explanation_ja",
        "すべてディーラーが表どおりに処理します。",
        "ディーラーがすべて表どおりに当てはめてくれます。",
    ),
    (
        "third-card",
        "explanation_ja",
        "覚える必要はありませんが、知っておくとディーラーが気ままにカードを配っているわけではないことがわかります。",
        "このルールを覚える必要はありませんが、知っておくとディーラーが気ままにカードを配っているわけではないことがわかります。",
    ),
    (
        "tableau",
        "explanation_ja",
        "クルピエにこの表どおりに処理してもらうことができます。",
        "クルピエにこの表どおりに打ってもらうことができます。",
    ),
    (
        "tableau",
        "explanation_ja",
        "ゲーム理論で求めた最適なバンカーは、ほとんどのマスでプント・バンコの表と同じようにし、いくつかのマスでだけ違う選択をします。",
        "ゲーム理論で求めたバンカーの最適な打ち方は、ほとんどのマスでプント・バンコの表と同じで、違うのはいくつかのマスだけです。",
    ),
    (
        "tableau",
        "example_ja",
        "クルピエにタブローどおりに処理してほしいと頼みました。",
        "クルピエにタブローどおりに打ってほしいと頼みました。",
    ),
    (
        "tiger",
        "explanation_ja",
        "どちらも、バンカーが6でタイになったときや6以外で勝ったときは負けです。同じ勝負を枚数で分けたものなので、ラッキー6やスーパー6と並んでいることがよくあります。",
        "どちらも、バンカーが6で勝った勝負以外は、6同士のタイも含めてすべて負けです。ラッキー6やスーパー6と同じくバンカーの6に賭けるベットで、それを枚数で二つに分けたものです。",
    ),
    (
        "coup",
        "example_ja",
        "1回の勝負が終わると、ディーラーは負けたベットのチップを回収してから、勝ったベットに配当を支払いました。",
        "海外のルール解説で「クー」とあれば、1回の勝負のことです。",
    ),
    ("banker", "explanation_ja", "一つ多くの情報をもとに動く分", "プレイヤーの3枚目を見てから動ける分"),
    (
        "option-on-five",
        "example_ja",
        "5を持ったプレイヤーは少し迷ってから、もう1枚を求めました。",
        "合計5のプレイヤーは少し迷ってから、もう1枚引くことにしました。",
    ),
    ("hand", "explanation_ja", "バカラのハンドは常に二つ", "プント・バンコのハンドは常に二つ"),
    ("hand", "explanation_ja", "全員がこの二つのどちらかの結果に賭けます。「手札」とも言います。", "全員がこの二つのどちらかの結果に賭けます。"),
    (
        "perfect-pair",
        "explanation_ja",
        "このサイトは抜けたカードのスートまでわかるときにだけ確率を計算します。",
        "このサイトでは、すでに出たカードのスートまでわかっている場合に限って確率を計算しています。",
    ),
    (
        "payout",
        "explanation_ja",
        "逆に1対2は、2賭けて1を受け取る、つまり賭け金の半分の配当です。",
        "逆に0.5対1は、賭け金1につき0.5を受け取る、つまり賭け金の半分の配当です。",
    ),
    (
        "no-commission-baccarat",
        "explanation_ja",
        "バンカーが合計6で勝ったときだけは1対2、つまり賭け金の半分の配当になります。",
        "バンカーが合計6で勝ったときだけは0.5対1、つまり賭け金の半分の配当になります。",
    ),
    ("super-6", "explanation_ja", "配当を自分で入力できる確率のページで", "配当を自分で入力できる確率表のページで"),
    ("squeeze", "aliases_ja", "絞り、しぼり", "絞り（しぼり）"),
]

forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0018_korean_glossary_reread")]

    operations = [migrations.RunPython(forwards, backwards)]
