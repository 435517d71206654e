"""The odds page's tables and chart: the engine's figures arranged for the template.

The rules engine computes every probability; this module only names the bets and outcomes, words the
paytable's conditions, scales the chart's bars and takes the difference between two of the engine's
figures.
"""

from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction

from django.utils.translation import ngettext

from baccarat import PAYTABLE, RANKS, BetOdds, CountingLimit, EffectOfRemoval, Odds, Pays
from baccarat.squeeze import WINNERS, squeeze_tables
from baccarat_site import wording
from baccarat_site.wording import (
    BET_NAMES,
    OUTCOME_NAMES,
    bet_name,
    bet_payouts,
    list_separator,
    name_beside_payouts,
    payout_condition,
    rank_name,
    shown_points,
    to_decimal,
)

CHANGE_PLACES = 3
"""Decimal places of the depleted-shoe comparison: removing a few cards moves the odds by hundredths of a point."""

# The chart, in SVG user units: one row per bet, its name above a bar as long as its house edge.
CHART_WIDTH = 400
CHART_LONGEST_BAR = 300
CHART_ROW_HEIGHT = 50


@dataclass(frozen=True)
class PayoutLine:
    line: Pays
    condition: str | None
    usual: Pays | None = None
    """The standard paytable's line this one replaces, when the reader typed its payout."""


@dataclass(frozen=True)
class BetRow:
    key: str
    name: str
    payouts: list[PayoutLine]
    odds: BetOdds
    changed: bool
    """The reader gave this bet other payouts than the standard paytable's."""

    @property
    def your_payouts_note(self) -> str:
        """The note beside a bet the reader changed: "(your payout)", or "(your payouts)" for several lines."""
        return ngettext("(your payout)", "(your payouts)", len(self.payouts)) if self.changed else ""

    @property
    def short_name(self) -> str:
        """The name beside the bet's payouts: a tie is just "Tie" there, its payout shown next to it."""
        return str(name_beside_payouts(self.key, self.name))

    @property
    def payout_text(self) -> str:
        """What the bet pays, every line of its paytable, in words: "9 to 1"."""
        return list_separator().join(bet_payouts(self.odds.bet, PAYTABLE[self.key] if self.changed else None))


def bet_rows(result: Odds) -> list[BetRow]:
    """A row per bet; a bet the reader changed into another bet of the paytable (9 typed for the 8-to-1 tie)
    shows once, as that bet, marked as the reader's payouts."""
    rows = all_bet_rows(result)
    usual = {terms(row): row.key for row in rows if not row.changed}
    duplicates = {row.key: usual[terms(row)] for row in rows if row.changed and terms(row) in usual}
    kept_for = {usual_key: changed_key for changed_key, usual_key in duplicates.items()}
    return [
        replace(row, changed=True, name=bet_name(kept_for[row.key], row.odds.bet)) if row.key in kept_for else row
        for row in rows
        if row.key not in duplicates
    ]


def terms(row: BetRow) -> tuple:
    """What a bet pays and when: two bets with the same terms are the same bet under two names."""
    return row.odds.bet.lines, row.odds.bet.push_on_tie


def payout_lines(key: str, bet) -> list[PayoutLine]:
    """Each line of a bet with its condition and, where the reader's payouts replace the standard paytable's,
    the standard line it replaces."""
    usual = PAYTABLE[key]
    replaced = usual.lines if bet != usual else (None,) * len(bet.lines)
    return [
        PayoutLine(line, payout_condition(line, index == 0), usual_line)
        for index, (line, usual_line) in enumerate(zip(bet.lines, replaced, strict=True))
    ]


def all_bet_rows(result: Odds) -> list[BetRow]:
    return [
        BetRow(
            key=key,
            name=bet_name(key, bet_odds.bet),
            payouts=payout_lines(key, bet_odds.bet),
            odds=bet_odds,
            changed=bet_odds.bet != PAYTABLE[key],
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
    your_payouts_note: str
    """Beside a bet the reader gave other payouts than the standard paytable's; empty for the others."""
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
            your_payouts_note=bet.your_payouts_note,
            house_edge=bet.odds.house_edge,
            top=index * CHART_ROW_HEIGHT,
            length=max(0, round(bet.odds.house_edge / highest * CHART_LONGEST_BAR)),
        )
        for index, bet in enumerate(ordered)
    ]
    return {
        "bars": bars,
        "width": CHART_WIDTH,
        "height": len(bars) * CHART_ROW_HEIGHT,
        "below_zero": any(bar.house_edge < 0 for bar in bars),
    }


def points(change: Fraction) -> Decimal:
    """A change of a probability or edge in percentage points, rounded as shown (never "-0.000")."""
    rounded = to_decimal(change * 100, CHANGE_PLACES)
    return rounded if rounded else abs(rounded)


@dataclass(frozen=True)
class Change:
    key: str
    name: str
    full: Fraction
    depleted: Fraction | None
    """None when the shoe left can't settle the bet exactly (its suits are unknown)."""

    @property
    def points(self) -> Decimal | None:
        """Depleted minus full as the table shows them, in percentage points: the difference of the two rounded
        figures, so that it agrees with them (45.860 → 45.833 is −0.027), never "-0.000"."""
        return None if self.depleted is None else shown_points(self.full, self.depleted, CHANGE_PLACES)


def comparison(full: Odds, depleted: Odds, removed: dict[str, int]) -> dict:
    settled = {key: full.settled(key) for key in full.bets}
    house_edges = [
        Change(key, bet_name(key, bet.bet), bet.house_edge, depleted.house_edge(key)) for key, bet in settled.items()
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
        "bettor_has_an_edge": any(change.depleted is not None and change.depleted < 0 for change in house_edges),
        "places": CHANGE_PLACES,
    }


@dataclass(frozen=True)
class RemovalRow:
    key: str
    name: str
    house_edge: Fraction
    changes: list[Decimal]
    """Per rank, in ``RANKS`` order: the change in the edge, in percentage points, with one card gone."""


def removal_rows(effect: EffectOfRemoval) -> list[RemovalRow]:
    return [
        RemovalRow(
            key=key,
            name=BET_NAMES[key],
            house_edge=bet.house_edge,
            changes=[points(effect.ranks[rank].change[key]) for rank in RANKS],
        )
        for key, bet in effect.full.bets.items()
    ]


@dataclass(frozen=True)
class CountingRow:
    key: str
    name: str
    limit: CountingLimit

    @property
    def alike_text(self) -> str:
        """The ranks that help exactly as much as the one named: "J, Q, K"."""
        return wording.list_separator().join(self.limit.alike_ranks)

    @property
    def change_points(self) -> Decimal:
        return points(self.limit.change_per_card)

    @property
    def fall_points(self) -> Decimal:
        """How far one card gone lowers the edge, in percentage points."""
        return points(-self.limit.change_per_card)

    @property
    def rank_name(self) -> str:
        return rank_name(self.limit.rank)

    @property
    def one_in(self) -> int | None:
        """The chance by mid-shoe as "1 in N" (N rounded), None when it never happens."""
        chance = self.limit.chance_at_half_shoe
        return round(1 / chance) if chance else None


def counting_rows(effect: EffectOfRemoval) -> list[CountingRow]:
    return [CountingRow(key, BET_NAMES[key], effect.counting_limit(key)) for key in effect.full.bets]


def squeeze_rows(shoe):
    """The three tables of the squeeze's totals convention for ``shoe``, as percentages: after the player's
    two cards (by the player's total), after three (by the player's total and the banker's first card's
    point value), after four (by both totals). A cell the shoe cannot deal is None."""
    tables = squeeze_tables(shoe)

    def cells(row):
        return None if row is None else [wording.percent(row[winner]) for winner in WINNERS]

    def grid(table, winner):
        rows = [
            {
                "total": player,
                "cells": [
                    None if table[player, column] is None else wording.percent(table[player, column][winner])
                    for column in range(10)
                ],
            }
            for player in range(10)
        ]
        return {"winner": str(winner), "rows": rows, "has_gaps": any(None in row["cells"] for row in rows)}

    return {
        "after_two": [{"total": total, "cells": cells(row)} for total, row in tables.player_total.items()],
        "after_three": [grid(tables.player_total_banker_first, winner) for winner in WINNERS],
        "after_four": [grid(tables.both_totals, winner) for winner in WINNERS],
    }
