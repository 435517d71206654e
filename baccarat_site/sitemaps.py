from django.contrib.sitemaps import Sitemap
from django.urls import reverse

from baccarat_site.guide_list import GUIDES
from glossary.models import Term


class TranslatedSitemap(Sitemap):
    """Every page in every language, with hreflang alternates and x-default."""

    i18n = True
    alternates = True
    x_default = True


class PageSitemap(TranslatedSitemap):
    """Pages with no database content, by URL name."""

    url_names = [
        "guides:home",
        "guides:index",
        "lookup:index",
        "lookup:squeeze",
        "odds:index",
        "safety:responsible_gambling",
        "roads:index",
        "practice:index",
        "chemin_de_fer:index",
    ]

    def items(self):
        return self.url_names

    def location(self, item):
        return reverse(item)


class GuideSitemap(TranslatedSitemap):
    def items(self):
        return list(GUIDES)

    def location(self, item):
        return reverse("guides:detail", args=[item.slug])


class GlossarySitemap(TranslatedSitemap):
    """The glossary's list page (item None) and every published term."""

    def items(self):
        return [None, *Term.objects.filter(published=True).order_by("slug")]

    def location(self, term):
        return term.get_absolute_url() if term else reverse("glossary:index")

    def lastmod(self, term):
        return term.updated if term else None


SITEMAPS = {"pages": PageSitemap, "guides": GuideSitemap, "glossary": GlossarySitemap}
