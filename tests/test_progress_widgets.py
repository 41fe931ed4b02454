"""Saving answers from the quiz widgets, the class quiz by code, the progress summary and the
review drill, without a browser."""

from __future__ import annotations

from pathlib import Path

import pytest

from euchre.classroom import make_quiz_set
from euchre.progress import open_store
from euchre.progress.review import REVIEW_SET
from euchre.tutor import solve
from euchre.widgets import ClassQuizWidget, MyProgress, QuizWidget
from euchre.widgets.progress import default_learner

EVIL = "<img src=x onerror=alert(1)>"


def right(quiz: QuizWidget) -> object:
    expected = solve(quiz.question).expected
    return expected[0] if quiz.question.style == "single" else list(expected)


def wrong(quiz: QuizWidget) -> object:
    q = quiz.question
    expected = list(solve(q).expected)
    if q.style == "single":
        return next(c for c in q.choices if c not in expected)
    if q.style == "multi":
        return [c for c in q.choices if c not in expected] or expected[:-1] or [q.choices[0]]
    return list(reversed(expected))


@pytest.fixture
def store(tmp_path: Path):  # type: ignore[no-untyped-def]
    with open_store(f"sqlite:///{tmp_path}/p.sqlite") as s:
        yield s


def test_quiz_widget_saves_the_first_answer_of_each_question(store) -> None:  # type: ignore[no-untyped-def]
    quiz = QuizWidget("which_card_wins", count=3, store=store, learner="Ada")
    quiz.select(wrong(quiz))
    quiz.check()
    quiz.select(right(quiz))
    quiz.check()  # a second answer to the same question is not saved again
    quiz.next_question()
    quiz.select(right(quiz))
    quiz.check()
    saved = store.answers(learner="Ada")
    assert [a.correct for a in saved] == [False, True] and quiz.saved == 2
    assert [a.position for a in saved] == [0, 1] and saved[0].set_code == quiz.session.code


def test_quiz_widget_without_a_store_saves_nothing_and_still_works() -> None:
    quiz = QuizWidget("which_card_wins", count=1)
    quiz.select(right(quiz))
    assert quiz.check().correct and quiz.saved == 0


def test_a_store_that_fails_does_not_break_the_quiz(store) -> None:  # type: ignore[no-untyped-def]
    quiz = QuizWidget("which_card_wins", count=1, store=store, learner="Ada")
    store.close()
    quiz.select(right(quiz))
    assert quiz.check().correct
    assert "Correct" in quiz.feedback_html.value and "could not be saved" in quiz.feedback_html.value


def test_class_quiz_by_code_saves_under_the_set_code(store) -> None:  # type: ignore[no-untyped-def]
    qs = make_quiz_set(["legal_follow", "rank_trumps"], 4, "canadian", 2, seed=31)
    widget = ClassQuizWidget(code=qs.code, store=store)
    widget.name_text.value = ""
    assert widget.start() is None and "Type your name" in widget.status.value
    widget.name_text.value = f"  {EVIL}  "
    quiz = widget.start()
    assert quiz is not None and EVIL not in widget.status.value
    for i in range(4):
        assert quiz.question == qs.questions()[i]
        quiz.select(right(quiz) if i % 2 else wrong(quiz))
        quiz.check()
        quiz.next_question()
    saved = store.answers(set_code=qs.code)
    assert [(a.learner, a.position, a.correct) for a in saved] == [(EVIL, i, i % 2 == 1) for i in range(4)]
    assert all(a.rules_name == "canadian" for a in saved)
    widget.code_text.value = "WQ9"
    widget.start_button.click()
    assert "not a quiz set code" in widget.status.value


def test_my_progress_and_review_drill(store) -> None:  # type: ignore[no-untyped-def]
    quiz = QuizWidget("rank_trumps", difficulty=2, count=2, store=store, learner=EVIL)
    quiz.select(wrong(quiz))
    quiz.check()
    page = MyProgress(store=store)
    page.name_text.value = EVIL
    page.show_button.click()
    assert page.progress is not None and page.review is not None
    summary = page.progress.summary.value
    assert EVIL not in summary and "&lt;img" in summary and "Due for review now: bowers, left bower" in summary
    review = page.review
    assert review.quiz is not None and review.quiz.question == quiz.session.questions(1)[0]
    review.quiz.select(right(review.quiz))
    review.quiz.check_button.click()
    assert "Nothing due now" in page.progress.summary.value  # refreshed after the answer
    assert store.answers(learner=EVIL)[-1].set_code == REVIEW_SET
    review.next_button.click()
    assert review.quiz is None and "Nothing to review" in review.reason.value


def test_learner_name_comes_from_jupyterhub(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("EUCHRE_TUTOR_LEARNER", raising=False)
    monkeypatch.setenv("JUPYTERHUB_USER", "ada")
    assert default_learner() == "ada"
    assert ClassQuizWidget(store=None).name_text.value == "ada"


def test_a_store_that_cannot_open_is_explained(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("x")
    monkeypatch.setenv("EUCHRE_TUTOR_DB", f"sqlite:///{blocked}/p.sqlite")
    page = MyProgress(learner="Ada")
    assert "Progress is not available" in page.status.value and "cannot" in page.status.value


def test_class_quiz_under_bid_euchre_saves_and_reports(store) -> None:  # type: ignore[no-untyped-def]
    from euchre.classroom import ClassResults

    qs = make_quiz_set(["spot_the_renege", "bid_score"], 4, "bid-euchre-moon", 2, seed=12)
    widget = ClassQuizWidget(code=qs.code, store=store)
    widget.name_text.value = "Ada"
    quiz = widget.start()
    assert quiz is not None
    for i in range(4):
        assert quiz.question == qs.questions()[i] and quiz.question.rules.name == "bid-euchre-moon"
        quiz.select(right(quiz) if i % 2 else wrong(quiz))
        quiz.check()
        quiz.next_question()
    saved = store.answers(set_code=qs.code)
    assert [a.correct for a in saved] == [False, True, False, True]
    assert all(a.rules_name == "bid-euchre-moon" for a in saved)
    results = ClassResults.from_records(saved, qs)
    assert "Ada" in results.to_csv() and len(results.learners) == 1
