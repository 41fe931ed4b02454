"""Play a hand as South (or the last seat at a table of two or three) against the rule-of-thumb bot."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

import ipywidgets as w

from euchre.bots.trainer import learner_seat
from euchre.engine.actions import Action, Call, Discard, OrderUp, Pass, Play
from euchre.engine.cards import Card
from euchre.engine.rules import Rules
from euchre.engine.seats import seat_index
from euchre.engine.state import HandState, Phase, new_standard_hand
from euchre.engine.tricks import next_seat
from euchre.explain.action_words import action_label
from euchre.explain.plays import explain_legal_plays, explain_score, why_not_playable
from euchre.explain.render import esc, trump_html
from euchre.explain.steps import bidder_discard_hidden, calls_text, partner_card_hidden, step_sentence
from euchre.i18n import _, current_language
from euchre.i18n.messages import later
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.text import capitalize_first
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded, message_html, replace_children
from euchre.widgets.bot import choose_action
from euchre.widgets.cards import HandPicker, upcard_html, upcard_status
from euchre.widgets.table import TrickView

SOUTH = 2


class PlayHandWidget(FollowsLanguage, w.VBox, Guarded):
    """You are South at a table of four, the last seat ("Player 3", "Player 2") at a table of three or two
    (`euchre.bots.trainer.learner_seat`). The other seats are played by a simple bot (see
    `euchre.widgets.bot`). Every seat is named as the ruleset's table size names it.

    Calls are buttons; cards are played (or, for the dealer, discarded) by clicking them in your hand.
    A card you may not play is refused with the reason. Each step is described underneath.
    """

    def __init__(self, *, seed: int | None = None, rules: Rules | None = None, dealer: int | None = None) -> None:
        self.status = w.HTML()
        self.rules = rules or Rules.preset("standard")
        self.me = learner_seat(self.rules)
        """The learner's seat."""
        n = self.rules.num_players
        self._rng = random.Random(seed)
        self.dealer = dealer = next_seat(self.me, n) if dealer is None else seat_index(dealer, n)
        self.info = w.HTML()
        self.table = TrickView(num_players=n)
        self.upcard = w.HTML()
        self.steps_view = w.HTML()
        self.calls = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.hand = HandPicker(multiple=False, label=self._hand_label())
        self.hand.on_pick(self.guarded(self._on_card))
        self.hint_button = w.Button(description=_("Which cards may I play?"), layout=w.Layout(width="auto"))
        self.hint_button.on_click(self.guarded(lambda _b: self.hint()))
        self.new_button = w.Button(description=_("Deal a new hand"))
        self.new_button.on_click(self.guarded(lambda _b: self.new_hand()))
        self.lines: list[Callable[[], str]] = []
        """The steps told so far, each said in the current language when read."""
        super().__init__(
            children=[
                self.info,
                w.HBox([self.table, self.upcard]),
                self.steps_view,
                self.calls,
                self.hand,
                w.HBox([self.hint_button, self.new_button]),
                self.status,
            ]
        )
        self.add_class("et-play")
        self.new_hand(dealer)
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        """Every word again in the current language (the picker switched it), the steps already told too."""
        self.hand.label = self._hand_label()
        self.hint_button.description = _("Which cards may I play?")
        self.new_button.description = _("Deal a new hand")
        self.render()

    def _hand_label(self) -> str:
        return _("Your hand ({seat}): click a card to play it", seat=seat_name(self.me, self.rules.num_players))

    # ---- actions ------------------------------------------------------------------------
    def new_hand(self, dealer: int | None = None) -> None:
        """A new deal; the deal passes to the left unless `dealer` is given."""
        n = self.rules.num_players
        dealer = next_seat(self.state.dealer, n) if dealer is None else seat_index(dealer, n)
        self.lines = []
        self.state: HandState = new_standard_hand(self.rules, dealer, rng=self._rng)
        self._advance()

    def act(self, action: Action | str) -> None:
        """The learner's call, discard or play (refused with the reason if it is not allowed)."""
        if self.state.to_act != self.me:
            self.show_message(lambda: _("It is not your turn."))
            return
        self.state = after = self.state.apply(action)
        self.lines.append(later(lambda: step_sentence(after, with_score=False)))
        self._advance()

    def play(self, card: Card | str) -> None:
        """Click a card: a play in trick play, a discard when the learner deals and has picked up the upcard."""
        self.hand.click(card)

    def hint(self) -> None:
        state = self.state
        if state.phase is not Phase.PLAY or state.to_act != self.me:
            self.show_message(lambda: _("Hints are for trick play, when it is your turn."))
            return
        self.show_message(lambda: explain_legal_plays(state.hands[self.me], state.trick, state.trump, state.rules),
                          ok=True)

    def _on_card(self, card: Card) -> None:
        self.hand.clear()
        phase = self.state.phase
        if phase is Phase.DISCARD and self.state.to_act == self.me:
            self.act(Discard(card))
        elif phase is Phase.PLAY and self.state.to_act == self.me:
            state = self.state
            if card not in state.legal_plays():
                def refused() -> str:
                    why = why_not_playable(card, state.hands[self.me], state.trick, state.trump, rules=state.rules)
                    return _("You may not play {card}. {reason}", card=str(card), reason=why)

                self.show_message(refused)
                return
            self.act(Play(card))
        else:
            self.show_message(lambda: _("Not now: {reason}", reason=self._waiting_for()))

    # ---- flow ---------------------------------------------------------------------------
    def _advance(self) -> None:
        """Let the bot play until it is the learner's turn or the hand is over, then redraw."""
        state = self.state
        while not state.is_over and state.to_act != self.me:
            state = state.apply(choose_action(state))
            self.lines.append(later(functools.partial(public_sentence, state, self.me)))
        self.state = state
        self.render()

    def _waiting_for(self) -> str:
        state = self.state
        if state.is_over:
            return _("the hand is over; deal a new one.")
        if state.to_act != self.me:
            return _("{seat} is to act.", seat=seat_name(state.to_act or 0, state.num_players))
        if state.phase is Phase.DISCARD:
            return _("you picked up the upcard, so click the card to discard.")
        if state.phase is Phase.PLAY:
            return _("your turn: click a card to play it.")
        return _("your turn to call: use the buttons.")

    def render(self) -> None:
        state = self.state
        self.status.value = ""
        line = _("Dealer: {dealer} · Tricks: {tricks}", dealer=seat_name(state.dealer, state.num_players),
                 tricks=tricks_text(state, self.me))
        turn = capitalize_first(self._waiting_for(), current_language())
        self.info.value = (
            f'{STYLE}<div class="et-w">{trump_html(state.trump)} · {esc(line)}<br><b>{esc(turn)}</b></div>'
        )
        self.table.show_state(state)
        if isinstance(state, HandState):
            self.upcard.value = upcard_html(state.upcard, len(state.kitty), status=upcard_status(state))
        recent = [line() for line in self.lines[-6:]]
        calls = calls_text(state)
        said, made = _("Calls:"), " · ".join(calls) if calls else _("none yet")
        self.steps_view.value = (
            f'<div class="et-w"><b>{esc(said)}</b> {esc(made)}'
            + "".join(f'<div class="et-note">{esc(line)}</div>' for line in recent)
            + "</div>"
        )
        if state.is_over:
            self.steps_view.value += message_html(explain_score(state.result, state.rules), ok=True)
        self._render_calls()
        choosing = state.to_act == self.me and state.phase in (Phase.PLAY, Phase.DISCARD)
        self.hand.set_cards(state.hands[self.me], state.trump, disabled=not choosing)

    def _render_calls(self) -> None:
        state = self.state
        buttons = []
        if state.to_act == self.me and state.phase not in (Phase.PLAY, Phase.DISCARD):
            for action in state.legal_actions():
                button = w.Button(description=_call_label(state, action), layout=w.Layout(width="auto"))
                button.on_click(self.guarded(lambda _b, a=action: self.act(a)))
                buttons.append(button)
        replace_children(self.calls, buttons)


def public_sentence(state: HandState, me: int = SOUTH) -> str:
    """What the player at `me` sees of the last step: another player's face-down discard, and a card passed
    face down between two other players, are not named."""
    seat = state.last_seat
    passed = partner_card_hidden(state, me)
    if passed is not None:
        return passed
    if isinstance(state.last_action, Discard) and seat is not None and seat != me:
        return bidder_discard_hidden(state) or _("{seat}, the dealer, discards a card face down.",
                                                 seat=seat_name(seat, state.num_players))
    return step_sentence(state, with_score=False)


def _call_label(state: HandState, action: Action) -> str:
    if isinstance(action, Pass):
        return _("Pass")
    if isinstance(action, (OrderUp, Call)):
        return action_label(state, action)  # a button says what you do: "Order it up", not "Orders it up"
    return action_label(state, action)


def tricks_text(state: HandState, me: int = SOUTH) -> str:
    """The tricks taken so far by side: "you and North 2, East and West 1" at four, and at a table of two or
    three, where everyone plays for themselves, "you 2, Player 1 1, Player 2 0"."""
    counts = state.tricks_by_side()
    if state.num_players == 4:
        ours = state.rules.side_of(me)
        return _("you and North {ours}, East and West {theirs}", ours=counts[ours], theirs=counts[1 - ours])
    others = [_("{player} {n}", player=seat_name(s, state.num_players), n=counts[s])
              for s in range(state.num_players) if s != me]
    return ", ".join([_("you {n}", n=counts[me]), *others])
