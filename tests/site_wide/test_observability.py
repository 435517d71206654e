"""Issue 25, point 5: production errors are seen. Sentry when SENTRY_DSN is set (not the database-down
logger), JSON logs when asked, a health check for monitoring and a liveness path that needs no database."""

import gzip
import json
import logging
import logging.config
import os
import subprocess
import sys
import threading
import zlib
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest
from django.conf import settings

from baccarat_site.observability import logging_config
from tests.helpers import DATABASE_DOWN

ROOT = Path(__file__).resolve().parents[2]


def get(client, path, **headers):
    """django-health-check's views are async: ask from a thread with no event loop (the tests' Playwright
    runs one in this thread), as a WSGI worker would."""
    with ThreadPoolExecutor(max_workers=1) as thread:
        return thread.submit(client.get, path, **headers).result()


@pytest.mark.django_db
def test_the_liveness_path_needs_no_database_and_is_never_cached(client):
    with DATABASE_DOWN:
        response = get(client, "/health/live")
    assert response.status_code == 200
    assert "no-store" in response["Cache-Control"]


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_health_check_sees_the_database_and_the_cache(client):
    response = get(client, "/health/", HTTP_ACCEPT="application/json")
    assert response.status_code == 200 and "no-store" in response["Cache-Control"]
    assert json.loads(response.content) == {"Database(alias='default')": "OK", "Cache(alias='default')": "OK"}
    with DATABASE_DOWN:
        response = get(client, "/health/", HTTP_ACCEPT="application/json")
    assert response.status_code == 500 and "Database" in response.content.decode()


def test_the_liveness_path_is_not_sent_to_https(settings, client):
    """Load balancers probe the app servers over plain HTTP."""
    settings.SECURE_SSL_REDIRECT = True
    assert get(client, "/health/live").status_code == 200
    assert client.get("/en/").status_code == 301


def test_json_logs_are_one_object_per_line(capsys):
    try:
        logging.config.dictConfig(logging_config(json_lines=True))
        logging.getLogger("baccarat_site.test").warning("Cache set failed: %s", "OOM")
        line = capsys.readouterr().err.strip()
    finally:
        logging.config.dictConfig(settings.LOGGING)
    record = json.loads(line)
    assert record["levelname"] == "WARNING" and record["name"] == "baccarat_site.test"
    assert record["message"] == "Cache set failed: OOM" and record["asctime"]


class Sentry(BaseHTTPRequestHandler):
    """Stands in for sentry.io: keeps every envelope it is sent."""

    received: list[str] = []

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        encoding = self.headers.get("Content-Encoding")
        if encoding == "gzip":
            body = gzip.decompress(body)
        elif encoding == "deflate":
            body = zlib.decompress(body)
        elif encoding == "br":
            import brotli

            body = brotli.decompress(body)
        self.received.append(body.decode(errors="replace"))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def sentry():
    Sentry.received = []
    server = HTTPServer(("127.0.0.1", 0), Sentry)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://public@127.0.0.1:{server.server_port}/1", Sentry.received
    server.shutdown()


def test_errors_go_to_sentry_when_a_dsn_is_set_but_not_a_database_outage(sentry):
    dsn, received = sentry
    script = (
        "import logging, sentry_sdk; "
        "logging.getLogger('baccarat_site.database_unavailable').error('Database unavailable: refused'); "
        "logging.getLogger('glossary').error('An editor met an error'); "
        "sentry_sdk.flush()"
    )
    environment = {**os.environ, "DJANGO_SETTINGS_MODULE": "baccarat_site.settings", "SENTRY_DSN": dsn}
    subprocess.run([sys.executable, "manage.py", "shell", "-c", script], cwd=ROOT, env=environment, check=True)
    events = [json.loads(line) for envelope in received for line in envelope.splitlines() if '"level"' in line]
    assert [(event["logger"], event["logentry"]["message"]) for event in events] == [
        ("glossary", "An editor met an error")
    ]


def test_without_a_dsn_nothing_is_sent():
    import sentry_sdk

    assert not os.environ.get("SENTRY_DSN") and not sentry_sdk.get_client().is_active()
