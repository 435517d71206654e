from django.urls import path

from guides import views

app_name = "guides"

urlpatterns = [
    path("", views.home, name="home"),
    path("guides/", views.guide_index, name="index"),
    path("guides/<slug:slug>/", views.guide_detail, name="detail"),
]
