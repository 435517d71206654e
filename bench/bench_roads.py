"""Time the scoreboard roads: the five roads for a full shoe, and the roads page for a dealt 8-deck shoe.

Run by hand from the repository root: ``.venv/bin/python bench/bench_roads.py [repeats]``.
Prints medians and the goals (issue 13); nothing here is a test:

- all five roads (and ask-the-road) for a full shoe's results: well under 1 ms;
- the roads page for a newly dealt shoe, one exact odds computation per coup included: at most
  1.5 s cold, and served from the cache afterwards.
"""

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "baccarat_site.settings")

import django

django.setup()

from django.core.cache import cache  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from baccarat.dealt_shoe import dealt_shoe, next_coup_odds  # noqa: E402
from baccarat.roads import MAX_COUPS, deal_shoe, parse_results, roads  # noqa: E402

SEEDS = range(1000, 1010)


def median_seconds(function, repeats):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_roads(repeats):
    shoes = [deal_shoe(seed).results for seed in SEEDS]
    typical = median_seconds(lambda: [roads(results) for results in shoes], repeats) / len(shoes)
    longest = parse_results("BBPBPPTBPPPBBBBBPB" * (MAX_COUPS // 18) + "B" * (MAX_COUPS % 18))
    worst = median_seconds(lambda: roads(longest), repeats)
    coups = statistics.median(len(results) for results in shoes)
    print(f"five roads, a dealt shoe ({coups:.0f} coups):  {typical * 1000:7.3f} ms   (goal: well under 1 ms)")
    print(f"five roads, {MAX_COUPS} results (the limit):  {worst * 1000:7.3f} ms")


def bench_odds(repeats):
    shoe = deal_shoe(SEEDS[0])
    one = median_seconds(lambda: next_coup_odds(shoe, len(shoe.coups) // 2), repeats)
    dealt_shoe.cache_clear()
    every = median_seconds(lambda: (dealt_shoe.cache_clear(), dealt_shoe(SEEDS[0])), max(1, repeats // 10))
    print(f"exact odds of the next coup, one step:       {one * 1000:7.1f} ms")
    print(f"exact odds at every step ({len(shoe.coups)} coups):         {every * 1000:7.1f} ms")


def bench_page():
    setup_test_environment()
    client = Client()
    client.get("/en/roads/?seed=1")  # load the templates and the catalogs once
    colds, warms = [], []
    for seed in SEEDS[1:6]:
        cache.clear()
        dealt_shoe.cache_clear()
        url = f"/en/roads/?seed={seed}"
        start = time.perf_counter()
        response = client.get(url)
        colds.append(time.perf_counter() - start)
        assert response.status_code == 200
        start = time.perf_counter()
        client.get(url)
        warms.append(time.perf_counter() - start)
    print(f"roads page, a new shoe, cold:                {statistics.median(colds) * 1000:7.1f} ms   (goal: ≤ 1500 ms)")
    print(f"roads page, the same address again (cache):  {statistics.median(warms) * 1000:7.1f} ms")
    start = time.perf_counter()
    client.get(f"/en/roads/step/?seed={SEEDS[5]}&step=10")
    print(f"one step's fragment, same shoe, not cached:  {(time.perf_counter() - start) * 1000:7.1f} ms")


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    bench_roads(repeats)
    bench_odds(repeats)
    bench_page()


if __name__ == "__main__":
    main()
