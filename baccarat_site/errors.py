"""Error pages that need more than a template: the admin's own 403 and 404, the proxy's 414, and each page's
title."""

from django.contrib import admin
from django.core.exceptions import DisallowedHost, RequestDataTooBig, TooManyFieldsSent
from django.shortcuts import render
from django.urls import reverse
from django.utils import translation
from django.utils.cache import add_never_cache_headers
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.cache import never_cache

from api import responses as api_responses
from baccarat_site.pages import PageMeta

NOT_ALLOWED = PageMeta(_("Not allowed"))
NOT_FOUND = PageMeta(_("Page not found"))
TOO_MANY_REQUESTS = PageMeta(_("Too many requests"))
BAD_REQUEST = PageMeta(_("Bad request"))
FORM_REFUSED = PageMeta(_("The form could not be sent"))
METHOD_NOT_ALLOWED = PageMeta(_("Not a request this page takes"))
REQUEST_TOO_LONG = PageMeta(_("Address too long"))


def page_not_found(request, exception):
    """404: in the admin, a page that looks like the admin, in the editor's language; elsewhere the site's."""
    if not request.path.startswith(reverse("admin:index")):
        return render(request, "404.html", {"page_meta": NOT_FOUND}, status=404)
    context = {**admin.site.each_context(request), "title": gettext("Not found")}
    return render(request, "admin/404.html", context, status=404)


def permission_denied(request, exception):
    """403: in the admin, the admin's own page in the editor's language; elsewhere the site's 403.html."""
    if not request.path.startswith(reverse("admin:index")):
        return render(request, "403.html", {"page_meta": NOT_ALLOWED}, status=403)
    context = {**admin.site.each_context(request), "title": gettext("Not allowed")}
    return render(request, "admin/403.html", context, status=403)


def too_many_requests(request):
    """429, for the proxy's request limits (deploy/proxy-cache.conf asks for it here, with the address
    the client asked for in X-Original-URI): the API's JSON error for the API, else the site's page,
    in the language of that address (or of the request, for an address with none)."""
    asked_for = request.headers.get("X-Original-URI", request.path)
    with translation.override(translation.get_language_from_path(asked_for) or request.LANGUAGE_CODE):
        if asked_for.startswith("/api/"):
            response = api_responses.too_many_requests()
        else:
            response = render(request, "429.html", {"page_meta": TOO_MANY_REQUESTS}, status=429)
    add_never_cache_headers(response)
    return response


def bad_request(request, exception):
    """400 for what Django refuses before any view reads the request: a Host the site does not serve, more
    parameters than DATA_UPLOAD_MAX_NUMBER_FIELDS, a form larger than DATA_UPLOAD_MAX_MEMORY_SIZE."""
    context = {
        "page_meta": BAD_REQUEST,
        "wrong_host": isinstance(exception, DisallowedHost),
        "too_many_fields": isinstance(exception, TooManyFieldsSent),
        "too_big": isinstance(exception, RequestDataTooBig),
    }
    return render(request, "400.html", context, status=400)


def csrf_failure(request, reason=""):
    """403 for a form sent without its security token (CSRF_FAILURE_VIEW): the site's page, translated."""
    return render(request, "403_csrf.html", {"page_meta": FORM_REFUSED}, status=403)


def method_not_allowed(request, response):
    """405 for a public page asked to take a POST, a DELETE…: the site's page, with the response's Allow."""
    page = render(request, "405.html", {"page_meta": METHOD_NOT_ALLOWED}, status=405)
    page["Allow"] = response["Allow"]
    return page


@never_cache
def request_too_long(request):
    """414: the page the proxy shows for an address too long for the app servers (deploy/request-too-long.conf),
    in the address's language, or else the reader's (Accept-Language, then the language they chose)."""
    return render(request, "414.html", {"page_meta": REQUEST_TOO_LONG}, status=414)
