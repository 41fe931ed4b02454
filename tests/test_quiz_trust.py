"""Regressions for issue 27's quiz defects: what the learner is shown must agree with the engine.

Each test reads what a learner reads (the question, the feedback line, "Why?", the card buttons)
and decides what is true with the engine's own functions.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from euchre.engine.cards import Card
from euchre.engine.ranking import NoTrump, is_left_bower, is_right_bower, is_trump, trump_order
from euchre.engine.rules import Rules
from euchre.engine.tricks import led_suit, trick_winner
from euchre.explain.cards import card_role
from euchre.progress.lessons import page_checks, page_progress
from euchre.progress.store import open_store
from euchre.tutor import grade, make_question, solve
from euchre.tutor.board import board_html

PRESETS = ("standard", "british", "cutthroat", "two-handed", "bid-euchre-6", "double-deck-bid")


# ---- "Which card wins?" ----------------------------------------------------------------------------------
@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("level", [1, 2, 3])
def test_which_card_wins_shows_a_complete_trick(preset: str, level: int) -> None:
    """A seat still to play could overtrump, so an unfinished trick has no winner yet."""
    for seed in range(40):
        q = make_question("which_card_wins", rules=preset, difficulty=level, seed=seed)
        assert len(q.trick) == q.num_players, q.prompt
        assert sorted(q.trick_seats) == list(range(q.num_players))


def test_level_one_is_plain_cards_with_no_trump_or_one_low_trump() -> None:
    """Level 1 comes before the bowers: a trick with no trump (the highest card of the led suit wins), or
    one plain trump that beats the suit led; both kinds occur."""
    seen = set()
    for seed in range(60):
        q = make_question("which_card_wins", difficulty=1, seed=seed)
        cards, trump = q.trick_cards, q.trump
        assert not any(c.is_joker or is_left_bower(c, trump) or is_right_bower(c, trump) for c in cards)
        trumps = [c for c in cards if is_trump(c, trump)]
        assert len(trumps) <= 1
        win = cards[trick_winner(cards, trump)]
        if trumps:
            assert win == trumps[0] and not is_trump(cards[0], trump)
        else:
            led = led_suit(cards, trump)
            assert win == max((c for c in cards if c.suit == led), key=lambda c: c.rank)
        seen.add(bool(trumps))
    assert seen == {True, False}


# ---- the Joker ---------------------------------------------------------------------------------------------
def test_the_right_bower_is_not_called_the_highest_trump_under_a_joker_ruleset() -> None:
    british = Rules.preset("british")
    for seed in range(10):
        q = make_question("rank_trumps", rules=british, difficulty=1, seed=seed)
        order = solve(q).expected
        assert order[0] == "B" and trump_order(q.trump, british.min_rank, True)[0].is_joker
        # the right bower put first: the feedback compares it with the Joker
        swapped = [order[1], order[0], *order[2:]]
        text = grade(q, swapped).text
        right = str(trump_order(q.trump, british.min_rank, True)[1])
        assert f"Joker beats {right}" in text
        assert not re.search(rf"{right} is the right bower, the highest \w+\.", text), text
        assert "after the Joker" in text
    spade = Card.parse("JS").suit
    assert "after the Joker" in card_role(Card.parse("JS"), spade, joker=True)
    assert "after the Joker" not in card_role(Card.parse("JS"), spade)


# ---- feedback wording ------------------------------------------------------------------------------------
def test_bid_score_line_gives_the_reason_not_the_chosen_score() -> None:
    for seed in range(20):
        q = make_question("bid_score", rules="bid-euchre-moon", difficulty=2, seed=seed)
        for choice in q.choices:
            feedback = grade(q, choice)
            if not feedback.correct:
                assert not feedback.line.startswith("Not quite: you chose"), feedback.line
                assert "you chose" not in feedback.line.lower()


def test_farmers_hand_answer_is_never_empty() -> None:
    rules = Rules.preset("standard").replace(farmers=True)
    for seed in range(30):
        q = make_question("farmers_hand", rules=rules, difficulty=1, seed=seed)
        for choice in q.choices:
            text = grade(q, choice).text
            assert ": a farmer's hand" not in text, text


def test_a_bowers_role_is_said_once_in_which_card_wins() -> None:
    for seed in range(40):
        q = make_question("which_card_wins", difficulty=2, seed=seed)
        for choice in q.choices:
            text = grade(q, choice).text
            for card in q.trick_cards:
                if is_left_bower(card, q.trump) or is_right_bower(card, q.trump):
                    role = card_role(card, q.trump)
                    assert text.count(role) <= 1, text


def test_legal_follow_says_the_rule_once_and_lower_case_after_a_colon() -> None:
    for seed in range(30):
        q = make_question("legal_follow", difficulty=1, seed=seed)
        right = set(solve(q).expected)
        wrong = [c for c in q.choices if c not in right]
        if not wrong:
            continue
        text = grade(q, wrong[:1]).text
        assert text.count("must follow") <= 1, text
        assert ": You" not in text, text


def test_order_up_feedback_has_one_level_of_brackets() -> None:
    q = make_question("order_up", difficulty=2, seed=0)
    for choice in q.choices:
        depth = deepest = 0
        for ch in grade(q, choice).text:
            depth += (ch == "(") - (ch == ")")
            deepest = max(deepest, depth)
        assert deepest <= 1


# ---- badges ------------------------------------------------------------------------------------------------
def test_rank_the_trumps_level_one_shows_no_bower_badges() -> None:
    from euchre.widgets import QuizWidget

    for seed in range(5):
        q = make_question("rank_trumps", difficulty=1, seed=seed)
        html = board_html(q)
        assert "right bower" not in html and "left bower" not in html
        quiz = QuizWidget("rank_trumps", difficulty=1, code=q.code)
        for button in quiz.order_buttons:
            assert not {"et-tag-rb", "et-tag-lb", "et-trump"} & set(button._dom_classes)
            assert "bower" not in button.tooltip


def test_order_up_shows_no_trump_badges_before_trump_is_made() -> None:
    for seed in range(4):
        q = make_question("order_up", difficulty=1, seed=seed)
        html = board_html(q)
        assert "et-trump" not in html and "bower" not in html and "(trump)" not in html


def test_level_one_which_card_wins_still_tags_trumps_as_a_hint() -> None:
    from euchre.widgets import QuizWidget

    found = False
    for seed in range(20):
        q = make_question("which_card_wins", difficulty=1, seed=seed)
        if any(is_trump(c, q.trump) for c in q.trick_cards) and not isinstance(q.trump, NoTrump):
            quiz = QuizWidget("which_card_wins", difficulty=1, code=q.code)
            assert any("(trump)" in tip for tip in quiz.choice_buttons.tooltips)
            found = True
            break
    assert found


# ---- a check passes on a right first answer ------------------------------------------------------------
def test_a_check_passes_only_on_a_right_first_answer(tmp_path: Path) -> None:
    from euchre.widgets import LessonCheckWidget

    page = "lessons/01_deck_and_ranks"
    store = open_store(f"sqlite:///{tmp_path}/progress.sqlite")
    widget = LessonCheckWidget(page, page_checks(page)[0], learner="Ada", store=store)
    right = solve(widget.question).expected
    wrong = next(c for c in widget.question.choices if c not in right)
    widget.select(wrong)
    assert not widget.check().correct
    widget.select(right[0])
    assert widget.check().correct
    assert page_progress(page, "Ada", store=store)[0] == 0, "a right answer after the feedback is no pass"
    assert "Check passed" not in widget.passed_html.value and "first answer" in widget.passed_html.value
    widget.next_button.click()
    assert widget.passed_html.value == ""
    widget.select(solve(widget.question).expected[0])
    assert widget.check().correct
    assert page_progress(page, "Ada", store=store)[0] == 1 and "Check passed" in widget.passed_html.value


# ---- lesson checks ask what their idea says ----------------------------------------------------------
def _which_card_wins_fits(check_id: str, q) -> bool:  # type: ignore[no-untyped-def]
    cards, trump = q.trick_cards, q.trump
    win = cards[trick_winner(cards, trump)]
    trumps = [c for c in cards if is_trump(c, trump)]
    return {
        "led-suit": not trumps,
        "trump-beats": bool(trumps) and is_trump(win, trump) and not is_trump(cards[0], trump),
        "bowers": any(is_left_bower(c, trump) or is_right_bower(c, trump) for c in cards),
        "joker-wins": win.is_joker,
        "high-no-trump": trump is NoTrump.HIGH,
        "low-no-trump": trump is NoTrump.LOW,
        "sevens-and-eights": any(c.rank in (7, 8) for c in cards),
    }.get(check_id, True)


def test_lesson_checks_of_the_trick_kinds_show_what_their_idea_says() -> None:
    """Lesson 1's first check ("the highest card of the led suit takes the trick") has no trump in its
    trick, its second one a trump that wins; a check before loners (level 1) seats nobody out."""
    from euchre.progress.lessons import LESSON_CHECKS

    seen = 0
    for checks in LESSON_CHECKS.values():
        for check in checks:
            q = make_question(check.kind, rules=check.ruleset, difficulty=check.difficulty, seed=check.seed)
            if check.kind == "which_card_wins":
                assert len(q.trick) == q.num_players
                assert _which_card_wins_fits(check.id, q), (check.page, check.id, q.prompt)
                seen += 1
            elif check.kind == "next_leader" and check.difficulty == 1:
                assert len(q.trick) == q.num_players, (check.page, check.id, q.prompt)
    assert seen


def test_a_guided_stop_gives_the_reason_first_not_what_the_hand_did() -> None:
    from euchre import new_hand
    from euchre.engine.actions import Play
    from euchre.tutor.guided import grade_stop

    state = new_hand(Rules.preset("standard"), 0, seed=5)
    while not (state.phase.value == "trick play" and len(state.legal_actions()) > 1):
        state = state.apply(state.legal_actions()[-1 if state.phase.value != "trick play" else 0])
    recorded, other = state.legal_actions()[:2]
    assert isinstance(recorded, Play)
    note = "Leading a trump draws the defenders' trumps."
    feedback = grade_stop(state, recorded, other, "recorded", note)
    assert feedback.line == "Not quite: leading a trump draws the defenders' trumps."
    assert "In this hand" in feedback.details and feedback.text.lower().count("leading a trump") == 1


def test_no_trump_jacks_are_explained_in_one_sentence() -> None:
    found = 0
    for seed in range(60):
        q = make_question("which_card_wins", rules="bid-euchre-6", difficulty=2, seed=seed)
        if not isinstance(q.trump, NoTrump):
            continue
        jacks = [c for c in q.trick_cards if c.rank == 11]
        text = grade(q, solve(q).expected[0]).text
        assert text.count("ordinary jack") <= 1, text
        if len(jacks) > 1:
            assert "are ordinary jacks" in text and all(str(j) in text for j in jacks)
            found += 1
    assert found


def test_a_trick_won_by_the_right_bower_in_a_joker_game_says_after_the_joker() -> None:
    from euchre.explain.plays import why_card_won

    cards = [Card.parse(c) for c in ("AS", "JS", "9S", "KH")]
    spades = cards[0].suit
    assert trick_winner(cards, spades) == 1
    assert "the highest spade after the Joker" in why_card_won(cards, spades, 1, joker=True)
    assert "after the Joker" not in why_card_won(cards, spades, 1)
