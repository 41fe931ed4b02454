"""The question kinds of lesson 5's "Stick the dealer" and lesson 6's "Keeping score": what may the
dealer do when everyone passed twice, and what is the score after a hand (has anyone won?). Every
answer is graded, and the right one is what the engine says, over seeds and rulesets (hypothesis)."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Rules
from euchre.classroom import make_quiz_set, parse_quiz_set
from euchre.classroom.worksheet import worksheet_html
from euchre.engine.errors import IllegalActionError
from euchre.engine.game import game_winner
from euchre.engine.phases import Phase
from euchre.engine.rules import PRESETS, Family
from euchre.engine.scoring import score_standard
from euchre.i18n import LANGUAGES, use_language
from euchre.tutor import KIND_LETTERS, Question, QuizSession, grade, kinds_for, make_question, solve
from euchre.tutor.answer_ids import is_answer_id, parse_game_id
from euchre.tutor.dealer_options import state_of
from euchre.tutor.question import sentences
from euchre.tutor.registry import supports
from euchre.tutor.stored import stored_label
from euchre.widgets.quiz import QuizWidget
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

KINDS = ("dealer_options", "game_score")
STANDARD = tuple(name for name, rules in PRESETS.items() if rules.family is Family.STANDARD)


@st.composite
def rulesets(draw: st.DrawFn) -> Rules:
    """A standard-family preset with random house rules: calling, going alone and scoring."""
    rules = PRESETS[draw(st.sampled_from(STANDARD))]
    changes: dict[str, object] = {
        "stick_the_dealer": draw(st.booleans()),
        "allow_alone": draw(st.booleans()),
        "make_score": draw(st.integers(1, 2)),
        "march_score": draw(st.integers(2, 3)),
        "euchre_score": draw(st.integers(1, 3)),
        "winning_score": draw(st.sampled_from((5, 10, 11, 15))),
        "tie_plays_on": draw(st.booleans()),
        "deal_limit": draw(st.sampled_from((0, 0, 4, 8))),
    }
    if draw(st.booleans()):
        changes["farmers"] = True
    if rules.num_players == 4 and draw(st.booleans()):
        changes["canadian"] = True
    if draw(st.booleans()):
        changes["joker"] = True
    return rules.replace(**changes)


def _every_answer(question: Question) -> list[object]:
    if question.style == "single":
        return list(question.choices)
    return [list(c) for r in range(1, len(question.choices) + 1) for c in itertools.combinations(question.choices, r)]


def _check_every_answer_is_graded(question: Question) -> None:
    right = solve(question)
    assert right.expected and right.explanation
    assert set(right.expected) <= set(question.choices)
    for answer in _every_answer(question):
        feedback = grade(question, answer)
        assert feedback.graded
        if question.style == "single":
            assert feedback.correct == (answer in right.expected)
        else:
            assert feedback.correct == (set(answer) == set(right.expected))  # type: ignore[arg-type]
        if not feedback.correct:
            assert feedback.mistake and feedback.line.startswith("Not quite: ")
        said = [s.lower() for s in sentences(feedback.text)]
        assert len(said) == len(set(said)), f"a sentence repeated: {feedback.text}"
    assert Question.from_json(question.to_json()) == question
    assert all(is_answer_id(c) for c in question.choices)


@given(kind=st.sampled_from(KINDS), rules=rulesets(), seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=80, deadline=None)
def test_every_answer_is_graded(kind: str, rules: Rules, seed: int, level: int) -> None:
    if not supports(kind, rules):
        return
    _check_every_answer_is_graded(make_question(kind, rules=rules, difficulty=level, seed=seed))


@given(rules=rulesets(), seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=80, deadline=None)
def test_the_dealers_options_are_what_the_state_machine_accepts(rules: Rules, seed: int, level: int) -> None:
    question = make_question("dealer_options", rules=rules, difficulty=level, seed=seed)
    state = state_of(question)
    assert state.to_act == question.dealer and state.upcard == question.cards[0]
    assert state.phase is Phase.ROUND_TWO
    accepted = set()
    for choice in question.choices:
        try:
            after = state.apply(choice.removeprefix("action:"))
        except IllegalActionError:
            continue
        accepted.add(choice)
        if choice == "action:pass":
            assert after.is_over and after.result.thrown_in
    assert accepted == set(solve(question).expected)
    assert ("action:pass" in accepted) != rules.stick_the_dealer
    assert f"action:call {question.cards[0].suit.letter}" not in accepted  # type: ignore[union-attr]


@given(rules=rulesets(), seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=80, deadline=None)
def test_the_score_is_the_hands_points_added_and_the_winner_the_games_rule(rules: Rules, seed: int,
                                                                             level: int) -> None:
    if not supports("game_score", rules):
        return
    question = make_question("game_score", rules=rules, difficulty=level, seed=seed)
    assert question.maker is not None
    assert game_winner(rules, question.scores, None, question.hands_played, last_points=[0] * rules.num_sides) is None
    makers = rules.side_of(question.maker)
    points = score_standard(rules, question.maker, question.alone, question.lone_defender,
                            question.tricks[makers]).points
    totals = tuple(b + p for b, p in zip(question.scores, points, strict=True))
    winner = game_winner(rules, totals, None, question.hands_played + 1, last_points=points)
    assert parse_game_id(solve(question).expected[0]) == (totals, winner)
    assert len(set(question.choices)) == len(question.choices) >= 3


def test_a_table_of_scores_from_the_rules() -> None:
    """RULES.md: a made hand scores 1, a march 2, a euchre 2 to the defenders; the first to 10 wins."""
    std = Rules.preset("standard")
    base = make_question("game_score", rules=std, difficulty=2, seed=5)
    rows = [
        # (score before, maker, tricks of the makers' side, score after, winner)
        ((9, 8), 0, 3, (10, 8), 0),
        ((9, 8), 1, 2, (11, 8), 0),
        ((7, 8), 1, 5, (7, 10), 1),
        ((6, 8), 0, 4, (7, 8), None),
        ((8, 9), 0, 5, (10, 9), 0),
    ]
    for before, maker, made, after, winner in rows:
        tricks = (made, 5 - made) if maker % 2 == 0 else (5 - made, made)
        q = replace(base, scores=before, maker=maker, alone=False, lone_defender=None, tricks=tricks, hands_played=3)
        assert parse_game_id(solve(q).expected[0]) == (after, winner), (before, maker, made)


def test_ties_at_the_target_follow_the_ruleset() -> None:
    """Cutthroat: a euchre scores both defenders; reaching the target together follows `tie_plays_on`."""
    seen = set()
    for rules in (PRESETS["cutthroat"], PRESETS["cutthroat"].replace(tie_plays_on=True)):
        for seed in range(300):
            q = make_question("game_score", rules=rules, difficulty=2, seed=seed)
            totals, winner = parse_game_id(solve(q).expected[0])
            if sum(v >= rules.winning_score for v in totals) > 1:
                text = solve(q).explanation
                if rules.tie_plays_on:
                    assert winner is None and "another hand is played" in text
                    seen.add("plays on")
                elif winner is not None:
                    assert "higher score counts" in text
                    seen.add("higher wins")
    assert seen == {"plays on", "higher wins"}


def test_stick_the_dealer_is_the_rulesets_option() -> None:
    for name, must in (("standard", False), ("stick-the-dealer", True)):
        q = make_question("dealer_options", rules=name, difficulty=1, seed=3)
        right = solve(q)
        assert ("action:pass" not in right.expected) == must
        line = grade(q, "action:pass").line
        if must:
            assert line == ("Not quite: with stick the dealer, the dealer may not pass in round two and must name "
                            "a suit.")
        else:
            assert "thrown in" in right.explanation


# ---- wording ---------------------------------------------------------------------------------------
def test_the_wording_of_a_dealer_question() -> None:
    q = make_question("dealer_options", rules="stick-the-dealer", difficulty=2, seed=8)
    up = q.cards[0]
    right = solve(q)
    assert [q.choice_text(c) for c in q.choices][:2] == ["Pass", "Name clubs"]
    assert right.explanation.startswith("With stick the dealer, the dealer may not pass")
    turned = grade(q, f"action:call {up.suit.letter}")  # type: ignore[union-attr]
    assert turned.line == (f"Not quite: the {up} was turned down in round one, so "
                           f"{up.suit.name.lower()} cannot be named in round two.")  # type: ignore[union-attr]
    missed = grade(q, [right.expected[0]])
    assert missed.line.startswith("Not quite: you missed ") and missed.line.count("you missed") == 1
    assert "Why?" not in missed.line and missed.details
    assert grade(q, list(right.expected)).line.startswith("Correct! With stick the dealer")
    empty = grade(q, [])
    assert not empty.graded and empty.line.startswith("Pick")


def test_the_wording_of_a_score_question() -> None:
    q = make_question("game_score", rules="standard", difficulty=2, seed=1)
    right = solve(q)
    totals, winner = parse_game_id(right.expected[0])
    assert "North–South" in right.expected_text and ("win the game" in right.expected_text) == (winner is not None)
    assert "added to the score before it, that makes North–South" in right.explanation
    for choice in q.choices:
        feedback = grade(q, choice)
        assert ".." not in feedback.text and "  " not in feedback.text
        if not feedback.correct:
            picked, _ = parse_game_id(choice)
            first = feedback.line.removeprefix("Not quite: ")
            if picked == totals:
                assert "game" in first, "the right score with the wrong verdict is told why the game is or is not won"
            else:
                assert "for this hand" in first
    assert grade(q, "").line == "Pick the score after the hand first."


@pytest.mark.parametrize("kind", KINDS)
def test_every_language_has_the_labels(kind: str) -> None:
    q = make_question(kind, rules="stick-the-dealer", difficulty=2, seed=4)
    english = [q.choice_text(c) for c in q.choices]
    english_why = solve(q).explanation
    for lang in LANGUAGES:
        if lang == "en":
            continue
        with use_language(lang):
            labels = [q.choice_text(c) for c in q.choices]
            again = make_question(kind, rules="stick-the-dealer", difficulty=2, seed=4)
            assert again.prompt != q.prompt, (lang, again.prompt)
            right = solve(again)
            assert right.explanation != english_why
        assert labels != english, lang
        assert grade(q, labels[0]).graded, "a label in any language names its choice"
        assert stored_label(kind, q.code, q.rules, q.choices[0]) == english[0]


# ---- where they appear -----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", KINDS)
def test_the_kinds_are_known_everywhere(kind: str) -> None:
    assert kind in KIND_LETTERS
    assert all(kind in kinds_for(p) for p in STANDARD)
    assert not supports(kind, PRESETS["bid-euchre-6"])
    assert kind in QuizSession(rules="standard", count=50).kinds, "the mixed drill asks it"


def test_they_work_in_codes_sets_and_worksheets() -> None:
    for preset in ("stick-the-dealer", "cutthroat"):
        code = "DG2-8F2K"
        session = QuizSession(code=code, rules=preset)
        again = QuizSession(code=code, rules=preset)
        assert [q.to_json() for q in session.questions(6)] == [q.to_json() for q in again.questions(6)]
        assert {q.kind for q in session.questions(6)} == set(KINDS)
        quiz_set = make_quiz_set(list(KINDS), count=4, rules=preset, difficulty=2)
        assert parse_quiz_set(quiz_set.code).questions()[0] == quiz_set.questions()[0]
        page = worksheet_html(quiz_set)
        assert "Answer key" in page
        assert all(solve(q).expected_text.split(",")[0] in page for q in quiz_set.questions())


@pytest.mark.parametrize("kind", KINDS)
def test_the_quiz_widget_asks_and_grades_them(kind: str) -> None:
    quiz = QuizWidget(kind, rules="stick-the-dealer", difficulty=2)
    right = solve(quiz.question)
    quiz.select(list(right.expected) if quiz.question.style == "multi" else right.expected[0])
    assert quiz.check().correct
    assert "et-feedback-ok" in quiz.feedback_html.value
