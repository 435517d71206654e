"""Site-wide views: the language switcher's links."""

from django.conf import settings
from django.http import Http404
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import get_language_from_path
from django.views.decorators.http import require_safe


@require_safe
def choose_language(request, page):
    """Open `page` (a path under a language prefix) and remember its language for `/`.

    The language switcher links here rather than to the page itself, so that the
    choice is recorded where the reader makes it and pages set no cookie: a cache in
    front of the site can then share every page between readers.
    """
    target = f"/{page}"
    language = get_language_from_path(target)
    if language is None or not url_has_allowed_host_and_scheme(target, allowed_hosts=None):
        raise Http404
    query = request.META.get("QUERY_STRING")
    response = redirect(f"{target}?{query}" if query else target)
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME,
        language,
        max_age=settings.LANGUAGE_COOKIE_AGE,
        path=settings.LANGUAGE_COOKIE_PATH,
        domain=settings.LANGUAGE_COOKIE_DOMAIN,
        secure=settings.LANGUAGE_COOKIE_SECURE,
        httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
        samesite=settings.LANGUAGE_COOKIE_SAMESITE,
    )
    return response
