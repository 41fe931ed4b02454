"""The engine refuses an action with facts (a reason code and its values); the explanation layer words them
in the language current when the message is shown."""

from __future__ import annotations

import random

import pytest

from euchre.engine.errors import IllegalActionError, Refusal
from euchre.engine.hands import new_hand
from euchre.engine.phases import Phase
from euchre.engine.rules import PRESETS, Rules
from euchre.explain.refusals import _WORDS, refusal_words, why_illegal
from euchre.i18n import use_language

TRIED = ["pass", "order up", "order up alone", "call H", "call S alone", "play JH", "play 9C", "play AS",
         "discard 9C", "bid 2", "bid 3", "bid 9", "trump high", "trump S", "give AS", "defend alone"]


def test_a_refused_action_carries_its_reason_and_values_as_facts() -> None:
    state = new_hand(Rules.preset("standard"), 0, seed=1)
    with pytest.raises(IllegalActionError) as caught:
        state.apply("play JH")
    assert caught.value.refusal == Refusal("not_time_to_play", {"phase": Phase.ROUND_ONE})
    assert state.refusal("play JH") == caught.value.refusal


def test_a_refusal_is_worded_in_the_language_current_when_it_is_shown() -> None:
    state = new_hand(Rules.preset("standard"), 0, seed=1)
    with use_language("en"), pytest.raises(IllegalActionError) as caught:
        state.apply("play JH")
    error = caught.value
    with use_language("en"):
        english = str(error)
    with use_language("tr"):
        turkish = str(error)
        from_facts = refusal_words(Refusal("not_time_to_play", {"phase": Phase.ROUND_ONE}))
    assert english == "it is not time to play a card yet: this is round one"
    assert turkish != english and turkish == from_facts


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_reason_the_state_machines_give_has_words(preset: str) -> None:
    rng = random.Random(preset)
    rules = PRESETS[preset]
    seen = set()
    for seed in range(6):
        state = new_hand(rules, seed % rules.num_players, seed=seed)
        while not state.is_over:
            legal = {a.text for a in state.legal_actions()}
            for text in TRIED:
                if text in legal:
                    continue
                try:
                    refusal = state.refusal(text)
                except ValueError:  # not an action of this family at all
                    continue
                seen.add(refusal.reason)
                assert refusal.reason in _WORDS, refusal
                assert why_illegal(state, text) == refusal_words(refusal) != refusal.reason
            state = state.apply(rng.choice(state.legal_actions()))
    assert seen, "no action was refused"


def test_a_renege_in_an_egn_record_is_a_fact_worded_when_it_is_shown() -> None:
    from euchre.engine import egn
    from tests.test_egn import _hustle, _renege, loads_doc

    doc = _hustle()
    _renege(doc)
    with pytest.raises(egn.EGNReplayError) as caught:
        egn.replay(loads_doc(doc, verify=False))
    problem = caught.value.problem
    assert isinstance(problem.reason, Refusal) and problem.reason.reason == "renege_in_record"
    with use_language("en"):
        english = str(caught.value)
    with use_language("fi"):
        finnish = str(caught.value)
    assert english == ("deal 3, trick 2: West played 10♦ but had to follow clubs (holds Q♣, played in trick 4) — "
                       "a renege")
    assert finnish != english and "10♦" in finnish and "Q♣" in finnish
