"""Deals of the hidden cards that agree with what one seat knows.

- In trick play (`sample_hands`): the other players' current hands, drawn from the seat's unseen cards,
  never giving a player a card of a suit it has shown void in, and leaving the upcard with the dealer
  who picked it up. The rest is out of play (the kitty, the dealer's discard, hands sitting out).
- During the bidding (`sample_state`): a whole deal with the seat's own cards and the upcard in place,
  replayed through the calls so far, so that every legal call can be tried on it. A card someone else
  put down unseen (the dealer's discard) is chosen for them by a bot, from their sampled hand.

Every draw comes from the `random.Random` passed in, so a seeded generator gives the same deals.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from euchre.bots.knowledge import SeatView, deck_counts
from euchre.engine.actions import Action, Discard, GiveCard
from euchre.engine.cards import Card
from euchre.engine.errors import EuchreError
from euchre.engine.hands import HandLike, is_standard, new_hand
from euchre.engine.ranking import effective_suit

State = HandLike
Chooser = Callable[[State], Action]

ATTEMPTS = 50


class SamplingError(EuchreError):
    """No deal of the hidden cards fits what the seat knows (the position is inconsistent)."""


def sample_hands(view: SeatView, rng: random.Random) -> tuple[tuple[Card, ...], ...]:
    """Every seat's current hand: the seat's own, and for the others the cards known to be theirs plus
    unseen cards fitting their voids (empty for seats that hold nothing, such as those sitting out)."""
    return HandDrawer(view).draw(rng)


class HandDrawer:
    """`sample_hands` for one view, drawn many times: what does not change between draws (each card's
    suit, the seats' order, the cards each may hold) is worked out once."""

    def __init__(self, view: SeatView) -> None:
        trump = view.trump
        self.view = view
        seats = [s for s, n in enumerate(view.need) if n]
        suits = [effective_suit(c, trump) for c in view.unseen]
        self.fits = {s: tuple(suit not in view.voids[s] for suit in suits) for s in seats}
        # the most constrained seat draws first, so a long void cannot be left without cards
        room = {s: sum(self.fits[s]) for s in seats}
        self.order = sorted(seats, key=lambda s: room[s] - view.need[s])
        self.start: list[tuple[Card, ...]] = [tuple(h) for h in view.held]
        self.start[view.seat] = view.hand

    def draw(self, rng: random.Random) -> tuple[tuple[Card, ...], ...]:
        view = self.view
        unseen, need = view.unseen, view.need
        for _ in range(ATTEMPTS):
            # the unseen cards shuffled by position: the same draws of `rng` as shuffling the cards
            pool = list(range(len(unseen)))
            rng.shuffle(pool)
            hands = list(self.start)
            ok = True
            for s in self.order:
                fits, wanted = self.fits[s], need[s]
                picked: list[int] = []
                rest: list[int] = []
                for i in pool:
                    if len(picked) < wanted and fits[i]:
                        picked.append(i)
                    else:
                        rest.append(i)
                if len(picked) < wanted:
                    ok = False
                    break
                pool = rest
                hands[s] = hands[s] + tuple(unseen[i] for i in picked)
            if ok:
                return tuple(hands)
        raise SamplingError("no deal of the unseen cards fits the suits the players have shown void in")


def sample_state(state: State, seat: int, rng: random.Random, chooser: Chooser) -> State:
    """A whole deal that agrees with what `seat` knows, replayed through the bidding to match `state`.

    Only for the bidding (before any card is played). `chooser` decides, in the sampled deal, the
    actions `seat` could not see: another player's discard or the card a partner passes across."""
    drawer = StateDrawer(state, seat)
    return drawer.replay(*drawer.deal(rng), chooser)


class StateDrawer:
    """`sample_state` in two steps, for a caller that draws many deals and keeps a few: `deal` draws the
    hidden cards (every hand as dealt, and the kitty), `replay` makes the whole state of a deal kept."""

    def __init__(self, state: State, seat: int) -> None:
        self.state, self.seat = state, seat
        rules = state.rules
        first = state.initial
        if is_standard(state):
            mine = tuple(first.hand(seat))
            self.pool = tuple((deck_counts(rules) - Counter((*mine, state.upcard))).elements())
            self.sizes = (rules.hand_size,) * rules.num_players
        else:
            mine = tuple(first.hands[seat])
            self.pool = tuple((deck_counts(rules) - Counter(mine)).elements())
            self.sizes = tuple(len(first.hands[s]) for s in range(rules.num_players))
        self.mine = mine

    @property
    def replays_unseen(self) -> bool:
        """Whether `replay` asks its chooser for an action `seat` did not see (a discard, a card passed)."""
        return any(who != self.seat and isinstance(a, (Discard, GiveCard)) for who, a in self.state.history)

    def deal(self, rng: random.Random) -> tuple[tuple[tuple[Card, ...], ...], list[Card]]:
        """Every seat's hand as dealt, and the kitty (the rest of the cards)."""
        pool = list(self.pool)
        rng.shuffle(pool)
        hands: list[tuple[Card, ...]] = []
        for s, size in enumerate(self.sizes):
            if s == self.seat:
                hands.append(self.mine)
            else:
                hands.append(tuple(pool[:size]))
                del pool[:size]
        return tuple(hands), pool

    def replay(self, hands: tuple[tuple[Card, ...], ...], kitty: list[Card], chooser: Chooser) -> State:
        """The deal of `hands` and `kitty` replayed through the calls so far."""
        state = self.state
        if is_standard(state):
            sample = new_hand(state.rules, state.dealer, hands=list(hands), upcard=state.upcard, kitty=kitty)
        else:
            sample = new_hand(state.rules, state.dealer, hands=list(hands))
        for who, action in state.history:
            if who != self.seat and isinstance(action, (Discard, GiveCard)):
                action = chooser(sample)
            sample = sample.apply(action)
        return sample
