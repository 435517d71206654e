"""Chemin de fer solved: the player's option on 5 and the banker's choice in every cell, as a game.

In chemin de fer the player draws on 0–4, stands on 6 and 7 and chooses on 5; the banker may draw or
stand in every cell of his table (a row per banker hand, a column per player's third card, or "stood").
The punto banco table is the banker's default play. Three information models (Ethier and Gámez,
Games 4 (2013) 711–737):

* ``A1``: cards dealt with replacement from one deck; each side sees only its own total
  (Kemeny and Snell 1957: a 2 × 2⁸⁸ game).
* ``B2``: a d-deck shoe; the banker sees his two cards, the player only his total (2 × 2⁴⁸⁴).
* ``B3``: a d-deck shoe; each sees his own two cards (2⁵ × 2⁴⁸⁴).

The parlour game pays ±1; the casino game takes a commission on the banker's wins (Ethier and Lee,
Games 14 (2023) 63), so it is no longer zero-sum and the solution is a Nash equilibrium.

How it is solved. Every coup is counted as six ordered cards (as ``odds`` does), by the two hands'
compositions, in integers. The payoffs are then bilinear in the player's probabilities of drawing on 5
(one per information set) and the banker's probabilities of drawing (one per cell): the banker's gain from
drawing in a cell is linear in the player's probabilities, and the player's gain from drawing on 5 is
linear in the banker's (the games are additive, as in Foster's algorithm). Choices that are best whatever
the other side does within what is still possible are fixed, again and again (iterated strict
dominance), and the few choices left are solved exactly: every split of them into drawing, standing and
mixing whose indifference equations have a solution that is a pair of best replies is an equilibrium.
"""

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction
from functools import cache
from itertools import combinations, product

from .cards import NATURAL_TOTALS
from .drawing import PLAYER_DRAWS_ON, STOOD, banker_draws
from .errors import ErrorCode, RulesError, ShoeError
from .odds import falling_factorial
from .shoe import CARDS_PER_DECK, CARDS_PER_RANK_PER_DECK, MAX_DECKS, Shoe

COMMISSION = Fraction(5, 100)
"""The casino's usual commission on the banker's wins."""
MAX_COMMISSION = Fraction(1, 10)
"""The highest commission solved (Ethier and Lee consider 0 to 10%)."""
OPTION_TOTAL = 5
"""The player's total on which he chooses."""
PLAYER_STANDS_ON = frozenset({6, 7})
CARDS_PER_COUP = 6
VALUES = range(10)
REPLACEMENT_WEIGHTS = (4,) + (1,) * 9
"""Model A: of the 13 ranks of a deck, four count 0 and one each counts 1 to 9."""
RANKS_PER_DECK = sum(REPLACEMENT_WEIGHTS)


class Model(StrEnum):
    """The information models of Ethier and Gámez (2013)."""

    A1 = "A1"
    """With replacement; the player sees his total, the banker his total."""
    B2 = "B2"
    """A d-deck shoe; the player sees his total, the banker his two cards."""
    B3 = "B3"
    """A d-deck shoe; each sees his own two cards."""

    @property
    def with_replacement(self) -> bool:
        return self is Model.A1

    @property
    def banker_sees_cards(self) -> bool:
        return self is not Model.A1

    @property
    def player_sees_cards(self) -> bool:
        return self is Model.B3


@dataclass(frozen=True, order=True)
class Hand:
    """A two-card hand by point values (``cards`` in order, lower first), or by its total alone."""

    total: int
    cards: tuple[int, int] | None = None

    @property
    def label(self) -> str:
        """``"1-4"`` for a hand of two cards, ``"5"`` for a total alone."""
        return str(self.total) if self.cards is None else f"{self.cards[0]}-{self.cards[1]}"

    @classmethod
    def of(cls, first: int, second: int) -> "Hand":
        low, high = sorted((first, second))
        return cls((low + high) % 10, (low, high))

    @classmethod
    def parse(cls, label: str) -> "Hand":
        """The hand ``label`` names: ``"5"`` or ``"1-4"``; ``RulesError`` (``bad_hand``) otherwise."""
        parts = label.split("-") if isinstance(label, str) else []
        if (
            not parts
            or len(parts) > 2
            or not all(part.isascii() and part.isdigit() and len(part) == 1 for part in parts)
        ):
            raise RulesError(
                f"A hand is a total 0–9 or two point values like 1-4, not {label!r}.", code=ErrorCode.BAD_HAND
            )
        numbers = [int(part) for part in parts]
        return cls(numbers[0]) if len(numbers) == 1 else cls.of(numbers[0], numbers[1])


PlayerState = int | str
"""What the banker sees of the player: the point value of his third card, or ``STOOD``."""
PLAYER_STATES: tuple[PlayerState, ...] = (STOOD, *VALUES)


@dataclass(frozen=True)
class Cell:
    """A cell of the banker's table: his hand (a total under A1, two cards otherwise), what the player did."""

    hand: Hand
    player: PlayerState

    @property
    def player_drew(self) -> bool:
        return self.player != STOOD

    @property
    def order(self) -> tuple[int, Hand, int]:
        """Table order: by the banker's total, his cards, then "stood" and the third cards 0–9."""
        return self.hand.total, self.hand, PLAYER_STATES.index(self.player)

    @property
    def table_draws(self) -> bool:
        """What the punto banco table does in this cell."""
        return banker_draws(self.hand.total, None if self.player == STOOD else int(self.player))


BANKER_TOTALS = range(8)
TWO_CARD_HANDS = tuple(Hand.of(low, high) for low in VALUES for high in VALUES if low <= high)
FIVES = tuple(hand for hand in TWO_CARD_HANDS if hand.total == OPTION_TOTAL)
"""The five ways to hold 5: 0-5, 1-4, 2-3, 6-9, 7-8."""
TOTAL_FIVE = Hand(OPTION_TOTAL)


def player_information(model: Model, hand: Hand) -> Hand:
    """What the player knows of his hand under ``model``."""
    return hand if model.player_sees_cards else Hand(hand.total)


def banker_information(model: Model, hand: Hand) -> Hand:
    """What the banker knows of his hand under ``model``."""
    return hand if model.banker_sees_cards else Hand(hand.total)


def cells(model: Model) -> tuple[Cell, ...]:
    """Every cell of the banker's table under ``model``: 88 under A1, 484 otherwise."""
    hands = (
        [hand for hand in TWO_CARD_HANDS if hand.total not in NATURAL_TOTALS]
        if model.banker_sees_cards
        else [Hand(total) for total in BANKER_TOTALS]
    )
    return tuple(Cell(hand, state) for hand in hands for state in PLAYER_STATES)


def information_sets(model: Model) -> tuple[Hand, ...]:
    """The player's choices on 5: one under A1 and B2, one per two-card 5 under B3."""
    return FIVES if model.player_sees_cards else (TOTAL_FIVE,)


# --- counting ----------------------------------------------------------------------------------------


@dataclass
class _Tally:
    """Ordered six-card deals won by each side, when the banker stands and when he draws."""

    reached: int = 0
    player_stand: int = 0
    banker_stand: int = 0
    player_draw: int = 0
    banker_draw: int = 0


class _Deck:
    """Ways to deal one more card of each value: a shoe dealt without replacement, or one deck with it."""

    def __init__(self, with_replacement: bool, decks: int) -> None:
        self.replacement = with_replacement
        per_value = [CARDS_PER_RANK_PER_DECK * decks * weight for weight in REPLACEMENT_WEIGHTS]
        self.counts = REPLACEMENT_WEIGHTS if self.replacement else tuple(per_value)
        self.size = RANKS_PER_DECK if self.replacement else CARDS_PER_DECK * decks

    def ways(self, taken: list[int], value: int) -> int:
        return self.counts[value] if self.replacement else self.counts[value] - taken[value]

    def left(self, dealt: int) -> int:
        return self.size if self.replacement else self.size - dealt

    @property
    def deals(self) -> int:
        """Ordered six-card deals in all: the denominator of every probability."""
        return self.size**CARDS_PER_COUP if self.replacement else falling_factorial(self.size, CARDS_PER_COUP)


def _winner(player: int, banker: int) -> tuple[int, int]:
    return int(player > banker), int(banker > player)


@dataclass(frozen=True, eq=False)
class _Counts:
    deals: int
    naturals: tuple[int, int]
    """Deals ending on a natural: won by the player, by the banker."""
    tallies: dict[tuple[Hand | None, Cell], _Tally]
    """(the player's two-card 5, or None when he has no choice; the banker's two cards and what the
    player did) → tallies."""
    fives: dict[Hand, int]
    """Deals in which the player holds this 5 and nobody a natural."""


@cache
def _counts(with_replacement: bool, decks: int) -> _Counts:
    """Every coup by the two hands' cards; with replacement, ``decks`` is 1."""
    deck = _Deck(with_replacement, decks)
    tallies: dict[tuple[Hand | None, Cell], _Tally] = defaultdict(_Tally)
    fives: dict[Hand, int] = defaultdict(int)
    naturals = [0, 0]
    taken = [0] * 10
    for player in TWO_CARD_HANDS:
        player_ways = _take_hand(deck, taken, player)
        for banker in TWO_CARD_HANDS:
            ways = player_ways * _take_hand(deck, taken, banker)
            if ways:
                _count_coup(deck, taken, player, banker, ways, tallies, fives, naturals)
            _return_hand(taken, banker)
        _return_hand(taken, player)
    return _Counts(deck.deals, (naturals[0], naturals[1]), dict(tallies), dict(fives))


def _take_hand(deck: _Deck, taken: list[int], hand: Hand) -> int:
    """Ordered ways to deal ``hand`` (two cards) from what is left; the cards are then taken."""
    assert hand.cards is not None
    low, high = hand.cards
    ways = deck.ways(taken, low)
    taken[low] += 1
    ways *= deck.ways(taken, high) * (1 if low == high else 2)
    taken[high] += 1
    return max(ways, 0)


def _return_hand(taken: list[int], hand: Hand) -> None:
    assert hand.cards is not None
    for value in hand.cards:
        taken[value] -= 1


def _count_coup(
    deck: _Deck,
    taken: list[int],
    player: Hand,
    banker: Hand,
    ways: int,
    tallies: dict[tuple[Hand | None, Cell], _Tally],
    fives: dict[Hand, int],
    naturals: list[int],
) -> None:
    """Add the deals starting with these two hands: every third card, both choices of the banker."""
    if player.total in NATURAL_TOTALS or banker.total in NATURAL_TOTALS:
        player_wins, banker_wins = _winner(player.total, banker.total)
        unused = deck.left(4) * deck.left(5)
        naturals[0] += player_wins * ways * unused
        naturals[1] += banker_wins * ways * unused
        return
    seen = banker
    choice = player if player.total == OPTION_TOTAL else None
    if choice is not None:
        fives[choice] += ways * deck.left(4) * deck.left(5)
    if player.total in PLAYER_STANDS_ON or choice is not None:
        _count_banker(deck, taken, tallies[choice, Cell(seen, STOOD)], player.total, banker.total, ways, 4)
    if player.total in PLAYER_DRAWS_ON:
        for third in VALUES:
            third_ways = deck.ways(taken, third)
            if third_ways <= 0:
                continue
            taken[third] += 1
            tally = tallies[choice, Cell(seen, third)]
            _count_banker(deck, taken, tally, (player.total + third) % 10, banker.total, ways * third_ways, 5)
            taken[third] -= 1


DRAWS_WON = tuple(
    tuple(
        (
            tuple(value for value in VALUES if player > (banker + value) % 10),
            tuple(value for value in VALUES if (banker + value) % 10 > player),
        )
        for banker in VALUES
    )
    for player in VALUES
)
"""[player's final total][banker's two-card total]: the banker's third-card values that leave the player
ahead, then those that put the banker ahead."""


def _count_banker(
    deck: _Deck, taken: list[int], tally: _Tally, player: int, banker: int, ways: int, dealt: int
) -> None:
    """The banker stands (the cards left unused), or draws each value the deck still holds."""
    unused_after = deck.left(dealt + 1) if dealt + 1 < CARDS_PER_COUP else 1
    stand = ways * deck.left(dealt) * unused_after
    tally.reached += stand
    player_wins, banker_wins = _winner(player, banker)
    tally.player_stand += player_wins * stand
    tally.banker_stand += banker_wins * stand
    player_ahead, banker_ahead = DRAWS_WON[player][banker]
    counts = deck.counts
    if deck.replacement:
        player_ways = sum(counts[value] for value in player_ahead)
        banker_ways = sum(counts[value] for value in banker_ahead)
    else:
        player_ways = sum(counts[value] - taken[value] for value in player_ahead)
        banker_ways = sum(counts[value] - taken[value] for value in banker_ahead)
    tally.player_draw += ways * player_ways * unused_after
    tally.banker_draw += ways * banker_ways * unused_after


# --- the game ----------------------------------------------------------------------------------------

Number = int | Fraction


@dataclass(frozen=True)
class Linear:
    """``constant + Σ coefficients[k] · x[k]``, with integer coefficients (payoffs counted in deals)."""

    constant: int
    coefficients: Mapping[int, int]

    def at(self, x: Mapping[int, Number]) -> Number:
        total: Number = self.constant
        for k, c in self.coefficients.items():
            total += c * x[k]
        return total

    def range_over(self, low: Mapping[int, int], high: Mapping[int, int]) -> tuple[int, int]:
        """The least and greatest values over the box ``low ≤ x ≤ high``."""
        least = most = self.constant
        for k, c in self.coefficients.items():
            least += c * (low[k] if c > 0 else high[k])
            most += c * (high[k] if c > 0 else low[k])
        return least, most

    def fixing(self, fixed: Mapping[int, int], keep: Iterable[int]) -> "Linear":
        """The same function once the variables not in ``keep`` take their ``fixed`` values."""
        kept = set(keep)
        constant = self.constant + sum(c * fixed[k] for k, c in self.coefficients.items() if k not in kept)
        return Linear(constant, {k: c for k, c in self.coefficients.items() if k in kept})


def _linear(constant: int, coefficients: Mapping[int, int]) -> Linear:
    return Linear(constant, {k: c for k, c in coefficients.items() if c})


@dataclass(frozen=True)
class _Payoffs:
    """One side's expected payoff per coup, times ``scale``, as a function of both sides' probabilities.

    ``scale · U(p, q) = constant + Σ_c stand[c](p) + Σ_c q_c · gain[c](p)``.
    """

    scale: int
    constant: int
    stand: tuple[Linear, ...]
    """Per cell: the payoff when the banker stands there, as a function of p."""
    gain: tuple[Linear, ...]
    """Per cell: what drawing there adds to the payoff, as a function of p."""

    def value(self, p: Mapping[int, Number], q: tuple[Number, ...]) -> Fraction:
        total: Number = self.constant
        for stand, gain, draws in zip(self.stand, self.gain, q, strict=True):
            total += stand.at(p) + draws * gain.at(p)
        return Fraction(total) / self.scale

    def player_gain(self, choice: int) -> Linear:
        """What drawing on 5 adds, for information set ``choice``, as a function of q (indexed by cell)."""
        constant = sum(stand.coefficients.get(choice, 0) for stand in self.stand)
        return _linear(constant, {c: gain.coefficients.get(choice, 0) for c, gain in enumerate(self.gain)})


@cache
def _payoffs(model: Model, decks: int, player_wins: int, banker_wins: int, scale: int) -> _Payoffs:
    """A side's payoffs, earning ``player_wins`` per deal the player wins and ``banker_wins`` per banker win."""
    counts = _counts(model.with_replacement, decks)
    choices = {hand: index for index, hand in enumerate(information_sets(model))}
    index = {cell: i for i, cell in enumerate(cells(model))}
    stand_constant, gain_constant = [0] * len(index), [0] * len(index)
    stand_by_choice: list[dict[int, int]] = [defaultdict(int) for _ in index]
    gain_by_choice: list[dict[int, int]] = [defaultdict(int) for _ in index]
    for (player, cell), tally in counts.tallies.items():
        standing = player_wins * tally.player_stand + banker_wins * tally.banker_stand
        drawing = player_wins * tally.player_draw + banker_wins * tally.banker_draw - standing
        i = index[Cell(banker_information(model, cell.hand), cell.player)]
        if player is None:
            stand_constant[i] += standing
            gain_constant[i] += drawing
            continue
        k = choices[player_information(model, player)]
        if cell.player_drew:
            stand_by_choice[i][k] += standing
            gain_by_choice[i][k] += drawing
        else:  # reached when the player stands on this 5: weight 1 − p
            stand_constant[i] += standing
            stand_by_choice[i][k] -= standing
            gain_constant[i] += drawing
            gain_by_choice[i][k] -= drawing
    return _Payoffs(
        scale * counts.deals,
        player_wins * counts.naturals[0] + banker_wins * counts.naturals[1],
        tuple(_linear(c, k) for c, k in zip(stand_constant, stand_by_choice, strict=True)),
        tuple(_linear(c, k) for c, k in zip(gain_constant, gain_by_choice, strict=True)),
    )


# --- solving -----------------------------------------------------------------------------------------


class SolveError(RulesError):
    """No equilibrium was found among the choices left after dominance (it should not happen)."""

    code = ErrorCode.NO_EQUILIBRIUM


@dataclass(frozen=True)
class _Game:
    model: Model
    player: _Payoffs
    banker: _Payoffs
    cells: tuple[Cell, ...]
    choices: tuple[Hand, ...]


def _fix_dominated(game: _Game) -> tuple[dict[int, int], dict[int, int], list[int], list[int]]:
    """Fix every choice that is strictly best against all that the other side may still do; repeat.

    Returns p and q (0 or 1 where fixed), and the information sets and cells still open.
    """
    p_low, p_high = dict.fromkeys(range(len(game.choices)), 0), dict.fromkeys(range(len(game.choices)), 1)
    q_low, q_high = dict.fromkeys(range(len(game.cells)), 0), dict.fromkeys(range(len(game.cells)), 1)
    player_gains = [game.player.player_gain(k) for k in p_low]
    changed = True
    while changed:
        changed = False
        for c, gain in enumerate(game.banker.gain):
            if q_low[c] == q_high[c]:
                continue
            least, most = gain.range_over(p_low, p_high)
            if least > 0 or most < 0 or least == most == 0:
                q_low[c] = q_high[c] = int(least > 0 or (least == most == 0 and game.cells[c].table_draws))
                changed = True
        for k, gain in enumerate(player_gains):
            if p_low[k] == p_high[k]:
                continue
            least, most = gain.range_over(q_low, q_high)
            if least > 0 or most < 0:
                p_low[k] = p_high[k] = int(least > 0)
                changed = True
    open_choices = [k for k in p_low if p_low[k] != p_high[k]]
    open_cells = [c for c in q_low if q_low[c] != q_high[c]]
    return p_low, q_low, open_choices, open_cells


def _solve_linear(rows: list[list[Number]], rhs: list[Number]) -> list[Fraction] | None:
    """The unique solution of a square system, or None when it is singular."""
    n = len(rows)
    matrix = [[Fraction(a) for a in row] + [Fraction(b)] for row, b in zip(rows, rhs, strict=True)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if matrix[r][col]), None)
        if pivot is None:
            return None
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        for r in range(n):
            if r != col and matrix[r][col]:
                factor = matrix[r][col] / matrix[col][col]
                matrix[r] = [a - factor * b for a, b in zip(matrix[r], matrix[col], strict=True)]
    return [matrix[r][n] / matrix[r][r] for r in range(n)]


@dataclass(frozen=True)
class _Open:
    """What is left to solve after dominance: the open choices' and cells' gains, as functions of each other."""

    choices: list[int]
    cells: list[int]
    player_gains: dict[int, Linear]
    """Open information set → the player's gain from drawing, as a function of the open cells' q."""
    banker_gains: dict[int, Linear]
    """Open cell → the banker's gain from drawing, as a function of the open information sets' p."""


Equilibrium = tuple[dict[int, Number], tuple[Number, ...]]


def _equilibria(game: _Game) -> list[Equilibrium]:
    """The equilibria that mix on the fewest of the player's choices (as many banker cells mix as choices).

    Under A1 and B2 the player has one choice, so these are all the non-degenerate equilibria (the
    breakpoints of Foster's algorithm, and of its extension to bimatrix games). Under B3 they are those with
    the smallest support; the tests check by brute force that each side's play is a best reply.
    """
    p_fixed, q_fixed, open_choices, open_cells = _fix_dominated(game)
    left = _Open(
        open_choices,
        open_cells,
        {k: game.player.player_gain(k).fixing(q_fixed, open_cells) for k in open_choices},
        {c: game.banker.gain[c].fixing(p_fixed, open_choices) for c in open_cells},
    )
    for size in range(len(open_choices) + 1):
        found: list[Equilibrium] = []
        for mixed_choices in combinations(open_choices, size):
            pure_choices = [k for k in open_choices if k not in mixed_choices]
            for pure in product((0, 1), repeat=len(pure_choices)):
                for mixed_cells in combinations(open_cells, size):
                    p_open: dict[int, Number] = dict(zip(pure_choices, pure, strict=True))
                    solved = _mix(left, p_open, list(mixed_choices), list(mixed_cells))
                    if solved is None:
                        continue
                    p: dict[int, Number] = {**p_fixed, **solved[0]}
                    q = {**q_fixed, **solved[1]}
                    equilibrium = (p, tuple(q[c] for c in range(len(game.cells))))
                    if equilibrium not in found:
                        found.append(equilibrium)
        if found:
            return found
    return []


def _mix(
    left: _Open, p: dict[int, Number], mixed_choices: list[int], mixed_cells: list[int]
) -> tuple[dict[int, Number], dict[int, Number]] | None:
    """Solve a support's indifference equations: the open p and q if they are best replies to each other.

    The player's mixing makes the banker indifferent in the mixed cells; in the other open cells the banker
    replies best; his mixing makes the player indifferent where the player mixes.
    """
    if mixed_cells:
        zeros: dict[int, Number] = dict.fromkeys(mixed_choices, 0)
        p_part = _solve_linear(
            [[left.banker_gains[c].coefficients.get(k, 0) for k in mixed_choices] for c in mixed_cells],
            [-left.banker_gains[c].at(p | zeros) for c in mixed_cells],
        )
        if p_part is None or not all(0 <= x <= 1 for x in p_part):
            return None
        p = p | dict(zip(mixed_choices, p_part, strict=True))
    q: dict[int, Number] = {}
    for c in left.cells:
        if c not in mixed_cells:
            gain = left.banker_gains[c].at(p)
            if gain == 0:
                return None  # degenerate: the banker is indifferent in a cell meant to be pure
            q[c] = int(gain > 0)
    if mixed_cells:
        zeros = dict.fromkeys(mixed_cells, 0)
        q_part = _solve_linear(
            [[left.player_gains[k].coefficients.get(c, 0) for c in mixed_cells] for k in mixed_choices],
            [-left.player_gains[k].at(q | zeros) for k in mixed_choices],
        )
        if q_part is None or not all(0 <= x <= 1 for x in q_part):
            return None
        q |= dict(zip(mixed_cells, q_part, strict=True))
    for k in left.choices:
        if k not in mixed_choices:
            gain = left.player_gains[k].at(q)
            if (gain > 0 and p[k] != 1) or (gain < 0 and p[k] != 0):
                return None
    return p, q


@dataclass(frozen=True)
class BankerPlay:
    """The banker's play in every cell: his probability of drawing."""

    draws: dict[Cell, Fraction]

    def differs_from_table(self) -> dict[Cell, Fraction]:
        """The cells where this play is not the punto banco table's (mixing counts as differing), in table order."""
        differs = [(cell, draw) for cell, draw in self.draws.items() if draw != int(cell.table_draws)]
        return dict(sorted(differs, key=lambda item: item[0].order))


@dataclass(frozen=True)
class BestReply:
    """The banker's best reply to a player who always draws, or always stands, on 5."""

    player_draws_on_5: bool
    banker: BankerPlay
    value: Fraction
    """The player's expected payoff per coup against that reply."""
    banker_value: Fraction


@dataclass(frozen=True)
class ChoiceValue:
    """The expected payoff of each choice at one decision, against the other side's optimal play.

    Per unit staked, for whoever decides, given that the coup reached this decision.
    """

    draw: Fraction
    stand: Fraction


@dataclass(frozen=True)
class Solution:
    model: Model
    decks: int
    commission: Fraction
    value: Fraction
    """The player's expected payoff per coup (per unit staked) when both play the solution."""
    banker_value: Fraction
    """The banker's (−value when there is no commission)."""
    draw_on_5: dict[Hand, Fraction]
    """The player's probability of drawing on 5: one entry (``Hand(5)``) under A1 and B2, five under B3."""
    banker: BankerPlay
    best_replies: tuple[BestReply, BestReply]
    """The banker's best reply to a player who always draws on 5, then to one who always stands."""
    equilibria: int
    """How many (non-degenerate) equilibria there are; 1 almost always."""
    player_choices: dict[Hand, ChoiceValue]
    """The player's payoff with 5 when he draws and when he stands (per information set)."""
    banker_choices: dict[Cell, ChoiceValue]
    """The banker's payoff in each cell he can reach when he draws and when he stands."""

    @property
    def zero_sum(self) -> bool:
        return self.commission == 0

    @property
    def house_take(self) -> Fraction:
        """What the commission takes per coup, per unit each side stakes: what the two sides lose together."""
        return -(self.value + self.banker_value)


def _check(model: object, decks: object, commission: object) -> tuple[Model, int, Fraction]:
    if not isinstance(model, Model):
        try:
            model = Model(str(model))
        except ValueError:
            raise RulesError(f"The model is A1, B2 or B3, not {model!r}.", code=ErrorCode.BAD_MODEL) from None
    if isinstance(decks, bool) or not isinstance(decks, int):
        raise ShoeError(f"A shoe has 1 to {MAX_DECKS} decks, not {decks!r}.", code=ErrorCode.BAD_DECKS, decks=decks)
    Shoe.decks(decks)  # the shoe's own check of the range (bad_decks)
    if (
        isinstance(commission, bool)
        or not isinstance(commission, Fraction | int)
        or not (0 <= commission <= MAX_COMMISSION)
    ):
        raise RulesError(
            f"The commission is a fraction from 0 to {MAX_COMMISSION}, not {commission!r}.",
            code=ErrorCode.BAD_COMMISSION,
        )
    return model, decks, Fraction(commission)


def solve(model: Model | str, decks: int, commission: Fraction | int = 0) -> Solution:
    """The optimal play (an equilibrium when there is a commission) of chemin de fer under ``model``.

    ``decks`` 1–8 (under A1 cards are replaced, and every deck count gives the same game);
    ``commission`` on the banker's wins, 0 for the parlour game (at most 1/10). Cached.
    """
    return _solve(*_check(model, decks, commission))


def _game(model: Model, decks: int, commission: Fraction) -> _Game:
    decks = 1 if model.with_replacement else decks
    player = _payoffs(model, decks, 1, -1, 1)
    kept, scale = commission.denominator - commission.numerator, commission.denominator
    banker = _payoffs(model, decks, -scale, kept, scale)
    return _Game(model, player, banker, cells(model), information_sets(model))


@cache
def _solve(model: Model, decks: int, commission: Fraction) -> Solution:
    if model.with_replacement and decks != 1:
        return replace(_solve(model, 1, commission), decks=decks)
    game = _game(model, decks, commission)
    found = _equilibria(game)
    if not found:
        raise SolveError("No equilibrium found.", code=ErrorCode.NO_EQUILIBRIUM, model=model, decks=decks)
    p, q = found[0]
    fractions_q = tuple(Fraction(x) for x in q)
    counts = _counts(model.with_replacement, decks)
    return Solution(
        model=model,
        decks=decks,
        commission=commission,
        value=game.player.value(p, q),
        banker_value=game.banker.value(p, q),
        draw_on_5={hand: Fraction(p[k]) for k, hand in enumerate(game.choices)},
        banker=BankerPlay(dict(zip(game.cells, fractions_q, strict=True))),
        best_replies=(_best_reply(game, 1), _best_reply(game, 0)),
        equilibria=len(found),
        player_choices=_player_choices(game, counts, q),
        banker_choices=_banker_choices(game, counts, p),
    )


def _best_reply(game: _Game, draw: int) -> BestReply:
    p = dict.fromkeys(range(len(game.choices)), draw)
    q = tuple(
        int(gain > 0 or (gain == 0 and cell.table_draws))
        for cell, gain in ((cell, gain_of.at(p)) for cell, gain_of in zip(game.cells, game.banker.gain, strict=True))
    )
    banker = BankerPlay({cell: Fraction(x) for cell, x in zip(game.cells, q, strict=True)})
    return BestReply(bool(draw), banker, game.player.value(p, q), game.banker.value(p, q))


def _player_choices(game: _Game, counts: _Counts, q: tuple[Number, ...]) -> dict[Hand, ChoiceValue]:
    """Per information set: the player's payoff with each choice, given he holds it and nobody has a natural."""
    result = {}
    for k, hand in enumerate(game.choices):
        held = sum(n for five, n in counts.fives.items() if player_information(game.model, five) == hand)
        draw: Number = 0
        stand: Number = 0
        for cell, stand_part, gain_part, draws in zip(game.cells, game.player.stand, game.player.gain, q, strict=True):
            part = stand_part.coefficients.get(k, 0) + draws * gain_part.coefficients.get(k, 0)
            if cell.player_drew:
                draw += part
            else:
                stand -= part
        result[hand] = ChoiceValue(Fraction(draw, held), Fraction(stand, held))
    return result


def _banker_choices(game: _Game, counts: _Counts, p: Mapping[int, Number]) -> dict[Cell, ChoiceValue]:
    """Per cell the banker reaches against p: his payoff drawing and standing, given he is there."""
    reach = _reach(game, counts, p)
    result = {}
    for c, cell in enumerate(game.cells):
        if reach[c]:
            scale = Fraction(game.banker.scale, counts.deals) * reach[c]
            stand = game.banker.stand[c].at(p) / scale
            result[cell] = ChoiceValue(stand + game.banker.gain[c].at(p) / scale, stand)
    return result


def _reach(game: _Game, counts: _Counts, p: Mapping[int, Number]) -> list[Number]:
    """Deals reaching each cell when the player draws on 5 with p."""
    return [reach.at(p) for reach in _reach_linear(game.model, counts)]


@cache
def _reach_linear(model: Model, counts: _Counts) -> tuple[Linear, ...]:
    """Deals reaching each cell, as a function of the player's probabilities of drawing on 5."""
    index = {cell: c for c, cell in enumerate(cells(model))}
    choices = {hand: k for k, hand in enumerate(information_sets(model))}
    constant = [0] * len(index)
    by_choice: list[dict[int, int]] = [defaultdict(int) for _ in index]
    for (player, cell), tally in counts.tallies.items():
        c = index[Cell(banker_information(model, cell.hand), cell.player)]
        if player is None:
            constant[c] += tally.reached
            continue
        k = choices[player_information(model, player)]
        if cell.player_drew:
            by_choice[c][k] += tally.reached
        else:
            constant[c] += tally.reached
            by_choice[c][k] -= tally.reached
    return tuple(_linear(n, k) for n, k in zip(constant, by_choice, strict=True))
