"""The server time of every page and API request when cold, the worst case per endpoint.

Run by hand from the repository root: ``.venv/bin/python bench/bench_cold.py [repeats]``.

Cold: before each request the cache is emptied and every memo of the process (each ``functools``
cache: the engine's tables, the dealt shoes) is cleared, then what a worker computes as it starts
(``baccarat_site.wsgi.warm_up``) is computed again, untimed: a worker that has just started and
meets an address nobody asked for yet. The templates and catalogs are loaded once beforehand. Each
endpoint is asked with several inputs, the costly ones included (the longest shoes, the most cards
removed, every side bet's payouts changed), and the line shows the worst, in CPU milliseconds (the
median of ``repeats`` cold runs of that input). The goal (issue 25): no request above 150 ms, the
responsible-gambling page at most 50 ms. Nothing here is a test.
"""

import functools
import gc
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "baccarat_site.settings_test")

import django

django.setup()

from django.core.cache import cache  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_databases, setup_test_environment  # noqa: E402

from baccarat import DECK_COUNTS  # noqa: E402
from baccarat_site.guide_list import GUIDES  # noqa: E402
from baccarat_site.wsgi import warm_up  # noqa: E402
from practice.drills import DRILLS  # noqa: E402

SEEDS = (1, 7, 42, 1000, 31337, 999_999_999)
LONGEST_RESULTS = "BPBPTBBPPB" * 8
ALL_PAYOUTS = {
    "pay_banker": "0.9",
    "pay_tie_8": "7",
    "pay_no_commission_banker": "0.5,1",
    "pay_player_pair": "12",
    "pay_lucky_6": "15,25",
    "pay_dragon_bonus_player": "1,30,10,6,4,2,1",
    "pay_perfect_pair": "20",
}
REMOVALS = ("5,5,9", "A,A,A,A,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,J,Q,K", "5")

PROJECT_PACKAGES = {
    "baccarat",
    "baccarat_site",
    "api",
    "guides",
    "lookup",
    "odds",
    "roads",
    "practice",
    "safety",
    "glossary",
    "chemin_de_fer",
}
"""Whose memos are cleared: the site's and the engine's, not Django's (its URL resolver, its catalogs)."""

ENDPOINTS = {
    "home": ["/en/", "/ko/", "/ja/"],
    "guides list": ["/en/guides/"],
    "guide": [f"/{language}/guides/{guide.slug}/" for guide in GUIDES for language in ("en", "ko", "ja")],
    "lookup, totals": ["/en/lookup/", "/ko/lookup/?player_total=3&banker_total=5&player_third=6"],
    "lookup, cards": ["/en/lookup/?cards=A,5,K,3,8,2", "/ja/lookup/answer/?cards=9,9,K,K"],
    "odds page": [
        *(f"/en/odds/?decks={decks}" for decks in DECK_COUNTS),
        "/en/odds/?decks=1&removed_5=4&removed_K=4&removed_A=3",
        "/en/odds/?decks=8&removed_9=20&removed_8=10&pay_tie_8=9&pay_lucky_6=15,25",
    ],
    "odds results": ["/ko/odds/results/?decks=1&removed_5=4&removed_K=4&removed_A=3"],
    "roads page": [f"/en/roads/?seed={seed}" for seed in SEEDS] + [f"/ko/roads/?results={LONGEST_RESULTS}"],
    "roads step": [f"/en/roads/step/?seed={seed}&step=30" for seed in SEEDS],
    "practice": ["/en/practice/", *(f"/ko/practice/{slug}/" for slug in DRILLS)],
    "responsible gambling": ["/en/responsible-gambling/", "/ko/responsible-gambling/", "/ja/responsible-gambling/"],
    "glossary": ["/en/glossary/", "/ja/glossary/", "/ko/glossary/natural/", "/en/glossary/?q=banker"],
    "api decision": ["/api/decision?player_total=3&banker_total=5&player_third=6"],
    "api coup": ["/api/coup?cards=A,5,K,3,8,2"],
    "api odds": [
        *(f"/api/odds?decks={decks}" for decks in DECK_COUNTS),
        *(f"/api/odds?decks={decks}&remove={remove}" for decks in (1, 8) for remove in REMOVALS),
        "/api/odds?decks=8&remove=5,5,9&" + "&".join(f"{name}={value}" for name, value in ALL_PAYOUTS.items()),
    ],
    "api effect of removal": [f"/api/effect-of-removal?decks={decks}" for decks in DECK_COUNTS],
    "api roads": [f"/api/roads?seed={seed}" for seed in SEEDS] + [f"/api/roads?results={LONGEST_RESULTS}"],
    "chemin de fer": [
        "/en/chemin-de-fer/",
        "/ko/chemin-de-fer/?model=B3&decks=1&game=parlour",
        "/ja/chemin-de-fer/?model=A1&decks=8&game=casino&side=banker&total=5&third=4",
    ],
    "api chemin de fer": [
        "/api/chemin-de-fer?model=B3&decks=8&commission=0.05",
        "/api/chemin-de-fer?model=B2&decks=1&commission=0.03",
    ],
    "api openapi": ["/api/openapi.json"],
}


def forget_everything():
    cache.clear()
    for memo in gc.get_objects():
        if type(memo) is functools._lru_cache_wrapper and memo.__module__.split(".")[0] in PROJECT_PACKAGES:
            memo.cache_clear()
    warm_up()


def cold_ms(client, url, repeats):
    timings = []
    for _ in range(repeats):
        forget_everything()
        start = time.process_time()
        response = client.get(url)
        timings.append(time.process_time() - start)
        assert response.status_code in (200, 302), (url, response.status_code)
    return statistics.median(timings) * 1000


def main(repeats):
    setup_test_environment()
    setup_databases(verbosity=0, interactive=False)
    client = Client()
    for urls in ENDPOINTS.values():  # templates, catalogs and modules, once
        client.get(urls[0])
    worst_overall = 0.0
    for endpoint, urls in ENDPOINTS.items():
        cost, url = max((cold_ms(client, url, repeats), url) for url in urls)
        worst_overall = max(worst_overall, cost)
        print(f"{endpoint:24} worst {cost:7.1f} ms  {url}", flush=True)
    print(f"{'every endpoint':24} worst {worst_overall:7.1f} ms   (goal: ≤ 150 ms; responsible gambling ≤ 50 ms)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
