"""The learner's progress and current question, signed so that it can travel in a form and not be forged.

Without JavaScript the state goes out with every page and comes back with every answer; with
JavaScript the browser also keeps it in localStorage. A state that was tampered with, is not one of
ours, or is older than ``MAX_AGE`` raises ``StateError``: the page then says so and starts afresh.

The signed form is plain JSON, the same since version 1: ``{"v": 1, "turn": …, "cells": {…},
"question": {"drill": …, "step": …, <the question's fields>} or null, "timed": {"start": …,
"asked": …, "right": …[, "end": …]} or null}``.
"""

from dataclasses import asdict, dataclass, field
from datetime import timedelta

from django.core import signing

from practice.drills import DRILLS, Question

SALT = "practice.state"
MAX_AGE = timedelta(days=30)
VERSION = 1


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

    def as_json(self) -> dict:
        timed = None
        if self.timed is not None:
            timed = {key: value for key, value in asdict(self.timed).items() if value is not None}
        question = None if self.question is None else asdict(self.question)
        return {"v": VERSION, "turn": self.turn, "cells": self.cells, "question": question, "timed": timed}

    @classmethod
    def from_json(cls, data) -> "State":
        """The state signed as ``data``; anything else (even signed by us) raises ``StateError``."""
        if not isinstance(data, dict) or data.get("v") != VERSION:
            raise StateError
        try:
            question = data["question"]
            if question is not None:
                fields = {key: tuple(value) if isinstance(value, list) else value for key, value in question.items()}
                question = DRILLS[question["drill"]].question_type(**fields)
            timed = None if data["timed"] is None else TimedRound(**data["timed"])
            return cls(turn=data["turn"], cells=data["cells"], question=question, timed=timed)
        except (KeyError, TypeError) as error:
            raise StateError from error


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
