"""The hand state machine for the standard family: deal, two rounds of making trump, discard,
defending alone, trick play and scoring. One small function per phase.

States are values: `apply` returns a new state and never changes the old one, and every state
keeps a link to the one before it, so a replay is a list of states and stepping back is free.
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from euchre import explain
from euchre.actions import (
    DEFEND_ALONE,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    Action,
    Call,
    DefendAlone,
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    as_action,
)
from euchre.cards import Card, Suit, build_deck, parse_cards
from euchre.errors import IllegalActionError, RulesError, UnsupportedRuleError
from euchre.ranking import NoTrump, Trump, card_power, effective_suit
from euchre.rules import Family, LonerLead, Rules
from euchre.scoring import Outcome, Score, score_standard
from euchre.seats import seat_name


class Phase(enum.Enum):
    JOKER_SUIT = "dealer names the Joker's suit"
    ROUND_ONE = "round one"
    DISCARD = "dealer discards"
    ROUND_TWO = "round two"
    DEFEND_ALONE = "defending alone"
    PLAY = "trick play"
    OVER = "over"


@dataclass(frozen=True)
class Trick:
    """A completed trick: who led, the cards in the order played, who played each, and the winner."""

    leader: int
    cards: tuple[Card, ...]
    seats: tuple[int, ...]
    winner: int

    @property
    def winning_card(self) -> Card:
        return self.cards[self.seats.index(self.winner)]


@dataclass(frozen=True)
class HandResult:
    maker: int | None
    makers: int | None
    """The makers' side (None when the hand was thrown in)."""
    trump: Trump | None
    alone: bool
    lone_defender: int | None
    sat_out: tuple[int, ...]
    tricks: tuple[int, ...]
    """Tricks taken per side."""
    points: tuple[int, ...]
    """Points won per side."""
    outcome: Outcome
    thrown_in: bool = False

    @property
    def scoring_side(self) -> int | None:
        scorers = [s for s, p in enumerate(self.points) if p]
        return scorers[0] if len(scorers) == 1 else None


def _packets(num_players: int, hand_size: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The traditional 3-2 then 2-3 packets for five cards (other sizes go one at a time)."""
    if hand_size == 5:
        first = tuple(3 if i % 2 == 0 else 2 for i in range(num_players))
        return first, tuple(5 - n for n in first)
    return tuple([1] * num_players * hand_size), ()


class HandState:
    """One hand, from the deal to the score. Create it with `new_hand`."""

    __slots__ = (
        "_legal",
        "_result",
        "alone",
        "calls",
        "deal_packets",
        "dealer",
        "discarded",
        "hands",
        "kitty",
        "last_action",
        "last_seat",
        "leader",
        "lone_defender",
        "maker",
        "parent",
        "phase",
        "rules",
        "sitting_out",
        "to_act",
        "trick",
        "trick_seats",
        "tricks",
        "tricks_won",
        "trump",
        "upcard",
        "upcard_suit",
    )

    rules: Rules
    dealer: int
    phase: Phase
    to_act: int | None
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card | None
    kitty: tuple[Card, ...]
    upcard_suit: Suit | None
    trump: Trump | None
    maker: int | None
    alone: bool
    lone_defender: int | None
    sitting_out: tuple[int, ...]
    calls: tuple[tuple[int, Action], ...]
    discarded: Card | None
    leader: int | None
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    parent: HandState | None
    last_action: Action | None
    last_seat: int | None
    deal_packets: tuple[tuple[int, tuple[Card, ...]], ...]
    _result: HandResult | None
    _legal: tuple[Action, ...] | None

    # ---- reading the state ----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def result(self) -> HandResult:
        if self._result is None:
            raise IllegalActionError("the hand is not over yet, so it has no result")
        return self._result

    @property
    def num_players(self) -> int:
        return self.rules.num_players

    @property
    def deal_pattern(self) -> str:
        first, second = _packets(self.rules.num_players, self.rules.hand_size)
        if not second:
            return "one card at a time"
        return f"{'-'.join(map(str, first[:2]))} then {'-'.join(map(str, second[:2]))}"

    @property
    def active_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.rules.num_players) if s not in self.sitting_out)

    @property
    def makers_side(self) -> int | None:
        return None if self.maker is None else self.rules.side_of(self.maker)

    def tricks_by_side(self) -> tuple[int, ...]:
        out = [0] * self.rules.num_sides
        for seat, n in enumerate(self.tricks_won):
            out[self.rules.side_of(seat)] += n
        return tuple(out)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.hands[seat]

    def legal_plays(self) -> tuple[Card, ...]:
        if self.phase is not Phase.PLAY or self.to_act is None:
            return ()
        return _follow(self.hands[self.to_act], self.trick, self.trump)

    @property
    def history(self) -> list[tuple[int, Action]]:
        """Every (seat, action) from the deal to here."""
        out: list[tuple[int, Action]] = []
        node: HandState | None = self
        while node is not None and node.last_action is not None:
            assert node.last_seat is not None
            out.append((node.last_seat, node.last_action))
            node = node.parent
        out.reverse()
        return out

    def path(self) -> list[HandState]:
        """Every state from the deal to this one."""
        out: list[HandState] = []
        node: HandState | None = self
        while node is not None:
            out.append(node)
            node = node.parent
        out.reverse()
        return out

    @property
    def initial(self) -> HandState:
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    @property
    def previous(self) -> HandState | None:
        return self.parent

    def __repr__(self) -> str:
        who = "-" if self.to_act is None else seat_name(self.to_act, self.num_players)
        return f"<HandState {self.phase.value}, to act: {who}, trump: {self.trump}>"

    # ---- acting ---------------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            legal = self._legal = _LEGAL[self.phase](self)
        return legal

    def apply(self, action: Action | str) -> HandState:
        """The state after `action`; raises IllegalActionError (with the reason) if it is not allowed."""
        action = as_action(action)
        if action in self.legal_actions():
            return _APPLY[self.phase](self, action)
        raise IllegalActionError(self.why_illegal(action))

    def why_illegal(self, action: Action | str) -> str:
        action = as_action(action)
        if self.is_over:
            return "the hand is over: no more actions can be taken"
        who = seat_name(self.to_act, self.num_players) if self.to_act is not None else "nobody"
        if isinstance(action, Play):
            if self.phase is not Phase.PLAY:
                return f"it is not time to play a card yet: this is {self.phase.value}"
            return explain.why_not_playable(
                action.card, self.hands[self.to_act or 0], self.trick, self.trump, who
            )
        if isinstance(action, Discard) and self.phase is Phase.DISCARD:
            return f"{action.card} is not in the dealer's hand"
        if isinstance(action, Pass) and self.phase is Phase.ROUND_TWO and self.rules.stick_the_dealer:
            return "stick the dealer: the dealer may not pass in round two and must name a suit"
        if isinstance(action, Call) and self.phase is Phase.ROUND_TWO and action.suit == self.upcard_suit:
            return (
                f"{action.suit.plural} was turned down in round one, so it cannot be named in round two"
            )
        if isinstance(action, (OrderUp, Call)) and action.alone and not self.rules.allow_alone:
            return "this ruleset does not allow going alone"
        if isinstance(action, OrderUp) and not action.alone and self.rules.canadian:
            return "Canadian loner: the dealer's partner may only order up by going alone"
        options = ", ".join(a.text for a in self.legal_actions())
        return f"{action.text!r} is not allowed now ({self.phase.value}, {who} to act); allowed: {options}"

    # ---- internal -------------------------------------------------------------------------
    def _copy(self, action: Action) -> HandState:
        new = object.__new__(HandState)
        for name in _COPIED:
            object.__setattr__(new, name, getattr(self, name))
        new.parent = self
        new.last_action = action
        new.last_seat = self.to_act
        new._result = None
        new._legal = None
        return new


_COPIED = tuple(s for s in HandState.__slots__ if s not in ("parent", "last_action", "last_seat", "_result", "_legal"))


def _next_active(state: HandState, seat: int) -> int:
    n = state.rules.num_players
    seat = (seat + 1) % n
    while seat in state.sitting_out:
        seat = (seat + 1) % n
    return seat


def _follow(hand: Sequence[Card], trick: Sequence[Card], trump: Trump | None) -> tuple[Card, ...]:
    if not trick:
        return tuple(hand)
    led = effective_suit(trick[0], trump)
    if led is None:
        return tuple(hand)
    follow = tuple(c for c in hand if effective_suit(c, trump) == led)
    return follow or tuple(hand)


# ---- legal actions, one function per phase ------------------------------------------------
def _legal_joker_suit(state: HandState) -> tuple[Action, ...]:
    return tuple(NameTrump(s) for s in Suit)


def _legal_round_one(state: HandState) -> tuple[Action, ...]:
    rules = state.rules
    if rules.canadian and state.to_act == rules.partner_of(state.dealer):
        return (PASS, ORDER_UP_ALONE) if rules.allow_alone else (PASS,)
    if rules.allow_alone and rules.num_players == 4:
        return (PASS, ORDER_UP, ORDER_UP_ALONE)
    return (PASS, ORDER_UP)


def _legal_round_two(state: HandState) -> tuple[Action, ...]:
    rules = state.rules
    out: list[Action] = []
    if not (rules.stick_the_dealer and state.to_act == state.dealer):
        out.append(PASS)
    alone = rules.allow_alone and rules.num_players == 4
    for s in Suit:
        if s != state.upcard_suit:
            out.append(_CALLS[s, False])
            if alone:
                out.append(_CALLS[s, True])
    return tuple(out)


def _legal_discard(state: HandState) -> tuple[Action, ...]:
    return tuple(_DISCARDS[c] for c in dict.fromkeys(state.hands[state.dealer]))


def _legal_defend(state: HandState) -> tuple[Action, ...]:
    return (PASS, DEFEND_ALONE)


def _legal_play(state: HandState) -> tuple[Action, ...]:
    assert state.to_act is not None
    return tuple(_PLAYS[c] for c in dict.fromkeys(_follow(state.hands[state.to_act], state.trick, state.trump)))


def _legal_over(state: HandState) -> tuple[Action, ...]:
    return ()


# ---- applying actions, one function per phase ---------------------------------------------
def _apply_joker_suit(state: HandState, action: Action) -> HandState:
    assert isinstance(action, NameTrump) and isinstance(action.trump, Suit)
    new = state._copy(action)
    new.upcard_suit = action.trump
    new.phase = Phase.ROUND_ONE
    new.to_act = (state.dealer + 1) % state.rules.num_players
    return new


def _apply_round_one(state: HandState, action: Action) -> HandState:
    assert state.to_act is not None
    new = state._copy(action)
    new.calls = state.calls + ((state.to_act, action),)
    n = state.rules.num_players
    if isinstance(action, Pass):
        if state.to_act == state.dealer:
            new.phase = Phase.ROUND_TWO
        new.to_act = (state.to_act + 1) % n
        return new
    assert isinstance(action, OrderUp)
    new.trump = state.upcard_suit
    _make_trump(new, state.to_act, action.alone)
    if state.dealer in new.sitting_out:
        return _after_trump_made(new)
    dealer_hand = list(state.hands[state.dealer])
    assert state.upcard is not None
    dealer_hand.append(state.upcard)
    hands = list(state.hands)
    hands[state.dealer] = tuple(dealer_hand)
    new.hands = tuple(hands)
    new.phase = Phase.DISCARD
    new.to_act = state.dealer
    return new


def _apply_round_two(state: HandState, action: Action) -> HandState:
    assert state.to_act is not None
    new = state._copy(action)
    new.calls = state.calls + ((state.to_act, action),)
    if isinstance(action, Pass):
        if state.to_act == state.dealer:
            return _throw_in(new)
        new.to_act = (state.to_act + 1) % state.rules.num_players
        return new
    assert isinstance(action, Call)
    new.trump = action.suit
    _make_trump(new, state.to_act, action.alone)
    return _after_trump_made(new)


def _make_trump(state: HandState, maker: int, alone: bool) -> None:
    state.maker = maker
    state.alone = alone
    partner = state.rules.partner_of(maker)
    if alone and partner is not None:
        state.sitting_out = (partner,)


def _apply_discard(state: HandState, action: Action) -> HandState:
    assert isinstance(action, Discard)
    new = state._copy(action)
    hand = list(state.hands[state.dealer])
    hand.remove(action.card)
    hands = list(state.hands)
    hands[state.dealer] = tuple(hand)
    new.hands = tuple(hands)
    new.discarded = action.card
    return _after_trump_made(new)


def _after_trump_made(state: HandState) -> HandState:
    rules = state.rules
    if rules.defend_alone and rules.num_players == 4 and (state.alone or not rules.defend_alone_requires_loner):
        state.phase = Phase.DEFEND_ALONE
        state.to_act = _defenders(state)[0]
        return state
    return _start_play(state)


def _defenders(state: HandState) -> list[int]:
    """The defenders who may still defend alone, in order from the dealer's left."""
    maker_side = state.rules.side_of(state.maker or 0)
    order = ((state.dealer + 1 + i) % 4 for i in range(4))
    return [s for s in order if state.rules.side_of(s) != maker_side and s not in state.sitting_out]


def _apply_defend(state: HandState, action: Action) -> HandState:
    assert state.to_act is not None
    new = state._copy(action)
    new.calls = state.calls + ((state.to_act, action),)
    if isinstance(action, DefendAlone):
        new.lone_defender = state.to_act
        partner = state.rules.partner_of(state.to_act)
        new.sitting_out = tuple(sorted({*state.sitting_out, partner}))  # type: ignore[arg-type]
        return _start_play(new)
    defenders = _defenders(state)
    following = defenders[defenders.index(state.to_act) + 1:]
    if not following:
        return _start_play(new)
    new.to_act = following[0]
    return new


def _start_play(state: HandState) -> HandState:
    rules = state.rules
    n = rules.num_players
    if rules.loner_lead is LonerLead.LEFT_OF_LONER and n == 4 and (state.alone or state.lone_defender is not None):
        if state.lone_defender is not None:
            leader = state.lone_defender if state.alone else _next_active(state, state.lone_defender)
        else:
            leader = _next_active(state, state.maker or 0)
    else:
        leader = _next_active(state, state.dealer)
    state.phase = Phase.PLAY
    state.leader = leader
    state.to_act = leader
    state.trick = ()
    state.trick_seats = ()
    return state


def _apply_play(state: HandState, action: Action) -> HandState:
    assert isinstance(action, Play) and state.to_act is not None
    seat = state.to_act
    new = state._copy(action)
    hand = list(state.hands[seat])
    hand.remove(action.card)
    hands = list(state.hands)
    hands[seat] = tuple(hand)
    new.hands = tuple(hands)
    trick = state.trick + (action.card,)
    seats = state.trick_seats + (seat,)
    if len(trick) < state.rules.num_players - len(state.sitting_out):
        new.trick = trick
        new.trick_seats = seats
        new.to_act = _next_active(state, seat)
        return new
    trump = state.trump
    led = effective_suit(trick[0], trump)
    best, best_power = 0, card_power(trick[0], trump, led)
    for i in range(1, len(trick)):
        p = card_power(trick[i], trump, led)
        if p > best_power:
            best, best_power = i, p
    winner = seats[best]
    won = list(state.tricks_won)
    won[winner] += 1
    new.tricks_won = tuple(won)
    new.tricks = state.tricks + (Trick(seats[0], trick, seats, winner),)
    new.trick = ()
    new.trick_seats = ()
    if len(new.tricks) == state.rules.tricks_per_hand:
        return _finish(new)
    new.leader = winner
    new.to_act = winner
    return new


def _finish(state: HandState) -> HandState:
    rules = state.rules
    assert state.maker is not None
    by_side = state.tricks_by_side()
    maker_side = rules.side_of(state.maker)
    score: Score = score_standard(rules, state.maker, state.alone, state.lone_defender, by_side[maker_side])
    state.phase = Phase.OVER
    state.to_act = None
    state._result = HandResult(
        maker=state.maker, makers=maker_side, trump=state.trump, alone=state.alone,
        lone_defender=state.lone_defender, sat_out=state.sitting_out, tricks=by_side,
        points=score.points, outcome=score.outcome,
    )
    return state


def _throw_in(state: HandState) -> HandState:
    rules = state.rules
    state.phase = Phase.OVER
    state.to_act = None
    zeros = (0,) * rules.num_sides
    state._result = HandResult(
        maker=None, makers=None, trump=None, alone=False, lone_defender=None, sat_out=(),
        tricks=zeros, points=zeros, outcome=Outcome.THROWN_IN, thrown_in=True,
    )
    return state


def _apply_over(state: HandState, action: Action) -> HandState:
    raise IllegalActionError("the hand is over: no more actions can be taken")


_LEGAL = {
    Phase.JOKER_SUIT: _legal_joker_suit,
    Phase.ROUND_ONE: _legal_round_one,
    Phase.DISCARD: _legal_discard,
    Phase.ROUND_TWO: _legal_round_two,
    Phase.DEFEND_ALONE: _legal_defend,
    Phase.PLAY: _legal_play,
    Phase.OVER: _legal_over,
}
_APPLY = {
    Phase.JOKER_SUIT: _apply_joker_suit,
    Phase.ROUND_ONE: _apply_round_one,
    Phase.DISCARD: _apply_discard,
    Phase.ROUND_TWO: _apply_round_two,
    Phase.DEFEND_ALONE: _apply_defend,
    Phase.PLAY: _apply_play,
    Phase.OVER: _apply_over,
}

_ALL_CARDS = build_deck(Rules(min_rank=7, joker=True))
_PLAYS = {c: Play(c) for c in _ALL_CARDS}
_DISCARDS = {c: Discard(c) for c in _ALL_CARDS}
_CALLS = {(s, a): Call(s, a) for s in Suit for a in (False, True)}


# ---- dealing ------------------------------------------------------------------------------
CardsLike = Sequence[Card | str] | str


def _cards(value: CardsLike) -> tuple[Card, ...]:
    return parse_cards(value) if isinstance(value, str) else parse_cards(list(value))  # type: ignore[arg-type]


def deal(rules: Rules, dealer: int, rng: random.Random) -> tuple[
    tuple[tuple[Card, ...], ...], Card, tuple[Card, ...], tuple[tuple[int, tuple[Card, ...]], ...]
]:
    """Shuffle and deal in packets from the dealer's left; returns hands, upcard, kitty and packets."""
    deck = list(build_deck(rules))
    rng.shuffle(deck)
    n = rules.num_players
    hands: list[list[Card]] = [[] for _ in range(n)]
    packets: list[tuple[int, tuple[Card, ...]]] = []
    pos = 0
    first, second = _packets(n, rules.hand_size)
    for round_sizes in (first, second):
        for i, size in enumerate(round_sizes):
            seat = (dealer + 1 + i) % n
            chunk = tuple(deck[pos:pos + size])
            pos += size
            hands[seat].extend(chunk)
            packets.append((seat, chunk))
    rest = deck[pos:]
    return tuple(tuple(h) for h in hands), rest[0], tuple(rest[1:]), tuple(packets)


def new_hand(
    rules: Rules | None = None,
    dealer: int = 0,
    *,
    hands: Sequence[CardsLike] | None = None,
    upcard: Card | str | None = None,
    kitty: CardsLike | None = None,
    seed: int | str | None = None,
    rng: random.Random | None = None,
) -> HandState:
    """A hand ready for the first bid: a given deal (`hands`, `upcard`, optional `kitty`) or a
    reproducible random one (`seed`, or an `rng` to draw from)."""
    rules = rules or Rules.preset("standard")
    if rules.family is not Family.STANDARD:
        raise UnsupportedRuleError(f"the {rules.name!r} ruleset (Bid Euchre) is not yet supported by the engine")
    n = rules.num_players
    if not 0 <= dealer < n:
        raise RulesError(f"dealer must be a seat from 0 to {n - 1}, not {dealer}")
    if hands is None:
        generator = rng if rng is not None else random.Random(seed)
        dealt, up, rest, packets = deal(rules, dealer, generator)
    else:
        dealt, up, rest = _check_deal(rules, hands, upcard, kitty)
        first, second = _packets(n, rules.hand_size)
        plan = [((dealer + 1 + i) % n, size, 0) for i, size in enumerate(first)]
        plan += [((dealer + 1 + i) % n, size, first[i]) for i, size in enumerate(second)]
        packets = tuple((seat, dealt[seat][start:start + size]) for seat, size, start in plan)
    state = object.__new__(HandState)
    state.rules = rules
    state.dealer = dealer
    state.hands = dealt
    state.upcard = up
    state.kitty = rest
    state.upcard_suit = up.suit
    state.trump = None
    state.maker = None
    state.alone = False
    state.lone_defender = None
    state.sitting_out = ()
    state.calls = ()
    state.discarded = None
    state.leader = None
    state.trick = ()
    state.trick_seats = ()
    state.tricks = ()
    state.tricks_won = (0,) * n
    state.parent = None
    state.last_action = None
    state.last_seat = None
    state.deal_packets = packets
    state._result = None
    state._legal = None
    if up.is_joker:
        state.phase = Phase.JOKER_SUIT
        state.to_act = dealer
    else:
        state.phase = Phase.ROUND_ONE
        state.to_act = (dealer + 1) % n
    return state


def _check_deal(
    rules: Rules, hands: Sequence[CardsLike], upcard: Card | str | None, kitty: CardsLike | None
) -> tuple[tuple[tuple[Card, ...], ...], Card, tuple[Card, ...]]:
    n = rules.num_players
    if len(hands) != n:
        raise RulesError(f"this ruleset has {n} players, but {len(hands)} hands were given")
    dealt = tuple(_cards(h) for h in hands)
    for seat, h in enumerate(dealt):
        if len(h) != rules.hand_size:
            raise RulesError(
                f"{seat_name(seat, n)} has {len(h)} cards; each player needs {rules.hand_size}"
            )
    if upcard is None:
        raise RulesError("a standard hand needs an upcard")
    up = upcard if isinstance(upcard, Card) else Card.parse(upcard)
    deck = Counter(build_deck(rules))
    used = Counter(c for h in dealt for c in h)
    used[up] += 1
    for card, count in used.items():
        if deck[card] == 0:
            raise RulesError(f"{card} is not in the {rules.deck_size}-card deck of this ruleset")
        if count > deck[card]:
            raise RulesError(f"{card} was dealt {count} times, but the deck has {deck[card]}")
    remaining = deck - used
    if kitty is None:
        rest = tuple(sorted(remaining.elements()))
    else:
        rest = _cards(kitty)
        if Counter(rest) != remaining:
            raise RulesError("the kitty must hold exactly the cards that were not dealt, besides the upcard")
    return dealt, up, rest


def play_random(state: HandState, rng: random.Random) -> HandState:
    """Play random legal actions to the end of the hand."""
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def iter_states(state: HandState) -> Iterator[HandState]:
    yield from state.path()


__all__ = ["HandResult", "HandState", "NoTrump", "Phase", "Trick", "deal", "new_hand", "play_random"]
