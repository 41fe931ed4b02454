"""The Bid Euchre hand (RULES.md sections 3 and 4): the deal of every card with the Joker's extra card,
the auction, naming trump or no-trump, partner's best and shooting the moon, and per-trick scoring.
Trick play, renege mode and the step are the engine's (`euchre.engine.hand_engine.PlayedHand`), shared
with the standard family's HandState.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

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
    PlayContract,
    Redeal,
)
from euchre.engine.cards import Card, Suit, build_deck, parse_hands
from euchre.engine.errors import IllegalActionError, Refusal, RulesError, UnsupportedRuleError
from euchre.engine.farmers import is_farmers_hand
from euchre.engine.hand_engine import NO_RENEGES, HandFacts, PlayedHand, play_tables, position_tables, taker
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump, Trump, card_power, effective_suit, is_trump, trump_power
from euchre.engine.reneges import Renege, renege_penalised_at_end, renege_settlement
from euchre.engine.results import BidHandResult
from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import Contract, Outcome, score_bid
from euchre.engine.seats import seat_index, seat_name
from euchre.engine.shuffle import seeded, shuffle_steps, shuffled
from euchre.engine.tricks import (
    CARDS,
    CODE,
    NO_SUIT,
    next_seat,
    side_of,
    tricks_by_side,
)

_CONTRACT_ACTIONS = {
    "moon": Contract.MOON,
    "partner's best": Contract.PARTNERS_BEST,
    "with partner": Contract.NORMAL,
}
WITH_PARTNER = PlayContract("with partner")
"""A bid below every trick that `Rules.moon_bid` lets be played as the moon may also be played as usual."""


class _Made(HandFacts):
    """The facts of a hand that only the deal, the auction, the contract and renege calls change; from the
    first lead on, also the hand's trick-play tables (`play`)."""

    __slots__ = (
        "bids", "calls", "codes", "contract", "deal", "dealer", "discarded", "given", "high_bid", "high_bidder",
        "play", "rules", "sitting_out", "trump",
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
        new.play = self.play
        return new


class BidHandState(PlayedHand):
    """One Bid Euchre hand. Create it with `euchre.engine.hands.new_hand`.

    The engine (`euchre.engine.hand_engine.PlayedHand`) plays the tricks; this class adds the deal of every
    card, the auction, naming trump, the contract (partner's best, the moon) and the score."""

    __slots__ = ()

    # `_m` (declared by the engine, which a compiled build does not let a subclass narrow) is a `_Made`: what
    # the deal and the auction decided, shared with the states that agree on it (every state of trick play).

    # What the deal and the auction decided lives in `_m`; these read it.
    @property
    def rules(self) -> Rules:
        return self._m.rules

    @property
    def dealer(self) -> int:
        return self._m.dealer

    @property
    def bids(self) -> tuple[tuple[int, int | None], ...]:
        return self._m.bids

    @property
    def high_bidder(self) -> int | None:
        return self._m.high_bidder

    @property
    def high_bid(self) -> int:
        return self._m.high_bid

    @property
    def trump(self) -> Trump | None:
        return self._m.trump

    @property
    def contract(self) -> Contract:
        return self._m.contract

    @property
    def sitting_out(self) -> tuple[int, ...]:
        return self._m.sitting_out

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        return self._m.calls

    @property
    def discarded(self) -> tuple[Card, ...]:
        return self._m.discarded

    @property
    def given(self) -> Card | None:
        return self._m.given

    @property
    def _codes(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's cards as card codes (`euchre.engine.tricks.CODE`) by position: in the order dealt (or
        received), including the cards played since."""
        return self._m.codes

    @property
    def _deal(self) -> _Deal:
        return self._m.deal

    @property
    def lone_defender(self) -> int | None:
        return None

    @property
    def caught(self) -> Renege | None:
        """The renege a call caught, when the call does not end the hand (`renege_call_ends_hand`)."""
        return self._rn[2] if self._rn else None

    @property
    def false_calls(self) -> frozenset[tuple[int, int, int]]:
        """The (caller, accused, trick) of renege calls that found no renege."""
        return self._rn[1] if self._rn else frozenset()

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
    def maker(self) -> int | None:
        return self.high_bidder

    @property
    def alone(self) -> bool:
        return self.contract is not Contract.NORMAL

    @property
    def deal_pattern(self) -> str:
        return "one card at a time"

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple([CARDS[code] for code in _held_codes(self, seat)])

    def __repr__(self) -> str:
        who = "-" if self.to_act is None else seat_name(self.to_act, self.num_players)
        return f"<BidHandState {self.phase.value}, to act: {who}, bid: {self.high_bid}, trump: {self.trump}>"

    # ---- the phases before play (their functions: `_PHASE_ACTIONS`, `_PHASE_STEPS` below) ------------
    def _note_call(self, seat: int, action: CallRenege) -> None:
        made = self._m = self._m.copy()
        made.calls = made.calls + ((seat, action),)

    def _finish(self, caught: Renege | None = None) -> BidHandState:
        """The score: Bid Euchre's (`score_bid`), with any renege's penalty."""
        made = self._m
        rules = made.rules
        bidder = made.high_bidder
        assert bidder is not None and made.trump is not None
        won = self.tricks_won
        book = self._rn
        if book and book[0]:
            return self._over(bid_result(
                rules, bidder, made.high_bid, made.contract, made.trump, made.sitting_out,
                tricks_by_side(won, rules.num_players), book[0], book[2], caught,
            ))
        key = (bidder, made.high_bid, made.contract, won)
        results = made.play.results  # type: ignore[union-attr]
        result = results.get(key)
        if result is None:
            if len(results) > 4096:
                results.clear()
            result = results[key] = bid_result(
                rules, bidder, made.high_bid, made.contract, made.trump, made.sitting_out,
                tricks_by_side(won, rules.num_players),
            )
        return self._over(result)

    def _refusal_before_play(self, action: Action) -> Refusal | None:
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
        if isinstance(action, GiveCard) and self.phase is Phase.PARTNER_GIVES:
            return Refusal("partners_best")
        return None

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
        new._rn = self._rn
        new._legal = None
        new._lpos = None
        return new


_PLAY = Phase.PLAY
_AUCTION = Phase.AUCTION
_OVER = Phase.OVER
_DISCARD_OF = tuple(Discard(card) for card in CARDS)
_BID = tuple(Bid(n) for n in range(25))
_WIDTH = 16
"""Bits per seat in `BidHandState._held` (more than any hand holds: 12 cards and one more)."""
_FULL = (1 << _WIDTH) - 1
_NO_SUIT_SHIFT = NO_SUIT * _WIDTH
class _Deal:
    """The facts of one deal, shared by every state of the hand."""

    __slots__ = ("auction", "dealer", "deck", "packets", "plan")

    def __init__(
        self, dealer: int, deck: list[int] | None, packets: tuple[tuple[int, tuple[Card, ...]], ...] | None,
        plan: _DealPlan,
    ):
        self.dealer = dealer
        self.deck = deck
        self.packets = packets
        self.plan = plan
        self.auction = plan.auction
        """The ruleset's auction calls (`_DealPlan.auction`), shared."""

    def __reduce__(self) -> tuple[type[_Deal], tuple[object, ...]]:
        return _Deal, (self.dealer, self.deck, self.packets, self.plan)


def _held_codes(state: BidHandState, seat: int) -> list[int]:
    """The codes of the cards `seat` still holds, in the order of its hand."""
    codes = state._m.codes[seat]
    positions = position_tables(state._m.rules.hand_size + 1)[0]
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
        legal = auction[is_dealer, high] = auction_options(rules, is_dealer, high)
    if rules.farmers and not any(seat == state.to_act for seat, _ in made.bids):
        if is_farmers_hand(state.hand(state.to_act or 0), rules.farmers_hand):
            legal = (REDEAL, *legal)
    return legal


_SUIT_CONTRACTS: tuple[Action, ...] = tuple(NameTrump(s) for s in Suit)
_ALL_CONTRACTS: tuple[Action, ...] = (*_SUIT_CONTRACTS, NameTrump(NoTrump.HIGH), NameTrump(NoTrump.LOW))


def auction_options(rules: Rules, is_dealer: bool, high_bid: int) -> tuple[Action, ...]:
    """A seat's calls in the auction with `high_bid` standing (0: none yet): pass, or bid above it (the
    dealer may equal it under `dealer_may_equal`), from `min_bid` to every trick; the dealer, when everyone
    passed, must bid under stick the dealer. A farmer's hand adds its redeal (`BidHandState.legal_actions`)."""
    low = max(rules.min_bid, high_bid + 1)
    if is_dealer and rules.dealer_may_equal and high_bid:
        low = high_bid
    everyone_passed = is_dealer and high_bid == 0
    pass_ok = not (everyone_passed and rules.stick_the_dealer)
    return (*((PASS,) if pass_ok else ()), *_BID[low:rules.hand_size + 1])


def declare_options(rules: Rules) -> tuple[Action, ...]:
    """The high bidder names trump: a suit, or high or low no-trump where the ruleset allows it."""
    return _ALL_CONTRACTS if rules.allow_no_trump else _SUIT_CONTRACTS


def contract_offered(rules: Rules, high_bid: int) -> bool:
    """Whether the high bidder chooses how to play the bid (partner's best, the moon), once trump is named."""
    return high_bid >= rules.contract_bid and (rules.moon or rules.partners_best) and rules.num_players == 4


def contract_options(rules: Rules, high_bid: int) -> tuple[Action, ...]:
    """How a bid may be played, when `contract_offered`: partner's best, the moon, and, for a bid below every
    trick, with partner as usual."""
    out: list[Action] = []
    if rules.partners_best:
        out.append(PlayContract("partner's best"))
    if rules.moon:
        out.append(PlayContract("moon"))
    if high_bid < rules.hand_size:
        out.append(WITH_PARTNER)
    return tuple(out)


def _legal_declare(state: BidHandState) -> tuple[Action, ...]:
    return state._m.deal.plan.declare


def _legal_contract(state: BidHandState) -> tuple[Action, ...]:
    made = state._m
    return made.deal.plan.contracts[made.high_bid]


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


def _legal_over(state: BidHandState) -> tuple[Action, ...]:
    return ()


# ---- applying actions per phase --------------------------------------------------------------
def _apply_dealer_discard(state: BidHandState, action: Action, k: int = 0) -> BidHandState:
    assert isinstance(action, Discard)
    new = state._copy(action)
    hand = _held_codes(state, state.dealer)
    hand.remove(CODE[action.card])
    _replace_hand(new, state.dealer, hand)
    new._m.discarded = (action.card,)
    new.phase = Phase.AUCTION
    new.to_act = next_seat(state.dealer, state.rules.num_players)
    return new


def _apply_auction(state: BidHandState, action: Action, k: int = 0) -> BidHandState:
    seat = state.to_act
    assert seat is not None
    new = state._copy(action)
    if isinstance(action, Redeal):
        new._m.calls = state.calls + ((seat, action),)
        return new._over(BidHandResult.not_played(state.rules.num_sides, Outcome.FARMERS, seat))
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


def _apply_declare(state: BidHandState, action: Action, k: int = 0) -> BidHandState:
    assert isinstance(action, NameTrump)
    new = state._copy(action)
    made = new._m
    made.calls = made.calls + ((state.to_act or 0, action),)
    made.trump = action.trump
    if made.deal.plan.contracts[made.high_bid]:  # `contract_offered`, worked out once per ruleset
        new.phase = Phase.CONTRACT
        return new
    return _start_play(new)


def _apply_contract(state: BidHandState, action: Action, k: int = 0) -> BidHandState:
    assert isinstance(action, PlayContract) and state.high_bidder is not None
    new = state._copy(action)
    new._m.calls = state.calls + ((state.high_bidder, action),)
    new._m.contract = _CONTRACT_ACTIONS[action.kind]
    if new.contract is Contract.NORMAL:
        return _start_play(new)
    partner = state.rules.partner_of(state.high_bidder)
    assert partner is not None
    new._m.sitting_out = (partner,)
    if new.contract is Contract.PARTNERS_BEST:
        new.phase = Phase.BIDDER_DISCARD
        new.to_act = state.high_bidder
        return new
    return _start_play(new)


def _apply_bidder_discard(state: BidHandState, action: Action, k: int = 0) -> BidHandState:
    assert isinstance(action, Discard) and state.to_act is not None
    new = state._copy(action)
    hand = _held_codes(state, state.to_act)
    hand.remove(CODE[action.card])
    _replace_hand(new, state.to_act, hand)
    new._m.discarded = state.discarded + (action.card,)
    new.phase = Phase.PARTNER_GIVES
    new.to_act = state.rules.partner_of(state.to_act)
    return new


def _apply_partner_gives(state: BidHandState, action: Action, k: int = 0) -> BidHandState:
    assert isinstance(action, GiveCard) and state.to_act is not None and state.high_bidder is not None
    new = state._copy(action)
    given = CODE[action.card]
    partner_hand = _held_codes(state, state.to_act)
    partner_hand.remove(given)
    _replace_hand(new, state.to_act, partner_hand)
    _replace_hand(new, state.high_bidder, [*_held_codes(new, state.high_bidder), given])
    new._m.given = action.card
    return _start_play(new)


def _start_play(state: BidHandState) -> BidHandState:
    """Trick play begins: the high bidder leads, with the engine's tables for this contract, seating and deal."""
    made = state._m
    assert made.trump is not None and made.high_bidder is not None
    return state._begin_play(play_tables(made.rules, made.trump, made.sitting_out, _WIDTH).for_hand(made.codes),
                             made.high_bidder)


def bid_result(
    rules: Rules, bidder: int, bid: int, contract: Contract, trump: Trump, sitting_out: tuple[int, ...],
    tricks: tuple[int, ...], reneges: tuple[Renege, ...] = (), standing: Renege | None = None,
    ended_by: Renege | None = None,
) -> BidHandResult:
    """A Bid Euchre hand's result from the tricks each side took (`score_bid`), with renege mode's penalty:
    `ended_by` is the renege a call caught that ended the hand, `standing` the one a call caught while play
    went on; a hand played out penalises `renege_penalised_at_end`."""
    side = side_of(bidder, rules.num_players)
    score = score_bid(rules, bidder, bid, contract, tricks[side])
    points, outcome, listed = score.points, score.outcome, reneges
    caught = ended_by if ended_by is not None else renege_penalised_at_end(rules, reneges, standing)
    if caught is not None:
        points, outcome, listed = renege_settlement(rules, points, reneges, caught, finished=ended_by is None)
    return BidHandResult(
        maker=bidder, makers=side, trump=trump, alone=contract is not Contract.NORMAL, lone_defender=None,
        sat_out=sitting_out, tricks=tricks, points=points, outcome=outcome, bid=bid, contract=contract,
        reneges=listed,
    )


def _throw_in(state: BidHandState) -> BidHandState:
    return state._over(BidHandResult.not_played(state.rules.num_sides, Outcome.THROWN_IN))


def _apply_over(state: BidHandState, action: Action, k: int = 0) -> BidHandState:
    raise IllegalActionError(Refusal("hand_over"))


BidHandState._PHASE_ACTIONS = {
    Phase.DISCARD: _legal_dealer_discard,
    Phase.AUCTION: _legal_auction,
    Phase.DECLARE: _legal_declare,
    Phase.CONTRACT: _legal_contract,
    Phase.BIDDER_DISCARD: _legal_bidder_discard,
    Phase.PARTNER_GIVES: _legal_partner_gives,
    Phase.PLAY: _legal_over,
    Phase.OVER: _legal_over,
}
BidHandState._PHASE_STEPS = {  # type: ignore[assignment]
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

    __slots__ = ("auction", "contracts", "deck", "declare", "held", "rules", "seats", "steps", "takers")

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
        self.takers = tuple(tuple(taker(where) for where in by_seat) for by_seat in self.seats)
        self.held = tuple(
            sum(((1 << len(where)) - 1) << seat * _WIDTH for seat, where in enumerate(by_seat))
            for by_seat in self.seats
        )
        self.auction: dict[tuple[bool, int], tuple[Action, ...]] = {}
        """The legal calls of the auction by (the dealer to bid, the standing bid), without the farmer's hand."""
        self.declare = declare_options(rules)
        top = rules.hand_size
        self.contracts = tuple(
            contract_options(rules, high) if contract_offered(rules, high) else () for high in range(top + 1)
        )
        """contracts[high bid]: how the bid may be played (none: it is played as usual, with partner)."""

    def __reduce__(self) -> tuple[Callable[[Rules], _DealPlan], tuple[Rules]]:
        return _deal_plan, (self.rules,)


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
        info = _Deal(dealer, deck, None, plan)
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
        info = _Deal(dealer, None, tuple(packets), _deal_plan(rules))
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
    state = BidHandState()
    state._m = made
    state._held = held
    state._tcodes = ()
    state._lpos = None
    state.leader = None
    state._done = ()
    state.parent = None
    state.last_action = None
    state._rn = NO_RENEGES if rules.renege_mode else ()
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
