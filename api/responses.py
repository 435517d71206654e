"""JSON answers: in the language of ``Accept-Language``, GET and HEAD only, cached for a day when they answer.

Only that header picks the language: a language cookie would make one URL answer in two languages
under one cache key.
"""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils import translation
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.translation import gettext as _
from django.utils.translation.trans_real import parse_accept_lang_header
from django.views.decorators.csrf import csrf_exempt

from api.errors import ApiErrorCode, BadQuery

ALLOWED_METHODS = ("GET", "HEAD")
CACHE_SECONDS = 24 * 60 * 60
"""The rules do not change from one day to the next: let browsers and proxies keep answers a day."""


def accept_language(request: HttpRequest) -> str:
    """The first language of ``Accept-Language`` that the site speaks, else the default."""
    for code, _quality in parse_accept_lang_header(request.headers.get("Accept-Language", "")):
        if code == "*":
            break
        try:
            return translation.get_supported_language_variant(code)
        except LookupError:
            continue
    return settings.LANGUAGE_CODE


def json_response(data: Any, status: int = 200) -> JsonResponse:
    response = JsonResponse(data, status=status, json_dumps_params={"ensure_ascii": False})
    response["Content-Language"] = translation.get_language()
    patch_vary_headers(response, ["Accept-Language"])
    return response


def error_response(error: BadQuery, status: int = 400) -> JsonResponse:
    body = {"code": error.code, "message": error.message, "parameter": error.parameter}
    return json_response({"error": body}, status=status)


def read_only(view: Callable[[HttpRequest], Any]) -> Callable[[HttpRequest], HttpResponse]:
    """Make ``view(request)``, which returns JSON data or raises ``BadQuery``, a GET (or HEAD) JSON view."""

    @csrf_exempt
    @wraps(view)
    def wrapped(request: HttpRequest) -> HttpResponse:
        with translation.override(accept_language(request)):
            if request.method not in ALLOWED_METHODS:
                message = _("This address answers only GET requests.")
                response = error_response(BadQuery(ApiErrorCode.METHOD_NOT_ALLOWED, message), status=405)
                response["Allow"] = ", ".join(ALLOWED_METHODS)
                return response
            try:
                response = json_response(view(request))
            except BadQuery as error:
                return error_response(error)
        patch_cache_control(response, public=True, max_age=CACHE_SECONDS)
        return response

    return wrapped


def too_many_requests() -> HttpResponse:
    """429 for the proxy's request limits (``baccarat_site.errors.too_many_requests`` asks, for an API address):
    the API's JSON error, in the active language."""
    message = _("Too many requests from your address just now. Please wait a few seconds.")
    return error_response(BadQuery(ApiErrorCode.TOO_MANY_REQUESTS, message), status=429)


@csrf_exempt
def not_found(request: HttpRequest, unknown: str = "") -> HttpResponse:
    """404 for an address under /api/ that is no request: the API's JSON error, not the site's HTML page."""
    with translation.override(accept_language(request)):
        message = _("There is no request at this address; the API’s requests are listed at /api/docs/.")
        return error_response(BadQuery(ApiErrorCode.NOT_FOUND, message), status=404)
