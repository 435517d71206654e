"""Load benchmark: the site under gunicorn, and behind its nginx proxy cache, against the same HTML from nginx.

Run by hand from the project root (needs root or sudo for apt the first time):

    .venv/bin/python bench/load.py [--duration 20s] [--connections 64]

It serves the site with gunicorn (DJANGO_DEBUG=0, workers from the CPU count,
a throwaway SQLite database) and hits each page with wrk: first gunicorn
itself, then through nginx with deploy/proxy-cache.conf (production's set-up),
then the same rendered bodies saved as files and served by nginx (the
ceiling). To show what gunicorn alone costs, it also serves the guide's bytes
from a WSGI app with no Django at all. It prints requests per second, p50/p99
latency, errors, and the ratios to the ceiling. Nothing here is a test; it
only prints figures.
"""

import argparse
import os
import re
import shutil
import subprocess
import tempfile
import urllib.request
from functools import partial
from pathlib import Path

from serve import ROOT, gunicorn, nginx, production_server, workers

PAGES = {
    "guide": "/en/guides/third-card-rules/",
    "glossary list": "/ja/glossary/",
    "lookup": "/ko/lookup/?player_total=3&banker_total=5&player_third=6",
    "odds": "/en/odds/",
    "api coup": "/api/coup?cards=A,5,K,3,8,2",
}


def constant_body_app(environ, start_response):
    """gunicorn's own ceiling: the bytes of BENCH_BODY_FILE, with no Django."""
    body = Path(os.environ["BENCH_BODY_FILE"]).read_bytes()
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(body)))])
    return [body]


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


def warm_up(url, connections):
    """Fill the caches the way wrk asks (Django's, and the proxy's copy for wrk's headers) before measuring."""
    wrk(url, "1s", connections)


def gunicorn_alone(body_file, duration, connections):
    env = {**os.environ, "BENCH_BODY_FILE": str(body_file)}
    with gunicorn("load:constant_body_app", env, "/", f"--chdir={ROOT / 'bench'}") as base:
        warm_up(base + "/", connections)
        return wrk(base + "/", duration, connections)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", default="20s")
    parser.add_argument("--connections", type=int, default=64)
    args = parser.parse_args()
    ensure_tools()
    run = partial(wrk, duration=args.duration, connections=args.connections)
    results = {name: {} for name in PAGES}
    with tempfile.TemporaryDirectory(prefix="baccarat-load-") as static:
        Path(static).chmod(0o755)  # nginx's workers may run as another user
        with production_server() as app, nginx(app, static) as (proxy, files):
            for index, (name, path) in enumerate(PAGES.items()):
                body = urllib.request.urlopen(app + path).read()
                Path(static, f"{index}.html").write_bytes(body)
                urls = {"gunicorn": app + path, "proxy": proxy + path, "ceiling": f"{files}/{index}.html"}
                for server, url in urls.items():
                    warm_up(url, args.connections)
                    results[name][server] = run(url)
        alone = gunicorn_alone(Path(static, "0.html"), args.duration, args.connections)
    print(f"{args.connections} connections, {args.duration} each, gunicorn with {workers()} workers "
          f"on {os.cpu_count()} CPUs; ceiling: nginx serving the same bodies as files")
    print(f"{'':<14} {'gunicorn':>35} {'nginx proxy cache → gunicorn':>35} {'ceiling':>9}")
    columns = f" {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7} {'errors':>6} {'ratio':>5}"
    print(f"{'page':<14}{columns * 2} {'req/s':>9}")
    for name, r in results.items():
        ceiling = r["ceiling"]["rps"]
        row = "".join(
            f" {m['rps']:>8.0f} {m['p50']:>7.2f} {m['p99']:>7.2f} {m['errors']:>6} {m['rps'] / ceiling:>5.2f}"
            for m in (r["gunicorn"], r["proxy"])
        )
        print(f"{name:<14}{row} {ceiling:>9.0f}")
    guide_ceiling = results["guide"]["ceiling"]["rps"]
    print(f"gunicorn alone, the guide's bytes from a WSGI app with no Django: {alone['rps']:.0f} req/s, "
          f"p99 {alone['p99']:.2f} ms, ratio {alone['rps'] / guide_ceiling:.2f}")


if __name__ == "__main__":
    main()
