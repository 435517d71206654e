"""Serve the site as in production for the benchmarks: gunicorn, DJANGO_DEBUG=0, a throwaway database."""

import contextlib
import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_up(url):
    for _ in range(100):
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except OSError:
            time.sleep(0.2)
    sys.exit(f"server at {url} did not start")


@contextlib.contextmanager
def production_server():
    """Yield the base URL of gunicorn serving the site with production settings."""
    work = tempfile.TemporaryDirectory(prefix="baccarat-bench-")
    env = {
        **os.environ,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1",
        "DJANGO_SECURE_SSL_REDIRECT": "0",
        "DATABASE_URL": f"sqlite:///{work.name}/db.sqlite3",
    }
    python = str(ROOT / ".venv/bin/python")
    for command in (["compilemessages", "--ignore=.venv"], ["collectstatic", "--noinput"], ["migrate"]):
        subprocess.run([python, "manage.py", *command, "-v0"], cwd=ROOT, env=env, check=True)
    port = free_port()
    gunicorn = subprocess.Popen(
        [str(ROOT / ".venv/bin/gunicorn"), "baccarat_site.wsgi", f"--workers={workers()}",
         f"--bind=127.0.0.1:{port}", "--log-level=warning"],
        cwd=ROOT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base + "/robots.txt")
        yield base
    finally:
        gunicorn.terminate()
        gunicorn.wait()
        work.cleanup()


def workers():
    return 2 * os.cpu_count() + 1
