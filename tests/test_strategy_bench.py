"""The match-equity table, score-aware advice, and the expert benchmark's decisions as data."""

from __future__ import annotations

from collections import Counter

import pytest

from euchre import Rules, new_hand
from euchre.bots import Advisor, HeuristicBot
from euchre.bots.benchmark import SEATS, absolute_score, agreement, expert_decisions
from euchre.bots.equity import TARGET, after_hand, equity_table, simulate_outcomes, win_chance

STANDARD = Rules.preset("standard")
LONER = ["JH JD AH KS AC", "9C TC QC KD 9S", "TS QS 9D TD QD", "KC 9H AD AS JC"]


# ---- match equity -----------------------------------------------------------------------------------------------
def test_the_table_is_symmetric() -> None:
    for a in range(TARGET):
        for b in range(TARGET):
            assert win_chance(a, b) + win_chance(b, a) == pytest.approx(1.0, abs=2e-4)
    assert win_chance(5, 5) == pytest.approx(0.5, abs=1e-4)


def test_the_table_grows_with_our_score_and_falls_with_theirs() -> None:
    for a in range(TARGET):
        for b in range(TARGET):
            if a + 1 < TARGET:
                assert win_chance(a + 1, b) >= win_chance(a, b)
            if b + 1 < TARGET:
                assert win_chance(a, b + 1) <= win_chance(a, b)
    assert win_chance(9, 0) > 0.95 and win_chance(0, 9) < 0.05


def test_reaching_the_target_is_a_win() -> None:
    assert win_chance(TARGET, 9) == 1.0 and win_chance(11, 3) == 1.0
    assert win_chance(4, TARGET) == 0.0
    assert after_hand((8, 3), 0, (2, 0)) == 1.0 and after_hand((8, 3), 1, (2, 0)) == 0.0


def test_the_shipped_table_is_what_its_frequencies_give() -> None:
    import json

    from euchre.bots.equity import FILE

    data = json.loads(FILE.read_text(encoding="utf-8"))
    outcomes = Counter({int(k): v for k, v in data["outcome_frequencies"].items()})
    table = equity_table(outcomes)
    assert data["hands_simulated"] >= 1000
    for a in range(TARGET):
        for b in range(TARGET):
            assert data["win_chance"][a][b] == pytest.approx(table[a][b], abs=1e-4)


def test_the_simulation_counts_both_sides() -> None:
    counts = simulate_outcomes(30, seed=3)
    assert sum(counts.values()) % 2 == 0 and all(counts[k] == counts[-k] for k in counts)
    assert set(counts) <= {-4, -2, -1, 1, 2, 4}


# ---- score-aware advice -------------------------------------------------------------------------------------------
def test_with_a_score_the_advice_is_a_chance_of_winning_with_points_beside() -> None:
    state = new_hand(STANDARD, 3, hands=LONER, upcard="QH")
    advice = Advisor(samples=30).advise(state, (6, 5))
    assert advice.unit == "win chance" and all(0.0 <= o.mean <= 1.0 for o in advice.options)
    assert all(o.points is not None for o in advice.options)
    assert "to win the game from 6–5" in advice.reason and "points in this hand" in advice.reason
    plain = Advisor(samples=30).advise(state)
    assert plain.unit == "points" and plain.options[0].points is None


def test_the_strong_bot_calls_by_the_score() -> None:
    # a loner hand: alone at 6 (four points win), not alone at 8 or 9 (two points, or one, already win)
    state = new_hand(STANDARD, 3, hands=LONER, upcard="QH")
    bot = HeuristicBot("strong")
    for score, alone in (((6, 5), True), ((8, 4), False), ((9, 7), False)):
        bot.score = score
        decision = bot.decide(state)
        assert decision.action.text == ("order up alone" if alone else "order up"), (score, decision)
    bot.score = (9, 6)  # North at 9, the dealer's side at 6: order a weak hand to stop their loner
    weak = new_hand(STANDARD, 3, hands=["TH 9S QS KC AD", "9C TC QC KD AS", "JS KS 9D TD QD", "KH 9H AH AC JC"],
                    upcard="JH")
    assert bot.decide(weak).action.text == "order up" and bot.decide(weak).tip.id == "score_stop_loner"
    bot.score = None
    assert bot.decide(weak).action.text == "pass"


# ---- the expert benchmark -----------------------------------------------------------------------------------------
def test_the_benchmark_has_sixty_decisions_each_with_its_principle() -> None:
    decisions = expert_decisions()
    assert len(decisions) >= 60 and len({d.id for d in decisions}) == len(decisions)
    phases = Counter(d.phase for d in decisions)
    assert set(phases) == {"order", "round two", "alone", "discard", "lead", "follow"}
    assert sum(d.score_dependent for d in decisions) >= 5
    assert all(len(d.principle.split()) >= 8 for d in decisions)


@pytest.mark.parametrize("decision", expert_decisions(), ids=lambda d: d.id)
def test_every_decision_is_a_real_position(decision) -> None:  # type: ignore[no-untyped-def]
    state = decision.state()
    assert state.to_act == decision.seat and tuple(state.initial.hand(decision.seat)) == decision.hand
    legal = {a.text for a in state.legal_actions()}
    assert set(decision.answers) <= legal
    assert state.upcard == decision.upcard and state.dealer == decision.dealer
    if decision.score is not None:
        score = absolute_score(decision)
        assert score is not None and score[STANDARD.side_of(decision.seat)] == decision.score[0]
    assert SEATS


def test_agreement_is_counted_by_phase_and_score() -> None:
    bot = HeuristicBot("beginner")
    result = agreement(lambda state, d: bot.decide(state).action)
    right, total = result.rate()
    assert total == len(expert_decisions()) and 0 <= right <= total
    assert sum(result.rate(phase=p)[1] for p in result.phases) == total
    assert result.rate(score_dependent=True)[1] + result.rate(score_dependent=False)[1] == total
    assert len(result.misses()) == total - right


def test_the_hint_table_shows_the_chance_of_winning_with_points_beside() -> None:
    from euchre.widgets.trainer import hint_html

    state = new_hand(STANDARD, 3, hands=LONER, upcard="QH")
    shown = hint_html(Advisor(samples=12).advise(state, (6, 5)))
    assert "Chance to win the game" in shown and "Points on average" in shown and "%" in shown
    assert "Chance to win" not in hint_html(Advisor(samples=12).advise(state))


def test_the_trainers_bots_know_the_game_score() -> None:
    from euchre.bots.trainer import TrainingHand

    hand = TrainingHand(STANDARD, bots="strong", seed=3, hint_samples=10, review_samples=10, time_limit=None)
    assert all(bot.score == (0, 0) for bot in hand.bots)
    hand.score = [6, 8]
    hand.deal()
    assert all(bot.score == (6, 8) for bot in hand.bots) and hand.score_before == (6, 8)


def test_the_benchmark_splits_into_a_tuning_half_and_a_held_out_half() -> None:
    from euchre.bots.benchmark import HELD_OUT, TUNING, Agreement, expert_decisions, halves

    split = halves()
    decisions = expert_decisions()
    assert set(split) == {d.id for d in decisions} and set(split.values()) == {TUNING, HELD_OUT}
    for phase in {d.phase for d in decisions}:
        for dependent in (False, True):
            group = [split[d.id] for d in decisions if d.phase == phase and d.score_dependent == dependent]
            assert abs(group.count(TUNING) - group.count(HELD_OUT)) <= 1  # balanced within each group
    everything = Agreement(tuple((d, d.answers[0], i % 3 != 0) for i, d in enumerate(decisions)))
    tuning, held = everything.rate(half=TUNING), everything.rate(half=HELD_OUT)
    assert (tuning[0] + held[0], tuning[1] + held[1]) == everything.rate()
