"""What a hand of any family offers (`HandLike`).

Both state machines implement `HandLike`: the standard family's `euchre.engine.state.HandState` (which adds
the upcard and the kitty) and Bid Euchre's `euchre.engine.bid.BidHandState` (which adds the auction and the
contract). Code that works on either takes a `HandLike`; code that needs the upcard takes a
`StandardHandLike`, or narrows a `HandLike` to one with `is_standard`. `euchre.engine.state.new_hand` is the
one place that picks the machine for a ruleset's family.
"""

from __future__ import annotations

from euchre.engine.handlike import BidHandLike, HandLike, StandardHandLike, is_bid, is_standard

__all__ = ["BidHandLike", "HandLike", "StandardHandLike", "is_bid", "is_standard"]
