"""The Bid Euchre hand state machine (RULES.md sections 3 and 4): the auction, naming trump or
no-trump, partner's best and shooting the moon, the Joker's extra card, trick play with renege
mode, and per-trick scoring. Same interface as the standard HandState.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from euchre.actions import (
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
from euchre.cards import Card, Suit, build_deck, parse_cards
from euchre.errors import IllegalActionError, RulesError
from euchre.history import StateHistory
from euchre.phases import Phase
from euchre.ranking import NoTrump, Trump, card_power, effective_suit, is_trump, trump_power
from euchre.reneges import Renege, find_renege
from euchre.rules import Family, Rules
from euchre.scoring import Contract, Outcome, score_bid
from euchre.seats import seat_name
from euchre.state import HandResult, Trick
from euchre.tricks import (
    caught_renege,
    legal_leads,
    legal_plays,
    next_seat,
    renege_calls,
    renege_penalised_at_end,
    settle_renege,
    tricks_by_side,
    winning_seat,
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
}


class BidHandState(StateHistory):
    """One Bid Euchre hand. Create it with `new_bid_hand` (or `euchre.new_hand`)."""

    __slots__ = (
        "_legal",
        "_result",
        "bids",
        "calls",
        "caught",
        "contract",
        "deal_packets",
        "dealer",
        "discarded",
        "false_calls",
        "given",
        "hands",
        "high_bid",
        "high_bidder",
        "last_action",
        "last_seat",
        "leader",
        "parent",
        "phase",
        "reneges",
        "rules",
        "sitting_out",
        "to_act",
        "trick",
        "trick_seats",
        "tricks",
        "tricks_won",
        "trump",
    )

    rules: Rules
    dealer: int
    phase: Phase
    to_act: int | None
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[tuple[int, int | None], ...]
    high_bidder: int | None
    high_bid: int
    trump: Trump | None
    contract: Contract
    sitting_out: tuple[int, ...]
    calls: tuple[tuple[int, Action], ...]
    discarded: tuple[Card, ...]
    given: Card | None
    leader: int | None
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    reneges: tuple[Renege, ...]
    caught: Renege | None
    """The renege a call caught, when the call does not end the hand (`renege_call_ends_hand`)."""
    false_calls: frozenset[tuple[int, int, int]]
    deal_packets: tuple[tuple[int, tuple[Card, ...]], ...]
    parent: BidHandState | None
    last_action: Action | None
    last_seat: int | None
    _result: BidHandResult | None
    _legal: tuple[Action, ...] | None

    upcard = None
    kitty: tuple[Card, ...] = ()
    lone_defender = None

    # ---- reading ------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

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

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.hands[seat]

    def tricks_by_side(self) -> tuple[int, ...]:
        return tricks_by_side(self.tricks_won, self.rules.num_players)

    def legal_plays(self) -> tuple[Card, ...]:
        if self.phase is not Phase.PLAY or self.to_act is None:
            return ()
        return legal_plays(self.hands[self.to_act], self.trick, self.trump, self.rules)

    def __repr__(self) -> str:
        who = "-" if self.to_act is None else seat_name(self.to_act, self.num_players)
        return f"<BidHandState {self.phase.value}, to act: {who}, bid: {self.high_bid}, trump: {self.trump}>"

    # ---- acting -------------------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        if self._legal is None:
            self._legal = _LEGAL[self.phase](self)
        return self._legal

    def apply(self, action: Action | str) -> BidHandState:
        action = as_action(action)
        if action in self.legal_actions():
            return _APPLY[self.phase](self, action)
        raise IllegalActionError(self.why_illegal(action))

    def why_illegal(self, action: Action | str) -> str:
        from euchre import explain

        action = as_action(action)
        if self.is_over:
            return "the hand is over: no more actions can be taken"
        who = seat_name(self.to_act, self.num_players) if self.to_act is not None else "nobody"
        rules = self.rules
        if isinstance(action, Bid) and self.phase is Phase.AUCTION:
            top = rules.hand_size
            if action.tricks < rules.min_bid or action.tricks > top:
                return f"a bid is a number of tricks from {rules.min_bid} to {top}"
            if self.to_act == self.dealer and rules.dealer_may_equal and self.high_bid:
                return (
                    f"the dealer must bid at least the standing bid of {self.high_bid}: the dealer may take "
                    "the contract by equalling it"
                )
            return f"a bid must beat the standing bid of {self.high_bid}"
        if isinstance(action, Pass) and self.phase is Phase.AUCTION:
            return "everyone else passed, so the dealer must bid at least " + str(rules.min_bid)
        if isinstance(action, NameTrump) and isinstance(action.trump, NoTrump):
            return "this ruleset has no no-trump contracts"
        if isinstance(action, Play) and self.phase is Phase.PLAY and self.to_act is not None:
            hand = self.hands[self.to_act]
            if not self.trick and action.card in hand and action.card not in legal_leads(hand, self.trump, rules):
                return f"the Joker may not be led in {self.trump}: lead another card (this ruleset's choice)"
            return explain.why_not_playable(action.card, self.hands[self.to_act], self.trick, self.trump, who)
        if isinstance(action, GiveCard) and self.phase is Phase.PARTNER_GIVES:
            return "partner's best: the partner must pass their best trump (or their best card if they have no trump)"
        options = ", ".join(a.text for a in self.legal_actions())
        return f"{action.text!r} is not allowed now ({self.phase.value}, {who} to act); allowed: {options}"

    def _copy(self, action: Action) -> BidHandState:
        new = object.__new__(BidHandState)
        for name in _COPIED:
            object.__setattr__(new, name, getattr(self, name))
        new.parent = self
        new.last_action = action
        new.last_seat = self.to_act
        new._result = None
        new._legal = None
        return new


_COPIED = tuple(
    s for s in BidHandState.__slots__ if s not in ("parent", "last_action", "last_seat", "_result", "_legal")
)


def _next_active(state: BidHandState, seat: int) -> int:
    return next_seat(seat, state.rules.num_players, state.sitting_out)


def _replace_hand(state: BidHandState, seat: int, hand: list[Card]) -> None:
    hands = list(state.hands)
    hands[seat] = tuple(hand)
    state.hands = tuple(hands)


# ---- legal actions per phase ---------------------------------------------------------------
def _legal_dealer_discard(state: BidHandState) -> tuple[Action, ...]:
    return tuple(Discard(c) for c in dict.fromkeys(state.hands[state.dealer]))


def _legal_auction(state: BidHandState) -> tuple[Action, ...]:
    rules = state.rules
    top = rules.hand_size
    is_dealer = state.to_act == state.dealer
    low = max(rules.min_bid, state.high_bid + 1)
    if is_dealer and rules.dealer_may_equal and state.high_bid:
        low = state.high_bid
    out: list[Action] = []
    if rules.farmers and not any(seat == state.to_act for seat, _ in state.bids):
        from euchre.state import is_farmers_hand

        if is_farmers_hand(state.hands[state.to_act or 0], rules.farmers_hand):
            out.append(REDEAL)
    everyone_passed = is_dealer and state.high_bid == 0
    if not (everyone_passed and rules.stick_the_dealer):
        out.append(PASS)
    out.extend(Bid(n) for n in range(low, top + 1))
    return tuple(out)


def _legal_declare(state: BidHandState) -> tuple[Action, ...]:
    out: list[Action] = [NameTrump(s) for s in Suit]
    if state.rules.allow_no_trump:
        out += [NameTrump(NoTrump.HIGH), NameTrump(NoTrump.LOW)]
    return tuple(out)


def _legal_contract(state: BidHandState) -> tuple[Action, ...]:
    rules = state.rules
    out: list[Action] = []
    if rules.partners_best:
        out.append(PlayContract("partner's best"))
    if rules.moon:
        out.append(PlayContract("moon"))
    return tuple(out)


def _legal_bidder_discard(state: BidHandState) -> tuple[Action, ...]:
    assert state.to_act is not None
    return tuple(Discard(c) for c in dict.fromkeys(state.hands[state.to_act]))


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
    return tuple(GiveCard(c) for c in best_cards_to_give(state.hands[state.to_act], state.trump))


def _legal_play(state: BidHandState) -> tuple[Action, ...]:
    assert state.to_act is not None
    hand = state.hands[state.to_act]
    if state.rules.renege_mode:
        cards = hand if state.trick else legal_leads(hand, state.trump, state.rules)
    else:
        cards = legal_plays(hand, state.trick, state.trump, state.rules)
    out: list[Action] = [Play(c) for c in dict.fromkeys(cards)]
    if state.rules.renege_mode:
        out += _renege_calls(state)
    return tuple(out)


def _renege_calls(state: BidHandState) -> tuple[Action, ...]:
    seat = state.to_act
    assert seat is not None
    if state.caught is not None:
        return ()  # a renege was caught and play goes on: the hand's penalty is settled
    played = {t_seat for t in state.tricks for t_seat in t.seats} | set(state.trick_seats)
    return renege_calls(seat, played, state.rules.num_players, state.false_calls, len(state.tricks) + 1)


def _legal_over(state: BidHandState) -> tuple[Action, ...]:
    return ()


# ---- applying actions per phase --------------------------------------------------------------
def _apply_dealer_discard(state: BidHandState, action: Action) -> BidHandState:
    assert isinstance(action, Discard)
    new = state._copy(action)
    hand = list(state.hands[state.dealer])
    hand.remove(action.card)
    _replace_hand(new, state.dealer, hand)
    new.discarded = (action.card,)
    new.phase = Phase.AUCTION
    new.to_act = (state.dealer + 1) % state.rules.num_players
    return new


def _apply_auction(state: BidHandState, action: Action) -> BidHandState:
    seat = state.to_act
    assert seat is not None
    new = state._copy(action)
    if isinstance(action, Redeal):
        new.calls = state.calls + ((seat, action),)
        zeros = (0,) * state.rules.num_sides
        new.phase = Phase.OVER
        new.to_act = None
        new._result = BidHandResult(
            maker=None, makers=None, trump=None, alone=False, lone_defender=None, sat_out=(), tricks=zeros,
            points=zeros, outcome=Outcome.FARMERS, thrown_in=True, farmer=seat,
        )
        return new
    new.calls = state.calls + ((seat, action),)
    new.bids = state.bids + ((seat, action.tricks if isinstance(action, Bid) else None),)
    if isinstance(action, Bid):
        new.high_bid = action.tricks
        new.high_bidder = seat
    if seat != state.dealer:
        new.to_act = (seat + 1) % state.rules.num_players
        return new
    if new.high_bidder is None:
        return _throw_in(new)
    new.phase = Phase.DECLARE
    new.to_act = new.high_bidder
    return new


def _apply_declare(state: BidHandState, action: Action) -> BidHandState:
    assert isinstance(action, NameTrump)
    new = state._copy(action)
    new.calls = state.calls + ((state.to_act or 0, action),)
    new.trump = action.trump
    rules = state.rules
    if state.high_bid == rules.hand_size and (rules.moon or rules.partners_best) and rules.num_players == 4:
        new.phase = Phase.CONTRACT
        return new
    return _start_play(new)


def _apply_contract(state: BidHandState, action: Action) -> BidHandState:
    assert isinstance(action, PlayContract) and state.high_bidder is not None
    new = state._copy(action)
    new.calls = state.calls + ((state.high_bidder, action),)
    new.contract = _CONTRACT_ACTIONS[action.kind]
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
    hand = list(state.hands[state.to_act])
    hand.remove(action.card)
    _replace_hand(new, state.to_act, hand)
    new.discarded = state.discarded + (action.card,)
    new.phase = Phase.PARTNER_GIVES
    new.to_act = state.rules.partner_of(state.to_act)
    return new


def _apply_partner_gives(state: BidHandState, action: Action) -> BidHandState:
    assert isinstance(action, GiveCard) and state.to_act is not None and state.high_bidder is not None
    new = state._copy(action)
    partner_hand = list(state.hands[state.to_act])
    partner_hand.remove(action.card)
    _replace_hand(new, state.to_act, partner_hand)
    _replace_hand(new, state.high_bidder, [*new.hands[state.high_bidder], action.card])
    new.given = action.card
    return _start_play(new)


def _start_play(state: BidHandState) -> BidHandState:
    state.phase = Phase.PLAY
    state.leader = state.high_bidder
    state.to_act = state.high_bidder
    state.trick = ()
    state.trick_seats = ()
    return state


def _apply_play(state: BidHandState, action: Action) -> BidHandState:
    seat = state.to_act
    assert seat is not None
    if isinstance(action, CallRenege):
        return _apply_renege_call(state, action)
    assert isinstance(action, Play)
    new = state._copy(action)
    hand = list(state.hands[seat])
    renege = find_renege(seat, hand, state.trick, state.trump, action.card, len(state.tricks) + 1)
    if renege is not None:
        new.reneges = state.reneges + (renege,)
    hand.remove(action.card)
    _replace_hand(new, seat, hand)
    trick = state.trick + (action.card,)
    seats = state.trick_seats + (seat,)
    if len(trick) < len(new.active_seats):
        new.trick, new.trick_seats = trick, seats
        new.to_act = _next_active(state, seat)
        return new
    winner = winning_seat(trick, seats, state.trump)
    won = list(state.tricks_won)
    won[winner] += 1
    new.tricks_won = tuple(won)
    new.tricks = state.tricks + (Trick(seats[0], trick, seats, winner),)
    new.trick, new.trick_seats = (), ()
    if len(new.tricks) == state.rules.tricks_per_hand:
        return _finish(new)
    new.leader = new.to_act = winner
    return new


def _apply_renege_call(state: BidHandState, action: CallRenege) -> BidHandState:
    new = state._copy(action)
    new.calls = state.calls + ((state.to_act or 0, action),)
    caught = caught_renege(state.reneges, action.seat)
    if caught is not None and state.rules.renege_call_ends_hand:
        return _finish(new, caught)
    if caught is not None:
        new.caught = caught
        return new
    new.false_calls = state.false_calls | {(state.to_act or 0, action.seat, len(state.tricks) + 1)}
    return new


def _finish(state: BidHandState, caught: Renege | None = None) -> BidHandState:
    rules = state.rules
    assert state.high_bidder is not None
    finished = caught is None
    if finished:
        caught = renege_penalised_at_end(rules, state.reneges, state.caught)
    by_side = state.tricks_by_side()
    side = rules.side_of(state.high_bidder)
    score = score_bid(rules, state.high_bidder, state.high_bid, state.contract, by_side[side])
    state.phase = Phase.OVER
    state.to_act = None
    result = BidHandResult(
        maker=state.high_bidder, makers=side, trump=state.trump, alone=state.alone, lone_defender=None,
        sat_out=state.sitting_out, tricks=by_side, points=score.points, outcome=score.outcome,
        bid=state.high_bid, contract=state.contract, reneges=state.reneges,
    )
    if caught is not None:
        result = settle_renege(rules, result, state.reneges, caught, finished)
    state._result = result
    return state


def _throw_in(state: BidHandState) -> BidHandState:
    zeros = (0,) * state.rules.num_sides
    state.phase = Phase.OVER
    state.to_act = None
    state._result = BidHandResult(
        maker=None, makers=None, trump=None, alone=False, lone_defender=None, sat_out=(), tricks=zeros,
        points=zeros, outcome=Outcome.THROWN_IN, thrown_in=True,
    )
    return state


def _apply_over(state: BidHandState, action: Action) -> BidHandState:
    raise IllegalActionError("the hand is over: no more actions can be taken")


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
    Phase.PLAY: _apply_play,
    Phase.OVER: _apply_over,
}


# ---- dealing ----------------------------------------------------------------------------------
def _dealer_gets(rules: Rules) -> int:
    return rules.hand_size + (1 if rules.joker else 0)


def new_bid_hand(
    rules: Rules,
    dealer: int = 0,
    *,
    hands: Sequence[Sequence[Card | str] | str] | None = None,
    seed: int | str | None = None,
    rng: random.Random | None = None,
) -> BidHandState:
    """A Bid Euchre hand ready for the auction (or for the dealer's discard with the Joker)."""
    if rules.family is not Family.BID:
        raise RulesError("new_bid_hand needs a Bid Euchre ruleset")
    n = rules.num_players
    if not 0 <= dealer < n:
        raise RulesError(f"dealer must be a seat from 0 to {n - 1}, not {dealer}")
    if hands is None:
        deck = list(build_deck(rules))
        (rng if rng is not None else random.Random(seed)).shuffle(deck)
        dealt_lists: list[list[Card]] = [[] for _ in range(n)]
        packets: list[tuple[int, tuple[Card, ...]]] = []
        for i, card in enumerate(deck):
            seat = (dealer + 1 + i) % n
            if i >= n * rules.hand_size:
                seat = dealer
            dealt_lists[seat].append(card)
            packets.append((seat, (card,)))
        dealt = tuple(tuple(h) for h in dealt_lists)
    else:
        dealt = _check_hands(rules, dealer, hands)
        packets = []
        for i in range(n * rules.hand_size):
            seat = (dealer + 1 + i) % n
            packets.append((seat, (dealt[seat][i // n],)))
        if rules.joker:
            packets.append((dealer, (dealt[dealer][-1],)))
    state = object.__new__(BidHandState)
    state.rules = rules
    state.dealer = dealer
    state.hands = dealt
    state.bids = ()
    state.high_bidder = None
    state.high_bid = 0
    state.trump = None
    state.contract = Contract.NORMAL
    state.sitting_out = ()
    state.calls = ()
    state.discarded = ()
    state.given = None
    state.leader = None
    state.trick = ()
    state.trick_seats = ()
    state.tricks = ()
    state.tricks_won = (0,) * n
    state.reneges = ()
    state.caught = None
    state.false_calls = frozenset()
    state.deal_packets = tuple(packets)
    state.parent = None
    state.last_action = None
    state.last_seat = None
    state._result = None
    state._legal = None
    if rules.joker:
        state.phase = Phase.DISCARD
        state.to_act = dealer
    else:
        state.phase = Phase.AUCTION
        state.to_act = (dealer + 1) % n
    return state


def _check_hands(
    rules: Rules, dealer: int, hands: Sequence[Sequence[Card | str] | str]
) -> tuple[tuple[Card, ...], ...]:
    n = rules.num_players
    if len(hands) != n:
        raise RulesError(f"this ruleset has {n} players, but {len(hands)} hands were given")
    dealt = tuple(parse_cards(h if isinstance(h, str) else list(h)) for h in hands)  # type: ignore[arg-type]
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
