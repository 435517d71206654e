"""Error pages that need more than a template."""

from django.contrib import admin
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext
from django.views import defaults


def page_not_found(request, exception):
    """404: in the admin, a page that looks like the admin, in the editor's language; elsewhere the site's."""
    if not request.path.startswith(reverse("admin:index")):
        return defaults.page_not_found(request, exception)
    context = {**admin.site.each_context(request), "title": gettext("Not found")}
    return render(request, "admin/404.html", context, status=404)


def permission_denied(request, exception):
    """403: in the admin, the admin's own page in the editor's language; elsewhere the site's 403.html."""
    if not request.path.startswith(reverse("admin:index")):
        return defaults.permission_denied(request, exception)
    context = {**admin.site.each_context(request), "title": gettext("Not allowed")}
    return render(request, "admin/403.html", context, status=403)
