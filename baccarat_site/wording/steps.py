"""A coup in words, step by step: the one narrator of ``play_coup``'s steps (one message per ``StepCode``),
what the next card of an unfinished coup is for, and who won."""

from django.utils.translation import gettext as _

from baccarat import STOOD, HandName, StepCode, Winner


def deal_message(step, dealt_before):
    first = dealt_before == 0
    if step.hand == HandName.PLAYER:
        return _("Player’s first card: total %(total)s.") if first else _("Player’s second card: total %(total)s.")
    return _("Banker’s first card: total %(total)s.") if first else _("Banker’s second card: total %(total)s.")


def hand_natural_message(step, dealt_before):
    if step.hand == HandName.PLAYER:
        return _("The player has a natural %(total)s: nobody draws.")
    return _("The banker has a natural %(total)s: nobody draws.")


def player_draws_message(step, dealt_before):
    if step.total == step.row:  # a card worth 0
        return _("The player draws on %(row)s and gets this card, worth 0: the total stays %(total)s.")
    return _("The player draws on %(row)s and gets this card: total %(total)s.")


def player_stands_message(step, dealt_before):
    return _("The player stands on %(total)s.")


def banker_draws_message(step, dealt_before):
    worth_nothing = step.total == step.row  # a card worth 0
    if step.column == STOOD:
        if worth_nothing:
            return _(
                "The player stood, so the banker draws on %(row)s and gets this card, worth 0: the total stays "
                "%(total)s."
            )
        return _("The player stood, so the banker draws on %(row)s and gets this card: total %(total)s.")
    if worth_nothing:
        return _(
            "With %(row)s against a player’s third card worth %(column)s, the banker draws this card, worth 0: "
            "the total stays %(total)s."
        )
    return _(
        "With %(row)s against a player’s third card worth %(column)s, the banker draws this card: total %(total)s."
    )


def banker_stands_message(step, dealt_before):
    if step.column == STOOD:
        return _("The player stood, so the banker stands on %(row)s.")
    return _("With %(row)s against a player’s third card worth %(column)s, the banker stands.")


STEP_MESSAGES = {
    StepCode.DEAL: deal_message,
    StepCode.NATURAL: hand_natural_message,
    StepCode.PLAYER_DRAWS: player_draws_message,
    StepCode.PLAYER_STANDS: player_stands_message,
    StepCode.BANKER_DRAWS: banker_draws_message,
    StepCode.BANKER_STANDS: banker_stands_message,
}
"""For each ``StepCode``: its sentence, given the step and the cards its hand held before it."""


def step_sentence(step, dealt_before=0):
    """One sentence for a ``Step`` of ``play_coup``; ``dealt_before`` counts the hand's cards before a deal."""
    message = STEP_MESSAGES[step.code](step, dealt_before)
    return message % {"total": step.total, "row": step.row, "column": step.column}


def both_naturals_sentence(step):
    """One of two naturals: "nobody draws" is said once, after the second."""
    if step.hand == HandName.PLAYER:
        return _("The player has a natural %(total)s.") % {"total": step.total}
    return _("The banker has a natural %(total)s too: nobody draws.") % {"total": step.total}


def step_sentences(steps):
    """``(step, sentence)`` for every step of a coup, in order."""
    dealt = dict.fromkeys(HandName, 0)
    both_naturals = sum(step.code == StepCode.NATURAL for step in steps) == len(HandName)
    sentences = []
    for step in steps:
        if both_naturals and step.code == StepCode.NATURAL:
            sentences.append((step, both_naturals_sentence(step)))
        else:
            sentences.append((step, step_sentence(step, dealt[step.hand])))
        if step.code == StepCode.DEAL:
            dealt[step.hand] += 1
    return sentences


def next_card_sentence(step, dealt_before=0):
    """What the next card of an unfinished coup is for: ``step`` is the step that will deal it."""
    first = dealt_before == 0
    if step.code == StepCode.DEAL and step.hand == HandName.PLAYER:
        message = _("Next comes the player’s first card.") if first else _("Next comes the player’s second card.")
    elif step.code == StepCode.DEAL:
        message = _("Next comes the banker’s first card.") if first else _("Next comes the banker’s second card.")
    elif step.code == StepCode.PLAYER_DRAWS:
        message = _("The player draws on %(row)s: next comes the player’s third card.")
    elif step.column == STOOD:
        message = _("The player stood and the banker draws on %(row)s: next comes the banker’s third card.")
    else:
        message = _(
            "With %(row)s against a player’s third card worth %(column)s, the banker draws: next comes the "
            "banker’s third card."
        )
    return message % {"row": step.row, "column": step.column}


def winner_sentence(coup, returned=True):
    """Who won, and with what; a tie says that the main bets are returned unless ``returned`` is False
    (a sentence of its own then says what the tie does to the bet in question)."""
    if coup.outcome.winner == Winner.BANKER:
        message = _("The banker wins with %(banker)s against the player’s %(player)s.")
    elif coup.outcome.winner == Winner.PLAYER:
        message = _("The player wins with %(player)s against the banker’s %(banker)s.")
    elif returned:
        message = _("A tie at %(player)s: bets on the player and on the banker are returned.")
    else:
        message = _("A tie at %(player)s.")
    return message % {"player": coup.player.total, "banker": coup.banker.total}
