"""Names: bets, outcomes, card ranks and suits, the scoreboard's roads."""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from baccarat import PAYTABLE, Bet, Suit, Winner
from baccarat.chemin_de_fer import Model
from baccarat.roads import Road

BET_NAMES = {
    "banker": gettext_lazy("Banker"),
    "player": gettext_lazy("Player"),
    "tie_8": gettext_lazy("Tie (pays 8 to 1)"),
    "tie_9": gettext_lazy("Tie (pays 9 to 1)"),
    "no_commission_banker": gettext_lazy("No-commission banker"),
    "player_pair": gettext_lazy("Player pair"),
    "banker_pair": gettext_lazy("Banker pair"),
    "lucky_6": gettext_lazy("Lucky 6"),
    "dragon_7": gettext_lazy("Dragon 7"),
    "panda_8": gettext_lazy("Panda 8"),
    "ez_banker": gettext_lazy("EZ Baccarat banker"),
    "super_6": gettext_lazy("Super 6"),
    "big_tiger": gettext_lazy("Big Tiger"),
    "small_tiger": gettext_lazy("Small Tiger"),
    "dragon_bonus_player": gettext_lazy("Dragon Bonus on the player"),
    "dragon_bonus_banker": gettext_lazy("Dragon Bonus on the banker"),
    "big": gettext_lazy("Big"),
    "small": gettext_lazy("Small"),
    "either_pair": gettext_lazy("Either pair"),
    "perfect_pair": gettext_lazy("Perfect pair"),
}
"""Every ``PAYTABLE`` key's name."""

NAMED_BY_PAYOUT = frozenset({"tie_8", "tie_9"})
"""The bets whose names say what they pay: the two ties of the paytable."""


def bet_name(key, bet: Bet | None = None):
    """A bet's name. A tie's name says what it pays ("Tie (pays 8 to 1)"), so a tie the reader priced
    otherwise (``bet`` differs from the paytable's) is just "Tie", its payouts shown beside it."""
    if bet is not None and key in NAMED_BY_PAYOUT and bet != PAYTABLE[key]:
        return OUTCOME_NAMES[Winner.TIE]
    return BET_NAMES[key]


def name_beside_payouts(key, name):
    """A bet's name where its payouts are printed beside it: a tie is just "Tie" there, not "Tie (pays 8 to 1)"."""
    return OUTCOME_NAMES[Winner.TIE] if key in NAMED_BY_PAYOUT else name


OUTCOME_NAMES = {
    Winner.BANKER: gettext_lazy("Banker wins"),
    Winner.PLAYER: gettext_lazy("Player wins"),
    Winner.TIE: gettext_lazy("Tie"),
}

BOARD_LETTERS = {
    Winner.BANKER: pgettext_lazy("Big Road: a banker win", "B"),
    Winner.PLAYER: pgettext_lazy("Big Road: a player win", "P"),
    Winner.TIE: pgettext_lazy("Bead Plate: a tie", "T"),
}
"""The letter the scoreboard shows for each result, in the reader's language (뱅, 플, 타 in Korean)."""

RANK_NAMES = {
    "A": pgettext_lazy("card rank", "Ace"),
    "J": pgettext_lazy("card rank", "Jack"),
    "Q": pgettext_lazy("card rank", "Queen"),
    "K": pgettext_lazy("card rank", "King"),
}
"""The ranks with a name; the others are said as their number."""

SUIT_NAMES = {
    Suit.SPADES: pgettext_lazy("card suit", "spades"),
    Suit.HEARTS: pgettext_lazy("card suit", "hearts"),
    Suit.DIAMONDS: pgettext_lazy("card suit", "diamonds"),
    Suit.CLUBS: pgettext_lazy("card suit", "clubs"),
}

ROAD_NAMES = {
    Road.BEAD_PLATE: gettext_lazy("Bead Plate"),
    Road.BIG_ROAD: gettext_lazy("Big Road"),
    Road.BIG_EYE_BOY: gettext_lazy("Big Eye Boy"),
    Road.SMALL_ROAD: gettext_lazy("Small Road"),
    Road.COCKROACH_PIG: gettext_lazy("Cockroach Pig"),
}


def rank_name(rank):
    """ "King" for K, "7" for 7."""
    return str(RANK_NAMES[rank]) if rank in RANK_NAMES else rank


def card_name(rank, suit=""):
    """A card's accessible name: "King of spades", or the rank's name alone when no suit is given."""
    if suit in SUIT_NAMES:
        return _("%(rank)s of %(suit)s") % {"rank": rank_name(rank), "suit": SUIT_NAMES[suit]}
    return rank_name(rank)


CHEMIN_MODEL_NAMES = {
    Model.A1: gettext_lazy("A1: cards replaced; each side sees only its total"),
    Model.B2: gettext_lazy("B2: a real shoe; the banker sees its two cards, the player its total"),
    Model.B3: gettext_lazy("B3: a real shoe; each side sees its own two cards"),
}
"""The information models of chemin de fer (Ethier and Gámez), as the page's choices name them."""


CARD_PLACES = {
    5: pgettext_lazy("a card's place in the shoe, spelled out", "fifth"),
    6: pgettext_lazy("a card's place in the shoe, spelled out", "sixth"),
}
"""The places a third card can take in the shoe, as prose spells small ordinals: "fifth", "다섯 번째", "5枚目"."""

COUP_HEADINGS = {
    1: pgettext_lazy("the heading of an example's first coup", "Coup 1"),
    2: pgettext_lazy("the heading of an example's second coup", "Coup 2"),
    3: pgettext_lazy("the heading of an example's third coup", "Coup 3"),
}
"""The headings of a short example's coups, as each language writes a small ordinal ("첫 번째 판", not "1번째 판")."""

CARDS_DEALT_FIRST = {
    4: pgettext_lazy("the number of cards the first deal takes, spelled out", "four cards"),
}
"""The cards the first deal takes, as prose spells a small count: "four cards", "네 장", "4枚"."""
