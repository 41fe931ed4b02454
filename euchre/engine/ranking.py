"""Effective suit and card power under a trump suit or a no-trump contract.

This is the only module that knows about bowers and the Joker.
"""

from __future__ import annotations

import enum
from functools import cache

from euchre.engine.cards import JOKER, Card, Rank, Suit, standard_ranks


class NoTrump(enum.Enum):
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return f"{self.value} no-trump"


Trump = Suit | NoTrump


def right_bower(trump: Suit) -> Card:
    """The jack of trump."""
    return Card(Rank.JACK, trump)


def left_bower(trump: Suit) -> Card:
    """The jack of the other suit of trump's colour, which counts as a trump."""
    return Card(Rank.JACK, trump.partner)


def is_right_bower(card: Card, trump: Trump) -> bool:
    return isinstance(trump, Suit) and card.rank == Rank.JACK and card.suit == trump


def is_left_bower(card: Card, trump: Trump) -> bool:
    return isinstance(trump, Suit) and card.rank == Rank.JACK and card.suit == trump.partner


def effective_suit(card: Card, trump: Trump | None) -> Suit | None:
    """The suit a card belongs to for following and winning: the left bower and Joker count as trump.

    In no-trump the Joker belongs to no suit (it can always be played and never needs following).
    """
    if card.suit is None:
        return trump if isinstance(trump, Suit) else None
    if isinstance(trump, Suit) and card.rank == Rank.JACK and card.suit == trump.partner:
        return trump
    return card.suit


def is_trump(card: Card, trump: Trump | None) -> bool:
    return isinstance(trump, Suit) and effective_suit(card, trump) == trump


@cache
def trump_power(card: Card, trump: Trump | None) -> int:
    """How strong a card is as trump (0 if it is not trump). Joker > right > left > A K Q 10 9 (8 7)."""
    if not isinstance(trump, Suit):
        return 100 + 20 if card.is_joker else 0
    if card.is_joker:
        return 120
    if card.rank == Rank.JACK and card.suit == trump:
        return 119
    if card.rank == Rank.JACK and card.suit == trump.partner:
        return 118
    if card.suit == trump:
        return 100 + card.rank
    return 0


@cache
def plain_power(card: Card, trump: Trump | None) -> int:
    """How strong a card is within its own suit when it is not trump."""
    if card.suit is None:
        return 0
    if trump is NoTrump.LOW:
        return 30 - card.rank
    return int(card.rank)


def card_power(card: Card, trump: Trump | None, led: Suit | None) -> int:
    """The card's power in a trick whose led suit is `led`: trumps beat the led suit, others score 0."""
    tp = trump_power(card, trump)
    if tp:
        return tp
    if effective_suit(card, trump) == led:
        return plain_power(card, trump)
    return 0


def strength(card: Card, trump: Trump | None, led: Suit | None = None) -> tuple[int, int, int]:
    """Sort key, weakest first: power in a trick led with `led`, then as trump, then in its own suit
    (how the bots and the puzzles rank "high" and "low" cards)."""
    return card_power(card, trump, led), trump_power(card, trump), plain_power(card, trump)


def trump_order(trump: Suit, rules_min_rank: int = 9, joker: bool = False) -> tuple[Card, ...]:
    """The trumps of a suit from highest to lowest."""
    cards = [Card(r, trump) for r in standard_ranks(rules_min_rank)] + [left_bower(trump)]
    if joker:
        cards.append(JOKER)
    return tuple(sorted(cards, key=lambda c: -trump_power(c, trump)))


def suit_order(suit: Suit, trump: Trump | None, min_rank: int = 9) -> tuple[Card, ...]:
    """The non-trump cards that belong to `suit`, highest first."""
    cards = [Card(r, suit) for r in standard_ranks(min_rank)]
    cards = [c for c in cards if effective_suit(c, trump) == suit and not is_trump(c, trump)]
    return tuple(sorted(cards, key=lambda c: -plain_power(c, trump)))
