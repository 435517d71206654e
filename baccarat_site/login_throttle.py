"""The admin's login throttling (django-axes): whose address a request comes from, and the page
that says an account is locked out.

Behind nginx every request comes from the proxy's address; the client's is in X-Forwarded-For,
which nginx extends with the address it saw (`$proxy_add_x_forwarded_for`, deploy/proxy-cache.conf).
Anything to the left of that was written by the client and may be forged, so the header is read
only when the request comes from a proxy named in DJANGO_TRUSTED_PROXIES, and then from the right:
the first address that is not one of those proxies is the client's (as nginx's realip module does).
"""

import ipaddress
from dataclasses import dataclass
from datetime import datetime

from axes.models import AccessAttempt
from axes.utils import reset
from django.conf import settings
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.db.models import Max
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.cache import add_never_cache_headers
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods


def trusted(address, networks):
    try:
        return any(ipaddress.ip_address(address) in network for network in networks)
    except ValueError:
        return False


def client_address(request):
    networks = [ipaddress.ip_network(proxy, strict=False) for proxy in settings.TRUSTED_PROXIES]
    address = request.META.get("REMOTE_ADDR", "")
    forwarded = [hop.strip() for hop in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if hop.strip()]
    while trusted(address, networks) and forwarded:
        address = forwarded.pop()
    return address


def lockout_response(request, original_response=None, credentials=None):
    """429 Too Many Requests, in the reader's language, saying how long the lockout lasts."""
    seconds = int(settings.AXES_COOLOFF_TIME.total_seconds())
    context = {
        **admin.site.each_context(request),
        "failure_limit": settings.AXES_FAILURE_LIMIT,
        "minutes": seconds // 60,
    }
    response = render(request, "admin/locked_out.html", context, status=429)
    response["Retry-After"] = str(seconds)
    add_never_cache_headers(response)
    return response


@dataclass(frozen=True)
class Lockout:
    username: str
    addresses: list[str]
    last_attempt: datetime


def current_lockouts():
    """Every username locked out from some address now: one line each, however many browsers it used."""
    since = timezone.now() - settings.AXES_COOLOFF_TIME
    locked = AccessAttempt.objects.filter(
        failures_since_start__gte=settings.AXES_FAILURE_LIMIT, attempt_time__gte=since
    )
    lines = locked.values("username").annotate(last=Max("attempt_time")).order_by("-last")
    return [
        Lockout(
            line["username"],
            sorted(set(locked.filter(username=line["username"]).values_list("ip_address", flat=True))),
            line["last"],
        )
        for line in lines
    ]


@require_http_methods(["GET", "POST"])
def lockouts_view(request):
    """The admin's "Sign-in lockouts" page: who is locked out now, with one button per account that lifts
    every lock on it (from every address and browser). For administrators only."""
    if not request.user.has_perm("axes.delete_accessattempt"):
        raise PermissionDenied
    if request.method == "POST":
        username = request.POST.get("username", "")
        if reset(username=username):
            messages.success(request, gettext("%(username)s can sign in again.") % {"username": username})
        return redirect("admin:lockouts")
    context = {
        **admin.site.each_context(request),
        "title": gettext("Sign-in lockouts"),
        "lockouts": current_lockouts(),
    }
    response = render(request, "admin/lockouts.html", context)
    add_never_cache_headers(response)
    return response
