"""Test settings: the real settings with fast hashers and a private cache.

The cache is local memory, or the server in DJANGO_TEST_CACHE_URL: scripts/test-redis runs the cache
tests against a throwaway Redis server that way. (Not DJANGO_CACHE_URL: the tests empty the cache.)
"""

from baccarat_site.settings import *  # noqa: F403
from baccarat_site.settings import cache_from_env

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CACHES = {"default": cache_from_env("DJANGO_TEST_CACHE_URL")}
