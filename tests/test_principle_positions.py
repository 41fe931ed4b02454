"""The advisor on positions the team built for the four kinds of play issue 28 names as outside misses:
leading the right bower after partner's call, ordering up with three trumps and an off ace, not trumping
partner's winning ace, and keeping the right card for the last trick
(`euchre/data/strategy/principle_positions.json`; each answer follows from the principle written beside it).

The advisor runs as the hints do (100 deals at most) but without a time limit, so each verdict is the same
on every run and on any machine; it can still fail: the position's answer is one card or call among up to
six, and the test passes only if the advisor's recommended action is one of the accepted answers."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from euchre.bots import Advisor
from euchre.bots.benchmark import ExpertDecision, absolute_score, decision_fields
from euchre.engine.actions import Play
from euchre.engine.cards import Card
from euchre.engine.phases import Phase

FILE = Path(__file__).resolve().parent.parent / "euchre" / "data" / "strategy" / "principle_positions.json"
KINDS = ("lead right bower", "three trumps and an ace", "partner's winning ace", "card for the last trick")


@cache
def _entries() -> tuple[dict, ...]:
    return tuple(json.loads(FILE.read_text(encoding="utf-8"))["decisions"])


def _decision(entry: dict) -> ExpertDecision:
    return ExpertDecision(**decision_fields(entry))


def _describe(advice) -> str:
    return ", ".join(f"{o.action.text} {o.mean:+.3f}" for o in advice.options)


@pytest.mark.parametrize("entry", _entries(), ids=lambda e: e["id"])
def test_the_advisor_recommends_the_principles_answer(entry: dict) -> None:
    decision = _decision(entry)
    state = decision.state()
    advice = Advisor(samples=100, seed=0).advise(state, absolute_score(decision))
    assert decision.agrees(advice.recommended), (
        f"{decision.id}: recommended {advice.recommended.text}, the principle says {' / '.join(decision.answers)} "
        f"({decision.principle}); values: {_describe(advice)}")


def test_each_kind_has_four_to_six_positions_in_several_seats() -> None:
    kinds = Counter(e["kind"] for e in _entries())
    assert set(kinds) == set(KINDS)
    assert all(4 <= n <= 6 for n in kinds.values()), kinds
    for kind in KINDS:
        seats = {e["seat"] for e in _entries() if e["kind"] == kind}
        assert len(seats) >= 3, (kind, seats)


def test_a_dealer_who_plays_the_upcard_is_set_up() -> None:
    """A dealer other than the seat asked may play the upcard it picked up (it was not dealt to them): the
    position builds, and the upcard is the dealer's card in the first trick."""
    decision = ExpertDecision(
        id="dealer-plays-upcard", phase="follow", principle="", dealer=3, seat=0,
        hand=tuple(Card.parse(c) for c in ("JH", "AC", "KS", "QD", "9C")), upcard=Card.parse("9H"),
        calls=("order up",), plays=((0, Card.parse("JH")), (1, Card.parse("TH")), (2, Card.parse("QH")),
                                    (3, Card.parse("9H"))), answers=("play AC",))
    state = decision.state()
    assert state.phase is Phase.PLAY and state.to_act == 0
    assert (3, Play(Card.parse("9H"))) in state.history
