"""Error pages that need more than a template."""

from django.contrib import admin
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext
from django.views import defaults
from django.views.decorators.cache import never_cache


def permission_denied(request, exception):
    """403: in the admin, the admin's own page in the editor's language; elsewhere the site's 403.html."""
    if not request.path.startswith(reverse("admin:index")):
        return defaults.permission_denied(request, exception)
    context = {**admin.site.each_context(request), "title": gettext("Not allowed")}
    return render(request, "admin/403.html", context, status=403)


@never_cache
def request_too_long(request):
    """414: the page the proxy shows for an address too long for the app servers (deploy/request-too-long.conf),
    in the reader's language, from their Accept-Language or the language they chose."""
    return render(request, "414.html", status=414)
