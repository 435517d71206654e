"""The API's layout stays the one api/__init__.py describes: each endpoint module declares an ``ENDPOINT``
that the registry names, and no module assembles its declarations by editing globals after the fact."""

import ast
import importlib
from pathlib import Path

import pytest

import api
from api.registry import ENDPOINTS

MODULES = sorted(Path(api.__file__).parent.glob("*.py"))


def module_of(path):
    return importlib.import_module(f"api.{path.stem}")


def test_every_endpoint_module_is_registered():
    declared = [module.ENDPOINT for module in map(module_of, MODULES) if hasattr(module, "ENDPOINT")]
    assert set(map(id, declared)) == set(map(id, ENDPOINTS))
    assert len({endpoint.path for endpoint in ENDPOINTS}) == len(ENDPOINTS)


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_no_module_edits_its_globals_in_place_or_imports_mid_file(path):
    body = ast.parse(path.read_text()).body
    for node in body:
        assert not isinstance(node, ast.AugAssign), f"{path.name}:{node.lineno}: {ast.unparse(node)}"
        if isinstance(node, ast.Assign):
            assert all(isinstance(target, ast.Name | ast.Tuple) for target in node.targets), (
                f"{path.name}:{node.lineno}: {ast.unparse(node)}"
            )
    imports = [index for index, node in enumerate(body) if isinstance(node, ast.Import | ast.ImportFrom)]
    first_code = next((index for index, node in enumerate(body[1:], 1) if index not in imports), len(body))
    assert all(index < first_code for index in imports), f"{path.name} imports after its code begins"
