"""The one hand engine both families play on: `PlayedHand` owns the step (`apply`), the legal actions, trick
play (the legal plays, playing a card, winning a trick, renege mode's reneges and calls, the end of play),
the result and the history. A family's state machine subclasses it and supplies only what differs: the
phases before play (the standard family's two rounds of making trump, discard and defending alone in
`euchre.engine.state`; Bid Euchre's auction, contract and partner's best in `euchre.engine.bid`), who leads,
and the score (`_finish`).

Every state keeps its hand's facts in one shared object (`_m`, the family's own class) whose `play`
attribute, from the first lead on, is the hand's `PlayTables`: the trick-play core's tables
(`euchre.engine.tricks`) for its trump, seating and cards, so that a play step reads them in one hop.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Any, ClassVar, Self

from euchre.engine.actions import Action, CallRenege, Play, as_action
from euchre.engine.cards import Card
from euchre.engine.errors import IllegalActionError, Refusal
from euchre.engine.history import StateHistory
from euchre.engine.phases import Phase
from euchre.engine.ranking import Trump
from euchre.engine.reneges import Renege, caught_renege, find_renege
from euchre.engine.results import HandResult, Trick
from euchre.engine.rules import Rules
from euchre.engine.tricks import (
    CARDS,
    EFFECTIVE_SUIT,
    NO_SUIT,
    POWER,
    TRUMP_INDEX,
    code_follows,
    code_winner,
    field_followers,
    field_leads,
    field_plays,
    joker_lead_barred,
    legal_plays,
    next_seat,
    play_order,
    renege_calls,
    suit_bits,
    suit_fields,
    tricks_by_side,
)

_PLAY, _OVER = Phase.PLAY, Phase.OVER
PLAY_OF = tuple(Play(card) for card in CARDS)
"""The action of playing each card, by card code (the values are immutable, so one is made per card)."""

Taker = Callable[[Sequence[Any]], tuple[Any, ...]]


def taker(positions: tuple[int, ...]) -> Taker:
    """A function taking the items at `positions`, always as a tuple (a slice for one item or none)."""
    if len(positions) > 1:
        return itemgetter(*positions)
    start = positions[0] if positions else 0
    return itemgetter(slice(start, start + len(positions)))


_POSITION_TABLES: dict[int, tuple[tuple[tuple[int, ...], ...], tuple[Taker, ...]]] = {}


def position_tables(size: int) -> tuple[tuple[tuple[int, ...], ...], tuple[Taker, ...]]:
    """For hands of up to `size` positions: the positions set in every mask, and a taker for each."""
    tables = _POSITION_TABLES.get(size)
    if tables is None:
        positions = tuple(tuple(p for p in range(size) if mask >> p & 1) for mask in range(1 << size))
        tables = _POSITION_TABLES[size] = positions, tuple(taker(p) for p in positions)
    return tables


class PlayTables:
    """What trick play needs of the core for one ruleset, trump and seating (`play_tables`), and, in the copy
    `for_hand` makes, for one hand's cards."""

    __slots__ = (
        "active", "bits", "codes", "dup", "eff", "fields", "followers", "full", "joker_not_led", "n", "next_seat",
        "no_suit", "order", "pairs", "plain", "plays", "positions", "power", "renege", "results", "rules", "side",
        "single", "takers", "tricks", "trump", "twins", "width",
    )

    codes: tuple[tuple[int, ...], ...]
    """Each seat's cards as card codes, by position (one hand's copy)."""
    fields: list[int]
    """Per seat, where its cards of each effective suit are: bit `width * suit + position` is set when the
    card at that position follows that suit (the core's `suit_fields`; one hand's copy)."""
    plays: tuple[tuple[Play, ...], ...]
    """Per seat, the action of playing the card at each position (one hand's copy)."""
    twins: tuple[tuple[tuple[int, int], ...], ...]
    """With identical cards: per seat, the bits of each two positions that hold the same card, the earlier
    first (one hand's copy). Of two identical legal plays only the earlier is offered (either would do)."""
    results: dict[tuple[object, ...], HandResult]
    """A family's cache of the results of hands played out with no renege (values, shared)."""

    def __init__(
        self, rules: Rules | None = None, trump: Trump | None = None, sitting_out: tuple[int, ...] = (), width: int = 0
    ) -> None:
        if rules is None or trump is None:
            return  # a blank for `for_hand` to fill in (a compiled class has no instance without `__init__`)
        n = rules.num_players
        t = TRUMP_INDEX[trump]
        self.rules = rules
        self.trump = trump
        self.n = n
        self.width = width
        """Bits a seat in a state's `_held` (at least the most cards a hand holds)."""
        self.full = (1 << width) - 1
        self.eff = EFFECTIVE_SUIT[t]
        self.power = POWER[t]
        single, pairs = suit_bits(width)
        self.single = single[t]
        self.pairs = pairs[t]
        self.next_seat = tuple(next_seat(seat, n, sitting_out) for seat in range(n))
        self.order = tuple(play_order(seat, n, sitting_out) for seat in range(n))
        self.followers = tuple(order[1:] for order in self.order)
        """followers[seat]: the seats after `seat` in a trick it leads."""
        self.side = tuple(rules.side_of(seat) for seat in range(n))
        self.active = n - len(sitting_out)
        self.tricks = rules.tricks_per_hand
        self.bits = tuple(tuple(1 << seat * width + p for p in range(width)) for seat in range(n))
        """bits[seat][position]: the bit of that card in a state's `_held`."""
        self.renege = rules.renege_mode
        self.dup = rules.deck_copies > 1
        self.joker_not_led = joker_lead_barred(trump, rules)
        self.no_suit = NO_SUIT * width if self.joker_not_led else 0
        """Where the suit fields mark the Joker that may not lead (0: any card may lead)."""
        self.plain = not (self.renege or self.dup)
        """Whether the tricks have no reneges and no identical cards (the fast path's `random_tricks` plays them)."""
        self.positions, self.takers = position_tables(rules.hand_size + 1)
        self.results = {}
        self.codes = ()
        self.fields = []
        self.plays = ()
        self.twins = ()

    def for_hand(self, codes: tuple[tuple[int, ...], ...]) -> PlayTables:
        """A copy with the suit fields, play actions and identical cards of one hand's cards."""
        new = PlayTables()  # only what the engine's step reads (the fast path reads the shared tables)
        new.active, new.bits, new.dup, new.eff, new.full = self.active, self.bits, self.dup, self.eff, self.full
        new.joker_not_led, new.no_suit = self.joker_not_led, self.no_suit
        new.next_seat, new.order = self.next_seat, self.order
        new.positions, new.power, new.renege, new.results = self.positions, self.power, self.renege, self.results
        new.takers, new.tricks, new.trump, new.width = self.takers, self.tricks, self.trump, self.width
        n = len(codes)
        new.codes = codes
        new.fields = suit_fields(self.single, self.pairs, codes, range(n), n)
        new.plays = tuple([  # itemgetter of two or more codes gives a tuple
            itemgetter(*hand)(PLAY_OF) if len(hand) > 1 else taker(hand)(PLAY_OF) for hand in codes
        ])
        new.twins = tuple(_twins(hand) for hand in codes) if self.dup else ()
        return new


_TABLES: dict[tuple[int, Trump, tuple[int, ...], int], PlayTables] = {}


def play_tables(rules: Rules, trump: Trump, sitting_out: tuple[int, ...], width: int) -> PlayTables:
    """The trick-play tables of a ruleset, trump and seating, cached by the ruleset's identity (hashing a
    Rules value costs more than a hand step)."""
    key = (id(rules), trump, sitting_out, width)
    tables = _TABLES.get(key)
    if tables is None or tables.rules is not rules:
        if len(_TABLES) > 512:
            _TABLES.clear()
        tables = _TABLES[key] = PlayTables(rules, trump, sitting_out, width)
    return tables


def _twins(hand: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The bits of every two positions of `hand` that hold the same card, the earlier first, in order (so
    that of three copies held, the first stays and both others go)."""
    if len(set(hand)) == len(hand):
        return ()
    seen: dict[int, list[int]] = {}
    pairs = []
    for q, code in enumerate(hand):
        earlier = seen.get(code)
        if earlier is None:
            seen[code] = [q]
        else:
            pairs += [(1 << p, 1 << q) for p in earlier]
            earlier.append(q)
    pairs.sort()
    return tuple(pairs)


RenegeBook = tuple[tuple[Renege, ...], frozenset[tuple[int, int, int]], Renege | None]
"""Renege mode: the reneges so far, the (caller, accused, trick) of calls that found none, and the renege a
call caught when the call does not end the hand (`Rules.renege_call_ends_hand`)."""
NO_RENEGES: RenegeBook = ((), frozenset(), None)


class HandFacts:
    """What a family's shared object (`PlayedHand._m`) offers the engine."""

    __slots__ = ()

    play: PlayTables | None
    sitting_out: tuple[int, ...]
    trump: Trump | None

    def copy(self) -> Self:
        """A copy, for a state that changes the facts."""
        raise NotImplementedError


class PlayedHand(StateHistory):
    """One hand of either family, from the deal to the score: the engine. A family's class supplies
    `rules`, `dealer`, `hand`, its phases before play (`_PHASE_ACTIONS`, `_PHASE_STEPS`),
    `_refusal_before_play`, `_finish` and `_note_call`; it calls `_begin_play` when trick play starts.

    The classes have no `__init__`: a step calls the class for a blank state (the cheapest way to make one) and
    fills in every slot."""

    __slots__ = (
        "_done", "_held", "_legal", "_lpos", "_m", "_result", "_rn", "_tcodes", "is_over", "last_action", "leader",
        "parent", "phase", "to_act",
    )

    phase: Phase
    is_over: bool
    to_act: int | None
    leader: int | None
    _m: Any
    """The family's shared facts (a `HandFacts`): the deal, how trump or the contract was made, and from the
    first lead on the hand's `PlayTables` in `_m.play`."""
    _held: int
    """The cards still held: seat s holds the card at position p when bit s * width + p is set."""
    _tcodes: tuple[int, ...]
    """The current trick as card codes."""
    _done: tuple[tuple[int, tuple[int, ...], int], ...]
    """The finished tricks as (leader, card codes, winner); `tricks` makes them into `Trick` values."""
    _legal: tuple[Action, ...] | None
    _lpos: tuple[int, ...] | None
    """The hand positions of the legal plays (or discards), in the order of `_legal`."""
    _rn: RenegeBook | tuple[()]
    """Renege mode's book (`RenegeBook`); `()` when the ruleset has no renege mode."""
    _result: HandResult
    """Set by the step that ends the hand, and unset (never assigned) before: a step need not clear it."""

    # ---- what a family supplies ------------------------------------------------------------------
    _PHASE_ACTIONS: ClassVar[dict[Phase, Callable[[Any], tuple[Action, ...]]]]
    """Per phase before play (and once the hand is over), a function giving a state's legal actions."""
    _PHASE_STEPS: ClassVar[dict[Phase, Callable[..., Any]]]
    """Per phase before play, a function giving the state after an action (the `k`th legal one)."""

    @property
    def rules(self) -> Rules:
        raise NotImplementedError

    def hand(self, seat: int) -> tuple[Card, ...]:
        raise NotImplementedError

    def _refusal_before_play(self, action: Action) -> Refusal | None:
        """The family's own reason for refusing `action`, if it has one."""
        raise NotImplementedError

    def _finish(self, caught: Renege | None = None) -> Self:
        """End the hand (this new state) with its score: after the last trick, or when a renege call catches
        `caught` and ends the hand."""
        raise NotImplementedError

    def _note_call(self, seat: int, action: CallRenege) -> None:
        """Record a renege call in this new state's calls, if the family lists them there."""

    # ---- reading ---------------------------------------------------------------------------------
    @property
    def trick(self) -> tuple[Card, ...]:
        return tuple([CARDS[c] for c in self._tcodes])

    @property
    def trick_seats(self) -> tuple[int, ...]:
        """Who played each card of the current trick."""
        if not self._tcodes:
            return ()
        return self._m.play.order[self.leader][: len(self._tcodes)]  # type: ignore[no-any-return]

    @property
    def tricks(self) -> tuple[Trick, ...]:
        if not self._done:
            return ()
        order = self._m.play.order
        return tuple([
            Trick(leader, tuple([CARDS[c] for c in codes]), order[leader], winner)
            for leader, codes, winner in self._done
        ])

    @property
    def tricks_won(self) -> tuple[int, ...]:
        won = [0] * self.rules.num_players
        for _, _, winner in self._done:
            won[winner] += 1
        return tuple(won)

    def tricks_by_side(self) -> tuple[int, ...]:
        return tricks_by_side(self.tricks_won, self.rules.num_players)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple([self.hand(seat) for seat in range(self.rules.num_players)])

    @property
    def num_players(self) -> int:
        return self.rules.num_players

    @property
    def active_seats(self) -> tuple[int, ...]:
        sitting_out = self._m.sitting_out
        return tuple(s for s in range(self.rules.num_players) if s not in sitting_out)

    @property
    def last_seat(self) -> int | None:
        return None if self.parent is None else self.parent.to_act

    @property
    def reneges(self) -> tuple[Renege, ...]:
        return self._rn[0] if self._rn else ()

    @property
    def result(self) -> Any:
        try:
            return self._result
        except AttributeError:
            raise IllegalActionError("the hand is not over yet, so it has no result") from None

    def legal_plays(self) -> tuple[Card, ...]:
        if self.phase is not _PLAY or self.to_act is None:
            return ()
        return legal_plays(self.hand(self.to_act), self.trick, self.trump, self.rules)

    @property
    def trump(self) -> Trump | None:
        return self._m.trump  # type: ignore[no-any-return]

    # ---- acting ----------------------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:  # worked out on first use, except in trick play where the step that makes a state does it
            legal = self._legal = self._PHASE_ACTIONS[self.phase](self)
        return legal

    def apply(self, action: Action | str) -> Self:
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
            return self._PHASE_STEPS[self.phase](self, action, k)  # type: ignore[no-any-return]
        if type(action) is CallRenege:
            return self._call_renege(action)
        # Play the card at `position` of the hand of the player to act. Trick play is most of a hand's
        # steps, so it is done here: the next state shares the facts and gets its legal plays at once.
        position: int = self._lpos[k]  # type: ignore[index]
        seat: int = self.to_act  # type: ignore[assignment]
        made = self._m
        t: PlayTables = made.play
        code = t.codes[seat][position]
        new = type(self)()
        new.phase = _PLAY
        new.is_over = False
        new.parent = self
        new.last_action = action
        new._m = made
        book = new._rn = self._rn
        width = t.width
        if book and self._tcodes:
            led = t.eff[self._tcodes[0]]
            if led != NO_SUIT and not code_follows(code, led, t.eff) and field_followers(
                self._held >> seat * width & t.full, t.fields[seat], led * width
            ):  # a card off the led suit while holding one: a renege, recorded by the core
                renege = find_renege(seat, self.hand(seat), self.trick, t.trump, CARDS[code], len(self._done) + 1)
                if renege is not None:
                    new._rn = (book[0] + (renege,), book[1], book[2])
        held = new._held = self._held ^ t.bits[seat][position]
        tcodes = self._tcodes + (code,)
        if len(tcodes) < t.active:
            new._tcodes = tcodes
            new.leader = self.leader
            new._done = self._done
            seat = new.to_act = t.next_seat[seat]
            hand = held >> seat * width & t.full
            legal_bits = hand if t.renege else field_plays(hand, t.fields[seat], t.eff[tcodes[0]] * width)
        else:
            leader: int = self.leader  # type: ignore[assignment]
            seat = t.order[leader][code_winner(tcodes, t.eff, t.power)]
            done = new._done = self._done + ((leader, tcodes, seat),)
            new._tcodes = ()
            if len(done) == t.tricks:
                new.leader = leader
                return new._finish()
            new.leader = new.to_act = seat
            legal_bits = held >> seat * width & t.full
            if t.joker_not_led:
                legal_bits = field_leads(legal_bits, t.fields[seat], t.no_suit)  # in no-trump the Joker has no suit
        if t.dup or t.renege:
            new._offer(t, seat, legal_bits)
        else:
            new._lpos = t.positions[legal_bits]
            new._legal = t.takers[legal_bits](t.plays[seat])
        return new

    def refusal(self, action: Action | str) -> Refusal:
        """Why `action` is not allowed now, as facts (`euchre.explain.refusals` words them)."""
        action = as_action(action)
        if self.is_over:
            return Refusal("hand_over")
        own = self._refusal_before_play(action)
        if own is not None:
            return own
        if isinstance(action, Play) and self.phase is _PLAY and self.to_act is not None:
            return Refusal("card_not_playable", {
                "card": action.card, "hand": self.hand(self.to_act), "trick": self.trick, "trump": self.trump,
                "seat": self.to_act, "num_players": self.num_players, "rules": self.rules})
        return Refusal("not_allowed_now", {
            "action": action.text, "phase": self.phase, "seat": self.to_act, "num_players": self.num_players,
            "options": tuple(a.text for a in self.legal_actions())})

    # ---- trick play, for the families --------------------------------------------------------------
    def _begin_play(self, tables: PlayTables, leader: int) -> Self:
        """Trick play begins in this new state, with the hand's `tables`, `leader` to lead."""
        self._m.play = tables
        self.phase = _PLAY
        self.leader = leader
        self.to_act = leader
        self._tcodes = ()
        self._done = ()
        legal_bits = self._held >> leader * tables.width & tables.full
        if tables.joker_not_led:
            legal_bits = field_leads(legal_bits, tables.fields[leader], tables.no_suit)
        self._offer(tables, leader, legal_bits)
        return self

    def _offer(self, t: PlayTables, seat: int, legal_bits: int) -> None:
        """Fill in this new state's legal actions: the plays of `seat` at the positions set in `legal_bits`
        (of identical cards, the first), and in renege mode the renege calls it may make."""
        if t.dup:
            for first, second in t.twins[seat]:
                if legal_bits & first and legal_bits & second:
                    legal_bits ^= second
        self._lpos = t.positions[legal_bits]
        out = t.takers[legal_bits](t.plays[seat])
        if t.renege:
            out += self._renege_calls(seat)
        self._legal = out

    def _renege_calls(self, seat: int) -> tuple[Action, ...]:
        book: RenegeBook = self._rn  # type: ignore[assignment]  # renege mode is on
        if book[2] is not None:
            return ()  # a renege was caught and play goes on: the hand's penalty is settled
        # after the first trick every seat in play has played a card
        played = self._m.play.order[self.leader] if self._done else self.trick_seats
        return renege_calls(seat, played, self.rules.num_players, book[1], len(self._done) + 1)

    def _call_renege(self, action: CallRenege) -> Self:
        seat: int = self.to_act  # type: ignore[assignment]
        new = type(self)()
        new.phase = self.phase
        new.is_over = False
        new.to_act = seat
        new.leader = self.leader
        new.parent = self
        new.last_action = action
        new._m = self._m
        new._held = self._held
        new._tcodes = self._tcodes
        new._done = self._done
        new._lpos = self._lpos
        new._note_call(seat, action)
        book: RenegeBook = self._rn  # type: ignore[assignment]  # renege mode is on
        reneges, calls, _ = book
        caught = caught_renege(reneges, action.seat)
        legal = self._legal or ()
        if caught is None:
            new._rn = (reneges, calls | {(seat, action.seat, len(self._done) + 1)}, None)
            new._legal = tuple([a for a in legal if a != action])
            return new
        new._rn = (reneges, calls, caught)
        if self.rules.renege_call_ends_hand:
            new._legal = ()
            new._lpos = None
            return new._finish(caught)
        new._legal = tuple([a for a in legal if type(a) is not CallRenege])
        return new

    def _over(self, result: HandResult) -> Self:
        """This new state ends the hand with `result`."""
        self.phase = _OVER
        self.is_over = True
        self.to_act = None
        self._legal = ()
        self._lpos = None
        self._result = result
        return self


__all__ = ["HandFacts", "PlayTables", "PlayedHand", "play_tables", "position_tables", "taker"]
