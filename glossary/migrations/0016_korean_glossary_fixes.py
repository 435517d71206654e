"""Korean glossary fixes from the cold read (issue 27).

출목표 names the record of results, the roadmaps together (slottimes.net, "카지노 바카라 베팅 시 출목표 꼭 봐야
할까?"; bethelp247.com, "바카라 매의 종류"), so the alias moves from the scoreboard to the roadmap. 쪼기 could
not be confirmed at a source and leaves the squeeze's aliases and the outs' explanation. The house edge is
what the casino keeps on average; the dragon tail turns from the seventh result of a run; the option on
five is called 5의 선택, as on the chemin de fer page; two calques in the squeeze's text are rewritten.

The data is frozen here. Each change replaces a passage only where it is still as it was (an empty field
only while it is empty), so an editor's own changes stay; glossary/data/terms.json has the same text.
"""

from django.db import migrations, models

CHANGES = [
    ("scoreboard", "aliases_ko", "출목표", ""),
    ("roadmap", "aliases_ko", "", "출목표"),
    (
        "scoreboard",
        "explanation_ko",
        "한국 카지노에서는 흔히 출목표라고 부릅니다. 빅 로드를 비롯한 로드맵과",
        "빅 로드를 비롯한 로드맵과",
    ),
    (
        "scoreboard",
        "explanation_ko",
        "전광판은 게임을 보는 재미를 더하는 장치이지 정보가 아닙니다.",
        "전광판은 게임을 따라가기 쉽게 해 줄 뿐, 다음 판에 대해서는 아무것도 알려 주지 않습니다.",
    ),
    (
        "roadmap",
        "explanation_ko",
        "많은 손님이 이 표들에서 패턴을 찾으려 합니다.",
        "한국 카지노에서는 이 표들을 통틀어 흔히 출목표라고 부르며, 많은 손님이 여기서 패턴을 찾으려 합니다.",
    ),
    ("squeeze", "aliases_ko", "쪼이, 쪼기", "쪼이"),
    (
        "squeeze",
        "explanation_ko",
        "하지만 스퀴즈는 의례일 뿐 결정이 아닙니다.",
        "하지만 스퀴즈로 달라지는 것은 없습니다.",
    ),
    (
        "squeeze",
        "explanation_ko",
        "카드를 한 장씩 뒤집을 때마다 플레이어, 뱅커, 타이의 확률은 움직입니다. 그래도 바뀌는 것은 우리가 아는 것뿐이고, 카드 자체는 셔플이 끝난 순간 이미 정해져 있습니다.",
        "카드를 한 장씩 뒤집을 때마다 플레이어, 뱅커, 타이의 확률은 달라집니다. 그래도 늘어나는 것은 알게 되는 것뿐이고, 카드 자체는 슈를 섞은 순간 이미 정해져 있습니다.",
    ),
    ("outs", "explanation_ko", "스퀴즈(쪼기)를 하면서", "스퀴즈를 하면서"),
    (
        "house-edge",
        "definition_ko",
        "한 베팅에서 카지노가 장기적으로 평균해 가져가는 몫을 건 금액에 대한 비율로 나타낸 값.",
        "한 베팅에 건 금액 가운데 카지노가 평균적으로 가져가는 몫의 비율.",
    ),
    (
        "dragon-tail",
        "definition_ko",
        "표의 맨 아랫줄까지 내려간 긴 연승이 오른쪽으로 꺾여 이어지는 모양.",
        "빅 로드의 여섯 칸을 다 채운 연승이 맨 아래 칸을 따라 오른쪽으로 꺾여 이어지는 모양.",
    ),
    (
        "dragon-tail",
        "explanation_ko",
        "그래서 같은 쪽이 일곱 번 넘게 잇달아 이기면, 일곱 번째 기록부터는 맨 아랫줄을 따라 오른쪽으로 이어 적습니다. 꺾인 꼬리가 먼저 자리를 차지한 칸을 만나면, 다음 연승은 그 위 칸에서 오른쪽으로 꺾입니다.",
        "그래서 같은 쪽이 일곱 번 이상 잇달아 이기면, 일곱 번째 결과부터는 맨 아래 칸을 따라 오른쪽으로 이어 적습니다. 앞선 꼬리가 맨 아래 칸을 차지하고 있으면, 다음 연승은 그 바로 위 칸에서 오른쪽으로 꺾습니다.",
    ),
    ("option-on-five", "term_ko", "플레이어의 5 선택", "5의 선택"),
]


def changed_text(field, text, old, new, forwards):
    """The text with the passage replaced, or None where the change does not apply. An alias list, and an
    empty passage, change only as a whole field. Going forwards, a passage already replaced is left alone;
    where an earlier migration put the old passage back beside the new one (0015 appends its paragraph to
    a new glossary loaded with this text), the old one goes."""
    if field.startswith("aliases_") or not old or not new:
        return new if text == old else None
    if old not in text:
        return None
    if forwards and new in text.replace(old, ""):
        for passage in (f"\n\n{old}", f"{old}\n\n", old):
            if passage in text:
                return text.replace(passage, "", 1)
    return text.replace(old, new)


def replace(apps, swap):
    Term = apps.get_model("glossary", "Term")
    Edition = apps.get_model("glossary", "Edition")
    changed = False
    for slug, field, before, after in CHANGES:
        old, new = (after, before) if swap else (before, after)
        for term in Term.objects.filter(slug=slug):
            text = getattr(term, field) or ""
            updated = changed_text(field, text, old, new, forwards=not swap)
            if updated is not None:
                setattr(term, field, updated)
                term.save(update_fields=[field])
                changed = True
    if changed:  # pages are cached per glossary edition: start a new one
        Edition.objects.update_or_create(pk=1, defaults={})
        Edition.objects.filter(pk=1).update(number=models.F("number") + 1)


def forwards(apps, schema_editor):
    replace(apps, swap=False)


def backwards(apps, schema_editor):
    replace(apps, swap=True)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0015_squeeze_terms")]

    operations = [migrations.RunPython(forwards, backwards)]
