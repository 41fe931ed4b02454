"""What a hand of any family offers (`HandLike`), and one entry point that deals one.

Both state machines implement `HandLike`: the standard family's `euchre.engine.state.HandState` (which adds
the upcard and the kitty) and Bid Euchre's `euchre.engine.bid.BidHandState` (which adds the auction and the
contract). Code that works on either takes a `HandLike`; code that needs the upcard takes a
`StandardHandLike`, or narrows a `HandLike` to one with `is_standard`. `euchre.engine.state.new_hand` is the
one place that picks the machine for a ruleset's family.
"""

from __future__ import annotations

import random
from typing import Any

from euchre.engine.handlike import BidHandLike, HandLike, StandardHandLike, is_bid, is_standard
from euchre.engine.rules import Rules
from euchre.engine.state import new_hand

__all__ = ["BidHandLike", "HandLike", "StandardHandLike", "deal_hand", "is_bid", "is_standard"]


def deal_hand(rules: Rules, dealer: int = 0, *, rng: random.Random | None = None, **kwargs: Any) -> HandLike:
    """A new hand under `rules`: a standard-family HandState or a Bid Euchre BidHandState."""
    return new_hand(rules, dealer, rng=rng, **kwargs)
