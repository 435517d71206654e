"""The multi-server set-up of README.md ("Production"), for real: two gunicorn app servers sharing one
PostgreSQL database and one Redis cache, behind nginx with deploy/proxy-cache.conf. What one app
server does, the other knows at once: an editor's change, and a lockout."""

import http.client
import json
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from urllib.parse import quote, urlencode, urlsplit

import pytest
import redis

from bench.serve import ROOT, deploy, gunicorn, nginx, production_settings
from bench.services import postgres_server, redis_server
from glossary.models import Term
from tests.helpers import fetch, form_data, served_from_the_proxy, until

pytestmark = [pytest.mark.slow, pytest.mark.django_db]  # this test database only lends the entries' text to the forms

PASSWORD = "a-long-enough-password"
APP_KEY = "3132333435363738393031323334353637383930"  # every editor's authenticator app here, a known secret
BACKUP_CODE = "backup1a"
EDITORS = f"""
from django.contrib.auth.models import Group, User
from django_otp.plugins.otp_static.models import StaticDevice
from django_otp.plugins.otp_totp.models import TOTPDevice
from glossary.models import Term
for name in ("hana", "mina"):
    user = User.objects.create_user(name, password="{PASSWORD}", is_staff=True)
    user.groups.add(Group.objects.get(name="Editors"))
    TOTPDevice.objects.create(user=user, name="app", key="{APP_KEY}", confirmed=True)
    StaticDevice.objects.create(user=user, name="backup", confirmed=True).token_set.create(token="{BACKUP_CODE}")
print(Term.objects.get(slug="natural").pk)
"""


def app_code():
    from django_otp.oath import totp

    return f"{totp(bytes.fromhex(APP_KEY)):06d}"


@dataclass
class Site:
    a: str
    b: str
    proxy: str
    cache: str
    natural_pk: int


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with postgres_server() as database, redis_server() as cache:
        env = production_settings(database, DJANGO_CACHE_URL=cache, DJANGO_TRUSTED_PROXIES="127.0.0.1")
        deploy(env)
        natural_pk = int(manage(env, "shell", "-c", EDITORS).split()[-1])
        with (
            gunicorn("baccarat_site.wsgi", env, "/robots.txt", "--workers=2") as a,
            gunicorn("baccarat_site.wsgi", env, "/robots.txt", "--workers=2") as b,
            nginx(a, tmp_path_factory.mktemp("static"), b) as (proxy, _files),
        ):
            yield Site(a, b, proxy, cache, natural_pk)


def manage(env, *command):
    python = str(ROOT / ".venv/bin/python")
    return subprocess.run([python, "manage.py", *command], cwd=ROOT, env=env, check=True, capture_output=True).stdout


@dataclass
class Browser:
    """A person's browser, cookies and all (the site's cookies are Secure; here they travel over http)."""

    cookies: dict = field(default_factory=dict)

    def request(self, base, method, path, data=None):
        address = urlsplit(base)
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
        headers = {"Cookie": "; ".join(f"{name}={value}" for name, value in self.cookies.items())}
        body = None
        if data is not None:
            body = urlencode({**data, "csrfmiddlewaretoken": self.cookies["csrftoken"]}, doseq=True)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            for cookie in response.headers.get_all("Set-Cookie") or []:
                name, value = cookie.split(";")[0].split("=", 1)
                self.cookies[name] = value
            return response.status, response.read().decode()
        finally:
            connection.close()

    def sign_in(self, base, username, password=PASSWORD, code=None):
        self.request(base, "GET", "/admin/login/")
        data = {"username": username, "password": password, "otp_token": code or app_code()}
        return self.request(base, "POST", "/admin/login/", data)[0]


def page(base, path="/ja/glossary/natural/"):
    status, _headers, body = fetch(base, path)
    assert status == 200
    return body


def test_an_editors_save_through_one_server_is_shown_by_the_other_at_once_and_through_the_proxy(site):
    assert page(site.b) == page(site.b)
    assert redis.Redis.from_url(site.cache).keys("*glossary*"), "server B keeps the page in the shared cache"
    page(site.proxy)
    served_from_the_proxy(site.proxy, "/ja/glossary/natural/")

    editor = Browser()
    assert editor.sign_in(site.a, "hana") == 302
    change = form_data(Term.objects.get(slug="natural"), definition_ja="二台のサーバーで直した定義")
    path = f"/admin/glossary/term/{site.natural_pk}/change/"
    change["version"] = re.search(r'name="version" value="(\d+)"', editor.request(site.a, "GET", path)[1])[1]
    status, _body = editor.request(site.a, "POST", path, change)
    assert status == 302

    assert "二台のサーバーで直した定義" in page(site.b)
    until(lambda: "二台のサーバーで直した定義" in page(site.proxy), seconds=2)


def test_a_lockout_made_through_one_server_holds_on_the_other(site):
    guesser = Browser()
    assert [guesser.sign_in(site.a, "mina", "wrong") for _ in range(5)] == [200] * 4 + [429]
    assert Browser().sign_in(site.b, "mina") == 429
    assert Browser().sign_in(site.b, "hana", code=BACKUP_CODE) == 302, "another editor is not locked out"


def test_the_longest_request_the_api_documents_reaches_the_site(site):
    """Issue 25: 1,248 characters of cards (the document's maxLength), full-width, percent-encoded, made a
    request line of 11 KB that gunicorn refused with a 414 (deploy/gunicorn.conf.py lifts its limit)."""
    remove = quote("５，，" * 416)  # MAX_CARDS cards, 1,248 characters
    status, _headers, body = fetch(site.proxy, f"/api/odds?decks=8&remove={remove}")
    assert status == 400 and json.loads(body)["error"]["code"] == "not_in_shoe"  # 416 fives: the rules refuse


def post_without_a_token(base, path):
    address = urlsplit(base)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=30)
    try:
        form = {"username": "nobody", "password": "wrong"}
        connection.request("POST", path, urlencode(form), {"Content-Type": "application/x-www-form-urlencoded"})
        response = connection.getresponse()
        return response.status, response.read().decode()
    finally:
        connection.close()


def test_the_proxy_limits_sign_in_attempts_with_the_sites_own_429_page(site):
    """deploy/rate-limits.conf: 10 sign-in POSTs a minute per address, in bursts of 5 (each costs ~0.4 s of
    CPU). Ten at once: one and a burst of five reach the site, the others are refused at the proxy. They
    carry no CSRF token, so the site refuses them (403) without hashing a password: the test costs no CPU."""
    with ThreadPoolExecutor(max_workers=10) as pool:
        answers = list(pool.map(lambda _: post_without_a_token(site.proxy, "/admin/login/"), range(10)))
    statuses = sorted(status for status, _body in answers)
    assert statuses == [403] * 6 + [429] * 4
    html = next(body for status, body in answers if status == 429)
    assert "<h1>Too many requests</h1>" in html and 'href="/en/"' in html


def first_refusal(proxy, path, **headers):
    """Ask until nginx refuses: how many asks that takes depends on how fast the site answers the others."""
    for _ in range(60):
        status, headers_out, body = fetch(proxy, path, **headers)
        if status == 429:
            return headers_out, body
    pytest.fail(f"60 requests for {path} and none refused")


def test_the_proxy_limits_what_is_computed_afresh_in_the_readers_language(site):
    assert fetch(site.proxy, "/ko/roads/?seed=77")[0] == 200
    headers, body = first_refusal(site.proxy, "/ko/roads/?seed=77")
    assert '<html lang="ko"' in body
    assert "no-store" in headers["Cache-Control"]
    _headers, body = first_refusal(site.proxy, "/api/odds?decks=8&remove=5", **{"Accept-Language": "ja"})
    assert '"code": "too_many_requests"' in body
