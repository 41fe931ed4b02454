"""The "review my mistakes" drill: spaced repetition over the concepts a learner has missed.

Each missed concept goes into a Leitner box. A miss puts it in box 1, due at once. A right answer
on it while it is due moves it up a box, due again after that box's interval; a right answer
before it is due changes nothing (it is not a review yet). After box 5 the concept leaves review.
Everything is replayed from the stored answers, so the schedule needs no table of its own.

The drill shows, for each due concept, the latest question the learner got wrong on it and has not
since answered right; when there is none, a fresh question of a kind that exercises that concept.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass

from euchre.engine.errors import EuchreError
from euchre.engine.rules import Rules
from euchre.i18n import _
from euchre.progress.concepts import CONCEPT_KINDS, CONCEPTS, concept_label, concepts_for
from euchre.progress.records import AnswerRecord
from euchre.tutor import Question, make_question, question_from_code
from euchre.tutor.codes import SEED_BITS, parse_code
from euchre.tutor.question import rules_from_dict

MINUTE, HOUR, DAY = 60.0, 3600.0, 86400.0
INTERVALS: dict[int, float] = {1: 0.0, 2: 10 * MINUTE, 3: DAY, 4: 3 * DAY, 5: 7 * DAY}
"""How long a concept in each box waits before it is due again."""
LAST_BOX = max(INTERVALS)
REVIEW_SET = "review"
"""The set code the drill files its answers under."""


@dataclass(frozen=True)
class ReviewState:
    concept: str
    box: int
    """1..LAST_BOX while in review; LAST_BOX + 1 once learned."""
    due_at: float
    misses: int

    @property
    def learned(self) -> bool:
        return self.box > LAST_BOX

    def is_due(self, now: float) -> bool:
        return not self.learned and self.due_at <= now


@dataclass(frozen=True)
class ReviewItem:
    """One question to review: the concept it brings back and where it comes from."""

    concept: str
    question_code: str
    rules_name: str
    rules_options: str
    box: int
    fresh: bool
    """True for a new question on the concept, False for a question the learner missed."""

    @property
    def rules(self) -> Rules:
        return rules_from_dict({"name": self.rules_name, "options": json.loads(self.rules_options)})

    def question(self) -> Question:
        return question_from_code(self.question_code, self.rules)

    @property
    def reason(self) -> str:
        concept = concept_label(self.concept)
        if self.fresh:
            return _("A new question on {concept}, which you missed before (box {box}).", concept=concept, box=self.box)
        return _("You missed this question on {concept}; try it again (box {box}).", concept=concept, box=self.box)


def review_states(records: Sequence[AnswerRecord]) -> dict[str, ReviewState]:
    """The Leitner state of every concept the learner has ever missed (records oldest first)."""
    states: dict[str, ReviewState] = {}
    for record in records:
        t = record.answered_at
        for concept in record.concepts:
            state = states.get(concept)
            if not record.correct:
                misses = state.misses + 1 if state else 1
                states[concept] = ReviewState(concept, 1, t + INTERVALS[1], misses)
            elif state is not None and state.is_due(t):
                box = state.box + 1
                due = t + INTERVALS[box] if box <= LAST_BOX else float("inf")
                states[concept] = ReviewState(concept, box, due, state.misses)
    return states


def _outstanding_miss(records: Sequence[AnswerRecord], concept: str) -> AnswerRecord | None:
    """The latest missed question on `concept` that was not answered right afterwards."""
    fixed: set[tuple[str, str]] = set()
    for record in reversed(records):
        key = (record.question_code, record.rules_options)
        if record.correct:
            fixed.add(key)
        elif concept in record.concepts and key not in fixed:
            return record
    return None


def _fresh_code(learner: str, concept: str, nth: int, rules: Rules, difficulty: int) -> str | None:
    """A reproducible new question that exercises `concept` (None if these rules never show it)."""
    digest = hashlib.sha256(f"{learner}\x1f{concept}\x1f{nth}".encode()).digest()
    base = int.from_bytes(digest[:4], "big")
    kinds = CONCEPT_KINDS[concept]
    for i in range(48):
        kind = kinds[i % len(kinds)]
        try:
            question = make_question(kind, rules=rules, difficulty=difficulty, seed=(base + i) % 2**SEED_BITS)
        except EuchreError:
            return None
        if concept in concepts_for(question):
            return question.code
    return None


def review_queue(records: Sequence[AnswerRecord], now: float, limit: int = 10) -> list[ReviewItem]:
    """What to review now: one question per due concept, the longest-waiting (lowest box) first."""
    states = review_states(records)
    due = sorted((s for s in states.values() if s.is_due(now)), key=lambda s: (s.due_at, s.box, s.concept))
    items: list[ReviewItem] = []
    for state in due[:limit]:
        miss = _outstanding_miss(records, state.concept)
        if miss is not None:
            items.append(ReviewItem(state.concept, miss.question_code, miss.rules_name, miss.rules_options,
                                    state.box, fresh=False))
            continue
        last = next(r for r in reversed(records) if state.concept in r.concepts and not r.correct)
        difficulty = parse_code(last.question_code).difficulty
        code = _fresh_code(last.learner, state.concept, len(records), last.rules, difficulty)
        if code is None:
            items.append(ReviewItem(state.concept, last.question_code, last.rules_name, last.rules_options,
                                    state.box, fresh=False))
        else:
            items.append(ReviewItem(state.concept, code, last.rules_name, last.rules_options, state.box, fresh=True))
    return items


def next_due(records: Sequence[AnswerRecord]) -> ReviewState | None:
    """The concept that comes up next for review (None when nothing is left in review)."""
    pending = [s for s in review_states(records).values() if not s.learned]
    return min(pending, key=lambda s: s.due_at) if pending else None


__all__ = [
    "CONCEPTS", "INTERVALS", "REVIEW_SET", "ReviewItem", "ReviewState", "next_due", "review_queue", "review_states",
]
