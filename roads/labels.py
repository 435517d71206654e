"""The roads' names, in the reader's language."""

from django.utils.translation import gettext_lazy as _

ROAD_NAMES = {
    "bead_plate": _("Bead Plate"),
    "big_road": _("Big Road"),
    "big_eye_boy": _("Big Eye Boy"),
    "small_road": _("Small Road"),
    "cockroach_pig": _("Cockroach Pig"),
}
