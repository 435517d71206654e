import logging

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.shortcuts import render
from django.utils.translation import get_language_from_path

logger = logging.getLogger(__name__)


class RememberLanguageMiddleware:
    """Remember the language of the last page a reader opened.

    The language switcher is made of plain links, so the choice is recorded
    here: `/` then sends a returning reader to that language rather than the
    one their browser asks for. The cookie is only set when it changes.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        language = get_language_from_path(request.path_info)
        cookie = settings.LANGUAGE_COOKIE_NAME
        if language and response.status_code == 200 and request.COOKIES.get(cookie) != language:
            response.set_cookie(
                cookie,
                language,
                max_age=settings.LANGUAGE_COOKIE_AGE or 365 * 24 * 3600,
                samesite=settings.LANGUAGE_COOKIE_SAMESITE,
                secure=settings.LANGUAGE_COOKIE_SECURE,
                httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
            )
        return response


class DatabaseUnavailableMiddleware:
    """Answer a friendly 503 page when the database cannot be reached.

    Guides, the lookup and the odds never touch the database, so they keep
    serving; only pages that need it (the glossary, the admin) say so.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not isinstance(exception, (OperationalError, InterfaceError)):
            return None
        logger.error("Database unavailable: %s", exception)
        response = render(request, "503.html", status=503)
        response["Retry-After"] = "60"
        return response
