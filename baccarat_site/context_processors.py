from django.conf import settings
from django.urls import NoReverseMatch, reverse, translate_url
from django.utils.translation import get_language, get_language_from_path, get_language_info
from django.utils.translation import gettext_lazy as _

from baccarat_site.pages import SITE

NAVIGATION = [
    ("guides:index", _("Guides")),
    ("lookup:index", _("Third-card lookup")),
    ("odds:index", _("Odds")),
    ("roads:index", _("Roads")),
    ("glossary:index", _("Glossary")),
    ("practice:index", _("Practice")),
]


def navigation(path):
    """The header links, for the pages that exist, marking the current one."""
    links = []
    for url_name, label in NAVIGATION:
        try:
            url = reverse(url_name)
        except NoReverseMatch:
            continue
        links.append({"url": url, "label": label, "current": path.startswith(url)})
    return links


def switch_url(url, language, query):
    """The switcher's link: open `url` in `language` and remember it (its home page if `url` has no language)."""
    page = url.removeprefix("/") if get_language_from_path(url) == language else f"{language}/"
    address = reverse("choose_language", args=[page])
    return f"{address}?{query}" if query else address


def site(request):
    """Navigation, language switcher, canonical and hreflang links; the site's title and description for
    a page whose view sets none (its ``page_meta`` takes their place)."""
    path = request.path
    absolute = request.build_absolute_uri
    alternates = [
        {
            "code": code,
            "name": get_language_info(code)["name_local"],
            "url": translate_url(path, code),
        }
        for code, _name in settings.LANGUAGES
    ]
    query = request.META.get("QUERY_STRING", "")
    for alternate in alternates:
        alternate["absolute_url"] = absolute(alternate["url"])
        alternate["switch_url"] = switch_url(alternate["url"], alternate["code"], query)
    return {
        "navigation": navigation(path),
        "alternates": alternates,
        "canonical_url": absolute(path),
        "x_default_url": absolute(translate_url(path, settings.LANGUAGE_CODE)),
        "current_language": get_language(),
        "page_meta": SITE,
    }
