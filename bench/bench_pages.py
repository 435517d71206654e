"""Time pages that compute on the request: the odds page for depleted shoes, and a guide's numbers.

Run by hand from the repository root: ``.venv/bin/python bench/bench_pages.py [repeats]``.
Prints medians; the targets it reports against (the odds page well under 100 ms for a depleted
8-deck shoe, the patterns guide's numbers under 20 ms once warm) are not asserted anywhere.
"""

import os
import statistics
import sys
import time

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "baccarat_site.settings_test")
django.setup()

from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from guides.pages import patterns_and_scoreboard  # noqa: E402

DEPLETED_SHOES = ({"5": 3, "K": 1}, {"9": 4, "8": 2}, {"A": 7}, {"2": 1, "3": 1, "4": 1}, {"10": 12, "J": 3})


def median_ms(run, repeats):
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        timings.append(time.perf_counter() - start)
    return statistics.median(timings) * 1000


def odds_page(client, removed):
    query = {"decks": 8} | {f"removed_{rank}": count for rank, count in removed.items()}
    response = client.get("/en/odds/", query)
    assert response.status_code == 200, response.status_code


def main(repeats):
    setup_test_environment()
    client = Client()
    odds_page(client, {"A": 1})  # templates and the engine's tables, once
    pages = [median_ms(lambda removed=removed: odds_page(client, removed), repeats) for removed in DEPLETED_SHOES]
    print(f"odds page, depleted 8-deck shoe: median {statistics.median(pages):.1f} ms (target < 100 ms)")
    patterns_and_scoreboard.context()
    warm = median_ms(patterns_and_scoreboard.context, repeats)
    print(f"patterns guide numbers, warm: median {warm:.2f} ms (target < 20 ms)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
