"""``/api/…``: every endpoint of ``api.registry``, the OpenAPI document and its interactive documentation."""

from django.urls import path
from django.views.generic import TemplateView

from api.openapi import openapi
from api.registry import ENDPOINTS

app_name = "api"

urlpatterns = [
    *(path(endpoint.path, endpoint.view, name=endpoint.name) for endpoint in ENDPOINTS),
    path("openapi.json", openapi, name="openapi"),
    path("docs/", TemplateView.as_view(template_name="api/docs.html"), name="docs"),
]
