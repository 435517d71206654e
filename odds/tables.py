"""The odds page's tables and chart: the engine's figures arranged for the template.

The rules engine computes every probability; this module only names the bets and outcomes, words the
paytable's conditions, scales the chart's bars and takes the difference between two of the engine's
figures.
"""

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from django.utils.translation import gettext_lazy as _

from baccarat import BetOdds, Odds, Pays
from baccarat_site.wording import BET_NAMES, OUTCOME_NAMES, to_decimal

CHANGE_PLACES = 3
"""Decimal places of the depleted-shoe comparison: removing a few cards moves the odds by hundredths of a point."""

# The chart, in SVG user units: one row per bet, its name above a bar as long as its house edge.
CHART_WIDTH = 400
CHART_LONGEST_BAR = 300
CHART_ROW_HEIGHT = 50

PAYOUT_CONDITIONS = {
    ("banker", True, True): _("Banker wins with %(total)s on %(cards)s cards"),
    ("player", True, True): _("Player wins with %(total)s on %(cards)s cards"),
    ("banker", True, False): _("Banker wins with %(total)s"),
    ("banker", False, False): _("Any other banker win"),
}
"""Words for a paytable line, by (winner, names a total, names a number of cards)."""


@dataclass(frozen=True)
class PayoutLine:
    line: Pays
    condition: str | None


def payout_condition(line: Pays, first: bool) -> str | None:
    """When a paytable line pays, in words; None when the bet's name says it all (its first plain line)."""
    total = line.banker_total if line.winner == "banker" else line.player_total
    cards = line.banker_cards if line.winner == "banker" else line.player_cards
    if line.pair or (first and total is None and cards is None):
        return None
    return PAYOUT_CONDITIONS[line.winner, total is not None, cards is not None] % {"total": total, "cards": cards}


@dataclass(frozen=True)
class BetRow:
    key: str
    name: str
    payouts: list[PayoutLine]
    odds: BetOdds


def bet_rows(result: Odds) -> list[BetRow]:
    return [
        BetRow(
            key=key,
            name=BET_NAMES[key],
            payouts=[
                PayoutLine(line, payout_condition(line, index == 0))
                for index, line in enumerate(bet_odds.bet.lines)
            ],
            odds=bet_odds,
        )
        for key, bet_odds in result.bets.items()
    ]


@dataclass(frozen=True)
class OutcomeRow:
    name: str
    deals: int
    probability: Fraction


def outcome_rows(result: Odds) -> dict[str, OutcomeRow]:
    return {
        outcome: OutcomeRow(OUTCOME_NAMES[outcome], deals, result.probability(outcome))
        for outcome, deals in result.outcomes.items()
    }


@dataclass(frozen=True)
class ChartBar:
    name: str
    house_edge: Fraction
    top: int
    length: int

    @property
    def figure_x(self) -> int:
        return self.length + 6


def edge_chart(bets: list[BetRow]) -> dict:
    """Bars for the house edge of every bet, lowest first, scaled so the highest fills the chart."""
    highest = max(bet.odds.house_edge for bet in bets)
    ordered = sorted(bets, key=lambda bet: bet.odds.house_edge)
    bars = [
        ChartBar(
            name=bet.name,
            house_edge=bet.odds.house_edge,
            top=index * CHART_ROW_HEIGHT,
            length=round(bet.odds.house_edge / highest * CHART_LONGEST_BAR),
        )
        for index, bet in enumerate(ordered)
    ]
    return {"bars": bars, "width": CHART_WIDTH, "height": len(bars) * CHART_ROW_HEIGHT}


@dataclass(frozen=True)
class Change:
    key: str
    name: str
    full: Fraction
    depleted: Fraction

    @property
    def points(self) -> Decimal:
        """Depleted minus full, in percentage points, rounded as shown (never "-0.000")."""
        rounded = to_decimal((self.depleted - self.full) * 100, CHANGE_PLACES)
        return rounded if rounded else abs(rounded)


def comparison(full: Odds, depleted: Odds, removed: dict[str, int]) -> dict:
    house_edges = [
        Change(key, BET_NAMES[key], full.bets[key].house_edge, depleted.bets[key].house_edge) for key in full.bets
    ]
    return {
        "removed": removed,
        "removed_total": sum(removed.values()),
        "cards_left": depleted.shoe.size,
        "outcomes": [
            Change(outcome, OUTCOME_NAMES[outcome], full.probability(outcome), depleted.probability(outcome))
            for outcome in full.outcomes
        ],
        "house_edges": house_edges,
        "bettor_has_an_edge": any(change.depleted < 0 for change in house_edges),
        "places": CHANGE_PLACES,
    }
