"""The admin's login throttling (django-axes): whose address a request comes from, and the page
that says an account is locked out.

Behind nginx every request comes from the proxy's address; the client's is in X-Forwarded-For,
which nginx extends with the address it saw (`$proxy_add_x_forwarded_for`, deploy/proxy-cache.conf).
Anything to the left of that was written by the client and may be forged, so the header is read
only when the request comes from a proxy named in DJANGO_TRUSTED_PROXIES, and then from the right:
the first address that is not one of those proxies is the client's (as nginx's realip module does).
"""

import ipaddress

from django.conf import settings
from django.shortcuts import render
from django.utils.cache import add_never_cache_headers


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
    context = {"failure_limit": settings.AXES_FAILURE_LIMIT, "minutes": seconds // 60}
    response = render(request, "admin/locked_out.html", context, status=429)
    response["Retry-After"] = str(seconds)
    add_never_cache_headers(response)
    return response
