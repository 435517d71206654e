from django.urls import path

from api import squeeze, views

app_name = "api"

urlpatterns = [
    path("decision", views.decision, name="decision"),
    path("coup", views.coup, name="coup"),
    path("odds", views.odds, name="odds"),
    path("squeeze", squeeze.squeeze, name="squeeze"),
    path("effect-of-removal", views.effect_of_removal, name="effect_of_removal"),
    path("openapi.json", views.openapi, name="openapi"),
]
