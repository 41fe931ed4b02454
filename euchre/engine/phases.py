"""The phases of a hand, shared by the standard and Bid Euchre state machines (their names for a learner:
`euchre.explain.steps.phase_words`)."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    FARMERS = "farmer's hand"
    JOKER_SUIT = "dealer names the Joker's suit"
    ROUND_ONE = "round one"
    DISCARD = "dealer discards"
    ROUND_TWO = "round two"
    DEFEND_ALONE = "defending alone"
    AUCTION = "auction"
    DECLARE = "naming trump"
    CONTRACT = "choosing how to play the bid"
    BIDDER_DISCARD = "bidder discards"
    PARTNER_GIVES = "partner passes a card"
    PLAY = "trick play"
    OVER = "over"

    # A phase is its own identity (Enum compares by identity): the engine looks up each step's function by
    # phase, and Enum's own hash (of the member's name, in Python) would cost more than the lookup.
    __hash__ = object.__hash__
