"""How the API's parameters are written: regular expressions for the OpenAPI document and the views alike.

The forms behind the API also read what a person may type into the site's pages (any NFKC-equivalent
character such as ⑤, tabs, spaces around a number, an empty value for "none"); the API takes only the
spelling its document states, plain or full-width as Korean and Japanese keyboards type it. An
endpoint declares a ``Spelling`` per parameter that needs one: the pattern goes into the document and
the view refuses any other value with the spelling's code and message.
"""

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy

from api.errors import ApiErrorCode, BadQuery
from baccarat import MAX_CARDS
from baccarat_site import wording


def full_width(text: str) -> str:
    """`text` in full-width forms (Ａ for A, ５ for 5, ，for a comma), as Korean and Japanese keyboards type it."""
    return "".join(chr(ord(character) + 0xFEE0) for character in text if "!" <= character <= "~")


def wide(characters: str) -> str:
    """`characters` and their full-width forms (an ideographic space for a space): the API reads both."""
    return characters + full_width(characters) + ("\u3000" if " " in characters else "")


def full_width_or_plain(text: str) -> str:
    """A pattern for `text` with each character plain or full-width."""
    return "".join(f"[{character}{full_width(character)}]" for character in text)


def digit(highest: int) -> str:
    """A pattern for one digit from 0 to `highest`, plain or full-width."""
    return f"^[0-{highest}０-{chr(ord('０') + highest)}]$"


DIGITS = wide("0123456789")
CARD = f"(?:[{wide('AaJjQqKkTt23456789')}]|[{wide('1')}][{wide('0')}])"
"""A rank as the API takes it: A, 2–9, 10 or T, J, Q, K, in either case, in plain or full-width letters."""
SEPARATOR = f"[{wide(' ,')}、]"


def card_list(min_cards: int, max_cards: int) -> str:
    """A pattern for `min_cards` to `max_cards` cards separated by commas, 、 or spaces."""
    return f"{SEPARATOR}*{CARD}(?:{SEPARATOR}+{CARD}){{{min_cards - 1},{max_cards - 1}}}{SEPARATOR}*"


@dataclass(frozen=True)
class Spelling:
    """A parameter's documented spelling (an anchored pattern), and the error for any other value."""

    pattern: str
    code: ApiErrorCode
    message: str | Promise
    params: Mapping[str, object] = field(default_factory=dict)

    def check(self, name: str, value: str) -> None:
        if not re.fullmatch(self.pattern, value):
            raise BadQuery(self.code, str(self.message) % self.params, name)


CARDS_MESSAGE = gettext_lazy("Write cards as A, 2 to 9, 10 (or T), J, Q or K, separated by commas, 、 or spaces.")
CARDS = Spelling(f"^{card_list(4, MAX_CARDS)}$", ApiErrorCode.UNKNOWN_CARD, CARDS_MESSAGE)
"""Cards in shoe order: a coup deals at least four."""
CARDS_REMOVED = Spelling(f"^(?:{card_list(1, MAX_CARDS)})?$", ApiErrorCode.UNKNOWN_CARD, CARDS_MESSAGE)
"""Cards gone from a shoe: empty for none."""
DECKS = Spelling(f"^[1-8{full_width('12345678')}]$", ApiErrorCode.INVALID_VALUE, wording.DECKS_MESSAGE)
