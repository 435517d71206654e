"""A shoe: how many cards of each rank it holds."""

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .cards import POINT_VALUES, RANKS, SUITS, parse_card, parse_suit
from .errors import ErrorCode, ShoeError

CARDS_PER_RANK_PER_DECK = 4
CARDS_PER_DECK = CARDS_PER_RANK_PER_DECK * len(RANKS)
DECK_COUNTS = range(1, 9)
"""The shoes ``Shoe.decks`` makes: 1 to 8 decks."""
MAX_DECKS = DECK_COUNTS[-1]
USUAL_DECKS = 8
"""The shoe most tables deal from, and the site's default."""
MAX_CARDS = MAX_DECKS * CARDS_PER_DECK
"""The most cards any shoe holds."""


@dataclass(frozen=True)
class Shoe:
    """An immutable composition by rank; build one with ``Shoe.decks(n)`` or ``Shoe.of(counts)``.

    ``suit_counts`` holds, rank by rank, the cards of each suit (in ``SUITS`` order) when they are known:
    for a full shoe, or one built card by card (``Shoe.of_cards``). Taking cards out by rank alone
    (``remove``) forgets them. Shoes compare by rank only.

    ``most_of_one_card`` bounds how many copies of one card (one rank in one suit) the shoe can hold,
    when that is known: a shoe of ``n`` decks holds at most ``n``, and taking cards out, even by rank
    alone, keeps the bound. A one-deck shoe can never deal a suited pair, whatever has left it.
    """

    rank_counts: tuple[int, ...]
    suit_counts: tuple[tuple[int, ...], ...] | None = field(default=None, compare=False, repr=False)
    most_of_one_card: int | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if len(self.rank_counts) != len(RANKS) or any(
            not isinstance(count, int) or count < 0 for count in self.rank_counts
        ):
            raise ShoeError(
                "A shoe holds a whole, non-negative number of cards of each of the 13 ranks.", code=ErrorCode.BAD_SHOE
            )
        if self.suit_counts is not None and [sum(suits) for suits in self.suit_counts] != list(self.rank_counts):
            raise ShoeError("The cards of each suit must add up to the cards of each rank.", code=ErrorCode.BAD_SHOE)
        bound, suits_known = self.most_of_one_card, self.suit_counts
        if bound is not None and suits_known is not None and any(n > bound for suits in suits_known for n in suits):
            raise ShoeError("The shoe holds more copies of a card than its bound.", code=ErrorCode.BAD_SHOE)

    @classmethod
    def decks(cls, n: int) -> "Shoe":
        """A full shoe of ``n`` 52-card decks, 1 to 8."""
        if isinstance(n, bool) or not isinstance(n, int) or n not in DECK_COUNTS:
            raise ShoeError(f"A shoe has 1 to {MAX_DECKS} decks, not {n!r}.", code=ErrorCode.BAD_DECKS, decks=n)
        return cls((CARDS_PER_RANK_PER_DECK * n,) * len(RANKS), ((n,) * len(SUITS),) * len(RANKS), most_of_one_card=n)

    def cards(self) -> list[str]:
        """Every card in the shoe by rank, in rank order (A, A, …, K): shuffle it to deal."""
        return [rank for rank, count in zip(RANKS, self.rank_counts, strict=True) for _ in range(count)]

    @classmethod
    def of(cls, counts: Mapping[str, int]) -> "Shoe":
        """A shoe from rank → count; ranks left out hold none."""
        by_rank: Counter[str] = Counter()
        for code, count in counts.items():
            by_rank[parse_card(code)] += count
        return cls(tuple(by_rank[rank] for rank in RANKS))

    @classmethod
    def of_cards(cls, cards: Iterable[tuple[str, str]]) -> "Shoe":
        """A shoe of the given (rank, suit) cards, its suits known."""
        held = Counter((parse_card(rank), parse_suit(suit)) for rank, suit in cards)
        suit_counts = tuple(tuple(held[rank, suit] for suit in SUITS) for rank in RANKS)
        return cls(tuple(map(sum, suit_counts)), suit_counts)

    @property
    def counts(self) -> dict[str, int]:
        return dict(zip(RANKS, self.rank_counts, strict=True))

    @property
    def size(self) -> int:
        return sum(self.rank_counts)

    def __len__(self) -> int:
        return self.size

    def value_counts(self) -> tuple[int, ...]:
        """Cards per point value 0–9."""
        counts = [0] * 10
        for rank, count in zip(RANKS, self.rank_counts, strict=True):
            counts[POINT_VALUES[rank]] += count
        return tuple(counts)

    def remove(self, cards: Iterable[str]) -> "Shoe":
        """The shoe left after taking ``cards`` out; ``ShoeError`` if it does not hold them."""
        taken = Counter(parse_card(card) for card in cards)
        held = self.counts
        for rank, count in taken.items():
            if count > held[rank]:
                raise ShoeError(
                    f"The shoe holds {held[rank]} × {rank}, so {count} cannot come out of it.",
                    code=ErrorCode.NOT_IN_SHOE,
                    rank=rank,
                    held=held[rank],
                    wanted=count,
                )
        return Shoe(tuple(held[rank] - taken[rank] for rank in RANKS), most_of_one_card=self.most_of_one_card)

    def without_card(self, rank: str, suit: str) -> "Shoe":
        """The shoe less one card of ``rank`` in ``suit``, its suits still known."""
        shoe = self.remove([rank])
        row, column = RANKS.index(parse_card(rank)), SUITS.index(parse_suit(suit))
        if self.suit_counts is None or not self.suit_counts[row][column]:
            raise ShoeError(f"This shoe holds no {rank} of {suit} that is known.", code=ErrorCode.NOT_IN_SHOE)
        suit_counts = [list(suits) for suits in self.suit_counts]
        suit_counts[row][column] -= 1
        return Shoe(shoe.rank_counts, tuple(map(tuple, suit_counts)), self.most_of_one_card)

    def removed_from(self, other: "Shoe") -> dict[str, int]:
        """Rank → how many cards ``other`` holds beyond this shoe (what was dealt from ``other`` to leave this)."""
        missing = {
            rank: theirs - ours for rank, ours, theirs in zip(RANKS, self.rank_counts, other.rank_counts, strict=True)
        }
        if any(count < 0 for count in missing.values()):
            raise ShoeError("This shoe holds cards the other does not.", code=ErrorCode.NOT_IN_SHOE)
        return {rank: count for rank, count in missing.items() if count}
