"""Throwaway Redis and PostgreSQL servers on loopback, for scripts/test-redis and the multi-server test:
each runs in a temporary directory on a free port and is stopped (and its directory removed) afterwards."""

import contextlib
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from bench.serve import free_port


def wait_for(command, what):
    for _ in range(100):
        if subprocess.run(command, capture_output=True).returncode == 0:
            return
        time.sleep(0.1)
    raise RuntimeError(f"{what} did not start")


@contextlib.contextmanager
def redis_server(*settings):
    """Yield the URL of Debian's redis-server on a free loopback port, keeping nothing on disk.

    ``settings``: more of redis-server's command-line options, such as ``"--maxmemory", "8mb"``."""
    with tempfile.TemporaryDirectory(prefix="baccarat-redis-") as work:
        port = free_port()
        server = subprocess.Popen(
            ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--dir", work,
             "--save", "", "--appendonly", "no", "--loglevel", "warning", *settings],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        try:
            wait_for(["redis-cli", "-p", str(port), "ping"], "redis-server")
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            server.terminate()
            server.wait()


@contextlib.contextmanager
def postgres_server():
    """Yield the URL of a database on a private PostgreSQL server (as scripts/test-postgres starts one)."""
    bindir = max(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda path: int(path.parent.name))
    work = Path(tempfile.mkdtemp(prefix="baccarat-postgres-"))
    as_owner = []
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        shutil.chown(work, "postgres")
        as_owner = ["runuser", "-u", "postgres", "--"]
    port, data = free_port(), work / "data"
    pg_ctl = [*as_owner, str(bindir / "pg_ctl"), "-D", str(data)]
    quiet = {"check": True, "stdout": subprocess.DEVNULL}
    try:
        initdb = [*as_owner, str(bindir / "initdb"), "-D", str(data), "-U", "baccarat", "--auth=trust", "-E", "UTF8"]
        subprocess.run([*initdb, "--locale=C.UTF-8"], **quiet)
        options = f"-h 127.0.0.1 -p {port} -k {work} -F"
        subprocess.run([*pg_ctl, "-l", str(work / "server.log"), "-w", "-o", options, "start"], **quiet)
        subprocess.run([str(bindir / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "baccarat", "baccarat"],
                       **quiet)  # fmt: skip
        yield f"postgres://baccarat@127.0.0.1:{port}/baccarat"
    finally:
        subprocess.run([*pg_ctl, "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)
