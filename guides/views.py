"""The rules guides: the home page, the list of guides and each guide, its numbers from the engine."""

from django.http import Http404
from django.shortcuts import render
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext_lazy as _

from baccarat_site.caching import shared_page
from baccarat_site.guide_list import GUIDES, GUIDES_BY_SLUG, neighbours
from baccarat_site.pages import GUIDES_DESCRIPTION, SITE, OpenGraphType, PageMeta
from guides.pages import context_of, sections_of

INDEX = PageMeta(
    _("Guides"),
    GUIDES_DESCRIPTION,
)


@shared_page
def home(request):
    return render(request, "guides/home.html", {"guides": GUIDES, "page_meta": SITE})


@shared_page
def guide_index(request):
    return render(request, "guides/index.html", {"guides": GUIDES, "page_meta": INDEX})


@shared_page
def guide_detail(request, slug):
    guide = GUIDES_BY_SLUG.get(slug)
    if guide is None:
        raise Http404
    previous, following = neighbours(guide)
    context = {
        "guide": guide,
        "page_meta": PageMeta(guide.title, guide.description, kind=OpenGraphType.ARTICLE),
        "previous": previous,
        "next": following,
        "sections": sections_of(guide),
        "glossary": GlossaryLinks(),
        **context_of(guide),
    }
    return render(request, guide.template_name, context)


class GlossaryLinks(dict):
    """`{{ glossary.third_card }}` in a guide: the URL of the entry `third-card`, without a database query.

    Template variables cannot contain hyphens and no glossary slug contains an underscore.
    """

    def __missing__(self, name):
        try:
            return reverse("glossary:detail", args=[name.replace("_", "-")])
        except NoReverseMatch:
            raise KeyError(name) from None
