import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "baccarat_site.settings")
application = get_wsgi_application()


def warm_up():
    """Compute before the first request what every worker needs and no request should wait for: the
    engine's tables of how each bet settles, within the full shoes' odds (about 0.3 s, once per worker)."""
    from baccarat import DECK_COUNTS, standard_odds

    for decks in DECK_COUNTS:
        standard_odds(decks)


warm_up()
