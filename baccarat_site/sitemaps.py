from django.contrib.sitemaps import Sitemap
from django.urls import reverse

from guides.pages import GUIDES


class TranslatedSitemap(Sitemap):
    """Every page in every language, with hreflang alternates and x-default."""

    i18n = True
    alternates = True
    x_default = True


class PageSitemap(TranslatedSitemap):
    """Pages with no database content, by URL name."""

    url_names = ["guides:home", "guides:index", "guides:lookup", "guides:odds"]

    def items(self):
        return self.url_names

    def location(self, item):
        return reverse(item)


class GuideSitemap(TranslatedSitemap):
    def items(self):
        return list(GUIDES)

    def location(self, item):
        return reverse("guides:detail", args=[item.slug])


SITEMAPS = {"pages": PageSitemap, "guides": GuideSitemap}
