"""Grading: a pure function from a question and an answer to Feedback. User input never raises."""

from __future__ import annotations

from euchre.tutor.answers import AnswerError
from euchre.tutor.kinds import check_kind
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.registry import grader, solver


def solve(question: Question) -> Solution:
    """The right answer, its wording and the explanation, all worked out by the engine."""
    return solver(check_kind(question.kind))(question)


def grade(question: Question, answer: object) -> Feedback:
    """Grade `answer`: a choice token, a card ("J♦", "JD"), a seat name, a choice index, or for
    multi-select and ordering questions a list of those (or a string like "JD 10H").

    Malformed, empty or out-of-range answers give Feedback(correct=False, graded=False) with a
    friendly message; only a broken question (a programming error) raises.
    """
    grade_kind = grader(check_kind(question.kind))
    try:
        return grade_kind(question, answer)
    except AnswerError as exc:
        right = solve(question)
        return Feedback(False, right.expected, right.expected_text, right.explanation, str(exc), graded=False)
