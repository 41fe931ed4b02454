"""The placement test as a page: about ten questions, one at a time, then which lessons are marked done.

The questions, the grading and the rule for a known lesson are in `euchre.tutor.placement`; this widget
shows them as a quiz (`QuizWidget`: the same controls and feedback), and once every question has
been answered (or the last one passed by) it records the known lessons for the learner and says, in
one line per lesson, what was marked done and why.
"""

from __future__ import annotations

import logging
from typing import Any

import ipywidgets as w

from euchre.explain.render import esc
from euchre.i18n import _
from euchre.progress import ProgressStore
from euchre.progress.lessons import mark_known
from euchre.tutor import Feedback, grade
from euchre.tutor.placement import PlacementResult, PlacementTest
from euchre.widgets.quiz import QuizWidget

log = logging.getLogger("euchre.widgets.placement")


class PlacementWidget(QuizWidget):
    """The placement test. `seed` picks the questions (the same seed, the same test); the known
    lessons are recorded for `learner` (else whoever the progress layer takes the learner to be, as
    for a lesson's own checks), in `store` when given.

    Besides QuizWidget's children it has `result_html`: the outcome, one line per lesson."""

    def __init__(
        self, seed: int | None = None, *, learner: str | None = None, store: ProgressStore | None = None
    ) -> None:
        test = PlacementTest() if seed is None else PlacementTest(seed=seed)
        self.placement_learner, self.placement_store = learner, store
        self.result: PlacementResult | None = None
        self.marked: tuple[str, ...] = ()
        self._unsaved_result = False
        self.result_html = w.HTML()
        self.result_html.add_class("et-placement-result")
        first = test.question
        super().__init__((first.kind,), first.rules, first.difficulty, code=first.code)
        self.session: Any = test
        self.add_class("et-placement")
        self.children = (*self.children, self.result_html)
        self._show_question()

    @property
    def test(self) -> PlacementTest:
        return self.session  # type: ignore[no-any-return]

    def check(self) -> Feedback:
        feedback = super().check()
        if self.test.finished and self.result is None:
            self.finish()
        return feedback

    def _show_over(self) -> None:
        if self.result is None:
            self.finish()
        else:
            self._draw_result()

    def finish(self) -> PlacementResult:
        """Work out the result, record the known lessons for the learner and show one line per lesson."""
        result = self.test.result()
        self.result = result
        try:
            self.marked = mark_known(result, self.placement_learner, store=self.placement_store)
        except Exception as exc:
            log.exception("could not record the placement test's lessons", exc_info=exc)
            self._unsaved_result = True
        self.next_button.disabled = True
        self._draw_result()
        return result

    def relabel(self) -> None:
        super().relabel()
        if self._over and self.feedback is not None:  # QuizWidget leaves a finished set's feedback as it was
            self.feedback = grade(self.question, self._answered)
            self._draw_feedback()
        if self.result is not None:
            self._draw_result()

    def _draw_result(self) -> None:
        assert self.result is not None
        known = len(self.result.known)
        if known:
            head = _("Your placement: the lessons marked done now show as done on the index. Start with the "
                     "first lesson that is not.")
        else:
            head = _("Your placement: no lesson is marked done yet. Start with the first lesson.")
        lines = "".join(f"<li>{esc(text)}</li>" for text in self.result.texts())
        failed = ""
        if self._unsaved_result:
            failed = '<div class="et-quiz-msg" role="status">{}</div>'.format(esc(_(
                "The result could not be saved to your progress. Tell your teacher if this keeps happening.")))
        self.result_html.value = (
            f'<div class="et-feedback-ok" role="status"><b>{esc(head)}</b><ul class="et-summary">{lines}</ul>'
            f"</div>{failed}"
        )


__all__ = ["PlacementWidget"]
