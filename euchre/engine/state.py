"""The hand state machine for the standard family: deal, two rounds of making trump, discard,
defending alone, trick play and scoring. One small function per phase.

States are values: `apply` returns a new state and never changes the old one, and every state
keeps a link to the one before it, so a replay is a list of states and stepping back is free.

Inside, a card is a small integer code (its index in `CARDS`) and every hand is a field of bits in
one integer, indexed by the card's position in that hand. A step therefore copies a dozen
references, and the public attributes (`hands`, `trick`, `tricks`, ...) are read from these on demand.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import combinations
from operator import itemgetter
from typing import TYPE_CHECKING, TypeVar

from euchre.engine.actions import (
    DEFEND_ALONE,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    REDEAL,
    Action,
    Call,
    CallRenege,
    DefendAlone,
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    Redeal,
    as_action,
)
from euchre.engine.bid import new_bid_hand
from euchre.engine.cards import Card, Suit, build_deck, parse_cards, parse_hand, parse_hands
from euchre.engine.errors import DealError, IllegalActionError, Refusal, RulesError
from euchre.engine.farmers import is_farmers_hand
from euchre.engine.history import StateHistory
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump, Trump
from euchre.engine.reneges import Renege, caught_renege, find_renege, renege_penalised_at_end, settle_renege
from euchre.engine.results import HandResult, Trick
from euchre.engine.rules import Family, JokerUpcard, LonerLead, Rules
from euchre.engine.scoring import Outcome, score_standard
from euchre.engine.seats import seat_index, seat_name
from euchre.engine.shuffle import seeded, shuffle_steps, shuffled
from euchre.engine.tricks import (
    CARDS,
    CODE,
    EFFECTIVE_SUIT,
    POWER,
    code_winner,
    field_plays,
    legal_plays,
    next_seat,
    play_order,
    renege_calls,
    suit_bits,
    tricks_by_side,
)
from euchre.engine.tricks import suit_fields as core_suit_fields

if TYPE_CHECKING:
    from euchre.engine.handlike import HandLike

T = TypeVar("T")

_JOKER_SUIT, _ROUND_ONE, _DISCARD, _ROUND_TWO, _DEFEND, _PLAY, _OVER = (
    Phase.JOKER_SUIT, Phase.ROUND_ONE, Phase.DISCARD, Phase.ROUND_TWO, Phase.DEFEND_ALONE, Phase.PLAY, Phase.OVER,
)
_STANDARD_FAMILY = Family.STANDARD


def _packets(num_players: int, hand_size: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The traditional 3-2 then 2-3 packets for five cards (other sizes go one at a time)."""
    if hand_size == 5:
        first = tuple(3 if i % 2 == 0 else 2 for i in range(num_players))
        return first, tuple(5 - n for n in first)
    return tuple([1] * num_players * hand_size), ()


# ---- card codes and per-trump tables (from the trick-play core) --------------------------
_PLAY_OF = tuple(Play(card) for card in CARDS)
_DISCARD_OF = tuple(Discard(card) for card in CARDS)
_CALLS = {(s, a): Call(s, a) for s in Suit for a in (False, True)}
_NAME_TRUMP = tuple(NameTrump(s) for s in Suit)


def _taker(positions: tuple[int, ...]) -> Callable[[Sequence[T]], tuple[T, ...]]:
    """A function taking the items at `positions`, always as a tuple (a slice for one item or none)."""
    if len(positions) > 1:
        return itemgetter(*positions)
    start = positions[0] if positions else 0
    return itemgetter(slice(start, start + len(positions)))


class Plan:
    """What the hot paths need to know about a ruleset, worked out once (see `plan_for`)."""

    __slots__ = (
        "alone_ok",
        "bits",
        "dealt",
        "deck",
        "dup",
        "full",
        "hand_size",
        "holdings",
        "kitty_start",
        "layouts",
        "left_of_loner",
        "n",
        "pair_bits",
        "partner",
        "positions",
        "renege",
        "results",
        "round_one",
        "rules",
        "seating",
        "shuffle_steps",
        "side",
        "suit_bits",
        "takers",
        "thrown_in",
        "width",
    )

    def __init__(self, rules: Rules) -> None:
        n, size = rules.num_players, rules.hand_size
        self.rules = rules
        self.n = n
        self.hand_size = size
        self.width = size + 1
        self.full = (1 << self.width) - 1
        self.bits = tuple(tuple(1 << seat * self.width + p for p in range(self.width)) for seat in range(n))
        """bits[seat][position]: the bit of that card in a state's `_hm`."""
        self.dealt = sum(((1 << size) - 1) << seat * self.width for seat in range(n))
        self.deck = tuple(CODE[card] for card in build_deck(rules))
        self.dup = rules.deck_copies > 1
        self.renege = rules.renege_mode
        self.shuffle_steps = shuffle_steps(len(self.deck))
        self.kitty_start = n * size
        self.layouts: tuple[tuple[Callable[[Sequence[int]], tuple[int, ...]], ...], ...] = tuple(
            _layout(n, size, dealer, False) for dealer in range(n)
        )
        self.holdings = tuple(_layout(n, size, dealer, True) for dealer in range(n))
        self.positions = tuple(
            tuple(p for p in range(self.width) if mask >> p & 1) for mask in range(1 << self.width)
        )
        self.suit_bits, self.pair_bits = suit_bits(self.width)
        self.takers: tuple[Callable[[Sequence[Play]], tuple[Play, ...]], ...] = tuple(
            _taker(p) for p in self.positions
        )
        self.alone_ok = rules.allow_alone and n == 4
        self.left_of_loner = rules.loner_lead is LonerLead.LEFT_OF_LONER and n == 4
        self.round_one = tuple(
            tuple(_round_one_options(rules, dealer, seat) for seat in range(n)) for dealer in range(n)
        )
        self.side = tuple(rules.side_of(seat) for seat in range(n))
        self.partner = tuple(rules.partner_of(seat) for seat in range(n))
        self.seating = {out: _seating(n, out) for k in range(3 if n == 4 else 1) for out in combinations(range(n), k)}
        self.results: dict[tuple[object, ...], HandResult] = {}
        zeros = (0,) * rules.num_sides
        self.thrown_in = HandResult(
            maker=None, makers=None, trump=None, alone=False, lone_defender=None, sat_out=(),
            tricks=zeros, points=zeros, outcome=Outcome.THROWN_IN, thrown_in=True,
        )

    def __reduce__(self) -> tuple[Callable[[Rules], Plan], tuple[Rules]]:
        return plan_for, (self.rules,)

    def result(
        self, maker: int, alone: bool, lone_defender: int | None, sat_out: tuple[int, ...], trump: Suit,
        tricks: tuple[int, ...],
    ) -> HandResult:
        key = (maker, alone, lone_defender, trump, tricks)
        result = self.results.get(key)
        if result is None:
            makers = self.side[maker]
            score = score_standard(self.rules, maker, alone, lone_defender, tricks[makers])
            result = self.results[key] = HandResult(
                maker=maker, makers=makers, trump=trump, alone=alone, lone_defender=lone_defender,
                sat_out=sat_out, tricks=tricks, points=score.points, outcome=score.outcome,
            )
        return result


def suit_fields(plan: Plan, trump: int, codes: Sequence[tuple[int, ...]], seats: Sequence[int]) -> list[int]:
    """Per seat, where its cards of each effective suit are (the core's `suit_fields`, `plan.width` bits a
    suit)."""
    return core_suit_fields(plan.suit_bits[trump], plan.pair_bits[trump], codes, seats, plan.n)


Seating = tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]
"""With some seats sitting out: the next active seat after each seat, the active seats in playing
order from each seat, and the same without that first seat (who follows whom)."""


def _seating(n: int, sitting_out: tuple[int, ...]) -> Seating:
    rounds = tuple(play_order(seat, n, sitting_out) for seat in range(n))
    return tuple(next_seat(seat, n, sitting_out) for seat in range(n)), rounds, tuple(r[1:] for r in rounds)


def _layout(
    n: int, size: int, dealer: int, upcard: bool
) -> tuple[Callable[[Sequence[int]], tuple[int, ...]], ...]:
    """For each seat, a function picking its hand, in the order dealt, out of the shuffled deck (and the
    dealer's with the upcard last, if asked for)."""
    first, second = _packets(n, size)
    dealt: list[list[int]] = [[] for _ in range(n)]
    pos = 0
    for sizes in (first, second):
        for i, count in enumerate(sizes):
            dealt[(dealer + 1 + i) % n].extend(range(pos, pos + count))
            pos += count
    if upcard:
        dealt[dealer].append(pos)
    return tuple(_taker(tuple(d)) for d in dealt)


_PLANS: dict[int, Plan] = {}


def plan_for(rules: Rules) -> Plan:
    """The plan of a ruleset, cached by identity (hashing a Rules value costs more than a hand step)."""
    plan = _PLANS.get(id(rules))
    if plan is None or plan.rules is not rules:
        if len(_PLANS) > 64:
            _PLANS.clear()
        plan = _PLANS[id(rules)] = Plan(rules)
    return plan


# ---- the facts of one hand, shared by its states ------------------------------------------
class _Deal:
    __slots__ = ("codes", "dealer", "deck", "kitty", "packets", "plan", "upcard")

    plan: Plan
    dealer: int
    codes: tuple[tuple[int, ...], ...]
    """Each seat's cards by position: the order dealt, and for the dealer the upcard last."""
    upcard: int
    deck: list[int] | None
    """The shuffled deck of a random deal (kitty and packets are read from it when asked for)."""
    kitty: tuple[Card, ...] | None
    packets: tuple[tuple[int, tuple[Card, ...]], ...] | None


class _Bid:
    """How trump was made, shared by the states that agree on it. From the first lead on, it also holds
    the tables of this hand for its trump and seating, so that a play step reads them in one hop."""

    __slots__ = (
        "active", "alone", "calls", "codes", "deal", "discarded", "eff", "fields", "lone_defender", "maker",
        "next_seat", "order", "plan", "plays", "power", "result", "sitting_out", "trump", "upcard_suit",
    )

    deal: _Deal
    upcard_suit: Suit | None
    trump: Suit | None
    maker: int | None
    alone: bool
    lone_defender: int | None
    sitting_out: tuple[int, ...]
    calls: tuple[tuple[int, Action], ...]
    discarded: Card | None
    result: HandResult | None
    """Set in the final state's own copy (see `settled`)."""
    eff: tuple[int, ...]
    power: tuple[tuple[int, ...], ...]
    fields: list[int]
    """Per seat, its cards by effective suit (see `suit_fields`)."""
    next_seat: tuple[int, ...]
    order: tuple[tuple[int, ...], ...]
    active: int
    codes: tuple[tuple[int, ...], ...]
    plays: tuple[tuple[Play, ...], ...]
    plan: Plan

    def copy(self) -> _Bid:
        new = _Bid()
        new.deal = self.deal
        new.upcard_suit = self.upcard_suit
        new.trump = self.trump
        new.maker = self.maker
        new.alone = self.alone
        new.lone_defender = self.lone_defender
        new.sitting_out = self.sitting_out
        new.calls = self.calls
        new.discarded = self.discarded
        new.result = None
        return new

    def settled(self, result: HandResult) -> _Bid:
        """This bid for the final state alone, with the result: other ways of playing the hand from any
        earlier state share this bid and end with results of their own."""
        new = self.copy()
        new.result = result
        new.eff = self.eff
        new.power = self.power
        new.fields = self.fields
        new.next_seat = self.next_seat
        new.order = self.order
        new.active = self.active
        new.codes = self.codes
        new.plays = self.plays
        new.plan = self.plan
        return new


class HandState(StateHistory):
    """One hand, from the deal to the score. Create it with `new_hand`.

    The class has no `__init__`: a step calls it for a blank state (the cheapest way to make one) and fills
    in every slot."""

    __slots__ = (
        "_bid", "_done", "_hm", "_legal", "_lpos", "_rn", "_tcodes", "is_over", "last_action", "leader", "parent",
        "phase", "to_act",
    )

    phase: Phase
    is_over: bool
    to_act: int | None
    leader: int | None
    parent: HandState | None
    last_action: Action | None
    _bid: _Bid
    _hm: int
    """Every hand: seat s holds the card at position p when bit s * width + p is set."""
    _tcodes: tuple[int, ...]
    _done: tuple[tuple[int, tuple[int, ...], int], ...]
    """The finished tricks as (leader, codes, winner)."""
    _legal: tuple[Action, ...] | None
    _lpos: tuple[int, ...] | None
    """The hand positions of the legal plays or discards, in the order of `_legal`."""
    _rn: tuple[tuple[Renege, ...], frozenset[tuple[int, int, int]], Renege | None]
    """Renege mode: the reneges so far, the (caller, accused, trick) of calls that found none, and the
    renege a call caught when the call does not end the hand (`renege_call_ends_hand`)."""

    # ---- reading the state ----------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._bid.deal.plan.rules

    @property
    def dealer(self) -> int:
        return self._bid.deal.dealer

    @property
    def upcard(self) -> Card:
        return CARDS[self._bid.deal.upcard]

    @property
    def kitty(self) -> tuple[Card, ...]:
        deal = self._bid.deal
        if deal.kitty is None:
            assert deal.deck is not None
            deal.kitty = tuple(CARDS[c] for c in deal.deck[deal.plan.kitty_start + 1:])
        return deal.kitty

    @property
    def deal_packets(self) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        deal = self._bid.deal
        if deal.packets is None:
            assert deal.deck is not None
            deal.packets = _deck_packets(deal.plan.rules, deal.dealer, [CARDS[c] for c in deal.deck])
        return deal.packets

    @property
    def upcard_suit(self) -> Suit | None:
        return self._bid.upcard_suit

    @property
    def trump(self) -> Trump | None:
        return self._bid.trump

    @property
    def maker(self) -> int | None:
        return self._bid.maker

    @property
    def alone(self) -> bool:
        return self._bid.alone

    @property
    def lone_defender(self) -> int | None:
        return self._bid.lone_defender

    @property
    def sitting_out(self) -> tuple[int, ...]:
        return self._bid.sitting_out

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        return self._bid.calls

    @property
    def discarded(self) -> Card | None:
        return self._bid.discarded

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(self.hand(seat) for seat in range(self._bid.deal.plan.n))

    @property
    def trick(self) -> tuple[Card, ...]:
        return tuple(CARDS[c] for c in self._tcodes)

    @property
    def trick_seats(self) -> tuple[int, ...]:
        if not self._tcodes:
            return ()
        assert self.leader is not None
        return self._bid.order[self.leader][: len(self._tcodes)]

    @property
    def tricks(self) -> tuple[Trick, ...]:
        order = self._bid.order if self._done else ()
        return tuple(
            Trick(leader, tuple(CARDS[c] for c in codes), order[leader], winner)
            for leader, codes, winner in self._done
        )

    @property
    def tricks_won(self) -> tuple[int, ...]:
        won = [0] * self._bid.deal.plan.n
        for _, _, winner in self._done:
            won[winner] += 1
        return tuple(won)

    @property
    def last_seat(self) -> int | None:
        return None if self.parent is None else self.parent.to_act

    @property
    def result(self) -> HandResult:
        result = self._bid.result
        if self.phase is not _OVER or result is None:
            raise IllegalActionError("the hand is not over yet, so it has no result")
        return result

    @property
    def reneges(self) -> tuple[Renege, ...]:
        return self._rn[0] if self._rn else ()

    @property
    def num_players(self) -> int:
        return self._bid.deal.plan.n

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
        return tricks_by_side(self.tricks_won, self.rules.num_players)

    def hand(self, seat: int) -> tuple[Card, ...]:
        deal = self._bid.deal
        plan = deal.plan
        codes = deal.codes[seat]
        return tuple(CARDS[codes[p]] for p in plan.positions[self._hm >> seat * plan.width & plan.full])

    def legal_plays(self) -> tuple[Card, ...]:
        if self.phase is not _PLAY or self.to_act is None:
            return ()
        return legal_plays(self.hand(self.to_act), self.trick, self.trump, self.rules)

    def __repr__(self) -> str:
        who = "-" if self.to_act is None else seat_name(self.to_act, self.num_players)
        return f"<HandState {self.phase.value}, to act: {who}, trump: {self.trump}>"

    # ---- acting ---------------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:  # worked out on first use, except in trick play where the step that makes a state does it
            phase = self.phase
            if phase is _ROUND_ONE:
                deal = self._bid.deal
                legal = deal.plan.round_one[deal.dealer][self.to_act]  # type: ignore[index]
                rules = deal.plan.rules
                if rules.farmers and is_farmers_hand(self.hand(self.to_act), rules.farmers_hand):  # type: ignore[arg-type]
                    legal = legal + (REDEAL,)
            elif phase is _DISCARD:
                legal = _legal_discard(self)
            elif phase is _ROUND_TWO:
                legal = _legal_round_two(self)
            elif phase is _DEFEND:
                legal = (PASS, DEFEND_ALONE)
            elif phase is _JOKER_SUIT:
                legal = (REDEAL,) if self.rules.joker_upcard is JokerUpcard.REDEAL else _NAME_TRUMP
            else:
                legal = ()
            self._legal = legal
        return legal

    def apply(self, action: Action | str) -> HandState:
        """The state after `action`; raises IllegalActionError (with the reason) if it is not allowed."""
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        k = 0
        for candidate in legal:
            if candidate is action:
                break
            k += 1
        else:
            action = as_action(action)
            if action not in legal:
                raise IllegalActionError(self.refusal(action))
            k = legal.index(action)
        if self.phase is not _PLAY:
            return self._bidding_step(action, k)
        if self._rn and isinstance(action, CallRenege):
            return _apply_renege_call(self, action)
        # Trick play is most of the steps of a hand, so it is done here rather than in a function.
        seat: int = self.to_act  # type: ignore[assignment]
        bid = self._bid
        plan = bid.plan
        width = plan.width
        position = self._lpos[k]  # type: ignore[index]
        new = HandState()
        new.parent = self
        new.last_action = action
        new.phase = _PLAY
        new.is_over = False
        new._bid = bid
        new._rn = self._rn
        if plan.renege:
            _note_renege(self, new, seat, position)
        hands = new._hm = self._hm ^ plan.bits[seat][position]
        trick = self._tcodes + (bid.codes[seat][position],)
        leader: int = self.leader  # type: ignore[assignment]
        if len(trick) < bid.active:
            new._tcodes = trick
            new._done = self._done
            new.leader = leader
            seat = new.to_act = bid.next_seat[seat]
            hand = hands >> seat * width & plan.full
            playable = hand if plan.renege else field_plays(hand, bid.fields[seat], bid.eff[trick[0]] * width)
        else:
            seat = bid.order[leader][code_winner(trick, bid.eff, bid.power)]
            done = new._done = self._done + ((leader, trick, seat),)
            new._tcodes = ()
            if len(done) == plan.hand_size:
                new.leader = leader
                return _finish(new)
            new.leader = new.to_act = seat
            playable = hands >> seat * width & plan.full
        if plan.dup or plan.renege:
            _offer_plays(new, seat, playable)
        else:
            new._lpos = plan.positions[playable]
            new._legal = plan.takers[playable](bid.plays[seat])
        return new

    def _bidding_step(self, action: Action, k: int) -> HandState:
        phase = self.phase
        if isinstance(action, Redeal):
            return _farmers_redeal(self, action)
        if phase is _ROUND_ONE:
            return _apply_round_one(self, action)  # type: ignore[arg-type]
        if phase is _DISCARD:
            return _apply_discard(self, action, self._lpos[k])  # type: ignore[index, arg-type]
        if phase is _ROUND_TWO:
            return _apply_round_two(self, action)  # type: ignore[arg-type]
        if phase is _DEFEND:
            return _apply_defend(self, action)  # type: ignore[arg-type]
        return _apply_joker_suit(self, action)  # type: ignore[arg-type]

    def refusal(self, action: Action | str) -> Refusal:
        """Why `action` is not allowed now, as facts (`euchre.explain.refusals` words them)."""
        action = as_action(action)
        if self.is_over:
            return Refusal("hand_over")
        if isinstance(action, Play):
            if self.phase is not _PLAY:
                return Refusal("not_time_to_play", {"phase": self.phase})
            return Refusal("card_not_playable", {
                "card": action.card, "hand": self.hand(self.to_act or 0), "trick": self.trick, "trump": self.trump,
                "seat": self.to_act, "num_players": self.num_players, "rules": self.rules})
        if isinstance(action, Discard) and self.phase is _DISCARD:
            return Refusal("discard_not_held", {"card": action.card})
        if isinstance(action, Pass) and self.phase is _ROUND_TWO and self.rules.stick_the_dealer:
            return Refusal("stick_the_dealer")
        if isinstance(action, Call) and self.phase is _ROUND_TWO and action.suit == self.upcard_suit:
            return Refusal("suit_turned_down", {"card": self.upcard, "suit": action.suit})
        if isinstance(action, (OrderUp, Call)) and action.alone and not self.rules.allow_alone:
            return Refusal("no_going_alone")
        if isinstance(action, OrderUp) and not action.alone and self.rules.canadian:
            return Refusal("canadian_loner")
        return Refusal("not_allowed_now", {
            "action": action.text, "phase": self.phase, "seat": self.to_act, "num_players": self.num_players,
            "options": tuple(a.text for a in self.legal_actions())})

    # ---- internal -------------------------------------------------------------------------
    def _next(self, action: Action, bid: _Bid) -> HandState:
        """The next state during bidding: alike but for the action that led to it and a new `bid`."""
        new = HandState()
        new.parent = self
        new.last_action = action
        new.phase = self.phase
        new.is_over = False
        new.to_act = self.to_act
        new.leader = None
        new._bid = bid
        new._hm = self._hm
        new._tcodes = ()
        new._done = ()
        new._legal = None
        new._lpos = None
        new._rn = self._rn
        return new


def _first_copies(positions: tuple[int, ...], codes: tuple[int, ...]) -> tuple[int, ...]:
    """With a double deck, only the first of two identical cards is offered (either would do)."""
    seen: dict[int, int] = {}
    for p in positions:
        seen.setdefault(codes[p], p)
    return tuple(seen.values())


# ---- legal actions, one function per phase ------------------------------------------------
def _round_one_options(rules: Rules, dealer: int, seat: int) -> tuple[Action, ...]:
    if rules.canadian and seat == rules.partner_of(dealer):
        return (PASS, ORDER_UP_ALONE) if rules.allow_alone else (PASS,)
    if rules.allow_alone and rules.num_players == 4:
        return (PASS, ORDER_UP, ORDER_UP_ALONE)
    return (PASS, ORDER_UP)


def _legal_round_two(state: HandState) -> tuple[Action, ...]:
    deal = state._bid.deal
    out: list[Action] = []
    if not (deal.plan.rules.stick_the_dealer and state.to_act == deal.dealer):
        out.append(PASS)
    for s in Suit:
        if s != state._bid.upcard_suit:
            out.append(_CALLS[s, False])
            if deal.plan.alone_ok:
                out.append(_CALLS[s, True])
    return tuple(out)


def _legal_discard(state: HandState) -> tuple[Action, ...]:
    """The dealer holds every card dealt to them and the upcard, so any of them may go."""
    deal = state._bid.deal
    plan = deal.plan
    codes = deal.codes[deal.dealer]
    positions = plan.positions[plan.full]
    if plan.dup:
        positions = _first_copies(positions, codes)
        codes = tuple([codes[p] for p in positions])
    state._lpos = positions
    return _taker(codes)(_DISCARD_OF)


# ---- applying actions, one function per phase ---------------------------------------------
def _apply_joker_suit(state: HandState, action: NameTrump) -> HandState:
    assert isinstance(action.trump, Suit)
    bid = state._bid.copy()
    bid.upcard_suit = action.trump
    new = state._next(action, bid)
    new.phase = _ROUND_ONE
    new.to_act = next_seat(bid.deal.dealer, bid.deal.plan.n)
    return new


def _apply_round_one(state: HandState, action: Pass | OrderUp) -> HandState:
    seat: int = state.to_act  # type: ignore[assignment]
    bid = state._bid.copy()
    bid.calls = bid.calls + ((seat, action),)
    new = state._next(action, bid)
    deal = bid.deal
    if isinstance(action, Pass):
        if seat == deal.dealer:
            new.phase = _ROUND_TWO
        new.to_act = next_seat(seat, deal.plan.n)
        return new
    bid.trump = bid.upcard_suit
    _make_trump(bid, seat, action.alone)
    if deal.dealer in bid.sitting_out and not deal.plan.rules.dealer_pickup_behind_loner:
        return _after_trump_made(new)
    plan = deal.plan
    new._hm = state._hm | 1 << (deal.dealer * plan.width + plan.hand_size)
    new.phase = _DISCARD
    new.to_act = deal.dealer
    return new


def _apply_round_two(state: HandState, action: Pass | Call) -> HandState:
    seat: int = state.to_act  # type: ignore[assignment]
    bid = state._bid.copy()
    bid.calls = bid.calls + ((seat, action),)
    new = state._next(action, bid)
    if isinstance(action, Pass):
        if seat == bid.deal.dealer:
            return _throw_in(new)
        new.to_act = next_seat(seat, bid.deal.plan.n)
        return new
    bid.trump = action.suit
    _make_trump(bid, seat, action.alone)
    return _after_trump_made(new)


def _make_trump(bid: _Bid, maker: int, alone: bool) -> None:
    bid.maker = maker
    bid.alone = alone
    partner = bid.deal.plan.partner[maker]
    if alone and partner is not None:
        bid.sitting_out = (partner,)


def _apply_discard(state: HandState, action: Discard, position: int) -> HandState:
    bid = state._bid.copy()
    bid.discarded = action.card
    new = state._next(action, bid)
    new._hm = state._hm ^ 1 << (bid.deal.dealer * bid.deal.plan.width + position)
    return _after_trump_made(new)


def _after_trump_made(state: HandState) -> HandState:
    rules = state._bid.deal.plan.rules
    if rules.defend_alone and rules.num_players == 4 and (state._bid.alone or not rules.defend_alone_requires_loner):
        state.phase = _DEFEND
        state.to_act = _defenders(state)[0]
        return state
    return _start_play(state)


def _defenders(state: HandState) -> list[int]:
    """The defenders who may still defend alone, in order from the dealer's left."""
    bid = state._bid
    side = bid.deal.plan.side
    dealer = bid.deal.dealer
    maker_side = side[bid.maker or 0]
    order = ((dealer + 1 + i) % 4 for i in range(4))
    return [s for s in order if side[s] != maker_side and s not in bid.sitting_out]


def _apply_defend(state: HandState, action: Pass | DefendAlone) -> HandState:
    seat: int = state.to_act  # type: ignore[assignment]
    bid = state._bid.copy()
    bid.calls = bid.calls + ((seat, action),)
    new = state._next(action, bid)
    if isinstance(action, DefendAlone):
        bid.lone_defender = seat
        partner = bid.deal.plan.partner[seat]
        bid.sitting_out = tuple(sorted({*bid.sitting_out, partner}))  # type: ignore[arg-type]
        return _start_play(new)
    defenders = _defenders(state)
    following = defenders[defenders.index(seat) + 1:]
    if not following:
        return _start_play(new)
    new.to_act = following[0]
    return new


def _start_play(state: HandState) -> HandState:
    """Trick play begins: find the first leader and fill in the tables for this trump and seating."""
    bid = state._bid
    deal = bid.deal
    plan = bid.plan = deal.plan
    trump: Suit = bid.trump  # type: ignore[assignment]
    bid.next_seat, bid.order, _ = plan.seating[bid.sitting_out]
    if plan.left_of_loner and (bid.alone or bid.lone_defender is not None):
        if bid.lone_defender is not None:
            leader = bid.lone_defender if bid.alone else bid.next_seat[bid.lone_defender]
        else:
            leader = bid.next_seat[bid.maker or 0]
    else:
        leader = bid.next_seat[deal.dealer]
    bid.eff = EFFECTIVE_SUIT[trump]
    bid.power = POWER[trump]
    bid.fields = suit_fields(plan, trump, deal.codes, bid.order[leader])
    bid.active = plan.n - len(bid.sitting_out)
    bid.codes = deal.codes
    bid.plays = tuple([  # itemgetter of two or more codes gives a tuple
        itemgetter(*codes)(_PLAY_OF) if len(codes) > 1 else _taker(codes)(_PLAY_OF) for codes in deal.codes
    ])
    state.phase = _PLAY
    state.leader = leader
    state.to_act = leader
    _offer_plays(state, leader, state._hm >> leader * plan.width & plan.full)
    return state


def _offer_plays(state: HandState, seat: int, legal: int) -> None:
    """Fill in the new state's legal plays: those of `seat` at the positions set in `legal`."""
    bid = state._bid
    plan = bid.plan
    if plan.dup:
        positions = state._lpos = _first_copies(plan.positions[legal], bid.codes[seat])
        state._legal = tuple(bid.plays[seat][p] for p in positions)
    else:
        state._lpos = plan.positions[legal]
        state._legal = plan.takers[legal](bid.plays[seat])
    if plan.renege:
        state._legal = (*state._legal, *_renege_calls(state, seat))


def _finish(state: HandState) -> HandState:
    bid = state._bid
    plan = bid.deal.plan
    assert bid.maker is not None and isinstance(bid.trump, Suit)
    won = [0] * plan.n
    for _, _, winner in state._done:
        won[winner] += 1
    by_side = tricks_by_side(won, plan.n)
    state.phase = _OVER
    state.is_over = True
    state.to_act = None
    state._legal = ()
    state._lpos = None
    result = plan.result(bid.maker, bid.alone, bid.lone_defender, bid.sitting_out, bid.trump, by_side)
    if state._rn:
        reneges, _, caught = state._rn
        penalised = renege_penalised_at_end(plan.rules, reneges, caught)
        if penalised is not None:
            result = settle_renege(plan.rules, result, reneges, penalised, finished=True)
        elif reneges:
            result = replace(result, reneges=reneges)  # they stand: listed, not penalised
    state._bid = bid.settled(result)
    return state


def _throw_in(state: HandState) -> HandState:
    state.phase = _OVER
    state.is_over = True
    state.to_act = None
    state._bid.result = state._bid.deal.plan.thrown_in
    return state


# ---- dealing ------------------------------------------------------------------------------
CardsLike = Sequence[Card | str] | str


def _cards(value: CardsLike) -> tuple[Card, ...]:
    return parse_cards(value) if isinstance(value, str) else parse_cards(list(value))  # type: ignore[arg-type]


def deal_codes(plan: Plan, rng: random.Random) -> list[int]:
    """The deck of `plan` as card codes, shuffled exactly as `rng.shuffle` would."""
    return shuffled(plan.deck, plan.shuffle_steps, rng)


def _deck_packets(rules: Rules, dealer: int, deck: Sequence[Card]) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    n = rules.num_players
    packets: list[tuple[int, tuple[Card, ...]]] = []
    pos = 0
    for round_sizes in _packets(n, rules.hand_size):
        for i, size in enumerate(round_sizes):
            packets.append(((dealer + 1 + i) % n, tuple(deck[pos:pos + size])))
            pos += size
    return tuple(packets)


def deal(rules: Rules, dealer: int, rng: random.Random) -> tuple[
    tuple[tuple[Card, ...], ...], Card, tuple[Card, ...], tuple[tuple[int, tuple[Card, ...]], ...]
]:
    """Shuffle and deal in packets from the dealer's left; returns hands, upcard, kitty and packets."""
    plan = plan_for(rules)
    codes = deal_codes(plan, rng)
    deck = [CARDS[c] for c in codes]
    hands = tuple(tuple([CARDS[c] for c in take(codes)]) for take in plan.layouts[dealer])
    rest = deck[plan.kitty_start:]
    return hands, rest[0], tuple(rest[1:]), _deck_packets(rules, dealer, deck)


def new_hand(
    rules: Rules | None = None,
    dealer: int | str = 0,
    *,
    hands: Sequence[CardsLike] | None = None,
    upcard: Card | str | None = None,
    kitty: CardsLike | None = None,
    seed: int | str | None = None,
    rng: random.Random | None = None,
) -> HandLike:
    """A hand ready for the first bid: a given deal (`hands`, `upcard`, optional `kitty`) or a
    reproducible random one (`seed`, or an `rng` to draw from). `dealer` is a seat number, letter
    or name (0, "N", "North"); anything else raises SeatError.

    The one place that picks the state machine for the ruleset's family: a `HandState` for the
    standard family (`new_standard_hand`), a `euchre.engine.bid.BidHandState` for Bid Euchre."""
    rules = rules or Rules.preset("standard")
    if rules.family is not _STANDARD_FAMILY:
        if upcard is not None or kitty is not None:
            raise RulesError("Bid Euchre deals every card: there is no upcard or kitty")
        return new_bid_hand(rules, dealer, hands=hands, seed=seed, rng=rng)
    return new_standard_hand(rules, dealer, hands=hands, upcard=upcard, kitty=kitty, seed=seed, rng=rng)


def new_standard_hand(
    rules: Rules | None = None,
    dealer: int | str = 0,
    *,
    hands: Sequence[CardsLike] | None = None,
    upcard: Card | str | None = None,
    kitty: CardsLike | None = None,
    seed: int | str | None = None,
    rng: random.Random | None = None,
) -> HandState:
    """A standard-family hand (with its upcard and kitty), as `new_hand` deals it; for code that needs
    the upcard. A Bid Euchre ruleset raises RulesError."""
    rules = rules or Rules.preset("standard")
    if rules.family is not _STANDARD_FAMILY:
        raise RulesError("new_standard_hand needs a standard-family ruleset")
    dealer = seat_index(dealer, rules.num_players)
    n = rules.num_players
    if not 0 <= dealer < n:
        raise RulesError(f"dealer must be a seat from 0 to {n - 1}, not {dealer}")
    plan = plan_for(rules)
    info = _Deal()
    info.plan = plan
    info.dealer = dealer
    if hands is None:
        if upcard is not None or kitty is not None:
            raise DealError("an upcard or a kitty is given with the hands it goes with, not alone")
        deck = deal_codes(plan, rng if rng is not None else seeded(seed))
        up = deck[plan.kitty_start]
        info.codes = tuple([take(deck) for take in plan.holdings[dealer]])
        info.deck = deck
        info.kitty = None
        info.packets = None
    else:
        dealt, up_card, rest = _check_deal(rules, hands, upcard, kitty)
        first, second = _packets(n, rules.hand_size)
        layout = [((dealer + 1 + i) % n, size, 0) for i, size in enumerate(first)]
        layout += [((dealer + 1 + i) % n, size, first[i]) for i, size in enumerate(second)]
        up = CODE[up_card]
        codes = [tuple(CODE[c] for c in h) for h in dealt]
        codes[dealer] = (*codes[dealer], up)
        info.codes = tuple(codes)
        info.deck = None
        info.kitty = rest
        info.packets = tuple((seat, dealt[seat][start:start + size]) for seat, size, start in layout)
    info.upcard = up
    bid = _Bid()
    bid.deal = info
    bid.upcard_suit = CARDS[up].suit
    bid.trump = None
    bid.maker = None
    bid.alone = False
    bid.lone_defender = None
    bid.sitting_out = ()
    bid.calls = ()
    bid.discarded = None
    bid.result = None
    state = HandState()
    state._bid = bid
    state._hm = plan.dealt
    state._tcodes = ()
    state._done = ()
    state.leader = None
    state.is_over = False
    state.parent = None
    state.last_action = None
    state._legal = None
    state._lpos = None
    state._rn = ((), frozenset(), None) if rules.renege_mode else ()  # type: ignore[assignment]
    if bid.upcard_suit is None:
        state.phase = _JOKER_SUIT
        state.to_act = dealer
    else:
        state.phase = _ROUND_ONE
        state.to_act = next_seat(dealer, n)
    return state


def _check_deal(
    rules: Rules, hands: Sequence[CardsLike], upcard: Card | str | None, kitty: CardsLike | None
) -> tuple[tuple[tuple[Card, ...], ...], Card, tuple[Card, ...]]:
    n = rules.num_players
    dealt = parse_hands(hands, n)
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
        rest = parse_hand(kitty)
        if Counter(rest) != remaining:
            raise RulesError("the kitty must hold exactly the cards that were not dealt, besides the upcard")
    return dealt, up, rest


# ---- renege mode and the farmer's hand ----------------------------------------------------
def _farmers_redeal(state: HandState, action: Action) -> HandState:
    bid = state._bid.copy()
    bid.calls = bid.calls + ((state.to_act, action),)  # type: ignore[arg-type]
    new = state._next(action, bid)
    new.phase = _OVER
    new.is_over = True
    new.to_act = None
    zeros = (0,) * bid.deal.plan.rules.num_sides
    joker = state.phase is _JOKER_SUIT
    bid.result = HandResult(
        maker=None, makers=None, trump=None, alone=False, lone_defender=None, sat_out=(), tricks=zeros,
        points=zeros, outcome=Outcome.JOKER_REDEAL if joker else Outcome.FARMERS, thrown_in=True,
        farmer=None if joker else state.to_act,
    )
    return new


def _note_renege(state: HandState, new: HandState, seat: int, position: int) -> None:
    card = CARDS[state._bid.codes[seat][position]]
    renege = find_renege(seat, state.hand(seat), state.trick, state.trump, card, len(state._done) + 1)
    if renege is not None:
        reneges, calls, caught = state._rn
        new._rn = (reneges + (renege,), calls, caught)


def _renege_calls(state: HandState, seat: int) -> tuple[Action, ...]:
    if state._rn[2] is not None:
        return ()  # a renege was caught and play goes on: the hand's penalty is settled
    played = {s for t in state.tricks for s in t.seats} | set(state.trick_seats)
    return renege_calls(seat, played, state._bid.plan.n, state._rn[1], len(state._done) + 1)


def _apply_renege_call(state: HandState, action: CallRenege) -> HandState:
    seat: int = state.to_act  # type: ignore[assignment]
    new = HandState()
    for name in ("_bid", "_hm", "_tcodes", "_done", "leader", "phase", "is_over", "to_act"):
        setattr(new, name, getattr(state, name))
    new.parent = state
    new.last_action = action
    reneges, calls, _ = state._rn
    caught = caught_renege(reneges, action.seat)
    new._rn = (reneges, calls | {(seat, action.seat, len(state._done) + 1)}, None)
    if caught is None:
        new._legal = tuple(a for a in state._legal or () if a != action)
        new._lpos = state._lpos
        return new
    bid = state._bid
    if not bid.plan.rules.renege_call_ends_hand:
        new._rn = (reneges, calls, caught)
        new._legal = tuple(a for a in state._legal or () if not isinstance(a, CallRenege))
        new._lpos = state._lpos
        return new
    plan = bid.plan
    assert bid.maker is not None
    zeros = (0,) * plan.rules.num_sides
    base = HandResult(
        maker=bid.maker, makers=plan.side[bid.maker], trump=bid.trump, alone=bid.alone,
        lone_defender=bid.lone_defender, sat_out=bid.sitting_out, tricks=state.tricks_by_side(), points=zeros,
        outcome=Outcome.RENEGE,
    )
    new.phase = _OVER
    new.is_over = True
    new.to_act = None
    new._legal = ()
    new._lpos = None
    new._bid = bid.settled(settle_renege(plan.rules, base, reneges, caught, finished=False))
    return new


__all__ = ["HandResult", "HandState", "NoTrump", "Phase", "Trick", "deal", "new_hand"]
