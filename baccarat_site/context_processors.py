from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.urls import NoReverseMatch, reverse, translate_url
from django.utils.translation import get_language, get_language_from_path, get_language_info
from django.utils.translation import gettext_lazy as _

from baccarat_site.pages import (
    GLOSSARY_DESCRIPTION,
    GUIDES_DESCRIPTION,
    LOOKUP_DESCRIPTION,
    ODDS_DESCRIPTION,
    PRACTICE_DESCRIPTION,
    ROADS_DESCRIPTION,
    SITE,
)

NAVIGATION = [
    ("guides:index", _("Guides"), GUIDES_DESCRIPTION),
    ("lookup:index", _("Third-card lookup"), LOOKUP_DESCRIPTION),
    ("odds:index", _("Odds"), ODDS_DESCRIPTION),
    ("roads:index", _("Roads"), ROADS_DESCRIPTION),
    ("glossary:index", _("Glossary"), GLOSSARY_DESCRIPTION),
    ("practice:index", _("Practice"), PRACTICE_DESCRIPTION),
]


def navigation(path):
    """The header links, for the pages that exist, marking the current one; each with the one sentence that
    says what its page offers (the home page lists them)."""
    links = []
    for url_name, label, description in NAVIGATION:
        try:
            url = reverse(url_name)
        except NoReverseMatch:
            continue
        links.append({"url": url, "label": label, "description": description, "current": path.startswith(url)})
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
    try:
        request.get_host()
        absolute = request.build_absolute_uri
    except DisallowedHost:  # the 400 page for a Host the site does not serve: no address to build on
        absolute = str
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
