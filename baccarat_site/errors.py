"""Error pages that need more than a template: the admin's own 403 and 404, the proxy's 414, and each page's
title."""

from django.contrib import admin
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.cache import never_cache

from baccarat_site.pages import PageMeta

NOT_ALLOWED = PageMeta(_("Not allowed"))
NOT_FOUND = PageMeta(_("Page not found"))
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



@never_cache
def request_too_long(request):
    """414: the page the proxy shows for an address too long for the app servers (deploy/request-too-long.conf),
    in the address's language, or else the reader's (Accept-Language, then the language they chose)."""
    return render(request, "414.html", {"page_meta": REQUEST_TOO_LONG}, status=414)
