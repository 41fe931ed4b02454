"""The question kinds of issue 13: who leads the next trick (every family), which bids may this player
make, partner's best, and who leads under Bid Euchre. Every answer is graded, by the engine, over
seeds and rulesets (hypothesis)."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Rules
from euchre.classroom import make_quiz_set, parse_quiz_set
from euchre.classroom.worksheet import worksheet_html
from euchre.engine.actions import GiveCard, NameTrump
from euchre.engine.bid import BidHandState
from euchre.engine.cards import Card, build_deck
from euchre.engine.hands import new_hand
from euchre.engine.phases import Phase
from euchre.engine.rules import PRESETS, Family
from euchre.engine.tricks import winning_seat
from euchre.tutor import KIND_LETTERS, Question, QuizSession, grade, kinds_for, make_question, solve
from euchre.tutor.bid_options import auction_state, legal_calls
from euchre.tutor.next_leader import WINNER_LEADS
from euchre.tutor.registry import supports
from euchre.tutor.who_leads import bid_first_lead
from euchre.widgets.quiz import QuizWidget

ALL_PRESETS = tuple(PRESETS)
BID_PRESETS = tuple(name for name, rules in PRESETS.items() if rules.family is Family.BID)
NEW_KINDS = ("next_leader", "bid_options", "partners_best")


def _presets(kind: str) -> list[str]:
    return [name for name in ALL_PRESETS if supports(kind, PRESETS[name])]


def _every_answer(question: Question) -> list[object]:
    if question.style == "single":
        return list(question.choices)
    if len(question.choices) <= 7:
        return [list(c) for r in range(1, len(question.choices) + 1)
                for c in itertools.combinations(question.choices, r)]
    rng = random.Random(question.code)
    return [rng.sample(question.choices, rng.randint(1, len(question.choices))) for _ in range(40)]


def _check_every_answer_is_graded(question: Question) -> None:
    right = solve(question)
    assert right.expected and right.explanation
    for answer in _every_answer(question):
        feedback = grade(question, answer)
        assert feedback.graded
        if question.style == "single":
            assert feedback.correct == (answer in right.expected), (answer, right.expected)
        else:
            assert feedback.correct == (set(answer) == set(right.expected))  # type: ignore[arg-type]
        if not feedback.correct:
            assert feedback.mistake and feedback.line.startswith("Not quite: ")
    assert Question.from_json(question.to_json()) == question


@pytest.mark.parametrize("kind", NEW_KINDS)
def test_the_kinds_are_known_everywhere(kind: str) -> None:
    assert kind in KIND_LETTERS and _presets(kind)
    assert all(kind in kinds_for(p) for p in _presets(kind))


def test_who_leads_the_next_trick_is_asked_in_every_family() -> None:
    assert set(_presets("next_leader")) == set(ALL_PRESETS)
    assert "who_leads" in kinds_for("bid-euchre-6")
    assert set(_presets("bid_options")) == set(BID_PRESETS)
    assert set(_presets("partners_best")) == {n for n in BID_PRESETS if PRESETS[n].partners_best}


@given(kind=st.sampled_from(("next_leader", "bid_options", "partners_best", "who_leads")),
       preset=st.sampled_from(ALL_PRESETS), seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=120, deadline=None)
def test_every_answer_is_graded(kind: str, preset: str, seed: int, level: int) -> None:
    rules = Rules.preset(preset)
    if not supports(kind, rules):
        return
    _check_every_answer_is_graded(make_question(kind, rules=rules, difficulty=level, seed=seed))


@given(preset=st.sampled_from(ALL_PRESETS), seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=60, deadline=None)
def test_the_next_leader_is_the_seat_the_state_machine_puts_on_lead(preset: str, seed: int, level: int) -> None:
    from euchre.tutor.next_leader import played_position

    rng = random.Random(seed)
    found = played_position(Rules.preset(preset), rng)
    if found is None:
        return
    state, _ = found
    last = state.tricks[-1]
    question = make_question("next_leader", rules=Rules.preset(preset), difficulty=level, seed=seed)
    assert state.to_act == last.winner
    winner = winning_seat(question.trick_cards, question.trick_seats, question.trump)
    assert solve(question).expected[0] == f"seat:{winner}"
    assert solve(question).expected_text == question.seat_name(winner)
    assert WINNER_LEADS in solve(question).explanation.lower()


@given(preset=st.sampled_from(BID_PRESETS), seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=60, deadline=None)
def test_bid_options_are_the_auctions_legal_calls(preset: str, seed: int, level: int) -> None:
    question = make_question("bid_options", rules=Rules.preset(preset), difficulty=level, seed=seed)
    assert question.dealer is not None
    state = auction_state(question.rules, question.dealer, question.calls)
    assert state.to_act == question.seat
    legal = {a.text for a in legal_calls(state)}
    expected = {t.removeprefix("action:") for t in solve(question).expected}
    assert legal == expected
    if level > 1:
        assert question.seat == question.dealer


def test_the_dealer_privileges_are_asked() -> None:
    seen = set()
    for preset in BID_PRESETS:
        rules = Rules.preset(preset)
        for seed in range(40):
            q = make_question("bid_options", rules=rules, difficulty=3 if seed % 2 else 2, seed=seed)
            text = solve(q).explanation
            if "equalling" in text:
                seen.add("equal")
            if "stuck dealer must bid" in text:
                seen.add("stuck")
                assert "action:pass" not in solve(q).expected
    assert seen == {"equal", "stuck"}


@given(preset=st.sampled_from([n for n in BID_PRESETS if PRESETS[n].partners_best]),
       seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=60, deadline=None)
def test_partners_best_is_the_card_the_engine_makes_the_partner_pass(preset: str, seed: int, level: int) -> None:
    question = make_question("partners_best", rules=Rules.preset(preset), difficulty=level, seed=seed)
    rules = question.rules
    assert question.maker is not None and question.seat is not None
    # Deal the partner this hand and play the auction to partner's best: the engine's legal gifts.
    if rules.joker:
        return
    rest = list(build_deck(rules))
    random.Random(seed).shuffle(rest)
    for card in question.hand:
        rest.remove(card)
    hands: list[list[Card]] = []
    for seat in range(4):
        if seat == question.seat:
            hands.append(list(question.hand))
        else:
            hands.append(rest[: rules.hand_size])
            rest = rest[rules.hand_size:]
    state: BidHandState = new_hand(rules, (question.maker + 3) % 4, hands=hands)
    while state.phase is Phase.AUCTION:
        state = state.apply(f"bid {rules.hand_size}" if state.to_act == question.maker else "pass")
    state = state.apply(NameTrump(question.trump))  # type: ignore[arg-type]
    state = state.apply("partner's best")
    state = state.apply(state.legal_actions()[0])
    assert state.phase is Phase.PARTNER_GIVES
    gifts = {a.card.code for a in state.legal_actions() if isinstance(a, GiveCard)}
    assert gifts == set(solve(question).expected)


@given(preset=st.sampled_from(BID_PRESETS), seed=st.integers(0, 2**20 - 1), level=st.sampled_from((1, 2, 3)))
@settings(max_examples=40, deadline=None)
def test_bid_euchre_who_leads_is_the_high_bidder(preset: str, seed: int, level: int) -> None:
    question = make_question("who_leads", rules=Rules.preset(preset), difficulty=level, seed=seed)
    assert question.dealer is not None
    lead = bid_first_lead(question.rules, question.dealer, question.calls)
    assert lead.leader == lead.high_bidder == question.maker
    assert solve(question).expected == (f"seat:{lead.leader}",)


def test_who_leads_names_every_suit_as_trump() -> None:
    trumps = {make_question("who_leads", difficulty=1 + s % 3, seed=s).trump for s in range(40)}
    assert len(trumps) == 4, "the trump named varies with the seed (it used to be clubs every time)"


def test_the_new_kinds_work_in_codes_sets_drills_and_worksheets() -> None:
    for preset, letters in (("bid-euchre-moon", "NAPL"), ("standard", "N"), ("cutthroat", "NL")):
        code = f"{letters}2-8F2K"
        session = QuizSession(code=code, rules=preset)
        again = QuizSession(code=code, rules=preset)
        assert [q.to_json() for q in session.questions(8)] == [q.to_json() for q in again.questions(8)]
        kinds = [k for k in KIND_LETTERS if KIND_LETTERS[k] in letters]
        quiz_set = make_quiz_set(kinds, count=6, rules=preset, difficulty=2)
        assert parse_quiz_set(quiz_set.code).questions()[0] == quiz_set.questions()[0]
        page = worksheet_html(quiz_set)
        assert "Answer key" in page and all(solve(q).expected_text.split(",")[0] in page for q in quiz_set.questions())
    drill = QuizSession(rules="standard", count=50)
    assert "next_leader" in drill.kinds


def test_old_codes_still_give_the_same_kinds() -> None:
    """New letters were added after the old ones, so an old set code still decodes to the same kinds."""
    assert [KIND_LETTERS[k] for k in ("which_card_wins", "legal_follow", "is_it_a_euchre", "rank_trumps",
                                      "who_leads", "spot_the_renege", "bid_score", "order_up")] == list("WFERLSBC")
    session = QuizSession(code="WFE2-8F2K")
    assert session.kinds == ("which_card_wins", "legal_follow", "is_it_a_euchre")


@pytest.mark.parametrize(("kind", "preset"), [("next_leader", "two-handed"), ("bid_options", "double-deck-bid"),
                                              ("partners_best", "bid-euchre-moon"), ("who_leads", "bid-euchre-6")])
def test_the_quiz_widget_asks_and_grades_them(kind: str, preset: str) -> None:
    quiz = QuizWidget(kind, rules=preset, difficulty=2)
    right = solve(quiz.question)
    quiz.select(list(right.expected) if quiz.question.style == "multi" else right.expected[0])
    assert quiz.check().correct
    assert "et-feedback-ok" in quiz.feedback_html.value


def test_the_mixed_drill_page_asks_the_bid_euchre_kinds() -> None:
    """Exercise 6 offers a mixed drill under Bid Euchre too, with which bids, partner's best and the
    Bid Euchre scores among its kinds (the standard drill cannot: those kinds need a Bid Euchre ruleset)."""
    import ast
    import json
    from pathlib import Path

    from euchre.engine.rules import Family
    from euchre.widgets import ExerciseWidget

    page = Path(__file__).parents[1] / "exercises/06_mixed_drill.ipynb"
    namespace: dict[str, object] = {}
    drills: list[ExerciseWidget] = []
    namespace["display"] = drills.append
    for cell in json.loads(page.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            source = "".join(cell["source"]).replace("from IPython.display import display", "")
            exec(compile(ast.parse(source), str(page), "exec"), namespace)
    bid = [d for d in drills if d.rules.family is Family.BID]
    assert bid, "a drill under a Bid Euchre ruleset"
    own = {"bid_options", "partners_best", "bid_score"}
    assert own <= set(bid[0].kinds)
    assert all(PRESETS[name].family is Family.BID for _label, name in bid[0].rules_picker.options)
    asked = {q.kind for q in bid[0].quiz.session.questions(60)}  # a random set: 10 missed all three 1.7% of the time
    assert asked <= set(bid[0].kinds) and asked & own, asked


@pytest.mark.parametrize("trump, best, picked", [("S", "AH", "9D"), ("low", "9D", "AH")])
def test_partners_best_says_the_best_card_ranks_above_the_one_picked(trump: str, best: str, picked: str) -> None:
    """Without trump, a lower card picked is told the best card ranks above it (low no-trump turns the order)."""
    from dataclasses import replace

    from euchre.engine.cards import Suit
    from euchre.engine.ranking import NoTrump
    from euchre.tutor import partners_best

    rules = Rules.preset("bid-euchre-moon")
    question = partners_best.generate(random.Random(1), rules, 1, "x")
    hand = tuple(Card.parse(c) for c in ("AH", "9D", "TC", "KH", "QD", "TH"))
    question = replace(question, trump=Suit.SPADES if trump == "S" else NoTrump.LOW, hand=hand)
    feedback = partners_best.grade(question, picked)
    assert not feedback.correct
    assert f"{Card.parse(best)} ranks above {Card.parse(picked)}" in feedback.mistake
