"""What the progress store keeps of an answer, and how a stored answer reads again.

An answer is stored as answer ids (`euchre.tutor.answer_ids`) whatever form it was given in; a stored
answer, ids and the English labels earlier versions saved alike, reads in the learner's language.
"""

from __future__ import annotations

from euchre.engine.actions import Action
from euchre.engine.cards import Card
from euchre.engine.errors import EuchreError
from euchre.engine.rules import Rules
from euchre.tutor.answer_ids import ACTION, AnswerIdError, action_id, answer_id_of, choice_label, kind_label
from euchre.tutor.answers import AnswerError, read_card, read_cards, read_choice
from euchre.tutor.kinds import CARD_KINDS, CHOICE_WORDS
from euchre.tutor.question import Question
from euchre.tutor.questions import question_from_code


def to_answer_ids(question: Question, answer: object) -> object:
    """An answer as the store keeps it: each choice named by its id ("seat:0", "JD", "score:2,0"),
    whatever form it was given in (a label in any language, a Card, an Action, a number). Anything
    that names no choice is kept as given (it was not graded, or is the learner's own text)."""
    if isinstance(answer, list | tuple):
        return [_one_id(question, item) for item in answer]
    if question.kind in CARD_KINDS and isinstance(answer, str):
        try:
            codes = [card.code for card in read_cards(answer)]
        except AnswerError:
            return answer
        return codes[0] if len(codes) == 1 and question.style == "single" else codes
    return _one_id(question, answer)


def _one_id(question: Question, answer: object) -> object:
    """One item of an answer as its id (see `to_answer_ids`)."""
    if isinstance(answer, Card):
        return answer.code
    if isinstance(answer, Action):
        answer = action_id(answer.text)
    if question.kind in CARD_KINDS and isinstance(answer, str):
        try:
            return read_card(answer).code
        except AnswerError:
            return answer
    if isinstance(answer, str | int) and not isinstance(answer, bool):
        try:
            found = read_choice(question, answer, "")
        except AnswerError:
            found = None
        if found is not None:
            return found
    return answer


def stored_label(kind: str, question_code: str, rules: Rules, value: object) -> str:
    """A stored answer as the viewer reads it, in the current language: ids and the English labels
    older versions saved alike ("Kuzey", "J♦, 10♥"); text nothing maps is shown as it was saved."""
    if isinstance(value, list | tuple):
        return ", ".join(stored_label(kind, question_code, rules, item) for item in value)
    if value is None:
        return ""
    question = _question(kind, question_code, rules) if CHOICE_WORDS[kind] == "order_call" else None
    answer = answer_id_of(kind, value, rules, question)
    if answer is None:
        return str(value)
    try:
        if question is not None and answer.startswith(ACTION):
            return choice_label(question, answer)
        return kind_label(kind, answer, rules)
    except (AnswerIdError, ValueError):
        return str(value)


def _question(kind: str, code: str, rules: Rules) -> Question | None:
    """The question a stored answer answered, for the kinds whose choices read from its position."""
    try:
        question = question_from_code(code, rules)
    except (EuchreError, ValueError):
        return None
    return question if question.kind == kind else None
