"""Time the exact odds table against a straightforward six-card enumeration, and the effect-of-removal table.

Run by hand from the repository root: ``.venv/bin/python bench/bench_engine.py [repeats]``.
Prints median timings; asserts only that both methods count the same deals. The target (issue 15):
every shoe's full table at least 100× faster than the enumeration, the 8-deck effect of removal at
most 100 ms cold (no shoe's odds cached; the shoe-independent tables of outcomes and of how each bet
settles them are built by the first call, timed on its own).
"""

import random
import statistics
import sys
import time
from collections import Counter

from baccarat import BANKER_DRAWS_ON, PAYTABLE, RANKS, Shoe, effect_of_removal, exact_odds, standard_odds

BASELINE_REPEATS = 3


def baseline(shoe: Shoe) -> Counter:
    """Every ordered six-card deal by point value, weighted by the ways to deal it, played in full."""
    left = list(shoe.value_counts())
    outcomes = Counter()
    for c1 in range(10):
        w1 = left[c1]
        left[c1] -= 1
        for c2 in range(10):
            w2 = w1 * left[c2]
            left[c2] -= 1
            for c3 in range(10):
                w3 = w2 * left[c3]
                left[c3] -= 1
                for c4 in range(10):
                    w4 = w3 * left[c4]
                    left[c4] -= 1
                    for c5 in range(10):
                        w5 = w4 * left[c5]
                        left[c5] -= 1
                        for c6 in range(10):
                            ways = w5 * left[c6]
                            if ways > 0:
                                outcomes[play(c1, c2, c3, c4, c5, c6)] += ways
                        left[c5] += 1
                    left[c4] += 1
                left[c3] += 1
            left[c2] += 1
        left[c1] += 1
    return outcomes


def play(c1: int, c2: int, c3: int, c4: int, c5: int, c6: int) -> tuple[int, int, int, int]:
    player, banker = (c1 + c3) % 10, (c2 + c4) % 10
    if player >= 8 or banker >= 8:
        return player, 2, banker, 2
    if player >= 6:
        if banker <= 5:
            return player, 2, (banker + c5) % 10, 3
        return player, 2, banker, 2
    if c5 in BANKER_DRAWS_ON[banker]:
        return (player + c5) % 10, 3, (banker + c6) % 10, 3
    return (player + c5) % 10, 3, banker, 2


def median_ms(function, repeats: int) -> float:
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        timings.append(time.perf_counter() - start)
    return statistics.median(timings) * 1000


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    eight_decks = Shoe.decks(8)
    all_cards = [rank for rank in RANKS for _ in range(32)]
    depleted = eight_decks.remove(random.Random(20).sample(all_cards, 20))

    start = time.perf_counter()
    exact_odds(eight_decks)
    print(f"first call (builds the shoe-independent outcome table): {(time.perf_counter() - start) * 1000:.1f} ms")

    shoes = (("8 decks", eight_decks), ("8 decks less 20 random cards", depleted), ("1 deck", Shoe.decks(1)))
    for name, shoe in shoes:
        fast = median_ms(lambda shoe=shoe: exact_odds(shoe), repeats)
        slow = median_ms(lambda shoe=shoe: baseline(shoe), BASELINE_REPEATS)
        slow_counts = baseline(shoe)
        exact = {
            (o.player_total, o.player_cards, o.banker_total, o.banker_cards): n
            for o, n in exact_odds(shoe).by_outcome.items()
        }
        assert exact == slow_counts, "the engine and the baseline disagree"
        print(f"{name} ({len(shoe)} cards), full table of {len(PAYTABLE)} bets:")
        print(f"  engine   median {fast:8.2f} ms over {repeats} runs")
        print(f"  baseline median {slow:8.0f} ms over {BASELINE_REPEATS} runs (outcome counts only)")
        print(f"  speed-up        {slow / fast:8.0f}x")

    standard_odds(8)
    print(f"standard_odds(8) once cached: {median_ms(lambda: standard_odds(8), 1000) * 1000:.2f} µs")

    def cold_effect_of_removal():
        standard_odds.cache_clear()
        effect_of_removal.cache_clear()
        effect_of_removal(8)

    cold = median_ms(cold_effect_of_removal, 10)
    print(f"effect of removal, 8 decks, cold (no shoe's odds cached): median {cold:.1f} ms over 10 runs")


if __name__ == "__main__":
    main()
