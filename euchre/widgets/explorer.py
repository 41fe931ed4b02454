"""Explorers: try a hand against a led card, or try every call a dealer could make."""

from __future__ import annotations

import random
from collections.abc import Sequence

import ipywidgets as w

from euchre.actions import PASS, Action, Call
from euchre.cards import Card, Suit, build_deck
from euchre.errors import EuchreError, IllegalActionError
from euchre.explain import card_role, explain_legal_plays, explain_score, trump_words, why_not_playable, why_playable
from euchre.i18n.seats import seat_label as seat_name
from euchre.ranking import is_left_bower
from euchre.render import card_html, esc, trump_html
from euchre.rules import Rules
from euchre.state import HandState, Phase, new_hand
from euchre.tricks import legal_plays
from euchre.widgets._common import STYLE, Guarded, as_cards, message_html, replace_children
from euchre.widgets.rulesets import RulesetPicker

_RULES = Rules.preset("standard")
_DECK = build_deck(_RULES)
_NO_LEAD = "nothing yet (you lead)"


class LegalPlayExplorer(w.VBox, Guarded):
    """Pick a trump, a led card and a hand; every card shows whether it may be played, and why."""

    def __init__(
        self,
        trump: Suit | str = Suit.HEARTS,
        led: Card | str | None = "JD",
        hand: Sequence[Card | str] | str = "9D AD JH QS KC",
        *,
        seed: int | None = None,
    ) -> None:
        self.status = w.HTML()
        self._rng = random.Random(seed)
        trump = trump if isinstance(trump, Suit) else Suit.parse(trump)
        self.trump_picker = w.Dropdown(
            options=[(f"{s.symbol} {s.plural}", s) for s in Suit], value=trump, description="Trump:"
        )
        led_card = None if led is None else as_cards([led])[0]
        self.led_picker = w.Dropdown(
            options=[(_NO_LEAD, None)] + [(f"{c} ({c.name})", c) for c in _DECK],
            value=led_card,
            description="Led card:",
        )
        self.hand_box = w.Text(
            value=" ".join(c.code for c in as_cards(hand)),
            description="Your hand:",
            placeholder="e.g. 9D AD JH QS KC",
            continuous_update=False,
        )
        self.deal_button = w.Button(description="Deal a random hand", tooltip="Five random cards")
        self.view = w.HTML()
        for control in (self.trump_picker, self.led_picker, self.hand_box):
            control.observe(self.guarded(lambda _c: self.render()), "value")
        self.deal_button.on_click(self.guarded(lambda _b: self.deal()))
        super().__init__(
            children=[
                w.HBox([self.trump_picker, self.led_picker]),
                w.HBox([self.hand_box, self.deal_button]),
                self.view,
                self.status,
            ]
        )
        self.add_class("et-explorer")
        self.render()

    @property
    def trump(self) -> Suit:
        return self.trump_picker.value

    @property
    def led(self) -> Card | None:
        return self.led_picker.value

    @property
    def hand(self) -> tuple[Card, ...]:
        return as_cards(self.hand_box.value)

    @property
    def playable(self) -> tuple[Card, ...]:
        trick = (self.led,) if self.led is not None else ()
        return legal_plays(self.hand, trick, self.trump, _RULES)

    def deal(self) -> None:
        pool = [c for c in _DECK if c != self.led]
        self.hand_box.value = " ".join(c.code for c in self._rng.sample(pool, 5))

    def render(self) -> None:
        self.status.value = ""
        try:
            hand = self.hand
        except EuchreError as exc:
            self.view.value = ""
            self.show_message(f"{exc}")
            return
        if len(set(hand)) != len(hand):
            self.view.value = ""
            self.show_message("A card appears twice in your hand; a 24-card deck has one of each.")
            return
        led, trump = self.led, self.trump
        if led is not None and led in hand:
            self.view.value = ""
            self.show_message(f"{led} was led, so it cannot also be in your hand.")
            return
        trick = (led,) if led is not None else ()
        ok = set(legal_plays(hand, trick, trump, _RULES))
        rows = []
        for card in hand:
            if card in ok:
                mark, why = '<span class="et-ok">✔ may be played</span>', why_playable(card, hand, trick, trump, _RULES)
            else:
                why = why_not_playable(card, hand, trick, trump, rules=_RULES)
                mark = '<span class="et-no">✘ may not be played</span>'
            why = why[:1].upper() + why[1:]
            rows.append(
                f"<tr><td>{card_html(card, trump, dim=card not in ok)}</td><td>{mark}<br>{esc(why)}.</td></tr>"
            )
        lead_html = card_html(led, trump) if led is not None else "<i>nothing: you are leading</i>"
        lead_note = f" — {esc(card_role(led, trump))}" if led is not None and is_left_bower(led, trump) else ""
        self.view.value = (
            f'{STYLE}<div class="et-w">{trump_html(trump)}<p>Led: {lead_html}{lead_note}</p>'
            f'<div class="et-note">{esc(explain_legal_plays(hand, trick, trump, _RULES))}</div>'
            f'<table class="et-hands">{"".join(rows)}</table></div>'
        )


class BiddingExplorer(w.VBox, Guarded):
    """Round two of making trump, for the dealer: everyone else has passed twice. Try every call,
    including the illegal ones, and see what the engine says under the chosen ruleset."""

    def __init__(self, rules: Rules | str = "stick-the-dealer", *, seed: int = 7, dealer: int = 3) -> None:
        self.status = w.HTML()
        self.seed, self.dealer = seed, dealer
        self.picker = RulesetPicker(rules, show_summary=False)
        self.situation = w.HTML()
        self.buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.result = w.HTML()
        super().__init__(children=[self.picker, self.situation, self.buttons, self.result, self.status])
        self.add_class("et-bidding")
        self.picker.on_change(lambda _rules: self.reset())
        self.reset()

    @property
    def rules(self) -> Rules:
        return self.picker.value

    def reset(self) -> None:
        state = new_hand(self.rules, self.dealer, seed=self.seed)
        while state.phase is not Phase.ROUND_TWO or state.to_act != self.dealer:
            state = state.apply(PASS)
        self.state: HandState = state
        dealer = seat_name(self.dealer)
        hand = "".join(card_html(c) for c in state.hands[self.dealer])
        up = f"{state.upcard} ({state.upcard.name})" if isinstance(state, HandState) else "card"
        self.situation.value = (
            f'{STYLE}<div class="et-w"><p>Everyone passed in round one, so the upcard, {up}, was turned '
            f"face down. In round two the other three passed again. You are {esc(dealer)}, the dealer, "
            f"and this is your hand:</p>"
            f'<div class="et-row">{hand}</div><p>What do you do?</p></div>'
        )
        choices: list[tuple[str, Action]] = [("Pass", PASS)]
        choices += [(f"Name {s.symbol} {s.plural}", Call(s)) for s in Suit]
        buttons = []
        for label, action in choices:
            button = w.Button(description=label, layout=w.Layout(width="auto"))
            button.on_click(self.guarded(lambda _b, a=action: self.try_action(a)))
            buttons.append(button)
        replace_children(self.buttons, buttons)
        self.result.value = ""
        self.status.value = ""

    def try_action(self, action: Action | str) -> str:
        """Apply the dealer's call; shows and returns what happened (or why it is not allowed)."""
        try:
            after = self.state.apply(action)
        except IllegalActionError as exc:
            text = f"Not allowed: {exc}."
            self.result.value = message_html(text)
            return text
        if after.is_over:
            text = "Allowed. " + explain_score(after.result, after.rules)
        else:
            assert isinstance(after.trump, Suit)
            text = f"Allowed: {seat_name(self.dealer)} names {after.trump.plural}, so {trump_words(after.trump)}."
        self.result.value = message_html(text, ok=True) + f'<div class="et-w">{trump_html(after.trump)}</div>'
        return text


class AuctionExplorer(w.VBox, Guarded):
    """A Bid Euchre hand from a seed, for you to call for every seat in turn: the auction (every bid
    is offered, the illegal ones too, and the engine says why it is refused), then naming trump and,
    for a bid of every trick, how to play it, up to the first lead. The rules in force are shown."""

    def __init__(self, rules: Rules | str = "bid-euchre-6", *, seed: int = 4, dealer: int = 0) -> None:
        from euchre.widgets.rulesets import RulesView

        self.status = w.HTML()
        self.rules = rules if isinstance(rules, Rules) else Rules.preset(rules)
        self.seed, self.dealer = seed, dealer
        self.rules_view = RulesView(self.rules)
        self.situation = w.HTML()
        self.buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.result = w.HTML()
        self.reset_button = w.Button(description="Start the auction again")
        self.reset_button.on_click(self.guarded(lambda _b: self.reset()))
        super().__init__(children=[self.rules_view, self.situation, self.buttons, self.result, self.reset_button,
                                   self.status])
        self.add_class("et-auction")
        self.reset()

    def reset(self) -> None:
        from euchre.hands import deal_hand

        state = deal_hand(self.rules, self.dealer, rng=random.Random(self.seed))
        while state.phase is Phase.DISCARD:  # the dealer's seventh card with the Joker
            state = state.apply(state.legal_actions()[0])
        self.state = state
        self.result.value = ""
        self._draw()

    def offered(self) -> list[Action]:
        """What the buttons offer now: every call of the phase, allowed or not."""
        from euchre.actions import Bid, GiveCard, NameTrump, PlayContract
        from euchre.ranking import NoTrump

        state, rules = self.state, self.rules
        if state.phase is Phase.AUCTION:
            return [PASS, *(Bid(k) for k in range(rules.min_bid, rules.hand_size + 1))]
        if state.phase is Phase.DECLARE:
            return [*(NameTrump(s) for s in Suit), NameTrump(NoTrump.HIGH), NameTrump(NoTrump.LOW)]
        if state.phase is Phase.CONTRACT:
            return [PlayContract("partner's best"), PlayContract("moon")]
        if state.phase is Phase.PARTNER_GIVES and state.to_act is not None:
            return [GiveCard(c) for c in dict.fromkeys(state.hands[state.to_act])]
        return list(state.legal_actions()) if state.phase is Phase.BIDDER_DISCARD else []

    def _draw(self) -> None:
        from euchre.tutor.bid_options import calls_sentence

        state, n = self.state, self.rules.num_players
        auction = tuple((s, a.text) for s, a in state.calls if a.text == "pass" or a.text.startswith("bid "))
        head = (
            f"{seat_name(self.dealer, n)} deals; the auction starts on the dealer's left. "
            f"{calls_sentence(auction, n)}"
        )
        if state.phase is Phase.PLAY:
            lead = seat_name(state.leader, n) if state.leader is not None else "nobody"
            trump = trump_words(state.trump)
            text = f"{head} The contract is {state.high_bid} ({trump}); {lead}, the high bidder, leads the first trick."
            self.situation.value = f'{STYLE}<div class="et-w"><p>{esc(text)}</p></div>'
            replace_children(self.buttons, [])
            return
        if state.is_over:
            again = "Nobody bid: the cards are dealt again."
            self.situation.value = f'{STYLE}<div class="et-w"><p>{esc(head)} {again}</p></div>'
            replace_children(self.buttons, [])
            return
        seat = state.to_act
        who = seat_name(seat, n) + (" (the dealer)" if seat == self.dealer else "")
        ask = {
            Phase.AUCTION: f"{who} to call. Standing bid: {state.high_bid or 'none yet'}.",
            Phase.DECLARE: f"{who} won the auction with {state.high_bid}: name trump.",
            Phase.CONTRACT: f"{who} bid every trick: play it as partner's best, or shoot the moon?",
            Phase.BIDDER_DISCARD: f"{who} discards a card to make room for the partner's best card.",
            Phase.PARTNER_GIVES: f"{who}, the partner, passes a card to the bidder and sits out.",
        }.get(state.phase, "")
        hand = "".join(card_html(c, state.trump if state.trump is not None else None) for c in state.hands[seat])
        self.situation.value = (
            f'{STYLE}<div class="et-w"><p>{esc(head)}</p><p><b>{esc(ask)}</b></p>'
            f'<div class="et-row" aria-label="{esc(who)}\'s hand">{hand}</div></div>'
        )
        offered = self.offered()
        if [b.description for b in self.buttons.children] == [_button_label(a) for a in offered]:
            return  # the same calls as before (the auction): keep the buttons the learner is using
        buttons = []
        for action in offered:
            button = w.Button(description=_button_label(action), layout=w.Layout(width="auto"))
            button.on_click(self.guarded(lambda _b, a=action: self.try_action(a)))
            buttons.append(button)
        replace_children(self.buttons, buttons)

    def try_action(self, action: Action | str) -> str:
        """Make the call for the seat to act; shows and returns what happened (or why it is refused)."""
        try:
            after = self.state.apply(action)
        except IllegalActionError as exc:
            text = f"Not allowed: {exc}."
            self.result.value = message_html(text)
            return text
        seat = seat_name(self.state.to_act, self.rules.num_players) if self.state.to_act is not None else ""
        text = f"Allowed: {seat} {_said(action if not isinstance(action, str) else after.last_action)}."
        self.state = after
        self.result.value = message_html(text, ok=True)
        self._draw()
        return text


def _button_label(action: Action) -> str:
    from euchre.actions import Bid, Discard, GiveCard, NameTrump, PlayContract

    if isinstance(action, Bid):
        return f"Bid {action.tricks}"
    if isinstance(action, NameTrump):
        t = action.trump
        return f"Name {t.symbol} {t.plural}" if isinstance(t, Suit) else f"{t.value.capitalize()} no-trump"
    if isinstance(action, PlayContract):
        return "Partner's best" if action.kind == "partner's best" else "Shoot the moon"
    if isinstance(action, Discard | GiveCard):
        return f"{'Discard' if isinstance(action, Discard) else 'Pass'} {action.card}"
    return "Pass"


def _said(action: Action | None) -> str:
    """What a call does, as a verb phrase: "bids 4", "names hearts", "shoots the moon"."""
    from euchre.actions import Bid, Discard, GiveCard, NameTrump, PlayContract

    if isinstance(action, Bid):
        return f"bids {action.tricks}"
    if isinstance(action, NameTrump):
        return f"names {action.trump.plural if isinstance(action.trump, Suit) else action.trump}"
    if isinstance(action, PlayContract):
        return "plays it as partner's best" if action.kind == "partner's best" else "shoots the moon"
    if isinstance(action, Discard):
        return f"discards {action.card}"
    if isinstance(action, GiveCard):
        return f"passes {action.card} to the bidder and sits out"
    return "passes"
