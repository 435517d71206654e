"""The rules engine's codes and numbers in words, in the active language: the one place every app asks.

The engine answers with keys, codes and numbers (bet keys, ``Decision.reason``, ``Step.code``,
``RulesError.code``, Fractions). This module names each of them: bets and outcomes, card ranks and
suits, percentages and decimals for the locale, paytable lines, decisions, the steps of a coup,
settlements and errors. Which values a rule covers ("0 to 5") is read from the engine's tables, never
typed here. Template tags (``baccarat_site.templatetags.baccarat``) are thin wrappers over it.
"""

from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from django.utils.formats import number_format
from django.utils.text import Truncator
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext, pgettext_lazy

from baccarat import (
    BANKER_DRAWS_ON,
    BANKER_DRAWS_WHEN_PLAYER_STOOD,
    PLAYER_DRAWS_ON,
    STOOD,
    Pays,
    Result,
    decide,
    hand_total,
    point_value,
)
from baccarat.hands import Winner
from baccarat.squeeze import Place

# Names.

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

OUTCOME_NAMES = {
    "banker": gettext_lazy("Banker wins"),
    "player": gettext_lazy("Player wins"),
    "tie": gettext_lazy("Tie"),
}

RANK_NAMES = {
    "A": pgettext_lazy("card rank", "Ace"),
    "J": pgettext_lazy("card rank", "Jack"),
    "Q": pgettext_lazy("card rank", "Queen"),
    "K": pgettext_lazy("card rank", "King"),
}
SUIT_NAMES = {
    "spades": pgettext_lazy("card suit", "spades"),
    "hearts": pgettext_lazy("card suit", "hearts"),
    "diamonds": pgettext_lazy("card suit", "diamonds"),
    "clubs": pgettext_lazy("card suit", "clubs"),
}


def rank_name(rank):
    """ "King" for K, "7" for 7."""
    return str(RANK_NAMES[rank]) if rank in RANK_NAMES else rank


def card_name(rank, suit=""):
    """A card's accessible name: "King of spades", or the rank's name alone when no suit is given."""
    if suit in SUIT_NAMES:
        return _("%(rank)s of %(suit)s") % {"rank": rank_name(rank), "suit": SUIT_NAMES[suit]}
    return rank_name(rank)


# Numbers and lists.


def to_decimal(value, places):
    """A Fraction or float rounded half-even to ``places`` decimal places."""
    quantum = Decimal(1).scaleb(-places)
    if isinstance(value, Fraction):
        return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(quantum, ROUND_HALF_EVEN)
    return Decimal(str(value)).quantize(quantum, ROUND_HALF_EVEN)


def percent(value, places=2):
    """A probability or edge (a Fraction or float, 0.0106) as a localized percentage: "1.06%"."""
    if value is None or value == "":
        return ""
    return _("%(number)s%%") % {"number": number_format(to_decimal(value * 100, int(places)), int(places))}


def decimal(value, places=2):
    """A Fraction or float rounded and formatted for the active locale."""
    return number_format(to_decimal(value, int(places)), int(places))


def list_separator():
    return pgettext("between the items of a list", ", ")


def or_list(parts):
    """ "6 or 7", "0, 1, 8 or 9" in the active language."""
    parts = [str(part) for part in parts]
    if len(parts) <= 1:
        return "".join(parts)
    return _("%(values)s or %(last)s") % {"values": list_separator().join(parts[:-1]), "last": parts[-1]}


def value_runs(values):
    """Sorted values as runs of consecutive values: {0, 1, 2, 5} → [(0, 2), (5, 5)]."""
    runs = []
    for value in sorted(values):
        if runs and value == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], value)
        else:
            runs.append((value, value))
    return runs


def values_text(values):
    """Point values as a short phrase: runs of three or more as a range ("0 to 5"), others listed ("6 or 7")."""
    parts = []
    for low, high in value_runs(values):
        if high - low >= 2:
            parts.append(_("%(low)s to %(high)s") % {"low": low, "high": high})
        else:
            parts.extend(str(value) for value in range(low, high + 1))
    return or_list(parts)


# Payouts.


def odds_words(to_win, staked):
    """ "8 to 1" in the active language: never "8:1", which newcomers misread."""
    return _("%(win)s to %(stake)s") % {"win": to_win, "stake": staked}


@dataclass(frozen=True)
class PayoutWords:
    """What a paytable line pays, in parts a template can mark up (``includes/payout.html``): the odds
    ("1 to 2"), whether that is half the stake, and the commission taken ("5%"), if any."""

    odds: str
    half_the_stake: bool
    commission: str | None


def payout_words(line: Pays) -> PayoutWords:
    if line.pushes:
        return PayoutWords(odds=_("stake returned"), half_the_stake=False, commission=None)
    to_win, staked = line.odds
    return PayoutWords(
        odds=odds_words(to_win, staked),
        half_the_stake=Fraction(to_win) / staked == Fraction(1, 2),
        commission=percent(line.commission, 0) if line.commission else None,
    )


def payout_text(line: Pays) -> str:
    """One paytable line in words, with what it needs when it names the cards or a total:
    "8 to 1", "1 to 1 less 5% commission", "12 to 1 (2 cards)", "1 to 2 (winning with a total of 6)"."""
    words = payout_words(line)
    text = words.odds
    if words.commission:
        text = _("%(pays)s less %(commission)s commission") % {"pays": text, "commission": words.commission}
    if line.pushes:
        return text
    cards = line.banker_cards or line.player_cards
    if cards:
        return _("%(pays)s (%(cards)s cards)") % {"pays": text, "cards": cards}
    total = line.banker_total if line.banker_total is not None else line.player_total
    if total is not None:
        return _("%(pays)s (winning with a total of %(total)s)") % {"pays": text, "total": total}
    return text


def bet_payouts(bet):
    """What a bet pays, one text per line of its paytable."""
    return [payout_text(line) for line in bet.lines]


# Messages about input.

DECKS_MESSAGE = gettext_lazy("Choose from 1 to 8 decks.")

ECHO_LIMIT = 12
"""Characters of a reader's input quoted back in a message."""


def echo(text):
    return Truncator(str(text)).chars(ECHO_LIMIT)


# Decisions: does the player draw, does the banker draw, and why.


def decision_sentence(decision, player_total, banker_total, player_third=None):
    """One sentence for ``decide(player_total, banker_total, player_third)``."""
    numbers = {
        "player": player_total,
        "banker": banker_total,
        "third": player_third,
        "player_draws_on": values_text(PLAYER_DRAWS_ON),
        "banker_draws_on": values_text(BANKER_DRAWS_WHEN_PLAYER_STOOD),
    }
    if decision.reason == "natural":
        message = natural_message(decision.natural_hand)
    elif decision.reason == "player_stands" and decision.banker_draws:
        message = _(
            "The player stands on %(player)s, and the banker draws on %(banker)s, because when the player "
            "stands the banker draws on %(banker_draws_on)s."
        )
    elif decision.reason == "player_stands":
        message = _(
            "The player stands on %(player)s, and the banker stands on %(banker)s, because when the player "
            "stands the banker draws only on %(banker_draws_on)s."
        )
    elif decision.reason == "awaiting_third_card":
        message = _(
            "The player draws on %(player)s (the player draws on %(player_draws_on)s); whether the banker, "
            "with %(banker)s, draws depends on the player's third card."
        )
    else:
        message, rule_values = banker_table_message(banker_total, decision.banker_draws)
        numbers.update(rule_values)
    return message % numbers


def banker_sentence_without_player_total(decision, banker_total, player_third, player_totals):
    """The banker's move when the player's total was not given: ``decision`` holds for every total in
    ``player_totals`` (those on which the player draws), so the sentence says it is not needed."""
    if decision.banker_draws:
        message = _(
            "The player drew a third card worth %(third)s; with %(banker)s against that card, the banker draws. "
            "The player's two-card total is not needed for this: a player who draws has %(player_totals)s, and "
            "the answer is the same for each of those totals."
        )
    else:
        message = _(
            "The player drew a third card worth %(third)s; with %(banker)s against that card, the banker stands. "
            "The player's two-card total is not needed for this: a player who draws has %(player_totals)s, and "
            "the answer is the same for each of those totals."
        )
    return message % {"third": player_third, "banker": banker_total, "player_totals": values_text(player_totals)}


def banker_natural_no_third_card(banker_total):
    return _("The banker has a natural %(banker)s, so nobody draws: there is no player's third card.") % {
        "banker": banker_total
    }


def coup_decision_sentence(coup):
    """``decision_sentence`` for a played coup: its two-card totals, and the player's third card if drawn."""
    third = coup.player.third_card
    return decision_sentence(
        coup.decision,
        hand_total(coup.player.cards[:2]),
        hand_total(coup.banker.cards[:2]),
        None if third is None else point_value(third),
    )


def natural_message(natural_hand):
    if natural_hand == "both":
        return _("Both hands have a natural (player %(player)s, banker %(banker)s), so neither draws a third card.")
    if natural_hand == "player":
        return _("The player has a natural %(player)s, so neither hand draws a third card.")
    return _("The banker has a natural %(banker)s, so neither hand draws a third card.")


def banker_table_message(banker_total, banker_draws):
    """The player drew: the banker's row of the table said as a rule, and what it gives for this card."""
    draws_on = BANKER_DRAWS_ON[banker_total]
    exceptions = set(range(10)) - draws_on
    if not exceptions:
        return _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws whatever that card is, so the banker draws."
        ), {}
    if not draws_on:
        return _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "stands whatever that card is, so the banker stands."
        ), {}
    if len(exceptions) == 1 and banker_draws:
        message = _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws unless that card counts %(except)s, so the banker draws."
        )
    elif len(exceptions) == 1:
        message = _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws unless that card counts %(except)s, so the banker stands."
        )
    elif banker_draws:
        message = _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws only when that card counts %(values)s, so the banker draws."
        )
    else:
        message = _(
            "The player draws on %(player)s and the third card counts %(third)s; with %(banker)s the banker "
            "draws only when that card counts %(values)s, so the banker stands."
        )
    return message, {"except": min(exceptions), "values": values_text(draws_on)}


def player_verdict(decision, player_total=None):
    """The player's badge; on a natural it says the natural (with ``player_total``), not "stands"."""
    if decision.natural_hand in ("player", "both"):
        return pgettext("lookup verdict", "Player: natural %(total)s — no third card") % {"total": player_total}
    if decision.natural:
        return pgettext("lookup verdict", "Player: no third card (the banker has a natural)")
    if decision.player_draws:
        return pgettext("lookup verdict", "The player draws")
    return pgettext("lookup verdict", "The player stands")


def banker_verdict(decision, banker_total=None):
    """The banker's badge; on a natural it says the natural (with ``banker_total``), not "stands"."""
    if decision.natural_hand in ("banker", "both"):
        return pgettext("lookup verdict", "Banker: natural %(total)s — no third card") % {"total": banker_total}
    if decision.natural:
        return pgettext("lookup verdict", "Banker: no third card (the player has a natural)")
    if decision.banker_draws is None:
        return pgettext("lookup verdict", "The banker waits for the player's third card")
    if decision.banker_draws:
        return pgettext("lookup verdict", "The banker draws")
    return pgettext("lookup verdict", "The banker stands")


# A coup, step by step.


def step_sentence(step, dealt_before=0):
    """One sentence for a ``Step`` of ``play_coup``; ``dealt_before`` counts the hand's cards before a deal."""
    if step.code == "deal":
        message = deal_message(step.hand, dealt_before)
    elif step.code == "natural" and step.hand == "player":
        message = _("The player has a natural %(total)s: nobody draws.")
    elif step.code == "natural":
        message = _("The banker has a natural %(total)s: nobody draws.")
    elif step.code == "player_draws":
        message = _("The player draws on %(row)s and gets this card: total %(total)s.")
    elif step.code == "player_stands":
        message = _("The player stands on %(total)s.")
    elif step.column == STOOD and step.code == "banker_draws":
        message = _("The player stood, so the banker draws on %(row)s and gets this card: total %(total)s.")
    elif step.column == STOOD:
        message = _("The player stood, so the banker stands on %(row)s.")
    elif step.code == "banker_draws":
        message = _(
            "With %(row)s against a player's third card worth %(column)s, the banker draws this card: total %(total)s."
        )
    else:
        message = _("With %(row)s against a player's third card worth %(column)s, the banker stands.")
    return message % {"total": step.total, "row": step.row, "column": step.column}


def deal_message(hand, dealt_before):
    first = dealt_before == 0
    if hand == "player":
        return _("Player's first card: total %(total)s.") if first else _("Player's second card: total %(total)s.")
    return _("Banker's first card: total %(total)s.") if first else _("Banker's second card: total %(total)s.")


def step_sentences(steps):
    """``(step, sentence)`` for every step of a coup, in order."""
    dealt = {"player": 0, "banker": 0}
    sentences = []
    for step in steps:
        sentences.append((step, step_sentence(step, dealt[step.hand])))
        if step.code == "deal":
            dealt[step.hand] += 1
    return sentences


def next_card_sentence(step, dealt_before=0):
    """What the next card of an unfinished coup is for: ``step`` is the step that will deal it."""
    first = dealt_before == 0
    if step.code == "deal" and step.hand == "player":
        message = _("Next comes the player's first card.") if first else _("Next comes the player's second card.")
    elif step.code == "deal":
        message = _("Next comes the banker's first card.") if first else _("Next comes the banker's second card.")
    elif step.code == "player_draws":
        message = _("The player draws on %(row)s: next comes the player's third card.")
    elif step.column == STOOD:
        message = _("The player stood and the banker draws on %(row)s: next comes the banker's third card.")
    else:
        message = _(
            "With %(row)s against a player's third card worth %(column)s, the banker draws: next comes the "
            "banker's third card."
        )
    return message % {"row": step.row, "column": step.column}


def winner_sentence(coup):
    if coup.outcome.winner == "banker":
        message = _("The banker wins with %(banker)s against the player's %(player)s.")
    elif coup.outcome.winner == "player":
        message = _("The player wins with %(player)s against the banker's %(banker)s.")
    else:
        message = _("A tie at %(player)s: bets on the player and on the banker are returned.")
    return message % {"player": coup.player.total, "banker": coup.banker.total}


def settlement_text(settlement):
    """A bet's result: "wins, paying 12 to 1 (2 cards)", "pushes, and the stake is returned" or "loses"."""
    if settlement.result == Result.WIN:
        return _("wins, paying %(pays)s") % {"pays": payout_text(settlement.line)}
    if settlement.result == Result.PUSH:
        return _("pushes, and the stake is returned")
    return _("loses")


# Errors.


def error_message(error):
    """A ``RulesError`` from the engine, said for the reader."""
    params = error.params
    if error.code == "unknown_card":
        return _("“%(card)s” is not a card: use A, 2 to 9, 10 (or T), J, Q or K.") % {
            "card": echo(params.get("card", ""))
        }
    if error.code == "unexpected_third_card":
        player, banker = params["player_total"], params["banker_total"]
        if decide(player, banker).natural:
            return _("With a natural in either hand nobody draws, so there is no third card.")
        return _("The player stands on %(player)s, so there is no third card.") % {"player": player}
    if error.code == "not_in_shoe" and "rank" in params:
        return _("The shoe holds only %(held)s cards of rank %(rank)s, not %(wanted)s.") % params
    if error.code == "shoe_too_small":
        return ngettext(
            "That would leave %(left)d card in the shoe, but a coup can take %(needed)d. Remove fewer cards.",
            "That would leave %(left)d cards in the shoe, but a coup can take %(needed)d. Remove fewer cards.",
            params["size"],
        ) % {"left": params["size"], "needed": params["needed"]}
    if error.code == "bad_decks":
        return str(DECKS_MESSAGE)
    if error.code == "too_few_cards":
        return _("This coup needs at least %(needed)s cards; %(given)s given.") % params
    if error.code == "too_many_cards":
        return _("A coup deals at most %(max)s cards; %(given)s given.") % params
    if error.code == "impossible_totals":
        return _("The cards left in this shoe cannot make these totals.")
    return _("These cards or totals cannot occur in a coup of baccarat.")


# The squeeze: chances card by card.

SQUEEZE_PLAYER_TOTAL_FIRST = gettext_lazy(
    "Give the player's two-card total too: the banker's cards are read after the player's."
)
SQUEEZE_CARDS_OR_TOTALS = gettext_lazy("Give either the cards turned or the totals, not both.")

PLACE_NAMES = {
    Place.PLAYER_FIRST: pgettext_lazy("card", "the player's first card"),
    Place.BANKER_FIRST: pgettext_lazy("card", "the banker's first card"),
    Place.PLAYER_SECOND: pgettext_lazy("card", "the player's second card"),
    Place.BANKER_SECOND: pgettext_lazy("card", "the banker's second card"),
    Place.PLAYER_THIRD: pgettext_lazy("card", "the player's third card"),
    Place.BANKER_THIRD: pgettext_lazy("card", "the banker's third card"),
}


def next_place_sentence(place):
    """Which card is turned next, or that the coup is over."""
    if place is None:
        return _("The coup is complete: no card is left to turn.")
    return _("Next to turn: %(card)s.") % {"card": PLACE_NAMES[place]}


def chances_sentence(winners):
    """The three chances in one sentence, computed from the figures shown; once one is certain, says so."""
    certain = next((winner for winner, chance in winners.items() if chance == 1), None)
    if certain is not None:
        return {
            Winner.PLAYER: _("The player has won: nothing is left to turn that could change it."),
            Winner.BANKER: _("The banker has won: nothing is left to turn that could change it."),
            Winner.TIE: _("It is a tie: nothing is left to turn that could change it."),
        }[certain]
    figures = {str(winner): percent(chance) for winner, chance in winners.items()}
    return _("Player %(player)s, banker %(banker)s, tie %(tie)s.") % figures


def outs_sentence(following):
    """What the next card can settle: the ranks that finish the coup for each result, from ``NextCards``."""
    parts = []
    names = {
        Winner.PLAYER: _("the player wins on %(ranks)s (%(chance)s)"),
        Winner.BANKER: _("the banker wins on %(ranks)s (%(chance)s)"),
        Winner.TIE: _("a tie on %(ranks)s (%(chance)s)"),
    }
    for winner, ranks in following.outs.items():
        if ranks:
            ranks_text = or_list([rank_name(rank) for rank in ranks])
            parts.append(names[winner] % {"ranks": ranks_text, "chance": percent(following.chance_of(winner))})
    if not parts:
        return _("No card can settle the coup yet: whatever comes next, more cards follow.")
    return _("Outs for the next card: %(outs)s.") % {"outs": list_separator().join(parts)}
