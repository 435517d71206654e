"""Payouts in words: a paytable line ("1 to 1 less 5% commission"), when it pays, how a bet settled."""

from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction

from django.utils.translation import get_language, gettext_lazy, ngettext
from django.utils.translation import gettext as _

from baccarat import BetResult, Pays, Winner

from .numbers import card_counts, decimal, percent

PER_ONE_LANGUAGES = frozenset({"ko", "ja"})
"""Languages whose readers meet every payout per 1 staked: Korean and Japanese guides write the half pay
on a banker 6 as 0.5 대 1 and 0.5対1, where English ones print it as casinos do, 1 to 2."""


def odds_words(to_win, staked):
    """ "8 to 1" in the active language: never "8:1", which newcomers misread. A payout per more than 1
    staked (1 to 2) is written per 1 ("0.5 to 1") in the languages that write it so."""
    if staked != 1 and get_language() in PER_ONE_LANGUAGES:
        per_one = Fraction(to_win) / staked
        exact = (Decimal(per_one.numerator) / Decimal(per_one.denominator)).normalize()
        to_win, staked = decimal(per_one, max(0, -exact.as_tuple().exponent)), 1
    return _("%(win)s to %(stake)s") % {"win": to_win, "stake": staked}


@dataclass(frozen=True)
class PayoutWords:
    """What a paytable line pays, in parts a template can mark up (``includes/payout.html``): the odds
    ("1 to 2"), whether that is half the stake, and the commission taken ("5%"), if any."""

    odds: str
    half_the_stake: bool
    commission: str | None
    no_commission: bool = False
    """A reader's payout, typed net, that is the usual line's odds with its commission left out."""
    like_commission: str | None = None
    """A reader's payout, typed net, below the usual line's odds: the commission it comes to ("10%")."""


def payout_words(line: Pays, usual: Pays | None = None) -> PayoutWords:
    """``usual``: the standard paytable's line that ``line`` replaces, when a reader typed its payout. Where
    the usual line takes commission, the typed payout (net) is said against its odds before commission."""
    if line.pushes:
        return PayoutWords(odds=_("stake returned"), half_the_stake=False, commission=None)
    to_win, staked = line.odds
    words = PayoutWords(
        odds=odds_words(to_win, staked),
        half_the_stake=line.payout_before_commission == Fraction(1, 2),
        commission=percent(line.commission, 0) if line.commission else None,
    )
    if not usual or not usual.commission or line.commission:
        return words
    taken = 1 - line.payout / usual.payout_before_commission
    if taken == 0:
        return replace(words, no_commission=True)
    if 0 < taken < 1:
        return replace(words, like_commission=percent(taken, 0 if (taken * 100).denominator == 1 else 2))
    return words


def payout_odds_text(line: Pays, usual: Pays | None = None) -> str:
    """What a paytable line pays, without when: "8 to 1", "1 to 1 less 5% commission", "stake returned";
    "1 to 1, no commission" for a reader's payout on a line that usually takes commission."""
    words = payout_words(line, usual)
    if words.commission:
        return _("%(pays)s less %(commission)s commission") % {"pays": words.odds, "commission": words.commission}
    if words.no_commission:
        return _("%(pays)s, no commission") % {"pays": words.odds}
    if words.like_commission:
        return _("%(pays)s, the same as a %(commission)s commission") % {
            "pays": words.odds,
            "commission": words.like_commission,
        }
    return words.odds


def payout_text(line: Pays, usual: Pays | None = None) -> str:
    """One paytable line in words, with what it needs when it names the cards or a total:
    "8 to 1", "1 to 1 less 5% commission", "12 to 1 (2 cards)", "1 to 2 (winning with a total of 6)"."""
    text = payout_odds_text(line, usual)
    if line.pushes:
        return text
    cards = line.banker_cards or line.player_cards
    if cards:
        return _("%(pays)s (%(cards)s cards)") % {"pays": text, "cards": cards}
    total = line.banker_total if line.banker_total is not None else line.player_total
    if total is not None:
        return _("%(pays)s (winning with a total of %(total)s)") % {"pays": text, "total": total}
    return text


def bet_payouts(bet, usual=None):
    """What a bet pays, one text per line of its paytable; ``usual``: the standard bet a reader's replaces."""
    usual_lines = usual.lines if usual and len(usual.lines) == len(bet.lines) else [None] * len(bet.lines)
    return [payout_text(line, usual_line) for line, usual_line in zip(bet.lines, usual_lines, strict=True)]


PAYOUT_CONDITIONS = {
    (Winner.BANKER, True, True): gettext_lazy("Banker wins with %(total)s on %(cards)s cards"),
    (Winner.PLAYER, True, True): gettext_lazy("Player wins with %(total)s on %(cards)s cards"),
    (Winner.BANKER, True, False): gettext_lazy("Banker wins with %(total)s"),
    (Winner.BANKER, False, False): gettext_lazy("Any other banker win"),
}
"""Words for a paytable line, by (winner, names a total, names a number of cards)."""

NATURAL_CONDITIONS = {
    Winner.PLAYER: gettext_lazy("Player wins with a natural"),
    Winner.BANKER: gettext_lazy("Banker wins with a natural"),
    Winner.TIE: gettext_lazy("A tie of two naturals"),
}
MARGIN_CONDITIONS = {
    Winner.PLAYER: gettext_lazy("Player wins by %(margin)s points without a natural"),
    Winner.BANKER: gettext_lazy("Banker wins by %(margin)s points without a natural"),
}


def payout_condition(line: Pays, plain_unsaid: bool) -> str | None:
    """When a paytable line pays, in words; None for a pair line, and for a plain line (no total or cards named)
    when ``plain_unsaid``: the bet's first line, which its name says, or a line already known to have won."""
    if line.natural:
        return str(NATURAL_CONDITIONS[line.winner])
    if line.margin is not None:
        return MARGIN_CONDITIONS[line.winner] % {"margin": line.margin}
    if line.cards_dealt:
        counts = card_counts(line.cards_dealt)
        return ngettext("%(cards)s card dealt", "%(cards)s cards dealt", max(line.cards_dealt)) % {"cards": counts}
    total = line.banker_total if line.winner == Winner.BANKER else line.player_total
    cards = line.banker_cards if line.winner == Winner.BANKER else line.player_cards
    if line.pair or (plain_unsaid and total is None and cards is None):
        return None
    return PAYOUT_CONDITIONS[line.winner, total is not None, cards is not None] % {"total": total, "cards": cards}


SETTLEMENT_WORDS = {
    BetResult.WIN: gettext_lazy("wins, paying %(pays)s"),
    BetResult.PUSH: gettext_lazy("pushes, and the stake is returned"),
    BetResult.LOSE: gettext_lazy("loses"),
}
"""How a bet settled, for ``settlement_text``; the win names the line that paid."""


def settlement_text(settlement):
    """A bet's result: "wins, paying 12 to 1 (2 cards)", "pushes, and the stake is returned" or "loses"."""
    return str(SETTLEMENT_WORDS[settlement.result]) % {"pays": payout_text(settlement.line) if settlement.line else ""}
