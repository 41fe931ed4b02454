"""The head-to-head share of points and its interval (`euchre.bots.match.points_share_interval`), which
issue 28's goal against PIMC is stated in: pairs of games are the samples."""

from __future__ import annotations

import random

import pytest

from euchre.bots.match import PairResult, points_share_interval


def _pairs(seed: int, n: int, edge: int = 0) -> list[PairResult]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        ours = rng.randint(8, 22) + edge
        theirs = rng.randint(8, 22)
        out.append(PairResult(rng.randint(0, 2), ours, theirs, rng.randint(12, 30)))
    return out


def test_the_share_is_the_bots_points_over_all_points_scored() -> None:
    pairs = [PairResult(1, 20, 10, 20), PairResult(0, 10, 20, 22), PairResult(2, 20, 0, 15)]
    share, low, high = points_share_interval(pairs)
    assert share == pytest.approx(50 / 80)
    assert low < share < high


def test_one_pair_says_nothing_about_the_spread() -> None:
    assert points_share_interval([PairResult(2, 20, 5, 18)])[1:] == (0.0, 1.0)
    assert points_share_interval([]) == (0.5, 0.0, 1.0)


def test_pairs_that_all_split_the_points_alike_leave_no_doubt() -> None:
    share, low, high = points_share_interval([PairResult(1, 15, 15, 20)] * 30)
    assert (share, low, high) == pytest.approx((0.5, 0.5, 0.5))


def test_four_times_the_pairs_halve_the_interval() -> None:
    few = _pairs(3, 200)
    _, low, high = points_share_interval(few)
    _, low4, high4 = points_share_interval(few * 4)
    assert (high4 - low4) == pytest.approx((high - low) / 2, rel=0.05)


@pytest.mark.parametrize("edge", [0, 3])
def test_the_interval_matches_a_bootstrap_over_pairs(edge: int) -> None:
    pairs = _pairs(11 + edge, 300, edge)
    _, low, high = points_share_interval(pairs)
    rng = random.Random(5)
    shares = []
    for _ in range(2000):
        sample = [rng.choice(pairs) for _ in pairs]
        shares.append(sum(p.points_for for p in sample) / sum(p.points_for + p.points_against for p in sample))
    shares.sort()
    assert low == pytest.approx(shares[50], abs=0.006)
    assert high == pytest.approx(shares[1949], abs=0.006)
    assert (low > 0.5) == bool(edge)  # an even match's interval holds one half; an edge of 3 points a pair shows
