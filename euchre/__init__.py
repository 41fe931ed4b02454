"""Euchre Tutor's engine: cards, rules, the hand state machine, records and explanations."""

from euchre.engine.actions import Action, parse_action
from euchre.engine.cards import JOKER, Card, Rank, Suit, build_deck, parse_cards
from euchre.engine.errors import (
    ActionParseError,
    CardParseError,
    EGNError,
    EuchreError,
    IllegalActionError,
    RulesError,
    UnsupportedRuleError,
)
from euchre.engine.hands import new_hand
from euchre.engine.ranking import NoTrump, effective_suit, trump_order
from euchre.engine.rules import LonerLead, Rules
from euchre.engine.scoring import Outcome
from euchre.engine.state import HandResult, HandState, Phase, Trick
from euchre.engine.tricks import legal_plays, trick_winner
from euchre.explain import refusals as _refusals  # noqa: F401  (it sets how a refused action is worded)
from euchre.explain import render as _render  # noqa: F401  (it sets how a Card draws itself in a notebook)

__all__ = [
    "JOKER", "Action", "ActionParseError", "Card", "CardParseError", "EGNError", "EuchreError",
    "HandResult", "HandState", "IllegalActionError", "LonerLead", "NoTrump", "Outcome", "Phase", "Rank",
    "Rules", "RulesError", "Suit", "Trick", "UnsupportedRuleError", "build_deck", "effective_suit",
    "legal_plays", "new_hand", "parse_action", "parse_cards", "trick_winner", "trump_order",
]
