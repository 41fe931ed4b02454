"""The "Spot the renege" quiz: reading reneges from a record of tricks, the questions it makes, and its grading."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from html_text import visible_text
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre import Card, Rules, new_hand
from euchre.engine.actions import CallRenege, Redeal
from euchre.engine.cards import Rank, Suit
from euchre.engine.ranking import NoTrump
from euchre.engine.reneges import reneges_in_record
from euchre.engine.rules import PRESETS, Family, RenegePenalty
from euchre.explain.reneges import renege_sentence
from euchre.tutor import Question, grade, make_question, solve
from euchre.tutor.answer_ids import NOBODY
from euchre.tutor.board import board_html
from euchre.tutor.spot_the_renege import (
    CLEAN,
    KEPT_LEFT,
    LEFT_AS_PRINTED,
    LEFT_NOT_A_FOLLOWER,
    PLAIN,
    play_hand,
    record_of,
)
from euchre.widgets import QuizWidget

STANDARD_PRESETS = tuple(name for name, rules in PRESETS.items() if rules.family is Family.STANDARD)
BID_PRESETS = tuple(name for name, rules in PRESETS.items() if rules.family is Family.BID)
ALL_PRESETS = STANDARD_PRESETS + BID_PRESETS
FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
KIND = "spot_the_renege"


def parse_record(text: str) -> tuple[tuple[tuple[int, Card], ...], ...]:
    """ "N:9H E:AH S:KH W:JD / ..." -> tricks of (seat, card)."""
    seats = {"N": 0, "E": 1, "S": 2, "W": 3}
    return tuple(
        tuple((seats[play[0]], Card.parse(play[2:])) for play in trick.split())
        for trick in text.split("/")
    )


def counts_as(card: Card, trump: Suit | NoTrump) -> Suit:
    """The suit a card follows as, worked out here without the engine (no Joker)."""
    if isinstance(trump, NoTrump):
        assert card.suit is not None
        return card.suit
    if card.suit == trump or (card.rank == Rank.JACK and card.suit == trump.partner):
        return trump
    assert card.suit is not None
    return card.suit


def offenders_by_hand(
    record: tuple[tuple[tuple[int, Card], ...], ...], trump: Suit | NoTrump
) -> list[tuple[int, int]]:
    """(seat, trick) of every renege, found by rebuilding each player's hand from the record."""
    found = []
    for number, trick in enumerate(record):
        led = counts_as(trick[0][1], trump)
        for seat, card in trick[1:]:
            still_held = [c for t in record[number + 1:] for s, c in t if s == seat]
            if counts_as(card, trump) != led and any(counts_as(c, trump) == led for c in still_held):
                found.append((seat, number + 1))
    return found


# ---- reading a record: the table of cases --------------------------------------------------
# Hearts are trump in every row; the left bower is J♦.
RECORDS = [
    # West shows out of clubs holding no club: no renege.
    ("N:9C E:AC S:KC W:9S / E:AS S:QS W:TS N:KS", []),
    # West plays a spade on a club lead but plays the T♣ in the next trick: a renege in trick 1.
    ("N:9C E:AC S:KC W:9S / E:TC S:QC W:JC N:KS", [(3, 1)]),
    # Diamonds led; West throws a spade and later plays the J♦, the left bower (a heart): no renege.
    ("N:9D E:AD S:KD W:9S / E:AS S:QS W:JD N:KS", []),
    # Hearts (trump) led; West keeps the J♦ back: the left bower follows trump, so a renege.
    ("N:9H E:AH S:KH W:9S / E:AS S:QS W:JD N:KS", [(3, 1)]),
    # Diamonds led; West plays the J♦ while holding the Q♦: the left bower is no diamond, so a renege.
    ("N:9D E:AD S:KD W:JD / E:AS S:QS W:QD N:KS", [(3, 1)]),
    # The last trick: nothing is left to keep back.
    ("N:9C E:AC S:KC W:9S", []),
    # Two reneges, in order.
    ("N:9C E:AS S:KC W:QC / N:TS E:9C S:KS W:AD / W:JS N:AC E:TD S:QD", [(1, 1), (3, 2)]),
]


@pytest.mark.parametrize(("text", "expected"), RECORDS)
def test_reneges_read_from_a_record(text: str, expected: list[tuple[int, int]]) -> None:
    record = parse_record(text)
    found = reneges_in_record(record, Suit.HEARTS)
    assert [(r.seat, r.trick) for r in found] == expected
    assert offenders_by_hand(record, Suit.HEARTS) == expected
    for renege in found:
        assert renege.could_follow and renege_sentence(renege).startswith(("North", "East", "South", "West"))


def _random_renege_hand(rules: Rules, rng: random.Random):
    state = new_hand(rules, rng.randrange(rules.num_players), seed=rng.getrandbits(32))
    while not state.is_over:
        state = state.apply(rng.choice([a for a in state.legal_actions() if not isinstance(a, (CallRenege, Redeal))]))
    return state


@FAST
@given(preset=st.sampled_from(ALL_PRESETS), seed=st.integers(0, 2**32 - 1))
def test_the_record_proves_exactly_the_reneges_the_state_machine_recorded(preset: str, seed: int) -> None:
    """Random plays in renege mode (loners too): every renege the engine noted, and no other, shows in the record."""
    state = _random_renege_hand(replace(PRESETS[preset], renege_mode=True), random.Random(seed))
    record = record_of(state)
    read = reneges_in_record(record, state.trump)
    assert [(r.seat, r.trick, r.card, r.led, frozenset(r.could_follow)) for r in read] == [
        (r.seat, r.trick, r.card, r.led, frozenset(r.could_follow)) for r in state.reneges
    ]
    if state.trump is not None and not state.rules.joker:
        assert [(r.seat, r.trick) for r in read] == offenders_by_hand(record, state.trump)


# ---- the hands the quiz deals ---------------------------------------------------------------
@pytest.mark.parametrize("shape", [PLAIN, KEPT_LEFT, LEFT_AS_PRINTED, CLEAN, LEFT_NOT_A_FOLLOWER])
def test_each_shape_of_hand_comes_up_and_is_what_it_claims(shape: str) -> None:
    rng, rules, made = random.Random(11), Rules(), 0
    for _ in range(400):
        state = play_hand(rng, rules, shape)
        if state is None:
            continue
        made += 1
        trump = state.trump
        assert isinstance(trump, Suit)
        left = Card(Rank.JACK, trump.partner)
        record = record_of(state)
        found = offenders_by_hand(record, trump)
        assert len(record) == 5 and all(len(t) == 4 for t in record)
        if shape in (CLEAN, LEFT_NOT_A_FOLLOWER):
            assert found == []
        else:
            assert len(found) == 1
            seat, number = found[0]
            played = dict(record[number - 1])[seat]
            kept = [c for t in record[number:] for s, c in t if s == seat]
            if shape == KEPT_LEFT:
                assert record[number - 1][0][1] != left and counts_as(record[number - 1][0][1], trump) == trump
                assert left in kept
            elif shape == LEFT_AS_PRINTED:
                assert played == left
            else:
                assert left not in (played, *kept) or counts_as(record[number - 1][0][1], trump) != trump
        if shape == LEFT_NOT_A_FOLLOWER:
            assert any(
                counts_as(trick[0][1], trump) == trump.partner and s != trick[0][0] and c.suit != trump.partner
                and left in [x for t in record[i + 1:] for s2, x in t if s2 == s]
                for i, trick in enumerate(record) for s, c in trick
            )
    assert made >= 20, f"only {made} {shape} hands in 400 deals"


@FAST
@given(preset=st.sampled_from(ALL_PRESETS), difficulty=st.sampled_from((1, 2, 3)), seed=st.integers(0, 2**20 - 1))
def test_the_answer_is_the_first_player_the_record_convicts(preset: str, difficulty: int, seed: int) -> None:
    question = make_question(KIND, rules=preset, difficulty=difficulty, seed=seed)
    record = question.history
    n = question.num_players
    assert len(record) == question.rules.hand_size
    assert question.choices == (*(f"seat:{s}" for s in range(n)), NOBODY)
    reneges = reneges_in_record(record, question.trump)
    assert len(reneges) <= 1
    expected = solve(question).expected
    assert expected == ((f"seat:{reneges[0].seat}",) if reneges else (NOBODY,))
    assert solve(question).expected_text == (question.seat_name(reneges[0].seat) if reneges else "Nobody")
    if not question.rules.joker:
        assert [f"seat:{s}" for s, _ in offenders_by_hand(record, question.trump)] == [
            e for e in expected if e != NOBODY
        ]
    cards = [c for trick in record for _, c in trick]
    assert len(cards) == len(set(cards)) or question.rules.deck_copies > 1


def test_levels_mix_renege_and_clean_hands_and_level_three_turns_on_the_left_bower() -> None:
    answers = {d: Counter(solve(make_question(KIND, difficulty=d, seed=s)).expected[0] == NOBODY
                          for s in range(60)) for d in (1, 2, 3)}
    for d in (2, 3):
        assert answers[d][True] >= 5 and answers[d][False] >= 5, answers
    assert answers[1][False] > answers[1][True]
    left_turns = sum("left bower" in solve(make_question(KIND, difficulty=3, seed=s)).explanation for s in range(60))
    assert left_turns >= 45


def test_explanations_give_the_evidence_and_the_penalty_in_force() -> None:
    for seed in range(40):
        question = make_question(KIND, difficulty=2, seed=seed)
        right = solve(question)
        reneges = reneges_in_record(question.history, question.trump)
        if not reneges:
            assert right.explanation.startswith("Nobody reneged")
            continue
        renege = reneges[0]
        name = question.seat_name(renege.seat)
        assert f"{name} reneged in trick {renege.trick}" in right.explanation
        assert f"played {renege.card} on a {renege.led.singular} lead" in right.explanation
        assert all(str(c) in right.explanation for c in renege.could_follow)
        assert "lose 2 points" in right.explanation
        other = replace(question, rules=Rules(renege_penalty=RenegePenalty.OPPONENTS_GAIN, renege_points=4))
        assert "opponents gain 4 points" in solve(other).explanation
        return
    pytest.fail("no renege among 40 level-2 questions")


def test_a_wrong_pick_says_why_that_player_is_innocent() -> None:
    question = make_question(KIND, difficulty=3, seed=4)
    expected = solve(question).expected[0]
    for choice in question.choices:
        feedback = grade(question, choice)
        assert feedback.correct == (choice == expected)
        if feedback.correct:
            continue
        assert feedback.text.startswith("Not quite") and solve(question).expected_text in feedback.text
        if choice == NOBODY:
            assert "nobody" in feedback.mistake
        else:
            assert feedback.mistake.startswith(f"You chose {question.choice_text(choice)}")
            assert "followed the suit led in every trick" in feedback.mistake or "left to play" in feedback.mistake


@given(answer=st.one_of(st.none(), st.text(max_size=12), st.integers(-3, 9), st.booleans(),
                        st.lists(st.text(max_size=3), max_size=2)))
@settings(max_examples=150, deadline=None)
def test_any_answer_is_graded_or_refused_kindly(answer: object) -> None:
    question = make_question(KIND, difficulty=2, seed=99)
    feedback = grade(question, answer)
    if feedback.graded:
        assert feedback.text.startswith(("Correct", "Not quite"))
    else:
        assert "Nobody" in feedback.mistake and feedback.text == feedback.line


def test_nobody_is_read_in_the_ways_people_type_it() -> None:
    question = next(q for s in range(50) if solve(q := make_question(KIND, difficulty=2, seed=s)).expected == (NOBODY,))
    for typed in ("Nobody", "nobody", " No one ", "none"):
        assert grade(question, typed).correct, typed
    assert grade(question, 0).graded and not grade(question, 0).correct


def test_json_round_trip_keeps_the_tricks() -> None:
    question = make_question(KIND, difficulty=3, seed=8)
    back = Question.from_json(question.to_json())
    assert back == question and back.history == question.history
    assert solve(back) == solve(question)


# ---- what the learner sees ------------------------------------------------------------------
def test_board_lays_out_every_trick_by_seat() -> None:
    question = make_question(KIND, difficulty=1, seed=5)
    html = board_html(question)
    text = visible_text(html, collapse=True)
    for number in range(1, 6):
        assert f"Trick {number}" in text
    assert text.count("led") >= 5 and all(name in text for name in ("North", "East", "South", "West"))
    assert html.count('class="et-card') == 20
    assert html.count("et-win") == 5
    for trick in question.history:
        for _, card in trick:
            assert f'data-card="{card.code}"' in html
    assert 'aria-label="the tricks of the hand, in order"' in html
    hinted = "et-trump" in html
    plain = board_html(replace(question, difficulty=2))
    assert hinted and "et-trump" not in plain.split("</style>")[-1]


def test_two_handed_board_has_a_column_per_player() -> None:
    question = make_question(KIND, rules="two-handed", difficulty=2, seed=3)
    html = board_html(question)
    assert html.count('class="et-card') == 10 and "West" not in visible_text(html)


def test_widget_wrong_then_right_with_nobody_button() -> None:
    quiz = QuizWidget(kinds=(KIND,), difficulty=2)
    assert NOBODY in quiz.question.choices
    expected = solve(quiz.question).expected[0]
    wrong = next(c for c in quiz.question.choices if c != expected)
    quiz.select(wrong)
    quiz.check_button.click()
    assert visible_text(quiz.feedback_html.value).startswith("Not quite")
    assert solve(quiz.question).expected_text in visible_text(quiz.feedback_html.value)
    quiz.next_button.click()
    expected = solve(quiz.question).expected[0]
    quiz.select(expected)
    quiz.check_button.click()
    assert visible_text(quiz.feedback_html.value).startswith("Correct")


def test_bid_euchre_hands_in_no_trump_and_with_two_decks() -> None:
    no_trump = [q for s in range(60) if isinstance(
        (q := make_question(KIND, rules="bid-euchre-6", difficulty=1, seed=s)).trump, NoTrump)]
    assert no_trump, "no no-trump hand in 60 level-1 questions under bid-euchre-6"
    for q in no_trump:
        assert f"named {q.trump}" in q.prompt and len(q.history) == 6
        assert "low no-trump" in visible_text(board_html(q)) or "high no-trump" in visible_text(board_html(q))
    double = make_question(KIND, rules="double-deck-bid", difficulty=2, seed=1)
    assert len(double.history) == 12 and board_html(double).count("Trick 12") == 1
    assert grade(double, solve(double).expected[0]).correct
