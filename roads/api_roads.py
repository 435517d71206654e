"""``/api/roads``: the five roads and ask-the-road as JSON, for ``?seed=N`` (a dealt shoe) or ``?results=BPT…``.

Grids are six rows of references, left to right: ``{"coup": i}`` into the results, ``{"column": c,
"row": r}`` into the Big Road's columns, ``{"mark": i}`` into a derived road's marks; all 0-based.
Errors are the API's (``api.views``): 400 with ``{"error": …}`` in the ``Accept-Language`` language.
"""

from django.urls import path

from api.views import endpoint
from baccarat.roads import DERIVED_ROADS, Grid, Roads, roads
from roads.forms import RoadsForm


def grid_json(grid: Grid, reference) -> list[list[dict | None]]:
    return [[reference(cell) if cell else None for cell in row] for row in grid.rows()]


def result_json(result) -> dict:
    return {
        "winner": result.winner,
        "natural": result.natural,
        "player_pair": result.player_pair,
        "banker_pair": result.banker_pair,
    }


def roads_json(drawn: Roads) -> dict:
    coup_index = {id(result): index for index, result in enumerate(drawn.results)}
    big_road = drawn.big_road
    answer = {
        "bead_plate": {
            "results": [result_json(result) for result in drawn.results],
            "grid": grid_json(drawn.bead_plate, lambda result: {"coup": coup_index[id(result)]}),
        },
        "big_road": {
            "columns": [
                [{"winner": entry.winner, "ties": entry.ties, "coup": entry.coup} for entry in column]
                for column in big_road.columns
            ],
            "leading_ties": big_road.leading_ties,
            "grid": grid_json(big_road.grid, lambda entry: {"column": entry.column, "row": entry.row}),
        },
        "ask": drawn.ask,
    }
    for name in DERIVED_ROADS:
        road = drawn.derived[name]
        mark_index = {id(mark): index for index, mark in enumerate(road.marks)}
        answer[name] = {
            "marks": [
                {"colour": mark.colour, "column": mark.column, "row": mark.row, "compared": list(mark.compared)}
                for mark in road.marks
            ],
            "grid": grid_json(road.grid, lambda mark, mark_index=mark_index: {"mark": mark_index[id(mark)]}),
        }
    return answer


@endpoint(RoadsForm)
def roads_answer(form):
    data = form.cleaned_data
    shoe_odds = data["shoe"]
    return {"seed": shoe_odds.shoe.seed if shoe_odds else None, "coups": data["step"]} | roads_json(
        roads(data["results"][: data["step"]])
    )


app_name = "roads_api"

urlpatterns = [path("", roads_answer, name="roads")]
