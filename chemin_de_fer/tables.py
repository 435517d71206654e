"""What the chemin de fer page shows, built from the solved game: the answer to a question, the tables, the chart."""

from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from baccarat import DECK_COUNTS, PLAYER_DRAWS_ON
from baccarat.chemin_de_fer import (
    OPTION_TOTAL,
    PLAYER_STATES,
    TWO_CARD_HANDS,
    Cell,
    ChoiceValue,
    Hand,
    Model,
    Solution,
    solve,
)


@dataclass(frozen=True)
class Play:
    """One hand's optimal play at a decision, and what each choice is worth to whoever decides."""

    hand: Hand
    draw: Fraction
    """The probability of drawing in the optimal play."""
    values: ChoiceValue | None
    """None where the decision cannot arise against the other side's optimal play."""

    @property
    def mixed(self) -> bool:
        return 0 < self.draw < 1

    @property
    def difference(self) -> Fraction | None:
        """Drawing's value less standing's."""
        return None if self.values is None else self.values.draw - self.values.stand


def player_plays(solution: Solution, cards: Hand | None) -> list[Play]:
    """The player's play on 5, for his cards when the model lets him see them and he gave them."""
    hands = list(solution.draw_on_5)
    if cards is not None and cards in solution.draw_on_5:
        hands = [cards]
    return [Play(hand, solution.draw_on_5[hand], solution.player_choices.get(hand)) for hand in hands]


def banker_plays(solution: Solution, total: int, third: int | str, cards: Hand | None) -> list[Play]:
    """The banker's play in the cell (his hand, what the player did): per two-card hand when he sees his cards."""
    if solution.model is Model.A1:
        hands = [Hand(total)]
    elif cards is not None:
        hands = [cards]
    else:
        hands = [hand for hand in TWO_CARD_HANDS if hand.total == total]
    cells = [Cell(hand, third) for hand in hands]
    return [Play(cell.hand, solution.banker.draws[cell], solution.banker_choices.get(cell)) for cell in cells]


def player_has_choice(total: int) -> bool:
    return total == OPTION_TOTAL


def player_rule_draws(total: int) -> bool:
    """What the player must do on a total other than 5."""
    return total in PLAYER_DRAWS_ON


@dataclass(frozen=True)
class DifferingCell:
    cell: Cell
    draw: Fraction
    table_draws: bool


def differing_cells(solution: Solution) -> list[DifferingCell]:
    """The cells where the optimal banker departs from the punto banco table, by banker total and column."""
    differs = solution.banker.differs_from_table()
    return [DifferingCell(cell, draw, cell.table_draws) for cell, draw in differs.items()]


@dataclass(frozen=True)
class TableCell:
    column: int | str
    draw: Fraction
    table_draws: bool

    @property
    def differs(self) -> bool:
        return self.draw != int(self.table_draws)


def totals_table(solution: Solution) -> list[tuple[int, list[TableCell]]]:
    """Under A1, the whole banker's table: a row per total, a column per player state."""
    return [
        (
            total,
            [
                TableCell(state, solution.banker.draws[Cell(Hand(total), state)], Cell(Hand(total), state).table_draws)
                for state in PLAYER_STATES
            ],
        )
        for total in range(8)
    ]


CHART_WIDTH, CHART_HEIGHT = 320, 200
CHART_LEFT, CHART_RIGHT, CHART_TOP, CHART_BOTTOM = 44, 12, 12, 30
CHART_LOW, CHART_HIGH = Fraction(70, 100), Fraction(85, 100)
CHART_TICKS = (Fraction(70, 100), Fraction(75, 100), Fraction(80, 100), Fraction(85, 100))


@dataclass(frozen=True)
class ChartPoint:
    decks: int
    draw: Fraction
    x: float
    y: float


def _x(decks: int) -> float:
    span = CHART_WIDTH - CHART_LEFT - CHART_RIGHT
    return round(CHART_LEFT + span * (decks - DECK_COUNTS[0]) / (DECK_COUNTS[-1] - DECK_COUNTS[0]), 1)


def _y(draw: Fraction) -> float:
    span = CHART_HEIGHT - CHART_TOP - CHART_BOTTOM
    return round(CHART_TOP + span * float((CHART_HIGH - draw) / (CHART_HIGH - CHART_LOW)), 1)


@cache
def draw_on_5_chart(commission: Fraction) -> dict[str, object]:
    """The player's optimal chance of drawing on 5 under B2 against the decks, with A1's as a line."""
    points = [
        ChartPoint(decks, draw, _x(decks), _y(draw))
        for decks in DECK_COUNTS
        for draw in [solve(Model.B2, decks, commission).draw_on_5[Hand(OPTION_TOTAL)]]
    ]
    replaced = solve(Model.A1, 1, commission).draw_on_5[Hand(OPTION_TOTAL)]
    return {
        "width": CHART_WIDTH,
        "height": CHART_HEIGHT,
        "points": points,
        "path": " ".join(f"{'M' if i == 0 else 'L'}{point.x} {point.y}" for i, point in enumerate(points)),
        "replaced": replaced,
        "replaced_y": _y(replaced),
        "left": CHART_LEFT,
        "right": CHART_WIDTH - CHART_RIGHT,
        "bottom": CHART_HEIGHT - CHART_BOTTOM,
        "ticks": [(tick, _y(tick)) for tick in CHART_TICKS],
    }


@cache
def draw_on_5_by_decks(model: Model, commission: Fraction) -> list[tuple[int, dict[Hand, Fraction], Fraction]]:
    """Per deck count: the player's optimal play on 5 and the value to the player."""
    return [(decks, (solution := solve(model, decks, commission)).draw_on_5, solution.value) for decks in DECK_COUNTS]
