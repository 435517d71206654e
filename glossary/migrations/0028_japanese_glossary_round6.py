"""Japanese glossary wording from the sixth cold read (issue 27, notes/reads/ja6.md items L1-L5).

The outs entry no longer repeats its definition in its explanation, and its example says whose outs
8 and 9 are; even-money says the 0.95 to 1 payout falls just short of even money in plainer Japanese;
no-commission baccarat names what it is compared with; the roadmap entry's second paragraph qualifies
the first ("ただし") rather than contradicting it. The pair entries call a rank カードの種類, as the
odds page and the guides now do (ランク is rare in Japanese writing on baccarat). No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "outs",
        "explanation_ja",
        "ポーカーから来た言葉で、まだ表になっていないカードのうち、出れば勝ちが決まるカードを指します。",
        "ポーカーから来た言葉です。",
    ),
    (
        "outs",
        "example_ja",
        "バンカーの2枚目を絞るとき、アウツは8と9です。",
        "バンカーの2枚目を絞るとき、バンカーに賭けた客にとってのアウツは8と9です。",
    ),
    (
        "even-money",
        "explanation_ja",
        "実際の支払いは0.95対1と、イーブンマネーより少し少なくなります。",
        "実際の支払いは0.95対1となり、イーブンマネーをわずかに下回ります。",
    ),
    (
        "no-commission-baccarat",
        "explanation_ja",
        "二つの比較は確率表で確認できます。",
        "通常のバカラとの比較は確率表で確認できます。",
    ),
    (
        "roadmap",
        "explanation_ja",
        "しかし、どの罫線も同じ結果を別の形で描き直したものにすぎません。",
        "ただし、どの罫線も同じ結果を別の形で描き直したものにすぎません。",
    ),
    (
        "pair",
        "definition_ja",
        "賭けた側の最初の2枚が同じランク（7と7、KとKなど）なら",
        "賭けた側の最初の2枚が同じ種類のカード（7と7、KとKなど）なら",
    ),
    (
        "pair",
        "explanation_ja",
        "ペアかどうかはランクで決まります。Kと10はどちらも0点、KとQはどちらも絵札ですが、ランクが違うので",
        "ペアかどうかはカードの種類（A〜K）で決まります。Kと10はどちらも0点、KとQはどちらも絵札ですが、種類が違うので",
    ),
    (
        "either-pair",
        "explanation_ja",
        "ペアとは同じランクの2枚のことで、",
        "ペアとは同じ種類のカード2枚のことで、",
    ),
    (
        "perfect-pair",
        "definition_ja",
        "ランクもスートも同じ2枚なら勝つサイドベット。",
        "カードの種類もスートも同じ2枚なら勝つサイドベット。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0027_korean_glossary_round6")]

    operations = [migrations.RunPython(forwards, backwards)]
