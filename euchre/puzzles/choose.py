"""Which puzzle comes next: practice near the learner's rating (failed puzzles first, when they are
due to come back), and streak mode, where puzzles get harder until the learner misses one."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from euchre.i18n.messages import _
from euchre.puzzles.board import PuzzleError
from euchre.puzzles.history import PuzzleResult, due_again, learner_rating
from euchre.puzzles.model import Puzzle

NEAREST = 8
"""Practice picks among this many untried puzzles nearest the learner's rating."""
STREAK_START = 900
STREAK_STEP = 60
"""Streak mode starts at this rating and asks this much more for every puzzle solved."""
STREAK_WINDOW = 150


@dataclass(frozen=True)
class Choice:
    puzzle: Puzzle
    mode: str
    """"practice" or "again" (a failed puzzle that came back)."""
    reason: str


def next_practice(pool: Sequence[Puzzle], results: Sequence[PuzzleResult], now: float | None = None) -> Choice:
    """A failed puzzle that is due again, else an untried puzzle near the learner's rating (picked
    reproducibly from the history's length, so the same history gives the same puzzle)."""
    if not pool:
        raise PuzzleError(_("no puzzle matches these filters"))
    by_id = {p.id: p for p in pool}
    for pid in due_again(results, now):
        if pid in by_id:
            return Choice(by_id[pid], "again", _("You missed this one before: here it is again."))
    rating = learner_rating(results).rating
    tried = {r.puzzle_id for r in results}
    fresh = [p for p in pool if p.id not in tried] or list(pool)
    near = sorted(fresh, key=lambda p: (abs(p.rating - rating), p.id))[:NEAREST]
    rng = random.Random(f"practice:{len(results)}:{len(pool)}")
    puzzle = rng.choice(near)
    return Choice(puzzle, "practice", _("A puzzle near your rating ({rating}).", rating=round(rating)))


@dataclass
class Streak:
    """One streak run: each puzzle rated at least STREAK_STEP above the last target, until a miss."""

    pool: Sequence[Puzzle]
    run: str
    solved: int = 0
    over: bool = False
    used: set[str] = field(default_factory=set)
    current: Puzzle | None = None

    @property
    def target(self) -> int:
        return STREAK_START + STREAK_STEP * self.solved

    def next(self) -> Puzzle:
        """The next puzzle of the run (PuzzleError once the run is over or the pool is used up)."""
        if self.over:
            raise PuzzleError(_("this streak is over ({n} solved): start a new one", n=self.solved))
        left = [p for p in self.pool if p.id not in self.used]
        if not left:
            raise PuzzleError(_("you solved every puzzle on offer: a streak of {n}", n=self.solved))
        target = self.target
        window = [p for p in left if target <= p.rating <= target + STREAK_WINDOW]
        if not window:
            above = [p for p in left if p.rating >= target]
            window = [min(above, key=lambda p: (p.rating, p.id))] if above else [max(left, key=lambda p: p.rating)]
        rng = random.Random(f"streak:{self.run}:{self.solved}")
        self.current = rng.choice(sorted(window, key=lambda p: p.id))
        self.used.add(self.current.id)
        return self.current

    def result(self, solved: bool) -> None:
        if solved:
            self.solved += 1
        else:
            self.over = True
