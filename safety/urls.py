from django.urls import path

from safety import views

app_name = "safety"

urlpatterns = [
    path("responsible-gambling/", views.responsible_gambling, name="responsible_gambling"),
]
