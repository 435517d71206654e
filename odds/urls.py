from django.urls import path

from odds import views

app_name = "odds"

urlpatterns = [
    path("odds/", views.odds_table, name="index"),
    path("odds/results/", views.odds_results, name="results"),
]
