import logging

from django.db import InterfaceError, OperationalError
from django.shortcuts import render

from baccarat_site.observability import DATABASE_UNAVAILABLE_LOGGER

logger = logging.getLogger(DATABASE_UNAVAILABLE_LOGGER)


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
