"""Japanese glossary, round 11 (issue 27, notes/reads/ja11.md): the Big Road's definition and take and pay.

- big-road: 「下へ伸ばし（ツラ）」 set the name beside a verb; the definition now says that the run down a column
  is what ツラ names.
- take-and-pay: the entry said a dealer only records the banker's commission by the seat, while the commission
  entry says it is taken from the payout. Both are done, as the Korean entry already says: the commission is
  cut from the payout at once, or marked in the commission box by the seat and settled when the guest leaves
  or the shoe ends (georgejosephtraining.com/baccommdrill.html, Dale S. Yeazel, "Baccarat Commission Drill";
  vegas-aces.com/learn/deal-mini-baccarat-02-tie; checked 2026-12-02).
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "big-road",
        "definition_ja",
        "同じ側が勝ち続ければ下へ伸ばし（ツラ）、反対側が勝てば右隣の列へ移る。",
        "同じ側が勝ち続けると下へ伸び（この並びをツラと呼ぶ）、反対側が勝つと右隣の列へ移る。",
    ),
    (
        "take-and-pay",
        "explanation_ja",
        "バンカーが勝った回は、バンカーへのベットに支払うたびに、その席のコミッションを記録しておきます。",
        "バンカーが勝った回は、バンカーへのベットに支払うたびに、コミッションをその場で配当から差し引くか、"
        "席ごとのコミッション欄に記録しておき、客が席を立つときかシューの終わりにまとめて受け取ります。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0038_korean_glossary_round11")]

    operations = [migrations.RunPython(forwards, backwards)]
