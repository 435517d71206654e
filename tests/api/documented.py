"""What the OpenAPI document says an error answer may carry, for the API's tests to hold its answers to."""

from api.errors import ApiErrorCode
from api.openapi import OPENAPI


def documented_codes(response) -> set[str]:
    """The codes the document allows in this error answer: its operation's own for a 400."""
    if response.status_code == 405:
        return {ApiErrorCode.METHOD_NOT_ALLOWED}
    bad_request = OPENAPI["paths"][response.request["PATH_INFO"]]["get"]["responses"]["400"]
    _error, own_codes = bad_request["content"]["application/json"]["schema"]["allOf"]
    return set(own_codes["properties"]["error"]["properties"]["code"]["enum"])
