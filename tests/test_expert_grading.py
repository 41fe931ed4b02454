"""No choice that the expert benchmark rates right is ever marked wrong (issue 12, grading that is fair).

The expert benchmark (`euchre.bots.benchmark`, the set `bench/strategy.py` measures agreement on) gives
positions and the answers experts accept. The tutor grades two kinds of them:

- "Order up or pass?" grades calling decisions (orders, round-two calls, going alone) that do not depend
  on the game's score (the quiz has no score). Each is put to the quiz's own grader: the question is made
  from the expert position (the quiz's position generator is given that position) and `grade` is asked
  about every accepted answer.
- The trainer's review grades every decision of a hand (calls, discards, leads and follows), with the
  game's score. Each accepted answer is played in the expert position and the review's grading of that
  decision (`grade_decision`, as `review_hand` grades each, on the advisor's numbers with the review's
  100 deals; without the trainer's one-second time limit, so that the numbers do not depend on the
  machine) must give it no mistake mark and no "was better".

A deterministic handful runs in the default suite; the whole set is `@pytest.mark.slow`.
"""

from __future__ import annotations

import zlib

import pytest

from euchre.bots import Advisor, HeuristicBot
from euchre.bots.advisor import Advice, OptionValue
from euchre.bots.benchmark import RULES, ExpertDecision, absolute_score, expert_decisions
from euchre.bots.review import MARKS, decisions, grade_decision
from euchre.engine.actions import as_action
from euchre.engine.phases import Phase
from euchre.tutor import grade, make_question, order_up
from euchre.tutor.answer_ids import action_id
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

CALL_PHASES = ("order", "round two", "alone")
MISTAKES = {m.symbol for m in MARKS if m.lost_at_least is not None and m.lost_at_least >= 0.2}
"""The review's marks of a mistake ("?!", "?", "??"); "!?" is a close call, not a mistake."""
REVIEW_SAMPLES = 100


def _quiz_decisions() -> list[ExpertDecision]:
    return [d for d in expert_decisions() if d.phase in CALL_PHASES and not d.score_dependent]


def _seed(d: ExpertDecision) -> int:
    return zlib.crc32(d.id.encode()) % 2**20


def _first_of_each(items: list[ExpertDecision], key: str) -> list[ExpertDecision]:
    seen: dict[object, ExpertDecision] = {}
    for d in sorted(items, key=lambda d: d.id):
        seen.setdefault(getattr(d, key), d)
    return list(seen.values())


QUIZ_ALL = _quiz_decisions()
SEEN_WRONG = ("order-first-right-ace-two-aces", "second-hand-low")
"""Two the graders marked wrong before the rule of thumb's call counted as sound (the advisor's numbers
disagree with the experts there), kept in the quick subset."""
QUIZ_FEW = _first_of_each(QUIZ_ALL, "phase") + [d for d in QUIZ_ALL if d.id in SEEN_WRONG]
REVIEW_ALL = list(expert_decisions())
REVIEW_FEW = [d for d in _first_of_each(REVIEW_ALL, "phase") if d.phase not in CALL_PHASES] + [
    d for d in REVIEW_ALL if d.id in SEEN_WRONG]


def _clear() -> None:
    for cached in (order_up._state_of, order_up._advice, order_up._thumb_of):
        cached.cache_clear()


def _check_quiz(d: ExpertDecision, monkeypatch: pytest.MonkeyPatch) -> None:
    state = d.state()
    monkeypatch.setattr(order_up, "position", lambda rng, rules, difficulty: state)
    _clear()
    try:
        question = make_question("order_up", rules=RULES, difficulty=2, seed=_seed(d))
        assert question.seat == d.seat and set(question.hand) == set(d.hand)
        for answer in d.answers:
            feedback = grade(question, action_id(answer))
            assert feedback.graded
            assert feedback.correct, (
                f"{d.id}: the experts' {answer!r} is graded wrong ({d.principle}): {feedback.text}")
    finally:
        _clear()


def _check_review(d: ExpertDecision) -> None:
    state = d.state()
    for answer in d.answers:
        final = state.apply(answer)
        step, before, action = list(decisions(final, d.seat))[-1]
        if before.history != state.history:
            assert state.phase is Phase.PLAY and len(set(state.legal_plays())) == 1, d.id
            continue  # a forced play: the review leaves it out, so it is never marked at all
        assert before.history == state.history, "the last decision of the seat is the expert position"
        assert action == as_action(answer)
        advice = Advisor(samples=REVIEW_SAMPLES, seed=_seed(d)).advise(before, absolute_score(d))
        graded = grade_decision(step, before, action, advice, absolute_score(d))
        mark = graded.mark
        assert mark is None or mark.symbol not in MISTAKES, (
            f"{d.id}: the experts' {answer!r} is marked {mark.tag} {mark.label} ({d.principle}): {graded.comment}")
        assert "was better" not in graded.comment, graded.comment


@pytest.mark.parametrize("decision", QUIZ_FEW, ids=lambda d: d.id)
def test_the_quiz_never_marks_an_expert_call_wrong(decision: ExpertDecision, monkeypatch: pytest.MonkeyPatch) -> None:
    _check_quiz(decision, monkeypatch)


@pytest.mark.parametrize("decision", REVIEW_FEW, ids=lambda d: d.id)
def test_the_review_never_marks_an_expert_play_a_mistake(decision: ExpertDecision) -> None:
    _check_review(decision)


@pytest.mark.slow
@pytest.mark.parametrize("decision", QUIZ_ALL, ids=lambda d: d.id)
def test_the_quiz_never_marks_any_expert_call_wrong(decision: ExpertDecision, monkeypatch: pytest.MonkeyPatch) -> None:
    _check_quiz(decision, monkeypatch)


@pytest.mark.slow
@pytest.mark.parametrize("decision", REVIEW_ALL, ids=lambda d: d.id)
def test_the_review_never_marks_any_expert_decision_a_mistake(decision: ExpertDecision) -> None:
    _check_review(decision)


def test_the_subsets_cover_every_phase_the_graders_see() -> None:
    assert {d.phase for d in QUIZ_FEW} == set(CALL_PHASES)
    assert {d.phase for d in REVIEW_FEW} >= {d.phase for d in expert_decisions()} - set(CALL_PHASES)
    assert {d.id for d in (*QUIZ_FEW, *REVIEW_FEW)} >= set(SEEN_WRONG)
    assert len(QUIZ_ALL) >= 20 and len(REVIEW_ALL) >= 60


def _fake_advice(*options: tuple[object, float]) -> Advice:
    """Advice whose numbers put the options in this order, far apart (no noise)."""
    values = [OptionValue(as_action(a), str(a), mean, 0.0, (mean,) * 40) for a, mean in options]  # type: ignore[arg-type]
    return Advice(0, tuple(values), 40, 0.0, "hidden", "")


def test_the_tips_call_is_sound_when_the_numbers_disagree(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's rule on its own: with numbers that put the strong bot's call a point below the best, that
    call is graded sound (no mistake mark, no "was better"), while another call further below is a blunder."""
    d = next(d for d in expert_decisions() if d.id == "order-first-right-ace-two-aces")
    state = d.state()
    tips = HeuristicBot("strong").decide(state).action
    others = [a for a in state.legal_actions() if a != tips]
    advice = _fake_advice((others[0], 1.0), (tips, -0.2), (others[1], -0.5))
    sound = grade_decision(1, state, tips, advice)
    assert sound.sound and sound.better is None and (sound.mark is None or sound.mark.symbol not in MISTAKES)
    assert "rule of thumb" in sound.comment
    other = grade_decision(1, state, others[1], advice)
    assert not other.sound and other.mark is not None and other.mark.symbol == "??"
    assert "was better" in other.comment
