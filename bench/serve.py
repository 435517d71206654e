"""Serve the site as in production for the benchmarks: gunicorn, DJANGO_DEBUG=0, a throwaway database,
and nginx with the project's proxy cache in front of it (also used by the tests in tests/site_wide/
that start real servers: test_proxy_cache.py, test_multi_server.py)."""

import contextlib
import getpass
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NGINX_CONF = """
worker_processes {workers};
user {user};
pid {work}/nginx.pid;
error_log {work}/error.log;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  default_type text/html;
  client_body_temp_path {work}/client-temp;
  proxy_temp_path {work}/proxy-temp;
  proxy_cache_path {work}/cache keys_zone=baccarat:10m;
  include {root}/deploy/rate-limits.conf;
  upstream baccarat_site {{ {servers} keepalive 32; }}
  server {{
    listen 127.0.0.1:{proxy_port};
    large_client_header_buffers 4 32k;
    location / {{
      proxy_pass http://baccarat_site;
      include {root}/deploy/proxy-cache.conf;
    }}
    include {root}/deploy/request-too-long.conf;
  }}
  server {{
    listen 127.0.0.1:{static_port};
    root {static};
    location / {{ try_files $uri =404; }}
  }}
}}
"""


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_up(url, expect_status=200):
    for _ in range(100):
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except urllib.error.HTTPError as error:
            if error.code == expect_status:
                return
        except OSError:
            pass
        time.sleep(0.2)
    sys.exit(f"server at {url} did not start")


def production_settings(database_url, **more):
    """The environment of an app server in production (README, "Production") with a throwaway key."""
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "baccarat_site.settings",  # not the tests' settings, when a test calls this
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1",
        "DJANGO_SECURE_SSL_REDIRECT": "0",
        "DATABASE_URL": database_url,
        **more,
    }


def deploy(env):
    """The README's deployment steps: catalogs, static files, migrations."""
    python = str(ROOT / ".venv/bin/python")
    for command in (["compilemessages", "--ignore=.venv"], ["collectstatic", "--noinput"], ["migrate"]):
        subprocess.run([python, "manage.py", *command, "-v0"], cwd=ROOT, env=env, check=True)


@contextlib.contextmanager
def production_server():
    """Yield the base URL of gunicorn serving the site with production settings."""
    work = tempfile.TemporaryDirectory(prefix="baccarat-bench-")
    env = production_settings(f"sqlite:///{work.name}/db.sqlite3")
    deploy(env)
    try:
        with gunicorn("baccarat_site.wsgi", env, ready_path="/robots.txt") as base:
            yield base
    finally:
        work.cleanup()


@contextlib.contextmanager
def gunicorn(app, env, ready_path="/", *options):
    """Yield the base URL of gunicorn serving the WSGI `app` on loopback with the benchmark's workers."""
    port = free_port()
    server = subprocess.Popen(
        [str(ROOT / ".venv/bin/gunicorn"), app, "--config=deploy/gunicorn.conf.py", f"--workers={workers()}",
         f"--bind=127.0.0.1:{port}", "--log-level=warning", *options],
        cwd=ROOT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base + ready_path)
        yield base
    finally:
        server.terminate()
        server.wait()


@contextlib.contextmanager
def nginx(app_url, static_root, *more_app_urls):
    """Yield the base URLs of nginx proxying to `app_url` (and any more app servers, in turn) through
    deploy/proxy-cache.conf, and of nginx serving the files in `static_root`."""
    with tempfile.TemporaryDirectory(prefix="baccarat-nginx-") as work:
        Path(work).chmod(0o755)
        proxy_port, static_port = free_port(), free_port()
        conf = Path(work) / "nginx.conf"
        conf.write_text(NGINX_CONF.format(
            workers=os.cpu_count(), user=getpass.getuser(), work=work, root=ROOT, static=static_root,
            servers=" ".join(f"server {url.removeprefix('http://')};" for url in (app_url, *more_app_urls)),
            proxy_port=proxy_port, static_port=static_port,
        ))
        server = subprocess.Popen([nginx_command(), "-c", str(conf), "-g", "daemon off;"])
        urls = f"http://127.0.0.1:{proxy_port}", f"http://127.0.0.1:{static_port}"
        try:
            wait_until_up(urls[1] + "/", expect_status=404)
            yield urls
        finally:
            server.terminate()
            server.wait()


def nginx_command():
    return shutil.which("nginx") or "/usr/sbin/nginx"


def workers():
    return 2 * os.cpu_count() + 1
