"""Puzzle views: `PuzzleWidget` plays one puzzle (every hand shown; South's cards are buttons), and
`PuzzlePage` is the puzzle trainer: the puzzle of the day, practice near your rating with a theme and
variant filter, streak mode, a box to open a puzzle by ID, and your rating.

The widgets hold no puzzle logic: playing is `euchre.puzzles.PuzzlePlay`, choosing what comes next is
`euchre.puzzles.choose`, results go to a `PuzzleHistory` (the progress store by default), and the
pictures are `euchre.puzzles.views`. Every callback is guarded, so a learner sees a short message.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import time
from collections.abc import Callable

import ipywidgets as w

from euchre.classroom.access import own_learner
from euchre.engine.cards import Card
from euchre.explain.render import esc
from euchre.i18n import _, ngettext
from euchre.i18n.messages import later
from euchre.progress import shared_store
from euchre.progress.puzzle_history import StoreHistory
from euchre.progress.visitor import current_visitor
from euchre.puzzles import (
    VARIANTS,
    MemoryHistory,
    Puzzle,
    PuzzleHistory,
    PuzzlePlay,
    PuzzleResult,
    Streak,
    next_practice,
    shipped,
)
from euchre.puzzles.board import LEARNER
from euchre.puzzles.history import summary
from euchre.puzzles.library import NEWCOMER_VARIANT, Library
from euchre.puzzles.model import variant_name
from euchre.puzzles.solving import model_line
from euchre.puzzles.themes import theme_name
from euchre.puzzles.views import (
    feedback_html,
    header_html,
    last_winner,
    log_html,
    seat_html,
    situation_html,
    table_cards,
)
from euchre.puzzles.writeup import line_steps, writeup
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded, relabel_options
from euchre.widgets.cards import HandPicker
from euchre.widgets.table import TrickView

log = logging.getLogger("euchre.widgets.puzzle")
LEARNER_ENVS = ("EUCHRE_TUTOR_LEARNER", "JUPYTERHUB_USER")
DEFAULT_LEARNER = "me"


class PuzzleWidget(FollowsLanguage, w.VBox, Guarded):
    """One puzzle. Click a card of South's hand to play it. A right card gets the partner's and the
    defence's replies; a wrong one is played out to show it failing, then Retry goes back to just
    before it. `on_decided(play)` is called once, when the result that counts is known.

    `note` (a text, or a function that says it in the current language) is shown in the header. When
    the learner switches the language, every word is drawn again in it, the feedback shown too."""

    def __init__(self, puzzle: Puzzle, *, on_decided: Callable[[PuzzlePlay], None] | None = None,
                 note: str | Callable[[], str] = "") -> None:
        self.status = w.HTML()
        self.play_model = PuzzlePlay(puzzle)
        self.on_decided = on_decided
        self._note = note
        self._said: Callable[[], str] | None = None
        """The feedback shown, as HTML said in the current language."""
        self.header = w.HTML()
        self.situation = w.HTML(situation_html(puzzle))
        self.north, self.east, self.west = w.HTML(), w.HTML(), w.HTML()
        self.trick = TrickView(show_names=False)  # each seat's name heads its hand around the trick
        self.hand = HandPicker(multiple=False, label=_("Your hand (South): click a card to play it"))
        self.hand.add_class("et-puzzle-hand")
        self.hand.on_pick(self.guarded(self._on_card))
        self.log_view = w.HTML()
        self.feedback = w.HTML()
        self.feedback.add_class("et-live")
        self.feedback.add_class("et-puzzle-feedback")
        self.retry_button = w.Button(description=_("Retry"), icon="undo", button_style="warning")
        self.retry_button.add_class("et-puzzle-retry")
        self.hint_button = w.Button(description=_("Hint"))
        self.solution_button = w.Button(description=_("Show solution"))
        self.restart_button = w.Button(description=_("Start over"))
        self.retry_button.on_click(self.guarded(lambda _: self.retry()))
        self.hint_button.on_click(self.guarded(lambda _: self.hint()))
        self.solution_button.on_click(self.guarded(lambda _: self.show_solution()))
        self.restart_button.on_click(self.guarded(lambda _: self.restart()))
        self.west.add_class("et-pz-west")
        self.east.add_class("et-pz-east")
        self.trick.add_class("et-pz-trick")
        middle = w.HBox([self.west, self.trick, self.east], layout=w.Layout(align_items="center"))
        middle.add_class("et-pz-middle")
        super().__init__(children=[
            self.header, self.situation, self.north, middle, self.hand, self.feedback,
            w.HBox([self.retry_button, self.hint_button, self.solution_button, self.restart_button]),
            self.log_view, self.status,
        ])
        self.add_class("et-puzzle")
        self.render()
        self.follow_language(self.guarded(self.relabel))

    @property
    def note(self) -> str:
        return self._note() if callable(self._note) else self._note

    @property
    def puzzle(self) -> Puzzle:
        return self.play_model.puzzle

    def relabel(self) -> None:
        """Every word again in the current language (the picker switched it); the cards played, the
        result and the feedback shown stay."""
        self.hand.label = _("Your hand (South): click a card to play it")
        self.retry_button.description = _("Retry")
        self.hint_button.description = _("Hint")
        self.solution_button.description = _("Show solution")
        self.restart_button.description = _("Start over")
        self.situation.value = situation_html(self.puzzle)
        self.render()
        self._show_said()

    def _say(self, said: Callable[[], str] | None) -> None:
        self._said = said
        self._show_said()

    def _show_said(self) -> None:
        self.feedback.value = self._said() if self._said is not None else ""

    # ---- actions (the buttons call these; tests may too) ----------------------------------------------
    def play(self, card: Card | str) -> None:
        """Play a card as a click on it would."""
        self.hand.click(card if isinstance(card, Card) else Card.parse(card))

    def retry(self) -> None:
        self.play_model.retry()
        self.render()
        self._say(lambda: feedback_html(_("Back to before the mistake. Find a better card."), "info"))

    def restart(self) -> None:
        self.play_model.restart()
        self.render()

    def hint(self) -> None:
        model = self.play_model  # any card played replaces the hint, so it is always for the position shown
        self._say(later(lambda: feedback_html(model.hint(), "info")))

    def show_solution(self) -> None:
        decided = self.play_model.outcome is None
        self.play_model.solution()
        self.render()
        puzzle = self.puzzle
        self._say(lambda: feedback_html(_("The solution: {solution}", solution=writeup(puzzle)), "info"))
        if decided:
            self._decided()

    # ---- drawing -------------------------------------------------------------------------------------
    def render(self) -> None:
        model = self.play_model
        board = model.board
        finished = model.outcome is not None or model.status == "solved"
        self.header.value = STYLE + header_html(self.puzzle, reveal=finished, note=self.note)
        self.north.value = seat_html(board, 0)
        self.east.value = seat_html(board, 1)
        self.west.value = seat_html(board, 3)
        self.trick.show(table_cards(board), board.trump, leader=board.leader if board.trick else None,
                        sitting_out=board.sitting_out, winner=last_winner(board))
        self.hand.set_cards(board.hands[LEARNER], board.trump, disabled=not model.your_turn)
        self.retry_button.disabled = model.status != "failed"
        self.hint_button.disabled = not model.your_turn
        self.log_view.value = log_html(self.puzzle.board, model.played)
        self.status.value = ""

    def _on_card(self, card: Card) -> None:
        self.hand.clear()
        feedback = self.play_model.play(card)
        self.render()
        kind = "ok" if feedback.correct else "bad"
        model = self.play_model
        line = solved_line(model) if feedback.solved else None
        self._say(lambda: feedback_html(feedback.text, kind) + (line_html(model.puzzle, line) if line else ""))
        if feedback.decided:
            self._decided()

    def _decided(self) -> None:
        if self.on_decided is not None:
            self.on_decided(self.play_model)


def solved_line(model: PuzzlePlay) -> tuple[Card, ...]:
    """The whole winning line: the cards played, then the model line to the end."""
    line = tuple(card for _, card in model.played)
    if not model.board.is_over:
        line += tuple(model_line(model.board, model.total))
    return line


def line_html(puzzle: Puzzle, line: tuple[Card, ...]) -> str:
    steps = "".join(f"<li>{esc(text)}</li>" for text in line_steps(puzzle, line))
    title = _("The whole line")
    return f'<div class="et-pz-line"><b>{esc(title)}</b><ol>{steps}</ol></div>' if steps else ""


class PuzzlePage(FollowsLanguage, w.VBox, Guarded):
    """The puzzle trainer. Modes: the puzzle of the day, practice (puzzles near your rating; a puzzle
    you failed comes back after a few others), and streak (harder and harder until you miss one).
    Filters by theme and variant apply to practice and streak; "Open" loads any puzzle by its ID.
    When the learner switches the language, every word is drawn again in it; the puzzle, the mode,
    the filters and the streak stay."""

    MODES = (("Puzzle of the day", "daily"), ("Practice", "practice"), ("Streak", "streak"))
    """The modes by their English names; `modes()` gives them in the current language."""

    @staticmethod
    def modes() -> list[tuple[str, str]]:
        return [(_("Puzzle of the day"), "daily"), (_("Practice"), "practice"), (_("Streak"), "streak")]

    def __init__(
        self,
        *,
        library: Library | None = None,
        history: PuzzleHistory | None = None,
        learner: str | None = None,
        today: dt.date | None = None,
        mode: str = "daily",
    ) -> None:
        self.status = w.HTML()
        self._store_note = ""
        self.library = library or shipped()
        self.today = today
        named = learner or next((os.environ[k].strip() for k in LEARNER_ENVS if os.environ.get(k, "").strip()), "")
        self.learner = named or DEFAULT_LEARNER
        self._own_history = history is None
        self.history: PuzzleHistory = history if history is not None else self._open_history()
        self.name_text = w.Text(value=named, continuous_update=False, layout=w.Layout(width="260px"))
        self.name_text.add_class("et-learner-name")
        self.name_text.observe(self.guarded(self._on_name), names="value")
        self.rating_view = w.HTML()
        self.mode_picker = w.ToggleButtons(options=self.modes(), value=mode)
        self.theme_picker = w.Dropdown(options=self._theme_options())
        self.variant_picker = w.Dropdown(options=self._variant_options())
        self.id_text = w.Text(layout=w.Layout(width="220px"))
        self.id_text.add_class("et-puzzle-id")
        self.open_button = w.Button()
        self.next_button = w.Button(button_style="primary")
        self.next_button.add_class("et-puzzle-next")
        self.streak_view = w.HTML()
        self.puzzle_box = w.VBox()
        self.widget: PuzzleWidget | None = None
        self.streak: Streak | None = None
        self.current_mode = mode
        self.mode_picker.observe(self.guarded(self._on_mode), names="value")
        self.theme_picker.observe(self.guarded(self._on_filter), names="value")
        self.variant_picker.observe(self.guarded(self._on_filter), names="value")
        self.open_button.on_click(self.guarded(lambda _: self.open_id(self.id_text.value)))
        self.next_button.on_click(self.guarded(lambda _: self.next_puzzle()))
        super().__init__(children=[
            w.HBox([self.name_text, self.rating_view]), self.mode_picker,
            w.HBox([self.theme_picker, self.variant_picker]),
            w.HBox([self.id_text, self.open_button, self.next_button]), self.streak_view, self.status,
            self.puzzle_box,
        ])
        self.add_class("et-puzzle-page")
        self._label()
        self._show_rating()
        self.next_puzzle()
        self.follow_language(self.guarded(self.relabel))

    def _label(self) -> None:
        self.name_text.description = _("Your name")
        self.name_text.placeholder = _("saved as 'me'")
        self.mode_picker.description = _("Mode")
        self.theme_picker.description = _("Theme")
        self.variant_picker.description = _("Variant")
        self.id_text.placeholder = _("e.g. {example}", example="K7QX2")
        self.id_text.description = _("Puzzle ID")
        self.open_button.description = _("Open")
        self.next_button.description = _("Next puzzle")

    def relabel(self) -> None:
        """Every word again in the current language (the picker switched it); the puzzle in play
        (which redraws itself), the mode, the filters and the streak stay."""
        relabel_options(self.mode_picker, self.modes())  # the pickers' observers see `relabelling`
        relabel_options(self.theme_picker, self._theme_options())
        relabel_options(self.variant_picker, self._variant_options())
        self._label()
        self._show_rating()
        self._show_streak()
        if self._store_note:
            self._store_note = self._store_note_text()
    # ---- choosing puzzles ----------------------------------------------------------------------------
    @property
    def pool(self) -> list[Puzzle]:
        return self.library.select(theme=self.theme_picker.value or None, variant=self.variant_picker.value or None)

    @property
    def puzzle(self) -> Puzzle | None:
        return None if self.widget is None else self.widget.puzzle

    def next_puzzle(self) -> None:
        """The next puzzle of the current mode."""
        self.show_message((lambda: self._store_note_text()) if self._store_note else "")
        mode = self.mode_picker.value
        if mode == "daily":
            day = self.today or dt.date.today()
            daily = self.library.of_the_day(day, self.variant_picker.value or NEWCOMER_VARIANT)
            self._show(daily, "daily", lambda: _("puzzle of the day, {day}", day=day.isoformat()))
        elif mode == "practice":
            choice = next_practice(self.pool, self.history.results())
            again = choice.mode == "again"
            self._show(choice.puzzle, choice.mode, (lambda: _("back for another try")) if again else "")
        else:
            if self.streak is None or self.streak.over:
                self.streak = Streak(self.pool, run=f"{time.time():.0f}")
            puzzle = self.streak.next()
            n = self.streak.solved + 1
            self._show(puzzle, "streak", lambda: _("streak puzzle {n}", n=n))
            self._show_streak()

    def open_id(self, puzzle_id: str) -> None:
        """Open a puzzle by its ID (in any case; a friendly message if there is no such puzzle)."""
        puzzle = self.library.get(puzzle_id)
        self._show(puzzle, "practice", lambda: _("opened by ID"))

    def _show(self, puzzle: Puzzle, mode: str, note: str | Callable[[], str]) -> None:
        self.current_mode = mode
        old = self.widget
        self.widget = PuzzleWidget(puzzle, on_decided=self.guarded(self._record), note=note)
        self.puzzle_box.children = [self.widget]
        if old is not None:
            old.close()

    # ---- results ---------------------------------------------------------------------------------------
    def _record(self, play: PuzzlePlay) -> None:
        puzzle = play.puzzle
        solved = bool(play.outcome)
        run = self.streak.run if self.current_mode == "streak" and self.streak is not None else ""
        result = PuzzleResult(
            puzzle_id=puzzle.id, solved=solved, rating=puzzle.rating, mode=self.current_mode, run=run,
            moves=tuple(c.code for c in play.first_moves), rules_name=puzzle.rules.name,
        )
        try:
            self.history.record(result)
        except Exception as exc:
            log.exception("could not save a puzzle result", exc_info=exc)
            self.show_message(lambda: _("Your result could not be saved to your progress."))
        if self.current_mode == "streak" and self.streak is not None:
            self.streak.result(solved)
            self._show_streak()
        self._show_rating()

    def _show_rating(self) -> None:
        text = summary(self.history.results())
        label = _("your puzzle rating")
        self.rating_view.value = f'{STYLE}<div class="et-w" aria-label="{esc(label)}"><b>{esc(text)}</b></div>'

    def _show_streak(self) -> None:
        if self.mode_picker.value != "streak" or self.streak is None:
            self.streak_view.value = ""
            return
        s = self.streak
        if s.over:
            text = ngettext("Streak over: {n} solved in a row. Press Next puzzle to start a new streak.",
                            "Streak over: {n} solved in a row. Press Next puzzle to start a new streak.", s.solved)
            kind = "bad"
        else:
            text = ngettext("Streak: {n} solved in a row. Each puzzle is harder than the last; one miss ends it.",
                            "Streak: {n} solved in a row. Each puzzle is harder than the last; one miss ends it.",
                            s.solved)
            kind = "info"
        self.streak_view.value = feedback_html(text, kind)

    # ---- pickers ---------------------------------------------------------------------------------------
    # "Any" is the empty string, not None: a Dropdown given the value None selects nothing and shows a blank box.
    def _theme_options(self) -> list[tuple[str, str]]:
        counts = self.library.theme_counts()
        return [(_("Any theme"), "")] + [(f"{theme_name(t)} ({n})", t) for t, n in counts.items() if n]

    def _variant_options(self) -> list[tuple[str, str]]:
        counts = self.library.variant_counts()
        return [(_("Any variant"), "")] + [(f"{variant_name(v)} ({counts[v]})", v) for v in VARIANTS]

    def _on_mode(self, change: dict[str, object]) -> None:
        if self.relabelling:
            return
        self.streak = None
        self._show_streak()
        self.next_puzzle()

    def _on_filter(self, change: dict[str, object]) -> None:
        if self.relabelling:
            return
        if not self.pool:
            self.show_message(lambda: _("No puzzle has this theme in this variant: pick another."))
            return
        if self.mode_picker.value == "daily":
            self.mode_picker.value = "practice"  # a filter means practice; this starts the next puzzle
            return
        self.streak = None
        self.next_puzzle()

    def _on_name(self, change: dict[str, object]) -> None:
        self.learner = " ".join(str(change["new"]).split()) or DEFAULT_LEARNER
        if self._own_history:
            self.history = self._open_history()
        self._show_rating()

    @staticmethod
    def _store_note_text() -> str:
        return _("Your progress store could not be opened, so results are kept for this session only.")

    def _history_learner(self) -> str | None:
        """Whose history this page reads and writes: the name typed when this session may open it (personal
        use, the hub's user, a learner signed in on this page), else this browser's anonymous learner on a
        served page, else nobody's (kept in memory): a typed name never opens another learner's history."""
        mine = own_learner(self.learner)
        if mine is not None:
            return mine
        visitor = current_visitor()
        return visitor.anonymous_learner if visitor is not None and visitor.anonymous_learner else None

    def _open_history(self) -> PuzzleHistory:
        try:
            learner = self._history_learner()
            if learner is None:
                return MemoryHistory()
            return StoreHistory(shared_store(), learner)
        except Exception as exc:
            log.warning("puzzle history kept in memory only: %s", exc)
            self._store_note = self._store_note_text()

            return MemoryHistory()


__all__ = ["PuzzlePage", "PuzzleWidget"]
