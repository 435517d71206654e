"""Translated names for the engine's keys (bets and outcomes) and its payouts in words."""

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from guides.templatetags.baccarat import percent

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


def odds_words(to_win, staked):
    """ "8 to 1" in the active language: never "8:1", which newcomers misread."""
    return gettext("%(win)s to %(stake)s") % {"win": to_win, "stake": staked}


def less_commission(pays, commission):
    """ "1 to 1 less 5% commission" in the active language."""
    return gettext("%(pays)s less %(commission)s commission") % {"pays": pays, "commission": percent(commission, 0)}
