from functools import wraps

from django.http import Http404
from django.shortcuts import render
from django.urls import NoReverseMatch, reverse
from django.views.decorators.cache import cache_page

from glossary.content import CACHE_SECONDS, MAX_QUERY_LENGTH, current_glossary, glossary_version
from guides.pages import GUIDES_BY_SLUG


def cached_until_the_terms_change(view):
    """Serve the rendered page from the cache until a term is saved or deleted; searches are rendered afresh."""

    @wraps(view)
    def serve(request, *args, **kwargs):
        request.glossary_version = glossary_version()
        if request.GET:
            return view(request, *args, **kwargs)
        versioned = cache_page(CACHE_SECONDS, key_prefix=f"glossary-{request.glossary_version}")(view)
        return versioned(request, *args, **kwargs)

    return serve


@cached_until_the_terms_change
def glossary_index(request):
    glossary = current_glossary(request.glossary_version)
    query = request.GET.get("q", "").strip()[:MAX_QUERY_LENGTH]
    entries = glossary.search(query) if query else list(glossary.entries)
    sections = glossary.sections(entries)
    anchors = {section.label: section.anchor for section in sections}
    index_bar = [(label, anchors.get(label)) for label in glossary.index_labels(entries)]
    context = {
        "query": query,
        "entries": entries,
        "sections": sections,
        "index_bar": index_bar,
        "max_query_length": MAX_QUERY_LENGTH,
    }
    return render(request, "glossary/index.html", context)


@cached_until_the_terms_change
def term_detail(request, slug):
    glossary = current_glossary(request.glossary_version)
    entry = glossary.entry(slug)
    if entry is None:
        raise Http404
    context = {"entry": entry, "related": glossary.related(entry), "guides": guide_links(entry.guides)}
    return render(request, "glossary/detail.html", context)


def guide_links(slugs):
    """Title and URL of each guide the entry names, leaving out any the site doesn't have."""
    links = []
    for slug in slugs:
        guide = GUIDES_BY_SLUG.get(slug)
        if guide is None:
            continue
        try:
            links.append({"title": guide.title, "url": reverse("guides:detail", args=[slug])})
        except NoReverseMatch:
            continue
    return links
