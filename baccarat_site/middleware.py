import logging

from django.db import InterfaceError, OperationalError
from django.shortcuts import render
from django.utils.translation import gettext_lazy as _

from baccarat_site.pages import PageMeta

logger = logging.getLogger(__name__)
UNAVAILABLE = PageMeta(_("Temporarily unavailable"))


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
        response = render(request, "503.html", {"page_meta": UNAVAILABLE}, status=503)
        response["Retry-After"] = "60"
        return response
