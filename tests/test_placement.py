"""The placement test: well-posed, reproducible questions in course order, each about lessons whose own
checks ask its kind; the lessons answered right (and every lesson before them) are marked done for
that learner only, and the widget runs through the whole test."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from euchre.engine.rules import Family
from euchre.i18n import use_language
from euchre.progress import open_store
from euchre.progress.lessons import LESSON_CHECKS, completed_pages, mark_known, page_progress
from euchre.tutor import Question, grade, make_question, solve
from euchre.tutor.placement import (
    PLACEMENT,
    PlacementTest,
    covered_lessons,
    lesson_number,
    place,
    well_posed,
)
from tests.i18n_helpers import english_session  # noqa: F401
from tests.widget_text import english_left, shown_text

SEEDS = (1, 2, 3, 17, 2026)


@pytest.fixture(autouse=True)
def _own_session(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    import tempfile

    from euchre.progress import lessons

    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setenv("EUCHRE_TUTOR_SESSION", request.node.name[:60])
    monkeypatch.delenv("EUCHRE_TUTOR_LEARNER", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(lessons, "_memory", {})


@pytest.fixture
def store(tmp_path: Path):  # type: ignore[no-untyped-def]
    opened = open_store(f"sqlite:///{tmp_path}/progress.sqlite")
    yield opened
    opened.close()


def right_answer(q: Question) -> object:
    expected = solve(q).expected
    return expected[0] if q.style == "single" else list(expected)


def wrong_answer(q: Question) -> object:
    expected = solve(q).expected
    if q.style == "single":
        return next(c for c in q.choices if c not in expected)
    if q.style == "order":
        return list(reversed(expected))
    others = [c for c in q.choices if c not in expected]
    return [*expected, others[0]] if others else list(expected[:-1])


def answer_all(test: PlacementTest, wrong: set[int] = frozenset()) -> None:  # type: ignore[assignment]
    for index in range(test.count):
        q = test.question
        assert test.index == index
        feedback = test.answer(wrong_answer(q) if index in wrong else right_answer(q))
        assert feedback.graded and feedback.correct is (index not in wrong), (q.code, feedback.line)
        test.next()


def index_of(page: str) -> int:
    """The first question that covers `page`."""
    return next(i for i, item in enumerate(PLACEMENT) if page in item.lessons)


def first_lesson_of(index: int) -> int:
    return min(lesson_number(p) for p in PLACEMENT[index].lessons)


# ---- the questions ---------------------------------------------------------------------------------
def test_about_ten_questions_asked_in_course_order_from_the_first_lesson() -> None:
    assert 8 <= len(PLACEMENT) <= 12
    firsts = [min(lesson_number(p) for p in item.lessons) for item in PLACEMENT]
    assert firsts == sorted(firsts)
    assert firsts[0] == 1
    covered = [lesson_number(p) for p in covered_lessons()]
    with_checks = {lesson_number(p) for p in LESSON_CHECKS if p.startswith("lessons/")}
    assert covered == sorted(n for n in with_checks if n <= covered[-1]), "every lesson with checks, from the first"


def test_every_question_covers_existing_lessons_whose_own_checks_ask_its_kind() -> None:
    for item in PLACEMENT:
        assert item.lessons
        for page in item.lessons:
            assert page in LESSON_CHECKS, page
        # a question covering several lessons at once asks what one of their checks asks
        asked = {check.kind for page in item.lessons for check in LESSON_CHECKS[page]}
        assert item.kind in asked, (item.kind, item.lessons)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_placement_question_is_well_posed(seed: int) -> None:
    for item, q in zip(PLACEMENT, PlacementTest(seed=seed).questions(), strict=True):
        assert q.kind == item.kind and q.difficulty == item.difficulty
        assert q.rules.family is Family.STANDARD and q.rules.num_players == 4
        assert q.prompt and len(q.choices) == len(set(q.choices)) >= 2
        right = solve(q)
        assert set(right.expected) <= set(q.choices) and right.explanation
        assert grade(q, right_answer(q)).correct
        wrong = grade(q, wrong_answer(q))
        assert wrong.graded and not wrong.correct
        if q.kind == "which_card_wins":
            assert len(q.trick) == 4, f"{q.code} asks who wins an unfinished trick"
        if item.alone:
            assert q.alone, f"{q.code} was meant to show a hand played alone"


def test_the_same_seed_gives_the_same_test_and_another_seed_another() -> None:
    first = [q.to_json() for q in PlacementTest(seed=42).questions()]
    assert first == [q.to_json() for q in PlacementTest(seed=42).questions()]
    assert first != [q.to_json() for q in PlacementTest(seed=43).questions()]
    assert PlacementTest(seed=42).question_at(5).to_json() == first[5], "a question depends on the seed and index"


# ---- the rule ----------------------------------------------------------------------------------------
def test_all_right_knows_every_covered_lesson() -> None:
    result = place(dict.fromkeys(range(len(PLACEMENT)), True))
    assert result.known == covered_lessons()
    assert all("marked done" in text and " not " not in text for text in result.texts())


def test_a_missed_question_holds_back_its_lessons_and_every_later_one() -> None:
    missed = index_of("lessons/03_following_suit_and_winning_tricks")
    first = first_lesson_of(missed)
    result = place({i: i != missed for i in range(len(PLACEMENT))})
    assert [lesson_number(p) for p in result.known] == list(range(1, first))
    lines = {lesson_number(line.page): line for line in result.lines}
    assert lines[3].missed == (missed + 1,)
    assert f"question {missed + 1} was not answered right" in lines[3].text()
    assert lines[6].held_by is not None and lesson_number(lines[6].held_by) == first
    assert f"builds on lesson {first}" in lines[6].text()


def test_an_unanswered_question_counts_as_missed() -> None:
    result = place({})
    assert result.known == ()
    assert result.lines[0].missed == (1,)


def test_the_result_is_said_in_the_learners_language() -> None:
    result = place({i: i != 3 for i in range(len(PLACEMENT))})
    english = result.texts()
    with use_language("tr"):
        turkish = result.texts()
    assert len(turkish) == len(english)
    assert all(t != e for t, e in zip(turkish, english, strict=True))


# ---- answering and marking ---------------------------------------------------------------------------
def test_answering_all_right_marks_every_covered_lesson_done_for_that_learner_only(store) -> None:  # type: ignore[no-untyped-def]
    test = PlacementTest(seed=7)
    answer_all(test)
    assert test.finished and test.score == test.count
    marked = mark_known(test.result(), "Ada", store=store)
    assert set(marked) == set(covered_lessons())
    assert completed_pages("Ada", store=store) >= set(covered_lessons())
    for page in covered_lessons():
        passed, total = page_progress(page, "Ada", store=store)
        assert passed == total
    assert completed_pages("Bob", store=store) == set()
    assert completed_pages() == set(), "a named learner's placement is not the anonymous session's"


def test_a_wrong_answer_leaves_that_lesson_and_the_later_ones_not_done(store) -> None:  # type: ignore[no-untyped-def]
    missed = index_of("lessons/05_making_trump")
    test = PlacementTest(seed=8)
    answer_all(test, wrong={missed})
    mark_known(test.result(), "Ada", store=store)
    done = completed_pages("Ada", store=store)
    assert "lessons/05_making_trump" not in done
    for page in covered_lessons():
        assert (page in done) is (lesson_number(page) < first_lesson_of(missed)), page


def test_without_a_learner_the_placement_is_kept_for_the_session(store) -> None:  # type: ignore[no-untyped-def]
    marked = mark_known(place(dict.fromkeys(range(len(PLACEMENT)), True)))
    assert set(marked) <= completed_pages()
    assert completed_pages("Ada", store=store) == set()


def test_a_trick_still_being_played_is_not_asked_about() -> None:
    finished = make_question("which_card_wins", difficulty=3, seed=1)
    assert len(finished.trick) == 4 and well_posed(finished)
    unfinished = dataclasses.replace(finished, trick=finished.trick[:3])
    assert not well_posed(unfinished)


def test_only_the_first_answer_to_a_question_counts() -> None:
    test = PlacementTest(seed=9)
    q = test.question
    assert not test.answer(wrong_answer(q)).correct
    assert test.answer(right_answer(q)).correct
    assert test.right == {0: False}


def test_an_answer_that_cannot_be_read_does_not_count() -> None:
    test = PlacementTest(seed=9)
    feedback = test.answer(None)
    assert not feedback.graded and not test.counted
    assert test.answer(right_answer(test.question)).correct and test.right == {0: True}


# ---- the widget ---------------------------------------------------------------------------------------
def test_the_widget_runs_through_every_question_and_marks_the_lessons(store) -> None:  # type: ignore[no-untyped-def]
    from euchre.widgets.placement import PlacementWidget

    widget = PlacementWidget(seed=11, learner="Ada", store=store)
    expected = [q.code for q in PlacementTest(seed=11).questions()]
    shown = []
    for index in range(len(PLACEMENT)):
        q = widget.question
        shown.append(q.code)
        assert f"question {index + 1} of {len(PLACEMENT)}" in widget.header.value
        widget.select(right_answer(q))
        assert widget.check().correct
        if index + 1 < len(PLACEMENT):
            assert widget.result_html.value == ""
            widget.next_question()
    assert shown == expected
    assert widget.next_button.disabled
    assert widget.result_html.value.count("<li>") == len(covered_lessons())
    assert "Lesson 8 marked done" in widget.result_html.value
    assert set(widget.marked) == set(covered_lessons())
    assert completed_pages("Ada", store=store) >= set(covered_lessons())
    assert completed_pages("Bob", store=store) == set()
    widget.close()


def test_the_widget_grades_a_wrong_answer_and_holds_back_later_lessons(store) -> None:  # type: ignore[no-untyped-def]
    from euchre.widgets.placement import PlacementWidget

    widget = PlacementWidget(seed=12, learner="Ada", store=store)
    widget.select(wrong_answer(widget.question))
    assert not widget.check().correct
    assert "Not quite" in widget.feedback_html.value
    for _index in range(1, len(PLACEMENT)):
        widget.next_question()
        widget.select(right_answer(widget.question))
        widget.check()
    assert "Lesson 1 not marked done: question 1 was not answered right." in widget.result_html.value
    assert "builds on lesson 1" in widget.result_html.value
    assert completed_pages("Ada", store=store) == set()
    widget.close()


def test_skipping_to_the_end_shows_the_result_and_marks_nothing(store) -> None:  # type: ignore[no-untyped-def]
    from euchre.widgets.placement import PlacementWidget

    widget = PlacementWidget(seed=13, learner="Ada", store=store)
    for _index in range(len(PLACEMENT)):
        widget.next_question()
    assert "no lesson is marked done" in widget.result_html.value
    assert widget.result == place({})
    assert completed_pages("Ada", store=store) == set()
    widget.close()


@pytest.mark.parametrize("lang", ["tr", "fi", "az"])
def test_the_finished_widget_says_everything_again_in_a_new_language(store, english_session, lang: str) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    from euchre.widgets._common import close_all
    from euchre.widgets.language import LanguagePicker
    from euchre.widgets.placement import PlacementWidget

    widget = PlacementWidget(seed=14, learner="Ada", store=store)
    for index in range(len(PLACEMENT)):
        widget.select(wrong_answer(widget.question) if index == 3 else right_answer(widget.question))
        widget.check()
        widget.next_question()
    assert english_left(shown_text(widget)), "the English widget shows no English: the check tests nothing"
    marked, lines = widget.marked, widget.result_html.value.count("<li>")
    picker = LanguagePicker()
    picker.choose(lang)
    picker.close()
    try:
        assert english_left(shown_text(widget)) == []
        assert widget.result_html.value.count("<li>") == lines and widget.marked == marked
    finally:
        close_all(widget)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_question_uses_only_ideas_of_the_lessons_it_counts_for(seed: int) -> None:
    """Question 1 counted for lesson 1 but was a trick with a bower in it (lesson 2): a learner who knew
    lesson 1 could not answer it. Each question needs only what the lessons it counts for have taught."""
    from euchre.progress.concepts import question_ideas, untaught_ideas

    for item, q in zip(PLACEMENT, PlacementTest(seed=seed).questions(), strict=True):
        for page in item.lessons:
            assert not untaught_ideas(page, question_ideas(q)), (q.code, page, untaught_ideas(page, question_ideas(q)))


def test_the_result_has_one_line_for_each_lesson_the_page_promises() -> None:
    said = place({i: True for i in range(len(PLACEMENT))}).texts()
    numbers = [lesson_number(p) for p in covered_lessons()]
    assert numbers == list(range(1, 9)), "lessons 1 to 8, as the page says"
    for number, line in zip(numbers, said, strict=True):
        assert line.startswith(f"Lesson {number} marked done")
