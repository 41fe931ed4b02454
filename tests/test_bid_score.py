"""The Bid Euchre scoring quiz: every choice is a real score, the right one is the engine's, slips are named."""

from __future__ import annotations

import pytest
from html_text import visible_text
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre.engine.errors import UnsupportedRuleError
from euchre.engine.rules import PRESETS, Family
from euchre.tutor import Question, QuizSession, grade, make_question, solve
from euchre.tutor.board import board_html
from euchre.widgets import ExerciseWidget

KIND = "bid_score"
BID_PRESETS = tuple(name for name, rules in PRESETS.items() if rules.family is Family.BID)
FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def expected_points(q: Question) -> dict[str, int]:
    """RULES.md sections 3 and 4, worked out here: defenders a point a trick; bidders their tricks,
    the moon or partner's best bonus, or minus the bid when set."""
    rules = q.rules
    assert q.maker is not None and q.bid is not None
    bidders = q.maker % 2
    names = ("North–South", "East–West")
    taken = q.tricks[bidders]
    if taken < q.bid:
        bidder_points = -q.bid
    elif q.contract == "moon":
        bidder_points = rules.moon_score
    elif q.contract == "partner's best":
        bidder_points = rules.partners_best_score
    else:
        bidder_points = taken
    return {names[bidders]: bidder_points, names[1 - bidders]: q.tricks[1 - bidders]}


def read_label(label: str) -> dict[str, int]:
    out = {}
    for part in label.split("; "):
        name, verb, value = part.rsplit(" ", 2)
        out[name] = int(value) * (-1 if verb == "lose" else 1)
    return out


@FAST
@given(preset=st.sampled_from(BID_PRESETS), difficulty=st.sampled_from((1, 2, 3)), seed=st.integers(0, 2**20 - 1))
def test_right_answer_is_the_scoring_rule_and_every_slip_is_named(preset: str, difficulty: int, seed: int) -> None:
    q = make_question(KIND, rules=preset, difficulty=difficulty, seed=seed)
    rules = PRESETS[preset]
    assert q.bid is not None and rules.min_bid <= q.bid <= rules.tricks_per_hand
    assert sum(q.tricks) == rules.tricks_per_hand
    right = solve(q)
    assert read_label(q.choice_text(right.expected[0])) == expected_points(q)
    assert right.expected[0] in q.choices and len(set(q.choices)) == len(q.choices) >= 3
    assert grade(q, right.expected[0]).correct
    for choice in q.choices:
        if choice == right.expected[0]:
            continue
        feedback = grade(q, choice)
        assert not feedback.correct and feedback.graded
        assert feedback.mistake.startswith(f"You chose {q.choice_text(choice)}")
        assert "not how this hand scores" not in feedback.mistake
    if q.contract in ("moon", "partner's best"):
        assert q.bid == rules.tricks_per_hand
        assert (rules.moon if q.contract == "moon" else rules.partners_best)


def test_levels() -> None:
    level1 = [make_question(KIND, rules="bid-euchre-moon", difficulty=1, seed=s) for s in range(40)]
    assert all(q.contract == "with partner" for q in level1)
    assert all(q.tricks[q.maker % 2] != q.bid for q in level1)  # type: ignore[operator]
    level3 = [make_question(KIND, rules="bid-euchre-moon", difficulty=3, seed=s) for s in range(40)]
    assert {q.contract for q in level3} == {"moon", "partner's best"}
    level2 = [make_question(KIND, rules="bid-euchre-6", difficulty=2, seed=s) for s in range(60)]
    assert any(q.tricks[q.maker % 2] == q.bid for q in level2)  # type: ignore[operator]
    assert any(q.tricks[q.maker % 2] == q.bid - 1 for q in level2)  # type: ignore[operator]
    assert any("no-trump" in q.prompt for q in level2)


def test_explanations_name_the_bid_and_the_defenders_points() -> None:
    q = make_question(KIND, rules="bid-euchre-moon", difficulty=3, seed=2)
    text = solve(q).explanation
    assert "the defenders score 1 per trick" in text and str(q.bid) in text
    board = visible_text(board_html(q), collapse=True)
    assert f"bid {q.bid} by" in board and str(q.contract) in board


def test_only_bid_euchre_rulesets_and_answers_that_are_not_choices() -> None:
    with pytest.raises(UnsupportedRuleError, match="Bid Euchre: what does each side score"):
        make_question(KIND, rules="standard")
    with pytest.raises(UnsupportedRuleError):
        QuizSession((KIND,), rules="hoyle")
    q = make_question(KIND, rules="bid-euchre-6", difficulty=2, seed=9)
    for bad in (None, "", "North–South score 99; East–West score 0", 17, True, ["x"]):
        feedback = grade(q, bad)
        assert not feedback.correct and not feedback.graded and feedback.mistake
    assert grade(q, q.choices.index(solve(q).expected[0])).correct
    assert Question.from_json(q.to_json()) == q


def test_exercise_page_widget_offers_only_bid_rulesets() -> None:
    page = ExerciseWidget(kinds=KIND, rules="bid-euchre-moon", kind_picker=False)
    assert set([name for _label, name in page.rules_picker.options]) == set(BID_PRESETS)
    quiz = page.quiz
    assert quiz is not None and quiz.question.kind == KIND
    assert quiz.choice_buttons is not None and quiz.choice_buttons.style.button_width == "auto"  # labels uncut
    wrong = next(c for c in quiz.question.choices if c != solve(quiz.question).expected[0])
    quiz.select(wrong)
    quiz.check_button.click()
    assert visible_text(quiz.feedback_html.value).startswith("Not quite")
    page.rules_picker.value = "double-deck-bid"
    assert page.quiz is not None and page.quiz.question.rules.name == "double-deck-bid"


def test_a_quiz_set_cannot_hold_a_kind_its_rules_refuse() -> None:
    from euchre.classroom import make_quiz_set

    with pytest.raises(UnsupportedRuleError, match="cannot be asked under the “Standard Euchre” ruleset"):
        make_quiz_set([KIND], rules="standard")
