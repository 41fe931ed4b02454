"""A hand's result, its tricks and its score are values: equal by their fields (and their class), hashable, shown
as `Name(field=value, ...)`, and unchanged by a pickle or a copy; the same in the pure and the compiled build
(tests/test_compiled_build.py plays the engine's digest, which pickles every final state, on both)."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from euchre import Rules
from euchre.engine.cards import Card, Suit
from euchre.engine.reneges import Renege
from euchre.engine.results import BidHandResult, HandResult, Trick
from euchre.engine.rollout import RolloutResult, random_hand
from euchre.engine.scoring import Contract, Outcome, Score

RENEGE = Renege(1, 2, Card.parse("KS"), Suit.HEARTS, (Card.parse("TH"),), Suit.CLUBS)
RESULT_FIELDS = (0, 0, Suit.CLUBS, True, 3, (2,), (4, 1), (0, 1), Outcome.RENEGE, False, (RENEGE,), None)
OTHER_VALUES = (1, 1, Suit.SPADES, False, None, (), (3, 2), (2, 0), Outcome.MADE, True, (), 2)
"""Per field of `RESULT_FIELDS`, another value."""


def _clones(value: object) -> list[object]:
    return [pickle.loads(pickle.dumps(value)), copy.deepcopy(value), copy.copy(value)]


def test_a_hand_result_is_equal_by_every_field_and_survives_a_pickle_and_a_copy() -> None:
    result = HandResult(*RESULT_FIELDS)
    same = HandResult(*RESULT_FIELDS)
    assert result == same and hash(result) == hash(same) and len({result, same}) == 1
    for i, other in enumerate(OTHER_VALUES):
        changed = HandResult(*RESULT_FIELDS[:i], other, *RESULT_FIELDS[i + 1:])  # type: ignore[arg-type]
        assert changed != result and not changed == result
    assert result != RESULT_FIELDS and result != "a result"
    for clone in _clones(result):
        assert type(clone) is HandResult and clone == result and hash(clone) == hash(result)
        assert clone.reneges == (RENEGE,) and clone.points == (0, 1) and clone.outcome is Outcome.RENEGE
    assert repr(result).startswith("HandResult(maker=0, makers=0, trump=<Suit.CLUBS: 0>, alone=True, lone_defender=3, ")
    assert repr(result).endswith(f"reneges=({RENEGE!r},), farmer=None)")


def test_a_bid_euchre_result_differs_from_a_standard_one_with_the_same_fields_and_keeps_its_bid() -> None:
    bid = BidHandResult(*RESULT_FIELDS, bid=4, contract=Contract.MOON)
    assert bid != HandResult(*RESULT_FIELDS) and HandResult(*RESULT_FIELDS) != bid
    assert bid != BidHandResult(*RESULT_FIELDS, bid=3, contract=Contract.MOON)
    assert bid != BidHandResult(*RESULT_FIELDS, bid=4)
    assert BidHandResult(*RESULT_FIELDS).contract is Contract.NORMAL and BidHandResult(*RESULT_FIELDS).bid == 0
    for clone in _clones(bid):
        assert type(clone) is BidHandResult and clone == bid and hash(clone) == hash(bid)
        assert (clone.bid, clone.contract) == (4, Contract.MOON)
    assert repr(bid).startswith("BidHandResult(maker=0, ") and repr(bid).endswith(
        "farmer=None, bid=4, contract=<Contract.MOON: 'moon'>)"
    )
    assert bid.made and bid.qualifies_to_win(0) and not bid.qualifies_to_win(1)


def test_a_hand_not_played_keeps_its_class_and_scores_nothing() -> None:
    standard = HandResult.not_played(2, Outcome.FARMERS, farmer=3)
    bid = BidHandResult.not_played(3, Outcome.THROWN_IN)
    assert type(standard) is HandResult and type(bid) is BidHandResult
    assert standard.thrown_in and standard.points == (0, 0) and standard.farmer == 3 and standard.maker is None
    assert bid.points == bid.tricks == (0, 0, 0) and not bid.made and not bid.qualifies_to_win(0)


def test_a_trick_and_a_score_are_values_too() -> None:
    cards = (Card.parse("9H"), Card.parse("AH"), Card.parse("JD"))
    trick = Trick(1, cards, (1, 2, 3), 3)
    assert trick == Trick(1, cards, (1, 2, 3), 3) and hash(trick) == hash(Trick(1, cards, (1, 2, 3), 3))
    assert trick != Trick(1, cards, (1, 2, 3), 2) and trick.winning_card == Card.parse("JD")
    assert repr(trick) == f"Trick(leader=1, cards={cards!r}, seats=(1, 2, 3), winner=3)"
    score = Score(Outcome.MARCH, (2, 0))
    assert score == Score(Outcome.MARCH, (2, 0)) and score != Score(Outcome.MADE, (2, 0))
    assert repr(score) == "Score(outcome=<Outcome.MARCH: 'march'>, points=(2, 0))"
    for value in (trick, score):
        for clone in _clones(value):
            assert type(clone) is type(value) and clone == value and hash(clone) == hash(value)


@pytest.mark.parametrize("preset", ["standard", "bid-euchre-6"])
def test_fast_mode_results_in_renege_mode_survive_a_pickle_and_a_copy(preset: str) -> None:
    rules = Rules.preset(preset).replace(renege_mode=True, renege_call_ends_hand=False)
    rng = random.Random(7)
    results = [random_hand(rules, i % rules.num_players, rng) for i in range(60)]
    assert any(r.result.reneges for r in results)  # the sample holds results that list reneges
    for result in results:
        for clone in _clones(result):
            assert type(clone) is RolloutResult and clone == result and hash(clone) == hash(result)
            assert clone.result == result.result and clone.points == result.points
