"""The deal, packet by packet, as the engine dealt it (`HandState.deal_packets`)."""

from __future__ import annotations

import random

import ipywidgets as w

from euchre.bots.thumb import RuleOfThumbBot
from euchre.engine.actions import Discard
from euchre.engine.cards import Card
from euchre.engine.handlike import HandLike
from euchre.engine.hands import new_hand
from euchre.engine.phases import Phase
from euchre.engine.rules import Rules
from euchre.engine.state import HandState
from euchre.engine.tricks import next_seat
from euchre.explain.render import card_html, esc
from euchre.i18n import _, ngettext
from euchre.i18n.seats import seat_label as seat_name
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded
from euchre.widgets.cards import upcard_html


class DealView(FollowsLanguage, w.VBox, Guarded):
    """Step through the packets of a deal (3-2 then 2-3 for five cards), then the kitty and upcard."""

    def __init__(self, state: HandLike | None = None, *, seed: int | None = None, rules: Rules | None = None):
        self.status = w.HTML()
        self._rng = random.Random(seed)
        self.rules = rules or (state.rules if state is not None else Rules.preset("standard"))
        self.view = w.HTML()
        self.next_button = w.Button(button_style="primary")
        self.back_button = w.Button()
        self.all_button = w.Button()
        self.again_button = w.Button()
        self._label()
        self.next_button.on_click(self.guarded(lambda _b: self.go(self.step + 1)))
        self.back_button.on_click(self.guarded(lambda _b: self.go(self.step - 1)))
        self.all_button.on_click(self.guarded(lambda _b: self.go(self.last_step)))
        self.again_button.on_click(self.guarded(lambda _b: self.redeal()))
        super().__init__(
            children=[
                w.HBox([self.back_button, self.next_button, self.all_button, self.again_button]),
                self.view,
                self.status,
            ]
        )
        self.add_class("et-deal")
        self.set_state(state or new_hand(self.rules, 0, rng=self._rng))
        self.follow_language(self.guarded(self.relabel))

    def _label(self) -> None:
        one_by_one = hasattr(self, "state") and _one_at_a_time(self.state)
        self.next_button.description = _("Deal the next card") if one_by_one else _("Deal next packet")
        self.back_button.description = _("◀ Back")
        self.all_button.description = _("Deal them all")
        self.again_button.description = _("Shuffle and deal again")

    def relabel(self) -> None:
        """Every word again in the current language, at the same step of the same deal."""
        self._label()
        self.render()

    def set_state(self, state: HandLike) -> None:
        self.state = state.initial
        self.discard = _dealer_discard(self.state)
        self.step = 0
        self._label()
        self.render()

    def redeal(self) -> None:
        """A fresh shuffle; the deal moves one seat to the left, as it does between hands."""
        dealer = next_seat(self.state.dealer, self.rules.num_players)
        self.set_state(new_hand(self.rules, dealer, rng=self._rng))

    @property
    def last_step(self) -> int:
        """One step per packet, one for the dealer's discard when the deal gives the dealer a card too many,
        then one for the kitty and upcard (or to say there are none)."""
        return len(self.state.deal_packets) + (2 if self.discard is not None else 1)

    def go(self, step: int) -> None:
        self.step = max(0, min(step, self.last_step))
        self.render()

    def render(self) -> None:
        state = self.state
        n = state.num_players
        packets = state.deal_packets[: min(self.step, len(state.deal_packets))]
        dealt: dict[int, list[Card]] = {seat: [] for seat in range(n)}
        for seat, cards in packets:
            dealt[seat].extend(cards)
        dealer = seat_name(state.dealer, n)
        total = len(state.deal_packets)
        put_back = self.discard is not None and self.step > total
        if put_back and self.discard in dealt[state.dealer]:
            dealt[state.dealer].remove(self.discard)
        if self.step == 0:
            text = _deal_sentence(state, dealer)
        elif self.step <= total and _one_at_a_time(state):
            seat = state.deal_packets[self.step - 1][0]
            values = {"step": self.step, "total": total, "dealer": dealer, "seat": seat_name(seat, n),
                      "held": len(dealt[seat]), "hand": state.rules.hand_size}
            if self.step > n * state.rules.hand_size:
                text = _("Card {step} of {total}: everyone has {hand} cards and one is left over, so the dealer, "
                         "{dealer}, takes it and holds {held}.", **values)
            elif seat == state.dealer:
                text = _("Card {step} of {total} goes to the dealer, {dealer}, who now holds {held}.", **values)
            else:
                text = _("Card {step} of {total} goes to {seat}, who now holds {held}.", **values)
        elif self.step <= total:
            seat, cards = state.deal_packets[self.step - 1]
            values = {"step": self.step, "dealer": dealer, "seat": seat_name(seat, n)}
            first = self.step <= len(state.deal_packets) // 2
            if seat == state.dealer and first:
                text = ngettext("Packet {step} (first time round): {dealer}, the dealer, takes {n} card.",
                                "Packet {step} (first time round): {dealer}, the dealer, takes {n} cards.",
                                len(cards), **values)
            elif seat == state.dealer:
                text = ngettext("Packet {step} (second time round): {dealer}, the dealer, takes {n} card.",
                                "Packet {step} (second time round): {dealer}, the dealer, takes {n} cards.",
                                len(cards), **values)
            elif first:
                text = ngettext("Packet {step} (first time round): {dealer} gives {seat} {n} card.",
                                "Packet {step} (first time round): {dealer} gives {seat} {n} cards.", len(cards),
                                **values)
            else:
                text = ngettext("Packet {step} (second time round): {dealer} gives {seat} {n} card.",
                                "Packet {step} (second time round): {dealer} gives {seat} {n} cards.", len(cards),
                                **values)
        elif put_back and self.step < self.last_step:
            text = _("The dealer, {dealer}, has one card too many and puts {card} back face down before the auction: "
                     "it takes no part in the hand.", dealer=dealer, card=str(self.discard))
        elif isinstance(state, HandState):
            text = _("Everyone has {hand} cards. The other {kitty} cards are the kitty; its top card is turned face "
                     "up: the upcard, {upcard}.", hand=state.rules.hand_size, kitty=len(state.kitty) + 1,
                     upcard=str(state.upcard))
        elif put_back:
            text = _("Every card is dealt and the dealer's extra card is put back: there is no kitty and no upcard.")
        else:
            text = _("Every card is dealt: there is no kitty and no upcard.")
        rows = []
        for seat in range(n):
            label = _("{seat} (dealer)", seat=seat_name(seat, n)) if seat == state.dealer else seat_name(seat, n)
            faces = "".join(card_html(c) for c in dealt[seat]) or '<span class="et-small">{}</span>'.format(
                esc(_("no cards yet")))
            rows.append(f'<tr><th>{esc(label)}</th><td><div class="et-row">{faces}</div></td></tr>')
        kitty = ""
        if self.step == self.last_step and isinstance(state, HandState):
            kitty = upcard_html(state.upcard, len(state.kitty))
        elif put_back and self.discard is not None:
            label = _("Put back face down by the dealer")
            kitty = f'<p class="et-small">{esc(label)}: {card_html(self.discard)}</p>'
        self.view.value = (
            f'{STYLE}<div class="et-w"><div class="et-note" role="status">{esc(text)}</div>'
            f'<table class="et-hands">{"".join(rows)}</table>{kitty}</div>'
        )
        self.back_button.disabled = self.step == 0
        self.next_button.disabled = self.all_button.disabled = self.step == self.last_step
        self.status.value = ""


def _one_at_a_time(state: HandLike) -> bool:
    return all(len(cards) == 1 for _seat, cards in state.deal_packets)


def _dealer_discard(state: HandLike) -> Card | None:
    """The card the dealer puts back when the deal gives the dealer one too many (Bid Euchre with the Joker),
    as a rule-of-thumb player would choose it; None when the deal ends with every hand full."""
    if isinstance(state, HandState) or state.phase is not Phase.DISCARD:
        return None
    action = RuleOfThumbBot().choose(state)
    return action.card if isinstance(action, Discard) else None


def _deal_sentence(state: HandLike, dealer: str) -> str:
    """How the cards go out, in words, from the packets the engine deals (`deal_packets`)."""
    sizes = [len(cards) for _seat, cards in state.deal_packets]
    if all(size == 1 for size in sizes):
        return _("{dealer} deals. Cards go out clockwise, starting with the player on the dealer's left, one "
                 "card at a time.", dealer=dealer)
    n = state.num_players
    first, second = "-".join(map(str, sizes[:2])), "-".join(map(str, sizes[n:n + 2]))
    return _("{dealer} deals. Cards go out clockwise, starting with the player on the dealer's left, in packets: "
             "{first} then {second}.", dealer=dealer, first=first, second=second)
