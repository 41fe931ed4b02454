"""A narrated game: step through a whole game (or one hand) with the table, what happened, each rule the
first time it comes up, and the running score pad (`euchre.tutor.narration` says it all; this only shows it)."""

from __future__ import annotations

import ipywidgets as w

from euchre.engine.handlike import is_standard
from euchre.engine.rules import Rules
from euchre.engine.state import HandState
from euchre.explain.render import esc
from euchre.i18n import _, pgettext
from euchre.i18n.seats import seat_label, side_label
from euchre.tutor.narration import NarratedGame, NarratedStep, PadLine, narrated_bot_game
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded
from euchre.widgets.cards import upcard_html, upcard_status
from euchre.widgets.table import TrickView, hands_html

PAD_CSS = """
<style>
.et-pad{border-collapse:collapse;margin:4px 0;font:14px system-ui,sans-serif}
.et-pad td,.et-pad th{border:1px solid #bbb;padding:2px 8px;text-align:center}
.et-pad th{background:#f3f4f6}
.et-pad tr.et-pad-now td{font-weight:700;background:#fffbea}
.et-rule{margin:4px 0;padding:6px 10px;border-left:4px solid #1a7f37;background:#e9f7ef}
</style>
"""


class _SeatsTrickView(TrickView):
    """The trick with the seats of the table's size: compass seats at four, "Player 1" ... at two or three."""

    table_size = 4

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat_label(s, self.table_size) for s in range(self.table_size))


class NarratedGameWidget(FollowsLanguage, w.VBox, Guarded):
    """A narrated game, one step at a time: ◀ Back, Next ▶ and Next hand », with the table, the action in
    words, a green note for each rule met for the first time, and the score pad after every hand."""

    def __init__(self, game: NarratedGame, *, title: str = "") -> None:
        self.game = game
        self.title = title
        n = game.rules.num_players
        self.names = tuple(seat_label(s, n) for s in range(n))
        self.status = w.HTML()
        self.header = w.HTML()
        self.start_button = w.Button()
        self.back_button = w.Button()
        self.next_button = w.Button(button_style="primary")
        self.next_hand_button = w.Button()
        self.narration = w.HTML()
        self.rules_view = w.HTML()
        self.upcard_view = w.HTML()
        self.trick_view = _SeatsTrickView()
        self.trick_view.table_size = n
        self.hands_view = w.HTML()
        self.pad_view = w.HTML()
        self.start_button.on_click(self.guarded(lambda _b: self.go(0)))
        self.back_button.on_click(self.guarded(lambda _b: self.back()))
        self.next_button.on_click(self.guarded(lambda _b: self.next()))
        self.next_hand_button.on_click(self.guarded(lambda _b: self.next_hand()))
        controls = w.HBox([self.start_button, self.back_button, self.next_button, self.next_hand_button])
        super().__init__(children=[
            self.header, controls, self.narration, self.rules_view, w.HBox([self.trick_view, self.upcard_view]),
            self.hands_view, self.pad_view, self.status,
        ])
        self.add_class("et-narrated")
        self.step = 0
        self._label()
        self.render()
        self.follow_language(self.guarded(self.relabel))

    @classmethod
    def from_bots(cls, rules: Rules | str, seed: int, *, hands: int | None = None, title: str = "",
                  strength: str = "intermediate") -> NarratedGameWidget:
        """The narration of a seeded game played by the bots (`hands`: only its first hands)."""
        return cls(narrated_bot_game(rules, seed, hands=hands, strength=strength), title=title)

    # ---- navigation -------------------------------------------------------------------------
    @property
    def last_step(self) -> int:
        return len(self.game.steps) - 1

    @property
    def current(self) -> NarratedStep:
        return self.game.steps[self.step]

    def go(self, step: int) -> None:
        self.step = max(0, min(int(step), self.last_step))
        self.render()

    def next(self) -> None:
        self.go(self.step + 1)

    def back(self) -> None:
        self.go(self.step - 1)

    def next_hand(self) -> None:
        """The deal of the next hand, or the end of the game from the last hand."""
        later = [s for s in self.game.hand_starts() if s > self.step]
        self.go(later[0] if later else self.last_step)

    # ---- drawing ----------------------------------------------------------------------------
    def _label(self) -> None:
        for button, label, tip in (
            (self.start_button, _("« Start"), _("Go to the first deal")),
            (self.back_button, _("◀ Back"), _("One step back")),
            (self.next_button, _("Next ▶"), _("One step forward")),
            (self.next_hand_button, _("Next hand »"), _("Go to the next deal")),
        ):
            button.description, button.tooltip = label, tip

    def relabel(self) -> None:
        self._label()
        self.render()

    def render(self) -> None:
        step = self.current
        state: HandState = step.state
        hands = len(self.game.hands)
        title = f"<b>{esc(self.title)}</b> · " if self.title else ""
        where = _("Hand {hand} of {hands} · step {step} of {last}", hand=step.hand + 1, hands=hands,
                  step=self.step + 1, last=self.last_step + 1)
        self.header.value = f'{STYLE}{PAD_CSS}<div class="et-w">{title}{esc(where)}</div>'
        self.start_button.disabled = self.back_button.disabled = self.step == 0
        self.next_button.disabled = self.next_hand_button.disabled = self.step == self.last_step
        self.narration.value = f'<div class="et-note et-w" role="status">{esc(step.said())}</div>'
        said_notes = [esc(note) for note in step.labelled_notes()]
        self.rules_view.value = "".join(f'<div class="et-rule et-w" role="note">{note}</div>' for note in said_notes)
        if is_standard(state):  # Bid Euchre turns no card up
            self.upcard_view.value = upcard_html(state.upcard, len(state.kitty), status=upcard_status(state))
        else:
            self.upcard_view.value = ""
        self.trick_view.show_state(state)
        self.hands_view.value = hands_html(state, self.names, show_all=True)
        self.pad_view.value = self.pad_html()
        self.status.value = ""

    def pad_lines(self) -> list[PadLine]:
        """The pad's lines of the hands finished by this step."""
        step = self.current
        return [line for line in self.game.pad if line.hand < step.hand or (line.hand == step.hand and step.pad)]

    def pad_html(self) -> str:
        """The score pad so far: each finished hand's points for each side and the running totals."""
        rules = self.game.rules
        n = rules.num_players
        lines = self.pad_lines()
        sides = [esc(side_label(s, n)) for s in range(rules.num_sides)]
        head = "".join(f"<th>{side}</th>" for side in sides)
        hand = esc(pgettext("score table", "Hand"))
        rows = []
        for line in lines:
            cells = "".join(f"<td>{_signed(p)} → {t}</td>" for p, t in zip(line.points, line.totals, strict=True))
            now = ' class="et-pad-now"' if line is self.current.pad else ""
            rows.append(f"<tr{now}><td>{line.hand + 1}</td>{cells}</tr>")
        if not rows:
            rows.append(f'<tr><td>–</td>{"".join("<td>0</td>" for _s in sides)}</tr>')
        label = esc(_("Score pad"))
        caption = esc(_("Score pad: points on each hand → running total (first to {points} wins)",
                        points=rules.winning_score)) if rules.winning_score else label
        return (f'<table class="et-pad" aria-label="{label}"><caption>{caption}</caption>'
                f"<tr><th>{hand}</th>{head}</tr>{''.join(rows)}</table>")

    @property
    def shown_scores(self) -> tuple[int, ...]:
        """The running totals the pad shows at this step."""
        done = self.pad_lines()
        return done[-1].totals if done else (0,) * self.game.rules.num_sides


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)
