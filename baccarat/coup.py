"""Playing one coup from cards in shoe order."""

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .cards import NATURAL_TOTALS, hand_total, parse_card, parse_suit, point_value
from .drawing import Decision, decide
from .errors import ErrorCode, NotEnoughCards, RulesError
from .hands import HandName, Winner
from .shoe import USUAL_DECKS, Shoe


class StepCode(StrEnum):
    """What happened in one step of a coup: every ``Step.code``."""

    DEAL = "deal"
    NATURAL = "natural"
    PLAYER_DRAWS = "player_draws"
    PLAYER_STANDS = "player_stands"
    BANKER_DRAWS = "banker_draws"
    BANKER_STANDS = "banker_stands"


STEPS = {
    StepCode.DEAL: "The hand is dealt the card (player, banker, player, banker).",
    StepCode.NATURAL: "The hand has a natural, a two-card 8 or 9 (its total): nobody draws.",
    StepCode.PLAYER_DRAWS: "The player draws the card on a total of 0–5 (row: the player's two-card total).",
    StepCode.PLAYER_STANDS: "The player stands on 6 or 7 (row: the player's total).",
    StepCode.BANKER_DRAWS: "The banker draws the card "
    "(row: banker total; column: 'stood' or the player's third-card value).",
    StepCode.BANKER_STANDS: "The banker stands (row: banker total; column: 'stood' or the player's third-card value).",
}
"""Every ``StepCode``, explained (the API's document quotes these)."""


CARDS_PER_COUP = 6
"""The most cards one coup can take: two for each hand, and a third for each."""

DEALING_ORDER = (HandName.PLAYER, HandName.BANKER, HandName.PLAYER, HandName.BANKER)


@dataclass(frozen=True)
class Pairs:
    """What the pair bets ask of the first two cards of each hand: a pair of the same rank, and the
    same rank and suit. A suited pair is None when the cards' suits are not known."""

    player: bool = False
    banker: bool = False
    player_suited: bool | None = False
    banker_suited: bool | None = False

    def holds(self, hand: HandName, suited: bool = False) -> bool | None:
        """Whether ``hand`` holds a pair (a suited pair if ``suited``); None when that needs unknown suits."""
        if suited:
            return self.player_suited if hand == HandName.PLAYER else self.banker_suited
        return self.player if hand == HandName.PLAYER else self.banker


NO_PAIRS = Pairs()


@dataclass(frozen=True)
class Hand:
    cards: tuple[str, ...]
    total: int
    suits: tuple[str, ...] | None = None
    """The cards' suits, when they are known."""

    @property
    def is_pair(self) -> bool:
        """The first two cards are of the same rank (K-K is a pair, K-10 is not)."""
        return self.cards[0] == self.cards[1]

    @property
    def is_suited_pair(self) -> bool | None:
        """The first two cards are of the same rank and suit; None for a pair whose suits are not known."""
        if not self.is_pair:
            return False
        return None if self.suits is None else self.suits[0] == self.suits[1]

    @property
    def third_card(self) -> str | None:
        return self.cards[2] if len(self.cards) == 3 else None


@dataclass(frozen=True)
class Step:
    """One thing that happened, as codes and numbers a page can put into words in any language.

    ``total`` is the hand's total after the step; ``row`` and ``column`` are the rule's inputs
    (see ``STEPS``).
    """

    code: StepCode
    hand: HandName
    card: str | None
    total: int
    row: int | None = None
    column: int | str | None = None


@dataclass(frozen=True)
class Outcome:
    """How a coup ended, as far as any bet but a pair bet cares: each hand's total and number of cards."""

    player_total: int
    player_cards: int
    banker_total: int
    banker_cards: int

    @property
    def winner(self) -> Winner:
        if self.player_total == self.banker_total:
            return Winner.TIE
        return Winner.PLAYER if self.player_total > self.banker_total else Winner.BANKER

    @property
    def natural(self) -> bool:
        """Either hand has a natural, so nobody drew: a two-card 8 or 9 is always a natural."""
        return any(
            cards == 2 and total in NATURAL_TOTALS
            for total, cards in ((self.player_total, self.player_cards), (self.banker_total, self.banker_cards))
        )

    @property
    def margin(self) -> int:
        """Points between the two totals: what the winner won by (0 on a tie)."""
        return abs(self.player_total - self.banker_total)

    @property
    def cards_dealt(self) -> int:
        return self.player_cards + self.banker_cards


@dataclass(frozen=True)
class Coup:
    player: Hand
    banker: Hand
    cards_used: int
    steps: tuple[Step, ...]
    decision: Decision

    @property
    def outcome(self) -> Outcome:
        return Outcome(self.player.total, len(self.player.cards), self.banker.total, len(self.banker.cards))

    @property
    def pairs(self) -> Pairs:
        return Pairs(self.player.is_pair, self.banker.is_pair, self.player.is_suited_pair, self.banker.is_suited_pair)

    @property
    def dealing_steps(self) -> tuple[Step, ...]:
        """The steps that dealt a card, in dealing order."""
        return tuple(step for step in self.steps if step.card is not None)

    def hands_as_dealt[T](self, in_shoe_order: Sequence[T]) -> dict[HandName, list[T]]:
        """Whatever stands for each card (a rank, a (rank, suit) pair, a card face), given in shoe order,
        grouped by the hand it was dealt to, in the order each hand got them. Items past the cards the
        coup used are left out."""
        hands: dict[HandName, list[T]] = {HandName.PLAYER: [], HandName.BANKER: []}
        for step, item in zip(self.dealing_steps, in_shoe_order, strict=False):
            hands[step.hand].append(item)
        return hands


def deal_coups(cards: Sequence[str], start: int = 0) -> Iterator[tuple[int, Coup]]:
    """Coup after coup from ``cards`` in shoe order (a shuffled shoe), from position ``start``: each coup
    with the position of its first card, until too few cards are left to finish one."""
    position = start
    while True:
        try:
            coup = play_coup(cards[position : position + CARDS_PER_COUP])
        except NotEnoughCards:
            return
        yield position, coup
        position += coup.cards_used


def _card_at(ranks: list[str], position: int) -> str:
    """The card at 0-based ``position`` in shoe order; ``NotEnoughCards`` if the cards run out before it."""
    if position >= len(ranks):
        raise NotEnoughCards(
            f"This coup needs at least {position + 1} cards; {len(ranks)} given.", needed=position + 1, given=len(ranks)
        )
    return ranks[position]


def _deal_steps(first_four: list[str]) -> list[Step]:
    dealt: dict[HandName, list[str]] = {HandName.PLAYER: [], HandName.BANKER: []}
    steps = []
    for hand, card in zip(DEALING_ORDER, first_four, strict=True):
        dealt[hand].append(card)
        steps.append(Step(StepCode.DEAL, hand, card, hand_total(dealt[hand])))
    return steps


def play_coup(cards: Sequence[str], shoe: Shoe | None = None, suits: Sequence[str] | None = None) -> Coup:
    """Play a coup from ``cards`` in shoe order: player, banker, player, banker, then any third cards.

    Every card given must be a known card that ``shoe`` (default: the usual 8-deck shoe) holds, even the
    ones the coup does not reach; those are otherwise ignored. ``suits``, one per card, settle the
    Perfect Pair; without them a pair's suits are unknown.
    """
    ranks = [parse_card(card) for card in cards]
    if suits is not None:
        suits = [parse_suit(suit) for suit in suits]
        if len(suits) != len(ranks):
            raise RulesError("Give one suit for every card.", code=ErrorCode.SUITS_MISMATCH)
    (Shoe.decks(USUAL_DECKS) if shoe is None else shoe).remove(ranks)
    _card_at(ranks, 3)  # every coup deals four cards
    player, banker = ranks[0:4:2], ranks[1:4:2]
    steps = _deal_steps(ranks[:4])
    player_two, banker_two = hand_total(player), hand_total(banker)
    decision = decide(player_two, banker_two)
    if decision.natural:
        steps += [
            Step(StepCode.NATURAL, hand, None, total)
            for hand, total in ((HandName.PLAYER, player_two), (HandName.BANKER, banker_two))
            if total in NATURAL_TOTALS
        ]
    else:
        if decision.player_draws:
            player.append(_card_at(ranks, 4))
            steps.append(Step(StepCode.PLAYER_DRAWS, HandName.PLAYER, player[2], hand_total(player), row=player_two))
            decision = decide(player_two, banker_two, point_value(player[2]))
        else:
            steps.append(Step(StepCode.PLAYER_STANDS, HandName.PLAYER, None, player_two, row=player_two))
        if decision.banker_draws:
            banker.append(_card_at(ranks, len(player) + 2))
            total = hand_total(banker)
            steps.append(Step(StepCode.BANKER_DRAWS, HandName.BANKER, banker[2], total, decision.row, decision.column))
        else:
            steps.append(Step(StepCode.BANKER_STANDS, HandName.BANKER, None, banker_two, decision.row, decision.column))
    player_suits = banker_suits = None
    if suits is not None:
        player_suits = tuple(suits[index] for index in (0, 2, 4)[: len(player)])
        banker_suits = tuple(suits[index] for index in (1, 3, len(player) + 2)[: len(banker)])
    player_hand = Hand(tuple(player), hand_total(player), player_suits)
    banker_hand = Hand(tuple(banker), hand_total(banker), banker_suits)
    return Coup(player_hand, banker_hand, len(player) + len(banker), tuple(steps), decision)
