"""The learner's progress and current question, signed so that it can travel in a form and not be forged.

Without JavaScript the state goes out with every page and comes back with every answer; with
JavaScript the browser also keeps it in localStorage. A state that was tampered with, is not one of
ours, or is older than ``MAX_AGE`` raises ``StateError``: the page then says so and starts afresh.

The signed form is JSON, version 2: ``{"v": 2, "turn": …, "cells": {…}, "question": {"drill": …,
"step": …, <the question's fields>} or null, "timed": {"start": …, "asked": …, "right": …[, "end": …]}
or null, "ticket": …}``. A signature proves the server wrote it but hides nothing, so a question's
cards (the coup's cards still to come among them) travel sealed: each rank shifted by a pad that only
the server can compute from its secret key and the token's ``ticket``. The ticket is new with every
token; the timed round spends it on the first answer (``spend_ticket``), so posting the same token
again with another answer grades nothing. Anything signed but of another shape raises ``StateError``.
"""

import secrets
from dataclasses import asdict, dataclass, field, fields
from datetime import timedelta

from django.core import signing
from django.core.cache import cache
from django.utils.crypto import salted_hmac

from baccarat import RANKS, RulesError
from practice.drills import DRILLS, Question

SALT = "practice.state"
MAX_AGE = timedelta(days=30)
VERSION = 2
SPENT_TICKETS_SECONDS = 24 * 60 * 60
"""How long a timed answer's ticket is remembered: far longer than a round lasts."""


class StateError(Exception):
    """A state the server did not sign, or no longer accepts (``expired``)."""

    def __init__(self, expired=False):
        super().__init__("expired" if expired else "invalid")
        self.expired = expired


@dataclass
class TimedRound:
    """The timed round under way: when it started, decisions asked and answered right, when it ended."""

    start: float
    asked: int = 0
    right: int = 0
    end: float | None = None


@dataclass
class State:
    """``cells`` maps a rule cell to its Leitner record (see ``practice.scheduling``)."""

    turn: int = 0
    cells: dict[str, list[int]] = field(default_factory=dict)
    question: Question | None = None
    timed: TimedRound | None = None
    ticket: str = field(default="", compare=False)
    """The token's own random id: the cards' pad, and what a timed answer spends."""

    def as_json(self) -> dict:
        self.ticket = secrets.token_urlsafe(12)
        timed = None
        if self.timed is not None:
            timed = {key: value for key, value in asdict(self.timed).items() if value is not None}
        question = None if self.question is None else asdict(self.question)
        if question is not None and "cards" in question:
            question["cards"] = seal(question["cards"], self.ticket)
        return {
            "v": VERSION,
            "turn": self.turn,
            "cells": self.cells,
            "question": question,
            "timed": timed,
            "ticket": self.ticket,
        }

    @classmethod
    def from_json(cls, data) -> "State":
        """The state signed as ``data``; anything else (even signed by us) raises ``StateError``."""
        if not isinstance(data, dict) or data.get("v") not in (1, VERSION):
            raise StateError
        try:
            sealed = data["v"] == VERSION
            if not sealed:  # version 1: cards in the clear, no ticket; still read for MAX_AGE after version 2
                data = {**data, "ticket": secrets.token_urlsafe(12), "question": untimed(data["question"])}
            ticket = data["ticket"]
            question = data["question"]
            if question is not None:
                values = {key: tuple(value) if isinstance(value, list) else value for key, value in question.items()}
                if sealed and "cards" in values:
                    values["cards"] = unseal(values["cards"], ticket)
                question = DRILLS[question["drill"]].question_type(**values)
            timed = None if data["timed"] is None else TimedRound(**data["timed"])
            state = cls(turn=data["turn"], cells=data["cells"], question=question, timed=timed, ticket=ticket)
            check_shape(state)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, RulesError) as error:
            raise StateError from error
        return state


def untimed(question):
    """A version 1 question, unless timed: that one is dropped (a new one is dealt), since a version 1 token
    has no ticket for its answer to spend."""
    return None if question is not None and DRILLS[question["drill"]].timed else question


def check_shape(state: State) -> None:
    """Every value of the kind its field says, and the question one the drills can ask: else ``TypeError``
    (a state can pass the signature and still be of another shape: an old layout, or a key reused)."""
    plain_fields = [(state.turn, int), (state.ticket, str), (state.cells, dict)]
    if state.timed is not None:
        plain_fields += [(getattr(state.timed, name), (int, float)) for name in ("start", "asked", "right")]
        plain_fields += [(state.timed.end, (int, float, type(None)))]
    if not all(isinstance(value, kinds) and not isinstance(value, bool) for value, kinds in plain_fields):
        raise TypeError("a field of the wrong kind")
    for cell, record in state.cells.items():
        if not (isinstance(cell, str) and isinstance(record, list) and all(type(n) is int for n in record)):
            raise TypeError("a cell's record of the wrong kind")
    question = state.question
    if question is not None:
        for name in (field.name for field in fields(question)):
            if isinstance(getattr(question, name), (dict, list, float)):
                raise TypeError(f"question field {name} of the wrong kind")
        question.current_step()  # the drill can ask it: raises on a card, bet, cell or step it doesn't know


def pad(ticket: str, length: int) -> list[int]:
    """``length`` shifts of 0–12, which only the server can compute (an HMAC of the ticket by its secret key)."""
    digest = salted_hmac(f"{SALT}.cards", ticket, algorithm="sha256").digest()
    return [int.from_bytes(digest[2 * i : 2 * i + 2]) % len(RANKS) for i in range(length)]


def seal(cards, ticket: str) -> list[int]:
    return [
        (RANKS.index(card) + shift) % len(RANKS) for card, shift in zip(cards, pad(ticket, len(cards)), strict=True)
    ]


def unseal(sealed, ticket: str) -> tuple[str, ...]:
    if len(sealed) > 16 or not all(type(number) is int for number in sealed):
        raise TypeError("sealed cards of the wrong kind")
    return tuple(
        RANKS[(number - shift) % len(RANKS)] for number, shift in zip(sealed, pad(ticket, len(sealed)), strict=True)
    )


def spend_ticket(state: State) -> bool:
    """Whether this token's answer is the first one given for it: a timed round grades each question once.

    Remembered in the shared cache; when the cache can't answer (down), the answer is graded."""
    key = f"practice-ticket:{state.ticket}"
    if cache.add(key, True, SPENT_TICKETS_SECONDS):
        return True
    return cache.get(key) is None


def fresh() -> State:
    """No progress yet."""
    return State()


def dumps(state: State) -> str:
    return signing.dumps(state.as_json(), salt=SALT, compress=True)


def loads(token) -> State:
    try:
        data = signing.loads(token, salt=SALT, max_age=MAX_AGE)
    except signing.SignatureExpired as error:
        raise StateError(expired=True) from error
    except signing.BadSignature as error:
        raise StateError from error
    return State.from_json(data)
