"""Step through a hand, forwards and back, with a sentence for every step."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from pathlib import Path

import ipywidgets as w

from euchre.engine.actions import Discard
from euchre.engine.cards import Card
from euchre.engine.errors import EuchreError
from euchre.engine.state import HandState
from euchre.explain.action_words import assist_meaning, is_assist
from euchre.explain.render import esc
from euchre.explain.steps import bidder_discard_hidden, calls_text, step_sentence
from euchre.i18n import _
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.seats import side_label as side_name
from euchre.tutor.guided import StopKind, check_stops, grade_stop, labels, stop_choices, stop_prompt, stops_for_seat
from euchre.tutor.question import Feedback
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded, relabel_options, seat_names
from euchre.widgets.cards import upcard_html, upcard_status
from euchre.widgets.quiz import QUIZ_CSS, feedback_html
from euchre.widgets.records import egn_replay_args
from euchre.widgets.table import TrickView, hands_html


class ReplayWidget(FollowsLanguage, w.VBox, Guarded):
    """A finished (or unfinished) hand, one action at a time.

    `annotations` maps a step number (0 is the deal, 1 the first action, ...) to a comment shown
    at that step; `start=-1` opens at the end. Player names, titles and annotations are escaped
    before display. For records that do not show every card, `inferred` holds each seat's guessed
    cards (drawn as guesses) and `discard_unknown` hides the dealer's discard.

    Guided play: `stops` maps a step to "legal" or "recorded" (see euchre.tutor.guided), and
    `guide_seat` adds a stop at every real decision of that seat (plays "legal", calls "recorded").
    Pressing Next ▶ onto a stop asks "which card would you play?" (or the call) first; the choice
    is graded with the reason, then the step and its note are shown. `on_stop_answered(step,
    feedback)` is called for each graded answer. `stop_reasons` gives a stop the reason its answer
    is graded with (else the step's note), and `stop_also` the moves as good as the recorded one.
    While a stop waits for an answer, only the hand of the player asked is shown face up.

    When the learner switches the language, everything is drawn again in it at the same step (the
    annotations are the caller's text, a record's are said again from the catalogue; `StrategyExample`
    gives new ones), a stop's question keeps
    the choice picked, and an answer's feedback is graded again in the new language.
    """

    record: tuple[object, int] | None = None
    """The record and deal this replay was made from (`from_egn`), whose title and notes it says again
    in a new language; an owner that gives other words sets it (or None, to keep its own)."""

    def __init__(
        self,
        state: HandState,
        *,
        names: Sequence[str] | None = None,
        title: str = "",
        annotations: Mapping[int, str | Sequence[str]] | None = None,
        show_all: bool = False,
        start: int = 0,
        inferred: Sequence[AbstractSet[Card]] = (),
        discard_unknown: bool = False,
        stops: Mapping[int, str] | None = None,
        guide_seat: int | None = None,
        on_stop_answered: Callable[[int, Feedback], None] | None = None,
        stop_reasons: Mapping[int, str] | None = None,
        stop_also: Mapping[int, Sequence[str]] | None = None,
    ) -> None:
        self.status = w.HTML()
        self.states: list[HandState] = state.path()
        if guide_seat is not None:
            stops = {**stops_for_seat(self.states, guide_seat), **(stops or {})}
        self.stops: dict[int, StopKind] = check_stops(self.states, stops or {})
        """Guided play: step -> "legal" or "recorded"; going forward onto a stop asks the learner first."""
        self.stop_reasons = {int(k): v for k, v in (stop_reasons or {}).items()}
        """The reason a stop's answer is graded with (else the step's note)."""
        self.stop_also = {int(k): tuple(v) for k, v in (stop_also or {}).items()}
        """Moves as good as the recorded one at a stop (right too)."""
        self.answered: dict[int, Feedback] = {}
        self._graded: tuple[int, object] | None = None
        """The stop and the choice whose feedback is shown (graded again in a new language)."""
        self.on_stop_answered = on_stop_answered
        self.pending: int | None = None
        self.player_names = tuple(names) if names else None
        self.title = title
        self.annotations = {int(k): _as_text(v) for k, v in (annotations or {}).items()}
        self.inferred = tuple(frozenset(cards) for cards in inferred)
        self.discard_unknown = discard_unknown
        self.header = w.HTML()
        self.start_button = w.Button()
        self.back_button = w.Button()
        self.next_button = w.Button(button_style="primary")
        self.end_button = w.Button()
        self.show_all = w.Checkbox(value=show_all, indent=False)
        self.upcard_view = w.HTML()
        self.trick_view = TrickView(names=names)
        self.hands_view = w.HTML()
        self.calls_view = w.HTML()
        self.explanation = w.HTML()
        self.annotation = w.HTML()
        self.stop_prompt = w.HTML()
        self.stop_choices = w.ToggleButtons(options=[], value=None)
        self.stop_choices.add_class("et-stop-choices")
        self.stop_check = w.Button(button_style="primary")
        self.stop_check.add_class("et-stop-check")
        self.stop_skip = w.Button()
        self.stop_feedback = w.HTML()
        self.stop_feedback.add_class("et-stop-feedback")
        self.stop_buttons = w.HBox([self.stop_check, self.stop_skip])
        self.stop_box = w.VBox([self.stop_prompt, self.stop_choices, self.stop_buttons, self.stop_feedback])
        self.stop_box.add_class("et-stop")
        self.stop_box.layout.display = "none"
        self.stop_check.on_click(self.guarded(lambda _b: self.answer_stop(self.stop_choices.value)))
        self.stop_skip.on_click(self.guarded(lambda _b: self._leave_stop()))
        for button, step in (
            (self.start_button, lambda: 0),
            (self.back_button, lambda: self.step - 1),
            (self.end_button, lambda: len(self.states) - 1),
        ):
            button.on_click(self.guarded(lambda _b, step=step: self.go(step())))
        self.next_button.on_click(self.guarded(lambda _b: self.next()))
        self.show_all.observe(self.guarded(lambda _c: self.render()), "value")
        controls = w.HBox([self.start_button, self.back_button, self.next_button, self.end_button, self.show_all])
        table = w.HBox([self.trick_view, self.upcard_view])
        super().__init__(
            children=[
                self.header, controls, self.explanation, self.stop_box, self.annotation, table, self.calls_view,
                self.hands_view, self.status,
            ]
        )
        self.add_class("et-replay")
        self._label()
        self.step = 0
        self.go(start if start >= 0 else len(self.states) + start)
        self.follow_language(self.guarded(self.relabel))

    @property
    def names(self) -> tuple[str, ...]:
        return seat_names(self.player_names)

    def _label(self) -> None:
        for button, label, tip in (
            (self.start_button, _("« Start"), _("Go to the deal")),
            (self.back_button, _("◀ Back"), _("One step back")),
            (self.next_button, _("Next ▶"), _("One step forward")),
            (self.end_button, _("End »"), _("Go to the end of the hand")),
        ):
            button.description, button.tooltip = label, tip
        self.show_all.description = _("Show all hands")
        self.stop_check.description = _("Check")
        self.stop_skip.description = _("Just show me")

    def relabel(self) -> None:
        """Every word again in the current language, at the same step: a stop waiting keeps the
        choice picked, and the feedback shown is graded again. A replay of a record takes the
        record's title and notes again, in the new language where the catalogue has them."""
        if self.record is not None:
            args = egn_replay_args(*self.record)
            self.title = args["title"]
            self.annotations = {int(k): _as_text(v) for k, v in args["annotations"].items()}
        self._label()
        self.render()
        if self.pending is not None:
            self._draw_stop(self.pending)
        if self._graded is not None:
            step, chosen = self._graded
            if self.pending is None:
                self._draw_stop(step)
            self.stop_feedback.value = QUIZ_CSS + feedback_html(self._grade(step, chosen))

    # ---- construction from records --------------------------------------------------------
    @classmethod
    def from_egn(cls, source: str | Path | object, deal: int = 0, **kwargs: object) -> ReplayWidget:
        """A replay of one deal of an EGN game (a path, or a game loaded with `euchre.engine.egn.load`).

        The game's player names and title are shown (escaped), and its call and play annotations
        are attached to the matching steps.
        """
        widget = cls(**egn_replay_args(source, deal), **kwargs)  # type: ignore[arg-type]
        widget.record = (source, deal)
        return widget

    # ---- navigation -----------------------------------------------------------------------
    @property
    def state(self) -> HandState:
        return self.states[self.step]

    @property
    def last_step(self) -> int:
        return len(self.states) - 1

    def go(self, step: int) -> None:
        self.pending = None
        self._graded = None
        self.step = max(0, min(int(step), self.last_step))
        self.render()

    def next(self) -> None:
        """One step forward; onto an unanswered stop, ask the learner first (the note waits)."""
        target = self.step + 1
        if target in self.stops and target not in self.answered and target <= self.last_step:
            self._ask(target)
            return
        self.go(target)

    # ---- guided stops -----------------------------------------------------------------------
    def ask_at(self, step: int) -> None:
        """Go to `step`; when it is a stop not yet answered, stop just before it and ask first."""
        if step in self.stops and step not in self.answered:
            self._ask(step)
        else:
            self.go(step)

    def _ask(self, step: int) -> None:
        if self.step != step - 1:
            self.go(step - 1)
        self.pending = step
        self.render()
        self.stop_choices.options = []
        self._draw_stop(step)
        self.stop_choices.value = None
        self._graded = None
        self.stop_feedback.value = ""
        self._settle(False)
        self.stop_box.layout.display = ""
        self.next_button.disabled = True

    def _settle(self, answered: bool) -> None:
        """After an answer the choice stays shown as picked, and can no longer be changed or checked."""
        self.stop_choices.disabled = self.stop_check.disabled = self.stop_skip.disabled = answered
        self.stop_buttons.layout.display = "none" if answered else ""

    def _draw_stop(self, step: int) -> None:
        before, recorded = self.states[step - 1], self.states[step].last_action
        assert recorded is not None
        choices = stop_choices(before, recorded)
        assist = (f'<div class="et-small et-assist">{esc(assist_meaning())}</div>'
                  if any(is_assist(before, a) for a in choices) else "")  # the button says "Assist": say what it is
        self.stop_prompt.value = (f'<div class="et-w"><b>{esc(stop_prompt(before, recorded, self.names))}</b>'
                                  f"{assist}</div>")
        relabel_options(self.stop_choices, labels(choices, before))
        if self.pending is not None:
            self.next_button.disabled = True

    def _grade(self, step: int, chosen: object) -> Feedback:
        before, recorded = self.states[step - 1], self.states[step].last_action
        assert recorded is not None
        reason = self.stop_reasons.get(step, self.annotations.get(step, ""))
        return grade_stop(before, recorded, chosen, self.stops[step], reason, self.stop_also.get(step, ()),
                          names=self.player_names or ())

    def answer_stop(self, chosen: object) -> Feedback:
        """Grade the learner's choice at the pending stop (euchre.tutor.guided), then show the step
        and its note. An empty choice asks for one and stays."""
        step = self.pending
        if step is None:
            if self._graded is not None and self._graded[0] in self.answered:
                return self.answered[self._graded[0]]  # answered already: the feedback stays as it is
            raise NoStopWaiting(_("there is no question waiting: press Next ▶ to reach the next stop"))
        feedback = self._grade(step, chosen)
        self._graded = (step, chosen)
        if not feedback.graded:
            self.stop_feedback.value = QUIZ_CSS + feedback_html(feedback)
            return feedback
        self.answered[step] = feedback
        if self.on_stop_answered is not None:
            self.on_stop_answered(step, feedback)
        self.go(step)
        self._graded = (step, chosen)
        self._settle(True)
        self.annotation.value = self._note_html() if self._note_not_in_feedback() else ""
        self.stop_feedback.value = QUIZ_CSS + feedback_html(feedback)
        self.stop_box.layout.display = ""
        return feedback

    def _note_not_in_feedback(self) -> bool:
        """The step's note is said by the feedback shown (it is the stop's reason): not twice."""
        step = self.step
        return self.stop_reasons.get(step, self.annotations.get(step, "")) != self.annotations.get(step, "")

    def _note_html(self) -> str:
        note = self.annotations.get(self.step, "")
        return '<div class="et-ann et-w">{}</div>'.format(esc(_("Note: {note}", note=note))) if note else ""

    def _leave_stop(self) -> None:
        if self.pending is not None:
            step = self.pending
            self.answered.setdefault(step, Feedback(False, (), "", "", "skipped", graded=False))
            self.go(step)

    def back(self) -> None:
        self.go(self.step - 1)

    def sentence(self) -> str:
        """The explanation shown for the current step."""
        state = self.state
        if self.discard_unknown and isinstance(state.last_action, Discard) and state.last_seat is not None:
            hidden = bidder_discard_hidden(state)
            if hidden is not None:
                return hidden
            who = seat_name(state.last_seat, state.num_players)
            return _("{seat}, the dealer, discards a card face down (the record does not say which).", seat=who)
        return step_sentence(state)

    # ---- drawing --------------------------------------------------------------------------
    def render(self) -> None:
        if self.pending is None and (self._graded is None or self._graded[0] != self.step):
            self.stop_box.layout.display = "none"
        state = self.state
        title = f"<b>{esc(self.title)}</b> · " if self.title else ""
        by_side = state.tricks_by_side()
        tricks = ", ".join(
            f"{side_name(side, state.num_players)} {n}" for side, n in enumerate(by_side)
        )
        where = _("Step {step} of {last}", step=self.step, last=self.last_step)
        taken = _("Tricks: {tricks}", tricks=tricks)
        self.header.value = f'{STYLE}<div class="et-w">{title}{esc(where)} · {esc(taken)}</div>'
        self.start_button.disabled = self.back_button.disabled = self.step == 0
        self.next_button.disabled = self.end_button.disabled = self.step == self.last_step
        self.explanation.value = f'<div class="et-note et-w" role="status">{esc(self.sentence())}</div>'
        shown = self._graded is not None and self._graded[0] == self.step
        self.annotation.value = self._note_html() if not shown or self._note_not_in_feedback() else ""
        if isinstance(state, HandState):
            self.upcard_view.value = upcard_html(state.upcard, len(state.kitty), status=upcard_status(state))
        self.trick_view.show_state(state)
        calls = calls_text(state)
        calls_label, shown = _("Calls:"), " · ".join(calls) if calls else _("none yet")
        self.calls_view.value = f'<div class="et-w"><b>{esc(calls_label)}</b> {esc(shown)}</div>'
        asked = self.states[self.pending - 1].to_act if self.pending is not None else None
        self.hands_view.value = hands_html(state, self.names, show_all=self.show_all.value and asked is None,
                                           me=2 if asked is None else asked, guessed=self.inferred)
        self.status.value = ""


class NoStopWaiting(EuchreError):
    """Check pressed with no question waiting."""


def _as_text(value: str | Sequence[str]) -> str:
    return value if isinstance(value, str) else " ".join(str(v) for v in value)

