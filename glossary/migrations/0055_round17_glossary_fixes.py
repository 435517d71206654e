"""Round-17 glossary fixes (issue 27): no pointer to online tables, and two Japanese sentences that misled.

- big-small, all three languages: "found mostly at online live-dealer tables" pointed Korean and Japanese readers
  at sites their law forbids them to bet on (a Korean reader, round 17), and no source for it is cited: it goes.
- scoreboard (ja): a board does not "stand" beside the table (テーブルの横に立ち); it is set up there.
- roadmap (ja): the drawing-rule sentence's 「も」 had nothing to refer to; the paragraph now says first that the
  charts are no guide to the next coup (a Japanese reader, round 17).
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "big-small",
        "explanation_en",
        "Big wins more often, so it pays less than even money. The bets are found mostly at online live-dealer tables.",
        "Big wins more often, so it pays less than even money.",
    ),
    (
        "big-small",
        "explanation_ko",
        "빅이 더 자주 이기므로 배당이 1 대 1보다 낮습니다. 주로 온라인 라이브 바카라에서 볼 수 있습니다.",
        "빅이 더 자주 이기므로 배당이 1 대 1보다 낮습니다.",
    ),
    (
        "big-small",
        "explanation_ja",
        "ビッグのほうがよく当たるので、配当は1対1より低く設定されています。主にオンラインのライブバカラで見かけます。",
        "ビッグのほうがよく当たるので、配当は1対1より低く設定されています。",
    ),
    (
        "scoreboard",
        "definition_ja",
        "テーブルの横に立ち、そのシューで出た結果を表示する電光掲示板。",
        "テーブルの脇に設置され、そのシューで出た結果を表示する電光掲示板。",
    ),
    (
        "roadmap",
        "explanation_ja",
        "ただし、どの罫線も同じ結果を別の形で描き直したものにすぎません。3枚目のカードを引くかどうかも、罫線とは関係なくルールで決まります。",
        "ただし、どの罫線も同じ結果を別の形で描き直したものにすぎず、次の勝負を予想する手がかりにはなりません。"
        "3枚目のカードを引くかどうかも、罫線とは関係なく、ルールだけで決まります。",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0054_japanese_glossary_round16")]

    operations = [migrations.RunPython(forwards, backwards)]
