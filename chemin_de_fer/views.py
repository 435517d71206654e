"""The chemin de fer page: the rules, a decision looked up, the solved game's tables and chart.

A GET form, so every question has its own address and the page works without JavaScript. The page for a
game (model, decks, commission) and a question is cached; the solutions are cached by the engine.
"""

from django.shortcuts import render
from django.utils.translation import gettext_lazy as _

from baccarat import STOOD
from baccarat.chemin_de_fer import COMMISSION, OPTION_TOTAL, Cell, Hand, Model, solve
from baccarat_site.caching import shared_page
from baccarat_site.pages import PageMeta
from chemin_de_fer.forms import DEFAULT_DECKS, DEFAULT_MODEL, GAME_FIELDS, CheminForm, Game, Side
from chemin_de_fer.tables import (
    banker_plays,
    differing_cells,
    draw_on_5_by_decks,
    draw_on_5_chart,
    player_has_choice,
    player_plays,
    player_rule_draws,
    totals_table,
)

PAGE_META = PageMeta(
    title=_("Chemin de fer, solved"),
    description=_(
        "In chemin de fer the player may draw or stand on 5 and the banker chooses too. The best strategy on "
        "both sides, calculated exactly for 1 to 8 decks, and the history of the question."
    ),
)
DEFAULTS = {"model": DEFAULT_MODEL.value, "decks": str(DEFAULT_DECKS), "game": Game.CASINO.value}


def answer(form, solution):
    """The looked-up decision, or None while the question is incomplete."""
    side, total = form.value("side"), form.value("total")
    if side is None or total is None or form.errors:
        return None
    cards = form.value("cards")
    cards_unseen = cards is not None and not form.sees_cards(side)
    if side == Side.PLAYER:
        if not player_has_choice(total):
            return {"side": side, "total": total, "forced": True, "rule_draws": player_rule_draws(total)}
        return {"side": side, "total": total, "plays": player_plays(solution, cards), "cards_unseen": cards_unseen}
    third = form.third_value
    if third is None:
        return None
    return {
        "side": side,
        "total": total,
        "third": third,
        "stood": third == STOOD,
        "table_draws": Cell(Hand(total), third).table_draws,
        "plays": banker_plays(solution, total, third, cards),
        "cards_unseen": cards_unseen,
    }


def with_defaults(query):
    """The query with the game's fields filled in where left out, so that the form shows the game answered."""
    data = query.copy()
    for name, default in DEFAULTS.items():
        data.setdefault(name, default)
    return data


@shared_page(parameters=frozenset(CheminForm.base_fields))
def chemin_de_fer(request):
    form = CheminForm(with_defaults(request.GET))
    valid = form.is_valid()
    solution = form.solution()
    form.show_defaults_for_errors()
    parlour = solve(solution.model, solution.decks) if solution.commission else solution
    context = {
        "page_meta": PAGE_META,
        "form": form,
        "solution": solution,
        "parlour_loss": -parlour.value,
        "answer": answer(form, solution) if valid else None,
        "awaiting_player_move": valid and form.value("side") == Side.BANKER and form.value("total") is not None,
        "game_corrected": any(form.has_error(name) for name in GAME_FIELDS),
        "differing": differing_cells(solution),
        "totals_table": totals_table(solution) if solution.model is Model.A1 else None,
        "chart": draw_on_5_chart(solution.commission),
        "by_decks": draw_on_5_by_decks(solution.model, solution.commission),
        "commission": COMMISSION,
        "option_total": OPTION_TOTAL,
        "models": list(Model),
    }
    return render(request, "chemin_de_fer/chemin_de_fer.html", context, status=200 if valid else 400)
