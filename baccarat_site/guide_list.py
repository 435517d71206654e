"""The rules guides: their order, slugs, titles and descriptions, for every app that links to them.

Each guide's text is a template, `templates/guides/pages/<slug>.html`; the numbers and tables it shows
come from the rules engine through the guide's own context function, `guides.pages.<module>.context`,
which only the guides app calls.
"""

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _


@dataclass(frozen=True)
class Guide:
    slug: str
    title: str
    description: str

    @property
    def module(self):
        """The guide's module in ``guides.pages``."""
        return self.slug.replace("-", "_")

    @property
    def template_name(self):
        return f"guides/pages/{self.slug}.html"


GUIDES = (
    Guide(
        "basics",
        _("Baccarat basics"),
        _("The table, the three bets, what the cards are worth and how a coup is played."),
    ),
    Guide(
        "third-card-rules",
        _("The third-card rules"),
        _("When each hand draws a third card, with the banker’s table and worked examples."),
    ),
    Guide(
        "payouts-and-house-edge",
        _("Payouts and the house edge"),
        _("What each bet pays, how often it wins and what the house edge costs you over time."),
    ),
    Guide(
        "side-bets",
        _("Side bets"),
        _("The pair bets, Lucky 6, Dragon 7, Panda 8 and more: how they are settled and what they cost."),
    ),
    Guide(
        "patterns-and-scoreboard",
        _("Patterns and the scoreboard"),
        _("Why the shoe has no memory and the roadmaps predict nothing, shown with exact numbers."),
    ),
    Guide(
        "reading-the-scoreboard",
        _("Reading the scoreboard"),
        _(
            "How the Bead Plate, the Big Road and the three derived roads are drawn, mark by mark,"
            " and what they cannot tell you."
        ),
    ),
    Guide(
        "variants-and-history",
        _("Variants and history"),
        _(
            "Punto banco, chemin de fer, baccarat banque, mini baccarat, no-commission baccarat and EZ Baccarat,"
            " and where the game came from."
        ),
    ),
)

GUIDES_BY_SLUG = {guide.slug: guide for guide in GUIDES}


def neighbours(guide):
    """The guides before and after this one, or None at either end."""
    index = GUIDES.index(guide)
    previous = GUIDES[index - 1] if index > 0 else None
    following = GUIDES[index + 1] if index + 1 < len(GUIDES) else None
    return previous, following
