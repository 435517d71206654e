"""Korean glossary fixes from the ninth cold read (issue 27, notes/reads/ko9.md).

The coup example now settles as the take-and-pay entry says: losing bets first, then the winners. The
take-and-pay entry allows both ways a dealer handles the banker's commission: taken from the payout at
once, or marked in the commission box by the player's seat and settled later (George Joseph Training,
"Baccarat Commission Drill", georgejosephtraining.com/baccommdrill.html; Vegas Aces, "How to Deal
Mini-Baccarat, Part 2", vegas-aces.com/learn/deal-mini-baccarat-02-tie: "mark the commission ... until
the commission has been marked or paid"). The commission and no-commission examples say that the stake
comes back on top of the winnings. No new figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "coup",
        "example_ko",
        "한 판이 끝나자 딜러가 이긴 베팅에 칩을 지급하고 진 베팅의 칩을 거둬 갔습니다.",
        "한 판이 끝나자 딜러가 진 베팅의 칩을 먼저 거둬 가고, 이어서 이긴 베팅에 칩을 지급했습니다.",
    ),
    (
        "take-and-pay",
        "explanation_ko",
        "뱅커가 이긴 판에서는 뱅커 베팅 하나에 지급할 때마다 그 자리의 커미션을 표시해 둡니다.",
        "뱅커가 이긴 판에서는 뱅커 베팅 하나에 지급할 때마다 커미션을 지급액에서 바로 떼거나, 그 자리의 "
        "커미션 칸에 표시해 두었다가 나중에 받습니다.",
    ),
    (
        "commission",
        "explanation_ko",
        "10,000원을 걸어 이기면 9,500원을 받는 식입니다.",
        "10,000원을 걸어 이기면 건 돈 10,000원을 돌려받고 9,500원을 더 받는 식입니다.",
    ),
    (
        "no-commission-baccarat",
        "example_ko",
        "노 커미션 바카라에서 뱅커가 6으로 이겨, 10,000원을 건 손님은 5,000원을 받았습니다.",
        "노 커미션 바카라에서 뱅커가 6으로 이겨, 10,000원을 건 손님은 건 돈을 돌려받고 배당으로 5,000원만 더 "
        "받았습니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0032_japanese_glossary_round8")]

    operations = [migrations.RunPython(forwards, backwards)]
