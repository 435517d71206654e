"""Load benchmark: the site under gunicorn against the same HTML from nginx.

Run by hand from the project root (needs root or sudo for apt the first time):

    .venv/bin/python bench/load.py [--duration 20s] [--connections 64]

It serves the site with gunicorn (DJANGO_DEBUG=0, workers from the CPU count,
a throwaway SQLite database), hits each page with wrk, then saves the same
rendered bodies as files, serves them with nginx and hits those as the
ceiling. It prints requests per second, p50/p99 latency, errors, and the
ratio to the ceiling. Nothing here is a test; it only prints figures.
"""

import argparse
import os
import re
import shutil
import subprocess
import tempfile
import urllib.request
from pathlib import Path

from serve import free_port, production_server, wait_until_up, workers

PAGES = {
    "guide": "/en/guides/third-card-rules/",
    "glossary list": "/ja/glossary/",
    "lookup": "/ko/lookup/?player_total=3&banker_total=5&player_third=6",
    "odds": "/en/odds/",
    "api coup": "/api/coup?cards=A,5,K,3,8,2",
}
NGINX_CONF = """
worker_processes {workers};
pid {work}/nginx.pid;
error_log {work}/nginx-error.log;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  default_type text/html;
  server {{
    listen 127.0.0.1:{port};
    root {work}/static;
    location / {{ try_files $uri =404; }}
  }}
}}
"""


def ensure_tools():
    missing = [name for name in ("wrk", "nginx") if not shutil.which(name) and not Path(f"/usr/sbin/{name}").exists()]
    if missing:
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        packages = ["nginx-light" if name == "nginx" else name for name in missing]
        subprocess.run([*sudo, "apt-get", "install", "-y", "-qq", *packages], check=True)


def to_ms(text):
    value, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]


def wrk(url, duration, connections):
    output = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{duration}", "--latency", url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", output))
    errors += int(re.search(r"Non-2xx or 3xx responses: (\d+)", output).group(1)) if "Non-2xx" in output else 0
    return {
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1)),
        "p50": to_ms(re.search(r"^\s+50%\s+(\S+)", output, re.M).group(1)),
        "p99": to_ms(re.search(r"^\s+99%\s+(\S+)", output, re.M).group(1)),
        "errors": errors,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", default="20s")
    parser.add_argument("--connections", type=int, default=64)
    args = parser.parse_args()
    ensure_tools()
    work = Path(tempfile.mkdtemp(prefix="baccarat-load-"))
    work.chmod(0o755)  # nginx's workers run as an unprivileged user
    (work / "static").mkdir()
    static_port = free_port()
    (work / "nginx.conf").write_text(NGINX_CONF.format(workers=os.cpu_count(), work=work, port=static_port))
    results = {}
    with production_server() as app:
        for index, (name, path) in enumerate(PAGES.items()):
            body = urllib.request.urlopen(app + path).read()  # also warms the cache
            (work / "static" / f"{index}.html").write_bytes(body)
            results[name] = wrk(app + path, args.duration, args.connections)
    nginx = subprocess.Popen(["nginx", "-c", str(work / "nginx.conf"), "-g", "daemon off;"])
    try:
        wait_until_up(f"http://127.0.0.1:{static_port}/0.html")
        for index, name in enumerate(PAGES):
            ceiling = wrk(f"http://127.0.0.1:{static_port}/{index}.html", args.duration, args.connections)
            results[name]["ceiling"] = ceiling["rps"]
    finally:
        nginx.terminate()
        shutil.rmtree(work, ignore_errors=True)
    print(f"{args.connections} connections, {args.duration} each, gunicorn with {workers()} workers "
          f"on {os.cpu_count()} CPUs; ceiling: nginx serving the same bodies as files")
    print(f"{'page':<14} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'errors':>7} {'ceiling':>9} {'ratio':>6}")
    for name, r in results.items():
        print(f"{name:<14} {r['rps']:>9.0f} {r['p50']:>8.2f} {r['p99']:>8.2f} {r['errors']:>7} "
              f"{r['ceiling']:>9.0f} {r['rps'] / r['ceiling']:>6.2f}")


if __name__ == "__main__":
    main()
