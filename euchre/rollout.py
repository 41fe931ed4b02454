"""Whole hands at speed, for simulations, the variant explorer and the bots.

The rules are those of the state machine (`euchre.state`), played in one tight loop with no object
per step: a card is a small integer code (its index in `euchre.state.CARDS`), each hand is a bit
mask over the positions of its cards, and the tables for the trump suit are looked up, not computed.

Choices are indices into the legal actions *in the order `HandState.legal_actions()` lists them*, so
the same deal and the same sequence of choices give the same hand on both paths. The chooser sees
the options as action codes (see `action_code` and `code_action`).

    result = random_hand(Rules.preset("standard"), dealer=0, rng=random.Random(7))
    result.points, result.outcome
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from math import floor

from euchre import actions
from euchre.actions import Action, Call, DefendAlone, Discard, NameTrump, OrderUp, Pass, Play
from euchre.cards import Card, Suit
from euchre.errors import RulesError, UnsupportedRuleError
from euchre.rules import Family, JokerUpcard, LonerLead, Rules
from euchre.scoring import Outcome
from euchre.state import (
    CARDS,
    CODE,
    EFFECTIVE_SUIT,
    POWER,
    HandResult,
    Plan,
    _check_deal,
    _first_copies,
    deal_codes,
    plan_for,
    suit_fields,
)

# ---- action codes ------------------------------------------------------------------------
PLAY = 0
"""PLAY + card code: play that card."""
DISCARD = 64
"""DISCARD + card code: the dealer discards that card."""
PASS = 128
ORDER_UP = 129
ORDER_UP_ALONE = 130
CALL = 131
"""CALL + suit: name that suit in round two."""
CALL_ALONE = 135
"""CALL_ALONE + suit: name it and go alone."""
DEFEND_ALONE = 139
NAME_TRUMP = 140
"""NAME_TRUMP + suit: the dealer names the suit of a turned-up Joker."""

Chooser = Callable[[int, tuple[int, ...]], int]
"""chooser(seat, options) -> index into options, where options are action codes in the order of
`HandState.legal_actions()`."""

_SUIT_OF = tuple(-1 if card.suit is None else int(card.suit) for card in CARDS)
_NAME_TRUMP_OPTIONS = tuple(NAME_TRUMP + s for s in Suit)
_DEFEND_OPTIONS = (PASS, DEFEND_ALONE)


def action_code(action: Action) -> int:
    """The integer code of an action value (the inverse of `code_action`)."""
    if isinstance(action, Play):
        return PLAY + CODE[action.card]
    if isinstance(action, Discard):
        return DISCARD + CODE[action.card]
    if isinstance(action, Pass):
        return PASS
    if isinstance(action, OrderUp):
        return ORDER_UP_ALONE if action.alone else ORDER_UP
    if isinstance(action, Call):
        return (CALL_ALONE if action.alone else CALL) + action.suit
    if isinstance(action, DefendAlone):
        return DEFEND_ALONE
    if isinstance(action, NameTrump) and isinstance(action.trump, Suit):
        return NAME_TRUMP + action.trump
    raise UnsupportedRuleError(f"{action.text!r} has no place in a standard-family rollout")


def code_action(code: int) -> Action:
    """The action value of a code from a rollout."""
    if code < DISCARD:
        return Play(CARDS[code])
    if code < PASS:
        return Discard(CARDS[code - DISCARD])
    if code == PASS:
        return actions.PASS
    if code == ORDER_UP:
        return actions.ORDER_UP
    if code == ORDER_UP_ALONE:
        return actions.ORDER_UP_ALONE
    if code < CALL_ALONE:
        return Call(Suit(code - CALL))
    if code < DEFEND_ALONE:
        return Call(Suit(code - CALL_ALONE), alone=True)
    if code == DEFEND_ALONE:
        return actions.DEFEND_ALONE
    return NameTrump(Suit(code - NAME_TRUMP))


@dataclass(frozen=True, slots=True)
class RolloutResult:
    """The facts of a finished hand, as in `HandResult`, and the actions taken if they were recorded."""

    maker: int | None
    makers: int | None
    trump: Suit | None
    alone: bool
    lone_defender: int | None
    sat_out: tuple[int, ...]
    tricks: tuple[int, ...]
    """Tricks taken per side."""
    points: tuple[int, ...]
    """Points won per side."""
    outcome: Outcome
    thrown_in: bool
    actions: tuple[tuple[int, int], ...] | None = None
    """(seat, action code) for every action of the hand, when asked for with `record`."""

    @classmethod
    def of(cls, result: HandResult) -> RolloutResult:
        trump = result.trump
        assert trump is None or isinstance(trump, Suit), "the standard family always has a trump suit"
        return cls(
            result.maker, result.makers, trump, result.alone, result.lone_defender, result.sat_out,
            result.tricks, result.points, result.outcome, result.thrown_in,
        )

    def hand_result(self) -> HandResult:
        """The same facts as the state machine's `HandState.result`."""
        return HandResult(
            maker=self.maker, makers=self.makers, trump=self.trump, alone=self.alone,
            lone_defender=self.lone_defender, sat_out=self.sat_out, tricks=self.tricks, points=self.points,
            outcome=self.outcome, thrown_in=self.thrown_in,
        )

    def action_values(self) -> list[tuple[int, Action]]:
        """The recorded actions as (seat, action) pairs, comparable with `HandState.history`."""
        if self.actions is None:
            raise ValueError("this rollout did not record its actions: pass record=True")
        return [(seat, code_action(code)) for seat, code in self.actions]


class _Tables:
    """A ruleset's options as codes, worked out once per ruleset."""

    __slots__ = (
        "bidders",
        "defend",
        "defend_needs_loner",
        "left_of_loner",
        "partner",
        "plan",
        "results",
        "round_one",
        "round_two",
        "side",
        "thrown_in",
    )

    def __init__(self, rules: Rules) -> None:
        if rules.family is not Family.STANDARD:
            raise UnsupportedRuleError(f"the {rules.name!r} ruleset (Bid Euchre) has no rollout path yet")
        if rules.kitty_size < 1:
            raise UnsupportedRuleError("a rollout needs an upcard, so the deck must leave a kitty")
        unsupported = unsupported_options(rules)
        if unsupported:
            raise UnsupportedRuleError(
                f"the rollout path cannot play {', '.join(unsupported)}: use the state machine (euchre.new_hand)"
            )
        plan = plan_for(rules)
        n = plan.n
        self.plan = plan
        self.partner = tuple(-1 if p is None else p for p in plan.partner)
        self.side = plan.side
        self.bidders = tuple(tuple((dealer + i) % n for i in range(1, n + 1)) for dealer in range(n))
        self.round_one = tuple(
            tuple(tuple(action_code(a) for a in options) for options in by_seat) for by_seat in plan.round_one
        )
        self.round_two = tuple(
            tuple(tuple(_round_two(rules, dealer, seat, Suit(up)) for seat in range(n)) for up in Suit)
            for dealer in range(n)
        )
        self.defend = rules.defend_alone and n == 4
        self.defend_needs_loner = rules.defend_alone_requires_loner
        self.left_of_loner = rules.loner_lead is LonerLead.LEFT_OF_LONER and n == 4
        self.results: dict[tuple[object, ...], RolloutResult] = {}
        self.thrown_in = RolloutResult.of(plan.thrown_in)

    def result(
        self, maker: int, alone: bool, lone: int | None, sat_out: tuple[int, ...], trump: int, tricks: tuple[int, ...]
    ) -> RolloutResult:
        key = (maker, alone, lone, trump, tricks)
        result = self.results.get(key)
        if result is None:
            hand = self.plan.result(maker, alone, lone, sat_out, Suit(trump), tricks)
            result = self.results[key] = RolloutResult.of(hand)
        return result


def unsupported_options(rules: Rules) -> list[str]:
    """The house rules of a standard-family ruleset that the rollout path does not play (it refuses them
    rather than play a different game)."""
    out = []
    if rules.farmers:
        out.append("the farmer's hand (farmers)")
    if rules.renege_mode:
        out.append("renege mode (renege_mode)")
    if rules.joker and rules.joker_upcard is not JokerUpcard.DEALER_NAMES:
        out.append(f"a turned-up Joker played as {rules.joker_upcard.value!r} (joker_upcard)")
    if rules.dealer_pickup_behind_loner:
        out.append("the dealer picking up behind a partner's loner (dealer_pickup_behind_loner)")
    return out


def _round_two(rules: Rules, dealer: int, seat: int, turned_down: Suit) -> tuple[int, ...]:
    out = [] if rules.stick_the_dealer and seat == dealer else [PASS]
    for s in Suit:
        if s != turned_down:
            out.append(CALL + s)
            if rules.allow_alone and rules.num_players == 4:
                out.append(CALL_ALONE + s)
    return tuple(out)


_TABLES: dict[int, _Tables] = {}


def _tables_for(rules: Rules) -> _Tables:
    tables = _TABLES.get(id(rules))
    if tables is None or tables.plan.rules is not rules:
        if len(_TABLES) > 64:
            _TABLES.clear()
        tables = _TABLES[id(rules)] = _Tables(rules)
    return tables


def random_hand(
    rules: Rules,
    dealer: int,
    rng: random.Random,
    *,
    chooser: Chooser | None = None,
    record: bool = False,
) -> RolloutResult:
    """Deal a hand from `rng` exactly as `new_hand(rules, dealer, rng=rng)` does and play it out.

    Without a chooser every choice is `int(rng.random() * len(options))`, drawn from the same `rng`
    after the deal, so driving the state machine that way gives the same hand.
    """
    tables = _tables_for(rules)
    plan = tables.plan
    if not 0 <= dealer < plan.n:
        raise RulesError(f"dealer must be a seat from 0 to {plan.n - 1}, not {dealer}")
    if chooser is None and not record and not plan.dup:
        return _random_play(tables, dealer, rng)
    deck = deal_codes(plan, rng)
    hands = [take(deck) for take in plan.holdings[dealer]]
    return _play(tables, dealer, hands, deck[plan.kitty_start], rng.random, chooser, record)


def rollout_hand(
    rules: Rules,
    dealer: int,
    hands: Sequence[Sequence[Card | str] | str],
    upcard: Card | str,
    *,
    chooser: Chooser | None = None,
    rng: random.Random | None = None,
    record: bool = False,
) -> RolloutResult:
    """Play out a given deal. The kitty below the upcard never comes into play, so it is not asked for.

    Choices come from `chooser`, or else are `int(rng.random() * len(options))`.
    """
    tables = _tables_for(rules)
    n = tables.plan.n
    if not 0 <= dealer < n:
        raise RulesError(f"dealer must be a seat from 0 to {n - 1}, not {dealer}")
    dealt, up, _ = _check_deal(rules, hands, upcard, None)
    codes = [tuple(CODE[c] for c in hand) for hand in dealt]
    codes[dealer] = (*codes[dealer], CODE[up])
    rnd = (rng or random.Random()).random
    return _play(tables, dealer, codes, CODE[up], rnd, chooser, record)


def _play(
    tables: _Tables,
    dealer: int,
    hands: list[tuple[int, ...]],
    up: int,
    rnd: Callable[[], float],
    chooser: Chooser | None,
    record: bool,
) -> RolloutResult:
    """The hand from the first call to the score. `hands[seat]` holds card codes in the order dealt, and the
    dealer's ends with the upcard `up`."""
    plan = tables.plan
    n = plan.n
    log: list[tuple[int, int]] | None = [] if record else None
    held = [plan.full >> 1] * n
    positions = plan.positions

    # ---- making trump ----
    up_suit = _SUIT_OF[up]
    if up_suit < 0:
        i = floor(rnd() * 4) if chooser is None else chooser(dealer, _NAME_TRUMP_OPTIONS)
        if log is not None:
            log.append((dealer, _NAME_TRUMP_OPTIONS[i]))
        up_suit = i
    trump = up_suit
    alone = False
    picked_up = True
    options_of = tables.round_one[dealer]
    for maker in tables.bidders[dealer]:
        options = options_of[maker]
        i = floor(rnd() * len(options)) if chooser is None else chooser(maker, options)
        if log is not None:
            log.append((maker, options[i]))
        if i:
            alone = options[i] == ORDER_UP_ALONE
            break
    else:
        picked_up = False
        options_of = tables.round_two[dealer][up_suit]
        for maker in tables.bidders[dealer]:
            options = options_of[maker]
            call = options[floor(rnd() * len(options)) if chooser is None else chooser(maker, options)]
            if log is not None:
                log.append((maker, call))
            if call != PASS:
                alone = call >= CALL_ALONE
                trump = (call - CALL) & 3
                break
        else:
            return tables.thrown_in if log is None else replace(tables.thrown_in, actions=tuple(log))
    partner = tables.partner[maker]
    sitting: tuple[int, ...] = (partner,) if alone and partner >= 0 else ()
    if picked_up and dealer not in sitting:
        dealer_held = plan.full
        where = positions[dealer_held]
        if plan.dup:
            where = _first_copies(where, hands[dealer])
        if chooser is None:
            p = where[floor(rnd() * len(where))]
        else:
            p = where[chooser(dealer, tuple(DISCARD + hands[dealer][q] for q in where))]
        if log is not None:
            log.append((dealer, DISCARD + hands[dealer][p]))
        held[dealer] = dealer_held ^ 1 << p
    lone = -1
    if tables.defend and (alone or not tables.defend_needs_loner):
        side = tables.side
        for seat in tables.bidders[dealer]:
            if side[seat] == side[maker] or seat in sitting:
                continue
            j = floor(rnd() * 2) if chooser is None else chooser(seat, _DEFEND_OPTIONS)
            if log is not None:
                log.append((seat, _DEFEND_OPTIONS[j]))
            if j:
                lone = seat
                sitting = tuple(sorted({*sitting, tables.partner[seat]}))
                break

    # ---- trick play ----
    next_seat, order, followers = plan.seating[sitting]
    if tables.left_of_loner and (alone or lone >= 0):
        if lone >= 0:
            leader = lone if alone else next_seat[lone]
        else:
            leader = next_seat[maker]
    else:
        leader = next_seat[dealer]
    fields = suit_fields(plan, trump, hands, order[leader])
    won = _tricks(plan, hands, held, leader, followers, trump, fields, rnd, chooser, log)
    tricks = (won[0] + won[2], won[1] + won[3]) if n == 4 else tuple(won)
    result = tables.result(maker, alone, None if lone < 0 else lone, sitting, trump, tricks)
    return result if log is None else replace(result, actions=tuple(log))


def _random_play(tables: _Tables, dealer: int, rng: random.Random) -> RolloutResult:
    """`random_hand` with random choices only: the hot loop of simulations, kept free of every other concern.
    It is `_play` with `rng.random` for every choice, written out again for speed."""
    plan = tables.plan
    n = plan.n
    deck = deal_codes(plan, rng)
    hands = [take(deck) for take in plan.holdings[dealer]]
    up = deck[plan.kitty_start]
    rnd = rng.random
    up_suit = _SUIT_OF[up]
    if up_suit < 0:
        up_suit = floor(rnd() * 4)
    trump = up_suit
    alone = False
    picked_up = True
    options_of = tables.round_one[dealer]
    for maker in tables.bidders[dealer]:
        options = options_of[maker]
        i = floor(rnd() * len(options))
        if i:
            alone = options[i] == ORDER_UP_ALONE
            break
    else:
        picked_up = False
        options_of = tables.round_two[dealer][up_suit]
        for maker in tables.bidders[dealer]:
            options = options_of[maker]
            call = options[floor(rnd() * len(options))]
            if call != PASS:
                alone = call >= CALL_ALONE
                trump = (call - CALL) & 3
                break
        else:
            return tables.thrown_in
    held = [plan.full >> 1] * n
    partner = tables.partner[maker]
    sitting: tuple[int, ...] = (partner,) if alone and partner >= 0 else ()
    if picked_up and dealer not in sitting:
        held[dealer] = plan.full ^ 1 << floor(rnd() * plan.width)
    lone = -1
    if tables.defend and (alone or not tables.defend_needs_loner):
        side = tables.side
        for seat in tables.bidders[dealer]:
            if side[seat] != side[maker] and seat not in sitting and rnd() >= 0.5:
                lone = seat
                sitting = tuple(sorted({*sitting, tables.partner[seat]}))
                break

    next_seat, order, followers = plan.seating[sitting]
    if tables.left_of_loner and (alone or lone >= 0):
        if lone >= 0:
            leader = lone if alone else next_seat[lone]
        else:
            leader = next_seat[maker]
    else:
        leader = next_seat[dealer]
    fields = suit_fields(plan, trump, hands, order[leader])
    eff = EFFECTIVE_SUIT[trump]
    power = POWER[trump]
    positions = plan.positions
    width = plan.width
    won = [0] * n
    for _ in range(plan.hand_size - 1):
        mask = held[leader]
        where = positions[mask]
        p = where[floor(rnd() * len(where))]
        held[leader] = mask ^ 1 << p
        code = hands[leader][p]
        led = eff[code]
        strength = power[led]
        best = strength[code]
        winner = leader
        shift = led * width
        for seat in followers[leader]:
            mask = held[seat]
            where = positions[mask & fields[seat] >> shift or mask]
            p = where[floor(rnd() * len(where))]
            held[seat] = mask ^ 1 << p
            code = hands[seat][p]
            if strength[code] > best:
                best = strength[code]
                winner = seat
        won[winner] += 1
        leader = winner
    # In the last trick everyone holds one card: only the draws are kept, to stay in step with the rng.
    rnd()
    code = hands[leader][held[leader].bit_length() - 1]
    strength = power[eff[code]]
    best = strength[code]
    winner = leader
    for seat in followers[leader]:
        rnd()
        code = hands[seat][held[seat].bit_length() - 1]
        if strength[code] > best:
            best = strength[code]
            winner = seat
    won[winner] += 1

    tricks = (won[0] + won[2], won[1] + won[3]) if n == 4 else tuple(won)
    result = tables.results.get((maker, alone, None if lone < 0 else lone, trump, tricks))
    if result is None:
        result = tables.result(maker, alone, None if lone < 0 else lone, sitting, trump, tricks)
    return result


def _tricks(
    plan: Plan,
    hands: list[tuple[int, ...]],
    held: list[int],
    leader: int,
    followers: tuple[tuple[int, ...], ...],
    trump: int,
    fields: list[int],
    rnd: Callable[[], float],
    chooser: Chooser | None,
    log: list[tuple[int, int]] | None,
) -> list[int]:
    """The tricks of `_play`: tricks won per seat. `held[seat]` masks positions in `hands[seat]`."""
    eff = EFFECTIVE_SUIT[trump]
    power = POWER[trump]
    won = [0] * plan.n
    for _ in range(plan.hand_size):
        shift = -1
        strength: tuple[int, ...] = ()
        best = -1
        winner = leader
        for seat in (leader, *followers[leader]):
            mask = held[seat]
            where = plan.positions[mask if shift < 0 else mask & fields[seat] >> shift or mask]
            if plan.dup:
                where = _first_copies(where, hands[seat])
            if chooser is None:
                p = where[floor(rnd() * len(where))]
            else:
                p = where[chooser(seat, tuple(hands[seat][q] for q in where))]
            held[seat] = mask ^ 1 << p
            code = hands[seat][p]
            if log is not None:
                log.append((seat, code))
            if shift < 0:
                strength = power[eff[code]]
                shift = eff[code] * plan.width
            if strength[code] > best:
                best = strength[code]
                winner = seat
        won[winner] += 1
        leader = winner
    return won


__all__ = [
    "CALL", "CALL_ALONE", "DEFEND_ALONE", "DISCARD", "NAME_TRUMP", "ORDER_UP", "ORDER_UP_ALONE", "PASS", "PLAY",
    "Chooser", "RolloutResult", "action_code", "code_action", "random_hand", "rollout_hand",
]
