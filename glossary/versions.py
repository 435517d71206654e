"""Versions of a glossary entry (django-simple-history) as an editor reads them: which field changed
("Definition (Japanese)"), from what to what with the changed words marked, who saved it and why.

The History page and the message that refuses a save from an out-of-date form both use these.
"""

import re
from dataclasses import dataclass
from difflib import SequenceMatcher

from django.conf import settings
from django.utils import timezone
from django.utils.dateformat import format as format_date
from django.utils.formats import date_format
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.text import capfirst
from django.utils.translation import gettext, pgettext

from baccarat_site import wording
from baccarat_site.guide_list import GUIDES_BY_SLUG
from glossary.models import TRANSLATED_FIELDS, Term

WORD = re.compile(r"\s+|[0-9A-Za-z\u00C0-\u024F\uAC00-\uD7A3'’-]+|.", re.DOTALL)
# Unchanged text longer than this, between or around changes, is shortened to its ends.
CONTEXT_CHARS = 24

LANGUAGE_NAMES = dict(settings.LANGUAGES)
UNTRANSLATED_FIELDS = ("slug", "category", "published", "guides")
VERSIONED_FIELDS = (
    *UNTRANSLATED_FIELDS,
    *(f"{field}_{code}" for field in TRANSLATED_FIELDS for code in LANGUAGE_NAMES),
)


def latest_version(term_pk):
    """The id of the entry's latest version: the form carries it, and a save from an older one is refused."""
    versions = Term.history.filter(id=term_pk).order_by("-history_id")
    return versions.values_list("history_id", flat=True).first()


def field_label(name):
    """ "Definition (Japanese)" for definition_ja; "Slug" for slug."""
    base, _, code = name.rpartition("_")
    if base in TRANSLATED_FIELDS and code in LANGUAGE_NAMES:
        label = capfirst(Term._meta.get_field(base).verbose_name)
        return gettext("%(field)s (%(language)s)") % {"field": label, "language": LANGUAGE_NAMES[code]}
    return capfirst(Term._meta.get_field(name).verbose_name)


def plain(value):
    """A value as stored in a version or posted in a form, made comparable: no NULL, no \\r\\n."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value.replace("\r\n", "\n")
    return value


def value_text(name, value):
    """A value in words: "published" and "draft", a category's and the guides' names."""
    value = plain(value)
    if name == "published":
        return pgettext("entry state", "published") if value else pgettext("entry state", "draft")
    if name == "category":
        return str(Term.Category(value).label) if value in Term.Category.values else value
    if name == "guides":
        titles = [str(GUIDES_BY_SLUG[slug].title) if slug in GUIDES_BY_SLUG else slug for slug in value or []]
        return wording.list_separator().join(titles)
    return value


def shorten(text):
    if len(text) <= 2 * CONTEXT_CHARS + 1:
        return text
    return f"{text[:CONTEXT_CHARS]}…{text[-CONTEXT_CHARS:]}"


def words(text):
    """Text cut where a changed word is marked: Korean and Latin words whole, Japanese character by
    character (it has no spaces), spaces and punctuation on their own."""
    return WORD.findall(text)


def marked_texts(old, new):
    """Old and new text as HTML, the removed words in <del> and the added ones in <ins>, long unchanged
    stretches shortened to their ends."""
    old_words, new_words = words(old), words(new)
    old_parts, new_parts = [], []
    matcher = SequenceMatcher(None, old_words, new_words, autojunk=False)
    for tag, old_start, old_end, new_start, new_end in matcher.get_opcodes():
        if tag == "equal":
            same = shorten("".join(old_words[old_start:old_end]))
            old_parts.append(format_html("{}", same))
            new_parts.append(format_html("{}", same))
            continue
        if old_end > old_start:
            old_parts.append(format_html("<del>{}</del>", "".join(old_words[old_start:old_end])))
        if new_end > new_start:
            new_parts.append(format_html("<ins>{}</ins>", "".join(new_words[new_start:new_end])))
    return SafeString("".join(old_parts)), SafeString("".join(new_parts))


def shown(html):
    return html or format_html('<span class="empty-value">{}</span>', pgettext("field value", "(empty)"))


@dataclass(frozen=True)
class Change:
    field: str
    label: str
    old: SafeString
    new: SafeString


def change(name, old, new):
    old_text, new_text = str(value_text(name, old)), str(value_text(name, new))
    if name in ("published", "category", "guides"):
        old_html, new_html = format_html("{}", old_text), format_html("{}", new_text)
    else:
        old_html, new_html = marked_texts(old_text, new_text)
    return Change(name, field_label(name), shown(old_html), shown(new_html))


def changes_between(old_record, new_record):
    """What changed from one version to the next, field by field, in the order of the form."""
    return [
        change(name, getattr(old_record, name), getattr(new_record, name))
        for name in VERSIONED_FIELDS
        if plain(getattr(old_record, name)) != plain(getattr(new_record, name))
    ]


def author(record):
    """Who saved a version: the editor's name, or where a version without one came from."""
    user = record.history_user
    if user is not None:
        return user.get_full_name() or user.get_username()
    if record.history_type == "+":
        return gettext("the glossary’s first data")
    return gettext("a data update")


def when(moment):
    """A date and time in the active time zone, with the zone: "2026년 12월 1일 오후 3:04 (KST)"."""
    local = timezone.localtime(moment)
    return gettext("%(datetime)s (%(zone)s)") % {
        "datetime": date_format(local, "DATETIME_FORMAT"),
        "zone": format_date(local, "T"),
    }


def action(record, reverted_dates):
    if record.reverted_to is not None:
        reverted = reverted_dates.get(record.reverted_to)
        if reverted is None:
            return gettext("Put back an earlier version")
        return gettext("Put back the version of %(date)s") % {"date": when(reverted)}
    if record.history_type == "+":
        return pgettext("version", "Created")
    if record.history_type == "-":
        return pgettext("version", "Deleted")
    return pgettext("version", "Changed")


def changes_list(changes):
    return format_html(
        '<ul class="version-changes">{}</ul>',
        format_html_join(
            "",
            '<li><strong>{}:</strong> <span class="old-value">{}</span> → <span class="new-value">{}</span></li>',
            ((item.label, item.old, item.new) for item in changes),
        ),
    )
