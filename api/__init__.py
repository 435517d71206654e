"""The JSON API: the rules engine over HTTP, read-only, and its OpenAPI document."""
