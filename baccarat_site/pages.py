"""What a page says about itself, set once by its view: its title, its description, what kind of page it is.

``base.html`` prints them in ``<title>``, the meta description and the Open Graph tags, and the page's
own template prints ``page_meta.title`` as its ``<h1>``. A page that sets none (an error page rendered
by Django itself, say) gets the site's: ``SITE``, from ``baccarat_site.context_processors.site``.
"""

from dataclasses import dataclass
from enum import StrEnum

from django.utils.translation import gettext_lazy as _


class OpenGraphType(StrEnum):
    """The page's ``og:type``: the site's pages are a website; a guide or a glossary entry is an article."""

    WEBSITE = "website"
    ARTICLE = "article"


SITE_TITLE = _("Baccarat rules, explained exactly")
SITE_DESCRIPTION = _(
    "Learn the rules of baccarat in Korean, Japanese or English: the third-card rules, payouts and odds computed "
    "exactly."
)


@dataclass(frozen=True)
class PageMeta:
    title: str
    description: str = SITE_DESCRIPTION
    section: str = ""
    """The part of the site the page belongs to, after its title in ``<title>``: "Banker · Glossary"."""
    kind: OpenGraphType = OpenGraphType.WEBSITE
    names_the_site: bool = False
    """The title already names the site (the home page's): no " · Baccarat Rules" after it."""


SITE = PageMeta(SITE_TITLE, names_the_site=True)

# What each section's front page offers, in one sentence: its meta description, and its line in the
# home page's list of tools.
GUIDES_DESCRIPTION = _(
    "Short guides to the rules of baccarat, from the first two cards to the side bets, the scoreboard and "
    "the game’s history."
)
LOOKUP_DESCRIPTION = _(
    "Does the banker draw? Enter the two-card totals, or the cards in the order they were dealt, to see what the "
    "rules decide, and why."
)
ODDS_DESCRIPTION = _(
    "The exact chance of every baccarat result and the house edge of every bet, for 1 to 8 decks and for a shoe "
    "with cards already dealt."
)
ROADS_DESCRIPTION = _(
    "A shoe dealt by this site, drawn coup by coup as the Bead Plate, the Big Road and the three derived "
    "roads, with the exact odds of the next coup beside them."
)
GLOSSARY_DESCRIPTION = _("The words of baccarat, from banker to squeeze, each explained in a few plain lines.")
PRACTICE_DESCRIPTION = _(
    "Drills on the third-card rules and the payouts, with every answer checked against the rules and the questions "
    "you get wrong coming round again."
)
