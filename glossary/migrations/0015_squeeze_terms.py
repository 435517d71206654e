"""The squeeze's words: a new entry for the outs, and the squeeze's entry told that the chances move as the
cards are turned (and its Korean name 쪼기 beside 쪼이).

The texts are frozen here, as they were written for this migration, so that it means the same thing
whenever it runs; glossary/data/terms.json has the same entries, for a new glossary (0002 loads it). Each change is a new version of the entry (django-simple-history) and starts a new
glossary edition, as a save in the admin would.
"""

from django.db import migrations
from django.db.models import F
from django.utils import timezone

LANGUAGES = ("ko", "ja", "en")

OUTS = {
    "slug": "outs",
    "category": "rules",
    "related": ["squeeze", "third-card"],
    "guides": [],
    "published": True,
    "term": {"ko": "아웃츠", "ja": "アウツ", "en": "Outs"},
    "reading": {"ko": "Outs", "ja": "あうつ", "en": ""},
    "aliases": {"ko": "", "ja": "", "en": ""},
    "definition": {
        "ko": "다음에 나올 카드 가운데, 나오는 순간 승부를 한쪽으로 결정짓는 카드들.",
        "ja": "次に出るカードのうち、出た時点で勝敗を決めてしまうカード。",
        "en": "The cards that, turned next, would settle the coup for one side.",
    },
    "explanation": {
        "ko": "포커에서 온 말로, 아직 뒤집지 않은 카드 가운데 어떤 카드가 나오면 이기는지를 가리킵니다. 바카라에서는 스퀴즈(쪼기)를 하면서 ‘이 카드가 8이나 9면 뱅커가 이긴다’처럼 다음 카드 한 장으로 결과가 정해지는 경우에 씁니다.\n\n어떤 카드가 아웃츠인지, 그 카드가 나올 확률이 얼마인지는 남은 카드로 정확히 계산할 수 있습니다. 하지만 카드는 이미 정해져 있으니, 아웃츠를 안다고 결과가 바뀌지는 않습니다.",
        "ja": "ポーカーから来たことばで、まだ表になっていないカードのうち、出れば勝ちが決まるカードを指します。バカラでは絞りの最中に「次が8か9ならバンカーの勝ち」のように、次の一枚で勝敗が決まる場面で使われます。\n\nどのカードがアウツなのか、それが出る確率はいくつかは、残りのカードから正確に計算できます。ただしカードはすでに決まっているので、アウツを知っても結果は変わりません。",
        "en": "A word borrowed from poker: the unseen cards that would win if they came next. In baccarat it is heard during the squeeze, when the next card alone can decide the coup: an 8 or a 9 and the banker wins.\n\nWhich cards are outs, and how likely they are, can be counted exactly from the cards left. But the cards are already fixed: knowing the outs changes nothing about the result.",
    },
    "example": {
        "ko": "플레이어의 두 장 합이 5, 뱅커의 첫 카드가 10일 때 뱅커의 두 번째 카드에서 아웃츠는 8과 9입니다.",
        "ja": "プレイヤーが5、バンカーの1枚目が10で、バンカーの2枚目を絞るとき、アウツは8と9です。",
        "en": "Player 5, banker's first card a 10: the banker's outs on the second card are the 8 and the 9.",
    },
}

SQUEEZE_ALIASES_KO = "쪼이, 쪼기"
SQUEEZE_PARAGRAPH = {
    "ko": "카드를 한 장씩 뒤집을 때마다 플레이어, 뱅커, 타이의 확률은 움직입니다. 그래도 바뀌는 것은 우리가 아는 것뿐이고, 카드 자체는 셔플이 끝난 순간 이미 정해져 있습니다.",
    "ja": "カードが一枚めくられるたびに、プレイヤー、バンカー、タイの確率は動きます。それでも変わるのは「わかっていること」だけで、カードそのものはシューを切り終えた時点で決まっています。",
    "en": "As each card is turned the chances of a player win, a banker win and a tie move. What changes is only what is known: the cards themselves were fixed when the shoe was shuffled.",
}


def record_version(apps, term, history_type):
    """A version of ``term`` as it is now, as django-simple-history records a save."""
    HistoricalTerm = apps.get_model("glossary", "HistoricalTerm")
    own = {field.attname for field in term._meta.fields}
    copied = [field for field in HistoricalTerm._meta.fields if field.attname in own]
    values = {}
    for field in copied:
        value = getattr(term, field.attname)
        values[field.attname] = None if value == "" and field.null else value
    HistoricalTerm.objects.create(**values, history_date=timezone.now(), history_type=history_type)


def next_edition(apps):
    Edition = apps.get_model("glossary", "Edition")
    Edition.objects.get_or_create(pk=1)
    Edition.objects.filter(pk=1).update(number=F("number") + 1)


def add_outs(apps):
    """The outs entry, unless the glossary has it (a new glossary loads it with the others in 0002)."""
    Term = apps.get_model("glossary", "Term")
    if Term.objects.filter(slug=OUTS["slug"]).exists():
        return False
    texts = {}
    for field in ("term", "reading", "aliases", "definition", "explanation", "example"):
        texts[field] = OUTS[field]["en"]
        texts.update({f"{field}_{language}": OUTS[field][language] for language in LANGUAGES})
    term = Term.objects.create(
        slug=OUTS["slug"], category=OUTS["category"], guides=OUTS["guides"], published=OUTS["published"], **texts
    )
    # The historical model's many-to-many is not symmetrical: store both directions, as 0002 does.
    for related in Term.objects.filter(slug__in=OUTS["related"]):
        term.related.add(related)
        related.related.add(term)
    record_version(apps, term, "+")
    return True


def tell_the_squeeze(apps):
    Term = apps.get_model("glossary", "Term")
    squeeze = Term.objects.filter(slug="squeeze").first()
    if squeeze is None:
        return False
    changed = False
    if "쪼기" not in (squeeze.aliases_ko or ""):
        squeeze.aliases_ko = SQUEEZE_ALIASES_KO
        changed = True
    for language, paragraph in SQUEEZE_PARAGRAPH.items():
        explanation = getattr(squeeze, f"explanation_{language}") or ""
        if explanation and paragraph not in explanation:
            setattr(squeeze, f"explanation_{language}", f"{explanation}\n\n{paragraph}")
            changed = True
    if changed:
        squeeze.explanation = squeeze.explanation_en
        squeeze.save()
        record_version(apps, squeeze, "~")
    return changed


def add_squeeze_terms(apps, schema_editor):
    added = add_outs(apps)
    if tell_the_squeeze(apps) or added:
        next_edition(apps)


def remove_squeeze_terms(apps, schema_editor):
    """Back: the outs entry goes; the squeeze keeps its longer text (an editor may have changed it since)."""
    deleted, _by_model = apps.get_model("glossary", "Term").objects.filter(slug=OUTS["slug"]).delete()
    if deleted:
        next_edition(apps)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0014_japanese_glossary")]

    operations = [migrations.RunPython(add_squeeze_terms, remove_squeeze_terms)]
