from django.http import Http404
from django.shortcuts import render

from guides.pages import GUIDES, GUIDES_BY_SLUG, neighbours


def home(request):
    return render(request, "guides/home.html", {"guides": GUIDES})


def guide_index(request):
    return render(request, "guides/index.html", {"guides": GUIDES})


def guide_detail(request, slug):
    guide = GUIDES_BY_SLUG.get(slug)
    if guide is None:
        raise Http404
    previous, following = neighbours(guide)
    context = {"guide": guide, "previous": previous, "next": following, **guide.context()}
    return render(request, guide.template_name, context)
