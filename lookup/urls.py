from django.urls import path

from lookup import views

app_name = "lookup"

urlpatterns = [
    path("lookup/", views.lookup, name="index"),
    path("lookup/answer/", views.lookup_update, name="answer"),
    path("lookup/squeeze/", views.squeeze_page, name="squeeze"),
    path("lookup/squeeze/turn/", views.squeeze_update, name="squeeze_turn"),
    path("lookup/squeeze/deal/", views.squeeze_new_deal, name="squeeze_deal"),
]
