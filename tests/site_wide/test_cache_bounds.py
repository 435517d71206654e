"""Issue 25, point 1: no client can fill the cache, and a cache that refuses a read or a write never
fails a request. The Redis flood runs in scripts/test-redis, against a server with a small maxmemory
that refuses writes when full (``noeviction``)."""

import uuid

import pytest
from django.core.cache import cache, caches
from django.test import override_settings
from redis.exceptions import ResponseError

from baccarat_site.caching import ForgivingRedisCache

PAGES = [
    "/en/",
    "/ko/guides/",
    "/en/guides/third-card-rules/",
    "/ja/lookup/",
    "/en/lookup/answer/",
    "/ko/odds/",
    "/ja/odds/results/",
    "/en/roads/step/?seed=5",
    "/ko/practice/",
    "/ja/responsible-gambling/",
]
"""One address of every page the site keeps in its cache, or whose answers a proxy may keep."""

EVERY_PAGE = [
    *PAGES,
    "/en/roads/?seed=5",
    "/ja/glossary/",
    "/ko/glossary/natural/",
    "/api/decision?player_total=5&banker_total=3",
]


def junk():
    return f"junk={uuid.uuid4().hex}"


def with_junk(path):
    return f"{path}{'&' if '?' in path else '?'}{junk()}"


@pytest.mark.parametrize("path", PAGES)
def test_a_parameter_the_page_does_not_read_is_sent_back_to_the_address_without_it(client, path):
    response = client.get(with_junk(path))
    assert (response.status_code, response["Location"]) == (301, path)


@pytest.mark.parametrize("path", ["/en/", "/ko/guides/third-card-rules/", "/ja/practice/"])
def test_an_empty_query_is_sent_back_to_the_bare_address(client, path):
    response = client.get(f"{path}?&&&")
    assert (response.status_code, response["Location"]) == (301, path)


def test_the_parameters_a_page_reads_are_kept(client):
    response = client.get(f"/en/lookup/?player_total=3&banker_total=5&{junk()}")
    assert response["Location"] == "/en/lookup/?player_total=3&banker_total=5"


def cached_entries():
    if isinstance(caches["default"], ForgivingRedisCache):
        return cache._cache.get_client().dbsize()
    return len(cache._cache)


@pytest.mark.django_db
def test_what_clients_choose_is_computed_afresh_and_never_stored(client):
    """New roads seeds, depleted shoes, typed answers: each answered, and the cache grows by none of them."""
    for path in EVERY_PAGE:
        client.get(path)
    stored = cached_entries()
    chosen = [
        *(f"/en/roads/?seed={seed}" for seed in range(100, 104)),
        *(f"/ko/roads/step/?seed={seed}&step=3" for seed in range(100, 104)),
        *(f"/ja/odds/?decks=8&removed_{rank}=1" for rank in "A23456789"),
        *(f"/en/lookup/?player_total={total}&banker_total=3" for total in range(10)),
        *(f"/en/lookup/?cards=9,{rank},K,8" for rank in "A23456789"),
        *(f"/ja/glossary/?q={uuid.uuid4().hex}" for _ in range(5)),
    ]
    for path in chosen:
        assert client.get(path).status_code == 200, path
    for path in PAGES:
        client.get(with_junk(path))
    assert cached_entries() == stored


@pytest.mark.django_db
@override_settings(
    CACHES={"default": {"BACKEND": "baccarat_site.caching.ForgivingRedisCache", "LOCATION": "redis://127.0.0.1:9/0"}}
)
@pytest.mark.parametrize("path", EVERY_PAGE)
def test_with_the_cache_unreachable_every_page_answers(client, path):
    """Port 9 (discard) refuses the connection: every read and write fails, no request does."""
    assert client.get(path).status_code == 200


needs_redis = pytest.mark.skipif(  # settings_test: Redis when DJANGO_TEST_CACHE_URL names it
    not isinstance(caches["default"], ForgivingRedisCache), reason="the flood runs in scripts/test-redis, against Redis"
)


def redis_memory():
    info = cache._cache.get_client().info("memory")
    return info["used_memory"], info["maxmemory"], info["maxmemory_policy"]


@needs_redis
@pytest.mark.django_db
def test_a_flood_of_junk_addresses_leaves_redis_as_it_was_and_every_page_answering(client):
    used_before, maxmemory, _policy = redis_memory()
    assert 0 < maxmemory <= 16 * 2**20, "scripts/test-redis runs Redis with a small maxmemory"
    for _ in range(50):
        for path in EVERY_PAGE:  # a 301 from the pages, a search from the glossary, a 400 from the API
            assert client.get(with_junk(path)).status_code in (200, 301, 400)
    used_after, _maxmemory, _policy = redis_memory()
    assert used_after - used_before < 2**20
    for path in EVERY_PAGE:
        assert client.get(path).status_code == 200, path


@needs_redis
@pytest.mark.django_db
def test_with_redis_full_and_refusing_writes_every_page_answers(client):
    _used, maxmemory, policy = redis_memory()
    assert policy == "noeviction"
    redis = cache._cache.get_client(write=True)
    filler = b"x" * 2**16
    with pytest.raises(ResponseError, match="maxmemory"):
        for index in range(2 * maxmemory // len(filler)):
            redis.set(f"filler:{index}", filler)
    try:
        for path in EVERY_PAGE:
            assert client.get(path).status_code == 200, path
            assert client.get(path).status_code == 200, path  # read back, or computed again
    finally:
        cache.clear()
