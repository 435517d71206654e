"""The JSON API: the rules engine over HTTP, read-only, described by ``/api/openapi.json`` and shown at ``/api/docs/``.

One module per endpoint (``decision``, ``coup``, ``odds``, ``effect_of_removal``, ``roads``), each with
its ``answer(form)`` and its ``ENDPOINT`` declaration (``api.endpoint.Endpoint``): path, documentation,
the component schemas it adds, the spellings it checks and the error codes it can answer.
``api.registry.ENDPOINTS`` lists them; ``api.urls`` and ``api.openapi`` read that tuple alone.

To add an endpoint: copy ``api/effect_of_removal.py`` (the smallest) to a new module; give its
``ENDPOINT`` the app's form, an ``answer(form)`` returning JSON data, its path, its words for the
document, the schema of its answer and the error codes its form can give (a new code is a new member
of ``api.errors.ApiErrorCode``); name the ``ENDPOINT`` in ``api.registry.ENDPOINTS``. Its URL, its part of
the OpenAPI document, /api/docs/ and the contract and no-5xx tests (tests/api/) follow from that;
add tests of its answers beside them.

Shared machinery: ``errors`` (``ApiErrorCode``, ``BadQuery``), ``responses`` (JSON, GET only, the reader's
language, a day's caching), ``queries`` (one value per known parameter, the form's first error),
``spellings`` (the documented spelling of a value: plain or full-width), ``schema`` (``ref``,
``nullable``, ``query`` and the shared component schemas).
"""
