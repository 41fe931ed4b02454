"""Who may read what, checked where the data is read: the class's data is the teacher's, a learner's
answers are that learner's.

Every function here looks at the session again (`Setting.from_env()`: on the standalone server the
signed visitor the server handed this kernel, on a hub the hub's answer) and raises a typed error,
logged on the "euchre.classroom" logger, instead of returning data to someone without the role. A
widget's click handler may check first, to show a friendly page, but it is never the only check.

    access = TeacherAccess(store)
    access.results(quiz_set)          # NotTeacherError unless this session is the teacher's
    access.reset_passphrase("Ada")    # logged: who, when, which learner (never a passphrase)
    learner_answers(store, "Ada")     # NotYoursError unless Ada signed in on this page (or the teacher)
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime

from euchre.classroom.identity import ANONYMOUS_MARK, Mode, Setting, opened_here
from euchre.classroom.quizset import QuizSet
from euchre.classroom.results import ClassResults
from euchre.engine.errors import EuchreError
from euchre.i18n import N_, _
from euchre.progress.records import AnswerRecord, clean_learner
from euchre.progress.store import ProgressStore
from euchre.progress.transfer import import_progress, read_progress

log = logging.getLogger("euchre.classroom")

TEACHERS_ONLY = N_("This page is for the teacher. Learners see their own progress in Exercise 8.")


class NotTeacherError(EuchreError):
    """The class's data was asked for by a session without the teacher's role."""


class NotYoursError(EuchreError):
    """A learner's answers were asked for by a session that has not signed in as that learner."""


def _who(setting: Setting) -> str:
    if setting.mode is Mode.HUB:
        return f"hub user {setting.hub_user!r}"
    if setting.visitor is None:
        return "a page without a signed visitor"
    return f"browser {setting.visitor.browser[:6] or '?'}… from client {setting.visitor.client or '?'}"


def require_teacher(action: str, setting: Setting | None = None) -> Setting:
    """The session's setting if it holds the teacher's role; NotTeacherError (logged) otherwise.
    Without a setting the role is looked up again (on a hub the hub is asked)."""
    setting = Setting.from_env() if setting is None else setting
    if not setting.may_teach:
        log.warning("refused %s to %s (%s mode): not the teacher", action, _who(setting), setting.mode.value)
        raise NotTeacherError(_(TEACHERS_ONLY))
    return setting


class TeacherAccess:
    """The class's data in the progress store, for the teacher only: every call checks the role."""

    def __init__(self, store: ProgressStore, setting: Callable[[], Setting] = Setting.from_env) -> None:
        self.store = store
        self._setting = setting

    def _check(self, action: str) -> Setting:
        return require_teacher(action, self._setting())

    def answers(self, set_code: str) -> list[AnswerRecord]:
        self._check("the class's answers")
        return self.store.answers(set_code=set_code)

    def results(self, quiz_set: QuizSet) -> ClassResults:
        """The class's results for a set (the report and the CSV export are drawn from them)."""
        return ClassResults.from_records(self.answers(quiz_set.code), quiz_set)

    def set_codes(self) -> list[str]:
        self._check("the list of quiz sets answered")
        return self.store.set_codes()

    def protected_learners(self) -> list[str]:
        self._check("the list of learners with a passphrase")
        return self.store.protected_learners()

    def class_code(self) -> str:
        return self._check("the class code").class_code

    def reset_passphrase(self, learner: str) -> bool:
        """Forget a learner's passphrase (logged: who, when, which learner)."""
        setting = self._check(f"a passphrase reset for {learner!r}")
        done = self.store.reset_passphrase(learner)
        at = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
        log.warning("the teacher (%s) reset the passphrase of %r at %s%s", _who(setting), learner, at,
                    "" if done else " (there was none)")
        return done


    def import_progress(self, text: str | bytes, learner: str) -> tuple[int, int]:
        """Store a progress file a learner downloaded from the static edition under `learner` (logged).
        Returns (answers, checks) read; ProgressFileError (a ValueError) for a bad file, nothing stored."""
        setting = self._check(f"a progress import for {learner!r}")
        counts = import_progress(read_progress(text), self.store, learner)
        log.warning("the teacher (%s) imported a progress file for %r: %d answers, %d checks", _who(setting),
                    learner, *counts)
        return counts


def own_learner(name: str, setting: Setting | None = None) -> str | None:
    """The name whose answers this session may read and write when it asks for `name`'s: `name`
    itself in personal use, once signed in on this page, or for the teacher; the hub's user on a hub;
    otherwise None. A browser's anonymous learner ("~id") is only that browser's."""
    setting = Setting.from_env() if setting is None else setting
    learner = clean_learner(name)
    if setting.mode is Mode.PERSONAL:
        return learner
    if setting.mode is Mode.HUB:
        return learner if learner == clean_learner(setting.hub_user) or setting.may_teach else None
    if setting.visitor is not None and learner == setting.visitor.anonymous_learner and learner:
        return learner
    if learner.startswith(ANONYMOUS_MARK):
        return None
    return learner if opened_here(learner) or setting.may_teach else None


def learner_answers(store: ProgressStore, name: str, setting: Setting | None = None) -> list[AnswerRecord]:
    """One learner's answers, for that learner's own page (or the teacher); NotYoursError otherwise."""
    setting = Setting.from_env() if setting is None else setting
    learner = own_learner(name, setting)
    if learner is None:
        log.warning("refused the answers of %r to %s: not signed in as them", clean_learner(name), _who(setting))
        raise NotYoursError(_("Sign in with your name and passphrase to see your answers."))
    return store.answers(learner=learner)


__all__ = ["NotTeacherError", "NotYoursError", "TeacherAccess", "learner_answers", "own_learner",
           "require_teacher"]
