"""Exercise 11, "Order up or pass?": the reason first, the numbers on request (a newcomer's review at 390 px).

- The feedback's first line is the verdict and one reason a player can use (the hand in words, by the rule of
  thumb, or why going alone costs); the averages, the gap, the rank and how the numbers were made are in the
  details ("Why?"), each said once.
- The choices "Assist" and "... alone" are explained where they are offered, once each.
"""

from __future__ import annotations

import pytest

from euchre.explain.action_words import alone_meaning, assist_meaning
from euchre.i18n import use_language
from euchre.tutor import grade, make_question
from euchre.tutor import order_up as quiz
from euchre.tutor.question import Question, sentences
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

PASS_BY_BOTH = ("order_up", 1, 1)
"""C1-0001: the numbers and the rule of thumb both pass (2 clubs, 1 high: not enough from this seat)."""
ASSIST = ("order_up", 1, 3)
"""C1-0003: the partner deals, so the choices are "Assist" and "Assist alone"."""
ALONE_COSTS = ("order_up", 3, 3)
"""C3-0003: the dealer picks it up; picking it up alone scores less (+0.03 against +1.05 points)."""


def _question(kind: str, level: int, seed: int) -> Question:
    return make_question(kind, difficulty=level, seed=seed)


def test_a_wrong_answer_starts_with_the_reason_not_the_numbers() -> None:
    question = _question(*PASS_BY_BOTH)
    feedback = grade(question, "action:order up")
    assert not feedback.correct
    assert feedback.line.startswith("Not quite: “Pass” is the call here — 2 clubs, 1 high")
    assert "not enough to make trump from this seat" in feedback.line
    assert "averages" not in feedback.line and "ranks" not in feedback.line
    # the numbers are on request: what the choice averages, the gap, the rank, how the deals were made
    assert "You chose “Order it up”: it averages -0.88 points, 0.54 points less than passing" in feedback.details
    assert "ranks 2nd of 3" in feedback.details and "solved exactly" in feedback.details
    # nothing said twice: the reason is not repeated in the details, nor "The answer is" the same call
    assert "not enough to make trump" not in feedback.details
    assert "The answer is" not in feedback.details


def test_a_right_answer_starts_with_the_same_reason() -> None:
    question = _question(*PASS_BY_BOTH)
    feedback = grade(question, "action:pass")
    assert feedback.correct
    assert feedback.line.startswith("Correct! “Pass” is the call here — 2 clubs, 1 high")
    assert "averages" not in feedback.line
    assert "Passing averages -0.33 points" in feedback.details and "ranks 1st of 3" in feedback.details


def test_a_lone_call_says_why_alone_costs() -> None:
    question = _question(*ALONE_COSTS)
    feedback = grade(question, "action:order up alone")
    assert not feedback.correct and feedback.expected == ("action:order up",)
    assert feedback.line == ("Not quite: “Pick it up” is the call here, with your partner: alone you lose your "
                             "partner's help, and you take all five tricks alone (4 points) in only 8 of 40 deals, "
                             "too few to make up for it.")
    assert "+0.03 points, 1.03 points less than picking it up" in feedback.details


def test_where_the_numbers_and_the_rule_of_thumb_differ_the_line_says_both() -> None:
    """C1-0002: the rule of thumb orders up, the deals favour passing; both count as right, and no line says
    the opposite of the grade."""
    question = _question("order_up", 1, 2)
    assert quiz.close_choices(question) == ("action:pass",)
    thumb = grade(question, "action:order up")
    assert thumb.correct and thumb.line.startswith("Sound! “Order it up” is the rule of thumb's call — ")
    best = grade(question, "action:pass")
    assert best.correct and best.line == "Correct! “Pass” scores the most points on these deals."
    assert "The rule of thumb says “Order it up”" in best.details
    # the learner chose the favoured call: the note speaks of their choice, not of "another choice"
    assert "the numbers favour your choice over it" in best.details
    assert "favour another choice" not in best.details


@pytest.mark.parametrize("level, seed", [(1, 1), (1, 2), (1, 3), (2, 5), (3, 2), (3, 3)])
def test_no_sentence_is_said_twice(level: int, seed: int) -> None:
    question = _question("order_up", level, seed)
    for choice in question.choices:
        said = sentences(grade(question, choice).text)
        assert len(said) == len(set(said)), said


def test_the_choices_are_explained_where_they_are_offered() -> None:
    assisting = quiz.board(_question(*ASSIST))
    assert assisting.count(assist_meaning()) == 1 and assisting.count(alone_meaning()) == 1
    ordering = quiz.board(_question(*PASS_BY_BOTH))
    assert assist_meaning() not in ordering and ordering.count(alone_meaning()) == 1


def test_the_reason_first_in_turkish() -> None:
    question = _question(*PASS_BY_BOTH)
    with use_language("tr"):
        wrong = grade(question, "action:order up")
        right = grade(question, "action:pass")
        notes = quiz.choice_notes(_question(*ASSIST))
        assert wrong.line.startswith("Tam değil: Burada yapılacak seçim “Pas” — 2 sinek, 1 yüksek")
        assert right.line.startswith("Doğru! Burada yapılacak seçim “Pas” — ")
        assert "ortalama" not in wrong.line and "ortalama" in wrong.details
    assert notes[0].startswith("Desteklemek") and notes[1].startswith("Tek başına oynamak")


def test_why_alone_costs_counts_a_lone_march_by_the_rules_points() -> None:
    """The points of a march alone come from the ruleset (`Rules.loner_march_score`), not a fixed 4."""
    from dataclasses import replace

    from euchre import Rules

    rules = replace(Rules.preset("standard"), loner_march_score=5)
    kind, level, seed = ALONE_COSTS
    question = make_question(kind, rules=rules, difficulty=level, seed=seed)
    feedback = grade(question, "action:order up alone")
    assert not feedback.correct and "alone you lose your partner's help" in feedback.line
    assert "(5 points)" in feedback.line and "(4 points)" not in feedback.line
