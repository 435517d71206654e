"""Translated names for the engine's keys: bets and outcomes."""

from django.utils.translation import gettext_lazy as _

BET_NAMES = {
    "banker": _("Banker"),
    "player": _("Player"),
    "tie_8": _("Tie (pays 8 to 1)"),
    "tie_9": _("Tie (pays 9 to 1)"),
    "no_commission_banker": _("No-commission banker"),
    "player_pair": _("Player pair"),
    "banker_pair": _("Banker pair"),
    "lucky_6": _("Lucky 6"),
    "dragon_7": _("Dragon 7"),
    "panda_8": _("Panda 8"),
}

OUTCOME_NAMES = {
    "banker": _("Banker wins"),
    "player": _("Player wins"),
    "tie": _("Tie"),
}
