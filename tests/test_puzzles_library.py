"""The shipped library: every puzzle re-proved by the solver (its winning cards win at every step, the
rest fail, its tempting card fails, every reply on its line is best play), IDs stable and unique, the
variants and themes covered, and the file small."""

from __future__ import annotations

import datetime as dt

import pytest

from euchre.puzzles import VARIANTS, Puzzle, get, problems, puzzle_id, puzzle_of_the_day, shipped
from euchre.puzzles.library import DAILY_RANGE, DATA_FILE
from euchre.puzzles.themes import THEMES

LIBRARY = shipped()


def test_the_library_is_big_compact_and_covers_every_variant() -> None:
    assert len(LIBRARY) >= 500
    assert DATA_FILE.stat().st_size < 2_000_000
    counts = LIBRARY.variant_counts()
    assert set(counts) == set(VARIANTS) and min(counts.values()) >= 100, counts
    no_trump = {p.board.trump.value for p in LIBRARY.select(variant="no-trump")}
    assert no_trump == {"high", "low"}
    loners = LIBRARY.select(variant="loner")
    assert any(p.board.maker == 2 for p in loners) and any(p.board.maker in (1, 3) for p in loners)


def test_every_shipped_puzzle_is_proved_by_the_solver() -> None:
    """About 3 ms a puzzle: the solver values every legal card at each learner turn of the line."""
    bad = {p.id: found for p in LIBRARY if (found := problems(p, replies=True))}
    assert bad == {}


def test_ids_match_the_positions_and_are_unique() -> None:
    ids = [p.id for p in LIBRARY]
    assert len(set(ids)) == len(ids)
    for p in LIBRARY:
        assert puzzle_id(p.board, p.goal.kind, p.goal.total - p.board.won[0]) == p.id
        assert get(p.id.lower()) is p


def test_every_theme_of_play_occurs_and_filters_work() -> None:
    counts = LIBRARY.theme_counts()
    assert set(counts) == set(THEMES)
    for theme in ("drawing trump", "ducking", "giving partner the lead", "ruffing", "saving a bower", "loner play",
                  "no-trump play", "cashing winners", "overtaking", "discarding"):
        assert counts[theme] >= 20, (theme, counts[theme])
    chosen = LIBRARY.select(theme="ducking", variant="standard", rating=(1000, 2000))
    assert chosen and all("ducking" in p.themes and p.variant == "standard" and 1000 <= p.rating <= 2000
                          for p in chosen)


def test_ratings_spread_over_the_scale() -> None:
    ratings = sorted(p.rating for p in LIBRARY)
    assert ratings[0] < 1100 and ratings[-1] > 2000
    assert 1200 <= ratings[len(ratings) // 2] <= 1600


def test_puzzle_of_the_day_depends_only_on_the_date() -> None:
    day = dt.date(2025, 3, 14)
    first = puzzle_of_the_day(day)
    assert first is LIBRARY.of_the_day(day) and DAILY_RANGE[0] <= first.rating <= DAILY_RANGE[1]
    week = {LIBRARY.of_the_day(day + dt.timedelta(days=i)).id for i in range(7)}
    assert len(week) >= 5


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_puzzle_of_each_variant_reads_well(variant: str) -> None:
    puzzle: Puzzle = LIBRARY.select(variant=variant)[0]
    together = 0 not in puzzle.board.sitting_out
    assert puzzle.situation() and puzzle.goal_text().endswith(
        "(North–South together)." if together else "(you alone, North sits out)."
    )
    if variant == "no-trump":
        assert "no trumps and no bowers" in puzzle.situation()
    if variant == "loner":
        assert "alone" in puzzle.situation()
    if variant == "moon":
        assert "shooting the moon" in puzzle.situation() and puzzle.rules.name == "bid-euchre-moon"
    if variant in ("moon", "partners-best"):
        assert puzzle.board.alone and puzzle.board.bid == 6 and len(puzzle.board.sitting_out) == 1
    if variant == "partners-best":
        assert "as partner's best" in puzzle.situation() and "their best card and sits out" in puzzle.situation()
        assert puzzle.board.position.contract.value == "partner's best"
