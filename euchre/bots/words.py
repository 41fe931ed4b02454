"""Short names for actions as a player would say them: "Lead J♣", "Order it up", "Name hearts alone"."""

from __future__ import annotations

from typing import Any

from euchre.actions import (
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
from euchre.cards import Suit
from euchre.seats import seat_name


def order_word(state: Any, seat: int) -> str:
    """What ordering up is called from this seat: the dealer picks it up, the partner assists."""
    if seat == state.dealer:
        return "Pick it up"
    if state.rules.partner_of(seat) == state.dealer:
        return "Assist"
    return "Order it up"


def action_label(state: Any, action: Action) -> str:
    """The action of the player to act in `state`, as a short imperative."""
    seat = state.to_act
    alone = " alone" if getattr(action, "alone", False) else ""
    if isinstance(action, Play):
        return f"{'Lead' if not state.trick else 'Play'} {action.card}"
    if isinstance(action, OrderUp):
        return order_word(state, seat) + alone
    if isinstance(action, Call):
        return f"Name {action.suit.plural}{alone}"
    if isinstance(action, Pass):
        return "Pass"
    if isinstance(action, Discard):
        return f"Discard {action.card}"
    if isinstance(action, DefendAlone):
        return "Defend alone"
    if isinstance(action, Bid):
        return f"Bid {action.tricks}"
    if isinstance(action, NameTrump):
        trump = action.trump
        return f"Name {trump.plural}" if isinstance(trump, Suit) else f"Play {trump}"
    if isinstance(action, PlayContract):
        return "Shoot the moon" if action.kind == "moon" else "Ask for partner's best"
    if isinstance(action, GiveCard):
        return f"Pass {action.card} across"
    if isinstance(action, Redeal):
        return "Ask for a redeal"
    if isinstance(action, CallRenege):
        return f"Call a renege on {seat_name(action.seat, state.num_players)}"
    return action.text.capitalize()


def action_past(state: Any, action: Action) -> str:
    """What the player to act in `state` did, in the past tense: "led J♣", "ordered it up alone"."""
    alone = " alone" if getattr(action, "alone", False) else ""
    if isinstance(action, Play):
        return f"{'led' if not state.trick else 'played'} {action.card}"
    if isinstance(action, OrderUp):
        said = order_word(state, state.to_act)
        return {"Pick it up": "picked it up", "Assist": "assisted"}.get(said, "ordered it up") + alone
    if isinstance(action, Call):
        return f"named {action.suit.plural}{alone}"
    if isinstance(action, Pass):
        return "passed"
    if isinstance(action, Discard):
        return f"discarded {action.card}"
    if isinstance(action, DefendAlone):
        return "defended alone"
    if isinstance(action, Bid):
        return f"bid {action.tricks}"
    if isinstance(action, NameTrump):
        trump = action.trump
        return f"named {trump.plural if isinstance(trump, Suit) else trump}"
    if isinstance(action, PlayContract):
        return "shot the moon" if action.kind == "moon" else "asked for partner's best"
    if isinstance(action, GiveCard):
        return f"passed {action.card} across"
    if isinstance(action, Redeal):
        return "asked for a redeal"
    if isinstance(action, CallRenege):
        return f"called a renege on {seat_name(action.seat, state.num_players)}"
    return action.text
