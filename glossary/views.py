from functools import wraps

from django.http import Http404, HttpResponsePermanentRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import NoReverseMatch, reverse
from django.utils.cache import add_never_cache_headers, patch_cache_control
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _
from django.views.decorators.cache import cache_page
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_safe

from baccarat_site.guide_list import GUIDES_BY_SLUG
from baccarat_site.pages import GLOSSARY_DESCRIPTION, OpenGraphType, PageMeta
from glossary.content import CACHE_SECONDS, MAX_QUERY_LENGTH, build_entry, current_glossary, glossary_version
from glossary.models import FormerSlug, Term

# A shared cache in front of the site (a proxy or CDN) may reuse a glossary page this long,
# so an editor's change reaches every reader within a second.
SHARED_CACHE_SECONDS = 1
INDEX = PageMeta(_("Glossary"), GLOSSARY_DESCRIPTION)


def cached_until_the_terms_change(view):
    """Serve the rendered page from the cache until any term changes; searches are rendered afresh.

    Every request checks the glossary's version first, so the page is current however long
    it has been cached here: it leaves with no age, browsers must ask again for it every
    time, and shared caches may keep it SHARED_CACHE_SECONDS. A page for one person (an editor's
    draft) is marked private by the view, and neither cache keeps it.
    """

    @csrf_exempt  # it takes no form: a POST is a 405 (the site's page), not a CSRF failure
    @require_safe
    @wraps(view)
    def serve(request, *args, **kwargs):
        request.glossary_version = glossary_version()
        if request.GET:
            response = view(request, *args, **kwargs)
        else:
            versioned = cache_page(CACHE_SECONDS, key_prefix=f"glossary-{request.glossary_version}")(view)
            response = versioned(request, *args, **kwargs)
        if "private" in response.get("Cache-Control", ""):
            return response
        del response["Age"]
        del response["Expires"]
        patch_cache_control(response, public=True, max_age=0, s_maxage=SHARED_CACHE_SECONDS)
        return response

    return serve


@cached_until_the_terms_change
def glossary_index(request):
    glossary = current_glossary(request.glossary_version)
    typed = request.GET.get("q", "").strip()
    query = typed[:MAX_QUERY_LENGTH]
    entries = glossary.search(query) if query else list(glossary.entries)
    sections = [] if query else glossary.sections(entries)  # search results are one list, best match first
    anchors = {section.label: section.anchor for section in sections}
    index_bar = [(label, anchors.get(label)) for label in glossary.index_labels(entries)]
    context = {
        "page_meta": INDEX,
        "query": query,
        "entries": entries,
        "sections": sections,
        "index_bar": index_bar,
        "max_query_length": MAX_QUERY_LENGTH,
        "query_cut": len(typed) > MAX_QUERY_LENGTH,
        "suggestions": glossary.suggestions(query) if query and not entries else [],
    }
    return render(request, "glossary/index.html", context)


@cached_until_the_terms_change
def term_detail(request, slug):
    glossary = current_glossary(request.glossary_version)
    entry = glossary.entry(slug)
    if entry is None:
        former = FormerSlug.objects.filter(slug=slug, term__published=True).select_related("term").first()
        if former is not None:
            return HttpResponsePermanentRedirect(former.term.get_absolute_url())
        return draft_detail(request, glossary, slug)
    return render_entry(request, glossary, entry)


def draft_detail(request, glossary, slug):
    """An unpublished entry's page with a draft banner, for editors only: readers get a 404.

    Only here does the view look at who is signed in, so published pages stay the same for everyone
    (no session, no Vary: Cookie) and can be shared by every cache."""
    if not request.user.has_perm("glossary.view_term"):
        raise Http404
    term = get_object_or_404(Term.objects.prefetch_related("related"), slug=slug, published=False)
    entry = build_entry(term, get_language(), {published.slug for published in glossary.entries})
    response = render_entry(request, glossary, entry, draft=True)
    add_never_cache_headers(response)
    return response


def render_entry(request, glossary, entry, draft=False):
    context = {
        "page_meta": PageMeta(entry.term, entry.definition, section=_("Glossary"), kind=OpenGraphType.ARTICLE),
        "entry": entry,
        "draft": draft,
        "related": glossary.related(entry),
        "guides": guide_links(entry.guides),
    }
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
