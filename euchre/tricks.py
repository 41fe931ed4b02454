"""The pure rules of trick play: which cards may be played and which card wins."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from euchre.cards import Card, Suit
from euchre.ranking import Trump, card_power, effective_suit

if TYPE_CHECKING:
    from euchre.rules import Rules


def led_suit(trick: Sequence[Card], trump: Trump | None) -> Suit | None:
    """The suit others must follow: the effective suit of the first card played."""
    return effective_suit(trick[0], trump) if trick else None


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], trump: Trump | None, rules: Rules | None = None
) -> tuple[Card, ...]:
    """The cards of `hand` that may be played to `trick` (the cards already played, in order).

    A player must follow the effective suit of the led card if they can; otherwise any card goes.
    """
    if not trick:
        return tuple(hand)
    led = effective_suit(trick[0], trump)
    if led is None:
        return tuple(hand)
    follow = tuple(c for c in hand if effective_suit(c, trump) == led)
    return follow or tuple(hand)


def is_legal_play(
    card: Card, hand: Sequence[Card], trick: Sequence[Card], trump: Trump | None, rules: Rules | None = None
) -> bool:
    return card in hand and card in legal_plays(hand, trick, trump, rules)


def trick_winner(trick: Sequence[Card], trump: Trump | None, rules: Rules | None = None) -> int:
    """Index into `trick` of the winning card. Of two identical cards, the one played first wins."""
    if not trick:
        raise ValueError("an empty trick has no winner")
    led = effective_suit(trick[0], trump)
    best, best_power = 0, card_power(trick[0], trump, led)
    for i in range(1, len(trick)):
        p = card_power(trick[i], trump, led)
        if p > best_power:
            best, best_power = i, p
    return best
