"""Deals played to a puzzle's starting point: bidding by random legal calls or by a rule-of-thumb bidder
(steered to the variant wanted: a loner, a Bid Euchre suit or no-trump contract) on the engine's fast
mode (`euchre.engine.rollout`, the state machines' rules and deals), then trick play on the solver's board by
random legal cards or the natural player, until the chosen number of tricks is left."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from euchre.engine.actions import Bid, Call, DefendAlone, Discard, NameTrump, OrderUp, Pass, PlayContract
from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.hands import HandLike, is_standard, new_hand
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump, Trump, effective_suit, is_trump, trump_power
from euchre.engine.rollout import random_hand, unsupported_options
from euchre.engine.rollout_players import FastPosition, PlayerChooser
from euchre.engine.rules import Rules
from euchre.engine.scoring import Contract
from euchre.puzzles.board import LEARNER, Board
from euchre.puzzles.tempt import natural_play
from euchre.solver import Position

RULES_FOR = {
    "standard": "standard", "loner": "standard", "bid": "bid-euchre-6", "no-trump": "bid-euchre-6",
    "moon": "bid-euchre-moon", "partners-best": "bid-euchre-moon",
}
"""The preset each variant is played under."""
SOURCES = ("random", "bot")
ALL_TRICKS = 6
"""The moon and partner's best are bids of every trick of a six-card hand."""
CONTRACT_FOR = {"moon": "moon", "partners-best": "partner's best"}
"""The variants played as a contract of every trick, and the contract's name."""
State = HandLike


def trump_count(hand: tuple[Card, ...] | list[Card], suit: Suit) -> int:
    return sum(1 for c in hand if effective_suit(c, suit) == suit)


def contract_strength(hand: tuple[Card, ...], contract: Trump) -> float:
    """A rough trick count for a Bid Euchre contract: trumps and aces, or in no-trump the top cards."""
    if isinstance(contract, NoTrump):
        top, second = (Rank.NINE, Rank.TEN) if contract is NoTrump.LOW else (Rank.ACE, Rank.KING)
        return sum(1.0 if c.rank == top else 0.5 if c.rank == second else 0.0 for c in hand)
    trumps = [c for c in hand if is_trump(c, contract)]
    high = sum(1 for c in trumps if trump_power(c, contract) >= 100 + Rank.ACE)
    aces = sum(1 for c in hand if c.rank == Rank.ACE and not is_trump(c, contract))
    return 0.75 * len(trumps) + 0.5 * high + 0.5 * aces


def _allowed(variant: str, action: Any) -> bool:
    alone = getattr(action, "alone", False)
    if isinstance(action, DefendAlone):
        return False
    if isinstance(action, (OrderUp, Call)):
        return alone if variant == "loner" else not alone
    if isinstance(action, NameTrump):
        return isinstance(action.trump, NoTrump) == (variant == "no-trump")
    if isinstance(action, Bid) and variant in CONTRACT_FOR:
        return action.tricks == ALL_TRICKS
    if isinstance(action, PlayContract):
        return action.kind == CONTRACT_FOR.get(variant)
    return True


def _bot_call(state: State, variant: str, actions: list[Any]) -> Any:
    seat = state.to_act
    hand = state.hand(seat)
    makes = [a for a in actions if isinstance(a, (OrderUp, Call))]
    if makes:
        def count(a: Any) -> int:
            suit = a.suit if isinstance(a, Call) else state.upcard_suit if is_standard(state) else None
            extra = 1 if isinstance(a, OrderUp) and seat == state.dealer else 0
            return trump_count(hand, suit) + extra
        best = max(makes, key=count)
        return best if count(best) >= 3 else next((a for a in actions if isinstance(a, Pass)), best)
    if any(isinstance(a, Bid) for a in actions):
        strength = max(contract_strength(hand, n.trump) for n in _contracts(variant))
        bids = [a for a in actions if isinstance(a, Bid) and a.tricks <= max(3, round(strength))]
        if variant in CONTRACT_FOR:
            bids = [a for a in actions if isinstance(a, Bid) and strength >= 4]
        passes = [a for a in actions if isinstance(a, Pass)]
        if bids and (strength >= 3 or not passes):
            return bids[-1] if strength >= 3 else bids[0]
        return passes[0] if passes else min((a for a in actions if isinstance(a, Bid)), key=lambda a: a.tricks)
    names = [a for a in actions if isinstance(a, NameTrump)]
    if names:
        return max(names, key=lambda a: contract_strength(hand, a.trump))
    discards = [a for a in actions if isinstance(a, Discard)]
    if discards:
        trump = state.trump
        return min(discards, key=lambda a: (is_trump(a.card, trump), a.card.rank))
    return actions[0]


def _contracts(variant: str) -> list[NameTrump]:
    if variant == "no-trump":
        return [NameTrump(NoTrump.HIGH), NameTrump(NoTrump.LOW)]
    return [NameTrump(s) for s in Suit]


def _random_call(state: State, rng: random.Random, actions: list[Any]) -> Any:
    passes = [a for a in actions if isinstance(a, Pass)]
    others = [a for a in actions if not isinstance(a, Pass)]
    if passes and (not others or rng.random() < 0.55):
        return passes[0]
    return rng.choice(others)


def bid_to_play(variant: str, source: str, rng: random.Random) -> Position | None:
    """A fresh deal of the variant's preset, bid to the first lead, as the solver's position (None if it
    was thrown in or the bidding did not give the contract wanted). On the engine's fast mode: the same
    deal, calls and draws from `rng` as `machine_bid_to_play`, which bids a ruleset the fast mode does not
    play (`unsupported_options`). The calls read only what the fast mode's position keeps (were it asked
    for more, it would raise `UnsupportedRuleError`, never bid another game)."""
    rules = Rules.preset(RULES_FOR[variant])
    if unsupported_options(rules):
        return machine_bid_to_play(variant, source, rng)
    dealer = rng.randrange(rules.num_players)

    def caller(position: FastPosition) -> Any:
        if position.phase is Phase.PLAY:
            raise _FirstLead(position)
        return _call(position, variant, source, rng)

    try:
        random_hand(rules, dealer, rng, chooser=PlayerChooser(caller))
    except _FirstLead as lead:
        return _wanted(variant, lead.position)
    return None


class _FirstLead(Exception):
    """Ends a fast-mode hand when the bidding is over."""

    def __init__(self, position: FastPosition) -> None:
        super().__init__()
        self.position = position


def machine_bid_to_play(variant: str, source: str, rng: random.Random) -> Position | None:
    """`bid_to_play` on the state machine."""
    rules = Rules.preset(RULES_FOR[variant])
    state = new_hand(rules, rng.randrange(rules.num_players), rng=rng)
    while state.phase is not Phase.PLAY:
        if state.is_over:
            return None
        state = state.apply(_call(state, variant, source, rng))
    return _wanted(variant, state)


def _call(state: State, variant: str, source: str, rng: random.Random) -> Any:
    actions = [a for a in state.legal_actions() if _allowed(variant, a)] or list(state.legal_actions())
    return _bot_call(state, variant, actions) if source == "bot" else _random_call(state, rng, actions)


def _wanted(variant: str, state: State) -> Position | None:
    """The first lead's position, if the bidding gave the contract the variant wants."""
    if (variant == "loner" or variant in CONTRACT_FOR) and not state.alone:
        return None
    if variant in ("bid", "no-trump") and isinstance(state.trump, NoTrump) != (variant == "no-trump"):
        return None
    return Position.from_state(state)


def board_from_state(state: State | Position) -> Board:
    pos = Position.from_state(state)
    won = pos.won or (0, 0)
    contract = "" if pos.contract is Contract.NORMAL else pos.contract.value
    return Board(rules=pos.rules, trump=pos.trump, hands=pos.hands, leader=pos.leader, trick=pos.trick,
                 won=(won[0], won[1]), maker=pos.maker, alone=pos.alone, bid=pos.bid, contract=contract)


def rotate(board: Board, to_south: int) -> Board:
    """The same board turned so that seat `to_south` sits South (the learner's seat)."""
    r = (LEARNER - to_south) % 4
    hands: list[tuple[Card, ...]] = [()] * 4
    for seat, hand in enumerate(board.hands):
        hands[(seat + r) % 4] = hand
    won = board.won if r % 2 == 0 else (board.won[1], board.won[0])
    return Board(rules=board.rules, trump=board.trump, hands=tuple(hands), leader=(board.leader + r) % 4,
                 trick=board.trick, won=won, maker=None if board.maker is None else (board.maker + r) % 4,
                 alone=board.alone, bid=board.bid, contract=board.contract)


def starting_points(variant: str, source: str, rng: random.Random) -> Iterator[Board]:
    """Boards from one deal where the player to move has a choice, turned so that player is South:
    a few consecutive decisions from a random point with 2 to 4 tricks left (or from trick 1)."""
    position = bid_to_play(variant, source, rng)
    if position is None:
        return
    board = board_from_state(position)
    size = board.remaining
    left = rng.choice([t for t in (2, 3, 4, size) if t <= size])
    stop_in_trick = rng.randrange(len(board.hands) - len(board.sitting_out))
    while board.remaining > left or (board.remaining == left and len(board.trick) < stop_in_trick):
        card = natural_play(board) if source == "bot" else rng.choice(board.legal())
        board = board.play(card)
    for _ in range(4):
        if board.is_over:
            return
        if len(board.legal()) > 1:
            yield rotate(board, board.to_act)
        board = board.play(natural_play(board) if source == "bot" else rng.choice(board.legal()))
