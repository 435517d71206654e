"""Password guessing at the admin's sign-in (django-axes): five wrong passwords for one username
from one address lock that pair out; the page says so in the reader's language; behind the proxy
the client's own address counts, and a client cannot choose it."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from axes.models import AccessAttempt
from django.contrib.auth import get_user_model
from django.core.checks import run_checks
from django.core.management import call_command
from django.urls import reverse

from tests.helpers import BACKUP_CODES, app_code, enrol, sign_in_verified

pytestmark = pytest.mark.django_db

LOGIN = "/admin/login/"
PASSWORD = "a-long-enough-password"
PROXY = "10.0.0.2"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def hana(django_user_model):
    user = django_user_model.objects.create_user("hana", password=PASSWORD, is_staff=True)
    enrol(user)
    return user


def sign_in(client, password, username="hana", code=None, **meta):
    """The sign-in form: password, and the code the account's authenticator app shows now."""
    if code is None:
        user = get_user_model().objects.filter(username=username).first()
        code = app_code(user) if user else "000000"
    data = {"username": username, "password": password, "otp_token": code, "next": "/admin/"}
    return client.post(LOGIN, data, **meta)


def guess(client, times=5, **meta):
    return [sign_in(client, "wrong", **meta).status_code for _ in range(times)]


def test_five_wrong_passwords_lock_out_even_the_right_one(client, hana):
    assert guess(client, times=4) == [200] * 4  # the form again, with its error
    assert sign_in(client, PASSWORD).status_code == 302, "four are not enough; a success starts the count again"
    client.logout()
    assert guess(client) == [200] * 4 + [429]
    response = sign_in(client, PASSWORD)
    assert response.status_code == 429
    assert response["Retry-After"] == "1800"
    assert "no-store" in response["Cache-Control"]
    assert "_auth_user_id" not in client.session


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("ko", ["로그인이 잠시 중단되었습니다", "5번", "30분"]),
        ("ja", ["サインインを一時停止しています", "5回", "30分"]),
        ("en", ["Signing in is paused", "5 times", "30 minutes"]),
    ],
)
def test_the_lockout_page_is_in_the_readers_language(client, hana, language, words):
    guess(client)
    response = sign_in(client, PASSWORD, HTTP_ACCEPT_LANGUAGE=language)
    html = response.content.decode()
    assert f'<html lang="{language}"' in html
    for word in words:
        assert word in html


def test_the_lockout_is_for_one_username_from_one_address(client, hana, django_user_model):
    enrol(django_user_model.objects.create_user("mina", password=PASSWORD, is_staff=True))
    guess(client)
    assert sign_in(client, PASSWORD, REMOTE_ADDR="192.0.2.7").status_code == 302, "hana elsewhere"
    client.logout()
    assert sign_in(client, PASSWORD, username="mina").status_code == 302, "another editor here"


def test_the_lockout_is_kept_in_the_database_for_every_app_server(client, hana):
    guess(client)
    attempt = AccessAttempt.objects.get(username="hana")
    assert (attempt.ip_address, attempt.failures_since_start) == ("127.0.0.1", 5)


def test_an_administrator_lifts_a_lockout(client, hana):
    guess(client)
    call_command("axes_reset_username", "hana", verbosity=0)
    assert sign_in(client, PASSWORD).status_code == 302


# Behind the proxy ----------------------------------------------------------------------------------


@pytest.fixture
def behind_the_proxy(settings):
    settings.TRUSTED_PROXIES = [PROXY]


def via_proxy(client_address, forged=""):
    """What nginx's `$proxy_add_x_forwarded_for` sends for a client, after any header the client sent."""
    return {"REMOTE_ADDR": PROXY, "HTTP_X_FORWARDED_FOR": ", ".join(filter(None, [forged, client_address]))}


def test_behind_the_proxy_one_client_does_not_lock_out_the_others(client, hana, behind_the_proxy):
    guess(client, **via_proxy("203.0.113.9"))
    assert sign_in(client, PASSWORD, **via_proxy("203.0.113.9")).status_code == 429
    assert sign_in(client, PASSWORD, **via_proxy("198.51.100.4")).status_code == 302
    assert AccessAttempt.objects.get().ip_address == "203.0.113.9"


def test_a_client_cannot_escape_a_lockout_by_forging_its_address(client, hana, behind_the_proxy):
    for number in range(5):
        sign_in(client, "wrong", **via_proxy("203.0.113.9", forged=f"192.0.2.{number}"))
    assert sign_in(client, PASSWORD, **via_proxy("203.0.113.9", forged="192.0.2.99")).status_code == 429


def test_the_header_counts_only_from_a_trusted_proxy(client, hana):
    guess(client, REMOTE_ADDR="203.0.113.9", HTTP_X_FORWARDED_FOR="192.0.2.1")
    assert AccessAttempt.objects.get().ip_address == "203.0.113.9"
    response = sign_in(client, PASSWORD, REMOTE_ADDR="203.0.113.9", HTTP_X_FORWARDED_FOR="192.0.2.2")
    assert response.status_code == 429


@pytest.fixture
def administrator(client, django_user_model):
    """A second client, signed in as a superuser with both factors."""
    from django.test import Client

    admin = django_user_model.objects.create_superuser("admin", password=PASSWORD)
    enrol(admin)
    other = Client(HTTP_ACCEPT_LANGUAGE="ko")
    sign_in_verified(other, admin)
    return other


def test_an_administrator_lifts_a_lockout_with_one_button_whatever_browsers_it_came_from(client, hana, administrator):
    guess(client, HTTP_USER_AGENT="Phone")
    guess(client, HTTP_USER_AGENT="Laptop")
    assert AccessAttempt.objects.filter(username="hana").count() == 2, "Axes keeps a row per browser"
    page = administrator.get(reverse("admin:index"))
    assert reverse("admin:lockouts") in page.content.decode(), "the admin's start page links to the lockouts"
    page = administrator.get(reverse("admin:lockouts")).content.decode()
    assert "로그인 잠금" in page and page.count('name="username" value="hana"') == 1
    response = administrator.post(reverse("admin:lockouts"), {"username": "hana"}, follow=True)
    assert "이제 hana 계정으로 다시 로그인할 수 있습니다." in response.content.decode()
    assert "잠긴 계정이 없습니다." in response.content.decode()
    assert sign_in(client, PASSWORD, HTTP_USER_AGENT="Phone").status_code == 302


def test_only_administrators_see_the_lockouts(editor_client):
    assert editor_client.get(reverse("admin:lockouts")).status_code == 403


def test_the_lockout_page_has_the_admins_header_and_a_way_back(client, hana):
    guess(client)
    html = sign_in(client, PASSWORD, HTTP_ACCEPT_LANGUAGE="ko").content.decode()
    assert "바카라 규칙: 용어집 편집" in html and "Django" not in html
    assert f'href="{LOGIN}"' in html and "로그인 페이지로 돌아가기" in html


# The second factor (django-otp) --------------------------------------------------------------------


@pytest.fixture
def no_code_throttle(settings):
    """django-otp makes a device wait after a wrong code (1 s, then 2, 4 …); these tests retry at once."""
    settings.OTP_TOTP_THROTTLE_FACTOR = 0
    settings.OTP_STATIC_THROTTLE_FACTOR = 0


def test_the_password_alone_does_not_open_the_admin(client, hana, no_code_throttle):
    response = sign_in(client, PASSWORD, code="", HTTP_ACCEPT_LANGUAGE="ja")
    assert response.status_code == 200
    assert "認証アプリに表示されたコードか、バックアップコードを一つ入力してください。" in response.content.decode()
    assert "_auth_user_id" not in client.session
    wrong = sign_in(client, PASSWORD, code="123456" if app_code(hana) != "123456" else "654321")
    assert "This code is wrong or has expired" in wrong.content.decode()
    assert sign_in(client, PASSWORD).status_code == 302
    assert client.get(reverse("admin:index")).status_code == 200


def test_a_backup_code_works_once(client, hana, no_code_throttle):
    assert sign_in(client, PASSWORD, code=BACKUP_CODES[0]).status_code == 302
    client.logout()
    assert sign_in(client, PASSWORD, code=BACKUP_CODES[0]).status_code == 200
    assert sign_in(client, PASSWORD, code=BACKUP_CODES[1]).status_code == 302


def test_an_account_without_a_second_factor_cannot_reach_the_admin(client, django_user_model):
    django_user_model.objects.create_user("newbie", password=PASSWORD, is_staff=True)
    response = sign_in(client, PASSWORD, username="newbie", code="123456", HTTP_ACCEPT_LANGUAGE="ko")
    assert "2단계 인증이 아직 설정되지 않아" in response.content.decode()
    client.force_login(django_user_model.objects.get(username="newbie"))  # a password-only session
    assert client.get(reverse("admin:index")).status_code == 302


def test_wrong_passwords_still_lock_out_with_the_second_factor(client, hana):
    assert guess(client) == [200] * 4 + [429]


def test_an_administrator_enrols_an_editor_from_the_command_line(client, django_user_model, tmp_path):
    from io import StringIO

    django_user_model.objects.create_user("sora", password=PASSWORD, is_staff=True)
    out = StringIO()
    call_command("enrol_editor", "sora", svg=str(tmp_path / "sora.svg"), stdout=out)
    printed = out.getvalue()
    assert "Scan this with sora's authenticator app" in printed
    assert (tmp_path / "sora.svg").read_text().startswith("<?xml")
    codes = re.findall(r"^  ([a-z0-9]{8})$", printed, re.MULTILINE)
    assert len(codes) == 10
    assert sign_in(client, PASSWORD, username="sora", code=codes[0]).status_code == 302
    call_command("enrol_editor", "sora", stdout=StringIO())  # the phone is lost: enrol again
    client.logout()
    assert sign_in(client, PASSWORD, username="sora", code=codes[1]).status_code == 200, "old codes stop working"


@pytest.mark.parametrize("hop", ["unknown", "unix:", "1.2.3.4:5678", " ", "[::1]", "not an address"])
def test_a_forwarded_hop_that_is_not_an_address_ends_the_reading(client, hana, behind_the_proxy, hop):
    """Issue 25: such a hop once reached the database as the client's address (a 500 on PostgreSQL)."""
    assert guess(client, **via_proxy(hop, forged="192.0.2.7")) == [200] * 4 + [429]
    assert AccessAttempt.objects.get().ip_address == PROXY
    assert sign_in(client, PASSWORD, **via_proxy("198.51.100.4")).status_code == 302


def test_a_connection_without_an_address_is_counted_without_one(client, hana):
    assert sign_in(client, "wrong", REMOTE_ADDR="").status_code == 200
    assert AccessAttempt.objects.get().ip_address is None


@pytest.mark.parametrize("proxies", ["nginx.internal", "10.0.0.0/33", "10.0.0.5, proxy"])
def test_a_malformed_list_of_proxies_stops_the_site_at_start_up(proxies):
    environment = {**os.environ, "DJANGO_TRUSTED_PROXIES": proxies, "DJANGO_SETTINGS_MODULE": "baccarat_site.settings"}
    started = subprocess.run(
        [sys.executable, "manage.py", "check"], cwd=ROOT, env=environment, capture_output=True, text=True
    )
    assert started.returncode != 0
    assert "ImproperlyConfigured: DJANGO_TRUSTED_PROXIES:" in started.stderr
    assert "is not an IP address or network" in started.stderr


def test_the_deploy_check_explains_an_unset_list_of_proxies(settings):
    settings.TRUSTED_PROXIES = []
    (warning,) = [found for found in run_checks(include_deployment_checks=True) if found.id == "baccarat_site.W001"]
    assert "lock an editor out for everybody" in warning.msg
    settings.TRUSTED_PROXIES = [PROXY]
    assert "baccarat_site.W001" not in {found.id for found in run_checks(include_deployment_checks=True)}
