"""Quizzes as data: seeded question generators, pure grading and sessions. No widget code here."""

from euchre.engine.errors import QuizCodeError
from euchre.tutor.codes import QuestionCode, SetCode, format_code, format_set_code, parse_code, parse_set_code
from euchre.tutor.grading import grade, solve
from euchre.tutor.kinds import ANSWER_STYLES, KIND_LETTERS, KIND_TITLES, KINDS
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.questions import check_supported, kinds_for, make_question, question_from_code, resolve_rules
from euchre.tutor.session import Answered, QuizSession

__all__ = [
    "ANSWER_STYLES", "KINDS", "KIND_LETTERS", "KIND_TITLES", "Answered", "Feedback", "Question", "QuestionCode",
    "QuizCodeError", "QuizSession", "SetCode", "Solution", "check_supported", "format_code", "format_set_code",
    "grade", "kinds_for", "make_question", "parse_code", "parse_set_code", "question_from_code", "resolve_rules",
    "solve",
]
