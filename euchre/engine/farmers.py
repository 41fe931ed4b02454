"""The farmer's hand: a hand so poor that its holder may ask for a redeal (RULES.md, house rules)."""

from __future__ import annotations

from collections.abc import Sequence

from euchre.engine.cards import Card, Rank
from euchre.engine.rules import FarmersHand


def is_face_card(card: Card) -> bool:
    """A face card for the farmer's hand: a K, Q, J or the Joker (sevens and eights count as low cards)."""
    return card.is_joker or Rank.JACK <= card.rank <= Rank.KING


def is_farmers_hand(cards: Sequence[Card], kind: FarmersHand = FarmersHand.ACE_NO_FACE) -> bool:
    """Whether `cards` are a farmer's hand of this `kind` (see `FarmersHand`): no face card
    (`is_face_card`), and at least one ace or at most one ace."""
    if any(is_face_card(c) for c in cards):
        return False
    aces = sum(c.rank == Rank.ACE for c in cards)
    return aces >= 1 if kind is FarmersHand.ACE_NO_FACE else aces <= 1
