"""The Bid Euchre hand state machine (RULES.md sections 3 and 4): the auction, naming trump or
no-trump, partner's best and shooting the moon, the Joker's extra card, trick play with renege
mode, and per-trick scoring. Same interface as the standard HandState.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import attrgetter, itemgetter

from euchre.engine.actions import (
    PASS,
    REDEAL,
    Action,
    Bid,
    CallRenege,
    Discard,
    GiveCard,
    NameTrump,
    Pass,
    Play,
    PlayContract,
    Redeal,
    as_action,
)
from euchre.engine.cards import Card, Suit, build_deck, parse_hands
from euchre.engine.errors import IllegalActionError, Refusal, RulesError, UnsupportedRuleError
from euchre.engine.farmers import is_farmers_hand
from euchre.engine.history import StateHistory
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump, Trump, card_power, effective_suit, is_trump, trump_power
from euchre.engine.reneges import Renege, caught_renege, find_renege, renege_penalised_at_end, settle_renege
from euchre.engine.results import HandResult, Trick
from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import Contract, Outcome, score_bid
from euchre.engine.seats import seat_index, seat_name
from euchre.engine.shuffle import seeded, shuffle_steps, shuffled
from euchre.engine.tricks import (
    CARDS,
    CODE,
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


@dataclass(frozen=True)
class BidHandResult(HandResult):
    bid: int = 0
    contract: Contract = Contract.NORMAL

    @property
    def made(self) -> bool:
        return self.makers is not None and self.tricks[self.makers] >= self.bid

    def qualifies_to_win(self, side: int) -> bool:
        """Whether `side` may win the game on this hand: it made its bid, or set the bidders."""
        if self.thrown_in or self.makers is None:
            return False
        return self.made if side == self.makers else not self.made


_CONTRACT_ACTIONS = {
    "moon": Contract.MOON,
    "partner's best": Contract.PARTNERS_BEST,
    "with partner": Contract.NORMAL,
}
WITH_PARTNER = PlayContract("with partner")
"""A bid below every trick that `Rules.moon_bid` lets be played as the moon may also be played as usual."""


def _shared(name: str) -> property:
    """An attribute of the state that lives in its `_Made` (read and, before trick play, written there)."""

    def set_value(state: BidHandState, value: object) -> None:
        setattr(state._m, name, value)

    return property(attrgetter(f"_m.{name}"), set_value)


class _Made:
    """The facts of a hand that only the deal, the auction, the contract and renege calls change."""

    __slots__ = (
        "bids", "calls", "caught", "codes", "contract", "deal", "dealer", "discarded", "false_calls", "given",
        "high_bid", "high_bidder", "play", "reneges", "rules", "sitting_out", "trump",
    )

    rules: Rules
    dealer: int
    codes: tuple[tuple[int, ...], ...]
    deal: _Deal
    bids: tuple[tuple[int, int | None], ...]
    high_bidder: int | None
    high_bid: int
    trump: Trump | None
    contract: Contract
    sitting_out: tuple[int, ...]
    calls: tuple[tuple[int, Action], ...]
    discarded: tuple[Card, ...]
    given: Card | None
    reneges: tuple[Renege, ...]
    caught: Renege | None
    false_calls: frozenset[tuple[int, int, int]]
    play: _PlayTables | None

    def copy(self) -> _Made:
        new = _Made()
        new.rules = self.rules
        new.dealer = self.dealer
        new.codes = self.codes
        new.deal = self.deal
        new.bids = self.bids
        new.high_bidder = self.high_bidder
        new.high_bid = self.high_bid
        new.trump = self.trump
        new.contract = self.contract
        new.sitting_out = self.sitting_out
        new.calls = self.calls
        new.discarded = self.discarded
        new.given = self.given
        new.reneges = self.reneges
        new.caught = self.caught
        new.false_calls = self.false_calls
        new.play = self.play
        return new


class BidHandState(StateHistory):
    """One Bid Euchre hand. Create it with `new_bid_hand` (or `euchre.new_hand`).

    The class has no `__init__`: a step calls it for a blank state (the cheapest way to make one) and fills
    in every slot."""

    __slots__ = (
        "_done",
        "_held",
        "_legal",
        "_lpos",
        "_m",
        "_result",
        "_tcodes",
        "is_over",
        "last_action",
        "last_seat",
        "leader",
        "parent",
        "phase",
        "to_act",
    )

    phase: Phase
    is_over: bool
    to_act: int | None
    leader: int | None
    parent: BidHandState | None
    last_action: Action | None
    last_seat: int | None
    _m: _Made
    """What the deal and the auction decided, shared with the states that agree on it (every state of
    trick play shares one, until a renege or a renege call)."""
    _result: BidHandResult | None
    _legal: tuple[Action, ...] | None
    _lpos: tuple[int, ...] | None
    """The hand positions of the legal plays, in the order of `_legal` (trick play only)."""
    _held: int
    """The cards still held: seat s holds the card at position p when bit s * WIDTH + p is set."""
    _tcodes: tuple[int, ...]
    """The current trick as card codes."""
    _done: tuple[tuple[int, tuple[int, ...], int], ...]
    """The finished tricks as (leader, card codes, winner); `tricks` makes them into `Trick` values."""

    rules: Rules = _shared("rules")  # type: ignore[assignment]
    dealer: int = _shared("dealer")  # type: ignore[assignment]
    bids: tuple[tuple[int, int | None], ...] = _shared("bids")  # type: ignore[assignment]
    high_bidder: int | None = _shared("high_bidder")  # type: ignore[assignment]
    high_bid: int = _shared("high_bid")  # type: ignore[assignment]
    trump: Trump | None = _shared("trump")  # type: ignore[assignment]
    contract: Contract = _shared("contract")  # type: ignore[assignment]
    sitting_out: tuple[int, ...] = _shared("sitting_out")  # type: ignore[assignment]
    calls: tuple[tuple[int, Action], ...] = _shared("calls")  # type: ignore[assignment]
    discarded: tuple[Card, ...] = _shared("discarded")  # type: ignore[assignment]
    given: Card | None = _shared("given")  # type: ignore[assignment]
    reneges: tuple[Renege, ...] = _shared("reneges")  # type: ignore[assignment]
    caught: Renege | None = _shared("caught")  # type: ignore[assignment]
    """The renege a call caught, when the call does not end the hand (`renege_call_ends_hand`)."""
    false_calls: frozenset[tuple[int, int, int]] = _shared("false_calls")  # type: ignore[assignment]
    _codes: tuple[tuple[int, ...], ...] = _shared("codes")  # type: ignore[assignment]
    """Each seat's cards as card codes (`euchre.engine.tricks.CODE`) by position: in the order dealt (or
    received), including the cards played since."""
    _play: _PlayTables | None = _shared("play")  # type: ignore[assignment]
    """From the first lead on: the core's tables for this contract and seating."""
    _deal: _Deal = _shared("deal")  # type: ignore[assignment]

    lone_defender = None

    # ---- reading ------------------------------------------------------------------------------
    @property
    def deal_packets(self) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        deal = self._deal
        if deal.packets is None:
            assert deal.deck is not None
            n = self.rules.num_players
            size = n * self.rules.hand_size
            deal.packets = tuple(
                ((deal.dealer + 1 + i) % n if i < size else deal.dealer, (CARDS[code],))
                for i, code in enumerate(deal.deck)
            )
        return deal.packets

    @property
    def result(self) -> BidHandResult:
        if self._result is None:
            raise IllegalActionError("the hand is not over yet, so it has no result")
        return self._result

    @property
    def maker(self) -> int | None:
        return self.high_bidder

    @property
    def alone(self) -> bool:
        return self.contract is not Contract.NORMAL

    @property
    def num_players(self) -> int:
        return self.rules.num_players

    @property
    def deal_pattern(self) -> str:
        return "one card at a time"

    @property
    def active_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.rules.num_players) if s not in self.sitting_out)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple([self.hand(seat) for seat in range(len(self._codes))])

    @property
    def tricks(self) -> tuple[Trick, ...]:
        if not self._done:
            return ()
        order = self._m.play.order  # type: ignore[union-attr]
        return tuple([
            Trick(leader, tuple([CARDS[c] for c in codes]), order[leader], winner)
            for leader, codes, winner in self._done
        ])

    @property
    def tricks_won(self) -> tuple[int, ...]:
        won = [0] * self._m.rules.num_players
        for trick in self._done:
            won[trick[2]] += 1
        return tuple(won)

    @property
    def trick(self) -> tuple[Card, ...]:
        return tuple([CARDS[c] for c in self._tcodes])

    @property
    def trick_seats(self) -> tuple[int, ...]:
        """Who played each card of the current trick."""
        if not self._tcodes:
            return ()
        return self._m.play.order[self.leader][: len(self._tcodes)]  # type: ignore[union-attr, index]

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple([CARDS[code] for code in _held_codes(self, seat)])

    def tricks_by_side(self) -> tuple[int, ...]:
        return tricks_by_side(self.tricks_won, self.rules.num_players)

    def legal_plays(self) -> tuple[Card, ...]:
        if self.phase is not Phase.PLAY or self.to_act is None:
            return ()
        return legal_plays(self.hand(self.to_act), self.trick, self.trump, self.rules)

    def __repr__(self) -> str:
        who = "-" if self.to_act is None else seat_name(self.to_act, self.num_players)
        return f"<BidHandState {self.phase.value}, to act: {who}, bid: {self.high_bid}, trump: {self.trump}>"

    # ---- acting -------------------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            phase = self.phase
            if phase is _PLAY:
                legal = _legal_play(self)
            else:
                legal = _legal_auction(self) if phase is _AUCTION else _LEGAL[phase](self)
            self._legal = legal
        return legal

    def apply(self, action: Action | str) -> BidHandState:
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
        phase = self.phase
        if phase is not _PLAY:
            return _apply_auction(self, action) if phase is _AUCTION else _APPLY[phase](self, action)
        if type(action) is CallRenege:
            return _apply_renege_call(self, action)
        # Play the card at `position` of the hand of the player to act. Trick play is most of a hand's
        # steps, so it is done here: the next state shares the facts and gets its legal plays at once.
        position: int = self._lpos[k]  # type: ignore[index]
        seat: int = self.to_act  # type: ignore[assignment]
        made = self._m
        tables: _PlayTables = made.play  # type: ignore[assignment]
        code = made.codes[seat][position]
        new = BidHandState()
        new.phase = _PLAY
        new.is_over = False
        new.parent = self
        new.last_action = action
        new.last_seat = seat
        new._result = None
        new._m = made
        if tables.renege and self._tcodes:
            led = tables.eff[self._tcodes[0]]
            if led != NO_SUIT and not code_follows(code, led, tables.eff) and field_followers(
                self._held >> seat * _WIDTH & _FULL, tables.fields[seat], led * _WIDTH
            ):
                card = CARDS[code]  # a card off the led suit while holding one: a renege, recorded by the core
                renege = find_renege(seat, self.hand(seat), self.trick, made.trump, card, len(self._done) + 1)
                if renege is not None:
                    made = new._m = made.copy()
                    made.reneges = made.reneges + (renege,)
        held = new._held = self._held ^ tables.bits[seat][position]
        tcodes = self._tcodes + (code,)
        if len(tcodes) < tables.active:
            new._tcodes = tcodes
            new.leader = self.leader
            new._done = self._done
            seat = new.to_act = tables.next_seat[seat]
            hand = held >> seat * _WIDTH & _FULL
            legal = hand if tables.renege else field_plays(hand, tables.fields[seat], tables.eff[tcodes[0]] * _WIDTH)
        else:
            leader: int = self.leader  # type: ignore[assignment]
            winner = tables.order[leader][code_winner(tcodes, tables.eff, tables.power)]
            done = new._done = self._done + ((leader, tcodes, winner),)
            new._tcodes = ()
            if len(done) == tables.tricks:
                new.leader = self.leader
                new.to_act = seat
                new._legal = None
                new._lpos = None
                return _finish(new)
            seat = new.leader = new.to_act = winner
            legal = held >> seat * _WIDTH & _FULL
            if tables.joker_not_led:
                legal = field_leads(legal, tables.fields[seat], _NO_SUIT_SHIFT)  # in no-trump the Joker has no suit
        if tables.dup or tables.renege:
            _offer(new, tables, seat, legal)
        else:
            new._lpos = tables.positions[legal]
            new._legal = tables.takers[legal](tables.plays[seat])
        return new

    def refusal(self, action: Action | str) -> Refusal:
        """Why `action` is not allowed now, as facts (`euchre.explain.refusals` words them)."""
        action = as_action(action)
        if self.is_over:
            return Refusal("hand_over")
        rules = self.rules
        if isinstance(action, Bid) and self.phase is Phase.AUCTION:
            top = rules.hand_size
            if action.tricks < rules.min_bid or action.tricks > top:
                return Refusal("bid_out_of_range", {"least": rules.min_bid, "top": top})
            dealer = self.to_act == self.dealer
            if dealer and rules.dealer_may_equal and self.high_bid:
                return Refusal("dealer_below_standing_bid", {"bid": self.high_bid})
            if action.tricks == self.high_bid and rules.dealer_may_equal:
                return Refusal("bid_equals_only_dealer", {"bid": self.high_bid})
            if action.tricks == self.high_bid:
                return Refusal("bid_equals_nobody", {"bid": self.high_bid})
            return Refusal("bid_too_low", {"bid": self.high_bid})
        if isinstance(action, Pass) and self.phase is Phase.AUCTION:
            return Refusal("dealer_must_bid", {"least": rules.min_bid})
        if isinstance(action, NameTrump) and isinstance(action.trump, NoTrump):
            return Refusal("no_no_trump")
        if isinstance(action, Play) and self.phase is Phase.PLAY and self.to_act is not None:
            return Refusal("card_not_playable", {
                "card": action.card, "hand": self.hand(self.to_act), "trick": self.trick, "trump": self.trump,
                "seat": self.to_act, "num_players": self.num_players, "rules": rules})
        if isinstance(action, GiveCard) and self.phase is Phase.PARTNER_GIVES:
            return Refusal("partners_best")
        return Refusal("not_allowed_now", {
            "action": action.text, "phase": self.phase, "seat": self.to_act, "num_players": self.num_players,
            "options": tuple(a.text for a in self.legal_actions())})

    def _copy(self, action: Action) -> BidHandState:
        """The next state, with a copy of the shared facts that it may change."""
        new = BidHandState()
        new.phase = self.phase
        new.is_over = self.is_over
        new.to_act = self.to_act
        new._m = self._m.copy()
        new._held = self._held
        new.leader = self.leader
        new._tcodes = self._tcodes
        new._done = self._done
        new.parent = self
        new.last_action = action
        new.last_seat = self.to_act
        new._result = None
        new._legal = None
        new._lpos = None
        return new


_PLAY = Phase.PLAY
_AUCTION = Phase.AUCTION
_OVER = Phase.OVER
_PLAY_OF = tuple(Play(card) for card in CARDS)
_DISCARD_OF = tuple(Discard(card) for card in CARDS)
_BID = tuple(Bid(n) for n in range(25))
_WIDTH = 16
"""Bits per seat in `BidHandState._held` (more than any hand holds: 12 cards and one more)."""
_FULL = (1 << _WIDTH) - 1
_NO_SUIT_SHIFT = NO_SUIT * _WIDTH
_Taker = Callable[[Sequence[Play]], tuple[Play, ...]]
_POSITION_TABLES: dict[int, tuple[tuple[tuple[int, ...], ...], tuple[_Taker, ...]]] = {}


def _taker(positions: tuple[int, ...]) -> _Taker:
    """A function taking the items at `positions` of a tuple, always as a tuple (or of a list, as a tuple
    when there are two or more)."""
    if len(positions) > 1:
        return itemgetter(*positions)
    start = positions[0] if positions else 0
    return itemgetter(slice(start, start + len(positions)))


def _position_tables(size: int) -> tuple[tuple[tuple[int, ...], ...], tuple[_Taker, ...]]:
    """For hands of up to `size` positions: the positions set in every mask, and a taker for each."""
    tables = _POSITION_TABLES.get(size)
    if tables is None:
        positions = tuple(tuple(p for p in range(size) if mask >> p & 1) for mask in range(1 << size))
        tables = _POSITION_TABLES[size] = positions, tuple(_taker(p) for p in positions)
    return tables




class _Deal:
    """The facts of one deal, shared by every state of the hand."""

    __slots__ = ("auction", "dealer", "deck", "packets")

    def __init__(
        self, dealer: int, deck: list[int] | None, packets: tuple[tuple[int, tuple[Card, ...]], ...] | None,
        auction: dict[tuple[bool, int], tuple[Action, ...]],
    ):
        self.dealer = dealer
        self.deck = deck
        self.packets = packets
        self.auction = auction
        """The ruleset's auction calls (`_DealPlan.auction`), shared."""


_TABLES: dict[tuple[int, Trump, tuple[int, ...]], _PlayTables] = {}


class _PlayTables:
    """What trick play needs of the core for one contract and seating, looked up once at the first lead."""

    __slots__ = (
        "active", "bits", "dup", "eff", "fields", "joker_not_led", "next_seat", "order", "pairs", "plays", "positions",
        "power", "renege", "results", "rules", "single", "takers", "tricks", "twins",
    )

    fields: list[int]
    """Per seat, where its cards of each effective suit are: bit `_WIDTH * suit + position` is set when the
    card at that position follows that suit (the core's `suit_fields`; one hand's copy)."""
    plays: tuple[tuple[Play, ...], ...]
    """Per seat, the action of playing the card at each position (one hand's copy)."""
    twins: tuple[tuple[tuple[int, int], ...], ...]
    """With identical cards: per seat, the bits of each two positions that hold the same card, the earlier
    first (one hand's copy). Of two identical legal plays only the earlier is offered (either would do)."""
    results: dict[tuple[object, ...], BidHandResult]
    """The results of hands played out with no renege, by bidder, bid, contract and tricks (values, shared)."""

    def __init__(self, rules: Rules, trump: Trump, sitting_out: tuple[int, ...]) -> None:
        n = rules.num_players
        self.rules = rules
        t = TRUMP_INDEX[trump]
        self.eff = EFFECTIVE_SUIT[t]
        self.power = POWER[t]
        single, pairs = suit_bits(_WIDTH)
        self.single, self.pairs = single[t], pairs[t]
        self.next_seat = tuple(next_seat(seat, n, sitting_out) for seat in range(n))
        self.order = tuple(play_order(seat, n, sitting_out) for seat in range(n))
        self.active = n - len(sitting_out)
        self.tricks = rules.tricks_per_hand
        self.bits = tuple(tuple(1 << seat * _WIDTH + p for p in range(_WIDTH)) for seat in range(n))
        """bits[seat][position]: the bit of that card in a state's `_held`."""
        self.renege = rules.renege_mode
        self.dup = rules.deck_copies > 1
        self.joker_not_led = joker_lead_barred(trump, rules)
        self.fields = []
        self.plays = ()
        self.twins = ()
        self.results = {}
        self.positions, self.takers = _position_tables(rules.hand_size + 1)

    def for_hand(self, codes: tuple[tuple[int, ...], ...]) -> _PlayTables:
        """A copy with the suit fields, play actions and identical cards of one hand's cards."""
        new = object.__new__(_PlayTables)
        new.rules, new.eff, new.power, new.next_seat = self.rules, self.eff, self.power, self.next_seat
        new.order, new.bits, new.tricks = self.order, self.bits, self.tricks
        new.active, new.renege, new.dup, new.joker_not_led = self.active, self.renege, self.dup, self.joker_not_led
        new.positions, new.takers, new.results = self.positions, self.takers, self.results
        n = len(codes)
        new.fields = suit_fields(self.single, self.pairs, codes, range(n), n)
        new.plays = tuple([  # itemgetter of two or more codes gives a tuple
            itemgetter(*hand)(_PLAY_OF) if len(hand) > 1 else _taker(hand)(_PLAY_OF) for hand in codes
        ])
        new.twins = tuple(_twins(hand) for hand in codes) if self.dup else ()
        return new


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


def _held_codes(state: BidHandState, seat: int) -> list[int]:
    """The codes of the cards `seat` still holds, in the order of its hand."""
    codes = state._m.codes[seat]
    positions = _position_tables(state._m.rules.hand_size + 1)[0]
    return [codes[p] for p in positions[state._held >> seat * _WIDTH & _FULL]]


def _replace_hand(state: BidHandState, seat: int, hand: list[int]) -> None:
    """Give `seat` the cards of `hand` (codes), in that order."""
    codes = list(state._m.codes)
    codes[seat] = tuple(hand)
    state._m.codes = tuple(codes)
    shift = seat * _WIDTH
    state._held = state._held & ~(_FULL << shift) | ((1 << len(hand)) - 1) << shift


# ---- legal actions per phase ---------------------------------------------------------------
def _legal_dealer_discard(state: BidHandState) -> tuple[Action, ...]:
    return tuple([_DISCARD_OF[c] for c in dict.fromkeys(_held_codes(state, state.dealer))])


def _legal_auction(state: BidHandState) -> tuple[Action, ...]:
    made = state._m
    rules = made.rules
    is_dealer = state.to_act == made.dealer
    high = made.high_bid
    auction = made.deal.auction
    legal = auction.get((is_dealer, high))
    if legal is None:
        low = max(rules.min_bid, high + 1)
        if is_dealer and rules.dealer_may_equal and high:
            low = high
        everyone_passed = is_dealer and high == 0
        pass_ok = not (everyone_passed and rules.stick_the_dealer)
        legal = auction[is_dealer, high] = (*((PASS,) if pass_ok else ()), *_BID[low:rules.hand_size + 1])
    if rules.farmers and not any(seat == state.to_act for seat, _ in made.bids):
        if is_farmers_hand(state.hand(state.to_act or 0), rules.farmers_hand):
            legal = (REDEAL, *legal)
    return legal


_SUIT_CONTRACTS: tuple[Action, ...] = tuple(NameTrump(s) for s in Suit)
_ALL_CONTRACTS: tuple[Action, ...] = (*_SUIT_CONTRACTS, NameTrump(NoTrump.HIGH), NameTrump(NoTrump.LOW))


def _legal_declare(state: BidHandState) -> tuple[Action, ...]:
    return _ALL_CONTRACTS if state.rules.allow_no_trump else _SUIT_CONTRACTS


def _legal_contract(state: BidHandState) -> tuple[Action, ...]:
    rules = state.rules
    out: list[Action] = []
    if rules.partners_best:
        out.append(PlayContract("partner's best"))
    if rules.moon:
        out.append(PlayContract("moon"))
    if state.high_bid < rules.hand_size:
        out.append(WITH_PARTNER)
    return tuple(out)


def _legal_bidder_discard(state: BidHandState) -> tuple[Action, ...]:
    assert state.to_act is not None
    return tuple([_DISCARD_OF[c] for c in dict.fromkeys(_held_codes(state, state.to_act))])


def best_cards_to_give(hand: Sequence[Card], trump: Trump | None) -> tuple[Card, ...]:
    """Partner's best: the best trump, or when the partner holds no trump, their best cards
    (every card of the highest rank, since suits do not rank against each other)."""
    trumps = [c for c in hand if is_trump(c, trump)]
    if trumps:
        return (max(trumps, key=lambda c: trump_power(c, trump)),)
    top = max(card_power(c, trump, effective_suit(c, trump)) for c in hand)
    return tuple(dict.fromkeys(c for c in hand if card_power(c, trump, effective_suit(c, trump)) == top))


def _legal_partner_gives(state: BidHandState) -> tuple[Action, ...]:
    assert state.to_act is not None
    return tuple(GiveCard(c) for c in best_cards_to_give(state.hand(state.to_act), state.trump))


def _legal_play(state: BidHandState) -> tuple[Action, ...]:
    seat: int = state.to_act  # type: ignore[assignment]
    tables: _PlayTables = state._m.play  # type: ignore[assignment]
    held = state._held >> seat * _WIDTH & _FULL
    trick = state._tcodes
    if trick:
        if not tables.renege:
            held = field_plays(held, tables.fields[seat], tables.eff[trick[0]] * _WIDTH)
    elif tables.joker_not_led:
        held = field_leads(held, tables.fields[seat], _NO_SUIT_SHIFT)  # in no-trump the Joker alone has no suit
    _offer(state, tables, seat, held)
    return state._legal  # type: ignore[return-value]


def _offer(state: BidHandState, tables: _PlayTables, seat: int, legal: int) -> None:
    """Fill in the state's legal plays: those of `seat` at the positions set in `legal`."""
    if tables.dup:
        for first, second in tables.twins[seat]:
            if legal & first and legal & second:
                legal ^= second
    state._lpos = tables.positions[legal]
    out = tables.takers[legal](tables.plays[seat])
    if tables.renege:
        out += _renege_calls(state)
    state._legal = out


def _renege_calls(state: BidHandState) -> tuple[Action, ...]:
    seat = state.to_act
    assert seat is not None
    if state.caught is not None:
        return ()  # a renege was caught and play goes on: the hand's penalty is settled
    # after the first trick every seat in play has played a card
    played = state._m.play.order[state.leader] if state._done else state.trick_seats  # type: ignore[union-attr, index]
    return renege_calls(seat, played, state.rules.num_players, state.false_calls, len(state._done) + 1)


def _legal_over(state: BidHandState) -> tuple[Action, ...]:
    return ()


# ---- applying actions per phase --------------------------------------------------------------
def _apply_dealer_discard(state: BidHandState, action: Action) -> BidHandState:
    assert isinstance(action, Discard)
    new = state._copy(action)
    hand = _held_codes(state, state.dealer)
    hand.remove(CODE[action.card])
    _replace_hand(new, state.dealer, hand)
    new.discarded = (action.card,)
    new.phase = Phase.AUCTION
    new.to_act = next_seat(state.dealer, state.rules.num_players)
    return new


def _apply_auction(state: BidHandState, action: Action) -> BidHandState:
    seat = state.to_act
    assert seat is not None
    new = state._copy(action)
    if isinstance(action, Redeal):
        new.calls = state.calls + ((seat, action),)
        zeros = (0,) * state.rules.num_sides
        new.phase = Phase.OVER
        new.is_over = True
        new.to_act = None
        new._result = BidHandResult(
            maker=None, makers=None, trump=None, alone=False, lone_defender=None, sat_out=(), tricks=zeros,
            points=zeros, outcome=Outcome.FARMERS, thrown_in=True, farmer=seat,
        )
        return new
    made = new._m
    made.calls = made.calls + ((seat, action),)
    if type(action) is Bid:
        made.bids = made.bids + ((seat, action.tricks),)
        made.high_bid = action.tricks
        made.high_bidder = seat
    else:
        made.bids = made.bids + ((seat, None),)
    if seat != made.dealer:
        new.to_act = next_seat(seat, made.rules.num_players)
        return new
    if made.high_bidder is None:
        return _throw_in(new)
    new.phase = Phase.DECLARE
    new.to_act = made.high_bidder
    return new


def _apply_declare(state: BidHandState, action: Action) -> BidHandState:
    assert isinstance(action, NameTrump)
    new = state._copy(action)
    made = new._m
    made.calls = made.calls + ((state.to_act or 0, action),)
    made.trump = action.trump
    rules = made.rules
    if made.high_bid >= rules.contract_bid and (rules.moon or rules.partners_best) and rules.num_players == 4:
        new.phase = Phase.CONTRACT
        return new
    return _start_play(new)


def _apply_contract(state: BidHandState, action: Action) -> BidHandState:
    assert isinstance(action, PlayContract) and state.high_bidder is not None
    new = state._copy(action)
    new.calls = state.calls + ((state.high_bidder, action),)
    new.contract = _CONTRACT_ACTIONS[action.kind]
    if new.contract is Contract.NORMAL:
        return _start_play(new)
    partner = state.rules.partner_of(state.high_bidder)
    assert partner is not None
    new.sitting_out = (partner,)
    if new.contract is Contract.PARTNERS_BEST:
        new.phase = Phase.BIDDER_DISCARD
        new.to_act = state.high_bidder
        return new
    return _start_play(new)


def _apply_bidder_discard(state: BidHandState, action: Action) -> BidHandState:
    assert isinstance(action, Discard) and state.to_act is not None
    new = state._copy(action)
    hand = _held_codes(state, state.to_act)
    hand.remove(CODE[action.card])
    _replace_hand(new, state.to_act, hand)
    new.discarded = state.discarded + (action.card,)
    new.phase = Phase.PARTNER_GIVES
    new.to_act = state.rules.partner_of(state.to_act)
    return new


def _apply_partner_gives(state: BidHandState, action: Action) -> BidHandState:
    assert isinstance(action, GiveCard) and state.to_act is not None and state.high_bidder is not None
    new = state._copy(action)
    given = CODE[action.card]
    partner_hand = _held_codes(state, state.to_act)
    partner_hand.remove(given)
    _replace_hand(new, state.to_act, partner_hand)
    _replace_hand(new, state.high_bidder, [*_held_codes(new, state.high_bidder), given])
    new.given = action.card
    return _start_play(new)


def _start_play(state: BidHandState) -> BidHandState:
    made = state._m
    assert made.trump is not None
    key = (id(made.rules), made.trump, made.sitting_out)
    tables = _TABLES.get(key)
    if tables is None or tables.rules is not made.rules:
        if len(_TABLES) > 256:
            _TABLES.clear()
        tables = _TABLES[key] = _PlayTables(made.rules, made.trump, made.sitting_out)
    made.play = tables.for_hand(made.codes)
    state.phase = _PLAY
    state.leader = made.high_bidder
    state.to_act = made.high_bidder
    state._tcodes = ()
    return state


def _apply_renege_call(state: BidHandState, action: CallRenege) -> BidHandState:
    new = state._copy(action)
    new.calls = state.calls + ((state.to_act or 0, action),)
    caught = caught_renege(state.reneges, action.seat)
    if caught is not None and state.rules.renege_call_ends_hand:
        return _finish(new, caught)
    if caught is not None:
        new.caught = caught
        return new
    new.false_calls = state.false_calls | {(state.to_act or 0, action.seat, len(state._done) + 1)}
    return new


def _finish(state: BidHandState, caught: Renege | None = None) -> BidHandState:
    made = state._m
    rules = made.rules
    bidder = made.high_bidder
    assert bidder is not None
    finished = caught is None
    if finished:
        caught = renege_penalised_at_end(rules, made.reneges, made.caught)
    state.phase = _OVER
    state.is_over = True
    state.to_act = None
    plain = caught is None and not made.reneges
    won = state.tricks_won
    key = (bidder, made.high_bid, made.contract, won)
    results = made.play.results  # type: ignore[union-attr]
    result = results.get(key) if plain else None
    if result is None:
        by_side = tricks_by_side(won, rules.num_players)
        side = rules.side_of(bidder)
        score = score_bid(rules, bidder, made.high_bid, made.contract, by_side[side])
        result = BidHandResult(
            maker=bidder, makers=side, trump=made.trump, alone=made.contract is not Contract.NORMAL,
            lone_defender=None, sat_out=made.sitting_out, tricks=by_side, points=score.points,
            outcome=score.outcome, bid=made.high_bid, contract=made.contract, reneges=made.reneges,
        )
        if caught is not None:
            result = settle_renege(rules, result, made.reneges, caught, finished)
        elif plain:
            if len(results) > 4096:
                results.clear()
            results[key] = result
    state._result = result
    return state


def _throw_in(state: BidHandState) -> BidHandState:
    zeros = (0,) * state.rules.num_sides
    state.phase = Phase.OVER
    state.is_over = True
    state.to_act = None
    state._result = BidHandResult(
        maker=None, makers=None, trump=None, alone=False, lone_defender=None, sat_out=(), tricks=zeros,
        points=zeros, outcome=Outcome.THROWN_IN, thrown_in=True,
    )
    return state


def _apply_over(state: BidHandState, action: Action) -> BidHandState:
    raise IllegalActionError(Refusal("hand_over"))


_LEGAL = {
    Phase.DISCARD: _legal_dealer_discard,
    Phase.AUCTION: _legal_auction,
    Phase.DECLARE: _legal_declare,
    Phase.CONTRACT: _legal_contract,
    Phase.BIDDER_DISCARD: _legal_bidder_discard,
    Phase.PARTNER_GIVES: _legal_partner_gives,
    Phase.PLAY: _legal_play,
    Phase.OVER: _legal_over,
}
_APPLY = {
    Phase.DISCARD: _apply_dealer_discard,
    Phase.AUCTION: _apply_auction,
    Phase.DECLARE: _apply_declare,
    Phase.CONTRACT: _apply_contract,
    Phase.BIDDER_DISCARD: _apply_bidder_discard,
    Phase.PARTNER_GIVES: _apply_partner_gives,
    Phase.OVER: _apply_over,
}


# ---- dealing ----------------------------------------------------------------------------------
class _DealPlan:
    """A ruleset's deck as card codes, and for each dealer the positions in the shuffled deck of each
    seat's cards (one card at a time from the dealer's left; any extra card goes to the dealer). Made only
    for a ruleset whose deck deals out evenly (`check_bid_deck`)."""

    __slots__ = ("auction", "deck", "held", "rules", "seats", "steps", "takers")

    def __init__(self, rules: Rules) -> None:
        check_bid_deck(rules)
        n = rules.num_players
        self.rules = rules
        self.deck = tuple(CODE[c] for c in build_deck(rules))
        self.steps = shuffle_steps(len(self.deck))
        size = n * rules.hand_size
        self.seats = tuple(
            tuple(tuple(i for i in range(len(self.deck)) if ((dealer + 1 + i) % n if i < size else dealer) == seat)
                  for seat in range(n))
            for dealer in range(n)
        )
        self.takers = tuple(tuple(_taker(where) for where in by_seat) for by_seat in self.seats)
        self.held = tuple(
            sum(((1 << len(where)) - 1) << seat * _WIDTH for seat, where in enumerate(by_seat))
            for by_seat in self.seats
        )
        self.auction: dict[tuple[bool, int], tuple[Action, ...]] = {}
        """The legal calls of the auction by (the dealer to bid, the standing bid), without the farmer's hand."""


_DEAL_PLANS: dict[int, _DealPlan] = {}


def _deal_plan(rules: Rules) -> _DealPlan:
    """The deal plan of a ruleset, cached by identity (hashing a Rules value costs more than a deal)."""
    plan = _DEAL_PLANS.get(id(rules))
    if plan is None or plan.rules is not rules:
        if len(_DEAL_PLANS) > 64:
            _DEAL_PLANS.clear()
        plan = _DEAL_PLANS[id(rules)] = _DealPlan(rules)
    return plan


def check_bid_deck(rules: Rules) -> None:
    """Bid Euchre deals the whole deck (the Joker as the dealer's extra card): refuse a ruleset whose deck
    does not come out even, rather than give the dealer the rest."""
    dealt = rules.num_players * rules.hand_size + (1 if rules.joker else 0)
    if rules.deck_size != dealt:
        raise UnsupportedRuleError(
            f"Bid Euchre deals every card, but {rules.num_players} hands of {rules.hand_size} "
            f"{'and the Joker ' if rules.joker else ''}take {dealt} cards of the {rules.deck_size}-card deck"
        )
    if _dealer_gets(rules) >= _WIDTH:
        raise UnsupportedRuleError(f"a hand of {_dealer_gets(rules)} cards is more than the engine holds")


def _dealer_gets(rules: Rules) -> int:
    return rules.hand_size + (1 if rules.joker else 0)


def new_bid_hand(
    rules: Rules,
    dealer: int | str = 0,
    *,
    hands: Sequence[Sequence[Card | str] | str] | None = None,
    seed: int | str | None = None,
    rng: random.Random | None = None,
) -> BidHandState:
    """A Bid Euchre hand ready for the auction (or for the dealer's discard with the Joker)."""
    if rules.family is not Family.BID:
        raise RulesError("new_bid_hand needs a Bid Euchre ruleset")
    if hands is None:
        plan = _deal_plan(rules)  # checks the deck, once per ruleset
        n = rules.num_players
        dealer = seat_index(dealer, n)
        deck = shuffled(plan.deck, plan.steps, rng if rng is not None else seeded(seed))
        codes = tuple([take(deck) for take in plan.takers[dealer]])
        held = plan.held[dealer]
        info = _Deal(dealer, deck, None, plan.auction)
    else:
        check_bid_deck(rules)
        n = rules.num_players
        dealer = seat_index(dealer, n)
        dealt = _check_hands(rules, dealer, hands)
        packets = []
        for i in range(n * rules.hand_size):
            seat = (dealer + 1 + i) % n
            packets.append((seat, (dealt[seat][i // n],)))
        if rules.joker:
            packets.append((dealer, (dealt[dealer][-1],)))
        info = _Deal(dealer, None, tuple(packets), _deal_plan(rules).auction)
        codes = tuple([tuple([CODE[c] for c in hand]) for hand in dealt])
        held = sum(((1 << len(hand)) - 1) << seat * _WIDTH for seat, hand in enumerate(codes))
    made = _Made()
    made.rules = rules
    made.dealer = dealer
    made.codes = codes
    made.deal = info
    made.play = None
    made.bids = ()
    made.high_bidder = None
    made.high_bid = 0
    made.trump = None
    made.contract = Contract.NORMAL
    made.sitting_out = ()
    made.calls = ()
    made.discarded = ()
    made.given = None
    made.reneges = ()
    made.caught = None
    made.false_calls = frozenset()
    state = BidHandState()
    state._m = made
    state._held = held
    state._tcodes = ()
    state._lpos = None
    state.leader = None
    state._done = ()
    state.parent = None
    state.last_action = None
    state.last_seat = None
    state._result = None
    state._legal = None
    state.is_over = False
    if rules.joker:
        state.phase = Phase.DISCARD
        state.to_act = dealer
    else:
        state.phase = Phase.AUCTION
        state.to_act = next_seat(dealer, n)
    return state


def _check_hands(
    rules: Rules, dealer: int, hands: Sequence[Sequence[Card | str] | str]
) -> tuple[tuple[Card, ...], ...]:
    n = rules.num_players
    dealt = parse_hands(hands, n)
    for seat, h in enumerate(dealt):
        want = _dealer_gets(rules) if seat == dealer else rules.hand_size
        if len(h) != want:
            raise RulesError(f"{seat_name(seat, n)} has {len(h)} cards; they need {want}")
    deck = Counter(build_deck(rules))
    used = Counter(c for h in dealt for c in h)
    for card, count in used.items():
        if count > deck[card]:
            raise RulesError(f"{card} was dealt {count} times, but the deck has {deck[card]}")
    return dealt


__all__ = ["BidHandResult", "BidHandState", "Contract", "best_cards_to_give", "new_bid_hand"]
