"""Typed errors: a stable ``code`` for the site to translate, an English ``message`` and ``params``."""


class RulesError(Exception):
    """Input the rules cannot be applied to."""

    code = "rules_error"

    def __init__(self, message: str, *, code: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.params = params

    def __str__(self) -> str:
        return self.message


class CardError(RulesError):
    """A card code that names no rank."""

    code = "unknown_card"


class NotEnoughCards(RulesError):
    """Fewer cards than the coup needs."""

    code = "too_few_cards"


class ShoeError(RulesError):
    """A shoe that cannot exist: codes ``not_in_shoe``, ``shoe_too_small``, ``bad_decks``."""

    code = "not_in_shoe"


class SuitsUnknown(RulesError):
    """A bet on suited cards (the Perfect Pair), asked of cards or a shoe known by rank alone."""

    code = "suits_unknown"
