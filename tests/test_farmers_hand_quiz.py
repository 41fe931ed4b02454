""""Is it a farmer's hand?": graded by the rule the state machine applies when it offers the redeal,
under both definitions of the farmer's hand and in both families."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre.engine.errors import UnsupportedRuleError
from euchre.engine.farmers import is_farmers_hand
from euchre.engine.rules import FarmersHand, Rules
from euchre.tutor import grade, make_question, solve
from euchre.tutor.answer_ids import NO, YES
from euchre.tutor.codes import format_code
from euchre.tutor.questions import kinds_for

RULESETS = [Rules.preset(p).replace(farmers=True, farmers_hand=kind)
            for p in ("standard", "bid-euchre-6") for kind in FarmersHand]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(RULESETS), st.integers(1, 3), st.integers(0, 10**6))
def test_every_answer_is_graded_as_the_rule_says(rules: Rules, difficulty: int, seed: int) -> None:
    q = make_question("farmers_hand", rules=rules, difficulty=difficulty, seed=seed)
    assert len(q.hand) == rules.hand_size and len(set(q.hand)) == len(q.hand)
    right = YES if is_farmers_hand(q.hand, rules.farmers_hand) else NO
    assert solve(q).expected == (right,)
    for choice in q.choices:
        feedback = grade(q, choice)
        assert feedback.correct == (choice == right)
        assert feedback.explanation and ".." not in feedback.explanation
        if not feedback.correct:
            assert feedback.mistake and "farmer's hand" in feedback.mistake
    again = make_question("farmers_hand", format_code("farmers_hand", difficulty, seed), rules=rules)
    assert again == q


def test_the_state_machine_offers_the_redeal_exactly_for_a_yes() -> None:
    from euchre.engine.actions import REDEAL
    from euchre.engine.hands import new_hand

    rules = Rules.preset("standard").replace(farmers=True)
    seen = set()
    for seed in range(400):
        state = new_hand(rules, 0, seed=seed)
        yes = is_farmers_hand(state.hand(state.to_act), rules.farmers_hand)
        assert (REDEAL in state.legal_actions()) == yes
        seen.add(yes)
    assert seen == {True, False}


def test_both_answers_come_up_at_every_level() -> None:
    rules = RULESETS[0]
    for difficulty in (1, 2, 3):
        answers = {solve(make_question("farmers_hand", rules=rules, difficulty=difficulty, seed=s)).expected
                   for s in range(30)}
        assert answers == {(YES,), (NO,)}, difficulty


def test_only_rulesets_with_the_farmers_hand_ask_it() -> None:
    assert "farmers_hand" not in kinds_for("standard")
    assert "farmers_hand" in kinds_for(RULESETS[0])
    with pytest.raises(UnsupportedRuleError):
        make_question("farmers_hand", rules="standard", seed=1)
    q = make_question("farmers_hand", rules=RULESETS[0], seed=1)
    for bad in ("maybe", ""):
        feedback = grade(q, bad)
        assert not feedback.graded and not feedback.correct and "Pick" in feedback.mistake
