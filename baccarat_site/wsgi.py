import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "baccarat_site.settings")
application = get_wsgi_application()


def warm_up():
    """Compute before the first request what every worker needs and no request should wait for: the
    engine's tables of how each bet settles, within the full shoes' odds (about 0.3 s, once per worker); the
    effect of removal and what a count would need, for every shoe the odds page shows (about 0.4 s); and every
    game the chemin de fer page can show, solved (about 2.5 s): its chart alone needs 17 solves, which made a
    worker's first request for that page take 1.4 s."""
    from baccarat import DECK_COUNTS, PAYTABLE, effect_of_removal, standard_odds
    from baccarat.chemin_de_fer import COMMISSION, Model, solve

    for decks in DECK_COUNTS:
        standard_odds(decks)
        effect = effect_of_removal(decks)
        for key in PAYTABLE:
            effect.counting_limit(key)
    for commission in (0, COMMISSION):
        for model in Model:
            for decks in DECK_COUNTS:
                solve(model, decks, commission)


warm_up()
