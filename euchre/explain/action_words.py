"""Short names for actions as a player would say them: "Lead J♣", "Order it up", "Name hearts alone"."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from euchre.engine.actions import (
    Action,
    Bid,
    Call,
    CallRenege,
    DefendAlone,
    Discard,
    GiveCard,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    PlayContract,
    Redeal,
)
from euchre.engine.cards import Suit
from euchre.engine.ranking import NoTrump
from euchre.engine.rules import Rules
from euchre.explain.cards import contract_words
from euchre.explain.plays import no_trump_words
from euchre.i18n import _, current_language
from euchre.i18n.messages import pgettext
from euchre.i18n.seats import seat_label
from euchre.i18n.words import suit_words

if TYPE_CHECKING:
    from euchre.engine.hands import HandLike


def _order_kind(rules: Rules, dealer: int, seat: int) -> str:
    """What ordering up is from this seat: the dealer picks it up, the partner assists."""
    if seat == dealer:
        return "pick up"
    if rules.partner_of(seat) == dealer:
        return "assist"
    return "order"


def call_label(action: OrderUp | Call | Pass, seat: int, dealer: int, rules: Rules) -> str:
    """A call of the first two rounds as the player at `seat` says it: "Order it up", "Pick it up alone"
    (the dealer), "Assist" (the dealer's partner), "Name hearts", "Pass"."""
    alone = bool(getattr(action, "alone", False))
    if isinstance(action, OrderUp):
        kind = _order_kind(rules, dealer, seat)
        if kind == "pick up":
            return pgettext("action", "Pick it up alone") if alone else pgettext("action", "Pick it up")
        if kind == "assist":
            return pgettext("action", "Assist alone") if alone else pgettext("action", "Assist")
        return pgettext("action", "Order it up alone") if alone else pgettext("action", "Order it up")
    if isinstance(action, Call):
        if alone:
            return pgettext("action", "Name {suit} alone", suit=suit_words(action.suit))
        return pgettext("action", "Name {suit}", suit=suit_words(action.suit))
    return pgettext("action", "Pass")


def _trump_name(trump: Suit | NoTrump) -> Any:
    return contract_words(trump)


def action_label(state: HandLike, action: Action) -> str:
    """The action of the player to act in `state`, as a short imperative."""
    seat = state.to_act
    if isinstance(action, Play):
        if not state.trick:
            return pgettext("action", "Lead {card}", card=str(action.card))
        return pgettext("action", "Play {card}", card=str(action.card))
    if isinstance(action, OrderUp | Call | Pass):
        return call_label(action, seat, state.dealer, state.rules)
    if isinstance(action, Discard):
        return pgettext("action", "Discard {card}", card=str(action.card))
    if isinstance(action, DefendAlone):
        return pgettext("action", "Defend alone")
    if isinstance(action, Bid):
        return pgettext("action", "Bid {n}", n=action.tricks)
    if isinstance(action, NameTrump):
        trump = action.trump
        if isinstance(trump, Suit):
            return pgettext("action", "Name {suit}", suit=suit_words(trump))
        return pgettext("action", "Play {contract}", contract=no_trump_words(trump))
    if isinstance(action, PlayContract):
        if action.kind == "moon":
            return pgettext("action", "Shoot the moon")
        return pgettext("action", "Ask for partner's best")
    if isinstance(action, GiveCard):
        return pgettext("action", "Pass {card} across", card=str(action.card))
    if isinstance(action, Redeal):
        return pgettext("action", "Ask for a redeal")
    if isinstance(action, CallRenege):
        return pgettext("action", "Call a renege on {seat}", seat=seat_label(action.seat, state.num_players))
    return action.text.capitalize()


def action_past(state: HandLike, action: Action) -> str:
    """What the player to act in `state` did, in the past tense: "led J♣", "ordered it up alone"."""
    alone = bool(getattr(action, "alone", False))
    if isinstance(action, Play):
        if not state.trick:
            return pgettext("done", "led {card}", card=str(action.card))
        return pgettext("done", "played {card}", card=str(action.card))
    if isinstance(action, OrderUp):
        kind = _order_kind(state.rules, state.dealer, state.to_act)
        if kind == "pick up":
            return pgettext("done", "picked it up alone") if alone else pgettext("done", "picked it up")
        if kind == "assist":
            return pgettext("done", "assisted alone") if alone else pgettext("done", "assisted")
        return pgettext("done", "ordered it up alone") if alone else pgettext("done", "ordered it up")
    if isinstance(action, Call):
        if alone:
            return pgettext("done", "named {suit} alone", suit=suit_words(action.suit))
        return pgettext("done", "named {suit}", suit=suit_words(action.suit))
    if isinstance(action, Pass):
        return pgettext("done", "passed")
    if isinstance(action, Discard):
        return pgettext("done", "discarded {card}", card=str(action.card))
    if isinstance(action, DefendAlone):
        return pgettext("done", "defended alone")
    if isinstance(action, Bid):
        return pgettext("done", "bid {n}", n=action.tricks)
    if isinstance(action, NameTrump):
        return pgettext("done", "named {trump}", trump=_trump_name(action.trump))
    if isinstance(action, PlayContract):
        if action.kind == "moon":
            return pgettext("done", "shot the moon")
        return pgettext("done", "asked for partner's best")
    if isinstance(action, GiveCard):
        return pgettext("done", "passed {card} across", card=str(action.card))
    if isinstance(action, Redeal):
        return pgettext("done", "asked for a redeal")
    if isinstance(action, CallRenege):
        return pgettext("done", "called a renege on {seat}", seat=seat_label(action.seat, state.num_players))
    return action.text


def you_did(state: HandLike, action: Action) -> str:
    """The learner's own action as a sentence of the log, said to them: "You led J♣.", "You passed."."""
    alone = bool(getattr(action, "alone", False))
    if isinstance(action, Play):
        if not state.trick:
            return pgettext("you did", "You led {card}.", card=str(action.card))
        return pgettext("you did", "You played {card}.", card=str(action.card))
    if isinstance(action, OrderUp):
        kind = _order_kind(state.rules, state.dealer, state.to_act)
        if kind == "pick up":
            return pgettext("you did", "You picked it up alone.") if alone else pgettext("you did", "You picked it up.")
        if kind == "assist":
            return pgettext("you did", "You assisted alone.") if alone else pgettext("you did", "You assisted.")
        if alone:
            return pgettext("you did", "You ordered it up alone.")
        return pgettext("you did", "You ordered it up.")
    if isinstance(action, Call):
        if alone:
            return pgettext("you did", "You named {suit} alone.", suit=suit_words(action.suit))
        return pgettext("you did", "You named {suit}.", suit=suit_words(action.suit))
    if isinstance(action, Pass):
        return pgettext("you did", "You passed.")
    if isinstance(action, Discard):
        return pgettext("you did", "You discarded {card}.", card=str(action.card))
    if isinstance(action, DefendAlone):
        return pgettext("you did", "You defended alone.")
    if isinstance(action, Bid):
        return pgettext("you did", "You bid {n}.", n=action.tricks)
    if isinstance(action, NameTrump):
        return pgettext("you did", "You named {trump}.", trump=_trump_name(action.trump))
    if isinstance(action, PlayContract):
        if action.kind == "moon":
            return pgettext("you did", "You shot the moon.")
        return pgettext("you did", "You asked for partner's best.")
    if isinstance(action, GiveCard):
        return pgettext("you did", "You passed {card} across.", card=str(action.card))
    if isinstance(action, Redeal):
        return pgettext("you did", "You asked for a redeal.")
    if isinstance(action, CallRenege):
        return pgettext("you did", "You called a renege on {seat}.", seat=seat_label(action.seat, state.num_players))
    return pgettext("you did", "You chose {action}.", action=action.text)


def is_assist(state: HandLike, action: Action) -> bool:
    """Whether `action` of the player to act in `state` is an assist: ordering up the upcard when that
    player's partner is the dealer (RULES.md 2.2)."""
    return isinstance(action, OrderUp) and _order_kind(state.rules, state.dealer, state.to_act) == "assist"


def alone_meaning() -> str:
    """What a call "alone" means, in the glossary's words, for a learner who meets it on a button."""
    # (the glossary loads with this only)
    from euchre.explain.glossary import entry as glossary_entry
    from euchre.i18n.text import capitalize_first

    going = glossary_entry("go alone")
    term = capitalize_first(going.shown_term(), current_language())
    return _("{term}: {meaning}", term=term, meaning=going.shown_definition())


def choice_meanings(state: HandLike | None, actions: Iterable[Action]) -> list[str]:
    """What the choices "Assist" and "... alone" mean, once each, when `actions` (offered in `state`) hold them;
    without the state, whether a call is an assist is not known, and only going alone is explained."""
    actions = list(actions)
    notes = []
    if state is not None and any(is_assist(state, a) for a in actions):
        notes.append(assist_meaning())
    if any(getattr(a, "alone", False) for a in actions):
        notes.append(alone_meaning())
    return notes


def assist_meaning() -> str:
    """What assisting is, in one line, for a learner who meets the word."""
    return pgettext("explain", "To assist is to order up when your partner is the dealer: the dealer picks up the "
                    "upcard, and your side become the makers.")
