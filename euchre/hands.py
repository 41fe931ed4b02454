"""One entry point that deals a hand of any family of rules."""

from __future__ import annotations

import random
from typing import Any

from euchre.rules import Family, Rules


def deal_hand(rules: Rules, dealer: int = 0, *, rng: random.Random | None = None, **kwargs: Any) -> Any:
    """A new hand under `rules`: a standard-family HandState or a Bid Euchre BidHandState."""
    if rules.family is Family.BID:
        from euchre.bid import new_bid_hand

        return new_bid_hand(rules, dealer, rng=rng, **kwargs)
    from euchre.state import new_hand

    return new_hand(rules, dealer, rng=rng, **kwargs)
