"""The quizzes under Bid Euchre: high and low no-trump, and the kinds that cannot be asked there."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from html_text import visible_text
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.errors import UnsupportedRuleError
from euchre.engine.ranking import NoTrump
from euchre.engine.rules import PRESETS, Family, Rules
from euchre.tutor import KINDS, Question, QuizSession, grade, kinds_for, make_question, solve
from euchre.tutor.board import board_html
from euchre.tutor.no_trump import pick_trump, trick_traps
from euchre.widgets import ExerciseWidget

BID_PRESETS = tuple(name for name, rules in PRESETS.items() if rules.family is Family.BID)
CARD_KINDS = ("which_card_wins", "legal_follow")
BID_KINDS = (
    "which_card_wins", "legal_follow", "rank_trumps", "who_leads", "spot_the_renege", "next_leader", "bid_score",
    "bid_options",
)
FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def no_trump_question(kind: str, difficulty: int, start: int = 0, low: bool | None = None) -> Question:
    for seed in range(start, start + 200):
        q = make_question(kind, rules="bid-euchre-6", difficulty=difficulty, seed=seed)
        if isinstance(q.trump, NoTrump) and (low is None or (q.trump is NoTrump.LOW) == low):
            return q
    raise AssertionError("no no-trump question in 200 seeds")


def answer_of(question: Question) -> object:
    expected = solve(question).expected
    return expected[0] if question.style == "single" else list(expected)


def test_which_kinds_take_bid_euchre() -> None:
    for preset in BID_PRESETS:
        partners_best = ("partners_best",) if Rules.preset(preset).partners_best else ()
        assert kinds_for(preset) == BID_KINDS + partners_best
    assert kinds_for("standard") == KINDS
    with pytest.raises(UnsupportedRuleError) as info:
        QuizSession(("which_card_wins", "is_it_a_euchre"), rules="bid-euchre-6")
    message = str(info.value)
    assert "Is it a euchre?" in message and "Which card wins?" in message and "Spot the renege" in message
    assert isinstance(info.value, ValueError)


@FAST
@given(kind=st.sampled_from((*CARD_KINDS, "rank_trumps")), preset=st.sampled_from(BID_PRESETS),
       difficulty=st.sampled_from((1, 2, 3)),
       seed=st.integers(0, 2**20 - 1))
def test_bid_questions_grade_right_and_wrong_answers(kind: str, preset: str, difficulty: int, seed: int) -> None:
    question = make_question(kind, rules=preset, difficulty=difficulty, seed=seed)
    assert question.rules == PRESETS[preset]
    if isinstance(question.trump, NoTrump):
        assert PRESETS[preset].allow_no_trump
    assert grade(question, answer_of(question)).correct
    expected = solve(question).expected
    if question.style == "single":
        wrong: object = next(c for c in question.choices if c not in expected)
    elif question.style == "order":
        wrong = [expected[1], expected[0], *expected[2:]]
    else:
        flip = question.choices[0]
        wrong = [c for c in expected if c != flip] if flip in expected else [*expected, flip]
        wrong = wrong or [next(c for c in question.choices if c not in expected)]
    feedback = grade(question, wrong)
    assert not feedback.correct and feedback.graded and feedback.mistake
    assert Question.from_json(question.to_json()) == question


@FAST
@given(difficulty=st.sampled_from((1, 2, 3)), seed=st.integers(0, 2**20 - 1))
def test_no_trump_winner_is_the_best_card_of_the_suit_led(difficulty: int, seed: int) -> None:
    question = make_question("which_card_wins", rules="bid-euchre-6", difficulty=difficulty, seed=seed)
    if not isinstance(question.trump, NoTrump):
        return
    cards = question.trick_cards
    led = [c for c in cards if c.suit == cards[0].suit]
    best = (max if question.trump is NoTrump.HIGH else min)(led, key=lambda c: int(c.rank))
    assert solve(question).expected == (best.code,)
    explanation = solve(question).explanation
    assert str(question.trump) in explanation
    jacks = [c for c in cards if c.rank == Rank.JACK]
    if len(jacks) == 1:
        assert f"{jacks[0]} is an ordinary jack in no-trump" in explanation
    elif jacks:  # one sentence names them all
        named = explanation.split("ordinary jacks in no-trump")[0].rsplit(". ", 1)[-1]
        assert all(str(jack) in named for jack in jacks), explanation


@FAST
@given(difficulty=st.sampled_from((1, 2, 3)), seed=st.integers(0, 2**20 - 1))
def test_no_trump_followers_are_the_printed_suit(difficulty: int, seed: int) -> None:
    question = make_question("legal_follow", rules="bid-euchre-6", difficulty=difficulty, seed=seed)
    if not isinstance(question.trump, NoTrump):
        return
    led = question.trick_cards[0].suit
    followers = {c.code for c in question.hand if c.suit == led}
    assert set(solve(question).expected) == (followers or {c.code for c in question.hand})
    if difficulty == 3:
        assert led is not None and Card(Rank.JACK, led.partner) in question.hand
    if difficulty == 1:
        assert all(c.rank != Rank.JACK for c in (*question.hand, *question.trick_cards))


def test_levels_set_the_no_trump_traps() -> None:
    for seed in range(0, 200, 7):
        q = no_trump_question("which_card_wins", 3, seed)
        traps = trick_traps(q.trick_cards, q.trump)  # type: ignore[arg-type]
        assert "jack_plain" in traps
        q1 = no_trump_question("which_card_wins", 1, seed)
        assert not any(c.rank == Rank.JACK for c in q1.trick_cards)
    lows = [no_trump_question("which_card_wins", 3, s, low=True) for s in range(0, 300, 10)]
    aces = sum("ace_loses" in trick_traps(q.trick_cards, NoTrump.LOW) for q in lows)
    assert aces >= len(lows) * 0.8


def test_a_wrong_pick_in_no_trump_says_why() -> None:
    q = no_trump_question("which_card_wins", 1)
    off = next((c for c in q.trick_cards if c.suit != q.trick_cards[0].suit), None)
    if off is not None:
        text = grade(q, off.code).mistake
        assert f"in {q.trump} only the suit led can win" in text
    low = no_trump_question("which_card_wins", 3, low=True)
    winner = solve(low).expected[0]
    ace = next(c for c in low.trick_cards if c.rank == Rank.ACE and c.suit == low.trick_cards[0].suit)
    assert ace.code != winner and not grade(low, ace.code).correct
    assert "low no-trump the lowest" in grade(low, ace.code).text


def test_rulesets_without_no_trump_draw_their_trump_as_before() -> None:
    """Question codes under standard rules (and Bid Euchre without no-trump) keep their questions."""
    for rules in (Rules(), PRESETS["bid-euchre-moon"], PRESETS["hoyle"]):
        for seed in range(50):
            ours, plain = random.Random(seed), random.Random(seed)
            assert pick_trump(ours, rules) == plain.choice(list(Suit))
            assert ours.getstate() == plain.getstate()


def test_json_and_board_show_no_trump() -> None:
    q = no_trump_question("legal_follow", 2, low=True)
    data = q.to_dict()
    assert data["trump"] == "low"
    assert Question.from_dict(data).trump is NoTrump.LOW
    text = visible_text(board_html(q), collapse=True)
    assert "low no-trump" in text
    assert Question.from_dict({**data, "trump": "H"}).trump is Suit.HEARTS


def test_drill_offers_bid_euchre_only_where_every_kind_can_use_it() -> None:
    single = ExerciseWidget(kinds="which_card_wins", kind_picker=False)
    assert {"bid-euchre-6", "double-deck-bid"} <= set([name for _label, name in single.rules_picker.options])
    single.rules_picker.value = "bid-euchre-6"
    assert single.quiz is not None and single.quiz.question.rules.name == "bid-euchre-6"
    assert "Traceback" not in single.status.value

    mixed = ExerciseWidget()
    assert "bid-euchre-6" not in [name for _label, name in mixed.rules_picker.options]
    drill = ExerciseWidget(kinds=CARD_KINDS)
    drill.rules_picker.value = "bid-euchre-6"
    # only the kinds the page asks for have a box: none to tick that the rulesets could not ask
    assert set(drill.kind_boxes) == set(CARD_KINDS) and "is_it_a_euchre" not in drill.kind_boxes
    assert "cannot be asked" not in visible_text(drill.status.value)
    assert drill.quiz is not None and drill.quiz.question.kind in CARD_KINDS


def test_a_custom_bid_ruleset_with_no_trump_turned_off_never_asks_no_trump() -> None:
    rules = replace(PRESETS["bid-euchre-6"], name="no-nt", allow_no_trump=False)
    for seed in range(40):
        assert isinstance(make_question("which_card_wins", rules=rules, difficulty=2, seed=seed).trump, Suit)
