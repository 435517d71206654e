from django.urls import path

from chemin_de_fer import views

app_name = "chemin_de_fer"

urlpatterns = [
    path("chemin-de-fer/", views.chemin_de_fer, name="index"),
]
