"""The rule-of-thumb player of the "play a hand" lesson: the beginner bot of `euchre.bots`.

It is deliberately simple and predictable, so a learner can follow what it does:
- make trump when holding 3 or more trumps of a suit (counting the bowers, and the upcard for the dealer);
- under stick the dealer, the dealer names its longest suit;
- discard the weakest card, keeping trumps;
- never go or defend alone;
- in play, lead the lowest card, and follow with the lowest legal card that would win the trick so far
  (unless the partner is already winning), otherwise the lowest legal card.

The stronger bots, and the reason behind each decision, are in `euchre.bots` (`HeuristicBot`).
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre.bots import HeuristicBot, Strength
from euchre.bots.evaluate import strength, trumps
from euchre.bots.play import choose_play
from euchre.engine.actions import Action, Play
from euchre.engine.cards import Card, Suit
from euchre.engine.state import HandState
from euchre.i18n import _

MAKE_WITH = 3
BOT = HeuristicBot(Strength.BEGINNER)


def trump_count(cards: Sequence[Card], suit: Suit) -> int:
    return len(trumps(cards, suit))


def choose_action(state: HandState) -> Action:
    """The bot's action for the player to act in `state`."""
    if state.to_act is None:
        raise ValueError(_("nobody is to act: the hand is over"))
    return BOT.decide(state).action


def choose_card(state: HandState) -> Card:
    """The lowest legal card that wins the trick so far, else the lowest legal card (the lowest card on lead)."""
    action = choose_play(state, Strength.BEGINNER).action
    assert isinstance(action, Play)
    return action.card


__all__ = ["BOT", "MAKE_WITH", "choose_action", "choose_card", "strength", "trump_count"]
