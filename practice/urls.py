from django.urls import path

from practice import views

app_name = "practice"

urlpatterns = [
    path("", views.index, name="index"),
    path("<slug:slug>/", views.drill, name="drill"),
]
