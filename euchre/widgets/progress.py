"""The learner's side of saved progress: a class quiz by code, the progress summary, and the
"review my mistakes" drill. Thin views: the numbers come from euchre.progress, the questions
from euchre.classroom and euchre.tutor, and answers are saved by QuizWidget.
"""

from __future__ import annotations

import functools
import os
import time
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from euchre.classroom import parse_quiz_set
from euchre.classroom.access import learner_answers
from euchre.classroom.identity import Mode, Setting, sign_in_learner
from euchre.explain.render import esc
from euchre.i18n import _, ngettext
from euchre.progress import ProgressStore, StoreError, review_queue, shared_store
from euchre.progress.records import clean_learner
from euchre.progress.review import REVIEW_SET, ReviewItem
from euchre.progress.views import progress_html
from euchre.server.kernel_log import note_code
from euchre.widgets._common import STYLE, F, FollowsLanguage, Guarded, error_words, message_html, reason_words
from euchre.widgets.quiz import QUIZ_CSS, QuizWidget

LEARNER_ENVS = ("EUCHRE_TUTOR_LEARNER", "JUPYTERHUB_USER")


def default_learner() -> str:
    """The learner's name from the environment (JupyterHub sets JUPYTERHUB_USER), else ''."""
    return next((os.environ[k].strip() for k in LEARNER_ENVS if os.environ.get(k, "").strip()), "")


class StoreUser(Guarded):
    """Opens the shared store on first use, so a widget shows a message instead of failing to draw;
    a store that cannot be opened is explained in words (the path or URL, and why)."""

    status: w.HTML
    _store: ProgressStore | None

    @property
    def store(self) -> ProgressStore:
        if self._store is None:
            self._store = shared_store()
        return self._store

    def guarded(self, fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return fn(*args, **kwargs)
            except StoreError as exc:
                reason = reason_words(exc)
                self.show_message(lambda: _("Progress is not available: {reason}", reason=reason()))
            except Exception as exc:
                self.show_message(error_words(exc))
            return None

        return wrapper  # type: ignore[return-value]


class LearnerSignIn:
    """The learner's name box, and on the standalone server the class code and a passphrase.
    Under JupyterHub the name is the hub user's, filled in and locked. `signed_in()` checks them
    (see euchre.classroom.identity) and then locks the boxes, so this page stays that learner's."""

    def _sign_in_boxes(self, learner: str | None) -> list[w.Widget]:
        self.setting = Setting.from_env()
        hub = self.setting.mode is Mode.HUB
        self.name_text = w.Text(value=self.setting.hub_user if hub else (learner or default_learner()), disabled=hub)
        self.name_text.add_class("et-learner-name")
        self.class_text = w.Text(value="")
        self.class_text.add_class("et-class-code")
        self.passphrase_text = w.Password(value="")
        self.passphrase_text.add_class("et-passphrase")
        self._label_sign_in()
        self._signed_in: str | None = None
        if not self.setting.needs_passphrase:
            return [self.name_text]
        boxes: list[w.Widget] = [self.name_text, self.passphrase_text]
        if self.setting.class_code:
            boxes.insert(0, self.class_text)
        return boxes

    def _label_sign_in(self) -> None:
        self.name_text.description = _("Your name")
        self.name_text.placeholder = _("e.g. {example}", example="Ada")
        self.class_text.description = _("Class code")
        self.class_text.placeholder = _("from your teacher")
        self.passphrase_text.description = _("Passphrase")
        self.passphrase_text.placeholder = _("your own, chosen the first time")

    def signed_in(self, store: ProgressStore) -> str:
        """The learner's name once the sign-in holds (raises SignInError, a friendly message)."""
        if self._signed_in is not None:
            return self._signed_in
        learner = sign_in_learner(store, self.name_text.value, self.passphrase_text.value,
                                  class_code=self.class_text.value, setting=self.setting)
        if self.setting.needs_passphrase:
            self._signed_in = learner
            self.passphrase_text.value = ""
            for box in (self.name_text, self.class_text, self.passphrase_text):
                box.disabled = True
            self.name_text.value = learner
        return learner

    @property
    def personal(self) -> bool:
        return self.setting.mode is Mode.PERSONAL


class ProgressWidget(FollowsLanguage, w.VBox, StoreUser):
    """A learner's streak, mastery per concept and what is due for review, with a Refresh button."""

    def __init__(self, learner: str, store: ProgressStore | None = None) -> None:
        super().__init__()
        self.add_class("et-progress-widget")
        self._store = store
        self.learner = clean_learner(learner)
        self.summary = w.HTML()
        self.refresh_button = w.Button(icon="refresh")
        self.status = w.HTML()
        self.refresh_button.on_click(self.guarded(lambda _: self.refresh()))
        self.children = [self.summary, self.refresh_button, self.status]
        self.guarded(self.relabel)()
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        self.refresh_button.description = _("Refresh")
        self.refresh()

    def refresh(self) -> None:
        records = learner_answers(self.store, self.learner)
        self.summary.value = progress_html(self.learner, records, time.time())


class ReviewWidget(FollowsLanguage, w.VBox, StoreUser):
    """Review my mistakes: one due question at a time, saved like any other answer, so the spaced
    repetition schedule moves on as the learner answers."""

    def __init__(
        self, learner: str, store: ProgressStore | None = None, on_answer: Callable[[], None] | None = None
    ) -> None:
        super().__init__()
        self.add_class("et-review")
        self._store = store
        self.learner = clean_learner(learner)
        self.on_answer = on_answer
        self.reason = w.HTML()
        self.quiz_box = w.VBox()
        self.next_button = w.Button(button_style="info")
        self.next_button.add_class("et-review-next")
        self.status = w.HTML()
        self.quiz: QuizWidget | None = None
        self._item: tuple[ReviewItem, int] | None = None
        """The question under review and how many were due."""
        self.next_button.on_click(self.guarded(lambda _: self.next_item()))
        self.children = [w.HTML(STYLE + QUIZ_CSS), self.reason, self.quiz_box, self.next_button, self.status]
        self.next_button.description = _("Next review question")
        self.guarded(self.next_item)()
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        """The words again in the current language; the question under review stays (it redraws itself)."""
        self.next_button.description = _("Next review question")
        self._show_reason()

    def _show_reason(self) -> None:
        if self._item is None:
            self.reason.value = message_html(_("Nothing to review right now. Well done!"), ok=True)
            return
        item, due_count = self._item
        due = ngettext("{n} due.", "{n} due.", due_count)
        self.reason.value = f'<div class="et-quiz-head">{esc(item.reason)} {esc(due)}</div>'

    def next_item(self) -> bool:
        """Show the next due question; False (with a message) when nothing is due."""
        queue = review_queue(learner_answers(self.store, self.learner), time.time())
        self.show_message("")
        old = self.quiz
        if not queue:
            self.quiz = None
            self.quiz_box.children = []
            self._item = None
            self._show_reason()
            if old is not None:
                old.close()
            return False
        item = queue[0]
        self.quiz = QuizWidget(
            code=item.question_code, rules=item.rules, count=1,
            store=self.store, learner=self.learner, record_as=REVIEW_SET,
        )
        self.quiz.next_button.layout.display = "none"
        self.quiz.check_button.on_click(self.guarded(lambda _: self._answered()))
        self.quiz_box.children = [self.quiz]
        if old is not None:
            old.close()
        self._item = (item, len(queue))
        self._show_reason()
        return True

    def _answered(self) -> None:
        if self.on_answer is not None:
            self.on_answer()


class MyProgress(FollowsLanguage, w.VBox, StoreUser, LearnerSignIn):
    """Type your name (and on the class server your passphrase), then see your progress and review
    your mistakes. Nobody else's answers can be opened here."""

    def __init__(self, learner: str | None = None, store: ProgressStore | None = None) -> None:
        super().__init__()
        self.add_class("et-my-progress")
        self._store = store
        boxes = self._sign_in_boxes(learner)
        self.show_button = w.Button(button_style="primary")
        self.show_button.add_class("et-show-progress")
        self.title = w.HTML()
        self.status = w.HTML()
        self.body = w.VBox()
        self.progress: ProgressWidget | None = None
        self.review: ReviewWidget | None = None
        self.show_button.on_click(self.guarded(lambda _: self.show()))
        self.children = [w.HBox([*boxes, self.show_button]), self.status, self.body]
        self.relabel()
        if self.name_text.value.strip() and not self.setting.needs_passphrase:
            self.guarded(self.show)()
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        """The words again in the current language; the progress and review shown redraw themselves."""
        self._label_sign_in()
        self.show_button.description = _("Show my progress")
        title = _("Review my mistakes")
        self.title.value = f"<h4>{esc(title)}</h4>"

    def show(self) -> None:
        learner = self.signed_in(self.store)
        note_code("", type(self).__name__)
        self.show_message("")
        old = self.body.children
        self.progress = ProgressWidget(learner, self.store)
        self.review = ReviewWidget(learner, self.store, on_answer=self.progress.refresh)
        self.body.children = [self.progress, self.title, self.review]
        for widget in old:
            if widget is not self.title:
                widget.close()


class ClassQuizWidget(FollowsLanguage, w.VBox, StoreUser, LearnerSignIn):
    """A learner types their name (on the class server also the class code and their passphrase)
    and the teacher's quiz set code, then answers the set; every first answer is saved under that
    code for the teacher's dashboard."""

    def __init__(self, code: str | None = None, learner: str | None = None, store: ProgressStore | None = None):
        super().__init__()
        self.add_class("et-class-quiz")
        self._store = store
        boxes = self._sign_in_boxes(learner)
        self.code_text = w.Text(value=code or "")
        self.code_text.add_class("et-set-code")
        self.start_button = w.Button(button_style="primary")
        self.start_button.add_class("et-start")
        self.status = w.HTML()
        self.status.add_class("et-class-status")
        self.quiz_box = w.VBox()
        self.quiz: QuizWidget | None = None
        self.start_button.on_click(self.guarded(lambda _: self.start()))
        self.children = [
            w.HTML(STYLE + QUIZ_CSS), *boxes, w.HBox([self.code_text, self.start_button]),
            self.status, self.quiz_box,
        ]
        self.relabel()
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        """The words again in the current language; the set under way stays (its quiz redraws itself)."""
        self._label_sign_in()
        self.code_text.description = _("Set code")
        self.code_text.placeholder = _("e.g. {example}", example="WF2-8F2K-20H")  # the example the error quotes
        self.start_button.description = _("Start")

    def start(self) -> QuizWidget | None:
        """Start the set in `code_text` for the learner in `name_text` (a message for bad input)."""
        if not self.name_text.value.strip():
            self.show_message(lambda: _("Type your name first, so your teacher sees your answers."))
            return None
        note_code(str(self.code_text.value), type(self).__name__)
        quiz_set = parse_quiz_set(self.code_text.value)
        store = self.store
        learner = self.signed_in(store)
        self.quiz = QuizWidget(
            quiz_set.kinds, quiz_set.rules, code=str(quiz_set.set_code), count=quiz_set.count,
            store=store, learner=learner, record_as=quiz_set.code,
        )
        old, self.quiz_box.children = self.quiz_box.children, [self.quiz]
        for widget in old:
            widget.close()
        self.show_message(lambda: _("{learner}, your answers to set {code} are saved. {description}.", learner=learner,
                            code=quiz_set.code, description=quiz_set.describe()), ok=True)
        return self.quiz
