"""The OpenAPI 3.1 document of the JSON API, served at ``/api/openapi.json``: ``document(ENDPOINTS)``.

Each endpoint declares its own path, operation and component schemas (``api.endpoint.Endpoint``);
this module only merges those declarations with the shared schemas (``api.schema``). The tests
check every answer of the API against the document, and schemathesis checks it both ways
(tests/api/test_api_contract.py).
"""

from collections import Counter
from collections.abc import Iterable
from typing import Any

from django.core.exceptions import ImproperlyConfigured
from django.http import HttpRequest

from api.endpoint import Endpoint
from api.registry import ENDPOINTS
from api.responses import read_only
from api.schema import SHARED_SCHEMAS, Schema

INFO = {
    "title": "Baccarat rules API",
    "version": "1.0.0",
    "summary": "The rules of punto banco baccarat: who draws, a coup played out, the exact odds.",
    "description": "Read-only and deterministic: answers may be cached for a day. Messages are in the "
    "language of Accept-Language (Korean, Japanese or English).",
}
DOCUMENT_PATH = {
    "/api/openapi.json": {
        "get": {
            "operationId": "openapi",
            "summary": "This document",
            "responses": {
                "200": {"description": "OpenAPI 3.1", "content": {"application/json": {"schema": {"type": "object"}}}}
            },
        }
    }
}


def component_schemas(endpoints: Iterable[Endpoint]) -> dict[str, Schema]:
    """The shared schemas and each endpoint's own; a name declared twice is a mistake, not an override."""
    declared = [SHARED_SCHEMAS, *(endpoint.schemas for endpoint in endpoints)]
    twice = [name for name, count in Counter(name for schemas in declared for name in schemas).items() if count > 1]
    if twice:
        raise ImproperlyConfigured(f"Component schemas declared more than once: {', '.join(twice)}")
    return {name: schema for schemas in declared for name, schema in schemas.items()}


def document(endpoints: tuple[Endpoint, ...]) -> dict[str, Any]:
    return {
        "openapi": "3.1.0",
        "info": INFO,
        "paths": {endpoint.url: endpoint.operation() for endpoint in endpoints} | DOCUMENT_PATH,
        "components": {"schemas": component_schemas(endpoints)},
    }


OPENAPI = document(ENDPOINTS)


@read_only
def openapi(request: HttpRequest) -> dict[str, Any]:
    """The OpenAPI 3.1 description of this API."""
    return OPENAPI
