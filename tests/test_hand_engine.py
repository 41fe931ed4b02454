"""The one hand engine (`euchre.engine.hand_engine`) that both families play their tricks on.

Trick play finds a renege from the trick-play core's tables before it asks the card-level rule
(`euchre.engine.reneges.find_renege`) for the details; these tests replay random hands of both families in
renege mode and check, play by play, that the engine records exactly the reneges the card-level rule
finds, no more and no fewer, and that the legal plays it offers are the card-level rule's.
"""

from __future__ import annotations

import random

import pytest

from euchre.engine.actions import Play
from euchre.engine.hands import new_hand
from euchre.engine.phases import Phase
from euchre.engine.reneges import find_renege
from euchre.engine.rules import Rules
from euchre.engine.tricks import legal_plays

PRESETS = ["standard", "cutthroat", "bid-euchre-6", "bid-euchre-moon", "double-deck-bid"]


def _renege_rules(preset: str) -> Rules:
    return Rules.preset(preset).replace(renege_mode=True, renege_call_ends_hand=False)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_engine_records_exactly_the_reneges_the_card_rule_finds(preset: str) -> None:
    rules = _renege_rules(preset)
    seen = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = new_hand(rules, seed % rules.num_players, seed=seed)
        expected: tuple = ()
        while not state.is_over:
            options = state.legal_actions()
            plays = [a for a in options if isinstance(a, Play)]
            action = rng.choice(plays or list(options))  # never a renege call: every renege stays on the record
            if isinstance(action, Play):
                seat = state.to_act
                assert seat is not None
                found = find_renege(seat, state.hand(seat), state.trick, state.trump, action.card,
                                    len(state.tricks) + 1)
                if found is not None:
                    expected = (*expected, found)
            state = state.apply(action)
            assert state.reneges == expected
        seen += len(expected)
    assert seen > 0, "no hand reneged: the test checked nothing"


@pytest.mark.parametrize("preset", PRESETS)
def test_the_plays_offered_are_the_card_rule_s_legal_plays(preset: str) -> None:
    rules = Rules.preset(preset)
    for seed in range(20):
        rng = random.Random(seed)
        state = new_hand(rules, seed % rules.num_players, seed=seed)
        while not state.is_over:
            options = state.legal_actions()
            if state.phase is Phase.PLAY:
                offered = {a.card for a in options if isinstance(a, Play)}
                assert offered == set(legal_plays(state.hand(state.to_act), state.trick, state.trump, rules))
            state = state.apply(rng.choice(options))
