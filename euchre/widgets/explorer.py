"""Explorers: try a hand against a led card, or try every call a dealer could make."""

from __future__ import annotations

import random
from collections.abc import Sequence

import ipywidgets as w

from euchre.engine.actions import PASS, Action, Bid, Call, Discard, GiveCard, NameTrump, PlayContract
from euchre.engine.cards import Card, Suit, build_deck, parse_cards_of
from euchre.engine.errors import EuchreError, IllegalActionError
from euchre.engine.hands import HandLike, new_hand
from euchre.engine.ranking import NoTrump, is_left_bower
from euchre.engine.rules import Rules
from euchre.engine.state import HandState, Phase, new_standard_hand
from euchre.engine.tricks import legal_plays
from euchre.explain.plays import (
    card_role,
    explain_legal_plays,
    explain_score,
    trump_words,
    why_not_playable,
    why_playable,
)
from euchre.explain.render import card_html, esc, trump_html
from euchre.explain.steps import bid_call_sentence
from euchre.i18n import N_, _, current_language
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.text import capitalize_first
from euchre.i18n.words import card_name, suit_words
from euchre.tutor.bid_options import calls_sentence
from euchre.widgets._common import (
    STYLE,
    FollowsLanguage,
    Guarded,
    as_cards,
    message_html,
    reason_words,
    relabel_options,
    replace_children,
)
from euchre.widgets.rulesets import RulesetPicker, RulesView

_RULES = Rules.preset("standard")
_DECK = build_deck(_RULES)
_NO_LEAD = N_("nothing yet (you lead)")
NO_LEAD = ""
"""The led-card picker's "nothing led" value: a Dropdown given the value None selects nothing and shows a blank box."""


class LegalPlayExplorer(FollowsLanguage, w.VBox, Guarded):
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
            options=[(_("{symbol} {suit}", symbol=s.symbol, suit=suit_words(s)), s) for s in Suit], value=trump,
            description=_("Trump:"),
        )
        led_card = NO_LEAD if led is None else as_cards([led])[0]
        self.led_picker = w.Dropdown(
            options=self._led_options(),
            value=led_card,
            description=_("Led card:"),
        )
        self.hand_box = w.Text(
            value=" ".join(c.code for c in as_cards(hand)),
            description=_("Your hand:"),
            placeholder=_("e.g. {example}", example="9D AD JH QS KC"),
            continuous_update=False,
        )
        self.deal_button = w.Button(description=_("Deal a random hand"), tooltip=_("Five random cards"))
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
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        """Every word again in the current language (the picker switched it)."""
        relabel_options(self.trump_picker, [(_("{symbol} {suit}", symbol=s.symbol, suit=suit_words(s)), s)
                                            for s in Suit])
        relabel_options(self.led_picker, self._led_options())
        self.trump_picker.description = _("Trump:")
        self.led_picker.description = _("Led card:")
        self.hand_box.description = _("Your hand:")
        self.hand_box.placeholder = _("e.g. {example}", example="9D AD JH QS KC")
        self.deal_button.description = _("Deal a random hand")
        self.deal_button.tooltip = _("Five random cards")
        self.render()

    @property
    def trump(self) -> Suit:
        return self.trump_picker.value

    @staticmethod
    def _led_options() -> list[tuple[str, Card | str]]:
        return [(_(_NO_LEAD), NO_LEAD)] + [(f"{c} ({card_name(c)})", c) for c in _DECK]

    @property
    def led(self) -> Card | None:
        value = self.led_picker.value
        return None if value == NO_LEAD else value

    @property
    def hand(self) -> tuple[Card, ...]:
        return parse_cards_of(self.hand_box.value, _DECK)

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
            self.show_message(reason_words(exc))
            return
        if len(set(hand)) != len(hand):
            self.view.value = ""
            self.show_message(lambda: _("A card appears twice in your hand; a 24-card deck has one of each."))
            return
        led, trump = self.led, self.trump
        if led is not None and led in hand:
            self.view.value = ""
            self.show_message(lambda: _("{card} was led, so it cannot also be in your hand.", card=str(led)))
            return
        trick = (led,) if led is not None else ()
        ok = set(legal_plays(hand, trick, trump, _RULES))
        rows = []
        for card in hand:
            if card in ok:
                mark = '<span class="et-ok">' + esc(_("✔ may be played")) + "</span>"
                why = why_playable(card, hand, trick, trump, _RULES)
            else:
                why = why_not_playable(card, hand, trick, trump, rules=_RULES, led_note=False)
                mark = '<span class="et-no">' + esc(_("✘ may not be played")) + "</span>"
            why = capitalize_first(why, current_language()).rstrip(".")
            rows.append(
                f"<tr><td>{card_html(card, trump, dim=card not in ok)}</td><td>{mark}<br>{esc(why)}.</td></tr>"
            )
        lead_html = card_html(led, trump) if led is not None else "<i>" + esc(_("nothing: you are leading")) + "</i>"
        explained = explain_legal_plays(hand, trick, trump, _RULES)
        role = card_role(led, trump) if led is not None and is_left_bower(led, trump) else ""
        lead_note = f" — {esc(role)}" if role and role not in explained else ""
        led_line = _("Led: {card}", card=lead_html + lead_note)
        self.view.value = (
            f'{STYLE}<div class="et-w">{trump_html(trump)}<p>{led_line}</p>'
            f'<div class="et-note">{esc(explained)}</div>'
            f'<table class="et-hands">{"".join(rows)}</table></div>'
        )


class BiddingExplorer(FollowsLanguage, w.VBox, Guarded):
    """Round two of making trump, for the dealer: everyone else has passed twice. Try every call,
    including the illegal ones, and see what the engine says under the chosen ruleset (`presets`: the
    rulesets the menu offers, all the playable ones by default; a lesson offers only those it has taught)."""

    def __init__(self, rules: Rules | str = "stick-the-dealer", *, seed: int = 7, dealer: int = 3,
                 presets: tuple[str, ...] | None = None) -> None:
        self.status = w.HTML()
        self.seed, self.dealer = seed, dealer
        self.picker = RulesetPicker(rules, show_summary=False, presets=presets)
        self.situation = w.HTML()
        self.buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.result = w.HTML()
        super().__init__(children=[self.picker, self.situation, self.buttons, self.result, self.status])
        self.add_class("et-bidding")
        self._tried: Action | str | None = None
        self.picker.on_change(lambda _rules: self.reset())
        self.reset()
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        """The words again in the current language; the call tried is said again."""
        tried = self._tried
        self.reset()
        if tried is not None:
            self.try_action(tried)

    @property
    def rules(self) -> Rules:
        return self.picker.value

    def reset(self) -> None:
        state = new_standard_hand(self.rules, self.dealer, seed=self.seed)
        while state.phase is not Phase.ROUND_TWO or state.to_act != self.dealer:
            state = state.apply(PASS)
        self.state: HandState = state
        dealer = seat_name(self.dealer)
        hand = "".join(card_html(c) for c in state.hands[self.dealer])
        up = state.upcard
        told = _("Everyone passed in round one, so the upcard, {card} ({name}), was turned face down. In round "
                 "two the other three passed again. You are {seat}, the dealer, and this is your hand:",
                 card=str(up), name=card_name(up), seat=dealer)
        question = _("What do you do?")
        self.situation.value = (
            f'{STYLE}<div class="et-w"><p>{esc(told)}</p>'
            f'<div class="et-row">{hand}</div><p>{esc(question)}</p></div>'
        )
        choices: list[tuple[str, Action]] = [(_("Pass"), PASS)]
        choices += [(_("Name {symbol} {suit}", symbol=s.symbol, suit=suit_words(s)), Call(s)) for s in Suit]
        buttons = []
        for label, action in choices:
            button = w.Button(description=label, layout=w.Layout(width="auto"))
            button.on_click(self.guarded(lambda _b, a=action: self.try_action(a)))
            buttons.append(button)
        replace_children(self.buttons, buttons)
        self.result.value = ""
        self.status.value = ""
        self._tried = None

    def try_action(self, action: Action | str) -> str:
        """Apply the dealer's call; shows and returns what happened (or why it is not allowed)."""
        self._tried = action
        try:
            after = self.state.apply(action)
        except IllegalActionError as exc:
            text = _("Not allowed: {reason}.", reason=exc)
            self.result.value = message_html(text)
            return text
        if after.is_over:
            text = _("Allowed. {score}", score=explain_score(after.result, after.rules))
        else:
            assert isinstance(after.trump, Suit)
            text = _("Allowed: {seat} names {suit}, so {trump}.", seat=seat_name(self.dealer),
                     suit=suit_words(after.trump), trump=trump_words(after.trump))
        self.result.value = message_html(text, ok=True) + f'<div class="et-w">{trump_html(after.trump)}</div>'
        return text


class AuctionExplorer(FollowsLanguage, w.VBox, Guarded):
    """A Bid Euchre hand from a seed, for you to call for every seat in turn: the auction (every bid
    is offered, the illegal ones too, and the engine says why it is refused), then naming trump and,
    for a bid of every trick, how to play it, up to the first lead. The rules in force are shown, unless
    `show_rules=False` (a page that shows them just above)."""

    def __init__(self, rules: Rules | str = "bid-euchre-6", *, seed: int = 4, dealer: int = 0,
                 show_rules: bool = True) -> None:
        self.status = w.HTML()
        self.rules = rules if isinstance(rules, Rules) else Rules.preset(rules)
        self.seed, self.dealer = seed, dealer
        self.rules_view = RulesView(self.rules)
        self.situation = w.HTML()
        self.buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.result = w.HTML()
        self.reset_button = w.Button(description=_("Start the auction again"))
        self.reset_button.on_click(self.guarded(lambda _b: self.reset()))
        shown = [self.rules_view] if show_rules else []
        super().__init__(children=[*shown, self.situation, self.buttons, self.result, self.reset_button, self.status])
        self.add_class("et-auction")
        self._last: tuple[HandLike, Action | str] | None = None
        """The state before the last call tried, and the call: its result is said again in a new language."""
        self.reset()
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        """The words again in the current language, at the same point of the auction."""
        self.reset_button.description = _("Start the auction again")
        if self._last is not None:
            before, action = self._last
            text, ok, _after = self._outcome(before, action)
            self.result.value = message_html(text, ok=ok)
        self._draw()

    def reset(self) -> None:
        state = new_hand(self.rules, self.dealer, rng=random.Random(self.seed))
        while state.phase is Phase.DISCARD:  # the dealer's seventh card with the Joker
            state = state.apply(state.legal_actions()[0])
        self.state = state
        self.result.value = ""
        self._last = None
        self._draw()

    def offered(self) -> list[Action]:
        """What the buttons offer now: every call of the phase, allowed or not."""
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
        state, n = self.state, self.rules.num_players
        auction = tuple((s, a.text) for s, a in state.calls if a.text == "pass" or a.text.startswith("bid "))
        head = _("{dealer} deals; the auction starts on the dealer's left. {calls}", dealer=seat_name(self.dealer, n),
                 calls=calls_sentence(auction, n))
        if state.phase is Phase.PLAY:
            trump = trump_words(state.trump)
            if state.leader is None:
                told = _("The contract is {bid} ({trump}).", bid=state.high_bid, trump=trump)
            else:
                told = _("The contract is {bid} ({trump}); {seat}, the high bidder, leads the first trick.",
                         bid=state.high_bid, trump=trump, seat=seat_name(state.leader, n))
            text = f"{head} {told}"
            self.situation.value = f'{STYLE}<div class="et-w"><p>{esc(text)}</p></div>'
            replace_children(self.buttons, [])
            return
        if state.is_over:
            again = _("Nobody bid: the cards are dealt again.")
            self.situation.value = f'{STYLE}<div class="et-w"><p>{esc(head)} {esc(again)}</p></div>'
            replace_children(self.buttons, [])
            return
        seat = state.to_act
        who = _("{seat} (the dealer)", seat=seat_name(seat, n)) if seat == self.dealer else seat_name(seat, n)
        if state.phase is Phase.AUCTION and not state.high_bid:
            ask = _("{seat} to call. Standing bid: none yet.", seat=who)
        else:
            ask = _(_ASKS[state.phase], seat=who, bid=state.high_bid) if state.phase in _ASKS else ""
        hand = "".join(card_html(c, state.trump if state.trump is not None else None) for c in state.hands[seat])
        whose = _("{seat}'s hand", seat=who)
        self.situation.value = (
            f'{STYLE}<div class="et-w"><p>{esc(head)}</p><p><b>{esc(ask)}</b></p>'
            f'<div class="et-row" aria-label="{esc(whose)}">{hand}</div></div>'
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
        before = self.state
        text, ok, after = self._outcome(before, action)
        self._last = (before, action)
        self.result.value = message_html(text, ok=ok)
        if after is not None:
            self.state = after
            self._draw()
        return text

    def _outcome(self, before: HandLike, action: Action | str) -> tuple[str, bool, HandLike | None]:
        """What the call does from `before`, in words: (text, allowed, the state after or None)."""
        try:
            after = before.apply(action)
        except IllegalActionError as exc:
            return _("Not allowed: {reason}.", reason=exc), False, None
        seat = seat_name(before.to_act, self.rules.num_players) if before.to_act is not None else ""
        return _said(action if not isinstance(action, str) else after.last_action, seat), True, after


_ASKS = {
    Phase.AUCTION: N_("{seat} to call. Standing bid: {bid}."),
    Phase.DECLARE: N_("{seat} won the auction with {bid}: name trump."),
    Phase.CONTRACT: N_("{seat} bid every trick: play it as partner's best, or shoot the moon?"),
    Phase.BIDDER_DISCARD: N_("{seat} discards a card to make room for the partner's best card."),
    Phase.PARTNER_GIVES: N_("{seat}, the partner, passes a card to the bidder and sits out."),
}


def _button_label(action: Action) -> str:
    if isinstance(action, Bid):
        return _("Bid {n}", n=action.tricks)
    if isinstance(action, NameTrump):
        t = action.trump
        if isinstance(t, Suit):
            return _("Name {symbol} {suit}", symbol=t.symbol, suit=suit_words(t))
        return _("High no-trump") if t.value == "high" else _("Low no-trump")
    if isinstance(action, PlayContract):
        return _("Partner's best") if action.kind == "partner's best" else _("Shoot the moon")
    if isinstance(action, Discard):
        return _("Discard {card}", card=str(action.card))
    if isinstance(action, GiveCard):
        return _("Pass {card}", card=str(action.card))
    return _("Pass")


def _said(action: Action | None, seat: str) -> str:
    """What a call did, as a sentence: "Allowed: North bids 4."."""
    return _("Allowed: {call}", call=bid_call_sentence(action, seat) if action is not None else "")
