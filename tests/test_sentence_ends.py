"""No sentence ends in "..": a sweep over the questions and feedback of every kind and preset, the
step sentences, calls and scores of played hands, the bots' reasons, the trainer's log, the rules
summaries and the strategy examples' notes."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre.bots import HeuristicBot
from euchre.bots.examples import TIP_IDS, build_example
from euchre.engine.hands import new_hand
from euchre.engine.rules import Rules
from euchre.explain.plays import explain_score
from euchre.explain.rule_summary import rules_summary
from euchre.explain.steps import calls_text, step_sentence
from euchre.tutor import grade, make_question, solve
from euchre.tutor.questions import kinds_for

DOUBLE_END = re.compile(r"\.\s*\.|[!?:;,]\s*\.|\s\.(?!\d)")
"""Two periods, a period after other end punctuation, or a period after a space (an ellipsis is fine)."""
PRESETS = Rules.preset_names()
HOUSE = ({}, {"farmers": True}, {"renege_mode": True})


def _rules(name: str, extra: int) -> Rules:
    return Rules.preset(name).replace(**HOUSE[extra])


def _bad(text: str) -> bool:
    return DOUBLE_END.search(text.replace("...", "…")) is not None


def _clean(text: str, where: object) -> None:
    assert not _bad(text), f"{where}: {text!r}"


def test_the_pattern_finds_what_it_should() -> None:
    for bad in ("It wins..", "Sam leads. .", "the trick!.", "so pass ."):
        assert _bad(bad), bad
    for good in ("Wait...", "0.5 points.", "J♦ wins. Next.", "Why?"):
        assert not _bad(good), good


@settings(max_examples=250, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 2), st.integers(1, 3), st.integers(0, 10**6), st.data())
def test_questions_and_feedback_of_every_kind(name: str, extra: int, difficulty: int, seed: int,
                                             data: st.DataObject) -> None:
    rules = _rules(name, extra)
    kind = data.draw(st.sampled_from(kinds_for(rules)))
    q = make_question(kind, rules=rules, difficulty=difficulty, seed=seed)
    _clean(q.prompt, (kind, "prompt"))
    _clean(solve(q).explanation, (kind, "solution"))
    answers: list[object] = list(q.choices) + ["", "nonsense"]
    if q.style != "single":
        answers.append(list(solve(q).expected))
    for answer in answers:
        feedback = grade(q, answer)
        for part in (feedback.line, feedback.details, feedback.explanation, feedback.mistake):
            _clean(part() if callable(part) else part, (kind, answer))


@pytest.mark.parametrize("name", PRESETS)
def test_played_hands_and_the_bots_reasons(name: str) -> None:
    for extra in range(len(HOUSE)):
        rules = _rules(name, extra)
        for seed in range(4):
            bot = HeuristicBot(("beginner", "intermediate", "strong")[seed % 3], seed=seed, endgame_cards=0)
            state = new_hand(rules, seed % rules.num_players, rng=random.Random(seed))
            while not state.is_over:
                decision = bot.decide(state)
                _clean(decision.reason, (name, "reason"))
                state = state.apply(decision.action)
                _clean(step_sentence(state), (name, "step"))
                for call in calls_text(state):
                    _clean(call, (name, "calls"))
            _clean(explain_score(state.result, rules), (name, "score"))
        for line in rules_summary(rules):
            _clean(line, (name, "summary"))


def test_the_trainers_log() -> None:
    from euchre.bots.trainer import TrainingHand

    for seed in range(3):
        hand = TrainingHand(seed=seed, bots="beginner", time_limit=0.05, hint_samples=4, review_samples=4)
        rng = random.Random(seed)
        while not hand.state.is_over:
            hand.act(rng.choice(hand.legal()))
        for line in hand.full_log():
            _clean(line, "trainer")


@pytest.mark.parametrize("tip_id", TIP_IDS)
def test_the_strategy_notes(tip_id: str) -> None:
    example = build_example(tip_id)
    assert example is not None
    for note in example.notes.values():
        _clean(note, tip_id)
    _clean(example.hint, tip_id)


def test_the_trainers_log_reads_back_the_bots_reasons_in_the_third_person() -> None:
    from euchre.bots.trainer import TrainingHand
    from tests.i18n_helpers import has_second_person

    private = []
    for seed in range(4):
        hand = TrainingHand(seed=seed, bots="intermediate", time_limit=0.05, hint_samples=4, review_samples=4)
        rng = random.Random(seed)
        while not hand.state.is_over:
            hand.act(rng.choice(hand.legal()))
        private += [line.private for line in hand.lines if line.private]
    assert private
    assert not [p for p in private if has_second_person(p)]


def test_order_up_feedback() -> None:
    for seed in (3,):
        q = make_question("order_up", rules="standard", difficulty=2, seed=seed)
        _clean(q.prompt, "order_up")
        for choice in q.choices:
            feedback = grade(q, choice)
            for part in (feedback.line, feedback.details, feedback.explanation, feedback.mistake):
                _clean(part, ("order_up", choice))
