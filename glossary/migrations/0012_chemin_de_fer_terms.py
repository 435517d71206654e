"""Add the chemin de fer terms: the option on 5 and the tableau (the rule the house prints).

The text is frozen here, not read from glossary/data/terms.json, so that the migration always adds what it
added the day it was written. Each new term gets its first version (as 0010 gave every existing term) and
the glossary starts a new edition, so cached glossary pages are not served stale. Terms that exist are left
alone.
"""

from django.db import migrations
from django.db.models import F
from django.utils import timezone

TERMS = [
    {
        "slug": "option-on-five",
        "category": "rules",
        "related": ["chemin-de-fer", "tableau", "draw", "stand"],
        "guides": ["variants-and-history"],
        "term": {"ko": "플레이어의 5 선택", "ja": "5のオプション", "en": "Player's option on 5"},
        "reading": {"ko": "Option on five", "ja": "ごのオプション", "en": ""},
        "definition": {
            "ko": "슈맹 드 페르에서 플레이어가 합 5일 때 세 번째 카드를 받을지 멈출지 스스로 정하는 권리.",
            "ja": "シュマン・ド・フェールで、合計5のプレイヤーが3枚目を引くかスタンドするかを自分で決められること。",
            "en": "In chemin de fer, the player's right to choose whether to draw or stand on a two-card 5.",
        },
        "explanation": {
            "ko": "플레이어는 0~4면 반드시 받고 6이나 7이면 멈추지만, 5에서만은 스스로 정합니다. 1889년 베르트랑이 "
            "이 선택을 따진 것이 게임 이론의 출발점 가운데 하나가 되었습니다.\n\n"
            "카드를 되돌려 넣는 단순한 모형에서 케메니와 스넬(1957)이 구한 답은 ‘11번 중 9번꼴로 받는다’는 "
            "혼합 전략입니다. 실제 슈에서는 덱 수와 카드 구성에 따라 이 확률이 조금씩 달라집니다.",
            "ja": "プレイヤーは0〜4なら必ず引き、6か7ならスタンドしますが、5のときだけは自分で決めます。1889年に"
            "ベルトランがこの選択を論じたことが、ゲーム理論の出発点の一つになりました。\n\n"
            "カードを戻す単純な模型でケメニーとスネル（1957年）が求めた答えは、「11回に9回の割合で引く」という"
            "混合戦略です。実際のシューでは、デック数やカードの組み合わせによってこの確率が少しずつ変わります。",
            "en": "The player must draw on 0 to 4 and stand on 6 or 7; only on 5 does he choose. Bertrand's "
            "discussion of this choice in 1889 was one of the starting points of game theory.\n\n"
            "In the simple model where cards are replaced, Kemeny and Snell (1957) found that the best play is "
            "mixed: draw 9 times in 11. From a real shoe the chance shifts a little with the number of decks and "
            "the cards that make the 5.",
        },
        "example": {
            "ko": "5를 쥔 플레이어는 잠시 망설이다가 카드를 한 장 더 청했습니다.",
            "ja": "5を持ったプレイヤーは少し迷ってから、もう1枚を求めました。",
            "en": "Holding 5, the player hesitated, then asked for a card.",
        },
    },
    {
        "slug": "tableau",
        "category": "rules",
        "related": ["chemin-de-fer", "option-on-five", "banker-drawing-table"],
        "guides": ["variants-and-history"],
        "term": {"ko": "타블로", "ja": "タブロー", "en": "Tableau"},
        "reading": {"ko": "Tableau", "ja": "タブロー", "en": "ta-BLOH"},
        "definition": {
            "ko": "슈맹 드 페르에서 플레이어와 뱅커가 언제 받고 언제 멈추는지 하우스가 정해 둔 표.",
            "ja": "シュマン・ド・フェールで、プレイヤーとバンカーがいつ引き、いつスタンドするかをハウスが定めた表。",
            "en": "In chemin de fer, the house's printed rule of when the player and the banker draw or stand.",
        },
        "explanation": {
            "ko": "직접 정하고 싶지 않은 손님은 크루피에에게 이 표대로 처리해 달라고 맡길 수 있습니다. 푼토 방코에서는 "
            "같은 역할의 표가 유일한 규칙이지만, 슈맹 드 페르에서는 선택하는 사람이 표를 벗어날 수 있습니다.\n\n"
            "게임 이론으로 구한 최적의 뱅커는 대부분의 칸에서 푼토 방코 표와 똑같이 하고, 몇몇 칸에서만 다르게 "
            "합니다.",
            "ja": "自分で決めたくない客は、クルピエにこの表どおりに処理してもらうことができます。プント・バンコでは"
            "同じ役割の表が唯一のルールですが、シュマン・ド・フェールでは選ぶ人が表から外れることもできます。\n\n"
            "ゲーム理論で求めた最適なバンカーは、ほとんどのマスでプント・バンコの表と同じようにし、いくつかの"
            "マスでだけ違う選択をします。",
            "en": "A guest who does not want to decide can ask the croupier to play the hand by the tableau. In punto "
            "banco a table like it is the whole rule; in chemin de fer whoever decides may depart from it.\n\n"
            "The optimal banker found by game theory plays as the punto banco table does in almost every cell and "
            "departs from it in only a few.",
        },
        "example": {
            "ko": "처음 온 손님은 크루피에에게 타블로대로 해 달라고 부탁했습니다.",
            "ja": "初めての客は、クルピエにタブローどおりに処理してほしいと頼みました。",
            "en": "New to the table, she asked the croupier to play her hand by the tableau.",
        },
    },
]
TRANSLATED_FIELDS = ("term", "reading", "definition", "explanation", "example")
DEFAULT_LANGUAGE = "en"


def add_terms(apps, schema_editor):
    Term = apps.get_model("glossary", "Term")
    HistoricalTerm = apps.get_model("glossary", "HistoricalTerm")
    added = []
    for entry in TERMS:
        if Term.objects.filter(slug=entry["slug"]).exists():
            continue
        texts = {}
        for field in TRANSLATED_FIELDS:
            texts[field] = entry[field][DEFAULT_LANGUAGE]
            texts.update({f"{field}_{language}": text for language, text in entry[field].items()})
        added.append(
            Term.objects.create(
                slug=entry["slug"], category=entry["category"], guides=entry["guides"], published=True, **texts
            )
        )
    entries = {entry["slug"]: entry for entry in TERMS}
    for term in added:
        # The historical model's many-to-many is not symmetrical: store both directions, as 0002 does.
        for related in Term.objects.filter(slug__in=entries[term.slug]["related"]):
            term.related.add(related)
            related.related.add(term)
    # The entry's own fields; the history's fields (history_*, reverted_to) keep their defaults.
    on_term = {field.attname for field in Term._meta.fields}
    copied = [field for field in HistoricalTerm._meta.fields if field.attname in on_term]
    HistoricalTerm.objects.bulk_create(
        HistoricalTerm(
            **{field.attname: getattr(term, field.attname) for field in copied},
            history_date=timezone.now(),
            history_type="+",
        )
        for term in added
    )
    if added:
        Edition = apps.get_model("glossary", "Edition")
        if not Edition.objects.filter(pk=1).update(number=F("number") + 1):
            Edition.objects.get_or_create(pk=1)


def remove_terms(apps, schema_editor):
    slugs = [entry["slug"] for entry in TERMS]
    apps.get_model("glossary", "Term").objects.filter(slug__in=slugs).delete()
    apps.get_model("glossary", "HistoricalTerm").objects.filter(slug__in=slugs).delete()


class Migration(migrations.Migration):
    dependencies = [("glossary", "0011_published_default_former_slugs_revert_marker")]

    operations = [migrations.RunPython(add_terms, remove_terms)]
