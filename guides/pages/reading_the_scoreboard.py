"""Numbers for "Reading the scoreboard": one shoe dealt by the engine, its first coups drawn as the five roads.

The worked example is the first ``EXAMPLE_COUPS`` coups of shoe ``EXAMPLE_SEED`` (the roads page's
shoe of that number), chosen because they show every case of the derived roads' rule, ties and a
dragon tail. Each explained mark comes with the Big Road as it stood when the mark was made. The
debunk uses the engine's exact odds before every coup of the whole shoe.
"""

from collections import Counter
from functools import lru_cache

from django.utils.translation import gettext_lazy as _

from baccarat.dealt_shoe import dealt_shoe
from baccarat.roads import DERIVED_ROADS, roads
from baccarat_site.wording import ROAD_NAMES
from guides.pages import Section

# The guide's sections in order: the table of contents and each section's heading.
SECTIONS = (
    Section("bead-plate", _("The Bead Plate: every coup in order")),
    Section("big-road", _("The Big Road: streaks as columns")),
    Section("derived-roads", _("The three derived roads")),
    Section("worked-example", _("Mark by mark: a worked example")),
    Section("ask-the-road", _("Ask the road")),
    Section("names", _("The names you will meet")),
    Section("predict-nothing", _("What the roads cannot tell you")),
)

EXAMPLE_SEED = 15
EXAMPLE_COUPS = 24
EXPLAINED_ROAD = "big_eye_boy"


def case_of(mark, lengths, k):
    """The four ways the rule can go: a new column ("top"); further down, the column k back reaches
    the row, stops one row short of it, or stops further short."""
    if mark.row == 0:
        return "top"
    back = lengths[mark.column - k]
    if mark.row < back:
        return "reaches"
    return "one_short" if mark.row == back else "further_short"


def explained(mark, drawn, k):
    """One mark in words and numbers (1-based, as the guide counts), with the roads as they stood then."""
    entry = drawn.big_road.columns[mark.column][mark.row].coup
    then = roads(drawn.results[: entry + 1])
    lengths = then.big_road.lengths
    return {
        "id": f"step-{entry + 1}",
        "case": case_of(mark, lengths, k),
        "colour": mark.colour,
        "coup": entry + 1,
        "column": mark.column + 1,
        "row": mark.row + 1,
        "compared": [column + 1 for column in mark.compared],
        "lengths": [lengths[column] for column in mark.compared],
        "back_length": lengths[mark.column - k] if mark.row else None,
        "big_road": then.big_road.grid.rows(),
        "highlight": set(mark.compared),
        "road": then.derived[EXPLAINED_ROAD].grid.rows(),
        "mark": then.derived[EXPLAINED_ROAD].marks[-1],
    }


@lru_cache(maxsize=1)
def context():
    shoe_odds = dealt_shoe(EXAMPLE_SEED)
    results = shoe_odds.results[:EXAMPLE_COUPS]
    drawn = roads(results)
    k = DERIVED_ROADS[EXPLAINED_ROAD]
    lengths = drawn.big_road.lengths
    first_of_each = {}
    for mark in drawn.derived[EXPLAINED_ROAD].marks:
        first_of_each.setdefault((case_of(mark, lengths, k), mark.colour), mark)  # a new column: red or blue
    banker = [chances["banker"] for chances in shoe_odds.next_coup]
    player = [chances["player"] for chances in shoe_odds.next_coup]
    return {
        "seed": EXAMPLE_SEED,
        "coups": len(results),
        "road_names": ROAD_NAMES,
        "bead_plate": drawn.bead_plate.rows(),
        "big_road": drawn.big_road.grid.rows(),
        "big_road_runs": drawn.big_road.runs,
        "big_road_lengths": lengths,
        "ties": sum(result.winner == "tie" for result in results),
        "tally": Counter(result.winner for result in results),
        "derived": [
            {
                "name": name,
                "label": ROAD_NAMES[name],
                "k": k_back,
                "rows": drawn.derived[name].grid.rows(),
                "runs": drawn.derived[name].runs,
            }
            for name, k_back in DERIVED_ROADS.items()
        ],
        "steps": sorted((explained(mark, drawn, k) for mark in first_of_each.values()), key=lambda step: step["coup"]),
        "ask": drawn.ask,
        "shoe_coups": len(shoe_odds.shoe.coups),
        "banker_low": min(banker),
        "banker_high": max(banker),
        "player_low": min(player),
        "player_high": max(player),
    }
