"""The classroom: quiz sets a teacher shares by code, printable worksheets, and class results.

Pure Python; the teacher's widgets live in euchre.widgets.dashboard.

    qs = make_quiz_set(["which_card_wins", "legal_follow"], count=20, rules="hoyle", difficulty=2)
    qs.code                       # 'WF2-8F2K-20H': the same questions, in order, on any machine
    parse_quiz_set(qs.code).questions() == qs.questions()
    worksheet_html(qs)            # a printable page, answer key and explanations on their own pages
    ClassResults.from_records(store.answers(set_code=qs.code), qs).to_csv()
"""

from euchre.classroom.quizset import MAX_COUNT, QuizSet, make_quiz_set, parse_quiz_set
from euchre.classroom.results import ClassResults, ConceptRow, LearnerRow, QuestionRow
from euchre.classroom.worksheet import worksheet_html
from euchre.tutor.codes import PRESET_TAGS, decode_rules, encode_rules

__all__ = [
    "MAX_COUNT", "PRESET_TAGS", "ClassResults", "ConceptRow", "LearnerRow", "QuestionRow", "QuizSet",
    "decode_rules", "encode_rules", "make_quiz_set", "parse_quiz_set", "worksheet_html",
]
