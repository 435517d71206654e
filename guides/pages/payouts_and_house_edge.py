"""Numbers for the "Payouts and the house edge" guide, all from the rules engine.

The engine computes every probability and edge; this module only picks what the page shows, labels
it in the active language, and turns an edge into money (edge × stake × hands) in the reader's
currency.
"""

from fractions import Fraction
from functools import cache

from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from baccarat import PAYTABLE, USUAL_DECKS, Bet, Outcome, Pays, Shoe, Winner, exact_odds, standard_odds
from baccarat_site.money import currency_for
from baccarat_site.wording import BET_NAMES, OUTCOME_NAMES, bet_payouts, odds_words
from guides.pages import Section

# The guide's sections in order: the table of contents and each section's heading.
SECTIONS = (
    Section("payouts", _("What each bet pays")),
    Section("commission", _("Why the banker bet carries a commission")),
    Section("chances", _("How often each hand wins")),
    Section("house-edge", _("The house edge of each bet")),
    Section("money", _("What the house edge costs in money")),
    Section("no-commission", _("No-commission baccarat")),
    Section("feelings", _("Streaks, hunches and the house edge")),
)

EXAMPLE_STAKE = 100
"""The "bet 100, win 95" example of the banker's commission."""
EXAMPLE_IN_MONEY = frozenset({"ko", "ja"})
"""Languages whose readers get that example in their own money ("bet 1,000円, win 950円"), the way their own
guides write it (issue 27): "10,000원을 걸어 이기면 9,500원"; English keeps the bare 100."""
HANDS = 100
"""How many hands the money example lasts."""

A_TIE = Outcome(player_total=5, player_cards=2, banker_total=5, banker_cards=2)
"""A coup the hands tie, to ask the paytable what each bet does then."""

MAIN_BETS = ("banker", "player", "tie_8", "tie_9", "no_commission_banker")
MONEY_BETS = ("banker", "player", "no_commission_banker", "tie_8")


HYPOTHETICAL = (
    # A banker bet paid 1 to 1 with no commission: why the commission exists.
    Bet("banker_even_money", (Pays((1, 1), winner=Winner.BANKER),), push_on_tie=True),
    # How often the banker wins with a total of 6: what the no-commission rule takes half of.
    Bet("banker_wins_on_6", (Pays((1, 1), winner=Winner.BANKER, banker_total=6),), push_on_tie=True),
)


@cache
def hypothetical_odds() -> dict:
    """The engine's odds for bets no table offers, asked of it to explain the ones that tables do offer."""
    return exact_odds(Shoe.decks(USUAL_DECKS), {bet.key: bet for bet in HYPOTHETICAL}).bets


def expected_loss(house_edge: Fraction, stake: int, hands: int = HANDS) -> Fraction:
    """What the bettor loses on average: the edge × the stake × the number of hands."""
    return house_edge * stake * hands


def money_example(language: str | None = None) -> dict:
    """The house edge as money: a stake a hand for ``HANDS`` hands, in the language's currency."""
    currency = currency_for(language or get_language())
    bets = standard_odds(USUAL_DECKS).bets
    rows = []
    for key in MONEY_BETS:
        loss = expected_loss(bets[key].house_edge, currency.stake)
        rows.append(
            {
                "key": key,
                "label": BET_NAMES[key],
                "house_edge": bets[key].house_edge,
                "loss": loss,
                "loss_text": currency.format(loss),
            }
        )
    return {
        "currency": currency,
        "hands": HANDS,
        "stake_text": currency.format(currency.stake),
        "staked_text": currency.format(currency.stake * HANDS),
        "rows": rows,
        "by_key": {row["key"]: row for row in rows},
    }


def whole(value: Fraction) -> int | Fraction:
    return int(value) if value.denominator == 1 else value


def commission_examples(banker_payout: Fraction, six_payout: Fraction, language: str) -> dict:
    """The stake and the winnings of the commission and no-commission examples, as the page writes them."""
    if language in EXAMPLE_IN_MONEY:
        currency = currency_for(language)
        return {
            "example_stake": currency.format(currency.stake),
            "example_banker_win": currency.format(banker_payout * currency.stake),
            "example_six_win": currency.format(six_payout * currency.stake),
        }
    return {
        "example_stake": EXAMPLE_STAKE,
        "example_banker_win": whole(banker_payout * EXAMPLE_STAKE),
        "example_six_win": whole(six_payout * EXAMPLE_STAKE),
    }


def context() -> dict:
    result = standard_odds(USUAL_DECKS)
    hypothetical = hypothetical_odds()
    bets = result.bets
    banker_line = PAYTABLE["banker"].lines[0]
    no_commission = PAYTABLE["no_commission_banker"]
    six_line = next(line for line in no_commission.lines if line.banker_total is not None)
    outcomes = [
        {
            "key": key,
            "label": OUTCOME_NAMES[key],
            "deals": result.outcomes[key],
            "probability": result.probability(key),
        }
        for key in ("banker", "player", "tie")
    ]
    edges = [
        {
            "key": key,
            "label": BET_NAMES[key],
            "pays": bet_payouts(PAYTABLE[key]),
            "on_tie": PAYTABLE[key].settle_outcome(A_TIE).result,
            "win": bets[key].win,
            "house_edge": bets[key].house_edge,
            "house_edge_resolved": bets[key].house_edge_resolved,
        }
        for key in MAIN_BETS
    ]
    return {
        "decks": USUAL_DECKS,
        "cards": result.shoe.size,
        "deals": result.total,
        "outcomes": outcomes,
        "probability": {row["key"]: row["probability"] for row in outcomes},
        "edges": edges,
        "bets": bets,
        "pays": {key: odds_words(*PAYTABLE[key].lines[-1].odds) for key in MAIN_BETS},
        "six_pays": odds_words(*six_line.odds),
        "commission": banker_line.commission,
        **commission_examples(banker_line.payout, six_line.payout, get_language()),
        "six_total": six_line.banker_total,
        "banker_wins_on_6": hypothetical["banker_wins_on_6"].win,
        "bettor_edge_even_money": -hypothetical["banker_even_money"].house_edge,
        "money": money_example(),
    }
