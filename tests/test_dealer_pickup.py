"""The question kind of lesson 5's pick-up and lesson 7's loner behind the dealer: trump is made in
round one, what happens to the upcard? Every answer is graded, and the right one is what the state
machine does next, over seeds and rulesets (hypothesis); the lessons ask it right after the rule."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Rules
from euchre.classroom import make_quiz_set, parse_quiz_set
from euchre.classroom.worksheet import worksheet_html
from euchre.engine.actions import Discard, parse_action
from euchre.engine.phases import Phase
from euchre.engine.rules import PRESETS, Family
from euchre.explain.rule_summary import loner_pickup_words, rules_summary
from euchre.i18n import LANGUAGES, use_language
from euchre.progress.concepts import concepts_for
from euchre.progress.lessons import lesson_check
from euchre.tutor import KIND_LETTERS, Question, QuizSession, grade, kinds_for, make_question, solve
from euchre.tutor.answer_ids import UPCARD_AFTER, UPCARD_ANY, UPCARD_HELD, UPCARD_NONE, is_answer_id
from euchre.tutor.dealer_pickup import state_of
from euchre.tutor.question import sentences
from euchre.tutor.registry import supports
from euchre.tutor.stored import stored_label
from euchre.widgets.quiz import QuizWidget
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

KIND = "dealer_pickup"
ROOT = Path(__file__).parents[1]
STANDARD = tuple(name for name, rules in PRESETS.items() if rules.family is Family.STANDARD)


@st.composite
def rulesets(draw: st.DrawFn) -> Rules:
    """A standard-family preset with random house rules about the calls and going alone."""
    rules = PRESETS[draw(st.sampled_from(STANDARD))]
    changes: dict[str, object] = {
        "stick_the_dealer": draw(st.booleans()),
        "allow_alone": draw(st.booleans()),
        "dealer_pickup_behind_loner": draw(st.booleans()),
        "farmers": draw(st.booleans()),
        "joker": draw(st.booleans()),
    }
    if rules.num_players == 4 and draw(st.booleans()):
        changes["canadian"] = True
    return rules.replace(**changes)


def _engine_answer(question: Question) -> str:
    """What the state machine does after the question's calls, read straight off its state."""
    state = state_of(question)
    assert state.upcard == question.cards[0] and state.dealer == question.dealer
    assert state.maker == question.maker and state.alone == question.alone
    if state.phase is Phase.DISCARD:
        assert state.to_act == state.dealer
        discards = {a for a in state.legal_actions() if isinstance(a, Discard)}
        assert discards == {Discard(c) for c in (*question.hand, question.cards[0])}
        return UPCARD_AFTER if state.dealer in state.sitting_out else UPCARD_ANY
    assert state.dealer in state.sitting_out
    return UPCARD_NONE


@given(rules=rulesets(), seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=120, deadline=None)
def test_every_answer_is_graded_and_the_answer_is_the_engines(rules: Rules, seed: int, level: int) -> None:
    question = make_question(KIND, rules=rules, difficulty=level, seed=seed)
    right = solve(question)
    assert right.expected == (_engine_answer(question),)
    assert right.expected[0] != UPCARD_HELD, "the engine lets the dealer discard the upcard itself"
    for answer in question.choices:
        feedback = grade(question, answer)
        assert feedback.graded and feedback.correct == (answer in right.expected)
        if not feedback.correct:
            assert feedback.mistake and feedback.line.startswith("Not quite: ") and feedback.line.endswith(".")
        said = [s.lower() for s in sentences(feedback.text)]
        assert len(said) == len(set(said)), f"a sentence repeated: {feedback.text}"
        assert ".." not in feedback.text
    assert Question.from_json(question.to_json()) == question
    assert all(is_answer_id(c) for c in question.choices)
    loners = rules.num_players == 4 and rules.allow_alone
    assert len(question.choices) == (4 if loners else 2)
    calls = [parse_action(text) for _, text in question.calls]
    assert all(a.text == "pass" for a in calls[:-1]) and calls[-1].text.startswith("order up")
    if level == 2 and loners:
        assert question.alone and question.maker == (question.dealer + 2) % 4  # type: ignore[operator]
    if level == 1 or not loners:
        assert not question.alone


def test_the_dealers_partner_alone_follows_the_rulesets_option() -> None:
    for behind, answer, words in ((False, UPCARD_NONE, "without taking the upcard"),
                                  (True, UPCARD_AFTER, "still takes the upcard and discards")):
        rules = Rules.preset("standard").replace(dealer_pickup_behind_loner=behind)
        q = make_question(KIND, rules=rules, difficulty=2, seed=73)
        right = solve(q)
        assert right.expected == (answer,)
        assert loner_pickup_words(rules) in rules_summary(rules), "the rules view and the feedback say the same"
        assert words in loner_pickup_words(rules) and right.explanation.startswith(loner_pickup_words(rules))
        wrong = grade(q, UPCARD_ANY)
        assert wrong.line == f"Not quite: {loner_pickup_words(rules)[0].lower()}{loner_pickup_words(rules)[1:]}"


def test_the_wording_of_a_pick_up_question() -> None:
    q = make_question(KIND, rules="standard", difficulty=1, seed=53)
    up = q.cards[0]
    assert q.prompt.endswith("What happens to the upcard now?") and f"turns up {up}." in q.prompt
    assert [q.choice_text(c) for c in q.choices][:2] == [
        "The dealer takes it and may discard any card, even the upcard",
        "The dealer takes it but must discard one of the cards dealt, not the upcard"]
    right = solve(q)
    assert f"any of the 6 cards may go, even {up} itself" in right.explanation
    assert grade(q, UPCARD_HELD).line == f"Not quite: the dealer may discard any card, even {up} just picked up."
    assert grade(q, UPCARD_NONE).line == "Not quite: no one is going alone, so no one sits out."
    assert grade(q, UPCARD_ANY).line.startswith("Correct! ")
    empty = grade(q, "")
    assert not empty.graded and empty.line == "Pick what happens to the upcard first."


def test_an_opponent_alone_leaves_the_dealer_playing() -> None:
    seen = 0
    for seed in range(200):
        q = make_question(KIND, rules="standard", difficulty=3, seed=seed)
        if q.alone and q.maker is not None and q.maker % 2 != q.dealer % 2:  # type: ignore[operator]
            seen += 1
            assert solve(q).expected == (UPCARD_ANY,)
            assert grade(q, UPCARD_NONE).line.endswith("does not sit out: only the lone player's partner does.")
            assert "loners" in concepts_for(q)
    assert seen >= 5


def test_every_language_has_the_labels() -> None:
    q = make_question(KIND, rules="standard", difficulty=2, seed=4)
    english = [q.choice_text(c) for c in q.choices]
    english_why = solve(q).explanation
    for lang in LANGUAGES:
        if lang == "en":
            continue
        with use_language(lang):
            labels = [q.choice_text(c) for c in q.choices]
            again = make_question(KIND, rules="standard", difficulty=2, seed=4)
            assert again.prompt != q.prompt, (lang, again.prompt)
            assert solve(again).explanation != english_why
        assert labels != english and len(set(labels)) == len(labels), lang
        assert grade(q, labels[0]).graded, "a label in any language names its choice"
        assert stored_label(KIND, q.code, q.rules, q.choices[0]) == english[0]


# ---- where it appears -------------------------------------------------------------------------------
def test_the_kind_is_known_everywhere() -> None:
    assert KIND_LETTERS[KIND] == "U"
    assert all(KIND in kinds_for(p) for p in STANDARD)
    assert not supports(KIND, PRESETS["bid-euchre-6"])
    assert KIND in QuizSession(rules="standard", count=50).kinds, "the mixed drill asks it"


def test_it_works_in_codes_sets_and_worksheets() -> None:
    for preset in ("standard", "cutthroat"):
        session = QuizSession(code="UD2-8F2K", rules=preset)
        again = QuizSession(code="UD2-8F2K", rules=preset)
        assert [q.to_json() for q in session.questions(4)] == [q.to_json() for q in again.questions(4)]
        assert KIND in {q.kind for q in session.questions(4)}
        quiz_set = make_quiz_set([KIND], count=3, rules=preset, difficulty=2)
        assert parse_quiz_set(quiz_set.code).questions()[0] == quiz_set.questions()[0]
        page = worksheet_html(quiz_set)
        assert "Answer key" in page
        assert all(solve(q).expected_text in page for q in quiz_set.questions())


def test_the_quiz_widget_asks_and_grades_it() -> None:
    quiz = QuizWidget(KIND, rules="standard", difficulty=2)
    assert "et-card" in quiz.board.value
    quiz.select(solve(quiz.question).expected[0])
    assert quiz.check().correct
    assert "et-feedback-ok" in quiz.feedback_html.value


# ---- the lessons ask it right after the rule ---------------------------------------------------------
def _cells(stem: str) -> list[tuple[str, str]]:
    cells = json.loads((ROOT / f"lessons/{stem}.ipynb").read_text(encoding="utf-8"))["cells"]
    return [(c["cell_type"], "".join(c["source"])) for c in cells]


def _next_check(cells: list[tuple[str, str]], start: int) -> str:
    """The first lesson check shown after cell `start`, if no new section or replay comes before it."""
    for kind, text in cells[start + 1:]:
        if kind == "markdown" and text.startswith("## "):
            return ""
        if "LessonCheckWidget(PAGE" in text:
            return text.split('"')[1]
        if "display(" in text:
            return ""
    return ""


def test_lesson_5_checks_the_discard_right_after_saying_it() -> None:
    cells = _cells("05_making_trump")
    said = next(i for i, (k, t) in enumerate(cells) if k == "markdown" and "even the upcard" in t)
    check = lesson_check("lessons/05_making_trump", _next_check(cells, said))
    assert check.kind == KIND and solve(make_question(KIND, rules=check.ruleset, difficulty=check.difficulty,
                                                      seed=check.seed)).expected == (UPCARD_ANY,)


def test_the_table_rules_check_the_dealer_behind_a_loner_right_after_the_rule() -> None:
    cells = _cells("08_b_table_rules")
    said = next(i for i, (k, t) in enumerate(cells) if k == "markdown" and "dealer's partner" in t)
    shown = next(i for i, (k, t) in enumerate(cells) if i > said and 'RulesView("standard"' in t)
    check = lesson_check("lessons/08_b_table_rules", _next_check(cells, shown))
    assert check.kind == KIND and check.difficulty == 2
    q = make_question(KIND, rules=check.ruleset, difficulty=check.difficulty, seed=check.seed)
    assert q.alone and q.maker == (q.dealer + 2) % 4  # type: ignore[operator]
    assert solve(q).expected == (UPCARD_NONE,) and not check.ruleset.dealer_pickup_behind_loner
