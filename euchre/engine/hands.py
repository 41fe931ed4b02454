"""Starting a hand of any family, and what a hand of any family offers (`HandLike`).

`new_hand` is the one way to start a hand: it dispatches once on the ruleset's family, to the standard
family's dealer (`euchre.engine.state.new_standard_hand`, a `HandState` with the upcard and the kitty) or
Bid Euchre's (`euchre.engine.bid.new_bid_hand`, a `BidHandState` with the auction and the contract). Code
that works on either takes a `HandLike`; code that needs the upcard takes a `StandardHandLike`, or narrows
a `HandLike` to one with `is_standard`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from euchre.engine.bid import new_bid_hand
from euchre.engine.cards import Card
from euchre.engine.errors import RulesError
from euchre.engine.handlike import BidHandLike, HandLike, StandardHandLike, is_bid, is_standard
from euchre.engine.rules import Family, Rules
from euchre.engine.state import CardsLike, new_standard_hand

__all__ = ["BidHandLike", "HandLike", "StandardHandLike", "is_bid", "is_standard", "new_hand"]


def new_hand(
    rules: Rules | None = None,
    dealer: int | str = 0,
    *,
    hands: Sequence[CardsLike] | None = None,
    upcard: Card | str | None = None,
    kitty: CardsLike | None = None,
    seed: int | str | None = None,
    rng: random.Random | None = None,
) -> HandLike:
    """A hand ready for the first bid: a given deal (`hands`, `upcard`, optional `kitty`) or a
    reproducible random one (`seed`, or an `rng` to draw from). `dealer` is a seat number, letter
    or name (0, "N", "North"); anything else raises SeatError.

    The one place that picks the state machine for the ruleset's family: a `HandState` for the
    standard family (`new_standard_hand`), a `euchre.engine.bid.BidHandState` for Bid Euchre."""
    rules = rules or Rules.preset("standard")
    if rules.family is not Family.STANDARD:
        if upcard is not None or kitty is not None:
            raise RulesError("Bid Euchre deals every card: there is no upcard or kitty")
        return new_bid_hand(rules, dealer, hands=hands, seed=seed, rng=rng)
    return new_standard_hand(rules, dealer, hands=hands, upcard=upcard, kitty=kitty, seed=seed, rng=rng)
