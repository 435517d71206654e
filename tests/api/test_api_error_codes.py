"""Every error code the API answers is a member of ``ApiErrorCode``, documented for the endpoint that answers it.

The views raise ``BadQuery`` and ``Spelling`` errors with members only; the forms behind them pass on
their own codes (``ValidationError(code=…)``) and the engine's (``baccarat.errors.ApiErrorCode``): each of
those is a member too, or a code of Django's that ``api_code`` renames, or one the API's forms screen
off before the engine could raise it.
"""

import ast
import inspect
from pathlib import Path

import pytest

import api
from api.errors import DJANGO_CODES, ApiErrorCode, api_code
from api.openapi import OPENAPI
from api.registry import ENDPOINTS
from baccarat.errors import ErrorCode as EngineErrorCode

SCREENED_OFF = {
    "bad_total": "the totals are choices 0–9 before the engine sees them",
    "bad_third_card": "ThirdCardField hands the engine only a rank or a point value 0–9",
    "bad_decks": "the decks are choices 1–8 before the engine sees them",
    "bad_shoe": "the API builds shoes from a deck count, never from counts of cards",
    "unknown_suit": "the API takes no suits",
    "suits_mismatch": "the API takes no suits",
    "suits_unknown": "the odds report answers it as a bet's `unavailable`, not as an error",
    "rules_error": "RulesError's fallback: every error the engine raises names its own code",
    "nothing_removed": "the odds page's removal form only (show=removed); the API's ShoeForm never raises it",
    "bad_model": "chemin_de_fer.forms.SolveForm checks the model (invalid_value) before the engine sees it",
    "bad_hand": "the API takes no hands",
    "cards_total": "the chemin de fer page's question form only (same module); the API's SolveForm takes no cards",
    "bad_coup": "the squeeze page's seeded coups only (SqueezeTurnForm); the API takes no seed",
    "coup_complete": "next_cards() for a finished coup; the squeeze's form asks for it only while one is open",
}
"""Codes that the API's forms or the engine can raise elsewhere but never for an API query, and why."""


def python_files(package):
    return sorted(Path(package.__file__).parent.glob("*.py"))


def code_literals(path):
    """The string codes given as ``code="…"`` and set as ``code = "…"`` in a module."""
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "code" and isinstance(node.value, ast.Constant):
            yield node.value.value
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant)
            and any(isinstance(target, ast.Name) and target.id == "code" for target in node.targets)
        ):
            yield node.value.value


def ours(cls):
    """A class of this project's, not Django's or Python's."""
    return cls.__module__.split(".")[0] not in ("django", "builtins")


def form_codes(form_class):
    """The codes a form can give: its fields' error messages, and the literals in its modules and its fields'."""
    fields = form_class.base_fields.values()
    classes = [*form_class.__mro__, *(type(field) for field in fields)]
    modules = {inspect.getsourcefile(cls) for cls in classes if ours(cls)}
    codes = {code for field in fields for code in field.error_messages}
    return codes | {code for module in modules for code in code_literals(Path(module))}


ENGINE_CODES = {code.value for code in EngineErrorCode}
FORM_CODES = {code for endpoint in ENDPOINTS for code in form_codes(endpoint.form)}


def test_the_documented_codes_are_the_enum():
    error = OPENAPI["components"]["schemas"]["Error"]["properties"]["error"]
    assert error["properties"]["code"]["enum"] == [code.value for code in ApiErrorCode]


@pytest.mark.parametrize("code", sorted(ENGINE_CODES | FORM_CODES))
def test_every_code_the_forms_and_the_engine_raise_maps_to_a_member(code):
    if code in SCREENED_OFF:
        assert code not in ApiErrorCode, f"{code} is answered: take it out of SCREENED_OFF"
        return
    assert code in DJANGO_CODES or code in ApiErrorCode, f"{code} is raised but is no ApiErrorCode"
    assert api_code(code) == DJANGO_CODES.get(code, code)


def test_every_screened_off_code_is_still_raised():
    assert set(SCREENED_OFF) <= ENGINE_CODES | FORM_CODES


def test_the_scan_finds_the_forms_codes():
    assert {
        "required",
        "invalid_choice",
        "invalid_payout",
        "too_many_cards",
        "bad_seed",
        "seed_or_results",
    } <= FORM_CODES


def error_codes_given(call):
    """The code argument of a ``BadQuery(code, …)`` or ``Spelling(pattern, code, …)`` call, as written."""
    name = call.func.id if isinstance(call.func, ast.Name) else None
    position = {"BadQuery": 0, "Spelling": 1}.get(name)
    if position is None or len(call.args) <= position:
        return []
    return [call.args[position]]


@pytest.mark.parametrize("path", python_files(api), ids=lambda path: path.name)
def test_the_views_raise_members_only(path):
    for node in ast.walk(ast.parse(path.read_text())):
        if not isinstance(node, ast.Call):
            continue
        for argument in error_codes_given(node):
            if ast.unparse(argument) in ("code", "self.code"):
                continue  # passing on a code checked where it was made (api_code, a Spelling's)
            assert isinstance(argument, ast.Attribute), ast.unparse(node)
            assert ast.unparse(argument.value) == "ApiErrorCode", ast.unparse(node)
            assert argument.attr in ApiErrorCode.__members__, ast.unparse(node)


@pytest.mark.parametrize("endpoint", ENDPOINTS, ids=lambda endpoint: endpoint.name)
def test_each_operation_documents_the_codes_its_endpoint_answers(endpoint):
    bad_request = OPENAPI["paths"][endpoint.url]["get"]["responses"]["400"]
    _error, own = bad_request["content"]["application/json"]["schema"]["allOf"]
    assert set(own["properties"]["error"]["properties"]["code"]["enum"]) == endpoint.error_codes
    assert endpoint.rules_errors <= endpoint.errors
    assert {spelling.code for spelling in endpoint.spellings.values()} <= endpoint.error_codes
    assert set(endpoint.spellings) <= set(endpoint.form.base_fields)
