from django.urls import path

from lookup import views

app_name = "lookup"

urlpatterns = [
    path("lookup/", views.lookup, name="index"),
    path("lookup/answer/", views.lookup_update, name="answer"),
]
