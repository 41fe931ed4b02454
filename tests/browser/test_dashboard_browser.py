"""The classroom in a real browser: a learner answers a set by code (the answer is saved), and the
teacher's dashboard shows a malicious learner name as text, with no dialog and no injected image.

This module starts its own app with EUCHRE_TUTOR_DB pointing at a fresh SQLite file."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_app_browser import assert_clean

from conftest import (
    App,
    free_port,
    join_class,
    require_chromium,
    sign_in_teacher,
    start_app,
    stop_app,
    wait_until_serving,
)
from euchre.classroom import make_quiz_set
from euchre.progress import AnswerRecord, concepts_for, open_store
from euchre.tutor import solve

EVIL = "<img src=x onerror=alert(1)>"
QS = make_quiz_set(["which_card_wins", "who_leads"], 3, "standard", 1, seed=4242)


@pytest.fixture(scope="module")
def class_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[App, str]]:
    require_chromium()
    folder = tmp_path_factory.mktemp("class")
    url = f"sqlite:///{folder}/class.sqlite"
    with open_store(url) as store:
        for i, q in enumerate(QS.questions()):
            store.record(AnswerRecord(EVIL, q.code, q.kind, "standard", json.dumps(q.rules.options(), sort_keys=True),
                                      '"x"', i != 1, 1000.0 + i, concepts_for(q), QS.code, i))
    before = os.environ.get("EUCHRE_TUTOR_DB")
    os.environ["EUCHRE_TUTOR_DB"] = url
    try:
        app = start_app(free_port(), folder / "app.log", folder)
    finally:
        if before is None:
            os.environ.pop("EUCHRE_TUTOR_DB", None)
        else:
            os.environ["EUCHRE_TUTOR_DB"] = before
    try:
        wait_until_serving(app)
        yield app, url
    finally:
        stop_app(app)


def test_a_learner_answers_a_set_by_code_and_it_is_saved(page: Any, class_app: tuple[App, str], watch: Any) -> None:
    app, url = class_app
    page.goto(f"{app.base}/voila/render/exercises/07_class_quiz.ipynb")
    widget = page.locator(".et-class-quiz")
    join_class(widget, "Grace", "compiler pioneer")
    widget.locator(".et-set-code input").fill(QS.code.lower())
    widget.locator(".et-start").click()
    quiz = widget.locator(".et-quiz")
    code = quiz.locator(".et-quiz-head code").inner_text().strip()
    question = QS.questions()[0]
    assert code == question.code
    choice = question.choice_text(solve(question).expected[0])
    quiz.locator(".et-quiz-answer button", has_text=re.compile(f"^\\s*{re.escape(choice)}\\s*$")).click()
    quiz.locator(".et-quiz-check").click()
    quiz.locator(".et-quiz-feedback").get_by_text("Correct!").wait_for()
    with open_store(url) as store:
        saved = store.answers(learner="Grace")
    assert [(a.set_code, a.position, a.correct) for a in saved] == [(QS.code, 0, True)]
    assert_clean(watch)


def test_the_dashboard_shows_a_malicious_name_as_text(page: Any, class_app: tuple[App, str], watch: Any) -> None:
    app, _ = class_app
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    sign_in_teacher(page, app)
    page.goto(f"{app.base}/voila/render/teacher/dashboard.ipynb")
    board = page.locator(".et-dashboard")
    board.locator(".et-dashboard-code input").fill(QS.code)
    board.locator(".et-dashboard-show").click()
    cell = board.locator(".et-learner", has_text=EVIL)
    cell.wait_for()
    assert cell.inner_text().strip() == EVIL
    assert page.locator("img[src='x']").count() == 0
    link = board.locator("a.et-csv-link")
    assert (link.get_attribute("href") or "").startswith("data:text/csv;charset=utf-8;base64,")
    board.locator(".et-dashboard-csv").click()
    assert EVIL in board.locator("textarea").input_value()
    page.wait_for_timeout(500)  # give an injected handler every chance to fire
    assert dialogs == []
    page.screenshot(path=str(Path("/tmp") / "euchre-tutor-dashboard.png"), full_page=True)
    assert_clean(watch)
