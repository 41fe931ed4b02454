"""The farmer's hand: a hand so poor that its holder may ask for a redeal (RULES.md, house rules)."""

from __future__ import annotations

from collections.abc import Sequence

from euchre.cards import Card, Rank
from euchre.rules import FarmersHand


def is_farmers_hand(cards: Sequence[Card], kind: FarmersHand = FarmersHand.ACE_NO_FACE) -> bool:
    """Whether `cards` are a farmer's hand of this `kind` (see `FarmersHand`): no face card (K, Q, J or
    the Joker; sevens and eights count as low cards), and at least one ace or at most one ace."""
    if any(c.is_joker or Rank.JACK <= c.rank <= Rank.KING for c in cards):
        return False
    aces = sum(c.rank == Rank.ACE for c in cards)
    return aces >= 1 if kind is FarmersHand.ACE_NO_FACE else aces <= 1
