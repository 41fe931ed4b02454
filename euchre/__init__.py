"""Euchre Tutor's engine: cards, rules, the hand state machine, records and explanations."""

from euchre import render as _render  # noqa: F401  (it sets how a Card draws itself in a notebook)
from euchre.actions import Action, parse_action
from euchre.cards import JOKER, Card, Rank, Suit, build_deck, parse_cards
from euchre.errors import (
    ActionParseError,
    CardParseError,
    EGNError,
    EuchreError,
    IllegalActionError,
    RulesError,
    UnsupportedRuleError,
)
from euchre.ranking import NoTrump, effective_suit, trump_order
from euchre.rules import LonerLead, Rules
from euchre.scoring import Outcome
from euchre.state import HandResult, HandState, Phase, Trick, new_hand
from euchre.tricks import legal_plays, trick_winner

__all__ = [
    "JOKER", "Action", "ActionParseError", "Card", "CardParseError", "EGNError", "EuchreError",
    "HandResult", "HandState", "IllegalActionError", "LonerLead", "NoTrump", "Outcome", "Phase", "Rank",
    "Rules", "RulesError", "Suit", "Trick", "UnsupportedRuleError", "build_deck", "effective_suit",
    "legal_plays", "new_hand", "parse_action", "parse_cards", "trick_winner", "trump_order",
]
