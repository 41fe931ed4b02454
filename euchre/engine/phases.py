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
