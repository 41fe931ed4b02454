"""Step through a hand, forwards and back, with a sentence for every step."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from pathlib import Path

import ipywidgets as w

from euchre.actions import Discard, Play
from euchre.cards import Card
from euchre.render import esc
from euchre.seats import seat_name, side_name
from euchre.state import HandState
from euchre.widgets._common import STYLE, Guarded, seat_names
from euchre.widgets.cards import upcard_html, upcard_status
from euchre.widgets.table import TrickView, hands_html
from euchre.widgets.words import calls_text, step_sentence


class ReplayWidget(w.VBox, Guarded):
    """A finished (or unfinished) hand, one action at a time.

    `annotations` maps a step number (0 is the deal, 1 the first action, ...) to a comment shown
    at that step; `start=-1` opens at the end. Player names, titles and annotations are escaped
    before display. For records that do not show every card, `inferred` holds each seat's guessed
    cards (drawn as guesses) and `discard_unknown` hides the dealer's discard.
    """

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
    ) -> None:
        self.status = w.HTML()
        self.states: list[HandState] = state.path()
        self.names = seat_names(names)
        self.title = title
        self.annotations = {int(k): _as_text(v) for k, v in (annotations or {}).items()}
        self.inferred = tuple(frozenset(cards) for cards in inferred)
        self.discard_unknown = discard_unknown
        self.header = w.HTML()
        self.start_button = w.Button(description="« Start", tooltip="Go to the deal")
        self.back_button = w.Button(description="◀ Back", tooltip="One step back")
        self.next_button = w.Button(description="Next ▶", tooltip="One step forward", button_style="primary")
        self.end_button = w.Button(description="End »", tooltip="Go to the end of the hand")
        self.show_all = w.Checkbox(value=show_all, description="Show all hands", indent=False)
        self.upcard_view = w.HTML()
        self.trick_view = TrickView(names=names)
        self.hands_view = w.HTML()
        self.calls_view = w.HTML()
        self.explanation = w.HTML()
        self.annotation = w.HTML()
        for button, step in (
            (self.start_button, lambda: 0),
            (self.back_button, lambda: self.step - 1),
            (self.next_button, lambda: self.step + 1),
            (self.end_button, lambda: len(self.states) - 1),
        ):
            button.on_click(self.guarded(lambda _b, step=step: self.go(step())))
        self.show_all.observe(self.guarded(lambda _c: self.render()), "value")
        controls = w.HBox([self.start_button, self.back_button, self.next_button, self.end_button, self.show_all])
        table = w.HBox([self.trick_view, self.upcard_view])
        super().__init__(
            children=[
                self.header, controls, self.explanation, self.annotation, table, self.calls_view,
                self.hands_view, self.status,
            ]
        )
        self.add_class("et-replay")
        self.step = 0
        self.go(start if start >= 0 else len(self.states) + start)

    # ---- construction from records --------------------------------------------------------
    @classmethod
    def from_egn(cls, source: str | Path | object, deal: int = 0, **kwargs: object) -> ReplayWidget:
        """A replay of one deal of an EGN game (a path, or a game loaded with `euchre.egn.load`).

        The game's player names and title are shown (escaped), and its call and play annotations
        are attached to the matching steps.
        """
        from euchre.widgets.records import egn_replay_args

        return cls(**egn_replay_args(source, deal), **kwargs)  # type: ignore[arg-type]

    # ---- navigation -----------------------------------------------------------------------
    @property
    def state(self) -> HandState:
        return self.states[self.step]

    @property
    def last_step(self) -> int:
        return len(self.states) - 1

    def go(self, step: int) -> None:
        self.step = max(0, min(int(step), self.last_step))
        self.render()

    def next(self) -> None:
        self.go(self.step + 1)

    def back(self) -> None:
        self.go(self.step - 1)

    def sentence(self) -> str:
        """The explanation shown for the current step."""
        state = self.state
        if self.discard_unknown and isinstance(state.last_action, Discard) and state.last_seat is not None:
            who = seat_name(state.last_seat, state.num_players)
            return f"{who}, the dealer, discards a card face down (the record does not say which)."
        return step_sentence(state)

    # ---- drawing --------------------------------------------------------------------------
    def render(self) -> None:
        state = self.state
        title = f"<b>{esc(self.title)}</b> · " if self.title else ""
        by_side = state.tricks_by_side()
        tricks = ", ".join(
            f"{side_name(side, state.num_players)} {n}" for side, n in enumerate(by_side)
        )
        self.header.value = (
            f'{STYLE}<div class="et-w">{title}Step {self.step} of {self.last_step}'
            f' · Tricks: {esc(tricks)}</div>'
        )
        self.start_button.disabled = self.back_button.disabled = self.step == 0
        self.next_button.disabled = self.end_button.disabled = self.step == self.last_step
        self.explanation.value = f'<div class="et-note et-w" role="status">{esc(self.sentence())}</div>'
        note = self.annotations.get(self.step, "")
        self.annotation.value = f'<div class="et-ann et-w">Note: {esc(note)}</div>' if note else ""
        if state.upcard is not None:
            self.upcard_view.value = upcard_html(state.upcard, len(state.kitty), status=upcard_status(state))
        self.trick_view.show_state(state)
        calls = calls_text(state)
        self.calls_view.value = (
            f'<div class="et-w"><b>Calls:</b> {esc(" · ".join(calls)) if calls else "none yet"}</div>'
        )
        self.hands_view.value = hands_html(state, self.names, show_all=self.show_all.value, guessed=self.inferred)
        self.status.value = ""


def _as_text(value: str | Sequence[str]) -> str:
    return value if isinstance(value, str) else " ".join(str(v) for v in value)


def play_steps(states: Sequence[HandState]) -> list[int]:
    """The step numbers at which a card was played, in order."""
    return [i for i, s in enumerate(states) if isinstance(s.last_action, Play)]


def call_steps(states: Sequence[HandState]) -> list[int]:
    """The step numbers of the bidding calls (everything before play except the discard)."""
    return [
        i for i, s in enumerate(states)
        if s.last_action is not None and not isinstance(s.last_action, (Play, Discard))
    ]
