"""Feedback in one line: a verdict and one reason first, the rest behind "Why?", never a sentence
twice; and one test for each wording bug found in the feedback."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Rules, new_hand
from euchre.engine.cards import Card, Suit
from euchre.explain.refusals import why_illegal
from euchre.explain.rule_summary import rules_summary
from euchre.tutor import KINDS, grade, make_question, solve
from euchre.tutor.question import sentences
from euchre.widgets.quiz import QuizWidget, feedback_html

CARD_KINDS = ("which_card_wins", "legal_follow", "rank_trumps")


def _wrong_answers(question):  # type: ignore[no-untyped-def]
    right = solve(question)
    if question.style == "single":
        return [c for c in question.choices if c not in right.expected]
    if question.style == "multi":
        legal = set(right.expected)
        return [[c for c in question.choices if c not in legal] or list(question.choices[:1]), list(question.choices)]
    return [list(reversed(right.expected))]


def _no_sentence_twice(text: str) -> None:
    said = [s.rstrip(".!? ").lower() for s in sentences(text)]
    assert len(said) == len(set(said)), text


@given(kind=st.sampled_from(KINDS), seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=80, deadline=None)
def test_feedback_never_repeats_a_sentence(kind: str, seed: int, level: int) -> None:
    question = make_question(kind, difficulty=level, seed=seed)
    for answer in _wrong_answers(question):
        feedback = grade(question, answer)
        if feedback.correct:
            continue
        assert feedback.line.startswith("Not quite: ") and len(sentences(feedback.line)) == 1, feedback.line
        _no_sentence_twice(feedback.text)
        assert question.prompt not in feedback.line


@given(seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)),
       preset=st.sampled_from(("standard", "british", "bid-euchre-6", "cutthroat", "double-deck-bid")))
@settings(max_examples=60, deadline=None)
def test_legal_follow_says_you_have_no_suit_once(seed: int, level: int, preset: str) -> None:
    question = make_question("legal_follow", rules=Rules.preset(preset), difficulty=level, seed=seed)
    feedback = grade(question, list(question.choices[:1]))
    _no_sentence_twice(feedback.text)
    for phrase in ("you have no ", "follows suit"):
        assert feedback.mistake.count(phrase) <= 1, feedback.mistake


def test_the_line_comes_first_and_the_rest_sits_behind_why() -> None:
    question = make_question("legal_follow", difficulty=2, seed=5)
    feedback = grade(question, _wrong_answers(question)[0])
    html = feedback_html(feedback)
    assert html.index("et-feedback-line") < html.index("<summary>Why?</summary>")
    assert f"The answer is {feedback.expected_text}." in feedback.details
    right = grade(question, list(solve(question).expected))
    assert right.line.startswith("Correct! ")


def test_nothing_selected_says_pick_a_card_first() -> None:
    for kind in CARD_KINDS:
        quiz = QuizWidget(kind, difficulty=2)
        quiz.check()
        assert quiz.feedback is not None and not quiz.feedback.graded
        assert "Pick a card first" in quiz.feedback_html.value and "Not quite" not in quiz.feedback_html.value
        assert quiz.session.attempted == 0, "an empty answer is not counted"


def test_the_led_card_is_not_said_to_follow_suit() -> None:
    base = make_question("which_card_wins", difficulty=1, seed=1)
    ace, nine, king = Card.parse("AH"), Card.parse("9S"), Card.parse("KH")
    question = dataclasses.replace(
        base, trump=Suit.SPADES, trick=((0, ace), (1, nine), (2, king)), choices=("AH", "9S", "KH")
    )
    feedback = grade(question, "AH")
    assert not feedback.correct
    assert "A♥ follows suit" not in feedback.text and "A♥ was led" in feedback.text
    assert "K♥ follows suit" in grade(question, "KH").text


def test_no_double_full_stops() -> None:
    for kind in KINDS:
        for seed in range(25):
            question = make_question(kind, difficulty=1 + seed % 3, seed=seed)
            for answer in _wrong_answers(question)[:2]:
                text = grade(question, answer).text
                assert ".." not in text.replace("...", ""), text


def test_a_turned_down_suit_is_named_in_plural_agreement() -> None:
    state = new_hand(Rules.preset("standard"), dealer=0, seed=3)
    for _ in range(4):
        state = state.apply("pass")
    suit = state.upcard_suit
    assert suit is not None
    why = why_illegal(state, f"call {suit.plural}")
    assert f"{suit.plural} was turned down" not in why
    assert f"the {state.upcard} was turned down" in why


def _play_out(rules: Rules, seed: int, pick: int = 0):  # type: ignore[no-untyped-def]

    state = new_hand(rules, 0, seed=seed)
    while not state.is_over:
        actions = [a for a in state.legal_actions() if a.text not in ("redeal",)]
        state = state.apply(actions[min(pick, len(actions) - 1)] if state.phase.value != "trick play" else actions[0])
    return state


def test_two_handed_euchres_name_the_opponent_not_the_defenders() -> None:
    from euchre.explain.plays import explain_score
    from euchre.tutor.is_it_a_euchre import _meanings

    rules = Rules.preset("two-handed")
    seen = 0
    for seed in range(60):
        state = _play_out(rules, seed, pick=1)
        text = explain_score(state.result, rules)
        assert "the defenders (Player" not in text, text
        seen += "euchred" in text
    assert seen, "some two-handed hands are euchres"
    assert all("by partners" not in m for m in _meanings(rules).values())
    assert any("by partners" in m for m in _meanings(Rules.preset("standard")).values())


def test_bid_euchre_sentences_say_hearts_not_hearts_trump_and_1_trick() -> None:
    from euchre.explain.contracts import explain_bid_score

    rules = Rules.preset("bid-euchre-6")
    for seed in range(40):
        state = _play_out(rules, seed, pick=1)
        if state.result.makers is None:
            continue
        text = explain_bid_score(state.result, rules)
        assert " trump and their side" not in text and " in hearts trump" not in text, text
    for seed in range(200):
        question = make_question("bid_score", rules=rules, difficulty=1 + seed % 3, seed=seed)
        for choice in question.choices:
            text = grade(question, choice).text
            assert "the 1 tricks" not in text and " 1 tricks" not in text, text


def test_call_buttons_say_what_you_do() -> None:
    from euchre.widgets import PlayHandWidget

    seen: set[str] = set()
    for seed in range(12):
        widget = PlayHandWidget(seed=seed)
        labels = [b.description for b in widget.calls.children]
        seen.update(labels)
        assert not any(label.startswith(("Orders", "Names", "Picks", "Assists ")) for label in labels), labels
    assert "Order it up" in seen


def test_three_and_two_handed_summaries_name_one_maker_and_its_opponents() -> None:
    """The rules in force on lesson 15: one maker against the other two (each of whom scores a euchre)
    or against the one opponent, never "makers" and "defenders" in the plural."""
    from euchre.engine.scoring import score_standard

    for preset, against, euchre in (("cutthroat", "the other two", "each opponent"),
                                    ("two-handed", "the other player", "the opponent")):
        rules = Rules.preset(preset)
        text = " ".join(rules_summary(rules))
        assert f"the maker plays against {against}." in text and f"gives {euchre} {rules.euchre_score}." in text
        assert "Makers score" not in text and "defenders" not in text and "the others" not in text
        points = score_standard(rules, maker=0, maker_alone=False, lone_defender=None, maker_tricks=1).points
        assert [p for seat, p in enumerate(points) if seat != 0] == [rules.euchre_score] * (rules.num_players - 1)
    assert "Makers score" in " ".join(rules_summary(Rules.preset("standard")))


def test_bid_euchre_who_leads_says_wins_the_auction_and_names_trump() -> None:
    """ "North wins the auction with 4 and names spades", never "with 4, names spades", in every language."""
    import re

    from euchre.i18n import use_language

    joined = {"en": " and names ", "tr": " ile kazanıyor ve ", "fi": " ja nimeää ", "az": " ilə udur və "}
    seen = 0
    for seed in range(60):
        question = make_question("who_leads", rules="bid-euchre-6", difficulty=1 + seed % 3, seed=seed)
        if question.contract != "with partner":
            continue
        seen += 1
        assert re.search(r"wins the auction with \d+ and names \w", question.prompt), question.prompt
        assert not re.search(r"auction with \d+, names", question.prompt), question.prompt
        for lang, words in joined.items():
            with use_language(lang):
                prompt = make_question("who_leads", rules="bid-euchre-6", difficulty=1 + seed % 3, seed=seed).prompt
            won = next((s for s in sentences(prompt) if words in s), "")
            assert won and "," not in won, (lang, prompt)
    assert seen >= 10
