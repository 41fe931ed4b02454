"""What one seat knows about the cards at a moment of a hand: its own cards, the cards played, the
suits each player has shown void in, where the upcard went, its own discard, and so which cards
are still unseen. The bots count cards with it and the advisor samples the hidden hands from it.

Works on both state machines (`HandState` for the standard family, `BidHandState` for Bid Euchre).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

from euchre.engine.actions import Discard, OrderUp
from euchre.engine.cards import Card, Suit, build_deck
from euchre.engine.hands import HandLike, is_standard
from euchre.engine.phases import Phase
from euchre.engine.ranking import Trump, card_power, effective_suit
from euchre.engine.rules import Family, Rules
from euchre.engine.tricks import follows, led_suit, outranks

State = HandLike
"""A HandState or a BidHandState."""

BIDDING = frozenset({
    Phase.FARMERS, Phase.JOKER_SUIT, Phase.ROUND_ONE, Phase.ROUND_TWO, Phase.AUCTION, Phase.DECLARE,
    Phase.CONTRACT, Phase.BIDDER_DISCARD, Phase.PARTNER_GIVES,
})


@cache
def deck_counts(rules: Rules) -> Counter[Card]:
    return Counter(build_deck(rules))


def is_bid(state: State) -> bool:
    return bool(state.rules.family is Family.BID)


def picked_up(state: State) -> bool:
    """Whether the dealer took the upcard into hand (standard family, trump ordered up in round one)."""
    if is_bid(state):
        return False
    return any(isinstance(action, OrderUp) for _, action in state.calls) and state.dealer not in state.sitting_out


def my_discards(state: State, seat: int) -> tuple[Card, ...]:
    """The cards `seat` itself discarded face down (only it knows them)."""
    if not is_standard(state):
        return tuple(action.card for who, action in state.history if who == seat and isinstance(action, Discard))
    if seat == state.dealer and state.discarded is not None:
        return (state.discarded,)
    return ()


@dataclass(frozen=True)
class SeatView:
    """The cards as `seat` sees them. `unseen` holds every card whose place the seat does not know
    (with a double deck a card may appear twice); the other active players hold `need[s]` of them
    (besides the cards in `held[s]`, known to be theirs) and the rest are out of play (the kitty,
    other players' discards, the hands of players sitting out)."""

    seat: int
    rules: Rules
    trump: Trump | None
    hand: tuple[Card, ...]
    played: tuple[Card, ...]
    """Every card played so far, the current trick included, in order."""
    voids: tuple[frozenset[Suit], ...]
    """Per seat, the (effective) suits it failed to follow."""
    held: tuple[tuple[Card, ...], ...]
    """Per seat, cards known to be in its hand (the upcard the dealer picked up)."""
    need: tuple[int, ...]
    """Per seat, how many unseen cards it holds (0 for this seat and for seats sitting out)."""
    unseen: tuple[Card, ...]
    out_of_play: int
    """How many of the unseen cards are out of play."""
    reneged: frozenset[int] = frozenset()
    """Seats this seat has seen renege (a suit shown void, then played)."""

    # ---- questions the bots ask -------------------------------------------------------------
    def others_cards(self) -> list[Card]:
        return list(self.unseen) + [c for s, cards in enumerate(self.held) if s != self.seat for c in cards]

    def is_boss(self, card: Card, led: Suit | None = None) -> bool:
        """No card that anyone else may still hold beats `card` in its own suit (for a trump: no
        higher trump is left). A plain card can still be trumped."""
        suit = effective_suit(card, self.trump) if led is None else led
        mine = card_power(card, self.trump, suit)
        if mine == 0:
            return False
        return not any(outranks(other, card, self.trump, suit) for other in self.others_cards() if other != card)

    def trumps_out(self) -> list[Card]:
        """Trumps other players may still hold."""
        if not isinstance(self.trump, Suit):
            return []
        return [c for c in self.others_cards() if effective_suit(c, self.trump) == self.trump]

    def may_hold(self, seat: int, suit: Suit) -> bool:
        """Whether `seat` may still hold a card of `suit` (it has not shown void in it)."""
        return suit not in self.voids[seat]


def seat_view(state: State, seat: int | None = None) -> SeatView:
    """What `seat` (by default the player to act) knows in `state`."""
    if seat is None:
        seat = state.to_act
    if seat is None:
        raise ValueError("the hand is over: nobody is to act, so give the seat")
    rules: Rules = state.rules
    n = rules.num_players
    trump = state.trump
    hand = tuple(state.hand(seat))
    played: list[Card] = []
    voids: list[set[Suit]] = [set() for _ in range(n)]
    shown: list[list[tuple[int, Suit]]] = [[] for _ in range(n)]
    reneged: set[int] = set()
    tricks = [(t.cards, t.seats) for t in state.tricks]
    if state.trick:
        tricks.append((tuple(state.trick), tuple(state.trick_seats)))
    for number, (cards, seats) in enumerate(tricks):
        led = led_suit(cards, trump) if trump is not None else None
        for i, (card, who) in enumerate(zip(cards, seats, strict=True)):
            played.append(card)
            suit = effective_suit(card, trump)
            if any(v == suit and when < number for when, v in shown[who]):
                reneged.add(who)
            if i and led is not None and not follows(card, led, trump):
                voids[who].add(led)
                shown[who].append((number, led))
    held: list[tuple[Card, ...]] = [()] * n
    known = Counter(hand) + Counter(played) + Counter(my_discards(state, seat))
    upcard = state.upcard if is_standard(state) else None
    if upcard is not None:
        if picked_up(state):
            if seat != state.dealer and upcard not in played:
                held[state.dealer] = (upcard,)
                known[upcard] += 1
        elif upcard not in played:
            known[upcard] += 1  # on the kitty, or turned down
    unseen = deck_counts(rules) - known
    need = [0] * n
    for other in range(n):
        if other != seat and other not in state.sitting_out:
            need[other] = len(state.hand(other)) - len(held[other])
    total = sum(unseen.values())
    out = total - sum(need)
    if out < 0:
        raise ValueError(f"inconsistent view: {total} unseen cards for {sum(need)} places")
    return SeatView(
        seat=seat, rules=rules, trump=trump, hand=hand, played=tuple(played),
        voids=tuple(frozenset(v) for v in voids), held=tuple(held), need=tuple(need),
        unseen=tuple(sorted(unseen.elements())), out_of_play=out, reneged=frozenset(reneged),
    )
