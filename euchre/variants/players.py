"""A rule-of-thumb player for every preset, standard and Bid Euchre alike, for the simulations.

The same habits as the "play a hand" lesson's bot (euchre/widgets/bot.py), extended so that the
simulations show what each variant changes:
- make trump with 3 or more trumps (counting the bowers, the Joker, and the upcard for the dealer);
  go alone with 4 or more trumps including the right bower (or the Joker);
- defend alone with 3 or more trumps including a bower, when the rules allow it;
- in Bid Euchre, bid one less than the trumps plus the off-suit aces held for the best suit (at
  least the minimum bid, when it beats the standing bid); name that suit, or high no-trump with 3 or more
  aces; a bid of every trick is played as partner's best where allowed, else as a moon;
- in play, the lowest legal card that wins the trick so far unless the partner is winning it,
  otherwise the lowest legal card; never show a farmer's hand, never call a renege.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from euchre.engine.actions import (
    PASS,
    Action,
    Bid,
    Call,
    DefendAlone,
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    PlayContract,
)
from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump, Trump, effective_suit, is_right_bower, strength
from euchre.engine.tricks import beats, led_suit, trick_winner

if TYPE_CHECKING:
    from euchre.engine.bid import BidHandState
    from euchre.engine.hands import HandLike
    from euchre.engine.state import HandState

MAKE_WITH = 3
ALONE_WITH = 4
ACES_FOR_NO_TRUMP = 3


def trump_count(cards: Sequence[Card], suit: Suit) -> int:
    return sum(1 for c in cards if effective_suit(c, suit) == suit)


def _top_trump(cards: Sequence[Card], suit: Suit) -> bool:
    return any(c.is_joker or is_right_bower(c, suit) for c in cards)


def _has_bower(cards: Sequence[Card], suit: Suit) -> bool:
    return any(c.is_joker or (c.rank is Rank.JACK and effective_suit(c, suit) == suit) for c in cards)


def _off_aces(cards: Sequence[Card], suit: Suit | None) -> int:
    return sum(1 for c in cards if c.rank is Rank.ACE and (suit is None or effective_suit(c, suit) != suit))


def _pick(legal: Sequence[Action], kind: type, alone: bool | None = None) -> Action | None:
    for action in legal:
        if isinstance(action, kind) and (alone is None or getattr(action, "alone", False) == alone):
            return action
    return None


def _make(legal: Sequence[Action], kind: type, hand: Sequence[Card], suit: Suit) -> Action:
    """Order up or call: alone when strong and allowed, otherwise with the partner (or alone if the
    rules leave no other way, as the Canadian loner does)."""
    strong = trump_count(hand, suit) >= ALONE_WITH and _top_trump(hand, suit)
    first = _pick(legal, kind, alone=strong) if strong else None
    return first or _pick(legal, kind, alone=False) or _pick(legal, kind) or PASS


def _round_one(state: HandState, legal: Sequence[Action]) -> Action:
    suit, seat = state.upcard_suit, state.to_act
    hand = state.hands[seat]
    count = trump_count(hand, suit) + (1 if seat == state.dealer else 0)
    if count >= MAKE_WITH or PASS not in legal:
        return _make(legal, OrderUp, hand, suit)
    return PASS


def _round_two(state: HandState, legal: Sequence[Action]) -> Action:
    hand = state.hands[state.to_act]
    calls = [a for a in legal if isinstance(a, Call)]
    best = max(calls, key=lambda a: (trump_count(hand, a.suit), a.suit.value)).suit
    if trump_count(hand, best) >= MAKE_WITH or PASS not in legal:
        return _make(legal, Call, hand, best)
    return PASS


def _defend(state: HandState, legal: Sequence[Action]) -> Action:
    hand, trump = state.hands[state.to_act], state.trump
    defend = _pick(legal, DefendAlone)
    if defend and isinstance(trump, Suit) and trump_count(hand, trump) >= MAKE_WITH and _has_bower(hand, trump):
        return defend
    return PASS if PASS in legal else legal[0]


def _estimate(hand: Sequence[Card]) -> tuple[int, Trump]:
    """The tricks this hand hopes for and the trump to name for them."""
    best = max(Suit, key=lambda s: (trump_count(hand, s) + _off_aces(hand, s), s.value))
    return trump_count(hand, best) + _off_aces(hand, best), best


def _auction(state: BidHandState, legal: Sequence[Action]) -> Action:
    bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda a: a.tricks)
    hand = state.hands[state.to_act]
    hope, _ = _estimate(hand)
    hope -= 1
    if state.rules.allow_no_trump:
        hope = max(hope, _off_aces(hand, None) + 1 if _off_aces(hand, None) >= ACES_FOR_NO_TRUMP else 0)
    fitting = [b for b in bids if b.tricks <= hope]
    if fitting:
        return fitting[0] if hope < state.rules.hand_size else fitting[-1]
    if PASS in legal:
        return PASS
    return bids[0] if bids else legal[0]


def _declare(state: BidHandState, legal: Sequence[Action]) -> Action:
    hand = state.hands[state.to_act]
    hope, suit = _estimate(hand)
    high = NameTrump(NoTrump.HIGH)
    if high in legal and _off_aces(hand, None) >= ACES_FOR_NO_TRUMP and _off_aces(hand, None) + 1 > hope:
        return high
    return NameTrump(suit)


def choose_card(state: HandLike) -> Card:
    trump = state.trump
    legal = state.legal_plays()
    if not state.trick:
        return min(legal, key=lambda c: strength(c, trump, effective_suit(c, trump)))
    led = led_suit(state.trick, trump)
    best = trick_winner(state.trick, trump)
    partner = state.rules.partner_of(state.to_act)
    lowest = min(legal, key=lambda c: strength(c, trump, led))
    if partner is not None and state.trick_seats[best] == partner:
        return lowest
    winners = [c for c in legal if beats(c, state.trick, trump)]
    return min(winners, key=lambda c: strength(c, trump, led)) if winners else lowest


def choose_action(state: HandLike) -> Action:
    """The bot's action for whoever is to act in `state` (a standard or a Bid Euchre hand)."""
    legal = state.legal_actions()
    phase = state.phase
    if phase is Phase.PLAY:
        return Play(choose_card(state))
    if phase is Phase.ROUND_ONE:
        return _round_one(state, legal)
    if phase is Phase.ROUND_TWO:
        return _round_two(state, legal)
    if phase is Phase.DEFEND_ALONE:
        return _defend(state, legal)
    if phase is Phase.AUCTION:
        return _auction(state, legal)
    if phase is Phase.DECLARE:
        return _declare(state, legal)
    if phase in (Phase.DISCARD, Phase.BIDDER_DISCARD):
        hand = state.hands[state.to_act]
        return Discard(min(hand, key=lambda c: strength(c, state.trump, None)))
    if phase is Phase.JOKER_SUIT:
        hand = state.hands[state.to_act]
        names = [a for a in legal if isinstance(a, NameTrump)]
        return next((a for a in names if a.trump == _estimate(hand)[1]), legal[0])  # legal[0]: a Joker redeal
    if phase is Phase.CONTRACT:
        return next((a for a in legal if isinstance(a, PlayContract) and a.kind == "partner's best"), legal[0])
    return next((a for a in legal if isinstance(a, Pass | Discard | Play)), legal[0])
