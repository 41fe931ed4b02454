"""The simulations run on the engine's fast mode (`euchre.rollout`) with bots that read a fast-mode
position (`euchre.rollout_players`): the same bot decides the same way on either path, so the same deal
gives the same actions and the same result as on the state machines."""

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from euchre import UnsupportedRuleError, new_hand
from euchre.bid import BidHandState
from euchre.rollout import random_hand, unsupported_options
from euchre.rollout_players import FastPosition, PlayerChooser
from euchre.rules import PRESETS, Rules
from euchre.state import HandState
from euchre.variants import simulate
from euchre.variants.players import choose_action
from tests.test_rollout import BID_HOUSE_RULES, HOUSE_RULES


def _both_ways(rules: Rules, dealer: int, seed: int) -> tuple[list, list, object, object]:
    state = new_hand(rules, dealer, rng=random.Random(seed))
    while not state.is_over:
        state = state.apply(choose_action(state))
    fast = random_hand(rules, dealer, random.Random(seed), chooser=PlayerChooser(choose_action), record=True)
    return list(state.history), fast.action_values(), state.result, fast.result


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_explorer_bot_plays_the_same_hand_on_the_fast_mode_for_every_preset(name: str) -> None:
    rules = PRESETS[name]
    for seed in range(6):
        slow, fast, slow_result, fast_result = _both_ways(rules, seed % rules.num_players, seed)
        assert fast == slow
        assert fast_result == slow_result


@settings(max_examples=60, deadline=None)
@given(rules=st.one_of(HOUSE_RULES, BID_HOUSE_RULES), seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_the_explorer_bot_plays_the_same_hand_on_the_fast_mode_under_any_house_rules(
    rules: Rules, seed: int, dealer: int
) -> None:
    assume(not unsupported_options(rules))
    slow, fast, slow_result, fast_result = _both_ways(rules, dealer % rules.num_players, seed)
    assert fast == slow
    assert fast_result == slow_result


@settings(max_examples=15, deadline=None)
@given(name=st.sampled_from(list(PRESETS)), seed=st.integers(0, 10**6))
def test_a_fast_game_is_the_state_machines_game(name: str, seed: int) -> None:
    rules = PRESETS[name]
    slow = simulate.play_game(rules, seed, max_hands=40)
    fast = simulate.play_fast_game(rules, seed, max_hands=40)
    assert [h.result for h in fast.hands] == [h.result for h in slow.hands]
    assert [simulate.hand_facts(h) for h in fast.hands] == [simulate.hand_facts(h) for h in slow.hands]
    assert fast.is_over == slow.is_over


def test_the_variant_explorer_simulates_on_the_fast_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = simulate.simulate_variants(PRESETS.values(), games=2, seed=3)

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the state machine was driven")

    monkeypatch.setattr(HandState, "apply", refuse)
    monkeypatch.setattr(BidHandState, "apply", refuse)
    monkeypatch.setattr(simulate, "Game", refuse)
    fast = simulate.simulate_variants(PRESETS.values(), games=2, seed=3)
    assert {k: vars(v) for k, v in fast.items()} == {k: vars(v) for k, v in expected.items()}
    assert all(v.deals for v in fast.values())


def test_a_position_refuses_what_it_does_not_keep() -> None:
    chooser = PlayerChooser(lambda position: position.path())  # type: ignore[attr-defined]
    with pytest.raises(UnsupportedRuleError, match="does not keep 'path'"):
        random_hand(PRESETS["standard"], 0, random.Random(1), chooser=chooser)


def test_a_player_choosing_outside_the_options_is_refused() -> None:
    from euchre.actions import Bid

    with pytest.raises(UnsupportedRuleError, match="not among"):
        random_hand(PRESETS["standard"], 0, random.Random(1), chooser=PlayerChooser(lambda p: Bid(3)))


def test_the_position_names_the_phase_and_the_hand_as_the_state_machine_does() -> None:
    seen: list[tuple[object, ...]] = []

    def player(p: FastPosition) -> object:
        seen.append((p.phase, p.to_act, p.hand(p.to_act), p.trump, p.trick, p.legal_actions()))
        return choose_action(p)

    rules = PRESETS["standard"]
    random_hand(rules, 1, random.Random(5), chooser=PlayerChooser(player))
    state = new_hand(rules, 1, rng=random.Random(5))
    expected = []
    while not state.is_over:
        expected.append((state.phase, state.to_act, state.hand(state.to_act), state.trump, state.trick,
                         state.legal_actions()))
        state = state.apply(choose_action(state))
    assert seen == expected


# ---- the advisor's play-outs ---------------------------------------------------------------------------
def _bidding_positions(count: int) -> list[object]:
    from euchre.bots import Advisor
    from euchre.bots.inference import DealSampler

    advisor = Advisor()
    out = []
    for i in range(count):
        rng = random.Random(i)
        state = new_hand(PRESETS["standard"], i % 4, seed=500 + i)
        for _ in range(rng.randrange(0, 6)):
            if state.is_over or state.phase.name not in ("ROUND_ONE", "ROUND_TWO"):
                break
            state = state.apply(rng.choice(state.legal_actions()))
        if state.is_over or state.phase.name not in ("ROUND_ONE", "ROUND_TWO"):
            continue
        for deal in DealSampler(state, state.to_act, rng, 3, chooser=advisor.bot.choose):
            out.extend(deal.state.apply(a) for a in state.legal_actions())
    return out


def test_the_advisors_bidding_play_outs_run_on_the_fast_mode_and_agree_with_the_state_machine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from euchre.bots import Advisor

    advisor = Advisor()
    positions = _bidding_positions(24)
    assert len(positions) > 30
    expected = [advisor.machine_play_out(s) for s in positions]

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the state machine was driven")

    monkeypatch.setattr(HandState, "apply", refuse)
    assert [advisor.play_out(s) for s in positions] == expected


def test_the_advisors_advice_is_the_same_on_either_path(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.bots import Advisor
    from euchre.bots import advisor as module

    states = [new_hand(PRESETS["standard"], i % 4, seed=1000 + i) for i in range(3)]
    fast = [Advisor(samples=40).advise(s) for s in states]
    monkeypatch.setattr(module.Advisor, "play_out", module.Advisor.machine_play_out)
    slow = [Advisor(samples=40).advise(s) for s in states]
    assert [a.table() for a in fast] == [a.table() for a in slow]


def test_the_call_claim_plays_its_hands_on_the_fast_mode_with_the_same_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.bots import claims, playout

    fast_path = playout.finish_play_out
    monkeypatch.setattr(playout, "finish_play_out", playout.machine_finish_play_out)
    slow = claims.measure("call_two_high", hands=40, seed=2)

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the state machine played the hand")

    monkeypatch.setattr(playout, "finish_play_out", fast_path)
    monkeypatch.setattr(playout, "machine_finish_play_out", refuse)
    fast = claims.measure("call_two_high", hands=40, seed=2)
    assert (fast.n, fast.mean_a, fast.mean_b, fast.stderr) == (slow.n, slow.mean_a, slow.mean_b, slow.stderr)
