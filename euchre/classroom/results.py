"""Class results for one quiz set, from the stored answers: a row per learner, per question and per
concept, and a CSV export. A learner's first answer to each question of the set is the one that
counts (answering a set again does not change the results)."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from babel.lists import format_list

from euchre.classroom.quizset import QuizSet
from euchre.i18n import ENGLISH, _, current_language, gettext, ngettext
from euchre.progress.concepts import CONCEPTS, concept_label, concepts_for
from euchre.progress.records import AnswerRecord
from euchre.tutor import KIND_TITLES


@dataclass(frozen=True)
class ConceptRow:
    concept: str
    attempts: int
    correct: int

    @property
    def missed(self) -> int:
        return self.attempts - self.correct

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


@dataclass(frozen=True)
class LearnerRow:
    learner: str
    marks: tuple[bool | None, ...]
    """Right (True), wrong (False) or not answered (None), question by question."""
    last_at: float
    concepts: tuple[ConceptRow, ...] = ()
    """This learner's answers per concept (only the concepts they met)."""
    answers: tuple[str | None, ...] = ()
    """What the learner answered, question by question, in the viewer's language (None: not answered)."""

    @property
    def answered(self) -> int:
        return sum(m is not None for m in self.marks)

    @property
    def correct(self) -> int:
        return sum(m is True for m in self.marks)

    @property
    def accuracy(self) -> float:
        return self.correct / self.answered if self.answered else 0.0


@dataclass(frozen=True)
class QuestionRow:
    position: int
    question_code: str
    kind: str
    concepts: tuple[str, ...]
    attempts: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0

    @property
    def title(self) -> str:
        return gettext(KIND_TITLES[self.kind]) if self.kind in KIND_TITLES else self.kind


@dataclass(frozen=True)
class ClassResults:
    set_code: str
    learners: tuple[LearnerRow, ...]
    questions: tuple[QuestionRow, ...]
    concepts: tuple[ConceptRow, ...]

    @classmethod
    def from_records(cls, records: Sequence[AnswerRecord], quiz_set: QuizSet | None = None) -> ClassResults:
        """Results from the answers filed under one set code (records oldest first)."""
        set_code = quiz_set.code if quiz_set else (records[0].set_code if records else "")
        firsts: dict[tuple[str, int], AnswerRecord] = {}
        for record in records:
            if record.set_code == set_code and record.position >= 0:
                firsts.setdefault((record.learner, record.position), record)
        count = quiz_set.count if quiz_set else max((p + 1 for _who, p in firsts), default=0)
        by_position: dict[int, list[AnswerRecord]] = {}
        for (_who, position), record in firsts.items():
            by_position.setdefault(position, []).append(record)
        questions = tuple(_question_row(p, by_position.get(p, []), quiz_set) for p in range(count))
        names = sorted({learner for learner, _ in firsts}, key=lambda n: (n.casefold(), n))
        learners = tuple(
            LearnerRow(
                name,
                tuple((firsts[(name, p)].correct if (name, p) in firsts else None) for p in range(count)),
                max(r.answered_at for (n, _), r in firsts.items() if n == name),
                tuple(c for c in _concept_rows([r for (n, _), r in firsts.items() if n == name]) if c.attempts),
                tuple((firsts[(name, p)].answer_label() if (name, p) in firsts else None) for p in range(count)),
            )
            for name in names
        )
        return cls(set_code, learners, questions, _concept_rows(list(firsts.values())))

    @property
    def answered(self) -> int:
        return sum(row.answered for row in self.learners)

    def most_missed(self, n: int = 5) -> list[ConceptRow]:
        """The concepts missed most often (only those with attempts), most missed first."""
        rows = [c for c in self.concepts if c.attempts]
        return sorted(rows, key=lambda c: (-c.missed, c.accuracy, c.concept))[:n]

    def to_csv(self) -> str:
        """One row per learner, keyed by the learner's id (their name in the store, or their hub
        login): answered, right, accuracy, the time of the last answer, then 1/0/blank for each
        question, then the feedback for that learner; a last row with the class's totals. Cells
        that a spreadsheet would run as a formula are prefixed with an apostrophe.

        The column names and the total row's label stay English in every language: they are the
        file's field names, which a teacher's formulas and the tests read; the cells meant for
        people (each learner's feedback, the number of learners) are in the viewer's language."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(
            ["learner", "answered", "correct", "accuracy %", "last answer (UTC)"]
            + [f"Q{q.position + 1} {q.question_code}" for q in self.questions] + ["feedback"]
        )
        for row in self.learners:
            marks = ["" if m is None else int(m) for m in row.marks]
            last = datetime.fromtimestamp(row.last_at, UTC).strftime("%Y-%m-%d %H:%M:%S")
            writer.writerow([_cell(row.learner), row.answered, row.correct, round(100 * row.accuracy), last, *marks,
                             _cell(learner_feedback(row))])
        if self.learners:
            right = sum(row.correct for row in self.learners)
            writer.writerow(
                [TOTAL_ROW, self.answered, right, round(100 * right / self.answered) if self.answered else 0, ""]
                + [q.correct for q in self.questions]
                + [ngettext("{n} learners", "{n} learners", len(self.learners))]
            )
        return out.getvalue()


TOTAL_ROW = "(whole class)"
"""The last row of the CSV: answers, right answers and accuracy of the class, then per question
how many learners got it right. Parentheses keep it apart from any learner's name."""


def _concept_rows(records: Sequence[AnswerRecord]) -> tuple[ConceptRow, ...]:
    return tuple(
        ConceptRow(c, sum(c in r.concepts for r in records), sum(c in r.concepts and r.correct for r in records))
        for c in CONCEPTS
    )


def learner_feedback(row: LearnerRow) -> str:
    """A line for the learner: how they did, what they know, and what to review (from their answers)."""
    if not row.answered:
        return _("No answers yet.")
    parts = [ngettext("{right} of {n} right ({percent}%).", "{right} of {n} right ({percent}%).", row.answered,
                      right=row.correct, percent=round(100 * row.accuracy))]
    weak = sorted((c for c in row.concepts if c.missed), key=lambda c: (-c.missed, c.concept))
    strong = [concept_label(c.concept) for c in row.concepts if not c.missed]
    if strong:
        parts.append(_("Sure on {concepts}.", concepts=_words(strong)))
    if weak:
        missed = [_("{concept} ({missed} of {answers} missed)", concept=concept_label(c.concept), missed=c.missed,
                    answers=c.attempts) for c in weak]
        parts.append(_("Review {concepts} in Exercise 8.", concepts=_words(missed)))
    elif row.correct == row.answered:
        parts.append(_("Nothing to review."))
    return " ".join(parts)


def _words(items: Sequence[str]) -> str:
    """ "a, b and c" in English (as it always read); the language's own list pattern otherwise."""
    lang = current_language()
    if lang != ENGLISH:
        return format_list(list(items), locale=lang)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _question_row(position: int, records: list[AnswerRecord], quiz_set: QuizSet | None) -> QuestionRow:
    if records:
        first = records[0]
        code, kind, concepts = first.question_code, first.kind, first.concepts
    elif quiz_set is not None:
        question = quiz_set.session().question_at(position)
        code, kind, concepts = question.code, question.kind, concepts_for(question)
    else:
        code, kind, concepts = "", "", ()
    return QuestionRow(position, code, kind, concepts, len(records), sum(r.correct for r in records))


def _cell(text: str) -> str:
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text
