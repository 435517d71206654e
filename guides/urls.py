from django.urls import path

from guides import lookup, odds_page, views

app_name = "guides"

urlpatterns = [
    path("", views.home, name="home"),
    path("guides/", views.guide_index, name="index"),
    path("guides/<slug:slug>/", views.guide_detail, name="detail"),
    path("lookup/", lookup.lookup, name="lookup"),
    path("lookup/answer/", lookup.lookup_update, name="lookup_update"),
    path("odds/", odds_page.odds_table, name="odds"),
    path("odds/results/", odds_page.odds_results, name="odds_results"),
]
