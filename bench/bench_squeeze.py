"""Time the squeeze (issue 22): the chances for a partial coup, and the three tables of the totals convention.

Run by hand from the repository root: ``.venv/bin/python bench/bench_squeeze.py [repeats]``.
Prints medians and the slowest; nothing here is a test. The targets: any partial coup (0 to 5 cards
seen, any shoe, every bet on the paytable) in at most 2 ms, the three tables for a shoe in at most 50 ms.
"""

import random
import statistics
import sys
import time

from baccarat import RANKS, Shoe
from baccarat.squeeze import squeeze, squeeze_tables


def timed(call, repeats):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def partial_coups(deal):
    """A shoe of 1 to 8 decks, some cards gone, and the first 0 to 5 cards of a coup it deals next."""
    decks = deal.randint(1, 8)
    cards = [rank for rank in RANKS for _ in range(4 * decks)]
    deal.shuffle(cards)
    gone = deal.randint(0, len(cards) // 2)
    shoe = Shoe.decks(decks).remove(cards[:gone])
    for seen in range(6):
        cards_seen = cards[gone : gone + seen]
        if squeeze(cards_seen, shoe).next_place is not None or seen == 0:
            yield f"{decks} decks less {gone}, {seen} seen", shoe, cards_seen


def main(repeats=20):
    squeeze([])  # the shoe-independent tables of outcomes and settlements, built once per process
    deal = random.Random(22)
    timings = []
    for _ in range(20):
        for label, shoe, cards in partial_coups(deal):
            timings.append((timed(lambda cards=cards, shoe=shoe: squeeze(cards, shoe), repeats), label))
    by_seen = {}
    for ms, label in timings:
        by_seen.setdefault(label.rsplit(", ", 1)[1], []).append(ms)
    print("Chances for a partial coup (every bet on the paytable), median of", repeats, "runs each:")
    for seen, values in sorted(by_seen.items()):
        print(f"  {seen:>7}: median {statistics.median(values):.2f} ms, slowest {max(values):.2f} ms")
    slowest = max(timings)
    print(f"  over all {len(timings)} partial coups: slowest {slowest[0]:.2f} ms ({slowest[1]}); target ≤ 2 ms")
    print("The three tables of the totals convention, median of", repeats, "runs:")
    for shoe, label in (
        (Shoe.decks(8), "8 decks"),
        (Shoe.decks(1), "1 deck"),
        (Shoe.decks(6).remove(["5"] * 12), "6 decks less 12 fives"),
    ):
        print(f"  {label}: {timed(lambda shoe=shoe: squeeze_tables(shoe), repeats):.1f} ms; target ≤ 50 ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
