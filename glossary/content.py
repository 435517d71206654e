"""The glossary as a reader sees it in one language: published entries in that language's
order, each text either translated or visibly taken from a fallback language.

A language's glossary is built once and cached under the glossary's edition number, which
every change to a term raises in the database (`Edition`), so the next request on any app
server rebuilds it, whether the change came from a form, `QuerySet.update()`, a change of
related terms or a revert.
"""

import re
import unicodedata
from dataclasses import dataclass
from difflib import get_close_matches
from itertools import groupby

from django.conf import settings
from django.core.cache import cache
from django.urls import reverse
from django.utils.translation import get_language, get_language_info
from modeltranslation.utils import resolution_order

from glossary.collation import (
    DOUBLED_INITIALS,
    INDEXES,
    initial_consonants,
    is_initial_consonants,
    position,
    to_hiragana,
)
from glossary.models import TRANSLATED_FIELDS, Edition, Term

CACHE_SECONDS = 24 * 60 * 60
MAX_QUERY_LENGTH = 100
LATIN_NAME = re.compile(r"[A-Za-z0-9 ’'&.\-]+")
"""A name written only in Latin letters (with digits, spaces and the marks English names use)."""
JOINERS = re.compile(r"[\s\-‐・·]")
SUGGESTIONS = 3
SUGGESTION_CUTOFF = 0.75
"""How alike a name must be to a query that found nothing to be offered (difflib's ratio, letter by letter,
Hangul split into its letters: 커밋션 and 커미션 score 0.93, ナチュラリ and ナチュラル 0.8)."""


@dataclass(frozen=True)
class Text:
    """A translated text and the language it is actually written in."""

    value: str
    language: str
    is_fallback: bool = False

    def __str__(self):
        return self.value

    def __bool__(self):
        return bool(self.value)

    @property
    def language_name(self):
        return get_language_info(self.language)["name_translated"]


def localized(term, field, language):
    """`term`'s `field` in `language`, or else in the first fallback language that has it."""
    for code in resolution_order(language):
        value = (getattr(term, f"{field}_{code}") or "").strip()
        if value:
            return Text(value, code, is_fallback=code != language)
    return Text("", language)


@dataclass(frozen=True)
class Entry:
    slug: str
    category: str
    term: Text
    reading: Text
    definition: Text
    explanation: Text
    example: Text
    related: tuple
    guides: tuple
    index_label: str
    sort_key: tuple
    aliases: tuple = ()  # other names in the page's language, as the editor listed them
    names_elsewhere: tuple = ()  # the term and its aliases in the other languages, so a reader can search by those too

    @property
    def url(self):
        return reverse("glossary:detail", args=[self.slug])

    @property
    def category_label(self):
        return Term.Category(self.category).label

    @property
    def shows_reading(self):
        """A reading that says something the term doesn't (not バカラ under バカラ)."""
        return bool(self.reading) and self.reading.value != self.term.value

    @property
    def reading_lang(self):
        """The language to mark a reading in, when it is not the page's: a Korean entry's reading in Latin letters
        is its English name ("Natural"), read out in English; None otherwise."""
        if self.reading.language != "en" and LATIN_NAME.fullmatch(self.reading.value):
            return "en"
        return None

    @property
    def names(self):
        """Everything the entry is called: its term, reading and aliases, here and in the other languages."""
        return [str(self.term), str(self.reading), *self.aliases, *self.names_elsewhere]

    def matches(self, words):
        """Whether every folded query word is in the entry, spacing and joining marks aside (판다8, ドラゴン・7)."""
        haystack = "\n".join(compact(fold(text)) for text in [*self.names, str(self.definition)])
        return all(compact(word) in haystack for word in words)

    def starts_with_initials(self, initials):
        """Whether the term, or its name in another language, begins with these Korean initial consonants."""
        return any(
            initial_consonants(compact(name)).startswith(initials) for name in (str(self.term), *self.names_elsewhere)
        )

    def rank(self, query):
        """How well the entry answers a folded, compacted query: 0 when it is one of the entry's names,
        1 when a name starts with it, 2 when it is found anywhere else."""
        names = [compact(fold(name)) for name in self.names if name]
        if query in names:
            return 0
        if any(name.startswith(query) for name in names):
            return 1
        return 2


@dataclass(frozen=True)
class Section:
    label: str
    anchor: str
    entries: list


def compact(text):
    """Text without spaces, hyphens and middle dots, which writers use or leave out as they please."""
    return JOINERS.sub("", text)


def spelling(text):
    """Text as letters for comparing spellings: folded, compacted, Hangul and voiced kana split (커 → ㅋ+ㅓ)."""
    return unicodedata.normalize("NFD", compact(fold(text)))


def fold(text):
    """Text for matching: compatibility forms unified (ＥＺ → EZ), katakana as hiragana, case folded, and a
    curly apostrophe as the straight one a keyboard types (Gambler’s fallacy is found as gambler's)."""
    return to_hiragana(unicodedata.normalize("NFKC", text)).casefold().replace("’", "'")


@dataclass(frozen=True)
class Glossary:
    language: str
    entries: tuple

    def entry(self, slug):
        return next((entry for entry in self.entries if entry.slug == slug), None)

    def related(self, entry):
        return [related for related in self.entries if related.slug in entry.related]

    def search(self, query):
        """The entries that match, best first: named exactly so, then a name starting so, then the rest;
        in the language's order within each. A query of Korean initial consonants (ㅋ, ㅋㅁㅅ) finds the
        terms whose syllables start so, in the language's order: ㅋ gives the terms under ㅋ."""
        folded = fold(query[:MAX_QUERY_LENGTH])
        initials = compact(query[:MAX_QUERY_LENGTH])  # before folding: NFKC turns ㅋ into a conjoining letter
        if is_initial_consonants(initials):
            initials = "".join(DOUBLED_INITIALS.get(char, char) for char in initials)
            return [entry for entry in self.entries if entry.starts_with_initials(initials)]
        found = [entry for entry in self.entries if entry.matches(folded.split())]
        return sorted(found, key=lambda entry: entry.rank(compact(folded)))

    def suggestions(self, query):
        """For a query that found nothing: the entries with a name spelt most like it, closest first."""
        by_spelling = {}
        for entry in self.entries:
            for name in filter(None, entry.names):
                by_spelling.setdefault(spelling(name), entry)
        if not by_spelling:  # an empty glossary suggests nothing
            return []
        close = get_close_matches(
            spelling(query[:MAX_QUERY_LENGTH]), by_spelling, n=len(by_spelling), cutoff=SUGGESTION_CUTOFF
        )
        return list(dict.fromkeys(by_spelling[name] for name in close))[:SUGGESTIONS]

    def sections(self, entries):
        """The entries under their index labels, in order."""
        labels = self.index_labels(entries)
        return [
            Section(label, f"index-{labels.index(label) + 1}", list(members))
            for label, members in groupby(entries, key=lambda entry: entry.index_label)
        ]

    def index_labels(self, entries):
        """The language's whole index, plus any extra label (a Latin letter on the Korean page) in use."""
        used = [entry.index_label for entry in entries]
        native = INDEXES[self.language]
        return list(native) + [label for label in dict.fromkeys(used) if label not in native]


def build_entry(term, language, published_slugs):
    texts = {field: localized(term, field, language) for field in TRANSLATED_FIELDS if field != "aliases"}
    reading = texts["reading"] if not texts["reading"].is_fallback else Text("", language)
    index_label, sort_key = position(language, texts["term"].value, reading.value if language == "ja" else "")
    return Entry(
        slug=term.slug,
        category=term.category,
        **{**texts, "reading": reading},
        related=tuple(sorted({related.slug for related in term.related.all()} & published_slugs)),
        guides=tuple(term.guides),
        index_label=index_label,
        sort_key=sort_key,
        aliases=tuple(term.alias_list(language)),
        names_elsewhere=tuple(names_elsewhere(term, language)),
    )


def names_elsewhere(term, language):
    """The term and its aliases in every language but `language`."""
    for code, _name in settings.LANGUAGES:
        if code != language:
            yield from filter(None, [getattr(term, f"term_{code}"), *term.alias_list(code)])


def build_glossary(language):
    terms = list(Term.objects.filter(published=True).prefetch_related("related"))
    published_slugs = {term.slug for term in terms}
    entries = sorted((build_entry(term, language, published_slugs) for term in terms), key=lambda e: e.sort_key)
    return Glossary(language, tuple(entries))


def glossary_version():
    """Changes whenever any term changes: the glossary's edition number."""
    return Edition.current()


def current_glossary(version):
    """The active language's glossary at this `glossary_version()`, built once per version."""
    language = get_language()
    key = f"glossary:{language}:{version}"
    return cache.get_or_set(key, lambda: build_glossary(language), CACHE_SECONDS)
