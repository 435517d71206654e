"""The learner's progress and current question, signed so that it can travel in a form and not be forged.

Without JavaScript the state goes out with every page and comes back with every answer; with
JavaScript the browser also keeps it in localStorage. A state that was tampered with, is not one of
ours, or is older than ``MAX_AGE`` raises ``StateError``: the page then says so and starts afresh.
"""

from datetime import timedelta

from django.core import signing

SALT = "practice.state"
MAX_AGE = timedelta(days=30)
VERSION = 1


class StateError(Exception):
    """A state the server did not sign, or no longer accepts (``expired``)."""

    def __init__(self, expired=False):
        super().__init__("expired" if expired else "invalid")
        self.expired = expired


def fresh():
    """No progress yet: ``cells`` maps a rule cell to its Leitner record (see ``practice.scheduling``)."""
    return {"v": VERSION, "turn": 0, "cells": {}, "question": None, "timed": None}


def dumps(state):
    return signing.dumps(state, salt=SALT, compress=True)


def loads(token):
    try:
        state = signing.loads(token, salt=SALT, max_age=MAX_AGE)
    except signing.SignatureExpired as error:
        raise StateError(expired=True) from error
    except signing.BadSignature as error:
        raise StateError from error
    if not isinstance(state, dict) or state.get("v") != VERSION:
        raise StateError
    return state
