"""Lesson checks: every check asks a real question, passes are kept (store or session) and a page
is done once all its checks are passed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lesson_session import own_session

from euchre.progress import open_store
from euchre.progress.lessons import (
    LESSON_CHECKS,
    completed_pages,
    page_checks,
    page_progress,
    record_check,
    session_id,
)
from euchre.tutor import grade, make_question, solve
from euchre.tutor.catalog import all_pages
from euchre.tutor.codes import parse_code

ROOT = Path(__file__).parents[1]
PAGE = "lessons/02_trump_and_bowers"


@pytest.fixture(autouse=True)
def _own_session(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    own_session(monkeypatch, tmp_path, request.node.name)


def test_every_check_is_on_a_catalogued_page_and_shown_there() -> None:
    pages = {p.id for p in all_pages()}
    for page, checks in LESSON_CHECKS.items():
        assert page in pages, page
        assert len({c.id for c in checks}) == len(checks), page
        source = "".join(
            "".join(cell["source"]) for cell in json.loads((ROOT / f"{page}.ipynb").read_text())["cells"]
        )
        for check in checks:
            assert f'"{check.id}"' in source, f"{page} never shows its check {check.id}"


def test_every_check_is_an_engine_graded_question() -> None:
    for checks in LESSON_CHECKS.values():
        for check in checks:
            code = parse_code(check.code)
            q = make_question(code.kind, rules=check.ruleset, difficulty=code.difficulty, seed=code.seed)
            right = solve(q)
            answer = list(right.expected) if q.style != "single" else right.expected[0]
            assert grade(q, answer).correct


def test_a_page_is_done_once_every_check_is_passed() -> None:
    first, *rest = page_checks(PAGE)
    assert rest, "lesson 2 has more than one check"
    assert not record_check(PAGE, first, correct=True)
    assert PAGE not in completed_pages()
    assert page_progress(PAGE) == (1, len(rest) + 1)
    for check in rest:
        record_check(PAGE, check, correct=False)
    assert PAGE not in completed_pages()
    assert [record_check(PAGE, check, correct=True) for check in rest][-1] is True
    assert PAGE in completed_pages()
    record_check(PAGE, first, correct=False)
    assert PAGE in completed_pages(), "a wrong answer later never undoes a pass"


def test_session_passes_are_shared_by_every_kernel_of_the_session(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.progress import lessons

    for check in page_checks(PAGE):
        record_check(PAGE, check, correct=True)
    monkeypatch.setattr(lessons, "_memory", {})
    monkeypatch.setattr(lessons, "_session_backend", {})
    assert PAGE in completed_pages(), "another kernel of the same session reads the session file"
    monkeypatch.setenv("EUCHRE_TUTOR_SESSION", "another-server")
    assert completed_pages() == set(), "another session starts empty"


def test_a_known_learner_is_kept_in_the_progress_store(tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path}/progress.sqlite")
    for check in page_checks(PAGE):
        record_check(PAGE, check, correct=True, learner="Ada", store=store)
    assert completed_pages("Ada", store=store) == {PAGE}
    assert completed_pages("Bob", store=store) == set()
    assert completed_pages() == set(), "a named learner's passes are not the anonymous session's"
    store.close()
    again = open_store(f"sqlite:///{tmp_path}/progress.sqlite")
    assert completed_pages("Ada", store=again) == {PAGE}


def test_the_environment_names_the_learner(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path}/progress.sqlite")
    monkeypatch.setenv("JUPYTERHUB_USER", "ada")
    for check in page_checks(PAGE):
        record_check(PAGE, check, correct=True, store=store)
    assert completed_pages(store=store) == {PAGE}
    assert completed_pages("ada", store=store) == {PAGE}


def test_unknown_checks_are_refused() -> None:
    with pytest.raises(KeyError, match="no check"):
        record_check(PAGE, "no-such-check", correct=True)
    assert page_checks("lessons/no_such_page") == ()


def test_session_names_are_safe_file_names(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_TUTOR_SESSION", "../../etc/passwd")
    assert "/" not in session_id() and "." not in session_id()
    monkeypatch.delenv("EUCHRE_TUTOR_SESSION")
    assert session_id().startswith("server-")


def test_the_check_widget_records_a_pass(tmp_path: Path) -> None:
    from euchre.widgets import LessonCheckWidget

    store = open_store(f"sqlite:///{tmp_path}/progress.sqlite")
    first = page_checks(PAGE)[0]
    widget = LessonCheckWidget(PAGE, first, learner="Ada", store=store)
    assert widget.passed_html.value == ""
    widget.check()
    assert "Pick" in widget.feedback_html.value and "Not quite" not in widget.feedback_html.value
    assert page_progress(PAGE, "Ada", store=store)[0] == 0, "an empty answer is not a pass"
    widget.select(solve(widget.question).expected[0] if widget.question.style == "single"
                  else list(solve(widget.question).expected))
    widget.check()
    assert "Check passed" in widget.passed_html.value
    assert page_progress(PAGE, "Ada", store=store)[0] == 1
    again = LessonCheckWidget(PAGE, first, learner="Ada", store=store)
    assert "passed this check before" in again.passed_html.value


# ---- a check after each idea -------------------------------------------------------------------------
NO_NEW_IDEA: dict[tuple[str, str], str] = {
    ("01_deck_and_ranks", "What you are playing for"): "the object of the game in one view; each part is taught "
                                                          "and checked in its own lesson",
    ("01_deck_and_ranks", "Around the table"): "the empty table and the seat names, before any rule",
    ("01_deck_and_ranks", "A short deck"): "the deck itself; its ranks are what the next section's checks ask",
    ("05_making_trump", "Check yourself: you are the dealer"): "the explorer where the learner tries every call",
    ("08_a_complete_hand", "Your turn"): "the learner plays a whole hand, every move refereed",
    ("08_b_table_rules", "The whole game in a nutshell"): "a summary of the rules already checked",
}
"""Sections of the lessons that bring no new idea of their own (besides every "Practise more")."""


def _sections(path: Path) -> list[tuple[str, bool]]:
    """Each `## ` section of a notebook and whether a lesson check is shown before the next one."""
    sections: list[list[object]] = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            sections += [[line[3:].strip(), False] for line in source.splitlines() if line.startswith("## ")]
        elif "LessonCheckWidget(" in source and sections:
            sections[-1][1] = True
    return [(str(title), bool(checked)) for title, checked in sections]


def test_every_section_with_a_new_idea_ends_with_a_check() -> None:
    lessons = sorted((ROOT / "lessons").glob("[0-9][0-9]_*.ipynb"))
    assert len(lessons) >= 16
    missing, seen = [], set()
    for path in lessons:
        for title, checked in _sections(path):
            key = (path.stem, title)
            if title.startswith("Practise") or key in NO_NEW_IDEA:
                seen.add(key)
                continue
            if not checked:
                missing.append(key)
    assert not missing, f"sections with a new idea but no check before the next section: {missing}"
    assert set(NO_NEW_IDEA) <= seen, f"exempt sections that no longer exist: {set(NO_NEW_IDEA) - seen}"


def test_a_section_without_a_check_is_found(tmp_path: Path) -> None:
    page = {"cells": [
        {"cell_type": "markdown", "source": ["## One idea\n", "text"]},
        {"cell_type": "code", "source": ['display(LessonCheckWidget(PAGE, "a"))']},
        {"cell_type": "markdown", "source": ["## Another idea"]},
        {"cell_type": "code", "source": ["display(QuizWidget())"]},
    ]}
    path = tmp_path / "page.ipynb"
    path.write_text(json.dumps(page), encoding="utf-8")
    assert _sections(path) == [("One idea", True), ("Another idea", False)]


def test_no_two_checks_stand_together() -> None:
    """One question after each idea, never a block of checks: between two checks there is always
    something of the lesson (a sentence that says what the next one asks, an example)."""
    together = []
    for path in sorted((ROOT / "lessons").glob("[0-9][0-9]_*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        shown = ["LessonCheckWidget(" in "".join(c["source"]) for c in cells]
        together += [(path.stem, i) for i in range(1, len(cells)) if shown[i] and shown[i - 1]]
    assert not together, together
