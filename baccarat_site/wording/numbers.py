"""Numbers and lists for the active locale: percentages, decimals, "6 or 7", "0 to 5"."""

from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from django.utils.formats import number_format
from django.utils.translation import get_language, pgettext
from django.utils.translation import gettext as _

MINUS = "\u2212"
"""The minus sign, not the hyphen the number formatting writes."""


def to_decimal(value, places):
    """A Fraction or float rounded half-even to ``places`` decimal places."""
    quantum = Decimal(1).scaleb(-places)
    if isinstance(value, Fraction):
        return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(quantum, ROUND_HALF_EVEN)
    return Decimal(str(value)).quantize(quantum, ROUND_HALF_EVEN)


def shown_points(before, after, places):
    """``after − before`` in percentage points as a page shows them beside both figures: the difference of the two
    rounded to ``places`` (45.860 → 45.833 is −0.027), so that it agrees with them; never "−0.000"."""
    shown = to_decimal(after * 100, places) - to_decimal(before * 100, places)
    return shown if shown else abs(shown)


def percent(value, places=2):
    """A probability or edge (a Fraction or float, 0.0106) as a localized percentage: "1.06%", with a true
    minus sign for an edge below zero ("−1.24%")."""
    if value is None or value == "":
        return ""
    return _("%(number)s%%") % {"number": decimal(value * 100, places)}


def signed_percent(value, places=2):
    """A gain or loss as a percentage with its sign always shown: "+1.27%", "−36.11%", "0.00%"."""
    if value is None or value == "":
        return ""
    return _("%(number)s%%") % {"number": signed_decimal(value * 100, places)}


def signed_decimal(value, places=2):
    """A change with its sign always shown, as ``decimal`` rounds it: "+0.004", "−0.181", "0.000"."""
    shown = decimal(value, places)
    return f"+{shown}" if to_decimal(value, int(places)) > 0 else shown


def decimal(value, places=2):
    """A Fraction or float rounded and formatted for the active locale, negative with a true minus sign (−)."""
    return number_format(to_decimal(value, int(places)), int(places)).replace("-", MINUS)


def rate(value):
    """A count per unit of time: one decimal, digits grouped, and no ".0" on a whole number (12.5, 1,200)."""
    rounded = to_decimal(value, 1)
    places = 0 if rounded == rounded.to_integral_value() else 1
    return number_format(rounded, places, force_grouping=True)


MYRIADS = {
    "ko": (((10**12, "조"), (10**8, "억"), (10**4, "만")), " "),
    "ja": (((10**12, "兆"), (10**8, "億"), (10**4, "万")), ""),
}
"""Languages that group large numbers by ten thousands: their units, and what stands between the parts
(Korean spaces them, "2억 1,800만"; Japanese runs them on, "2億1,800万")."""
SHORT_SCALE = ((10**12, "trillion"), (10**9, "billion"), (10**6, "million"))
ROUND_FROM = 10**4
"""Counts from here on are written as round figures, to three significant digits."""


def round_count(number):
    """A large whole count as readers write a round figure, to three significant digits: 21,809,395 is
    "21.8 million", "2,180만" and "2,180万"; below 10,000 the exact count with its digits grouped."""
    if number < ROUND_FROM:
        return number_format(number, force_grouping=True)
    rounded = int(Decimal(number).quantize(Decimal(1).scaleb(len(str(number)) - 3), ROUND_HALF_EVEN))
    if get_language() in MYRIADS:
        return myriad_count(rounded, *MYRIADS[get_language()])
    for unit, name in SHORT_SCALE:
        if rounded >= unit:
            return f"{number_format(Decimal(rounded) / unit, force_grouping=True)} {name}"
    return number_format(rounded, force_grouping=True)


def myriad_count(number, units, between):
    """A count written by its myriad units, each part with its digits grouped, empty parts left out and
    ``between`` the parts: 218,000,000 → "2億1,800万", "2억 1,800만"."""
    parts = []
    for unit, name in units:
        if number >= unit:
            parts.append(f"{number_format(number // unit, force_grouping=True)}{name}")
            number %= unit
    if number:
        parts.append(number_format(number, force_grouping=True))
    return between.join(parts)


def fraction(value):
    """An exact fraction with its digits grouped, written as the active language writes a fraction:
    "2,372,272/2,881,749"; Korean and Japanese put the denominator first (11분의 9, 11分の9)."""
    value = Fraction(value)
    numerator, denominator = (number_format(part, force_grouping=True) for part in (value.numerator, value.denominator))
    written = _("%(numerator)s/%(denominator)s") % {"numerator": numerator, "denominator": denominator}
    return written.replace("-", MINUS)


FULL_STOPS = ("。", "！", "？")
"""Sentence ends after which Japanese runs straight on: no space between Japanese sentences."""


def join_sentences(*sentences):
    """Sentences as one paragraph: a space after "." (Korean, English), none after a Japanese "。"."""
    text = ""
    for sentence in filter(None, (str(sentence).strip() for sentence in sentences)):
        text += sentence if not text or text.endswith(FULL_STOPS) else f" {sentence}"
    return text


def list_separator():
    return pgettext("between the items of a list", ", ")


def or_list(parts):
    """ "6 or 7", "0, 1, 8 or 9" in the active language."""
    parts = [str(part) for part in parts]
    if len(parts) <= 1:
        return "".join(parts)
    return _("%(values)s or %(last)s") % {"values": list_separator().join(parts[:-1]), "last": parts[-1]}


def card_counts(counts):
    """Numbers of cards as an "or" list, each written as the language counts cards: "5 or 6" in English,
    where the noun follows the list; "5장 또는 6장" and "5枚か6枚", where each number takes its counter."""
    return or_list(
        pgettext("a number of cards, in a list of such numbers", "%(count)s") % {"count": count} for count in counts
    )


def value_runs(values):
    """Sorted values as runs of consecutive values: {0, 1, 2, 5} → [(0, 2), (5, 5)]."""
    runs = []
    for value in sorted(values):
        if runs and value == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], value)
        else:
            runs.append((value, value))
    return runs


def values_text(values):
    """Point values as a short phrase: runs of three or more as a range ("0 to 5"), others listed ("6 or 7")."""
    parts = []
    for low, high in value_runs(values):
        if high - low >= 2:
            parts.append(_("%(low)s to %(high)s") % {"low": low, "high": high})
        else:
            parts.extend(str(value) for value in range(low, high + 1))
    return or_list(parts)
