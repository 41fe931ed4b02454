"""Quiz generators and grading, tested directly (no widgets): codes, reproducibility, answers, traps."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre.engine.cards import Card, Rank
from euchre.engine.errors import QuizCodeError, RulesError, UnsupportedRuleError
from euchre.engine.ranking import card_power, effective_suit, is_left_bower, trump_power
from euchre.engine.rules import PRESETS, Family, LonerLead, Rules
from euchre.tutor import (
    KINDS,
    Feedback,
    Question,
    QuizSession,
    format_code,
    grade,
    make_question,
    parse_code,
    parse_set_code,
    question_from_code,
    solve,
)

STANDARD_PRESETS = tuple(name for name, rules in PRESETS.items() if rules.family is Family.STANDARD)
SEEDS = st.integers(min_value=0, max_value=2**20 - 1)
FAST = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def right_answer(question: Question) -> object:
    expected = solve(question).expected
    return expected[0] if question.style == "single" else list(expected)


def a_wrong_answer(question: Question) -> object:
    """A well-formed answer that differs from the right one."""
    expected = list(solve(question).expected)
    if question.style == "single":
        return next(c for c in question.choices if c not in expected)
    if question.style == "multi":
        flip = question.choices[0]
        picked = [c for c in expected if c != flip] if flip in expected else [*expected, flip]
        return picked or [next(c for c in question.choices if c not in expected)]
    swapped = expected[:]
    swapped[0], swapped[1] = swapped[1], swapped[0]
    return swapped


def left_bowers(question: Question) -> list[Card]:
    cards = [*question.trick_cards, *question.hand, *question.cards]
    return [c for c in cards if is_left_bower(c, question.trump)]


# ---- codes ---------------------------------------------------------------------------------------
def test_code_round_trip_and_spelling() -> None:
    code = format_code("which_card_wins", 3, 2 * 32 * 32 + 7 * 32 + 18)
    assert code == "W3-027J"
    parsed = parse_code(" w3-027j ")
    assert (parsed.kind, parsed.difficulty, parsed.seed) == ("which_card_wins", 3, 2290)
    assert str(parsed) == code
    assert parse_code("W3-O27J").seed == 2290  # Crockford base32: O reads as 0, I and L as 1
    assert parse_set_code("WFE2-1234").kinds == ("which_card_wins", "legal_follow", "is_it_a_euchre")


@pytest.mark.parametrize(
    "bad",
    ["", "   ", "ZZ", "W4-1234", "W0-1234", "X1-1234", "W1-", "W1-U123", "WW1-1234", "W1-123456789", "W1_1234",
     "<script>", None, 42, ["W1-1234"]],
)
def test_bad_codes_raise_the_typed_error(bad: object) -> None:
    with pytest.raises(QuizCodeError) as info:
        parse_code(bad)
    assert isinstance(info.value, ValueError)
    assert "code" in str(info.value)


def test_code_for_another_kind_or_a_set_is_refused() -> None:
    with pytest.raises(QuizCodeError, match="legal_follow"):
        make_question("which_card_wins", "F1-1234")
    with pytest.raises(QuizCodeError, match="set code"):
        question_from_code("WF1-1234")


def test_bid_rulesets_are_refused_by_the_kinds_that_cannot_use_them_and_unknown_presets_by_all() -> None:
    with pytest.raises(UnsupportedRuleError, match="Which card wins"):
        make_question("is_it_a_euchre", rules=PRESETS["bid-euchre-6"])
    with pytest.raises(UnsupportedRuleError, match="Which bids"):
        make_question("partners_best", rules=PRESETS["bid-euchre-6"])
    with pytest.raises(RulesError):
        make_question("which_card_wins", rules="no-such-preset")


# ---- reproducibility -----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", KINDS)
def test_same_code_same_question(kind: str) -> None:
    first = make_question(kind, difficulty=2)
    again = question_from_code(first.code)
    assert again == first
    assert make_question(kind, first.code.lower()) == first
    assert question_from_code(first.code, "hoyle").rules == Rules.preset("hoyle")


def test_same_code_same_question_in_a_fresh_interpreter() -> None:
    codes = [make_question(kind, rules="hoyle", difficulty=d, seed=977 * d).code for kind in KINDS for d in (1, 2, 3)]
    here = [question_from_code(code, "hoyle").to_json() for code in codes]
    script = (
        "import json, sys\n"
        "from euchre.tutor import question_from_code\n"
        "codes = json.loads(sys.argv[1])\n"
        "print(json.dumps([question_from_code(c, 'hoyle').to_json() for c in codes]))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, json.dumps(codes)], capture_output=True, text=True, check=True,
        env={"PYTHONHASHSEED": "12345", "PATH": ""},
    )
    assert json.loads(out.stdout) == here


@pytest.mark.parametrize("kind", KINDS)
def test_json_round_trip(kind: str) -> None:
    for preset in STANDARD_PRESETS:
        for difficulty in (1, 2, 3):
            question = make_question(kind, rules=preset, difficulty=difficulty, seed=4242)
            data = json.loads(question.to_json())
            assert data["kind"] == kind and data["code"] == question.code
            assert data["rules"]["name"] == preset
            back = Question.from_json(question.to_json())
            assert back == question
            assert back.rules.name == preset
            assert grade(back, right_answer(back)).correct


# ---- every kind, difficulty and ruleset -----------------------------------------------------------
@FAST
@given(kind=st.sampled_from(KINDS), difficulty=st.sampled_from((1, 2, 3)),
       preset=st.sampled_from(STANDARD_PRESETS), seed=SEEDS)
def test_right_answer_accepted_wrong_answer_explained(kind: str, difficulty: int, preset: str, seed: int) -> None:
    question = make_question(kind, rules=preset, difficulty=difficulty, seed=seed)
    assert question.code == format_code(kind, difficulty, seed)
    assert question.prompt and question.choices
    right = grade(question, right_answer(question))
    assert right.correct and right.graded and right.text.startswith("Correct")
    assert right.explanation
    wrong = grade(question, a_wrong_answer(question))
    assert not wrong.correct and wrong.graded
    assert wrong.text.startswith("Not quite") and wrong.mistake and wrong.explanation
    for card in left_bowers(question):
        assert "left bower" in right.text and "left bower" in wrong.text, card
    _check_mentions(question, wrong)


def _check_mentions(question: Question, wrong: Feedback) -> None:
    """The explanation of a wrong answer names the cards (or seats) that matter."""
    if question.kind == "which_card_wins":
        winner = Card.parse(solve(question).expected[0])
        assert str(winner) in wrong.text
        picked = Card.parse(a_wrong_answer(question))  # type: ignore[arg-type]
        assert str(picked) in wrong.mistake
    elif question.kind == "legal_follow":
        changed = set(a_wrong_answer(question)) ^ set(solve(question).expected)  # type: ignore[arg-type]
        for code in changed:
            assert str(Card.parse(code)) in wrong.mistake
    elif question.kind == "rank_trumps":
        given = a_wrong_answer(question)
        assert str(Card.parse(given[0])) in wrong.mistake  # type: ignore[index]
    elif question.kind == "who_leads":
        assert solve(question).expected_text in wrong.text


@pytest.mark.parametrize("preset", STANDARD_PRESETS)
@pytest.mark.parametrize("kind", KINDS)
def test_many_seeds_exhaustively(kind: str, preset: str) -> None:
    for difficulty in (1, 2, 3):
        for seed in range(40):
            question = make_question(kind, rules=preset, difficulty=difficulty, seed=seed)
            assert grade(question, right_answer(question)).correct
            assert not grade(question, a_wrong_answer(question)).correct


# ---- the engine's answers against independently worked-out facts ---------------------------------
@FAST
@given(difficulty=st.sampled_from((1, 2, 3)), preset=st.sampled_from(STANDARD_PRESETS), seed=SEEDS)
def test_which_card_wins_beats_every_other_card(difficulty: int, preset: str, seed: int) -> None:
    question = make_question("which_card_wins", rules=preset, difficulty=difficulty, seed=seed)
    cards, trump = question.trick_cards, question.trump
    assert 2 <= len(cards) <= min(4, question.num_players)
    assert len(set(cards)) == len(cards)
    led = effective_suit(cards[0], trump)
    winner = Card.parse(solve(question).expected[0])
    for card in cards:
        if card != winner:
            assert card_power(winner, trump, led) > card_power(card, trump, led)


@FAST
@given(difficulty=st.sampled_from((1, 2, 3)), preset=st.sampled_from(STANDARD_PRESETS), seed=SEEDS)
def test_legal_follow_matches_the_follow_rule(difficulty: int, preset: str, seed: int) -> None:
    question = make_question("legal_follow", rules=preset, difficulty=difficulty, seed=seed)
    hand, trump = question.hand, question.trump
    assert not set(hand) & set(question.trick_cards)

    def suit_to_follow(card: Card) -> object:
        counts_as_trump = card.is_joker or card.suit == trump or (card.rank == Rank.JACK and card.suit == trump.partner)
        return trump if counts_as_trump else card.suit

    led = suit_to_follow(question.trick_cards[0])
    followers = {c for c in hand if suit_to_follow(c) == led}
    expected = {Card.parse(code) for code in solve(question).expected}
    assert expected == (followers or set(hand))


@FAST
@given(difficulty=st.sampled_from((1, 2, 3)), preset=st.sampled_from(STANDARD_PRESETS), seed=SEEDS)
def test_rank_trumps_order(difficulty: int, preset: str, seed: int) -> None:
    question = make_question("rank_trumps", rules=preset, difficulty=difficulty, seed=seed)
    order = [Card.parse(code) for code in solve(question).expected]
    assert sorted(order) == sorted(question.cards)
    assert list(question.cards) != order
    powers = [trump_power(c, question.trump) for c in order]
    assert all(a > b for a, b in pairwise(powers))
    assert Card(Rank.JACK, question.trump) in order and Card(Rank.JACK, question.trump.partner) in order
    rules = question.rules
    if rules.joker:
        assert order[0].is_joker
    if rules.min_rank == 7 and difficulty > 1:
        assert {Rank.SEVEN, Rank.EIGHT} <= {c.rank for c in order}
    if difficulty == 3:
        assert len(order) == (15 - rules.min_rank) + 1 + rules.joker


def test_rank_trumps_with_a_32_card_deck_and_the_joker() -> None:
    rules = Rules(name="piquet-joker", min_rank=7, joker=True)
    question = make_question("rank_trumps", rules=rules, difficulty=3, seed=7)
    order = [Card.parse(code) for code in solve(question).expected]
    assert len(order) == 10 and order[0].is_joker and order[-1].rank == Rank.SEVEN


def _scoring_table(rules: Rules, alone: bool, lone_defender: bool, maker_tricks: int) -> tuple[str, int]:
    """RULES.md 2.6 written out by hand: (who scores, how many)."""
    defenders = rules.tricks_per_hand - maker_tricks
    if lone_defender and defenders >= 3:
        return "defenders", rules.lone_defender_march_score if defenders == 5 else rules.lone_defender_euchre_score
    lone = alone and rules.num_players == 4
    if maker_tricks == 5:
        return "makers", rules.loner_march_score if lone else rules.march_score
    if maker_tricks >= 3:
        return "makers", rules.make_score
    return "defenders", rules.loner_euchred_score if lone else rules.euchre_score


@pytest.mark.parametrize("preset", STANDARD_PRESETS)
def test_is_it_a_euchre_scores_like_the_table(preset: str) -> None:
    seen: Counter[str] = Counter()
    for difficulty in (1, 2, 3):
        for seed in range(150):
            q = make_question("is_it_a_euchre", rules=preset, difficulty=difficulty, seed=seed)
            rules = q.rules
            assert q.maker is not None and sum(q.tricks) == rules.tricks_per_hand
            maker_side = rules.side_of(q.maker)
            who, value = _scoring_table(rules, q.alone, q.lone_defender is not None, q.tricks[maker_side])
            assert solve(q).expected[0] in q.choices
            label = q.choice_text(solve(q).expected[0])
            assert label == solve(q).expected_text
            assert label.endswith(f"{value}") or label.endswith(f"{value} each")
            from euchre.engine.seats import side_name

            maker_name = side_name(maker_side, rules.num_players)
            assert label.startswith(maker_name) == (who == "makers"), (label, who)
            seen[("lone " if q.alone else "") + ("defended " if q.lone_defender is not None else "")
                 + ("march" if q.tricks[maker_side] == 5 else "made" if q.tricks[maker_side] >= 3 else "euchre")] += 1
    assert {"march", "made", "euchre"} <= set(seen)
    if PRESETS[preset].allow_alone and PRESETS[preset].num_players == 4:
        assert {"lone march", "lone made", "lone euchre"} <= set(seen)
    if PRESETS[preset].defend_alone:
        assert any("defended euchre" in key for key in seen)


def _leader_by_hand(rules: Rules, dealer: int, maker: int, alone: bool, lone: int | None) -> int:
    n = rules.num_players
    out = set()
    if alone and n == 4:
        out.add((maker + 2) % 4)
    if lone is not None:
        out.add((lone + 2) % 4)

    def next_in(seat: int) -> int:
        seat = (seat + 1) % n
        while seat in out:
            seat = (seat + 1) % n
        return seat

    if rules.loner_lead is LonerLead.LEFT_OF_LONER and (alone or lone is not None):
        if lone is not None:
            return lone if alone else next_in(lone)
        return next_in(maker)
    return next_in(dealer)


@pytest.mark.parametrize("preset", STANDARD_PRESETS)
def test_who_leads_matches_the_lead_rule(preset: str) -> None:
    traps: Counter[str] = Counter()
    for difficulty in (1, 2, 3):
        for seed in range(120):
            q = make_question("who_leads", rules=preset, difficulty=difficulty, seed=seed)
            assert q.dealer is not None and q.maker is not None
            leader = _leader_by_hand(q.rules, q.dealer, q.maker, q.alone, q.lone_defender)
            assert solve(q).expected == (f"seat:{leader}",)
            assert solve(q).expected_text == q.seat_name(leader)
            both_alone = q.alone and q.lone_defender is not None
            if leader != (q.dealer + 1) % q.num_players or both_alone:
                traps[difficulty] += 1
    if PRESETS[preset].allow_alone and PRESETS[preset].num_players == 4:
        assert traps[3] == 120  # level 3 always asks for more than "left of the dealer"
        assert traps[1] == 0


# ---- the traps -----------------------------------------------------------------------------------
@pytest.mark.parametrize("preset", STANDARD_PRESETS)
def test_level_three_puts_the_left_bower_in_play(preset: str) -> None:
    for seed in range(60):
        wins = make_question("which_card_wins", rules=preset, difficulty=3, seed=seed)
        assert left_bowers(wins)
        follow = make_question("legal_follow", rules=preset, difficulty=3, seed=seed)
        assert left_bowers(follow)
        printed = follow.trump.partner
        assert any(c.suit == printed and not is_left_bower(c, follow.trump) for c in follow.hand)
        easy = make_question("which_card_wins", rules=preset, difficulty=1, seed=seed)
        assert not left_bowers(easy)


def test_left_bower_of_the_led_suit_is_explained() -> None:
    question = Question(
        kind="legal_follow", code="F3-0000", rules=Rules.preset("standard"), difficulty=3,
        prompt="test", choices=("JD", "AD", "9S"), style="multi",
        trump=Card.parse("AH").suit, trick=((0, Card.parse("KD")),), seat=1,
        hand=(Card.parse("JD"), Card.parse("AD"), Card.parse("9S")),
    )
    feedback = grade(question, ["JD", "AD"])
    assert not feedback.correct
    assert "J♦" in feedback.mistake and "left bower" in feedback.mistake and "heart" in feedback.mistake
    assert grade(question, "AD").correct


# ---- malformed answers ---------------------------------------------------------------------------
GARBAGE = [None, "", "   ", "ZZ", "<b>x</b>", 99, -1, True, 3.5, [], ["ZZ"], {"a": 1}, object(), "QS QS"]


@pytest.mark.parametrize("kind", KINDS)
def test_malformed_answers_give_friendly_feedback(kind: str) -> None:
    question = make_question(kind, difficulty=2, seed=31)
    for answer in GARBAGE:
        feedback = grade(question, answer)
        assert isinstance(feedback, Feedback)
        assert not feedback.correct and feedback.mistake
        if feedback.graded:
            assert feedback.text.startswith("Not quite")
        else:
            assert feedback.text == feedback.line and not feedback.text.startswith(("Not quite", "Correct"))
        if answer in (None, "", [], "   "):
            assert feedback.text.startswith("Pick") and not feedback.graded, (answer, feedback.text)
        assert "Traceback" not in feedback.text


def test_friendly_messages() -> None:
    follow = make_question("legal_follow", seed=3)
    assert grade(follow, []).text.startswith("Pick a card first")
    assert not grade(follow, []).graded
    wins = make_question("which_card_wins", seed=3)
    assert "'ZZ' is not a card" in grade(wins, "ZZ").text
    absent = next(c for c in ("AS", "KS", "QS", "AH") if c not in wins.choices)
    assert "is not in this trick" in grade(wins, absent).text
    assert "no choice number" in grade(wins, 17).text
    order = make_question("rank_trumps", seed=3)
    assert "Place all" in grade(order, order.choices[:2]).text
    assert "twice" in grade(order, [order.choices[0]] * len(order.choices)).text
    leads = make_question("who_leads", seed=3)
    assert "not a player" in grade(leads, "Nobody").text
    score = make_question("is_it_a_euchre", seed=3)
    assert "not one of the choices" in grade(score, "lots").text


def test_answers_in_other_spellings() -> None:
    wins = make_question("which_card_wins", difficulty=2, seed=5)
    expected = Card.parse(solve(wins).expected[0])
    seat = wins.trick_seats[wins.trick_cards.index(expected)]
    for spelling in (expected, expected.code, str(expected), expected.code.lower(), wins.seat_name(seat),
                     wins.choices.index(expected.code)):
        assert grade(wins, spelling).correct, spelling
    follow = make_question("legal_follow", difficulty=2, seed=5)
    assert grade(follow, " ".join(solve(follow).expected)).correct
    score = make_question("is_it_a_euchre", difficulty=2, seed=5)
    label = solve(score).expected_text
    assert grade(score, solve(score).expected[0]).correct
    assert grade(score, label.upper()).correct
    short = label.replace("North–South score ", "NS ").replace("East–West score ", "EW ")
    assert grade(score, short).correct
    leads = make_question("who_leads", difficulty=2, seed=5)
    name = solve(leads).expected_text
    assert grade(leads, solve(leads).expected[0]).correct
    assert grade(leads, name[0]).correct and grade(leads, name.lower()).correct


# ---- sessions ------------------------------------------------------------------------------------
def test_session_is_reproducible_from_its_code() -> None:
    session = QuizSession(("which_card_wins", "rank_trumps", "who_leads"), rules="hoyle", difficulty=2)
    codes = [q.code for q in session.questions(12)]
    again = QuizSession(code=session.code, rules="hoyle")
    assert [q.code for q in again.questions(12)] == codes
    assert {q.kind for q in again.questions(12)} <= {"which_card_wins", "rank_trumps", "who_leads"}
    assert again.question == session.question


def test_a_question_code_starts_a_set_with_that_question() -> None:
    question = make_question("legal_follow", difficulty=3, seed=1234)
    session = QuizSession(code=question.code)
    assert session.question == question


def test_session_score_streak_and_count() -> None:
    session = QuizSession(("which_card_wins",), difficulty=1, count=3)
    assert session.score_line() == "Score 0/0 · streak 0 · best 0"
    assert not session.answer(None).graded and session.attempted == 0
    assert not session.answer(a_wrong_answer(session.question)).correct
    assert session.answer(right_answer(session.question)).correct  # a second try does not count
    assert (session.score, session.attempted, session.streak) == (0, 1, 0)
    session.next()
    session.answer(right_answer(session.question))
    session.next()
    session.answer(right_answer(session.question))
    assert (session.score, session.attempted, session.streak, session.best_streak) == (2, 3, 2, 2)
    assert session.score_line() == "Score 2/3 · streak 2 · best 2"
    assert session.finished and session.next() is None
    assert [a.correct for a in session.answered] == [False, True, True]
