from django.urls import path

from api import chemin_de_fer, views

app_name = "api"

urlpatterns = [
    path("decision", views.decision, name="decision"),
    path("coup", views.coup, name="coup"),
    path("odds", views.odds, name="odds"),
    path("effect-of-removal", views.effect_of_removal, name="effect_of_removal"),
    path("chemin-de-fer", chemin_de_fer.chemin_de_fer, name="chemin_de_fer"),
    path("openapi.json", views.openapi, name="openapi"),
]
