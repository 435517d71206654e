"""Lighthouse scores for the main pages in every language, against gunicorn.

Run by hand from the project root:

    .venv/bin/python bench/lighthouse.py

Installs Lighthouse 12 from bench/lighthouse/package-lock.json (npm ci) on
first use, serves the site with production settings, and prints performance,
accessibility, best-practices and SEO scores (0-100) for each page in ko, ja
and en.
"""

import json
import os
import subprocess
import tempfile
from pathlib import Path

from serve import production_server

HERE = Path(__file__).resolve().parent / "lighthouse"
PAGES = ["", "guides/third-card-rules/", "lookup/", "odds/", "glossary/"]
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update"


def lighthouse(url, attempts=3):
    """Scores and failing audits for one page; Lighthouse's occasional trace errors get another try."""
    for attempt in range(1, attempts + 1):
        try:
            return run_lighthouse(url)
        except subprocess.CalledProcessError:
            if attempt == attempts:
                raise


def run_lighthouse(url):
    with tempfile.NamedTemporaryFile(suffix=".json") as report:
        subprocess.run(
            [str(HERE / "node_modules/.bin/lighthouse"), url, "--quiet", "--output=json",
             f"--output-path={report.name}", f"--only-categories={','.join(CATEGORIES)}",
             f"--chrome-flags={CHROME_FLAGS}"],
            env={**os.environ, "CHROME_PATH": "/usr/bin/chromium"},
            check=True,
        )
        result = json.load(report)
    scores = {key: round(result["categories"][key]["score"] * 100) for key in CATEGORIES}
    failing = [
        audit["id"] for audit in result["audits"].values()
        if audit.get("score") is not None and audit["score"] < 1 and audit.get("scoreDisplayMode") == "binary"
    ]
    return scores, failing


def main():
    if not (HERE / "node_modules").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=HERE, check=True)
    with production_server() as base:
        print(f"{'page':<34} " + " ".join(f"{key[:13]:>14}" for key in CATEGORIES) + "  failing audits")
        for language in ("ko", "ja", "en"):
            for page in PAGES:
                path = f"/{language}/{page}"
                scores, failing = lighthouse(base + path)
                print(f"{path:<34} " + " ".join(f"{scores[key]:>14}" for key in CATEGORIES) + "  " + " ".join(failing))


if __name__ == "__main__":
    main()
