"""Apps import the engine (``baccarat``) and the site package (``baccarat_site``), never each other.

The JSON API is the one façade over the features: it may use each feature's forms (``<app>.forms``),
which read a request the way that feature's page does. A shared piece that two apps need belongs in
``baccarat_site``; a rule or a number belongs in ``baccarat``.
"""

import ast
from pathlib import Path

import pytest
from django.apps import apps

ROOT = Path(__file__).resolve().parents[2]
PROJECT_APPS = sorted(
    config.name
    for config in apps.get_app_configs()
    if Path(config.path).parent == ROOT and config.name != "baccarat_site"
)
API_MAY_USE = {f"{app}.forms" for app in PROJECT_APPS}


def imported_modules(path):
    """Every module a file imports, absolute names only (a relative import stays in its package)."""
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module


def sideways_imports(app):
    for path in sorted((ROOT / app).rglob("*.py")):
        for module in imported_modules(path):
            top = module.split(".")[0]
            if top in PROJECT_APPS and top != app and not (app == "api" and module in API_MAY_USE):
                yield f"{path.relative_to(ROOT)} imports {module}"


def test_the_project_has_its_apps():
    assert {"api", "glossary", "guides", "lookup", "odds", "practice", "roads", "safety"} <= set(PROJECT_APPS)


@pytest.mark.parametrize("app", PROJECT_APPS)
def test_an_app_imports_no_other_app(app):
    assert list(sideways_imports(app)) == []


def test_the_check_sees_a_sideways_import(tmp_path, monkeypatch):
    """The check itself can fail: a file importing another app's module is reported."""
    (tmp_path / "lookup").mkdir()
    (tmp_path / "lookup" / "bad.py").write_text("from odds.tables import bet_rows\nimport baccarat\n")
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    assert list(sideways_imports("lookup")) == ["lookup/bad.py imports odds.tables"]
