"""The phases of a hand, shared by the standard and Bid Euchre state machines."""

from __future__ import annotations

import enum

from euchre.i18n.messages import NP_, pgettext


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


PHASE_NAMES: dict[Phase, tuple[str, str]] = {
    Phase.FARMERS: NP_("phase", "farmer's hand"),
    Phase.JOKER_SUIT: NP_("phase", "dealer names the Joker's suit"),
    Phase.ROUND_ONE: NP_("phase", "round one"),
    Phase.DISCARD: NP_("phase", "dealer discards"),
    Phase.ROUND_TWO: NP_("phase", "round two"),
    Phase.DEFEND_ALONE: NP_("phase", "defending alone"),
    Phase.AUCTION: NP_("phase", "auction"),
    Phase.DECLARE: NP_("phase", "naming trump"),
    Phase.CONTRACT: NP_("phase", "choosing how to play the bid"),
    Phase.BIDDER_DISCARD: NP_("phase", "bidder discards"),
    Phase.PARTNER_GIVES: NP_("phase", "partner passes a card"),
    Phase.PLAY: NP_("phase", "trick play"),
    Phase.OVER: NP_("phase", "over"),
}
"""Each phase's name for a learner (the English is the phase's value), shown with `phase_words`."""


def phase_words(phase: Phase) -> str:
    """The phase's name in the current language: "round two", Turkish "ikinci tur"."""
    return pgettext(*PHASE_NAMES[phase])
