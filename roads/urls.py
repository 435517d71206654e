from django.urls import path

from roads import views

app_name = "roads"

urlpatterns = [
    path("roads/", views.roads_page, name="index"),
    path("roads/step/", views.roads_step, name="step"),
]
