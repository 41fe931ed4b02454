"""The simulations run on the engine's fast mode (`euchre.engine.rollout`) with bots that read a fast-mode
position (`euchre.engine.rollout_players`): the same bot decides the same way on either path, so the same deal
gives the same actions and the same result as on the state machines."""

import random
from collections.abc import Callable

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from euchre import UnsupportedRuleError, new_hand
from euchre.engine.bid import BidHandState
from euchre.engine.phases import Phase
from euchre.engine.rollout import random_hand, unsupported_options
from euchre.engine.rollout_players import FastPosition, PlayerChooser
from euchre.engine.rules import PRESETS, Family, Rules
from euchre.engine.state import HandState
from euchre.variants import simulate
from euchre.variants.players import choose_action
from tests.test_rollout import BID_HOUSE_RULES, HOUSE_OPTIONS, HOUSE_RULES


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
    from euchre.engine.actions import Bid

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
    for exact in (True, False):
        fast = [Advisor(samples=40, exact=exact).advise(s) for s in states]
        with monkeypatch.context() as patched:
            patched.setattr(module.Advisor, "play_out", module.Advisor.machine_play_out)
            slow = [Advisor(samples=40, exact=exact).advise(s) for s in states]
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


# ---- the position at every decision, and the tricks, as the state machine has them ------------------------
def _snapshot(p: object) -> tuple[object, ...]:
    """What a bot may read of a position (`HandLike`'s kept part), the same on either path."""
    from euchre.engine.scoring import Contract

    playing = p.phase is Phase.PLAY  # type: ignore[attr-defined]
    bid = p.rules.family is Family.BID  # type: ignore[attr-defined]
    return (
        p.phase, p.to_act, p.hands, p.trick, p.trick_seats, p.tricks, p.tricks_won, p.tricks_by_side(),  # type: ignore[attr-defined]
        p.leader if playing else None, p.discarded, p.contract if bid else Contract.NORMAL,  # type: ignore[attr-defined]
        p.high_bid if bid else 0, p.maker, p.alone, p.trump, p.sitting_out, p.calls, list(p.history),  # type: ignore[attr-defined]
        p.legal_actions(), p.legal_plays(), None if bid else p.upcard_suit,  # type: ignore[attr-defined]
    )


def _positions_both_ways(rules: Rules, dealer: int, seed: int) -> tuple[list, list, object, object]:
    """Random choices (renege calls and farmer's hands included) from a second source, the same on both
    paths; every position seen, the tricks and the result of each."""
    seen: list[tuple[object, ...]] = []

    def player(draw: random.Random) -> Callable[[object], object]:
        def choose(p: object) -> object:
            seen.append(_snapshot(p))
            legal = p.legal_actions()  # type: ignore[attr-defined]
            return legal[int(draw.random() * len(legal))]
        return choose

    slow_choose = player(random.Random(-seed))
    state = new_hand(rules, dealer, rng=random.Random(seed))
    while not state.is_over:
        state = state.apply(slow_choose(state))
    slow_seen, seen = seen, []
    fast = random_hand(rules, dealer, random.Random(seed), chooser=PlayerChooser(player(random.Random(-seed))),
                       record=True)
    assert fast.trick_record == state.tricks  # who led, the cards and who played them, the winner
    assert fast.action_values() == state.history
    return slow_seen, seen, state.result, fast.result


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_position_is_the_state_machines_at_every_decision_of_every_preset(name: str) -> None:
    rules = PRESETS[name]
    for seed in range(8):
        slow, fast, slow_result, fast_result = _positions_both_ways(rules, seed % rules.num_players, seed)
        assert fast == slow
        assert fast_result == slow_result


@settings(max_examples=80, deadline=None)
@given(rules=st.one_of(HOUSE_RULES, BID_HOUSE_RULES), seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_the_position_is_the_state_machines_under_any_house_rules(rules: Rules, seed: int, dealer: int) -> None:
    assume(not unsupported_options(rules))
    slow, fast, slow_result, fast_result = _positions_both_ways(rules, dealer % rules.num_players, seed)
    assert fast == slow
    assert fast_result == slow_result


@pytest.mark.parametrize("options", HOUSE_OPTIONS, ids=lambda o: "+".join(f"{k}={v}" for k, v in o.items()))
@pytest.mark.parametrize("base", ["standard", "bid-euchre-6"])
def test_the_position_is_the_state_machines_with_each_house_rule(base: str, options: dict) -> None:
    rules = PRESETS[base].replace(**options)
    if unsupported_options(rules):
        return
    for seed in range(6):
        slow, fast, slow_result, fast_result = _positions_both_ways(rules, seed % rules.num_players, seed)
        assert fast == slow
        assert fast_result == slow_result


def _refuse_the_state_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the state machine was driven")

    monkeypatch.setattr(HandState, "apply", refuse)
    monkeypatch.setattr(BidHandState, "apply", refuse)


# ---- the card claims -----------------------------------------------------------------------------------
CARD_CLAIMS = {"lead_trump": 12, "lead_off_suit": 12, "no_overtrump_partner": 12, "no_trump_partners_ace": 12,
               "throw_lowest": 12, "count_cards": 5}
"""The claims that find positions in the bot's hands, with the sample each is compared on."""


@pytest.mark.parametrize("claim_id", list(CARD_CLAIMS))
def test_a_card_claim_finds_the_same_positions_on_the_fast_mode(claim_id: str) -> None:
    from euchre.bots import claims
    from euchre.solver import Position

    fits, first_only = claims.FITS[claim_id]
    fast_count, slow_count = [0], [0]
    fast = claims.positions(4, fits, first_only, fast_count)
    slow = claims.machine_positions(4, fits, first_only, slow_count)
    for _ in range(CARD_CLAIMS[claim_id]):
        (p, tip, other), (state, tip_then, other_then) = next(fast), next(slow)
        assert isinstance(p, FastPosition) and isinstance(state, HandState)
        assert (Position.from_state(p), tip, other) == (Position.from_state(state), tip_then, other_then)
        assert (p.tricks, p.history, p.discarded) == (state.tricks, state.history, state.discarded)
        assert fast_count == slow_count  # found in the same deal


@pytest.mark.parametrize("claim_id", list(CARD_CLAIMS))
def test_a_card_claims_figures_are_the_state_machines(claim_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.bots import claims

    monkeypatch.setattr(claims, "find_positions", claims.machine_positions)
    slow = claims.measure(claim_id, hands=CARD_CLAIMS[claim_id], seed=1)
    monkeypatch.setattr(claims, "find_positions", claims.positions)
    _refuse_the_state_machine(monkeypatch)
    fast = claims.measure(claim_id, hands=CARD_CLAIMS[claim_id], seed=1)
    assert (fast.n, fast.mean_a, fast.mean_b, fast.stderr, fast.deals) == (
        slow.n, slow.mean_a, slow.mean_b, slow.stderr, slow.deals)


def test_a_deal_the_fast_mode_refuses_is_played_on_the_state_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.bots import claims

    fits, first_only = claims.FITS["lead_trump"]
    expected = list(zip(range(4), claims.machine_positions(2, fits, first_only, [0]), strict=False))

    def refuse(*args: object, **kwargs: object) -> None:
        raise UnsupportedRuleError("refused for the test")

    monkeypatch.setattr(claims, "random_hand", refuse)
    got = list(zip(range(4), claims.positions(2, fits, first_only, [0]), strict=False))
    assert [(s.history, a, b) for _, (s, a, b) in got] == [(s.history, a, b) for _, (s, a, b) in expected]


# ---- puzzle generation --------------------------------------------------------------------------------
def test_puzzle_deals_are_bid_to_the_same_first_lead_on_the_fast_mode() -> None:
    from euchre.puzzles import deals
    from euchre.puzzles.model import VARIANTS

    found = 0
    for variant in VARIANTS:
        for source in deals.SOURCES:
            for k in range(25):
                fast_rng, slow_rng = random.Random(f"{variant}:{source}:{k}"), random.Random(f"{variant}:{source}:{k}")
                fast = deals.bid_to_play(variant, source, fast_rng)
                assert fast == deals.machine_bid_to_play(variant, source, slow_rng)
                assert fast_rng.getstate() == slow_rng.getstate()  # the same draws, so the same trick play after
                found += fast is not None
    assert found > 200


def test_puzzles_are_generated_on_the_fast_mode_the_same_and_verified(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.puzzles import deals, generate, problems

    with monkeypatch.context() as m:
        m.setattr(deals, "bid_to_play", deals.machine_bid_to_play)
        slow = list(generate(8, seed=11))
    _refuse_the_state_machine(monkeypatch)
    fast = list(generate(8, seed=11))
    assert len(fast) == 8
    assert [p.to_json() for p in fast] == [p.to_json() for p in slow]
    assert [problems(p, replies=True) for p in fast] == [[]] * 8


def test_a_ruleset_the_fast_mode_refuses_is_bid_on_the_state_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.puzzles import deals

    expected = [deals.machine_bid_to_play("bid", "bot", random.Random(k)) for k in range(10)]
    assert any(expected)

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the fast mode played a ruleset it refuses")

    monkeypatch.setattr(deals, "unsupported_options", lambda rules: ["refused for the test"])
    monkeypatch.setattr(deals, "random_hand", refuse)
    assert [deals.bid_to_play("bid", "bot", random.Random(k)) for k in range(10)] == expected
