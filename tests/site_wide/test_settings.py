"""The settings fail the Django way: a missing or malformed environment variable is an ImproperlyConfigured
error that names it (manage.py and gunicorn show it), not an exit from the middle of an import."""

import runpy
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

SETTINGS = Path(__file__).resolve().parents[2] / "baccarat_site"
VARIABLES = [
    "DJANGO_DEBUG",
    "DJANGO_SECRET_KEY",
    "DJANGO_ALLOWED_HOSTS",
    "DJANGO_CACHE_URL",
    "DJANGO_TEST_CACHE_URL",
    "DJANGO_PAGE_CACHE_SECONDS",
    "DJANGO_LOCKOUT_MINUTES",
]
PRODUCTION = {"DJANGO_DEBUG": "0", "DJANGO_SECRET_KEY": "a-long-random-production-key"}


@pytest.fixture
def settings_from(monkeypatch):
    """The settings read from an environment with these variables, and none of VARIABLES but them."""

    def read(file="settings.py", **variables):
        for name in VARIABLES:
            monkeypatch.delenv(name, raising=False)
        for name, value in variables.items():
            monkeypatch.setenv(name, value)
        return runpy.run_path(str(SETTINGS / file))

    return read


def refusal(settings_from, *args, **variables):
    with pytest.raises(ImproperlyConfigured) as raised:
        settings_from(*args, **variables)
    return str(raised.value)


def test_production_without_a_secret_key_is_improperly_configured(settings_from):
    assert refusal(settings_from, DJANGO_DEBUG="0") == "DJANGO_SECRET_KEY must be set when DJANGO_DEBUG=0"


def test_production_reads_its_variables(settings_from):
    settings = settings_from(**PRODUCTION, DJANGO_PAGE_CACHE_SECONDS="600", DJANGO_LOCKOUT_MINUTES="15")
    assert (settings["DEBUG"], settings["SECRET_KEY"]) == (False, PRODUCTION["DJANGO_SECRET_KEY"])
    assert settings["PAGE_CACHE_SECONDS"] == 600
    assert settings["AXES_COOLOFF_TIME"].total_seconds() == 15 * 60


def test_development_needs_no_variable(settings_from):
    settings = settings_from()
    assert settings["DEBUG"] and settings["SECRET_KEY"].startswith("django-insecure-")
    assert (settings["PAGE_CACHE_SECONDS"], settings["AXES_COOLOFF_TIME"].total_seconds()) == (3600, 30 * 60)


@pytest.mark.parametrize(
    ("name", "value"),
    [("DJANGO_PAGE_CACHE_SECONDS", "1h"), ("DJANGO_LOCKOUT_MINUTES", ""), ("DJANGO_LOCKOUT_MINUTES", "2.5")],
)
def test_a_count_that_is_not_a_whole_number_is_improperly_configured(settings_from, name, value):
    assert refusal(settings_from, **PRODUCTION, **{name: value}) == f"{name} must be a whole number, not {value!r}"


@pytest.mark.parametrize(
    ("file", "name"), [("settings.py", "DJANGO_CACHE_URL"), ("settings_test.py", "DJANGO_TEST_CACHE_URL")]
)
def test_a_cache_url_of_another_kind_is_improperly_configured(settings_from, file, name):
    assert refusal(settings_from, file, **{name: "http://cache.example:6379"}) == (
        f"{name} must start with redis://, rediss:// or memcached://, not 'http://cache.example:6379'"
    )


@pytest.mark.parametrize(
    ("url", "backend", "location"),
    [
        ("redis://cache.example:6379/0", "redis.RedisCache", "redis://cache.example:6379/0"),
        ("memcached://cache.example:11211", "memcached.PyMemcacheCache", "cache.example:11211"),
    ],
)
def test_a_shared_cache_comes_from_its_url(settings_from, url, backend, location):
    cache = settings_from(DJANGO_CACHE_URL=url)["CACHES"]["default"]
    assert (cache["BACKEND"], cache["LOCATION"]) == (f"django.core.cache.backends.{backend}", location)
