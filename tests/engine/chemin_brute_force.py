"""Chemin de fer by brute force, written apart from ``baccarat.chemin_de_fer`` for its tests to check it against.

Deal the cards one at a time in the table's order (player, banker, player, banker, then the third cards),
every value the shoe still holds, and weigh each finished coup by its ordered ways times the ways to deal the
cards it leaves unused (six cards in all). Each coup is filed under what each side knew when deciding, so
that any pair of strategies can be scored, and each side's best reply found decision by decision.
"""

from collections import defaultdict
from fractions import Fraction

STOOD = "stood"


def _left(with_replacement, decks):
    if with_replacement:
        return [4] + [1] * 9
    return [16 * decks] + [4 * decks] * 9


def _score(player, banker):
    """(player wins, banker wins) as 0/1."""
    return int(player > banker), int(banker > player)


def deal_all(model, decks):
    """(naturals, tallies, deals): tallies[(player's 5 as he sees it or None, banker's cell)] =
    [player wins, banker wins] if the banker stands, then the same if he draws, in ordered six-card deals."""
    with_replacement = model == "A1"
    left = _left(with_replacement, 1 if with_replacement else decks)
    size = sum(left)
    tallies = defaultdict(lambda: [0, 0, 0, 0])
    naturals = [0, 0]

    def take(value):
        ways = left[value]
        if not with_replacement:
            left[value] -= 1
        return ways

    def give_back(value):
        if not with_replacement:
            left[value] += 1

    def unused(dealt):
        ways = 1
        for k in range(dealt, 6):
            ways *= size if with_replacement else size - k
        return ways

    def banker_sees(b1, b2):
        return (b1 + b2) % 10 if model == "A1" else "-".join(map(str, sorted((b1, b2))))

    def player_sees(p1, p2):
        return "-".join(map(str, sorted((p1, p2)))) if model == "B3" else 5

    for p1 in range(10):
        w1 = take(p1)
        for b1 in range(10):
            w2 = take(b1)
            for p2 in range(10):
                w3 = take(p2)
                for b2 in range(10):
                    w4 = take(b2)
                    ways = w1 * w2 * w3 * w4
                    if ways > 0:
                        player, banker = (p1 + p2) % 10, (b1 + b2) % 10
                        if player >= 8 or banker >= 8:
                            won = _score(player, banker)
                            naturals[0] += won[0] * ways * unused(4)
                            naturals[1] += won[1] * ways * unused(4)
                        else:
                            choice = player_sees(p1, p2) if player == 5 else None
                            cell_hand = banker_sees(b1, b2)
                            if player >= 5:  # 6, 7, or 5 standing
                                _banker_acts(
                                    tallies[choice, (cell_hand, STOOD)],
                                    player,
                                    banker,
                                    ways,
                                    4,
                                    take,
                                    give_back,
                                    unused,
                                )
                            if player <= 5:
                                for third in range(10):
                                    w5 = take(third)
                                    if w5 > 0:
                                        _banker_acts(
                                            tallies[choice, (cell_hand, third)],
                                            (player + third) % 10,
                                            banker,
                                            ways * w5,
                                            5,
                                            take,
                                            give_back,
                                            unused,
                                        )
                                    give_back(third)
                    give_back(b2)
                give_back(p2)
            give_back(b1)
        give_back(p1)
    return naturals, dict(tallies), unused(0)


def _banker_acts(tally, player, banker, ways, dealt, take, give_back, unused):
    won = _score(player, banker)
    tally[0] += won[0] * ways * unused(dealt)
    tally[1] += won[1] * ways * unused(dealt)
    for value in range(10):
        w = take(value)
        if w > 0:
            won = _score(player, (banker + value) % 10)
            tally[2] += won[0] * ways * w * unused(dealt + 1)
            tally[3] += won[1] * ways * w * unused(dealt + 1)
        give_back(value)


class Game:
    """A model's coups, scored for any strategies: ``p`` maps the player's 5 (as he sees it) to his chance
    of drawing, ``q`` maps a banker cell (his hand as he sees it, the player's third card or "stood") to his."""

    def __init__(self, model, decks, commission=Fraction(0)):
        self.naturals, self.tallies, self.deals = deal_all(model, decks)
        self.payoffs = {"player": (1, -1), "banker": (-1, 1 - commission)}

    def _cell_payoff(self, side, tally, draws):
        player_wins, banker_wins = self.payoffs[side]
        stand = player_wins * tally[0] + banker_wins * tally[1]
        draw = player_wins * tally[2] + banker_wins * tally[3]
        return stand + draws * (draw - stand)

    def _weight(self, choice, cell, p):
        if choice is None:
            return 1
        return p[choice] if cell[1] != STOOD else 1 - p[choice]

    def payoff(self, side, p, q):
        player_wins, banker_wins = self.payoffs[side]
        total = Fraction(player_wins * self.naturals[0] + banker_wins * self.naturals[1])
        for (choice, cell), tally in self.tallies.items():
            total += self._weight(choice, cell, p) * self._cell_payoff(side, tally, q(cell))
        return total / self.deals

    def banker_best_reply(self, p):
        """The banker's best payoff against ``p``: in every cell, the better of drawing and standing."""
        by_cell = defaultdict(lambda: [Fraction(0), Fraction(0)])
        for (choice, cell), tally in self.tallies.items():
            weight = self._weight(choice, cell, p)
            by_cell[cell][0] += weight * self._cell_payoff("banker", tally, 0)
            by_cell[cell][1] += weight * self._cell_payoff("banker", tally, 1)
        player_wins, banker_wins = self.payoffs["banker"]
        total = Fraction(player_wins * self.naturals[0] + banker_wins * self.naturals[1])
        return (total + sum(max(pair) for pair in by_cell.values())) / self.deals

    def player_best_reply(self, choices, q):
        """The player's best payoff against ``q``: the best pure choice for each of his 5s."""
        return max(self.payoff("player", dict(zip(choices, pure, strict=True)), q) for pure in _pure(len(choices)))


def _pure(n):
    if n == 0:
        yield ()
        return
    for rest in _pure(n - 1):
        yield (*rest, Fraction(0))
        yield (*rest, Fraction(1))
