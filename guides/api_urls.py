from django.urls import path

from guides import api

app_name = "api"

urlpatterns = [
    path("decision", api.decision, name="decision"),
    path("coup", api.coup, name="coup"),
    path("odds", api.odds, name="odds"),
    path("openapi.json", api.openapi, name="openapi"),
]
