"""The class's data is the teacher's and a learner's answers are theirs, checked inside the kernel
where the data is read, tried as an attacker would: a page on the class server (sign-in mode) whose
kernel was handed no visitor, a learner's visitor, a forged token or one signed for another kernel;
a learner page asking for someone else's answers; guessing passphrases and class codes; and a
second browser looking for the first one's anonymous lesson progress. Under JupyterHub the hub's
answer decides (a fake hub, as in test_hub_roles)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import ipywidgets as w
import pytest
from test_hub_roles import FakeHub, hub  # noqa: F401  (the fake hub fixture)
from test_progress_store import postgres_url, record, store_url  # noqa: F401  (fixtures)
from visitor_helpers import KERNEL, LEARNER, TEACHER, forget_sign_ins, hand_over

from euchre.classroom import limits, make_quiz_set
from euchre.classroom.access import NotTeacherError, NotYoursError, TeacherAccess, learner_answers
from euchre.classroom.identity import (
    CLASS_CODE_ENV,
    ROLE_ENV,
    SIGN_IN_ENV,
    Mode,
    Setting,
    SignInError,
    forget_roles,
    hash_secret,
    sign_in_learner,
)
from euchre.classroom.limits import TooManyTriesError
from euchre.progress import open_store
from euchre.progress.lessons import LESSON_CHECKS, passed_checks, record_check, session_path
from euchre.progress.visitor import IDENTITY_ENV, Visitor, issue

CODE = "K7PQ2M"
QUIZ = make_quiz_set(["which_card_wins"], 2, seed=5)
SECRET_NAMES = ("Ada Lovelace", "Bo Diddley")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Any]:
    with open_store(f"sqlite:///{tmp_path}/class.sqlite") as s:
        for name in SECRET_NAMES:
            for i in range(2):
                s.record(record(name, i, correct=i == 0, set_code=QUIZ.code))
        yield s


@pytest.fixture
def class_server(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("JUPYTERHUB_USER", "EUCHRE_TUTOR_LEARNER", ROLE_ENV, "EUCHRE_TUTOR_SESSION"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv(SIGN_IN_ENV, "1")
    monkeypatch.setenv(CLASS_CODE_ENV, CODE)
    forget_sign_ins()


def _everything_shown(widget: w.Widget) -> str:
    """Every text a widget tree holds for the browser: values, options, descriptions."""
    out = []
    stack = [widget]
    while stack:
        one = stack.pop()
        for name in ("value", "description", "placeholder"):
            value = getattr(one, name, None)
            if isinstance(value, str):
                out.append(value)
        out.extend(str(o) for o in getattr(one, "options", ()) or ())
        stack.extend(c for c in getattr(one, "children", ()) if isinstance(c, w.Widget))
    return "\n".join(out)


def _no_visitor(monkeypatch: pytest.MonkeyPatch) -> None:
    hand_over(monkeypatch, None)


def _learner(monkeypatch: pytest.MonkeyPatch) -> None:
    hand_over(monkeypatch, LEARNER)


def _forged(monkeypatch: pytest.MonkeyPatch) -> None:
    hand_over(monkeypatch, None)
    monkeypatch.setenv(IDENTITY_ENV, issue(Visitor(teacher=True, browser="x"), KERNEL, "a key the attacker made"))


def _other_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    hand_over(monkeypatch, TEACHER, kernel="the teacher's own page kernel")


def _tampered(monkeypatch: pytest.MonkeyPatch) -> None:
    hand_over(monkeypatch, LEARNER)
    import os

    data, mac = os.environ[IDENTITY_ENV].split(".")
    monkeypatch.setenv(IDENTITY_ENV, data.replace("ZmFsc2", "dHJ1ZS") + "." + mac)


NOT_THE_TEACHER = {"no visitor": _no_visitor, "a learner's visitor": _learner, "a forged token": _forged,
                   "a token for another kernel": _other_kernel, "an altered token": _tampered}


# ---- the teacher's data --------------------------------------------------------------------------
@pytest.mark.parametrize("who", sorted(NOT_THE_TEACHER))
def test_the_class_data_is_refused_in_the_kernel_without_the_teachers_visitor(
        who: str, store: Any, class_server: None, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    from euchre.widgets import QuizSetMaker, TeacherDashboard

    store.claim_passphrase("Ada Lovelace", hash_secret("her own words"), 1.0)
    NOT_THE_TEACHER[who](monkeypatch)
    assert not Setting.from_env().may_teach
    access = TeacherAccess(store)
    caplog.set_level(logging.WARNING, "euchre.classroom")
    for read in (lambda: access.results(QUIZ), lambda: access.answers(QUIZ.code), access.set_codes,
                 access.protected_learners, access.class_code, lambda: access.reset_passphrase("Ada Lovelace")):
        with pytest.raises(NotTeacherError, match="for the teacher"):
            read()
    assert store.passphrase_hash("Ada Lovelace") is not None  # the reset did not happen
    assert "refused" in caplog.text and "not the teacher" in caplog.text
    for page in (TeacherDashboard(code=QUIZ.code, store=store), QuizSetMaker()):
        shown = _everything_shown(page)
        assert "for the teacher" in shown
        assert not any(name in shown for name in SECRET_NAMES) and CODE not in shown and QUIZ.code not in shown


def test_a_dashboard_drawn_for_the_teacher_refuses_its_data_once_the_role_is_gone(
        store: Any, class_server: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.widgets import TeacherDashboard

    store.claim_passphrase("Ada Lovelace", hash_secret("her own words"), 1.0)
    hand_over(monkeypatch, TEACHER)
    board = TeacherDashboard(store=store)
    hand_over(monkeypatch, LEARNER)  # the data functions, called without the role
    board.code_box.value, board.reset_picker.value = QUIZ.code, "Ada Lovelace"
    with pytest.raises(NotTeacherError):
        board.show()
    with pytest.raises(NotTeacherError):
        board._load_codes()
    with pytest.raises(NotTeacherError):
        board.reset_passphrase()
    assert store.passphrase_hash("Ada Lovelace") is not None
    board.show_button.click()
    assert not any(name in _everything_shown(board) for name in SECRET_NAMES)


def test_the_teachers_visitor_sees_the_class_and_a_reset_is_logged_without_the_passphrase(
        store: Any, class_server: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    from euchre.widgets import TeacherDashboard

    sign_in_learner(store, "Ada Lovelace", "her own words", class_code=CODE, setting=Setting.from_env())
    hand_over(monkeypatch, TEACHER)
    access = TeacherAccess(store)
    assert {row.learner for row in access.results(QUIZ).learners} == set(SECRET_NAMES)
    assert access.class_code() == CODE and access.set_codes() == [QUIZ.code]
    board = TeacherDashboard(code=QUIZ.code, store=store)
    assert all(name in board.report.value for name in SECRET_NAMES) and "Ada Lovelace" in board.csv_text.value
    caplog.set_level(logging.INFO, "euchre.classroom")
    board.reset_picker.value = "Ada Lovelace"
    board.reset_button.click()
    assert store.passphrase_hash("Ada Lovelace") is None
    line = next(r for r in caplog.records if "reset the passphrase" in r.getMessage())
    assert "Ada Lovelace" in line.getMessage() and "192.0.2.1" in line.getMessage() and line.created > 0
    assert "her own words" not in caplog.text


def test_a_reset_is_confirmed_under_its_own_button_in_the_teachers_language(
        store: Any, class_server: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a phone the dashboard's status line is a screen above the reset button: the teacher must
    see what the reset did, and what happens next, where they pressed."""
    from euchre.i18n import use_language
    from euchre.widgets import TeacherDashboard

    sign_in_learner(store, "Ada Lovelace", "her own words", class_code=CODE, setting=Setting.from_env())
    hand_over(monkeypatch, TEACHER)
    board = TeacherDashboard(store=store)
    box = board.reset_box.children
    board.reset_picker.value = "Ada Lovelace"
    board.reset_button.click()
    said = box[box.index(board.reset_row) + 1:]
    text = "\n".join(_everything_shown(widget) for widget in said)
    assert "Ada Lovelace chooses a new passphrase at the next sign-in." in text
    assert "Ada Lovelace" not in board.reset_picker.options
    with use_language("tr"):
        board.relabel()
        turkish = "\n".join(_everything_shown(widget) for widget in said)
    assert "Ada Lovelace" in turkish and "chooses a new passphrase" not in turkish


def test_personal_use_stays_the_owners(store: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("JUPYTERHUB_USER", SIGN_IN_ENV, IDENTITY_ENV):
        monkeypatch.delenv(name, raising=False)
    assert Setting.from_env().mode is Mode.PERSONAL
    assert {row.learner for row in TeacherAccess(store).results(QUIZ).learners} == set(SECRET_NAMES)


# ---- under JupyterHub ------------------------------------------------------------------------------
def test_under_a_hub_only_its_admins_and_teachers_group_read_the_class(
        hub: tuple[FakeHub, dict[str, str]], store: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    from euchre.widgets import TeacherDashboard

    fake, env = hub
    monkeypatch.delenv(SIGN_IN_ENV, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(NotTeacherError):
        TeacherAccess(store).results(QUIZ)
    assert not any(name in _everything_shown(TeacherDashboard(code=QUIZ.code, store=store)) for name in SECRET_NAMES)
    with pytest.raises(NotYoursError):
        learner_answers(store, "Bo Diddley")  # ada's page asks for Bo's answers
    store.record(record("ada", 5))
    assert [r.learner for r in learner_answers(store, "ada")] == ["ada"]
    for teacher in ({"groups": ["teachers"]}, {"groups": [], "admin": True}):
        fake.model.update(teacher)
        forget_roles()
        assert {row.learner for row in TeacherAccess(store).results(QUIZ).learners} == set(SECRET_NAMES)
        board = TeacherDashboard(code=QUIZ.code, store=store)
        assert "Bo Diddley" in board.report.value
        fake.model.update(groups=[], admin=False)
    forget_roles()
    with pytest.raises(NotTeacherError):
        TeacherAccess(store).set_codes()


# ---- a learner's own answers ---------------------------------------------------------------------
def test_a_learner_page_reads_only_the_learner_who_gave_the_passphrase_here(
        store: Any, class_server: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.widgets.progress import ProgressWidget, ReviewWidget

    sign_in_learner(store, "Ada Lovelace", "her own words", class_code=CODE, setting=Setting.from_env())
    forget_sign_ins()  # that was Ada's own page; this is another browser's page
    hand_over(monkeypatch, LEARNER)
    with pytest.raises(NotYoursError):
        learner_answers(store, "Ada Lovelace")
    with pytest.raises(NotYoursError):
        learner_answers(store, "~teachers-browser")  # another browser's anonymous learner
    for page in (ProgressWidget("Ada Lovelace", store), ReviewWidget("Ada Lovelace", store)):
        assert "W1-0000" not in _everything_shown(page) and "Sign in" in page.status.value
    assert learner_answers(store, LEARNER.anonymous_learner) == []  # this browser's own
    sign_in_learner(store, "Ada Lovelace", "her own words", class_code=CODE, setting=Setting.from_env())
    assert {r.learner for r in learner_answers(store, "Ada Lovelace")} == {"Ada Lovelace"}


# ---- tries and passphrases -----------------------------------------------------------------------
@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    now = [1_000_000.0]
    monkeypatch.setattr(limits, "_now", lambda: now[0])
    return now


def test_wrong_passphrases_for_a_name_wait_longer_and_longer_across_kernels(
        store_url: str, class_server: None, monkeypatch: pytest.MonkeyPatch, clock: list[float]) -> None:  # noqa: F811
    hand_over(monkeypatch, LEARNER)
    setting = Setting.from_env()
    one, other = open_store(store_url), open_store(store_url)  # two pages' kernels: two connections
    for s in (one,):
        s.backend.transaction(lambda execute: execute("DELETE FROM sign_in_attempts", ()))
        s.backend.transaction(lambda execute: execute("DELETE FROM learners", ()))
    try:
        sign_in_learner(one, "Ada", "her own words", class_code=CODE, setting=setting)
        waits = []
        for attempt in range(limits.FREE_TRIES[limits.NAME] + 8):
            page = one if attempt % 2 else other
            try:
                sign_in_learner(page, "Ada", f"guess number {attempt}", class_code=CODE, setting=setting)
            except TooManyTriesError as exc:
                waits.append(exc.wait)
                assert "Try again in" in str(exc)
                clock[0] += exc.wait + 0.5
            except SignInError:
                pass
        assert len(waits) >= 2 and waits == sorted(waits) and waits[-1] > waits[0]
        with pytest.raises(SignInError, match="does not open"):
            sign_in_learner(one, "Ada", "one more guess", class_code=CODE, setting=setting)  # the wait ended
        with pytest.raises(TooManyTriesError, match="Try again in"):
            sign_in_learner(other, "Ada", "her own words", class_code=CODE, setting=setting)  # even the right one
        clock[0] += limits.MAX_WAIT + 1
        assert sign_in_learner(other, "Ada", "her own words", class_code=CODE, setting=setting) == "Ada"
    finally:
        one.close()
        other.close()


def test_a_client_guessing_many_names_and_class_codes_is_slowed_down(
        store: Any, class_server: None, monkeypatch: pytest.MonkeyPatch, clock: list[float]) -> None:
    hand_over(monkeypatch, LEARNER)
    setting = Setting.from_env()
    for i in range(12):
        store.claim_passphrase(f"learner {i}", hash_secret("their own words"), 1.0)
    refused = 0
    for i in range(limits.FREE_TRIES[limits.CLIENT] + 2):
        try:
            sign_in_learner(store, f"learner {i % 12}", "a guess of mine", class_code=CODE, setting=setting)
        except TooManyTriesError:
            refused += 1
        except SignInError:
            pass
    assert refused >= 1
    hand_over(monkeypatch, Visitor(browser="b2", client="198.51.100.9"))  # another client is not held up
    with pytest.raises(SignInError, match="does not open"):
        sign_in_learner(store, "learner 11", "a guess of mine", class_code=CODE, setting=Setting.from_env())
    codes = []
    for _ in range(limits.FREE_TRIES[limits.CODE] + 2):
        try:
            sign_in_learner(store, "Cy", "cy's own words", class_code="WRONG1", setting=Setting.from_env())
        except TooManyTriesError:
            codes.append("held")
        except SignInError as exc:
            assert "class's code" in str(exc)
    assert codes


def test_a_new_passphrase_must_be_strong_but_an_old_short_one_still_opens(
        store: Any, class_server: None, monkeypatch: pytest.MonkeyPatch) -> None:
    hand_over(monkeypatch, LEARNER)
    setting = Setting.from_env()
    for weak in ("tulip", "Ada Byron", "aaaaaaaaaa", "abababab", "password1", "12345678", "qwertyuiop"):
        with pytest.raises(SignInError):
            sign_in_learner(store, "Ada Byron", weak, class_code=CODE, setting=setting)
    assert store.passphrase_hash("Ada Byron") is None
    store.claim_passphrase("Bo", hash_secret("rose"), 1.0)  # chosen when four characters were enough
    assert sign_in_learner(store, "Bo", "rose", class_code=CODE, setting=setting) == "Bo"
    with pytest.raises(SignInError, match="cannot start with"):
        sign_in_learner(store, "~" + LEARNER.browser, "a long passphrase", class_code=CODE, setting=setting)


def test_nobody_takes_a_name_that_has_a_passphrase(store: Any, class_server: None,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    hand_over(monkeypatch, LEARNER)
    setting = Setting.from_env()
    sign_in_learner(store, "Ada", "her own words", class_code=CODE, setting=setting)
    with pytest.raises(SignInError, match="does not open"):
        sign_in_learner(store, "Ada", "my own words now", class_code=CODE, setting=setting)
    with pytest.raises(NotTeacherError):
        TeacherAccess(store).reset_passphrase("Ada")
    assert sign_in_learner(store, "Ada", "her own words", class_code=CODE, setting=setting) == "Ada"


# ---- anonymous lesson progress -------------------------------------------------------------------
PAGE, CHECKS = next(iter(LESSON_CHECKS.items()))


def test_two_browsers_do_not_see_each_others_anonymous_lesson_progress(
        store: Any, class_server: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.widgets.quiz import LessonCheckWidget

    monkeypatch.setattr("euchre.progress.lessons.shared_store", lambda: store)
    first, second = Visitor(browser="first-browser"), Visitor(browser="second-browser")
    hand_over(monkeypatch, first)
    record_check(PAGE, CHECKS[0].id, correct=True)
    assert (PAGE, CHECKS[0].id) in passed_checks()
    assert "passed this check before" in LessonCheckWidget(PAGE, CHECKS[0].id).passed_html.value
    hand_over(monkeypatch, second)
    assert passed_checks() == set()
    assert "passed" not in LessonCheckWidget(PAGE, CHECKS[0].id).passed_html.value
    hand_over(monkeypatch, first)  # the first browser comes back: its tick is still there
    assert (PAGE, CHECKS[0].id) in passed_checks()


def test_a_served_page_without_a_visitor_shares_nothing(class_server: None, monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    hand_over(monkeypatch, None)
    record_check(PAGE, CHECKS[-1].id, correct=True)
    assert not session_path().exists()  # nothing in the file every kernel of the server reads


def test_a_typed_name_on_the_puzzle_page_does_not_open_another_learners_history(
        tmp_path: Path, class_server: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.progress.puzzle_history import StoreHistory
    from euchre.puzzles.history import MemoryHistory
    from euchre.widgets.puzzle import PuzzlePage

    monkeypatch.setenv("EUCHRE_TUTOR_DB", f"sqlite:///{tmp_path}/puzzles.sqlite")
    hand_over(monkeypatch, LEARNER)
    page = PuzzlePage()
    page.name_text.value = "Ada Lovelace"  # not signed in on this page
    assert isinstance(page.history, StoreHistory) and page.history.learner == LEARNER.anonymous_learner
    hand_over(monkeypatch, None)  # a served page without a visitor keeps its history to itself
    page.name_text.value = "Bo Diddley"
    assert isinstance(page.history, MemoryHistory)
