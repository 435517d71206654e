"""Japanese glossary wording from the sixth cold read (issue 27, notes/reads/ja6.md items L1-L5).

The outs entry no longer repeats its definition in its explanation, and its example says whose outs
8 and 9 are; even-money says the 0.95 to 1 payout falls just short of even money in plainer Japanese;
no-commission baccarat names what it is compared with; the roadmap entry's second paragraph qualifies
the first ("ただし") rather than contradicting it. No new fact or figure.
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
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0026_korean_natural_example")]

    operations = [migrations.RunPython(forwards, backwards)]
