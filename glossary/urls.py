from django.urls import path

from glossary import views

app_name = "glossary"

urlpatterns = [
    path("glossary/", views.glossary_index, name="index"),
    path("glossary/<slug:slug>/", views.term_detail, name="detail"),
]
