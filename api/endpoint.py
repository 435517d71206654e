"""``Endpoint``: one JSON endpoint declared in one object, its view and what the OpenAPI document says of it.

An endpoint module (``api/effect_of_removal.py`` is the smallest) holds a form from one of the site's apps, an
``answer(form)`` that turns the cleaned form into JSON data, and an ``ENDPOINT = Endpoint(...)`` naming
both with its path, its documentation, the component schemas it adds, the spellings it checks and the
error codes it can answer. ``api.registry.ENDPOINTS`` lists them; the URLs (``api.urls``) and the
document (``api.openapi``) are made from that list alone.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from django import forms
from django.http import HttpRequest, HttpResponse

from api.errors import QUERY_CODES, ApiErrorCode
from api.queries import form_view
from api.schema import ACCEPT_LANGUAGE, CACHED, NOT_ALLOWED, Schema, ref
from api.spellings import Spelling


@dataclass(frozen=True)
class Endpoint:
    path: str
    """Under ``/api/``, such as ``effect-of-removal``; its name (URL name, operationId) has ``_`` for ``-``."""
    form: type[forms.Form]
    """Reads and checks the query: one field per parameter."""
    answer: Callable[[Any], Any]
    """The JSON data for the valid form."""
    summary: str
    description: str
    parameters: tuple[Schema, ...]
    """Query parameters (``api.schema.query`` or ``query_object``); Accept-Language is added."""
    returns: str
    """What the 200 answer is, in a few words."""
    schema: str
    """The component schema of the 200 answer."""
    errors: frozenset[ApiErrorCode]
    """The codes its form (and the engine behind it) can refuse a query with."""
    rules_errors: frozenset[ApiErrorCode] = frozenset()
    """Those of ``errors`` that refuse a well-written query, for what only the rules can tell (a coup that
    needs more cards than were given): no schema can state them."""
    spellings: Mapping[str, Spelling] = field(default_factory=dict)
    """The documented spelling of each parameter that has one (``api.spellings``)."""
    schemas: Mapping[str, Schema] = field(default_factory=dict)
    """The component schemas it adds to ``api.schema.SHARED_SCHEMAS``."""

    @property
    def name(self) -> str:
        return self.path.replace("-", "_")

    @property
    def url(self) -> str:
        return f"/api/{self.path}"

    @property
    def error_codes(self) -> frozenset[ApiErrorCode]:
        """Every code a 400 answer of this endpoint can carry."""
        return QUERY_CODES | self.errors | {spelling.code for spelling in self.spellings.values()}

    @cached_property
    def view(self) -> Callable[[HttpRequest], HttpResponse]:
        return form_view(self.form, self.spellings, self.answer)

    def operation(self) -> Schema:
        """The path item of the OpenAPI document: its GET operation."""
        codes = [code.value for code in ApiErrorCode if code in self.error_codes]
        refused = "Bad input: a missing, unknown, repeated or impossible parameter"
        if self.rules_errors:
            rules = [code.value for code in ApiErrorCode if code in self.rules_errors]
            refused += f", or a request the rules cannot play ({', '.join(rules)})"
        error = {"properties": {"error": {"properties": {"code": {"enum": codes}}}}}
        return {
            "get": {
                "operationId": self.name,
                "summary": self.summary,
                "description": self.description + " Unknown or repeated parameters are refused (400).",
                "parameters": [*self.parameters, ACCEPT_LANGUAGE],
                "responses": {
                    "200": {
                        "description": self.returns,
                        "headers": CACHED,
                        "content": {"application/json": {"schema": ref(self.schema)}},
                    },
                    "400": {
                        "description": f"{refused}. Codes: {', '.join(codes)}.",
                        "content": {"application/json": {"schema": {"allOf": [ref("Error"), error]}}},
                    },
                    "405": NOT_ALLOWED,
                },
            }
        }
