"""The standard family's hand: the deal with its upcard and kitty, two rounds of making trump, the
dealer's discard, defending alone, who leads and the score. One small function per phase; trick play,
renege mode and the step are the engine's (`euchre.engine.hand_engine.PlayedHand`), shared with Bid Euchre.
`new_hand` starts a hand of either family.

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
from itertools import combinations
from typing import TYPE_CHECKING

from euchre.engine.actions import (
    DEFEND_ALONE,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    REDEAL,
    Action,
    Call,
    DefendAlone,
    Discard,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    Redeal,
)
from euchre.engine.cards import Card, Suit, build_deck, parse_cards, parse_hand, parse_hands
from euchre.engine.errors import DealError, Refusal, RulesError
from euchre.engine.farmers import is_farmers_hand
from euchre.engine.hand_engine import NO_RENEGES, HandFacts, PlayedHand, PlayTables, play_tables, taker
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump, Trump
from euchre.engine.reneges import Renege, renege_penalised_at_end, renege_settlement
from euchre.engine.results import HandResult, Trick
from euchre.engine.rules import Family, JokerUpcard, LonerLead, Rules
from euchre.engine.scoring import Outcome, score_standard
from euchre.engine.seats import seat_index, seat_name
from euchre.engine.shuffle import Generator, seeded, shuffle_steps, shuffled
from euchre.engine.tricks import (
    CARDS,
    CODE,
    next_seat,
    play_order,
    tricks_by_side,
)

if TYPE_CHECKING:
    pass


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
_DISCARD_OF = tuple(Discard(card) for card in CARDS)
_CALLS = {(s, a): Call(s, a) for s in Suit for a in (False, True)}
_NAME_TRUMP = tuple(NameTrump(s) for s in Suit)


class Plan:
    """What the hot paths need to know about a ruleset, worked out once (see `plan_for`)."""

    __slots__ = (
        "dealt",
        "deck",
        "dup",
        "full",
        "hand_size",
        "holdings",
        "kitty_start",
        "layouts",
        "n",
        "partner",
        "positions",
        "renege",
        "results",
        "round_one",
        "round_two",
        "rules",
        "seating",
        "shuffle_steps",
        "side",
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
        self.round_one = tuple(
            tuple(round_one_options(rules, dealer, seat) for seat in range(n)) for dealer in range(n)
        )
        self.round_two = tuple(
            tuple(tuple(round_two_options(rules, dealer, seat, up) for seat in range(n)) for up in Suit)
            for dealer in range(n)
        )
        """round_two[dealer][the suit turned down][seat]: that seat's calls in round two."""
        self.side = tuple(rules.side_of(seat) for seat in range(n))
        self.partner = tuple(rules.partner_of(seat) for seat in range(n))
        self.seating = {out: _seating(n, out) for k in range(3 if n == 4 else 1) for out in combinations(range(n), k)}
        self.results: dict[tuple[object, ...], HandResult] = {}
        self.thrown_in = HandResult.not_played(rules.num_sides, Outcome.THROWN_IN)

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
    return tuple(taker(tuple(d)) for d in dealt)


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


class _Bid(HandFacts):
    """How trump was made, shared by the states that agree on it; from the first lead on, also the hand's
    trick-play tables (`play`)."""

    __slots__ = (
        "alone", "calls", "deal", "discarded", "lone_defender", "maker", "play", "sitting_out", "trump", "upcard_suit",
    )

    deal: _Deal
    upcard_suit: Suit | None
    trump: Trump | None  # the standard family makes a suit trump (HandFacts declares the wider type)
    maker: int | None
    alone: bool
    lone_defender: int | None
    sitting_out: tuple[int, ...]
    calls: tuple[tuple[int, Action], ...]
    discarded: Card | None

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
        new.play = self.play
        return new


class HandState(PlayedHand):
    """One hand of the standard family, from the deal to the score. Create it with `new_hand`.

    The engine (`euchre.engine.hand_engine.PlayedHand`) plays the tricks; this class adds the deal with its
    upcard and kitty, the two rounds of making trump, the dealer's discard, defending alone, who leads and
    the score."""

    __slots__ = ()

    # `_m`, declared by the engine, is a `_Bid` (a compiled build does not let a subclass narrow it)

    # ---- reading the state ----------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._m.deal.plan.rules

    @property
    def dealer(self) -> int:
        return self._m.deal.dealer

    @property
    def upcard(self) -> Card:
        return CARDS[self._m.deal.upcard]

    @property
    def kitty(self) -> tuple[Card, ...]:
        deal = self._m.deal
        if deal.kitty is None:
            assert deal.deck is not None
            deal.kitty = tuple(CARDS[c] for c in deal.deck[deal.plan.kitty_start + 1:])
        return deal.kitty

    @property
    def deal_packets(self) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        deal = self._m.deal
        if deal.packets is None:
            assert deal.deck is not None
            deal.packets = _deck_packets(deal.plan.rules, deal.dealer, [CARDS[c] for c in deal.deck])
        return deal.packets

    @property
    def upcard_suit(self) -> Suit | None:
        return self._m.upcard_suit

    @property
    def trump(self) -> Trump | None:
        return self._m.trump

    @property
    def maker(self) -> int | None:
        return self._m.maker

    @property
    def alone(self) -> bool:
        return self._m.alone

    @property
    def lone_defender(self) -> int | None:
        return self._m.lone_defender

    @property
    def sitting_out(self) -> tuple[int, ...]:
        return self._m.sitting_out

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        return self._m.calls

    @property
    def discarded(self) -> Card | None:
        return self._m.discarded

    @property
    def deal_pattern(self) -> str:
        first, second = _packets(self.rules.num_players, self.rules.hand_size)
        if not second:
            return "one card at a time"
        return f"{'-'.join(map(str, first[:2]))} then {'-'.join(map(str, second[:2]))}"

    @property
    def makers_side(self) -> int | None:
        return None if self.maker is None else self.rules.side_of(self.maker)

    def hand(self, seat: int) -> tuple[Card, ...]:
        deal = self._m.deal
        plan = deal.plan
        codes = deal.codes[seat]
        return tuple(CARDS[codes[p]] for p in plan.positions[self._held >> seat * plan.width & plan.full])

    def __repr__(self) -> str:
        who = "-" if self.to_act is None else seat_name(self.to_act, self.num_players)
        return f"<HandState {self.phase.value}, to act: {who}, trump: {self.trump}>"

    # ---- the phases before play (their functions: `_PHASE_ACTIONS`, `_PHASE_STEPS` below) ----------
    def _refusal_before_play(self, action: Action) -> Refusal | None:
        if isinstance(action, Play) and self.phase is not _PLAY:
            return Refusal("not_time_to_play", {"phase": self.phase})
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
        return None

    def _finish(self, caught: Renege | None = None) -> HandState:
        """The score: the standard family's (`score_standard`, through the plan's cache of results)."""
        bid = self._m
        plan = bid.deal.plan
        assert bid.maker is not None and isinstance(bid.trump, Suit)
        won = [0] * plan.n
        for _, _, winner in self._done:
            won[winner] += 1
        tricks = tricks_by_side(won, plan.n)
        if not self._rn:
            return self._over(plan.result(bid.maker, bid.alone, bid.lone_defender, bid.sitting_out, bid.trump, tricks))
        reneges, _, standing = self._rn
        return self._over(standard_result(
            plan, bid.maker, bid.alone, bid.lone_defender, bid.sitting_out, bid.trump, tricks, reneges, standing, caught
        ))

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
        new._m = bid
        new._held = self._held
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
def round_one_options(rules: Rules, dealer: int, seat: int) -> tuple[Action, ...]:
    """Round one: pass or order the upcard up (alone too where going alone is allowed; Canadian loner: the
    dealer's partner only alone). A farmer's hand adds its redeal (`HandState.legal_actions`)."""
    if rules.canadian and seat == rules.partner_of(dealer):
        return (PASS, ORDER_UP_ALONE) if rules.allow_alone else (PASS,)
    if rules.allow_alone and rules.num_players == 4:
        return (PASS, ORDER_UP, ORDER_UP_ALONE)
    return (PASS, ORDER_UP)


def round_two_options(rules: Rules, dealer: int, seat: int, turned_down: Suit) -> tuple[Action, ...]:
    """Round two: pass (not the dealer, when the dealer is stuck) or name any suit but the one turned down,
    alone too where going alone is allowed."""
    out: list[Action] = [] if rules.stick_the_dealer and seat == dealer else [PASS]
    alone_ok = rules.allow_alone and rules.num_players == 4
    for s in Suit:
        if s != turned_down:
            out.append(_CALLS[s, False])
            if alone_ok:
                out.append(_CALLS[s, True])
    return tuple(out)


def joker_suit_options(rules: Rules) -> tuple[Action, ...]:
    """A Joker turned up: the dealer throws the hand in, or names the suit it stands for."""
    return (REDEAL,) if rules.joker_upcard is JokerUpcard.REDEAL else _NAME_TRUMP


DEFEND_OPTIONS: tuple[Action, ...] = (PASS, DEFEND_ALONE)
"""A defender asked whether to defend alone."""


def defence_offered(rules: Rules, alone: bool) -> bool:
    """Whether the defenders are asked to defend alone, once trump is made (`alone`: the maker went alone)."""
    return rules.defend_alone and rules.num_players == 4 and (alone or not rules.defend_alone_requires_loner)


def dealer_picks_up(rules: Rules, dealer: int, sitting_out: tuple[int, ...]) -> bool:
    """Whether the dealer takes the upcard (and discards) when it is ordered up: not when the dealer sits
    out behind a partner going alone, unless the house rule lets them pick it up anyway."""
    return dealer not in sitting_out or rules.dealer_pickup_behind_loner


def first_leader(
    rules: Rules, following: Sequence[int], dealer: int, maker: int, alone: bool, lone_defender: int | None
) -> int:
    """Who leads the first trick: the seat in play after the dealer, or with `LonerLead.LEFT_OF_LONER` the
    seat after the loner (against a lone defender: the lone defender, or the seat after them when the
    maker plays with a partner). `following[seat]` is the next seat in play."""
    if rules.loner_lead is LonerLead.LEFT_OF_LONER and rules.num_players == 4 and (alone or lone_defender is not None):
        if lone_defender is not None:
            return lone_defender if alone else following[lone_defender]
        return following[maker]
    return following[dealer]


def _legal_round_one(state: HandState) -> tuple[Action, ...]:
    deal = state._m.deal
    legal = deal.plan.round_one[deal.dealer][state.to_act]  # type: ignore[index]
    rules = deal.plan.rules
    if rules.farmers and is_farmers_hand(state.hand(state.to_act), rules.farmers_hand):  # type: ignore[arg-type]
        legal = legal + (REDEAL,)
    return legal


def _legal_defend(state: HandState) -> tuple[Action, ...]:
    return DEFEND_OPTIONS


def _legal_joker_suit(state: HandState) -> tuple[Action, ...]:
    return joker_suit_options(state.rules)


def _legal_none(state: HandState) -> tuple[Action, ...]:
    return ()


def _legal_round_two(state: HandState) -> tuple[Action, ...]:
    deal = state._m.deal
    return deal.plan.round_two[deal.dealer][state._m.upcard_suit][state.to_act]  # type: ignore[index]


def _legal_discard(state: HandState) -> tuple[Action, ...]:
    """The dealer holds every card dealt to them and the upcard, so any of them may go."""
    deal = state._m.deal
    plan = deal.plan
    codes = deal.codes[deal.dealer]
    positions = plan.positions[plan.full]
    if plan.dup:
        positions = _first_copies(positions, codes)
        codes = tuple([codes[p] for p in positions])
    state._lpos = positions
    return taker(codes)(_DISCARD_OF)


# ---- applying actions, one function per phase ---------------------------------------------
def _apply_joker_suit(state: HandState, action: NameTrump | Redeal, k: int) -> HandState:
    if isinstance(action, Redeal):
        return _farmers_redeal(state, action)
    assert isinstance(action.trump, Suit)
    bid = state._m.copy()
    bid.upcard_suit = action.trump
    new = state._next(action, bid)
    new.phase = _ROUND_ONE
    new.to_act = next_seat(bid.deal.dealer, bid.deal.plan.n)
    return new


def _apply_round_one(state: HandState, action: Pass | OrderUp | Redeal, k: int) -> HandState:
    if isinstance(action, Redeal):
        return _farmers_redeal(state, action)
    seat: int = state.to_act  # type: ignore[assignment]
    bid = state._m.copy()
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
    if not dealer_picks_up(deal.plan.rules, deal.dealer, bid.sitting_out):
        return _after_trump_made(new)
    plan = deal.plan
    new._held = state._held | 1 << (deal.dealer * plan.width + plan.hand_size)
    new.phase = _DISCARD
    new.to_act = deal.dealer
    return new


def _apply_round_two(state: HandState, action: Pass | Call, k: int) -> HandState:
    seat: int = state.to_act  # type: ignore[assignment]
    bid = state._m.copy()
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


def _apply_discard(state: HandState, action: Discard, k: int) -> HandState:
    position: int = state._lpos[k]  # type: ignore[index]
    bid = state._m.copy()
    bid.discarded = action.card
    new = state._next(action, bid)
    new._held = state._held ^ 1 << (bid.deal.dealer * bid.deal.plan.width + position)
    return _after_trump_made(new)


def _after_trump_made(state: HandState) -> HandState:
    rules = state._m.deal.plan.rules
    if defence_offered(rules, state._m.alone):
        state.phase = _DEFEND
        state.to_act = _defenders(state)[0]
        return state
    return _start_play(state)


def _defenders(state: HandState) -> list[int]:
    """The defenders who may still defend alone, in order from the dealer's left."""
    bid = state._m
    side = bid.deal.plan.side
    dealer = bid.deal.dealer
    maker_side = side[bid.maker or 0]
    order = ((dealer + 1 + i) % 4 for i in range(4))
    return [s for s in order if side[s] != maker_side and s not in bid.sitting_out]


def _apply_defend(state: HandState, action: Pass | DefendAlone, k: int) -> HandState:
    seat: int = state.to_act  # type: ignore[assignment]
    bid = state._m.copy()
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
    """Trick play begins: who leads, and the engine's tables for this trump, seating and deal."""
    bid = state._m
    deal = bid.deal
    plan = deal.plan
    trump: Suit = bid.trump  # type: ignore[assignment]
    tables: PlayTables = play_tables(plan.rules, trump, bid.sitting_out, plan.width).for_hand(deal.codes)
    leader = first_leader(plan.rules, tables.next_seat, deal.dealer, bid.maker or 0, bid.alone, bid.lone_defender)
    return state._begin_play(tables, leader)


def standard_result(
    plan: Plan, maker: int, alone: bool, lone_defender: int | None, sitting_out: tuple[int, ...], trump: Suit,
    tricks: tuple[int, ...], reneges: tuple[Renege, ...] = (), standing: Renege | None = None,
    ended_by: Renege | None = None,
) -> HandResult:
    """A standard-family hand's result from the tricks each side took (`score_standard`), with renege mode's
    penalty: `ended_by` is the renege a call caught that ended the hand, `standing` the one a call caught
    while play went on; a hand played out penalises `renege_penalised_at_end` and lists the reneges."""
    rules = plan.rules
    if ended_by is not None:
        points, outcome, listed = renege_settlement(rules, (), reneges, ended_by, finished=False)
        return HandResult(
            maker=maker, makers=plan.side[maker], trump=trump, alone=alone, lone_defender=lone_defender,
            sat_out=sitting_out, tricks=tricks, points=points, outcome=outcome, reneges=listed,
        )
    result = plan.result(maker, alone, lone_defender, sitting_out, trump, tricks)
    if not reneges and standing is None:
        return result
    points, outcome, listed = result.points, result.outcome, reneges  # they stand: listed, not penalised
    penalised = renege_penalised_at_end(rules, reneges, standing)
    if penalised is not None:
        points, outcome, listed = renege_settlement(rules, points, reneges, penalised, finished=True)
    return HandResult(
        maker=maker, makers=result.makers, trump=trump, alone=alone, lone_defender=lone_defender,
        sat_out=result.sat_out, tricks=tricks, points=points, outcome=outcome, reneges=listed,
    )


def _throw_in(state: HandState) -> HandState:
    return state._over(state._m.deal.plan.thrown_in)


# ---- dealing ------------------------------------------------------------------------------
CardsLike = Sequence[Card | str] | str


def _cards(value: CardsLike) -> tuple[Card, ...]:
    return parse_cards(value) if isinstance(value, str) else parse_cards(list(value))  # type: ignore[arg-type]


def deal_codes(plan: Plan, rng: Generator) -> list[int]:
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
    bid.play = None
    state = HandState()
    state._m = bid
    state._held = plan.dealt
    state._tcodes = ()
    state._done = ()
    state.leader = None
    state.is_over = False
    state.parent = None
    state.last_action = None
    state._legal = None
    state._lpos = None
    state._rn = NO_RENEGES if rules.renege_mode else ()
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


HandState._PHASE_ACTIONS = {
    _JOKER_SUIT: _legal_joker_suit, _ROUND_ONE: _legal_round_one, _DISCARD: _legal_discard,
    _ROUND_TWO: _legal_round_two, _DEFEND: _legal_defend, _PLAY: _legal_none, _OVER: _legal_none,
}
HandState._PHASE_STEPS = {
    _JOKER_SUIT: _apply_joker_suit, _ROUND_ONE: _apply_round_one, _DISCARD: _apply_discard,
    _ROUND_TWO: _apply_round_two, _DEFEND: _apply_defend,
}


# ---- the farmer's hand ---------------------------------------------------------------------
def _farmers_redeal(state: HandState, action: Action) -> HandState:
    bid = state._m.copy()
    bid.calls = bid.calls + ((state.to_act, action),)  # type: ignore[operator]
    new = state._next(action, bid)
    joker = state.phase is _JOKER_SUIT
    return new._over(HandResult.not_played(
        bid.deal.plan.rules.num_sides, Outcome.JOKER_REDEAL if joker else Outcome.FARMERS,
        None if joker else state.to_act,
    ))


__all__ = ["HandResult", "HandState", "NoTrump", "Phase", "Trick", "deal", "new_standard_hand"]
