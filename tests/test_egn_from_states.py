"""Hands played in the engine save as EGN and replay to the same hands and scores."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Rules, new_hand
from euchre.engine.egn import EGNUnsupportedError, dumps, game_from_states, loads, replay

EGN_PRESETS = ["standard", "stick-the-dealer", "canadian"]
EGN_RULES = [Rules.preset(n) for n in EGN_PRESETS] + [
    Rules(defend_alone=True, defend_alone_requires_loner=True, stick_the_dealer=True)
]


def random_hand(rules: Rules, seed: int):
    rng = random.Random(seed)
    state = new_hand(rules, seed % 4, seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=40, deadline=None)
@given(rules=st.sampled_from(EGN_RULES), seeds=st.lists(st.integers(0, 10**9), min_size=1, max_size=3))
def test_played_hands_round_trip_through_egn(rules: Rules, seeds: list[int]) -> None:
    states = [random_hand(rules, s) for s in seeds]
    game = game_from_states(states, title="<script>x</script>")
    text = dumps(game)
    again = loads(text)
    replayed = replay(again)
    for original, deal in zip(states, replayed.deals, strict=True):
        assert deal.state.result.points == original.result.points
        assert [a.text for _, a in deal.state.history] == [a.text for _, a in original.history]
        assert deal.state.initial.hands == original.initial.hands
        assert deal.state.result.thrown_in == original.result.thrown_in
    assert again.metadata.title == "<script>x</script>"


def test_annotations_are_kept() -> None:
    state = random_hand(Rules.preset("standard"), 5)
    while state.result.thrown_in:
        state = random_hand(Rules.preset("standard"), state.dealer + 11)
    from euchre.engine.egn import deal_from_state

    deal = deal_from_state(state, play_notes={0: ["[?] lead trump instead"]}, call_notes={0: ["[!] good pass"]})
    assert deal.play_notes(0) == ("[?] lead trump instead",)
    assert deal.call_notes(0) == ("[!] good pass",)


def test_rulesets_egn_cannot_express_are_refused() -> None:
    state = random_hand(Rules.preset("hoyle"), 2)
    with pytest.raises(EGNUnsupportedError):
        game_from_states([state])
