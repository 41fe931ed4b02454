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

from euchre.actions import Action, Discard, GiveCard
from euchre.bots.knowledge import SeatView, deck_counts, is_bid
from euchre.cards import Card
from euchre.errors import EuchreError
from euchre.hands import HandLike, deal_hand
from euchre.ranking import effective_suit

State = HandLike
Chooser = Callable[[State], Action]

ATTEMPTS = 50


class SamplingError(EuchreError):
    """No deal of the hidden cards fits what the seat knows (the position is inconsistent)."""


def sample_hands(view: SeatView, rng: random.Random) -> tuple[tuple[Card, ...], ...]:
    """Every seat's current hand: the seat's own, and for the others the cards known to be theirs plus
    unseen cards fitting their voids (empty for seats that hold nothing, such as those sitting out)."""
    trump = view.trump
    seats = [s for s, n in enumerate(view.need) if n]
    suit_of = {c: effective_suit(c, trump) for c in view.unseen}
    # the most constrained seat draws first, so a long void cannot be left without cards
    room = {s: sum(1 for c in view.unseen if suit_of[c] not in view.voids[s]) for s in seats}
    order = sorted(seats, key=lambda s: room[s] - view.need[s])
    for _ in range(ATTEMPTS):
        pool = list(view.unseen)
        rng.shuffle(pool)
        hands: list[tuple[Card, ...]] = [tuple(h) for h in view.held]
        hands[view.seat] = view.hand
        ok = True
        for s in order:
            void = view.voids[s]
            fits = [c for c in pool if suit_of[c] not in void]
            if len(fits) < view.need[s]:
                ok = False
                break
            picked = fits[: view.need[s]]
            for card in picked:
                pool.remove(card)
            hands[s] = hands[s] + tuple(picked)
        if ok:
            return tuple(hands)
    raise SamplingError("no deal of the unseen cards fits the suits the players have shown void in")


def sample_state(state: State, seat: int, rng: random.Random, chooser: Chooser) -> State:
    """A whole deal that agrees with what `seat` knows, replayed through the bidding to match `state`.

    Only for the bidding (before any card is played). `chooser` decides, in the sampled deal, the
    actions `seat` could not see: another player's discard or the card a partner passes across."""
    rules = state.rules
    first = state.initial
    n = rules.num_players
    mine = tuple(first.hand(seat)) if not is_bid(state) else tuple(first.hands[seat])
    if is_bid(state):
        pool = list((deck_counts(rules) - Counter(mine)).elements())
        rng.shuffle(pool)
        hands: list[tuple[Card, ...]] = []
        for s in range(n):
            if s == seat:
                hands.append(mine)
                continue
            size = len(first.hands[s])
            hands.append(tuple(pool[:size]))
            del pool[:size]
        sample = deal_hand(rules, state.dealer, hands=hands)
    else:
        upcard = state.upcard
        pool = list((deck_counts(rules) - Counter((*mine, upcard))).elements())
        rng.shuffle(pool)
        size = rules.hand_size
        hands = []
        for s in range(n):
            if s == seat:
                hands.append(mine)
            else:
                hands.append(tuple(pool[:size]))
                del pool[:size]
        sample = deal_hand(rules, state.dealer, hands=hands, upcard=upcard, kitty=pool)
    for who, action in state.history:
        if who != seat and isinstance(action, (Discard, GiveCard)):
            action = chooser(sample)
        sample = sample.apply(action)
    return sample

