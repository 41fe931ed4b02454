"""Deals of the hidden cards weighted by what the bidding says.

A player who passed is unlikely to hold a strong hand in the upcard's suit; a partner who ordered up
probably holds trumps; a lone caller holds a great many. `sample_hands` (`euchre.bots.sampling`) only
keeps deals that agree with the hard facts (the cards seen, the voids shown); this module adds the
soft facts of the calls, as inference in PIMC does for Skat and Bridge:

- the likelihood of each call another player made, given the hand a deal gives them, is read from the
  strong bot's own bidding model (`euchre.bots.bidding`: its trick estimate against the threshold of
  its seat, smoothed into a probability by `TEMPERATURE`), so a call is never ruled out entirely;
- a deal's weight is the product of the likelihoods of every call made by someone else, and each drawn
  deal is kept with probability equal to its weight (rejection sampling, so the deals kept are drawn
  from the posterior and count equally);
- in trick play, each card another player has played is weighed too (`PlayEvidence`): the hidden-card
  play-outs' own play model (`euchre.bots.playout`) is run from that player's hand in the deal at that
  moment, and a deal in which the model would have played another card is kept less often (`PLAY_MISS`
  a card, never below `PLAY_FLOOR` in all: people do not play like the model). A player who did not
  follow suit is void in it: that is a hard fact, kept by `sample_hands`;
- if too few deals survive in `MAX_DRAWS` draws, the best-weighted of the others fill the gap (the
  fallback is reported, with the number of deals used).

`Deal.hands` holds every seat's hand at the current position; in the bidding `Deal.state` is also a
whole `HandState` there (every card placed, the calls replayed), so that each call can be tried on it.
That state is made only for the deals kept; a call's likelihood is remembered per hand drawn, and a
player's misses of the play model per hand, so that the many deals drawn and thrown away cost little.
Four-handed standard-family rulesets without the Joker or renege mode only (`supported`); the advisor
uses `sample_hands` and double dummy for the others.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, TypeGuard

from euchre.bots.bidding import _alone_worthy, make_threshold
from euchre.bots.decision import Strength
from euchre.bots.evaluate import choose_discard, estimate_tricks
from euchre.bots.knowledge import picked_up, seat_view
from euchre.bots.playout import _choose, _tables
from euchre.bots.sampling import HandDrawer, SamplingError, StateDrawer, sample_state
from euchre.engine.actions import Action, Call, OrderUp, Pass
from euchre.engine.cards import Card, Suit
from euchre.engine.hands import HandLike, StandardHandLike, is_standard
from euchre.engine.phases import Phase
from euchre.i18n.messages import ngettext

State = HandLike

TEMPERATURE = 0.45
"""How sharply a call follows the trick estimate (in tricks): the bigger, the softer the inference."""
FLOOR = 0.04
"""The least likelihood a call can have: the model may be wrong, so no deal is ruled out by a call."""
MAX_DRAWS = 6
"""Draws per deal wanted, at most, before the fallback fills the gap."""
PLAY_MISS = 0.6
"""The weight a deal keeps for each card played that the play model, holding that deal's hand, would not
have played."""
PLAY_FLOOR = 0.2
"""The least the plays can weigh a deal in all."""


@dataclass(frozen=True)
class Deal:
    hands: tuple[tuple[Card, ...], ...]
    """Every seat's hand at the current position."""
    weight: float
    state: State | None = None
    """In the bidding: the position with every hidden card placed (a whole HandState)."""


class _Drawn:
    """A deal drawn and weighed; in the bidding its whole state (and every hand at the current position)
    is made only if the deal is used (`DealSampler._deal`)."""

    __slots__ = ("current", "dealt", "kitty", "state", "weight")

    def __init__(self, weight: float, current: tuple[tuple[Card, ...], ...] | None, state: State | None,
                 dealt: tuple[tuple[Card, ...], ...] | None = None, kitty: list[Card] | None = None) -> None:
        self.weight, self.current, self.state, self.dealt, self.kitty = weight, current, state, dealt, kitty


class DealSampler:
    """Draws whole deals at the current position and keeps each with probability equal to its weight,
    until `count` are kept or `count * MAX_DRAWS` are drawn; then, if fewer than `minimum` were kept,
    the best-weighted of the others fill the gap. Iterate over it for the deals (lazily, so a caller
    with a time limit stops drawing when it stops valuing)."""

    def __init__(
        self, state: State, me: int, rng: random.Random, count: int, *, chooser: Any, weighted: bool = True,
    ) -> None:
        if not supported(state):
            raise ValueError("the calls are weighed only in four-handed standard rulesets without the Joker")
        self.state, self.me, self.rng, self.count, self.chooser = state, me, rng, count, chooser
        self.weighted = weighted
        self.minimum = min(count, max(8, count // 4))
        self.drawn = 0
        self.kept = 0
        self.fallback = 0
        self._path = list(state.path())
        self._calls = [(b, a.last_action) for b, a in zip(self._path, self._path[1:], strict=False)
                       if b.to_act is not None and b.to_act != me and b.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO)
                       and is_standard(b)]
        self._weighers = [_CallWeigher(before, action) for before, action in self._calls] if weighted else []
        self._playing = state.phase is Phase.PLAY
        self.evidence: PlayEvidence | None = None
        if self._playing:
            self._hands = HandDrawer(seat_view(state, me))
            self._played = _played_by(state)
            evidence = PlayEvidence(state, me)
            self.evidence = evidence if weighted and evidence.informative else None
        else:
            self._states = StateDrawer(state, me)
            self._lazy = not self._states.replays_unseen

    def _draw(self) -> _Drawn:
        for _ in range(20):
            deal = None
            try:
                if self._playing:
                    current: tuple[tuple[Card, ...], ...] | None = self._hands.draw(self.rng)
                    dealt = _dealt_in_play(self.state, self.me, current, self._played)  # type: ignore[arg-type]
                elif self._lazy:  # the whole state is made only for the deals used (`_deal`)
                    hands, kitty = self._states.deal(self.rng)
                    current, dealt = None, dict(enumerate(hands))
                else:
                    deal = sample_state(self.state, self.me, self.rng, self.chooser)
                    current = tuple(tuple(deal.hand(s)) for s in range(self.state.rules.num_players))
                    dealt = {s: tuple(deal.initial.hand(s)) for s in range(self.state.rules.num_players)}
            except SamplingError:
                continue
            self.drawn += 1
            weight = 1.0
            if self.weighted:
                for weigh in self._weighers:
                    hand = dealt.get(weigh.seat)
                    if hand is not None:  # a seat sitting out holds no cards in the deals
                        weight *= weigh(hand)
                if self.evidence is not None:
                    weight *= self.evidence.likelihood(current)  # type: ignore[arg-type]
            if current is None:
                return _Drawn(weight, None, None, hands, kitty)
            return _Drawn(weight, current, deal)
        raise SamplingError("no deal of the hidden cards fits what this seat knows")

    def _deal(self, drawn: _Drawn) -> Deal:
        if drawn.current is None:
            assert drawn.dealt is not None and drawn.kitty is not None
            state = self._states.replay(drawn.dealt, drawn.kitty, self.chooser)
            current = tuple(tuple(state.hand(s)) for s in range(self.state.rules.num_players))
            return Deal(current, drawn.weight, state)
        return Deal(drawn.current, drawn.weight, drawn.state)

    def __iter__(self) -> Iterator[Deal]:
        spare: list[_Drawn] = []
        limit = self.count * (MAX_DRAWS if self.weighted else 1)
        while self.kept < self.count and self.drawn < limit:
            deal = self._draw()
            if not self.weighted or self.rng.random() < deal.weight:
                self.kept += 1
                yield self._deal(deal)
            else:
                spare.append(deal)
        if self.kept < self.minimum and spare:
            spare.sort(key=lambda d: -d.weight)
            for deal in spare[: self.minimum - self.kept]:
                self.fallback += 1
                yield self._deal(deal)

    def describe(self, used: int | None = None) -> str:
        """"150 deals weighted by the bidding (of 410 drawn)"."""
        return self.describe_later(used)()

    def describe_later(self, used: int | None = None) -> Callable[[], str]:
        """`describe` as a function that says it in the language current when it is called (the
        numbers are fixed now)."""
        n = self.kept + self.fallback if used is None else used
        return functools.partial(deals_words, n, weighted=self.weighted, played=self.evidence is not None,
                                 drawn=self.drawn, fallback=self.fallback)


def deals_words(n: int, *, weighted: bool, played: bool, drawn: int, fallback: int) -> str:
    """"150 deals weighted by the bidding (of 410 drawn)", in the current language."""
    if not weighted:
        return ngettext("{n} deal of the hidden cards", "{n} deals of the hidden cards", n)
    if fallback:
        if played:
            return ngettext(
                "{n} deal weighted by the bidding and the cards played (of {drawn} drawn; {fallback} kept with a "
                "low weight, as few deals fit the calls)",
                "{n} deals weighted by the bidding and the cards played (of {drawn} drawn; {fallback} kept with a "
                "low weight, as few deals fit the calls)", n, drawn=drawn, fallback=fallback)
        return ngettext(
            "{n} deal weighted by the bidding (of {drawn} drawn; {fallback} kept with a low weight, as few deals "
            "fit the calls)",
            "{n} deals weighted by the bidding (of {drawn} drawn; {fallback} kept with a low weight, as few deals "
            "fit the calls)", n, drawn=drawn, fallback=fallback)
    if played:
        return ngettext("{n} deal weighted by the bidding and the cards played (of {drawn} drawn)",
                        "{n} deals weighted by the bidding and the cards played (of {drawn} drawn)", n, drawn=drawn)
    return ngettext("{n} deal weighted by the bidding (of {drawn} drawn)",
                    "{n} deals weighted by the bidding (of {drawn} drawn)", n, drawn=drawn)


def supported(state: State) -> TypeGuard[StandardHandLike]:
    rules = state.rules
    return is_standard(state) and rules.num_players == 4 and not rules.joker and not rules.renege_mode


# ---- the likelihood of a call ----------------------------------------------------------------------------
def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def make_probability(before: State, seat: int, hand: tuple[Card, ...], suit: Suit) -> float:
    """How likely the strong bot's model is to make `suit` trump from `seat` with `hand` (the dealer's
    hand in round one holding the upcard), at the moment `before`."""
    expect = estimate_tricks(hand, suit, before.rules)
    p = _sigmoid((expect - make_threshold(before, seat)) / TEMPERATURE)
    return min(1.0 - FLOOR, max(FLOOR, p))


def call_likelihood(before: State, seat: int, hand: tuple[Card, ...], action: Action) -> float:
    """The likelihood of `action` by `seat` holding `hand` at `before` (1 for what the model does not weigh)."""
    phase = before.phase
    if phase is Phase.ROUND_ONE and is_standard(before):
        suit = before.upcard_suit
        if seat == before.dealer:
            six = [*hand, before.upcard]
            if len(six) > before.rules.hand_size:
                six.remove(choose_discard(six, suit, protect=before.upcard).card)
            hand = tuple(six)
        if isinstance(action, Pass):
            return 1.0 - make_probability(before, seat, hand, suit)
        if isinstance(action, OrderUp):
            p = make_probability(before, seat, hand, suit)
            worthy = _alone_worthy(hand, suit, before.rules, Strength.STRONG)
            return p * ((1 - FLOOR) if worthy else FLOOR) if action.alone else p * (FLOOR if worthy else 1 - FLOOR)
    if phase is Phase.ROUND_TWO:
        suits = [a.suit for a in before.legal_actions() if isinstance(a, Call) and not a.alone]
        if isinstance(action, Pass):
            return 1.0 - max(make_probability(before, seat, hand, s) for s in suits)
        if isinstance(action, Call):
            if Pass() not in before.legal_actions():
                return 1.0  # the stuck dealer must name a suit
            p = make_probability(before, seat, hand, action.suit)
            worthy = _alone_worthy(hand, action.suit, before.rules, Strength.STRONG)
            return p * ((1 - FLOOR) if worthy else FLOOR) if action.alone else p * (FLOOR if worthy else 1 - FLOOR)
    return 1.0


_RANK = attrgetter("rank")
_REMEMBERED = 100_000
"""Call likelihoods remembered (of hands drawn), in all: past this they are forgotten and worked out again."""
_likelihoods: dict[tuple[Any, ...], dict[Any, float]] = {}
_remembered = 0


class _CallWeigher:
    """`call_likelihood` of one call made before, for the hands the deals give the caller, each hand
    worked out once (the call's likelihood depends on the position only through what the key holds, and
    on the hand's cards, not their order, except for the dealer's discard in round one)."""

    def __init__(self, before: StandardHandLike, action: Action) -> None:
        self.before, self.action = before, action
        self.seat = seat = before.to_act
        self.fn = call_likelihood  # looked up now, so that a model put in its place is used (and kept apart)
        phase = before.phase
        suits: tuple[Any, ...] = ()
        stuck = False
        if phase is Phase.ROUND_TWO:
            legal = before.legal_actions()
            suits = tuple(a.suit for a in legal if isinstance(a, Call) and not a.alone)
            stuck = Pass() not in legal
        key = (self.fn, before.rules, phase, seat, before.dealer, before.upcard, before.upcard_suit,
               make_threshold(before, seat), suits, stuck, action)
        self.table = _likelihoods.setdefault(key, {})
        # The dealer's six cards in round one lose one by `choose_discard`, whose ties (cards of one rank in
        # different side suits) go to the card first in the hand: the hand stably sorted by rank keeps
        # that order and forgets the rest.
        self.ordered = phase is Phase.ROUND_ONE and seat == before.dealer
        self.size = before.rules.hand_size

    def __call__(self, hand: tuple[Card, ...]) -> float:
        global _remembered
        if self.ordered and len(hand) >= self.size:
            key: Any = tuple([c.suit * 16 + c.rank for c in sorted(hand, key=_RANK)])  # type: ignore[operator]
        else:  # the set of cards as one number (no Joker here, one deck: each card once); hashing cards is slow
            key = 0
            for c in hand:
                key |= 1 << (c.suit * 16 + c.rank)  # type: ignore[operator]
        p = self.table.get(key)
        if p is None:
            p = self.fn(self.before, self.seat, hand, self.action)
            if _remembered >= _REMEMBERED:
                for table in _likelihoods.values():
                    table.clear()
                _remembered = 0
            self.table[key] = p
            _remembered += 1
        return p


# ---- the likelihood of the plays ---------------------------------------------------------------------------
class PlayEvidence:
    """The cards the other players have played so far, weighed against the play-outs' play model: for a
    deal of the hidden cards, `likelihood` replays the hand from the first lead with each player holding
    what the deal gives it (what it holds now and what it has played) and multiplies `PLAY_MISS` for each
    card the model would not have played there (a forced card says nothing), with `PLAY_FLOOR` at least."""

    def __init__(self, state: State, me: int) -> None:
        rules = state.rules
        self.tables = t = _tables(rules, state.trump)
        self.me = me
        self.order = tuple(state.active_seats)
        n = len(self.order)
        self.next = {s: self.order[(i + 1) % n] for i, s in enumerate(self.order)}
        self.side_of = tuple(rules.side_of(s) for s in range(rules.num_players))
        self.makers = self.side_of[state.maker]
        tricks = [list(zip(tr.seats, tr.cards, strict=True)) for tr in state.tricks]
        if state.trick:
            tricks.append(list(zip(state.trick_seats, state.trick, strict=True)))
        self.tricks = [[(s, t.index[c]) for s, c in trick] for trick in tricks]
        self.informative = any(s != me for trick in self.tricks for s, _ in trick)
        # The public facts at each card another player played (the trick so far, the cards played, the
        # voids shown) are the same in every deal; a seat's misses depend only on its own hand.
        self._played_codes: dict[int, list[int]] = {s: [] for s in self.order}
        turns: dict[int, list[tuple[list[tuple[int, int]], int, list[int], int]]] = {s: [] for s in self.order}
        played = 0
        voids = [0] * len(self.side_of)
        for cards in self.tricks:
            trick: list[tuple[int, int]] = []
            for seat, card in cards:
                self._played_codes[seat].append(card)
                turns[seat].append((list(trick), played, list(voids), card))
                played |= 1 << card
                if trick and t.suit[card] != t.suit[trick[0][1]]:
                    voids[seat] |= 1 << t.suit[trick[0][1]]
                trick.append((seat, card))
        self._turns = [(s, turns[s]) for s in self.order if s != me and turns[s]]
        self._misses: dict[tuple[int, ...], int] = {}

    def likelihood(self, current: tuple[tuple[Card, ...], ...]) -> float:
        misses = 0
        for seat, turns in self._turns:
            key = (seat, *[c.suit * 16 + c.rank for c in current[seat]])  # in order; cards hash slowly
            found = self._misses.get(key)
            if found is None:
                found = self._misses[key] = self._seat_misses(seat, current[seat], turns)
            misses += found
        return max(PLAY_FLOOR, _miss_weight(misses))

    def _seat_misses(self, seat: int, current: tuple[Card, ...],
                     turns: list[tuple[list[tuple[int, int]], int, list[int], int]]) -> int:
        """How many of `seat`'s cards the play model would not have played, holding `current` now."""
        t = self.tables
        hand = [t.index[c] for c in current] + self._played_codes[seat]
        misses = 0
        for trick, played, voids, card in turns:
            if len(hand) > 1 and _choose(t, seat, hand, trick, played, voids, self.order, self.next,
                                         self.side_of, self.makers) != card:
                misses += 1
            hand.remove(card)
        return misses


def _miss_weight(misses: int) -> float:
    """`PLAY_MISS` multiplied in once for each miss, one factor at a time."""
    weight = 1.0
    for _ in range(misses):
        weight *= PLAY_MISS
    return weight


# ---- the hands the others were dealt ---------------------------------------------------------------------
def _played_by(state: State) -> dict[int, tuple[Card, ...]]:
    played: dict[int, list[Card]] = {s: [] for s in range(state.rules.num_players)}
    for trick in state.tricks:
        for who, card in zip(trick.seats, trick.cards, strict=True):
            played[who].append(card)
    for who, card in zip(state.trick_seats, state.trick, strict=True):
        played[who].append(card)
    return {s: tuple(cards) for s, cards in played.items()}


def _dealt_in_play(
    state: StandardHandLike, me: int, current: tuple[tuple[Card, ...], ...], played: dict[int, tuple[Card, ...]],
) -> dict[int, tuple[Card, ...]]:
    """The hand each other seat was dealt, given its current hand in a deal: what it holds and has played
    (the dealer who took the upcard also discarded a card nobody saw; its weakest card stands in for the
    discard when its round-one call is weighed, which only looks at the hand with the upcard)."""
    dealt: dict[int, tuple[Card, ...]] = {}
    upcard = state.upcard
    took = picked_up(state)
    for s in range(state.rules.num_players):
        if s == me or s in state.sitting_out:
            continue
        hand = (*current[s], *played[s])
        if took and s == state.dealer:
            rest = list(hand)
            rest.remove(upcard)
            hand = tuple(rest)  # four cards: the round-one weight adds the upcard back and drops nothing
        dealt[s] = hand
    return dealt
