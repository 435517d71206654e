"""Money in the reader's currency: a realistic stake per hand, rounded and grouped for the locale."""

from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from django.contrib.humanize.templatetags.humanize import intcomma


@dataclass(frozen=True)
class Currency:
    code: str
    stake: int
    """A realistic stake per hand in this currency."""
    places: int
    """Decimal places the amounts are rounded to (the currency's smallest everyday unit)."""
    pattern: str
    """Where the grouped number goes: "{amount}원"."""

    def round(self, amount: Fraction | int) -> Decimal:
        """The amount rounded to the currency's smallest unit; whole amounts without decimals ($10, not $10.00)."""
        amount = Fraction(amount)
        value = (Decimal(amount.numerator) / Decimal(amount.denominator)).quantize(
            Decimal(1).scaleb(-self.places), ROUND_HALF_EVEN
        )
        return value.quantize(Decimal(1)) if value == value.to_integral_value() else value

    def format(self, amount: Fraction | int) -> str:
        """ "10,579원", "1,058円", "$10.58": grouped for the active locale."""
        return self.pattern.format(amount=intcomma(self.round(amount)))


CURRENCIES = {
    "ko": Currency("KRW", 10_000, 0, "{amount}원"),
    "ja": Currency("JPY", 1_000, 0, "{amount}円"),
    "en": Currency("USD", 10, 2, "${amount}"),
}


def currency_for(language: str | None) -> Currency:
    return CURRENCIES.get((language or "en").split("-")[0], CURRENCIES["en"])
