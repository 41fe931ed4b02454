"""How a finished standard-family hand is scored: the table of RULES.md section 2.6 as data."""

from __future__ import annotations

import enum
from typing import Final

from euchre.engine.rules import Rules
from euchre.engine.tricks import side_count, side_of


class Outcome(enum.Enum):
    MADE = "made"
    MARCH = "march"
    LONER_MADE = "loner made"
    LONER_MARCH = "loner march"
    EUCHRE = "euchre"
    LONER_EUCHRE = "loner euchred"
    LONE_DEFENDER_EUCHRE = "lone defender euchre"
    LONE_DEFENDER_MARCH = "lone defender march"
    THROWN_IN = "thrown in"
    BID_MADE = "bid made"
    BID_SET = "set"
    MOON_MADE = "moon made"
    MOON_SET = "moon set"
    PARTNERS_BEST_MADE = "partner's best made"
    PARTNERS_BEST_SET = "partner's best set"
    RENEGE = "renege caught"
    FARMERS = "farmer's hand redeal"
    JOKER_REDEAL = "Joker turned up redeal"


class Score:
    """A scored hand: why it scored so, and the points of each side. A value (equal by its fields, hashable,
    pickled by its fields, fields `Final`), written out for the compiled build as `HandResult` is."""

    __slots__ = ("outcome", "points")

    def __init__(self, outcome: Outcome, points: tuple[int, ...]) -> None:
        self.outcome: Final = outcome
        self.points: Final = points
        """Points per side (two partnerships, or one side per player in two- and three-handed play)."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Score):
            return NotImplemented
        return self.outcome is other.outcome and self.points == other.points

    def __hash__(self) -> int:
        return hash((self.outcome, self.points))

    def __repr__(self) -> str:
        return f"Score(outcome={self.outcome!r}, points={self.points!r})"

    def __reduce__(self) -> tuple[type[Score], tuple[Outcome, tuple[int, ...]]]:
        return Score, (self.outcome, self.points)


def score_standard(
    rules: Rules,
    maker: int,
    maker_alone: bool,
    lone_defender: int | None,
    maker_tricks: int,
) -> Score:
    """Score a finished hand from the makers' trick count."""
    total = rules.tricks_per_hand
    n = rules.num_players
    points = [0] * side_count(n)
    maker_side = side_of(maker, n)
    defenders = [s for s in range(side_count(n)) if s != maker_side]
    defender_tricks = total - maker_tricks
    if lone_defender is not None and defender_tricks * 2 > total:
        if defender_tricks == total:
            outcome, value = Outcome.LONE_DEFENDER_MARCH, rules.lone_defender_march_score
        else:
            outcome, value = Outcome.LONE_DEFENDER_EUCHRE, rules.lone_defender_euchre_score
        points[side_of(lone_defender, n)] = value
        return Score(outcome, tuple(points))
    if maker_tricks * 2 > total:
        lone = maker_alone and rules.num_players == 4
        if maker_tricks == total:
            outcome = Outcome.LONER_MARCH if lone else Outcome.MARCH
            value = rules.loner_march_score if lone else rules.march_score
        else:
            outcome = Outcome.LONER_MADE if lone else Outcome.MADE
            value = rules.make_score
        points[maker_side] = value
        return Score(outcome, tuple(points))
    lone = maker_alone and rules.num_players == 4
    outcome = Outcome.LONER_EUCHRE if lone else Outcome.EUCHRE
    value = rules.loner_euchred_score if lone else rules.euchre_score
    for side in defenders:
        points[side] = value
    return Score(outcome, tuple(points))


class Contract(enum.Enum):
    """How a Bid Euchre bid is played."""

    NORMAL = "with partner"
    PARTNERS_BEST = "partner's best"
    MOON = "moon"


_BID_OUTCOMES = {
    Contract.NORMAL: (Outcome.BID_MADE, Outcome.BID_SET),
    Contract.PARTNERS_BEST: (Outcome.PARTNERS_BEST_MADE, Outcome.PARTNERS_BEST_SET),
    Contract.MOON: (Outcome.MOON_MADE, Outcome.MOON_SET),
}


def score_bid(rules: Rules, bidder: int, bid: int, contract: Contract, bidder_tricks: int) -> Score:
    """Bid Euchre: one point per trick to each side, a set loses the bid, and the all-trick
    contracts score their bonus (RULES.md sections 3 and 4)."""
    total = rules.tricks_per_hand
    n = rules.num_players
    side = side_of(bidder, n)
    points = [0] * side_count(n)
    for other in range(side_count(n)):
        if other != side:
            points[other] = total - bidder_tricks
    made_outcome, set_outcome = _BID_OUTCOMES[contract]
    if bidder_tricks < bid:
        points[side] = -bid
        return Score(set_outcome, tuple(points))
    if contract is Contract.MOON:
        points[side] = rules.moon_score
    elif contract is Contract.PARTNERS_BEST:
        points[side] = rules.partners_best_score
    else:
        points[side] = bidder_tricks
    return Score(made_outcome, tuple(points))
