"""The drills: questions dealt from a shuffled shoe, each step's right answer and its rule from the engine.

A question is a small frozen dataclass that the signed state carries (``CoupQuestion(drill=…,
cards=(…), step=0)``); ``question.steps()`` turns it back into the steps a learner answers, each with
the right answer, the rule cell it drills and the sentence that explains it. ``DRILLS`` is the one
registry of drills: each names its question type and how a new question is dealt. Nothing here
decides a draw or a payout: the engine does (``play_coup``, ``banker_draws``, ``Bet.settle``), and
this module asks it.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from urllib.parse import urlencode

from django.contrib.humanize.templatetags.humanize import intcomma
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext, pgettext_lazy

from baccarat import (
    BANKER_DRAWS_WHEN_PLAYER_STOOD,
    CARDS_PER_COUP,
    COMMISSION,
    NATURAL_TOTALS,
    PAYTABLE,
    PLAYER_DRAWS_ON,
    STOOD,
    USUAL_DECKS,
    BetResult,
    PairOf,
    Shoe,
    banker_draws,
    banker_table,
    decide,
    hand_total,
    play_coup,
    player_draws,
    whatever_the_hand_size,
)
from baccarat_site.wording import (
    BET_NAMES,
    OUTCOME_NAMES,
    banker_sentence_without_player_total,
    coup_decision_sentence,
    join_sentences,
    name_beside_payouts,
    natural_message,
    or_list,
    payout_condition,
    payout_odds_text,
    percent,
    values_text,
    winner_sentence,
)
from practice import cells, scheduling

SHOE_CARDS = tuple(Shoe.decks(USUAL_DECKS).cards())
MAX_DEALS = 1000
"""Coups dealt, at most, to find one that drills the cell that is due."""
STAKES = range(20, 1000, 20)
"""Stakes that are whole multiples of 20: 5% commission and half-pays come out in whole units, no rounding."""
TIMED_ROUND = 20
"""Decisions in one timed round."""

LOOKUP = "lookup:index"
GUIDE = "guides:detail"

DRAW, STAND = "draw", "stand"
YES, NO = "yes", "no"


@dataclass
class Step:
    """One question a learner answers, and everything needed to grade and explain it."""

    cell: str
    prompt: str
    answer: str
    explanation: str
    choices: list = field(default_factory=list)
    """(value, label) pairs; none: the answer is a whole number to type."""
    table_cell: tuple | None = None
    """(banker total, column) to highlight in the banker's table."""
    links: list = field(default_factory=list)
    shown: tuple = (2, 2)
    """How many of each hand's cards (player, banker) are face up while the question is asked."""

    @property
    def answer_label(self):
        labels = dict(self.choices)
        return labels.get(self.answer, intcomma(self.answer))

    def is_right(self, submitted):
        return str(submitted) == self.answer


DRAW_OR_STAND = [(DRAW, pgettext_lazy("practice answer", "Draws")), (STAND, pgettext_lazy("practice answer", "Stands"))]
NATURAL_OR_NOT = [(YES, gettext_lazy("Yes, a natural")), (NO, gettext_lazy("No natural"))]
WINNERS = [(winner, OUTCOME_NAMES[winner]) for winner in ("player", "banker", "tie")]
RESULTS = [
    (BetResult.WIN, gettext_lazy("It wins")),
    (BetResult.PUSH, gettext_lazy("It is returned (a push)")),
    (BetResult.LOSE, gettext_lazy("It loses")),
]


def draw_or_stand(draws):
    return DRAW if draws else STAND


def guide_link(slug, section, label):
    return (f"{reverse(GUIDE, args=[slug])}#{section}", label)


def lookup_link(**query):
    return (f"{reverse(LOOKUP)}?{urlencode(query, safe=',')}", _("Look it up"))


# Draw or stand: the steps of one coup.


def coup_steps(cards):
    coup = play_coup(cards)
    player, banker = hand_total(coup.player.cards[:2]), hand_total(coup.banker.cards[:2])
    lookup = lookup_link(cards=",".join(cards[: coup.cards_used]))
    steps = [natural_step(coup.decision, player, banker, lookup)]
    if not coup.decision.natural:
        steps.append(player_step(player, lookup))
        steps.append(coup_banker_step(coup, banker, lookup))
    steps.append(winner_step(coup, lookup))
    return steps


def natural_step(decision, player, banker, lookup):
    if decision.natural:
        explanation = natural_message(decision.natural_hand) % {"player": player, "banker": banker}
    else:
        explanation = _(
            "No natural: the player has %(player)s and the banker %(banker)s, and only %(naturals)s on the first "
            "two cards is a natural."
        ) % {"player": player, "banker": banker, "naturals": values_text(NATURAL_TOTALS)}
    return Step(
        cells.NATURAL,
        _("Is either hand a natural?"),
        YES if decision.natural else NO,
        explanation,
        NATURAL_OR_NOT,
        links=[lookup, guide_link("basics", "naturals", _("Naturals in the basics guide"))],
    )


def player_step(total, lookup=None):
    draws = player_draws(total)
    stands_on = set(range(10)) - NATURAL_TOTALS - PLAYER_DRAWS_ON
    if draws:
        explanation = _("The player draws on %(draws_on)s, so with %(player)s the player draws.")
    else:
        explanation = _("The player stands on %(stands_on)s, so with %(player)s the player stands.")
    links = [guide_link("third-card-rules", "player-rule", _("The player’s rule in the guide"))]
    return Step(
        cells.player_cell(total),
        _("Does the player draw a third card?"),
        draw_or_stand(draws),
        explanation % {"player": total, "draws_on": values_text(PLAYER_DRAWS_ON), "stands_on": values_text(stands_on)},
        DRAW_OR_STAND,
        links=[lookup, *links] if lookup else links,
    )


def banker_section(column):
    return "banker-stood" if column == STOOD else "banker-drew"


def coup_banker_step(coup, banker, lookup):
    decision = coup.decision
    return Step(
        cells.banker_cell(decision.row, decision.column),
        _("Does the banker draw a third card?"),
        draw_or_stand(decision.banker_draws),
        coup_decision_sentence(coup),
        DRAW_OR_STAND,
        table_cell=(decision.row, decision.column),
        links=[
            lookup,
            guide_link("third-card-rules", banker_section(decision.column), _("The banker’s rule in the guide")),
        ],
        shown=(len(coup.player.cards), 2),
    )


def winner_step(coup, lookup):
    return Step(
        cells.WINNER,
        _("Who wins?"),
        coup.outcome.winner,
        winner_sentence(coup),
        WINNERS,
        links=[lookup, guide_link("basics", "totals", _("Totals in the basics guide"))],
        shown=(len(coup.player.cards), len(coup.banker.cards)),
    )


# The banker's table, one cell at a time, and the player's rule (the timed round asks both).


def banker_cell_step(total, column):
    draws = banker_draws(total, None if column == STOOD else column)
    if column == STOOD:
        prompt = _("The banker has %(banker)s and the player stood. Does the banker draw?")
        numbers = {
            "banker": total,
            "draws_on": values_text(BANKER_DRAWS_WHEN_PLAYER_STOOD),
            "stands_on": values_text({row for row, _cells in banker_table()} - BANKER_DRAWS_WHEN_PLAYER_STOOD),
        }
        if draws:
            explanation = _(
                "When the player stands, the banker draws on %(draws_on)s, so on %(banker)s the banker draws."
            )
        else:
            explanation = _(
                "When the player stands, the banker stands on %(stands_on)s, so on %(banker)s the banker stands."
            )
        explanation %= numbers
        links = []
    else:
        prompt = _("The banker has %(banker)s and the player’s third card is worth %(third)s. Does the banker draw?")
        drawing = sorted(PLAYER_DRAWS_ON)
        decision = decide(drawing[0], total, column)
        explanation = banker_sentence_without_player_total(decision, total, column, drawing)
        links = [lookup_link(banker_total=total, player_third=column)]
    return Step(
        cells.banker_cell(total, column),
        prompt % {"banker": total, "third": column},
        draw_or_stand(draws),
        explanation,
        DRAW_OR_STAND,
        table_cell=(total, column),
        links=[*links, guide_link("third-card-rules", banker_section(column), _("The banker’s rule in the guide"))],
    )


def cell_step(cell):
    """The question for a player or banker cell of the timed round or the table drill."""
    kind, *key = cell.split(":")
    if kind == "player":
        step = player_step(int(key[0]))
        # a Japanese reader: without the banker's hand the question is only true if neither hand is a natural
        step.prompt = _("The player’s two cards total %(player)s, and the banker has no natural. Does the player draw?")
        step.prompt %= {"player": key[0]}
        return step
    total, column = int(key[0]), key[1]
    return banker_cell_step(total, column if column == STOOD else int(column))


# Payouts and commission.


def whole(amount):
    """An exact amount that the stakes make whole (``STAKES``): never rounded."""
    if amount.denominator != 1:
        raise ValueError(f"{amount} is not a whole amount: the stakes should make it one.")
    return int(amount)


def paid(settlement, stake):
    """What the dealer pays on top of returning the stake: the engine's payout per unit times the stake."""
    return whole(settlement.payout * stake)


def payout_section(bet_key):
    sections = {
        "player_pair": ("side-bets", "pairs"),
        "banker_pair": ("side-bets", "pairs"),
        "lucky_6": ("side-bets", "lucky-6"),
        "dragon_7": ("side-bets", "dragon-7-panda-8"),
        "panda_8": ("side-bets", "dragon-7-panda-8"),
        "no_commission_banker": ("payouts-and-house-edge", "no-commission"),
    }
    slug, section = sections.get(bet_key, ("payouts-and-house-edge", "payouts"))
    # a Japanese reader: "this bet" named nothing, where the other drills' links name their rule; an English
    # reader: the guide is about the tie, not only the tie that pays 8 to 1
    name = name_beside_payouts(bet_key, BET_NAMES[bet_key])
    return guide_link(slug, section, _("Read about %(bet)s") % {"bet": name})


PAIR_LOSSES = {
    PairOf.PLAYER: gettext_lazy(
        "The %(bet)s bet loses: the player’s first two cards are not a pair, so the dealer takes the stake of "
        "%(stake)s."
    ),
    PairOf.BANKER: gettext_lazy(
        "The %(bet)s bet loses: the banker’s first two cards are not a pair, so the dealer takes the stake of "
        "%(stake)s."
    ),
}


PAIR_WINS = {
    PairOf.PLAYER: gettext_lazy("The %(bet)s bet wins: the player’s first two cards are a pair. It pays %(pays)s."),
    PairOf.BANKER: gettext_lazy("The %(bet)s bet wins: the banker’s first two cards are a pair. It pays %(pays)s."),
}


def winning_reason(line, numbers):
    """Why a bet won: the pair or the paytable line's condition that came up. ``numbers``: the bet's name
    beside its payout, the payout, and the line's condition (empty for a bet on a hand)."""
    if line.pair in PAIR_WINS:
        return PAIR_WINS[line.pair] % numbers
    if numbers["condition"]:
        return _("The %(bet)s bet wins on “%(condition)s”, which pays %(pays)s.") % numbers
    return _("The %(bet)s bet wins here and pays %(pays)s.") % numbers


def losing_reason(bet, numbers):
    """Why a bet lost: what a side bet needed and did not get; a bet on a hand needs no reason beyond who
    won, said before it. ``numbers``: the bet's name and the stake."""
    line = bet.lines[0]
    if line.pair in PAIR_LOSSES:
        return PAIR_LOSSES[line.pair] % numbers
    paying = [line for line in bet.lines if not line.pushes]
    combined = whatever_the_hand_size(paying)  # a Japanese reader: Lucky 6's two lines quoted, joined by "or"
    lines = [combined] if combined else paying
    conditions = [payout_condition(line, line == bet.lines[0]) for line in lines]
    if bet.push_on_tie or not all(conditions):
        return _("The %(bet)s bet loses here, and the dealer takes the stake of %(stake)s.") % numbers
    quoted = [pgettext("a paytable line's condition, quoted", "“%(condition)s”") % {"condition": c} for c in conditions]
    message = _(
        "The %(bet)s bet pays only on %(conditions)s, so it loses here and the dealer takes the stake of %(stake)s."
    )
    return message % {**numbers, "conditions": or_list(quoted)}


def payout_steps(cards, bet_key, stake):
    coup = play_coup(cards)
    bet = PAYTABLE[bet_key]
    settlement = bet.settle(coup)
    # "The Tie bet", not "The Tie (pays 8 to 1) bet": the question gives the payout
    numbers = {"bet": name_beside_payouts(bet_key, BET_NAMES[bet_key]), "stake": intcomma(stake)}
    if settlement.result == BetResult.WIN:
        # a won plain line needs no words: "Any other banker win" quoted alone said nothing
        condition = payout_condition(settlement.line, plain_unsaid=True)
        numbers |= {
            "pays": payout_odds_text(settlement.line),
            "paid": intcomma(paid(settlement, stake)),
            "condition": condition,
        }
        why = winning_reason(settlement.line, numbers)
    elif settlement.result == BetResult.PUSH:
        why = (
            _("For the %(bet)s bet a tie is a push: nothing is paid, and the stake of %(stake)s is returned.")
            % numbers
        )
    else:
        why = losing_reason(bet, numbers)
    shown = (len(coup.player.cards), len(coup.banker.cards))
    links = [lookup_link(cards=",".join(cards[: coup.cards_used])), payout_section(bet_key)]
    steps = [
        Step(
            cells.payout_cell(bet_key, settlement),
            _("What happens to this bet?"),
            settlement.result,
            join_sentences(winner_sentence(coup, returned=False), why),
            RESULTS,
            links=links,
            shown=shown,
        )
    ]
    if settlement.result == BetResult.WIN:
        explanation = (
            _("%(stake)s at %(pays)s: %(paid)s is paid, and the stake of %(stake)s is returned with it.") % numbers
        )
        prompt = _("How much is paid? Count only the winnings: the stake of %(stake)s comes back as well.")
        steps.append(
            Step(steps[0].cell, prompt % numbers, str(paid(settlement, stake)), explanation, links=links, shown=shown)
        )
    return steps


def commission_steps(stake):
    commission = whole(COMMISSION * stake)
    numbers = {
        "stake": intcomma(stake),
        "commission": intcomma(commission),
        "tenth": intcomma(stake // 10),
        "rate": percent(COMMISSION, 0),
        "paid": intcomma(whole(PAYTABLE["banker"].lines[0].payout * stake)),
    }
    return [
        Step(
            cells.COMMISSION,
            _("A banker bet of %(stake)s wins. How much is the %(rate)s commission on it?") % numbers,
            str(commission),
            _(
                "%(rate)s of %(stake)s is %(commission)s: take a tenth (%(tenth)s) and halve it. The bet is paid "
                "%(paid)s, and the stake is returned."
            )
            % numbers,
            links=[guide_link("payouts-and-house-edge", "commission", _("Commission in the guide"))],
        )
    ]


# Choosing the next question.


def deal(rng):
    """The first cards of a freshly shuffled 8-deck shoe (a sample is a shuffle's top cards)."""
    return rng.sample(SHOE_CARDS, CARDS_PER_COUP)


def deal_for(cell, rng, cells_of):
    """Deal coups until one drills ``cell`` (``cells_of(cards)``: the cells a coup drills), or give up."""
    for _attempt in range(MAX_DEALS):
        cards = deal(rng)
        if cell in cells_of(cards):
            return cards
    return cards


COUP_CELLS = [cells.NATURAL, *cells.PLAYER_CELLS, *cells.BANKER_CELLS]
TIMED_CELLS = [*cells.PLAYER_CELLS, *cells.BANKER_CELLS]


def payout_cells_of(bet_key):
    return lambda cards: {cells.payout_cell(bet_key, PAYTABLE[bet_key].settle(play_coup(cards)))}


# The questions, one type per kind of drill, and the registry of drills.


@dataclass(frozen=True, kw_only=True)
class Question:
    """What a drill dealt, and the step the learner has reached; the signed state carries it."""

    drill: str
    step: int = 0

    def steps(self) -> list[Step]:
        raise NotImplementedError

    def current_step(self) -> Step:
        return self.steps()[self.step]

    @property
    def timed(self) -> bool:
        """Asked in a timed round."""
        return DRILLS[self.drill].timed

    @property
    def bet_name(self) -> str | None:
        """The bet the question is about, in words; most questions are about none."""
        return None

    def hands(self, shown: tuple[int, int]) -> list[dict]:
        """The cards on the table: each hand's face-up cards (the first ``shown`` of them); none by default."""
        return []


@dataclass(frozen=True, kw_only=True)
class DealtQuestion(Question):
    """A question about a coup dealt from the shoe."""

    cards: tuple[str, ...]

    def hands(self, shown):
        coup = play_coup(self.cards)
        face_up = {"player": coup.player.cards[: shown[0]], "banker": coup.banker.cards[: shown[1]]}
        return [{"hand": hand, "cards": cards, "total": hand_total(cards)} for hand, cards in face_up.items()]


@dataclass(frozen=True, kw_only=True)
class CoupQuestion(DealtQuestion):
    """Draw or stand: the steps of one coup."""

    def steps(self):
        return coup_steps(self.cards)


@dataclass(frozen=True, kw_only=True)
class PayoutQuestion(DealtQuestion):
    """A bet and a stake on a dealt coup: what happens to the bet, and what is paid."""

    bet: str
    stake: int

    def steps(self):
        return payout_steps(self.cards, self.bet, self.stake)

    @property
    def bet_name(self):
        return BET_NAMES[self.bet]


@dataclass(frozen=True, kw_only=True)
class CommissionQuestion(Question):
    stake: int

    def steps(self):
        return commission_steps(self.stake)


@dataclass(frozen=True, kw_only=True)
class CellQuestion(Question):
    """One rule cell on its own: a cell of the banker's table, or the player's rule for one total."""

    cell: str

    def steps(self):
        return [cell_step(self.cell)]


Deal = Callable[[str, dict, int, Random], Question]
"""How a drill deals its next question: (drill slug, progress, turn, random source) → question."""


def deal_coup(drill, progress, turn, rng):
    """A coup for the rule most due; but a shuffled shoe's natural is dealt as it comes, so that "Is either hand
    a natural?" is answered yes as often as at a table (every coup asks it, so the natural cell is never due)."""
    cards = deal(rng)
    if not play_coup(cards).decision.natural:
        cell = scheduling.next_cell(progress, COUP_CELLS, turn, rng)
        cards = deal_for(cell, rng, lambda cards: {step.cell for step in coup_steps(cards)})
    return CoupQuestion(drill=drill, cards=tuple(cards))


def deal_payout(drill, progress, turn, rng):
    cell = scheduling.next_cell(progress, cells.PAYOUT_CELLS, turn, rng)
    bet_key = cell.split(":")[1]
    cards = deal_for(cell, rng, payout_cells_of(bet_key))
    return PayoutQuestion(drill=drill, cards=tuple(cards), bet=bet_key, stake=rng.choice(STAKES))


def deal_commission(drill, progress, turn, rng):
    return CommissionQuestion(drill=drill, stake=rng.choice(STAKES))


def deal_cell_among(candidates) -> Deal:
    def deal_cell(drill, progress, turn, rng):
        return CellQuestion(drill=drill, cell=scheduling.next_cell(progress, candidates, turn, rng))

    return deal_cell


@dataclass(frozen=True)
class Drill:
    """One drill: its address, its title and summary, the type of its questions and how one is dealt."""

    slug: str
    title: str
    summary: str
    question_type: type[Question]
    deal: Deal
    timed: bool = False
    """A timed round: ``TIMED_ROUND`` decisions in a row, each verdict shown with the next question."""

    def new_question(self, progress, turn, rng) -> Question:
        """The next question: the rule cell that is most due, dealt from a shuffled shoe."""
        return self.deal(self.slug, progress, turn, rng)


DRILLS = {
    drill.slug: drill
    for drill in (
        Drill(
            "draw-or-stand",
            gettext_lazy("Draw or stand"),
            gettext_lazy(
                "A coup from a shuffled shoe, step by step: naturals, the player’s draw, the banker’s draw, the winner."
            ),
            CoupQuestion,
            deal_coup,
        ),
        Drill(
            "banker-table",
            gettext_lazy("The banker’s table"),
            gettext_lazy("One cell of the banker’s table at a time: does the banker draw?"),
            CellQuestion,
            deal_cell_among(cells.BANKER_CELLS),
        ),
        Drill(
            "payouts",
            gettext_lazy("Payouts"),
            gettext_lazy("A bet, a stake and a result: does the bet win, and how much is paid?"),
            PayoutQuestion,
            deal_payout,
        ),
        Drill(
            "commission",
            gettext_lazy("Commission"),
            gettext_lazy("A banker bet wins: how much is the commission on it?"),
            CommissionQuestion,
            deal_commission,
        ),
        Drill(
            "timed",
            gettext_lazy("Timed round"),
            gettext_lazy(
                "Twenty draw-or-stand decisions against the clock, for dealers in training. The clock starts when "
                "the first decision appears."
            ),
            CellQuestion,
            deal_cell_among(TIMED_CELLS),
            timed=True,
        ),
    )
}
"""Every drill, by slug, in the order the practice page lists them."""


def new_question(slug, progress, turn, rng) -> Question:
    return DRILLS[slug].new_question(progress, turn, rng)
