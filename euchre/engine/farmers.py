"""The farmer's hand: a hand so poor that its holder may ask for a redeal (RULES.md, house rules)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from euchre.engine.cards import Card, Rank
from euchre.engine.rules import FarmersHand
from euchre.engine.tricks import CARDS


def is_face_card(card: Card) -> bool:
    """A face card for the farmer's hand: a K, Q, J or the Joker (sevens and eights count as low cards)."""
    return card.is_joker or Rank.JACK <= card.rank <= Rank.KING


def farmers_verdict(faces: int, aces: int, kind: FarmersHand) -> bool:
    """Whether a hand with `faces` face cards (`is_face_card`) and `aces` aces is a farmer's hand of this
    `kind` (see `FarmersHand`): no face card, and at least one ace or at most one ace."""
    if faces:
        return False
    return aces >= 1 if kind is FarmersHand.ACE_NO_FACE else aces <= 1


def is_farmers_hand(cards: Sequence[Card], kind: FarmersHand = FarmersHand.ACE_NO_FACE) -> bool:
    """Whether `cards` are a farmer's hand of this `kind` (`farmers_verdict`)."""
    faces = sum(1 for c in cards if is_face_card(c))
    return farmers_verdict(faces, sum(1 for c in cards if c.rank == Rank.ACE), kind)


_ACES: Final = 32
"""A card's weight in `FARMER_WEIGHT`: 1 for a face card, `_ACES` for an ace (a hand holds fewer than 32
face cards)."""
FARMER_WEIGHT: Final[tuple[int, ...]] = tuple(is_face_card(c) + _ACES * (c.rank == Rank.ACE) for c in CARDS)
"""Per card code (`euchre.engine.tricks.CARDS`), what the card counts for in a farmer's hand."""


def code_farmers_hand(codes: Iterable[int], kind: FarmersHand) -> bool:
    """`is_farmers_hand` over card codes, for the fast mode."""
    weight = 0
    for c in codes:
        weight += FARMER_WEIGHT[c]
    return farmers_verdict(weight % _ACES, weight // _ACES, kind)
