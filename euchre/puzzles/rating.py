"""Ratings: the learner's Glicko-2 rating, which moves with every puzzle result, and a puzzle's
difficulty on the same scale.

Glicko-2 is Mark Glickman's system (http://www.glicko.net/glicko/glicko2.pdf), as lichess uses for its
puzzles: a rating, a rating deviation (how sure we are) and a volatility. Every puzzle is one rating
period against an opponent whose rating is the puzzle's difficulty and whose deviation is
`PUZZLE_RD`; solving it scores 1, failing it 0.

A puzzle's difficulty comes from the solver's facts about it, not from guesswork: mainly how unlikely a
learner choosing random legal cards is to solve it (every halving of that chance adds `PER_HALVING`),
plus a premium when the natural play fails and when the first winning card is unique.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

SCALE = 173.7178
TAU = 0.5
"""How much the volatility may change (Glickman suggests 0.3 to 1.2)."""
START_RATING = 1500.0
START_RD = 350.0
START_VOLATILITY = 0.06
PUZZLE_RD = 80.0
MIN_RD = 45.0
"""The deviation never falls below this, so a rating keeps moving with new results."""
EPSILON = 1e-6

BASE = 900
PER_HALVING = 240
NATURAL_FAILS = 150
UNIQUE_KEY = 100
LOWEST, HIGHEST = 600, 2400


@dataclass(frozen=True)
class Rating:
    rating: float = START_RATING
    rd: float = START_RD
    volatility: float = START_VOLATILITY

    def __str__(self) -> str:
        return f"{round(self.rating)} ± {round(2 * self.rd)}"

    @property
    def provisional(self) -> bool:
        """Still unsure: a deviation above 110 (lichess shows such ratings with a question mark)."""
        return self.rd > 110


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(player: Rating, opponent_rating: float, opponent_rd: float = PUZZLE_RD) -> float:
    """The chance (0..1) that `player` solves a puzzle of this difficulty."""
    return _expected((player.rating - START_RATING) / SCALE, (opponent_rating - START_RATING) / SCALE,
                     opponent_rd / SCALE)


def update(player: Rating, games: Iterable[tuple[float, float, float]], tau: float = TAU) -> Rating:
    """One Glicko-2 rating period: `games` holds (opponent rating, opponent RD, score 0..1)."""
    mu = (player.rating - START_RATING) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    games = list(games)
    if not games:
        return Rating(player.rating, min(START_RD, SCALE * math.sqrt(phi * phi + sigma * sigma)), sigma)
    inv_v = 0.0
    total = 0.0
    for r_j, rd_j, s in games:
        mu_j, phi_j = (r_j - START_RATING) / SCALE, rd_j / SCALE
        g = _g(phi_j)
        e = _expected(mu, mu_j, phi_j)
        inv_v += g * g * e * (1.0 - e)
        total += g * (s - e)
    v = 1.0 / inv_v
    delta = v * total
    sigma = _new_volatility(phi, sigma, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * total
    return Rating(START_RATING + SCALE * new_mu, SCALE * new_phi, sigma)


def _new_volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5 of Glicko-2: the Illinois algorithm for the new volatility."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        num = ex * (delta * delta - phi * phi - v - ex)
        den = 2.0 * (phi * phi + v + ex) ** 2
        return num / den - (x - a) / (tau * tau)

    if delta * delta > phi * phi + v:
        hi = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        hi = a - k * tau
    lo = a
    f_lo, f_hi = f(lo), f(hi)
    while abs(hi - lo) > EPSILON:
        c = lo + (lo - hi) * f_lo / (f_hi - f_lo)
        f_c = f(c)
        if f_c * f_hi <= 0:
            lo, f_lo = hi, f_hi
        else:
            f_lo /= 2.0
        hi, f_hi = c, f_c
    return math.exp(lo / 2.0)


def after_puzzle(player: Rating, puzzle_rating: float, solved: bool) -> Rating:
    """The learner's rating after one puzzle (a rating period of its own)."""
    new = update(player, [(puzzle_rating, PUZZLE_RD, 1.0 if solved else 0.0)])
    return Rating(new.rating, max(MIN_RD, new.rd), new.volatility)


def replay(results: Iterable[tuple[float, bool]], start: Rating | None = None) -> Rating:
    """The rating after a sequence of (puzzle rating, solved) results, oldest first."""
    rating = start or Rating()
    for puzzle_rating, solved in results:
        rating = after_puzzle(rating, puzzle_rating, solved)
    return rating


def difficulty(random_chance: float, natural_fails: bool, unique_key: bool) -> int:
    """A puzzle's rating from the chance that random legal cards solve it, whether the natural play
    fails, and whether the first winning card is the only one."""
    chance = min(1.0, max(random_chance, 1e-4))
    value = BASE + PER_HALVING * math.log2(1.0 / chance)
    value += NATURAL_FAILS if natural_fails else 0
    value += UNIQUE_KEY if unique_key else 0
    return int(min(HIGHEST, max(LOWEST, round(value / 10) * 10)))
