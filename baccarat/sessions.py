"""What the house edge does to a run of bets, from the rules engine's exact chances for one coup.

``odds`` counts every deal of a full shoe; this module adds coups up from those exact chances. A main
bet on the banker or the player settles each coup one of three ways (it wins, it is returned on a tie,
or it loses its stake), so the net result after ``n`` coups depends only on how many were won and lost.
"""

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import exp, lgamma, log, sqrt

from .bets import PAYTABLE
from .odds import standard_odds
from .shoe import USUAL_DECKS


@dataclass(frozen=True)
class CoupChances:
    """One unit staked on a bet for one coup: what a win pays, and the exact chance of each settlement."""

    pays: Fraction
    win: Fraction
    push: Fraction
    lose: Fraction

    @property
    def mean(self) -> Fraction:
        """The expected net result of one coup: minus the house edge."""
        return self.win * self.pays - self.lose

    @property
    def variance(self) -> Fraction:
        return self.win * self.pays**2 + self.lose - self.mean**2


@cache
def coup_chances(bet_key: str, decks: int = USUAL_DECKS) -> CoupChances:
    """The engine's chances for a bet that pays one amount when it wins (the banker or the player bet)."""
    bet = PAYTABLE[bet_key]
    (line,) = bet.lines
    chances = standard_odds(decks).settled(bet_key)
    return CoupChances(line.payout, chances.win, chances.push, chances.lose)


@dataclass(frozen=True)
class Session:
    """``coups`` coups of ``stake`` each on one bet: the average result, its spread, the chance of ending behind."""

    coups: int
    stake: int
    expected: Fraction
    """The average net result (negative: a loss)."""
    spread: float
    """The standard deviation of the net result: how far a typical session lands from the average."""
    chance_behind: float
    """The exact chance of finishing with less than was brought."""


def log_binomial(n: int, k: int, p: float) -> float:
    """log of the chance of exactly k successes in n tries of chance p."""
    return lgamma(n + 1) - lgamma(k + 1) - lgamma(n - k + 1) + k * log(p) + (n - k) * log(1 - p)


def chance_behind(chances: CoupChances, coups: int) -> float:
    """The chance that ``coups`` coups end with a net loss, summed over every count of wins and losses.

    Of ``r`` coups that are not returned, ``w`` won and ``r - w`` lost leave ``w × pays − (r − w)``, a loss
    exactly when ``w < r / (1 + pays)``.
    """
    settled = float(1 - chances.push)
    won_when_settled = float(chances.win / (1 - chances.push))
    total = 0.0
    for resolved in range(1, coups + 1):
        weight = log_binomial(coups, resolved, settled)
        losing_wins = [w for w in range(resolved + 1) if w * (1 + chances.pays) < resolved]
        total += sum(exp(weight + log_binomial(resolved, w, won_when_settled)) for w in losing_wins)
    return total


@cache
def session(bet_key: str, coups: int, stake: int) -> Session:
    chances = coup_chances(bet_key)
    return Session(
        coups=coups,
        stake=stake,
        expected=chances.mean * coups * stake,
        spread=sqrt(chances.variance * coups) * stake,
        chance_behind=chance_behind(chances, coups),
    )
