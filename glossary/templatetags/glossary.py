import re

from django import template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe
from django.utils.translation import pgettext

from baccarat_site import wording
from glossary.collation import OTHER

register = template.Library()

HANGUL_RUN = re.compile(r"[\uac00-\ud7af]+(?:\s+[\uac00-\ud7af]+)*")
CJK_RUN = re.compile(r"[\u3041-\u30ff\u3400-\u9fff々〆ー]+")
KANA = re.compile(r"[\u3041-\u30ff]")


@register.simple_tag
def fallback_lang(text):
    """` lang="en"` on an element holding fallback text, so it is read in its own language."""
    return format_html(' lang="{}"', text.language) if text.is_fallback else ""


@register.filter
def index_label(label):
    """An index group's label as the reader sees it: the group of terms that start with a digit or a symbol is
    "#" in English and named in words elsewhere (a Korean reader: "#" is an English habit)."""
    if label == OTHER:
        return pgettext("the glossary index group of terms that start with a digit or a symbol", "#")
    return label


@register.filter
def list_of_names(names):
    """Names joined as the active language lists them: "絞り、しぼり", "draw, drawing"."""
    return wording.list_separator().join(names)


@register.filter
def foreign_words(text, language):
    """Editors' text with lang on the words of another script, so a screen reader says them in their own
    language: Hangul outside Korean text is Korean, a run with kana outside Japanese text is Japanese, and
    Chinese characters alone in Korean or English text are the Chinese names (大路, 珠盤路) the glossary
    quotes. `text` is escaped unless already safe (after `linebreaks`)."""
    html = conditional_escape(text)

    def marked(code):
        return lambda match: f'<span lang="{code}">{match.group(0)}</span>'

    if language != "ko":
        html = HANGUL_RUN.sub(marked("ko"), html)
    if language != "ja":
        html = CJK_RUN.sub(lambda match: marked("ja" if KANA.search(match.group(0)) else "zh-Hant")(match), html)
    return mark_safe(html)  # escaped above: only spans around CJK letters are added
