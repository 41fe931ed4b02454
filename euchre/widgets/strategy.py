"""The strategy lessons' widgets: an annotated example hand to replay, and a measured claim that the
engine computes on simulated hands while a progress bar runs.

    display(StrategyExample("lead_trump"))   # euchre/data/strategy/lead_trump.egn in the replay widget
    display(ClaimRunner("lead_trump"))       # "In 2,000 simulated hands, leading your highest trump ..."

Under tests, `EUCHRE_TUTOR_SIM_HANDS` (set by the root `conftest.py` for the strategy pages) makes every claim small and
synchronous, so the notebooks run in seconds.
"""

from __future__ import annotations

import os
import threading

import ipywidgets as w

from euchre.bots.claims import CLAIMS, ClaimResult, measure, shipped
from euchre.bots.examples import example_path as tip_example_path
from euchre.bots.examples import load_stops
from euchre.bots.tips import tip
from euchre.explain.render import esc
from euchre.i18n import _, current_language, ngettext
from euchre.i18n.numbers import decimal, whole
from euchre.progress.browser import in_browser
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded, message_html, reason_words
from euchre.widgets.records import egn_replay_args
from euchre.widgets.replay import ReplayWidget

SIM_HANDS_ENV = "EUCHRE_TUTOR_SIM_HANDS"


class StrategyExample(FollowsLanguage, w.VBox, Guarded):
    """The example hand of a tip: step through it (forward and back, all hands shown or hidden); the
    notes appear at the moments that matter. At the key moment the replay stops and asks the learner
    what they would play (or call) in Sam's seat, grades the choice with the tip's reason (a move the
    solver values as highly is right too), then shows the note. "Go to the key moment" jumps to that
    question. A switch of language redraws it at the same step, with the notes of that language's record."""

    def __init__(self, tip_id: str, *, show_all: bool = True) -> None:
        self.status = w.HTML()
        self.tip = tip(tip_id)
        stop = load_stops()[tip_id]
        self.key_step = int(stop["key_step"])
        self.replay = ReplayWidget.from_egn(
            tip_example_path(tip_id, current_language()), show_all=show_all, stops={self.key_step: "recorded"},
            stop_reasons={self.key_step: stop["hint"]}, stop_also={self.key_step: stop["as_good"]},
        )
        self.key_button = w.Button(button_style="warning", layout=w.Layout(width="auto"))
        self.key_button.add_class("et-strategy-key")
        self.key_button.on_click(self.guarded(lambda _b: self.replay.ask_at(self.key_step)))
        self.heading = w.HTML()
        super().__init__(children=[self.heading, self.key_button, self.replay, self.status])
        self.add_class("et-strategy-example")
        self._label()
        self.follow_language(self.guarded(self.relabel))

    def _label(self) -> None:
        self.key_button.description = _("Go to the key moment")
        self.key_button.tooltip = _("Jump to the step the tip is about")
        title = _("Example: {title}", title=self.tip.said_title)
        self.heading.value = f'{STYLE}<div class="et-w"><h4>{esc(title)}</h4></div>'

    def relabel(self) -> None:
        """The words again in the current language: the notes and the stop's reason from that
        language's record, at the same step."""
        record = tip_example_path(self.tip.id, current_language())
        args = egn_replay_args(record)
        replay = self.replay
        replay.record = (record, 0)  # the same deal, with the notes of this language's record
        replay.annotations = dict(args["annotations"])
        replay.title = args["title"]
        replay.player_names = tuple(args["names"]) or None
        replay.stop_reasons = {self.key_step: load_stops()[self.tip.id]["hint"]}
        replay.relabel()
        self._label()


def sim_hands(default: int) -> tuple[int, bool]:
    """How many hands a claim uses by default, and whether to run it in the background (not when
    `EUCHRE_TUTOR_SIM_HANDS` asks for a small sample, as under tests)."""
    value = os.environ.get(SIM_HANDS_ENV, "").strip()
    if value.isdigit() and int(value) >= 2:
        return int(value), False
    return default, True


class ClaimRunner(FollowsLanguage, w.VBox, Guarded):
    """A tip's measured claim: the engine simulates `hands` hands (the claim's default, or
    `$EUCHRE_TUTOR_SIM_HANDS`, unless given), showing a progress bar, then states the result with its
    standard error. It runs in the background (the page stays usable) unless `background=False` or the
    variable is set; "Measure again" repeats it on fresh deals. A switch of language redraws it,
    the result measured (or the run under way) kept."""

    def __init__(self, claim_id: str, hands: int | None = None, *, seed: int = 0,
                 background: bool | None = None) -> None:
        if claim_id not in CLAIMS:
            raise ValueError(f"no claim called {claim_id!r}; the claims are: {', '.join(CLAIMS)}")
        self.status = w.HTML()
        self.claim = CLAIMS[claim_id]
        small, thread = sim_hands(self.claim.default_hands)
        self.hands = hands if hands is not None else small
        self.background = thread if background is None else background
        self.seed = seed
        self.result: ClaimResult | None = None
        self._stage = "running"
        """"running", "measured" (the shipped figure) or "done"."""
        self.progress = w.IntProgress(value=0, min=0, max=self.hands, layout=w.Layout(width="420px"))
        self.progress.add_class("et-claim-progress")
        self.text = w.HTML()
        self.text.add_class("et-claim-text")
        self.again = w.Button(disabled=True)
        self.again.on_click(self.guarded(lambda _b: self.start(self.seed + 1)))
        self._thread: threading.Thread | None = None
        super().__init__(children=[self.progress, self.text, self.again, self.status])
        self.add_class("et-claim")
        figure = shipped(claim_id) if hands is None and thread and background is None else None
        if figure is not None:  # the figure measured once on many hands: shown at once; Measure again
            self.result = figure   # runs the claim's own (smaller) default, so it takes seconds, not minutes
            self.progress.max = self.progress.value = max(figure.n, 1)
            self._stage = "measured"
            self.relabel()
            self.again.disabled = False
        else:
            self.start(seed)
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        """The words again in the current language: the result shown, or the run under way."""
        self.again.description = _("Measure again")
        self.again.tooltip = _("Repeat the measurement on fresh deals")
        stage = self._stage
        self.progress.description = {"running": _("Simulating"), "measured": _("Measured"), "done": _("Done")}[stage]
        if stage == "running" or self.result is None:
            self.text.value = message_html(ngettext("Simulating {hands} hand: {a} against {b} …",
                                                    "Simulating {hands} hands: {a} against {b} …", self.hands,
                                                    hands=whole(self.hands), a=self.claim.said_a, b=self.claim.said_b))
        else:
            self.text.value = claim_html(self.result)

    def start(self, seed: int) -> None:
        self.seed = seed
        self._stage = "running"
        self.relabel()
        self.again.disabled = True
        self.progress.value = 0
        if self.background and not in_browser():  # the browser's Python (the offline edition) has no threads
            self._thread = threading.Thread(target=self._run_safely, daemon=True)
            self._thread.start()
        else:
            self.run()

    def wait(self, timeout: float | None = None) -> ClaimResult | None:
        """Wait for a background run to finish (for tests and scripts)."""
        if self._thread is not None:
            self._thread.join(timeout)
        return self.result

    def run(self) -> ClaimResult:
        """Measure now (in this thread), updating the progress bar."""
        self.progress.max = self.hands

        def step(done: int, total: int) -> None:
            self.progress.value = min(done, self.progress.max)

        result = measure(self.claim.id, self.hands, self.seed, step)
        self.result = result
        self.progress.value = self.progress.max
        self._stage = "done"
        self.relabel()
        self.again.disabled = False
        return result

    def _run_safely(self) -> None:
        try:
            self.run()
        except Exception as exc:  # shown as a message, like every widget callback
            reason = reason_words(exc)
            self.show_message(lambda: _("The simulation stopped: {reason}", reason=reason()))


def claim_html(result: ClaimResult) -> str:
    note = "" if result.significant else " " + _(
        "A gap this small could come from the luck of these hands alone (it is under twice the ± figure), so they "
        "cannot tell the two apart for sure.")
    deals, seconds = whole(result.deals), decimal(result.seconds, 1)
    if result.claim.id == "call_two_high":
        detail = ngettext("{deals} deal was dealt to find these hands; the rest of each hand was played out by "
                          "players who see only their own cards, in {seconds} s.",
                          "{deals} deals were dealt to find these hands; the rest of each hand was played out by "
                          "players who see only their own cards, in {seconds} s.", result.deals,
                          deals=deals, seconds=seconds)
    else:
        detail = ngettext("{deals} deal was dealt to find these hands; the rest of each hand was solved exactly "
                          "(every card known to every player), in {seconds} s.",
                          "{deals} deals were dealt to find these hands; the rest of each hand was solved exactly "
                          "(every card known to every player), in {seconds} s.", result.deals,
                          deals=deals, seconds=seconds)
    if result.measured:
        detail += " " + _("Measured on {date} (seed {seed}); Measure again repeats it on fresh deals.",
                          date=result.measured, seed=result.seed)
    confirmed = result.significant and result.diff > 0  # green only when the hands bear the tip out
    return (f'{STYLE}<div class="et-w">{message_html(result.sentence + note, ok=confirmed)}'
            f'<div class="et-small">{esc(detail)}</div></div>')
