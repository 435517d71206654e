"""The catalogs: complete, in sync with the code, and each locale speaks its language."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from django.utils import translation

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = ["ko", "ja"]
HANGUL = re.compile(r"[\uac00-\ud7a3]")
KANA = re.compile(r"[\u3040-\u30ff]")


def catalog(language):
    return ROOT / "locale" / language / "LC_MESSAGES" / "django.po"


@pytest.mark.parametrize("language", TRANSLATED)
def test_catalog_is_complete(language):
    stats = subprocess.run(
        ["msgfmt", "--statistics", "-o", "/dev/null", str(catalog(language))],
        capture_output=True,
        text=True,
        check=True,
    ).stderr
    assert "untranslated" not in stats and "fuzzy" not in stats, stats


def test_makemessages_would_add_or_drop_nothing(tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(
        ROOT, copy, ignore=shutil.ignore_patterns(".venv", ".git", "staticfiles", "test-artifacts", "*.sqlite3")
    )
    subprocess.run(
        [sys.executable, "manage.py", "makemessages", "-l", "en", "--no-obsolete", "--ignore=tests"],
        cwd=copy,
        check=True,
        capture_output=True,
    )
    fresh, committed = copy / "locale/en/LC_MESSAGES/django.po", catalog("en")
    for reference, candidate in [(fresh, committed), (committed, fresh)]:
        result = subprocess.run(
            ["msgcmp", "--use-untranslated", "--use-fuzzy", str(candidate), str(reference)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(("language", "script"), [("ko", HANGUL), ("ja", KANA)])
def test_each_locale_renders_its_own_language(client, language, script):
    with translation.override(language):
        assert script.search(translation.gettext("Skip to content"))
    html = client.get(f"/{language}/").content.decode()
    body = re.search(r"<main.*</main>", html, re.S).group(0)
    assert len(script.findall(body)) > 50
    assert "Baccarat is a card game" not in body


def test_english_renders_english(client):
    html = client.get("/en/").content.decode()
    assert "Baccarat is a card game" in html
    body = re.search(r"<main.*</main>", html, re.S).group(0)
    assert not HANGUL.search(body) and not KANA.search(body)
