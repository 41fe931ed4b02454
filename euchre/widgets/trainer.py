"""Play a hand against the bots under any ruleset, ask for hints, and get every decision reviewed.

The model is `euchre.bots.trainer.TrainingHand`; this is only its view. Calls are buttons, cards are
clicked in the hand (to play, to discard, or to pass across), "Hint" asks the advisor, and when the
hand is over the review grades every decision with EGN's marks and offers the hand as an annotated
file to download (a `data:` link, so nothing is written next to the app).
"""

from __future__ import annotations

import base64
from collections.abc import Mapping
from typing import Any

import ipywidgets as w

from euchre.bots import Advice
from euchre.bots.decision import Strength
from euchre.bots.grading import within_noise
from euchre.bots.review import MARKS, Graded, total_loss
from euchre.bots.trainer import TrainingHand
from euchre.engine.actions import Action, Discard, GiveCard, Play
from euchre.engine.cards import Card
from euchre.engine.hands import HandLike
from euchre.engine.phases import Phase
from euchre.engine.rules import Rules
from euchre.engine.state import HandState
from euchre.explain.action_words import action_label, alone_meaning, assist_meaning, choice_meanings, is_assist
from euchre.explain.render import esc, trump_html
from euchre.explain.rule_summary import farmers_sentence
from euchre.explain.ruleset_names import ruleset_label, ruleset_options
from euchre.i18n import NP_, _, current_language, ngettext, pgettext
from euchre.i18n.numbers import decimal, percent, signed
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.text import capitalize_first
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded, message_html, relabel_options, replace_children
from euchre.widgets.cards import HandPicker, upcard_html, upcard_status
from euchre.widgets.table import TrickView

CARD_PHASES = (Phase.PLAY, Phase.DISCARD, Phase.BIDDER_DISCARD, Phase.PARTNER_GIVES)
TABLE_RULES: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "renege_mode": (NP_("table rule", "renege mode"), NP_("table rule", "no renege mode")),
    "farmers": (NP_("table rule", "farmer's hand"), NP_("table rule", "no farmer's hand")),
}
"""Options of RULES.md section 2.8 that the player can add to any preset before dealing (or take away
from one), with the words that say so: in English in the rules' stored name, translated on screen."""


def table_rule_label(name: str, rules: Rules) -> str:
    """The check box's label of a table rule under `rules` (the ruleset picked), in the current language."""
    if name == "renege_mode":
        return _("Renege mode: any card may be played, and a renege can be called")
    return farmers_sentence(rules)


def table_rules_label(base: str, changes: Mapping[str, bool]) -> str:
    """The name of ruleset `base` with table rules added (True) or taken away (False), as a learner
    reads it in the current language: "Standard Euchre, renege mode"."""
    added = [pgettext(*TABLE_RULES[n][0]) for n, on in changes.items() if on]
    removed = [pgettext(*TABLE_RULES[n][1]) for n, on in changes.items() if not on]
    return ", ".join([ruleset_label(base), *added, *removed])


LOG_LINES = 8


class TrainerWidget(FollowsLanguage, w.VBox, Guarded):
    """You play one seat (South with four players) against bots of the strength you pick.

    `hint_samples` and `review_samples` are the advisor's deals per decision; `time_limit` caps each
    advisor run in seconds (None for no cap, which makes the numbers exactly reproducible).

    When the learner switches the language, every word is drawn again in it (`relabel`): the hand in
    progress, the log, a hint shown and the review keep their numbers (nothing is dealt again).
    """

    def __init__(
        self, rules: Rules | str = "standard", *, bots: str = "intermediate", seed: int | None = None,
        dealer: int | None = None, hint_samples: int = 200, review_samples: int = 100,
        time_limit: float | None = 1.0,
    ) -> None:
        self.status = w.HTML()
        start = Rules.preset(rules) if isinstance(rules, str) else rules
        names = list(Rules.preset_names())
        self._custom = {} if start.name in names else {start.name: start}
        self.rules_picker = w.Dropdown(options=ruleset_options([*names, *self._custom]), value=start.name)
        self.bots_picker = w.Dropdown(options=_strengths(), value=Strength.parse(bots).label)
        self.house = {
            name: w.Checkbox(value=bool(getattr(start, name)), indent=False, layout=w.Layout(width="auto"))
            for name in TABLE_RULES
        }
        self.new_button = w.Button()
        self.info = w.HTML()
        self.table = TrickView()
        self.upcard = w.HTML()
        self.calls = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.calls.add_class("et-trainer-calls")
        self.hand = HandPicker(multiple=False, label=_("Your hand"))
        self.hand.add_class("et-trainer-hand")
        self.hint_button = w.Button(button_style="info")
        self.hint_button.add_class("et-trainer-hint")
        self.hint_view = w.HTML()
        self._hinted = False
        """A hint is shown (for the position now)."""
        self.log_view = w.HTML()
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(display="none"))
        self.review_view = w.HTML()
        self.review_view.add_class("et-trainer-review")
        self.save_view = w.HTML()
        self.save_view.add_class("et-trainer-save")
        self.next_button = w.Button(button_style="primary", layout=w.Layout(display="none"))
        self.next_button.add_class("et-trainer-next")
        self.continue_button = w.Button(button_style="primary", layout=w.Layout(display="none"))
        self.continue_button.add_class("et-trainer-continue")
        self.continue_button.on_click(self.guarded(lambda _b: self.next_trick()))
        self.seen_tricks = 0
        """Finished tricks the learner has moved on from; the next one stays on the table until then."""
        self.new_button.on_click(self.guarded(lambda _b: self.restart()))
        self.next_button.on_click(self.guarded(lambda _b: self.next_hand()))
        self.hint_button.on_click(self.guarded(lambda _b: self.show_hint()))
        self.hand.on_pick(self.guarded(self._on_card))
        checks = w.HBox(list(self.house.values()), layout=w.Layout(flex_flow="row wrap"))
        checks.add_class("et-checks")
        self._options = dict(seed=seed, hint_samples=hint_samples, review_samples=review_samples,
                             time_limit=time_limit)
        super().__init__(children=[
            w.HBox([self.rules_picker, self.bots_picker, self.new_button]),
            checks,
            self.info, w.HBox([self.table, self.upcard]), self.continue_button, self.calls, self.hand,
            w.HBox([self.hint_button]), self.hint_view, self.log_view,
            self.progress, self.review_view, self.save_view, self.next_button, self.status,
        ])
        self.add_class("et-trainer")
        self.trainer = TrainingHand(start, bots=bots, dealer=dealer, **self._options)  # type: ignore[arg-type]
        self._playing: tuple[str, dict[str, bool]] = (start.name, {})
        """The ruleset of the hand being played, as picked: its base and the table rules changed."""
        self._label()
        self.rules_picker.observe(self.guarded(lambda _change: self._label_table_rules()), names="value")
        self.render()
        self.follow_language(self.guarded(self.relabel))

    def _label(self) -> None:
        self.rules_picker.description = _("Rules")
        self.bots_picker.description = _("Bots")
        self._label_table_rules()
        self.new_button.description = _("Deal a new hand")
        self.new_button.tooltip = _("Start a new hand with these settings")
        self.hint_button.description = _("Hint")
        self.hint_button.tooltip = _("What would the advisor do, and why?")
        self.progress.description = _("Reviewing")
        self.next_button.description = _("Next hand")
        self.continue_button.description = _("Next trick")
        self.continue_button.tooltip = _("Clear the finished trick from the table")

    def _label_table_rules(self) -> None:
        base = self._picked()
        for name, box in self.house.items():
            box.description = table_rule_label(name, base)

    def relabel(self) -> None:
        """Every word again in the current language (the picker switched it), keeping the hand, the
        log, the hint shown and the review, with their numbers."""
        relabel_options(self.bots_picker, _strengths())
        relabel_options(self.rules_picker, ruleset_options(name for _label, name in self.rules_picker.options))
        self._label()
        self.render()
        if self._hinted and self.trainer.my_turn:
            self.hint_view.value = hint_html(self.trainer.hint(), state=self.state)

    # ---- what a learner does -----------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        """The preset picked, with the table rules ticked below it (named so the change shows)."""
        base, changes = self._picked(), self._table_changes()
        if not changes:
            return base
        added = [TABLE_RULES[n][0][1] for n, on in changes.items() if on]
        removed = [TABLE_RULES[n][1][1] for n, on in changes.items() if not on]
        return base.replace(name=", ".join([base.name, *added, *removed]), **changes)

    def _table_changes(self) -> dict[str, bool]:
        """The table rules ticked differently from the preset picked: True added, False taken away."""
        base = self._picked()
        return {n: box.value for n, box in self.house.items() if box.value != getattr(base, n)}

    def _picked(self) -> Rules:
        """The preset (or the ruleset given) picked, without the table rules."""
        name = self.rules_picker.value
        return self._custom.get(name) or Rules.preset(name)

    @property
    def state(self) -> Any:
        return self.trainer.state

    def restart(self) -> None:
        """A new hand under the rules and bots picked above."""
        self.trainer = TrainingHand(self.rules, bots=self.bots_picker.value, **self._options)  # type: ignore[arg-type]
        self._playing = (self._picked().name, self._table_changes())
        self.seen_tricks = 0
        self._clear_hint()
        self.render()

    def next_hand(self) -> None:
        self.trainer.deal()
        self.seen_tricks = 0
        self._clear_hint()
        self.render()

    def _clear_hint(self) -> None:
        self.hint_view.value = ""
        self._hinted = False

    @property
    def trick_on_table(self) -> bool:
        """A finished trick is still on the table, waiting for the learner to move on."""
        return not self.state.is_over and len(self.state.tricks) > self.seen_tricks

    def next_trick(self) -> None:
        """Move on from the finished trick on the table."""
        if self.trick_on_table:
            self.seen_tricks += 1
        self.render()

    def act(self, action: Action | str) -> None:
        """Make a call or play as the learner (refused, with the reason, if it is not allowed)."""
        self.trainer.act(action)
        self._clear_hint()
        self.render()

    def play(self, card: Card | str) -> None:
        """Click a card in the learner's hand."""
        self.hand.click(card)

    def show_hint(self) -> Advice | None:
        if not self.trainer.my_turn:
            self.show_message(lambda: _("Hints are for your turn."))
            return None
        advice = self.trainer.hint()
        self.hint_view.value = hint_html(advice, state=self.state)
        self._hinted = True
        return advice

    def _on_card(self, card: Card) -> None:
        self.hand.clear()
        state = self.state
        if self.trick_on_table:
            self.show_message(lambda: _("First look at the finished trick, then click Next trick."))
            return
        if not self.trainer.my_turn or state.phase not in CARD_PHASES:
            self.show_message(lambda: _("Not now: {reason}", reason=self._waiting_for()))
            return
        action: Action
        if state.phase is Phase.PLAY:
            action = Play(card)
        elif state.phase is Phase.PARTNER_GIVES:
            action = GiveCard(card)
        else:
            action = Discard(card)
        self.act(action)

    # ---- drawing ---------------------------------------------------------------------------------------
    def _waiting_for(self) -> str:
        state = self.state
        if state.is_over:
            return _("the hand is over: see the review below, then deal the next hand.")
        if self.trick_on_table:
            trick = state.tricks[self.seen_tricks]
            return _("{player} won trick {n}: click Next trick to go on.", player=self.trainer.name(trick.winner),
                     n=self.seen_tricks + 1)
        if not self.trainer.my_turn:
            return _("{seat} is to act.", seat=seat_name(state.to_act, state.num_players))
        if state.phase is Phase.PLAY:
            return _("your turn: click a card to play it.")
        if state.phase in (Phase.DISCARD, Phase.BIDDER_DISCARD):
            return _("click the card to discard.")
        if state.phase is Phase.PARTNER_GIVES:
            return _("click the card to pass to your partner.")
        return _("your turn to call: use the buttons.")

    def render(self) -> None:
        state, trainer = self.state, self.trainer
        self.status.value = ""
        if state.is_over:
            self.seen_tricks = len(state.tricks)
        pending = self.trick_on_table
        shown = len(state.tricks) if not pending else self.seen_tricks + 1
        counts = [0] * trainer.rules.num_sides
        for trick in state.tricks[:shown]:
            counts[trainer.rules.side_of(trick.winner)] += 1
        tricks = ", ".join(f"{trainer.side_name(side)} {n}" for side, n in enumerate(counts))
        line = _("Dealer: {dealer} · Tricks: {tricks} · Game: {game} · Bots: {bots} · Rules: {rules}",
                 dealer=trainer.name(state.dealer), tricks=tricks, game=trainer.score_text(),
                 bots=trainer.strength.shown_label, rules=table_rules_label(*self._playing))
        turn = capitalize_first(self._waiting_for(), current_language())
        self.info.value = (
            f'{STYLE}<div class="et-w">{trump_html(state.trump)} · {esc(line)}<br>'
            f'<b class="et-trainer-turn">{esc(turn)}</b></div>'
        )
        if pending:
            self.table.show_trick(state.tricks[self.seen_tricks], state)
        else:
            self.table.show_state(state)
        self.continue_button.layout.display = "" if pending else "none"
        standard = isinstance(state, HandState)
        self.upcard.value = upcard_html(state.upcard, len(state.kitty), status=upcard_status(state)) if standard else ""
        self._render_calls()
        me = trainer.seat
        off: bool | list[Card] = True
        if trainer.my_turn and state.phase in CARD_PHASES and not pending:
            allowed = set(state.legal_plays()) if state.phase is Phase.PLAY and not state.rules.renege_mode else None
            off = [c for c in state.hand(me) if c not in allowed] if allowed is not None else False
        self.hand.set_cards(state.hand(me), state.trump, disabled=off)
        self.hand.label = _("Your hand ({seat})", seat=seat_name(me, state.num_players))
        self.hint_button.disabled = not trainer.my_turn or pending
        self.log_view.value = log_html(trainer.full_log() if state.is_over else self._log_so_far())
        if state.is_over:
            self._render_review()
        else:
            self.review_view.value = self.save_view.value = ""
            self.next_button.layout.display = "none"

    def _log_so_far(self) -> list[str]:
        """The log up to what the table shows: while a finished trick waits on the table, the bots' plays
        after it (already made, to reach the learner's turn) are told when the learner moves on."""
        if not self.trick_on_table:
            return self.trainer.log
        shown, ended = [], 0
        for line in self.trainer.lines:
            shown.append(line.text)
            ended += line.ends_trick
            if ended > self.seen_tricks:
                break
        return shown

    def _render_calls(self) -> None:
        buttons = []
        if self.trainer.my_turn and not self.trick_on_table:
            for action in self.trainer.legal():
                if isinstance(action, (Play, Discard, GiveCard)):
                    continue
                button = w.Button(description=action_label(self.state, action), layout=w.Layout(width="auto"))
                button.add_class("et-trainer-call")
                button.on_click(self.guarded(lambda _b, a=action: self.act(a)))
                buttons.append(button)
        replace_children(self.calls, buttons)

    def _render_review(self) -> None:
        if self.trainer.reviewed:
            graded = self.trainer.review()
        else:
            self.progress.layout.display = ""
            self.progress.value, self.progress.max = 0, 1

            def step(done: int, total: int) -> None:
                self.progress.max = max(total, 1)
                self.progress.value = done

            graded = self.trainer.review(step)
            self.progress.layout.display = "none"
        self.review_view.value = review_html(graded)
        record = self.trainer.record()
        self.save_view.value = download_html(record.filename, record.text, record.format)
        self.next_button.layout.display = ""


def log_html(lines: list[str], recent: int = LOG_LINES) -> str:
    """The last lines of the log, and the whole log to read back (folded away)."""
    def rows(chosen: list[str]) -> str:
        return "".join(f'<div class="et-note">{esc(line)}</div>' for line in chosen)

    whole = ""
    if len(lines) > recent:
        summary = ngettext("The whole log ({n} line)", "The whole log ({n} lines)", len(lines))
        whole = (f'<details class="et-trainer-whole-log"><summary>{esc(summary)}</summary>'
                 f"{rows(lines)}</details>")
    return f'<div class="et-w et-trainer-log">{rows(lines[-recent:])}{whole}</div>'


TABLE_CSS = """<style>
.et-trainer-table{max-width:100%;overflow-x:auto}
.et-trainer-table .et-grid td,.et-trainer-table .et-grid th{overflow-wrap:normal;word-break:normal;hyphens:manual}
.et-trainer-table .et-grid td.et-why{min-width:14em}
.et-trainer-table .et-grid tr.et-hinted td{font-weight:600}
@media screen and (max-width:600px){
  .et-trainer-table .et-grid,.et-trainer-table .et-grid tbody,.et-trainer-table .et-grid tr,
  .et-trainer-table .et-grid td{display:block;width:auto;min-width:0}
  .et-trainer-table .et-grid tr:first-child{display:none}
  .et-trainer-table .et-grid tr{border:1px solid #bbb;margin:0 0 6px}
  .et-trainer-table .et-grid td{border:0;padding:2px 8px}
  .et-trainer-table .et-grid td.et-why{min-width:0}
  .et-trainer-table .et-grid td::before{content:attr(data-head) ": ";font-weight:600}}
</style>"""
"""The hint's and the review's tables break lines only between words (the page lets other text break
anywhere, which split headers as "Mar k"); on a phone each row stands as a box of its own, every cell
saying its column's name, so no column hides beyond the right edge of the screen."""


def hint_html(advice: Advice, shown: int = 6, state: HandLike | None = None) -> str:
    """The advisor's reason and its numbers, best first: each value with its standard error, and each other
    choice's gap to the best with the error of that gap and whether it is within the noise of the deals
    (the review's test, `euchre.bots.grading.within_noise`). Given the `state`, a choice to assist is explained."""
    chances = advice.unit == "win chance"
    best = advice.options[0]
    hinted = advice.recommended
    if chances:
        names = (_("Choice"), _("Chance to win the game"), _("Std. error"), _("Points on average"),
                 _("Against the best"))
    else:
        names = (_("Choice"), _("Points on average"), _("Std. error"), _("Against the best"))
    rows = []
    for o in advice.options[:shown]:
        value = percent(o.mean, 1) if chances else signed(o.mean)
        error = advice.error(o.action)
        label = esc(o.label)
        if o.action == hinted and hinted != best.action:  # the headline's pick is not the top row: say which
            picked = _("(the hint picks this one)")
            label += f' <span class="et-small">{esc(picked)}</span>'
        cells = [esc(value), esc("±" + error_text(error, chances) if error > 0 else _("the same on every deal"))]
        if chances:
            cells.append(esc(signed(o.points or 0.0)))
        cells.append(esc(gap_text(advice, o.action) if o.action != best.action else "—"))
        row_class = ' class="et-hinted"' if o.action == hinted else ""
        rows.append(f"<tr{row_class}>" + "".join(
            f'<td data-head="{esc(name)}">{cell}</td>' for name, cell in zip(names, [label, *cells], strict=True))
            + "</tr>")
    table = (f'<div class="et-trainer-table"><table class="et-grid"><tr>{_th(*names)}</tr>{"".join(rows)}</table>'
             "</div>" if advice.valued else "")
    # what to do and why first; how the numbers were found, and what their two statistical words mean, on request
    text = message_html(_("Hint: {reason}", reason=advice.headline or advice.reason), ok=True)
    notes = [f'<div class="et-small et-meaning">{esc(m)}</div>'
             for m in choice_meanings(state, (o.action for o in advice.options))]
    if table:
        inside = [table_meaning()]
        if advice.headline and advice.method_text:
            inside.insert(0, _("These numbers come from {method}.", method=advice.method_text))
        summary = _("How these numbers were found")
        notes.append(f'<details class="et-method"><summary>{esc(summary)}</summary>'
                     + "".join(f'<div class="et-small">{esc(t)}</div>' for t in inside) + "</details>")
    return f'{STYLE}{TABLE_CSS}<div class="et-w et-trainer-hint-text">{text}{table}{"".join(notes)}</div>'


def table_meaning() -> str:
    """What the hint table's "Std. error" and "Points on average" mean, in plain words."""
    return _("Std. error: how far the luck of the deals could move the number beside it; two choices closer than "
             "about twice that cannot be told apart. Points on average: the points your side wins in this hand less "
             "the other side's.")


def error_text(error: float, chances: bool) -> str:
    """A standard error as shown: "0.3%" or "0.12", and "<0.1%" or "<0.01" for one that rounds to nothing
    (a sampled value is never shown as exact)."""
    if chances:
        return percent(error, 1) if round(error, 3) > 0 else "<" + percent(0.001, 1)
    return decimal(error) if round(error, 2) > 0 else "<" + decimal(0.01)


def gap_text(advice: Advice, action: Action) -> str:
    """"−0.5% ±0.4%, within the noise of the deals": how far `action` is below the best, the standard error of
    that gap deal by deal (or that it was the same on every deal), and the one noise test's verdict."""
    chances = advice.unit == "win chance"
    gap = (advice.value(action) or 0.0) - advice.options[0].mean
    shown = percent(gap, 1) if chances else signed(gap)
    if chances and gap >= 0:
        shown = "+" + shown
    error = advice.gap_error(action)
    noisy = within_noise(advice, action)
    if error <= 0:  # the same gap on every deal: said so, not shown as an exact ±0
        if abs(gap) < 1e-12:  # not a gap at all: not "+0.0%", and not "noise"
            return _("equal on every deal")
        if noisy:
            return _("{gap} on every deal, within the noise of the deals", gap=shown)
        return _("{gap} on every deal", gap=shown)
    if noisy:
        return _("{gap} ±{error}, within the noise of the deals", gap=shown, error=error_text(error, chances))
    return _("{gap} ±{error}", gap=shown, error=error_text(error, chances))


def review_html(graded: list[Graded]) -> str:
    """The review: every decision, its mark, what it lost (of the chance to win the game, with the points in
    the hand beside it, when the game has a score to play to) and the better option."""
    if not graded:
        none = message_html(_("You had no real choices to make this hand."), ok=True)
        return f'{STYLE}<div class="et-w">{none}</div>'
    chances = any(g.valued and g.in_chances for g in graded)
    rows = []
    for g in graded:
        mark = g.mark.tag if g.mark else "—"  # an empty cell read as a fault on a phone ("Mark:" and nothing)
        better = g.better
        if not g.valued:
            lost = "—"
        elif chances:
            lost = _("{chance} ({points} pts)", chance=percent(g.loss, 1), points=decimal(g.points_loss))
        else:
            lost = decimal(g.loss)
        cells = (esc(g.label), f"<b>{esc(mark)}</b>", lost, esc(better.label) if better else "—")
        rows.append(
            "<tr>" + "".join(f'<td data-head="{{{i}}}">{cell}</td>' for i, cell in enumerate(cells))
            + f'<td class="et-why" data-head="{{4}}">{esc(_why(g))}</td></tr>'
        )
    legend = " · ".join(f"[{m.symbol}] {m.label}" for m in MARKS)
    if chances:
        head = _("Chance of the game lost (points)")
        total = _("Lost in all: {chance} of the chance to win the game ({points} points).",
                  chance=percent(total_loss(graded), 1), points=decimal(sum(g.points_loss for g in graded)))
    else:
        head = _("Points lost")
        total = _("Points lost in all: {points}.", points=decimal(total_loss(graded)))
    methods = [g.advice.method_text for g in graded if g.valued and g.advice.method_text]
    if len(set(methods)) > 1:  # one decision's deals said of all would be wrong for the others
        source = " " + _("The numbers of your first decision come from {method}. Each other decision was valued "
                         "on deals of its own, as its hint would have been.", method=methods[0])
    elif methods:
        source = " " + _("The numbers come from {method}.", method=methods[0])
    else:
        source = ""
    marks = _("Marks: {legend}.", legend=legend)
    if any(is_assist(g.before, g.action) for g in graded):
        marks = f"{marks} {assist_meaning()}"
    if any(getattr(g.action, "alone", False) or (g.better is not None and getattr(g.better.action, "alone", False))
           for g in graded):
        marks = f"{marks} {alone_meaning()}"
    title = _("Review of your decisions")
    names = (_("Your choice"), _("Mark"), head, _("Better"), _("Why"))
    heads = _th(*names)
    body = "".join(rows)
    for i, name in enumerate(names):  # each cell says its column's name when the table is stacked (a phone)
        body = body.replace(f'data-head="{{{i}}}"', f'data-head="{esc(name)}"')
    return (
        f'{STYLE}{TABLE_CSS}<div class="et-w"><h4>{esc(title)}</h4>'
        f'<div class="et-trainer-table"><table class="et-grid"><tr>{heads}</tr>{body}</table></div>'
        f'<div class="et-small">{esc(total)} {esc(marks)}{esc(source)}</div></div>'
    )


def _why(graded: Graded) -> str:
    """The review's comment without the mark it opens with: the Mark column beside it already shows it."""
    tag = f"{graded.mark.tag} " if graded.mark else ""
    return graded.comment.removeprefix(tag) if tag else graded.comment


def _strengths() -> list[tuple[str, str]]:
    return [(s.shown_label, s.label) for s in Strength]


def _th(*heads: str) -> str:
    return "".join(f"<th>{esc(head)}</th>" for head in heads)


def download_html(filename: str, text: str, kind: str) -> str:
    """A link that downloads `text` as `filename` (a data: URI: nothing is written on the server); `kind` is
    "EGN" or "extended" (a JSON record, for rules EGN cannot hold)."""
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    mime = "application/json"
    if kind == "EGN":
        save, why = _("Save this hand as an annotated {kind} file", kind=kind), ""
    else:  # the engine's note names its settings by their code names, so the learner gets the reason in words
        save = _("Save this hand as an annotated file")
        reason = _("(a JSON file: the EGN record format cannot hold these rules)")
        why = f' <span class="et-small">{esc(reason)}</span>'
    return (
        f'{STYLE}<div class="et-w"><a class="et-download" download="{esc(filename)}" '
        f'href="data:{mime};base64,{data}">{esc(save)}</a>{why}</div>'
    )
