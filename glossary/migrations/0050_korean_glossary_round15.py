"""Korean glossary fixes from the fifteenth cold read (issue 27, notes/reads/ko15.md).

The baccarat entry no longer says the guests bet only on who wins or a tie (side bets exist): it names the three
main bets as what they basically bet on. The cut card is put back a short way from the end of the pack, not
"near the back". The midi baccarat entry's closing line lists what its first paragraph says differs (seats,
betting limits, who turns the cards) instead of "only the size and the atmosphere". No new fact or figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "baccarat",
        "explanation_ko",
        "손님은 플레이어가 이길지, 뱅커가 이길지, 비길지에만 겁니다.",
        "손님은 기본적으로 플레이어 승, 뱅커 승, 타이 가운데 하나에 겁니다.",
    ),
    (
        "cut-card",
        "explanation_ko",
        "딜러는 컷 카드를 다시 뒤쪽 가까이에 꽂은 채 카드를 슈에 넣습니다.",
        "딜러는 컷 카드를 카드 뭉치의 끝에서 얼마 안 되는 곳에 다시 꽂은 뒤 카드를 슈에 넣습니다.",
    ),
    (
        "midi-baccarat",
        "explanation_ko",
        "규칙과 배당은 푼토 방코 그대로이고, 다른 것은 테이블의 크기와 분위기뿐입니다.",
        "규칙과 배당은 푼토 방코 그대로이고, 달라지는 것은 자리 수와 베팅 한도, 카드를 누가 뒤집는지 같은 진행 방식입니다.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0049_commission_free_model_and_alias_case")]

    operations = [migrations.RunPython(forwards, backwards)]
