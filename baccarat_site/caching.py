"""What the site keeps in its cache, and a cache that never fails a request.

Only a page's canonical addresses go in the cache (``shared_page``): a parameter the page does not read
is sent back to the address without it (301), and addresses a client can vary at will (a new roads
seed, a depleted shoe, any typed answer) are computed afresh, so the number of cached entries is
bounded by the site's own pages, whatever a client asks. Every such page still tells a proxy in front
that it may keep it (``Cache-Control: max-age``), and the proxy's cache is bounded by its own size.

``ForgivingRedisCache`` is Django's Redis cache for which a refused read (the server unreachable) is
a miss and a refused write (the server full, ``OOM command not allowed``) is skipped: the request is
answered anyway, and the failure is logged.
"""

import logging
from functools import wraps

from django.conf import settings
from django.core.cache.backends.redis import RedisCache
from django.http import HttpResponsePermanentRedirect
from django.utils.cache import patch_response_headers
from django.views.decorators.cache import cache_page
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_safe
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)


def bare_page(query_string):
    """The usual test for ``shared_page``'s ``cached``: only the address without a query is kept."""
    return query_string == ""


def no_address(query_string):
    """For pages whose every address is a client's choice (a roads seed): none is kept in the site's cache."""
    return False


def shared_page(view=None, *, parameters=frozenset(), cached=bare_page, proxies_keep_the_rest=True):
    """Cache the page in the site's cache at its canonical addresses only; let proxies keep the others.

    Only GET and HEAD: any other method is a 405.
    ``parameters``: the query parameters the page reads; a request with any other is redirected (301)
    to the same address without them, so junk added to a URL is neither computed nor stored.
    ``cached(query_string)``: whether this address is one of the page's few canonical ones, kept in the
    site's cache; any other is rendered afresh (and must be cheap: ``bench/bench_cold.py``), and a proxy
    may keep it too unless ``proxies_keep_the_rest`` is false (answers nobody else is likely to ask for).
    """
    if view is None:
        return lambda view: shared_page(
            view, parameters=parameters, cached=cached, proxies_keep_the_rest=proxies_keep_the_rest
        )
    cached_view = cache_page(settings.PAGE_CACHE_SECONDS)(view)

    @csrf_exempt  # it takes no form: a POST is a 405 (the site's page), not a CSRF failure
    @require_safe
    @wraps(view)
    def serve(request, *args, **kwargs):
        query_string = request.META.get("QUERY_STRING", "")
        unknown = [name for name in request.GET if name not in parameters]
        if unknown or (query_string and not request.GET):
            return HttpResponsePermanentRedirect(canonical_address(request, unknown))
        if cached(query_string):
            return cached_view(request, *args, **kwargs)
        response = view(request, *args, **kwargs)
        if proxies_keep_the_rest and response.status_code == 200 and not response.has_header("Cache-Control"):
            patch_response_headers(response, settings.PAGE_CACHE_SECONDS)
        return response

    return serve


def canonical_address(request, unknown):
    query = request.GET.copy()
    for name in unknown:
        del query[name]
    return f"{request.path}?{query.urlencode(safe=',')}" if query else request.path


def forgiving(method, failed):
    @wraps(method)
    def call(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except RedisError as error:
            logger.warning("Cache %s failed, answering without it: %s", method.__name__, error)
            return failed(*args, **kwargs)

    return call


def _default(key, default=None, **_kwargs):
    return default


class ForgivingRedisCache(RedisCache):
    """Django's Redis cache whose failures are logged, never raised: a read that fails is a miss, a
    write that fails (a full server refuses writes under ``maxmemory-policy noeviction``) is skipped."""

    get = forgiving(RedisCache.get, _default)
    get_many = forgiving(RedisCache.get_many, lambda *args, **kwargs: {})
    has_key = forgiving(RedisCache.has_key, lambda *args, **kwargs: False)
    add = forgiving(RedisCache.add, lambda *args, **kwargs: False)
    set = forgiving(RedisCache.set, lambda *args, **kwargs: None)
    set_many = forgiving(RedisCache.set_many, lambda data, *args, **kwargs: list(data))
    touch = forgiving(RedisCache.touch, lambda *args, **kwargs: False)
    delete = forgiving(RedisCache.delete, lambda *args, **kwargs: False)
    delete_many = forgiving(RedisCache.delete_many, lambda *args, **kwargs: None)
