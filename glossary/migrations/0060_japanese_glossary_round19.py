"""Round-19 Japanese glossary fixes (a Japanese reader, cold read round 19): two entries said less than they meant.

- even-money explanation: the no-commission sentence read as if every no-commission table paid this way, and did
  not say what happens on a banker 6. It now speaks of the usual form (EZ Baccarat pushes a three-card 7 instead)
  and says that the banker 6 pays half, as the no-commission entry does.
- dragon-bonus definition: 「大差で勝つ」 left the margin vague and 「一方」 did not say that the bettor chooses the
  hand. A win without a natural pays from 4 points up, as the entry's explanation and the side-bets guide say (the
  smallest margin of the paytable) and the casinos' published rules state ("wins by at least four points").
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "even-money",
        "explanation_ja",
        "ノーコミッションバカラのバンカーへのベットは、バンカーが6で勝った場合を除いてイーブンマネーで支払われます。",
        "よくあるノーコミッションバカラでは、バンカーへのベットもイーブンマネーで支払われます。"
        "ただし、バンカーが合計6で勝ったときだけは配当が半額になります。",
    ),
    (
        "dragon-bonus",
        "definition_ja",
        "プレイヤーかバンカーの一方が、ナチュラルで勝つか大差で勝つことに賭けるサイドベット。",
        "プレイヤーかバンカーのどちらかを選び、その側がナチュラルで勝つか、4点以上の差で勝つことに賭けるサイドベット。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0059_korean_glossary_round19")]

    operations = [migrations.RunPython(forwards, backwards)]
