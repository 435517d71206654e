from django.apps import AppConfig


class CheminDeFerConfig(AppConfig):
    name = "chemin_de_fer"
