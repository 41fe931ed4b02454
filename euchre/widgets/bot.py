"""A tiny rule-of-thumb player for the "play a hand" lesson (no widget code here).

It is deliberately simple and predictable, so a learner can follow what it does:
- make trump when holding 3 or more trumps of a suit (counting the bowers, and the upcard for the dealer);
- under stick the dealer, the dealer names its longest suit;
- discard the weakest card, keeping trumps;
- never defend alone;
- in play, use the lowest legal card that would win the trick so far (unless the partner is already
  winning), otherwise the lowest legal card.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre.actions import PASS, Action, Call, Discard, NameTrump, OrderUp, Play
from euchre.cards import Card, Suit
from euchre.ranking import Trump, card_power, effective_suit, plain_power, trump_power
from euchre.state import HandState, Phase

MAKE_WITH = 3


def trump_count(cards: Sequence[Card], suit: Suit) -> int:
    return sum(1 for c in cards if effective_suit(c, suit) == suit)


def strength(card: Card, trump: Trump | None, led: Suit | None) -> tuple[int, int, int]:
    """Sort key, weakest first: power in this trick, then as trump, then within its own suit."""
    return card_power(card, trump, led), trump_power(card, trump), plain_power(card, trump)


def choose_action(state: HandState) -> Action:
    """The bot's action for the player to act in `state`."""
    if state.to_act is None:
        raise ValueError("nobody is to act: the hand is over")
    legal = state.legal_actions()
    seat = state.to_act
    hand = state.hands[seat]
    if state.phase is Phase.ROUND_ONE:
        assert state.upcard_suit is not None
        count = trump_count(hand, state.upcard_suit) + (1 if seat == state.dealer else 0)
        order = next((a for a in legal if isinstance(a, OrderUp) and not a.alone), None)
        return order if count >= MAKE_WITH and order is not None else PASS
    if state.phase is Phase.ROUND_TWO:
        calls = [a for a in legal if isinstance(a, Call) and not a.alone]
        best = max(calls, key=lambda a: trump_count(hand, a.suit))
        if trump_count(hand, best.suit) >= MAKE_WITH or PASS not in legal:
            return best
        return PASS
    if state.phase is Phase.DISCARD:
        weakest = min(hand, key=lambda c: strength(c, state.trump, None))
        return Discard(weakest)
    if state.phase is Phase.DEFEND_ALONE:
        return PASS
    if state.phase is Phase.JOKER_SUIT:
        return NameTrump(max(Suit, key=lambda s: trump_count(hand, s)))
    if state.phase is Phase.PLAY:
        return Play(choose_card(state))
    return legal[0]


def choose_card(state: HandState) -> Card:
    """The lowest legal card that wins the trick so far, else the lowest legal card."""
    trump = state.trump
    legal = state.legal_plays()
    if not state.trick:
        return min(legal, key=lambda c: strength(c, trump, effective_suit(c, trump)))
    led = effective_suit(state.trick[0], trump)
    powers = [card_power(c, trump, led) for c in state.trick]
    best = max(range(len(powers)), key=lambda i: (powers[i], -i))
    partner = state.rules.partner_of(state.to_act or 0)
    partner_winning = partner is not None and state.trick_seats[best] == partner
    lowest = min(legal, key=lambda c: strength(c, trump, led))
    if partner_winning:
        return lowest
    winners = [c for c in legal if card_power(c, trump, led) > powers[best]]
    return min(winners, key=lambda c: strength(c, trump, led)) if winners else lowest


def play_until(state: HandState, seat: int) -> HandState:
    """Let the bot act for everyone until `seat` must act or the hand is over."""
    while not state.is_over and state.to_act != seat:
        state = state.apply(choose_action(state))
    return state
