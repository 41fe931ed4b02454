"""What a learner's answers add up to: the streak, and mastery per concept. Pure functions of the
stored answers (oldest first), so every view computes the same numbers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from euchre.i18n import N_, gettext
from euchre.progress.concepts import CONCEPTS
from euchre.progress.records import AnswerRecord

RECENT = 10
"""Mastery looks at the last this-many answers on a concept: old mistakes fade as you improve."""
CONFIDENT = 5
"""Fewer answers than this on a concept scale its mastery down: three lucky answers are not mastery."""
LEVELS: tuple[tuple[float, str], ...] = ((0.8, "mastered"), (0.6, "getting there"), (0.0, "needs practice"))
_LEVEL_LABELS = {"mastered": N_("mastered"), "getting there": N_("getting there"),
                 "needs practice": N_("needs practice"), "not started": N_("not started")}


def level_label(level: str) -> str:
    """A mastery level (an id such as "getting there") in the current language."""
    return gettext(_LEVEL_LABELS[level]) if level in _LEVEL_LABELS else level


@dataclass(frozen=True)
class Streaks:
    current: int
    """Right answers in a row, up to the latest answer."""
    best: int
    answered: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.answered if self.answered else 0.0


@dataclass(frozen=True)
class Mastery:
    concept: str
    attempts: int
    correct: int
    recent_attempts: int
    recent_correct: int

    @property
    def recent_accuracy(self) -> float:
        return self.recent_correct / self.recent_attempts if self.recent_attempts else 0.0

    @property
    def score(self) -> float:
        """0..1: recent accuracy, scaled down while there are fewer than CONFIDENT answers."""
        return self.recent_accuracy * min(1.0, self.recent_attempts / CONFIDENT)

    @property
    def level(self) -> str:
        if not self.attempts:
            return "not started"
        if self.recent_attempts < CONFIDENT and self.recent_accuracy >= LEVELS[0][0]:
            return "getting there"
        return next(name for threshold, name in LEVELS if self.recent_accuracy >= threshold)


def streaks(records: Sequence[AnswerRecord]) -> Streaks:
    current = best = correct = 0
    for record in records:
        if record.correct:
            current += 1
            correct += 1
            best = max(best, current)
        else:
            current = 0
    return Streaks(current, best, len(records), correct)


def mastery(records: Sequence[AnswerRecord]) -> dict[str, Mastery]:
    """Mastery of every concept in CONCEPTS (those never practised have 0 attempts)."""
    out = {}
    for concept in CONCEPTS:
        mine = [r for r in records if concept in r.concepts]
        recent = mine[-RECENT:]
        out[concept] = Mastery(
            concept, len(mine), sum(r.correct for r in mine), len(recent), sum(r.correct for r in recent)
        )
    return out
