"""Kinds whose choices are whole sentences ("The dealer takes it…", "Yes, a new deal", "Nobody") say
the right answer in a sentence of their own: in no language does the feedback glue the capitalised
label into the middle of a sentence ("The answer is The dealer takes it…")."""

from __future__ import annotations

import pytest

from euchre.engine.rules import PRESETS
from euchre.i18n import LANGUAGES, use_language
from euchre.tutor import grade, make_question, solve
from euchre.tutor.answer_ids import NOBODY, UPCARD_AFTER, UPCARD_ANY, UPCARD_NONE
from euchre.tutor.question import Question
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

STANDARD = PRESETS["standard"]
CASES = {
    "dealer_pickup": ((STANDARD, STANDARD.replace(dealer_pickup_behind_loner=True)),
                      {UPCARD_ANY, UPCARD_AFTER, UPCARD_NONE}),
    "farmers_hand": ((STANDARD.replace(farmers=True),), {"yes", "no"}),
    "spot_the_renege": ((STANDARD,), {NOBODY}),
}


def _questions(kind: str) -> list[Question]:
    """Questions of `kind` whose right answers, together, are every answer the case needs."""
    rulesets, wanted = CASES[kind]
    found: dict[str, Question] = {}
    for rules in rulesets:
        for seed in range(200):
            question = make_question(kind, rules=rules, difficulty=1 + seed % 3, seed=seed)
            answer = solve(question).expected[0]
            if answer in wanted:
                found.setdefault(answer, question)
            if set(found) == wanted:
                return list(found.values())
    pytest.fail(f"no {kind} question found whose answer is {wanted - set(found)}")


def _glued(text: str, label: str) -> list[str]:
    """Where the capitalised `label` stands inside a sentence rather than starting one (or being quoted)."""
    out = []
    start = text.find(label)
    while start != -1:
        before = text[:start].rstrip()
        if before and before[-1] not in ".!?" and text[start - 1] not in "“”«„":
            out.append(text[max(0, start - 30):start + len(label)])
        start = text.find(label, start + 1)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(CASES))
def test_the_right_answer_is_a_sentence_of_its_own(kind: str, lang: str) -> None:
    with use_language(lang):
        for question in _questions(kind):
            right = solve(question)
            label = question.choice_text(right.expected[0])
            assert label[0].isupper(), "the label starts with a capital: the check tests nothing"
            assert right.answer_sentence, "the kind says the right answer in its own sentence"
            wrong = [c for c in question.choices if c not in right.expected]
            for answer in wrong[:2]:
                feedback = grade(question, answer)
                assert not feedback.correct
                assert right.answer_sentence in feedback.text
                assert _glued(feedback.text, label) == [], feedback.text


LABEL_KINDS = {
    "dealer_options": (PRESETS["standard"].replace(stick_the_dealer=True), range(6)),
    "bid_options": (PRESETS["bid-euchre-6"], range(12)),
    "order_up": (PRESETS["standard"], range(1, 4)),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(LABEL_KINDS))
def test_a_call_named_inside_a_sentence_is_in_quotation_marks(kind: str, lang: str) -> None:
    """ "You chose “Pass”", "The answer is “Name clubs” and “Name spades”": never "is Name clubs"."""
    rules, seeds = LABEL_KINDS[kind]
    checked = 0
    with use_language(lang):
        for seed in seeds:
            question = make_question(kind, rules=rules, seed=seed)
            right = solve(question)
            labels = [question.choice_text(c) for c in question.choices]
            capitals = [lab for lab in labels if lab[0].isupper()]
            assert capitals, "no label starts with a capital: the check tests nothing"
            for answer in [c for c in question.choices if c not in right.expected][:2]:
                feedback = grade(question, answer if question.style == "single" else [answer])
                assert not feedback.correct
                for label in capitals:
                    assert _glued(feedback.the_answer, label) == [], feedback.the_answer
                    assert _glued(feedback.mistake, label) == [], feedback.mistake
                    assert _glued(feedback.explanation, label) == [], feedback.explanation
                checked += 1
    assert checked
