from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RoadsConfig(AppConfig):
    name = "roads"
    verbose_name = _("Scoreboard roads")
