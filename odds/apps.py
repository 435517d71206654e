from django.apps import AppConfig


class OddsConfig(AppConfig):
    name = "odds"
