"""A learner's puzzle history: every first attempt, solved or failed, kept in the progress store (the
same SQLite file, or PostgreSQL database, as quiz answers: `euchre.progress`), or in memory.

In the store (`euchre.progress.puzzle_history.StoreHistory`) a result is an answer of kind "puzzle": the
question code is the puzzle ID, `correct` says whether it was solved without a mistake, and the answer
holds the mode, the cards played and the puzzle's rating as JSON. Puzzle results carry no quiz concepts,
so they never enter the quiz review drill or the mastery bars, and no set code, so class reports of quiz
sets leave them out.

What is computed from the history (pure functions, so every view agrees): the learner's Glicko-2
rating, the best streak, and which failed puzzles are due to come back.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from euchre.i18n.messages import ngettext
from euchre.puzzles.rating import Rating, replay

KIND = "puzzle"
COME_BACK_AFTER = 3
"""A failed puzzle comes back once this many other puzzles have been tried since the miss..."""
COME_BACK_SECONDS = 24 * 3600.0
"""... or once this long has passed, whichever is first. It keeps coming back until it is solved."""


@dataclass(frozen=True)
class PuzzleResult:
    puzzle_id: str
    solved: bool
    """Solved at the first attempt, without a wrong card and without asking for the solution."""
    rating: int
    """The puzzle's rating when it was played."""
    at: float = field(default_factory=time.time)
    mode: str = "practice"
    """"practice", "daily", "streak" or "again" (a failed puzzle come back)."""
    run: str = ""
    """For streak mode: which streak run this result belongs to."""
    moves: tuple[str, ...] = ()
    """The learner's cards (codes) in the first attempt."""
    rules_name: str = "standard"


class PuzzleHistory(Protocol):
    def results(self) -> list[PuzzleResult]: ...

    def record(self, result: PuzzleResult) -> None: ...


class MemoryHistory:
    """A history kept for this session only (tests, or when the progress store cannot be opened)."""

    def __init__(self, results: Sequence[PuzzleResult] = ()) -> None:
        self._results = list(results)

    def results(self) -> list[PuzzleResult]:
        return list(self._results)

    def record(self, result: PuzzleResult) -> None:
        self._results.append(result)


# ---- what the history adds up to -----------------------------------------------------------------
def learner_rating(results: Sequence[PuzzleResult]) -> Rating:
    """The Glicko-2 rating after every result, oldest first."""
    return replay((r.rating, r.solved) for r in results)


def best_streak(results: Sequence[PuzzleResult]) -> int:
    """The longest streak-mode run of puzzles solved in a row."""
    best = 0
    runs: dict[str, int] = {}
    for r in results:
        if r.mode != "streak":
            continue
        runs[r.run] = runs.get(r.run, 0) + 1 if r.solved else 0
        best = max(best, runs[r.run])
    return best


def due_again(results: Sequence[PuzzleResult], now: float | None = None) -> list[str]:
    """Failed puzzles that are due to come back (failed at their latest try, and either COME_BACK_AFTER
    other puzzles or COME_BACK_SECONDS have passed since), the longest-waiting first."""
    now = time.time() if now is None else now
    latest: dict[str, tuple[int, PuzzleResult]] = {}
    for index, r in enumerate(results):
        latest[r.puzzle_id] = (index, r)
    due = []
    for index, r in latest.values():
        if r.solved:
            continue
        later = len(results) - 1 - index
        if later >= COME_BACK_AFTER or now - r.at >= COME_BACK_SECONDS:
            due.append((index, r.puzzle_id))
    return [pid for _, pid in sorted(due)]


def summary(results: Sequence[PuzzleResult]) -> str:
    """"Rating 1532 ± 140 · 12 puzzles, 9 solved at the first try · best streak 4" (a puzzle counts as solved,
    for the rating too, only when its first try solved it)."""
    rating = learner_rating(results)
    solved = sum(r.solved for r in results)
    mark = "?" if rating.provisional else ""
    best = best_streak(results)
    said = {"rating": f"{round(rating.rating)}{mark}", "solved": solved, "best": best}
    if best:
        return ngettext("Rating {rating} · {n} puzzle, {solved} solved at the first try · best streak {best}",
                        "Rating {rating} · {n} puzzles, {solved} solved at the first try · best streak {best}",
                        len(results), **said)
    return ngettext("Rating {rating} · {n} puzzle, {solved} solved at the first try",
                    "Rating {rating} · {n} puzzles, {solved} solved at the first try", len(results), **said)
