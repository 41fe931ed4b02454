"""Streaks, mastery per concept and the spaced-repetition review, from stored answers."""

from __future__ import annotations

import json

from euchre.engine.cards import Card, Suit
from euchre.engine.rules import Rules
from euchre.progress import CONCEPTS, AnswerRecord, concepts_for, mastery, review_queue, review_states, streaks
from euchre.progress.concepts import CONCEPT_KINDS, KIND_CONCEPTS
from euchre.progress.review import INTERVALS, LAST_BOX, next_due
from euchre.progress.views import progress_html, when_text
from euchre.tutor import KINDS, make_question
from euchre.tutor.kinds import BID_KINDS

RULES = json.dumps(Rules().options(), sort_keys=True)


def rec(t: float, correct: bool, concepts: tuple[str, ...] = ("following suit",), code: str = "F2-0001",
        kind: str = "legal_follow") -> AnswerRecord:
    return AnswerRecord("Ada", code, kind, "standard", RULES, '"JD"', correct, t, concepts)


# ---- concepts -----------------------------------------------------------------------------------
def test_every_kind_and_concept_is_mapped() -> None:
    assert set(KIND_CONCEPTS) == set(KINDS) | set(BID_KINDS)
    assert set(CONCEPT_KINDS) == set(CONCEPTS)
    assert {c for cs in KIND_CONCEPTS.values() for c in cs} <= set(CONCEPTS)


def test_features_add_concepts() -> None:
    q = make_question("rank_trumps", seed=3)
    assert concepts_for(q) == ("bowers", "left bower")
    right_bower = next(
        q for s in range(200)
        if isinstance((q := make_question("which_card_wins", difficulty=2, seed=s)).trump, Suit)
        and Card.parse("J" + q.trump.letter) in q.trick_cards
    )
    assert "bowers" in concepts_for(right_bower) and "following suit" in concepts_for(right_bower)
    for seed in range(200):
        q = make_question("legal_follow", difficulty=3, seed=seed)
        shows = isinstance(q.trump, Suit) and Card.parse("J" + q.trump.partner.letter) in (*q.hand, *q.trick_cards)
        assert ("left bower" in concepts_for(q)) == shows
    loner = next(q for s in range(100) if (q := make_question("is_it_a_euchre", difficulty=3, seed=s)).alone)
    assert concepts_for(loner) == ("scoring", "loners")


# ---- streaks and mastery ------------------------------------------------------------------------
def test_streaks() -> None:
    marks = [True, True, False, True, True, True, False, True]
    s = streaks([rec(i, m) for i, m in enumerate(marks)])
    assert (s.current, s.best, s.answered, s.correct) == (1, 3, 8, 6)
    assert streaks([]).current == 0 and streaks([]).accuracy == 0.0


def test_mastery_uses_recent_answers_and_needs_enough_of_them() -> None:
    old_mistakes = [rec(i, False) for i in range(10)]
    recent = [rec(10 + i, True) for i in range(10)]
    m = mastery(old_mistakes + recent)
    assert m["following suit"].attempts == 20 and m["following suit"].recent_accuracy == 1.0
    assert m["following suit"].level == "mastered" and m["following suit"].score == 1.0
    assert m["scoring"].level == "not started" and m["scoring"].score == 0.0
    few = mastery([rec(0, True), rec(1, True)])["following suit"]
    assert few.level == "getting there" and few.score < 0.5
    assert mastery([rec(i, i % 2 == 0) for i in range(10)])["following suit"].level == "needs practice"


# ---- spaced repetition ------------------------------------------------------------------------------
def test_a_miss_is_due_at_once_and_right_answers_space_it_out() -> None:
    t = 1_000_000.0
    records = [rec(t, False)]
    state = review_states(records)["following suit"]
    assert state.box == 1 and state.is_due(t)
    records.append(rec(t + 5, True))  # due: moves to box 2, back in 10 minutes
    state = review_states(records)["following suit"]
    assert state.box == 2 and state.due_at == t + 5 + INTERVALS[2] and not state.is_due(t + 60)
    records.append(rec(t + 60, True))  # early: a right answer before it is due changes nothing
    assert review_states(records)["following suit"].box == 2
    now = t + 5
    for box in range(2, LAST_BOX + 1):
        now += INTERVALS[box]
        records.append(rec(now, True))
    assert review_states(records)["following suit"].learned
    assert next_due(records) is None
    records.append(rec(now + 1, False))  # a new miss brings it back to box 1
    assert review_states(records)["following suit"].box == 1


def test_the_queue_brings_back_the_missed_question_then_a_fresh_one() -> None:
    t = 1_000_000.0
    missed = make_question("legal_follow", difficulty=2, seed=11)
    records = [rec(t, False, ("following suit",), missed.code)]
    queue = review_queue(records, t + 1)
    assert [(i.concept, i.question_code, i.fresh) for i in queue] == [("following suit", missed.code, False)]
    assert queue[0].question() == missed
    records.append(rec(t + 2, True, ("following suit",), missed.code))  # right now: box 2
    assert review_queue(records, t + 3) == []
    later = t + 2 + INTERVALS[2] + 1
    records.append(rec(later - 0.5, False, ("following suit",), "W2-0007", "which_card_wins"))
    records.append(rec(later, True, ("following suit",), "W2-0007", "which_card_wins"))
    # every missed question has been answered right since: the drill makes a new one on the concept
    records.append(rec(later + 1, False, ("following suit", "left bower"), "W2-0007", "which_card_wins"))
    records.append(rec(later + 2, True, ("following suit", "left bower"), "W2-0007", "which_card_wins"))
    assert review_queue(records, later + 3) == []
    queue = review_queue(records, later + 3 + INTERVALS[2])
    assert {i.concept for i in queue} == {"following suit", "left bower"}
    assert all(i.fresh and i.concept in concepts_for(i.question()) for i in queue)


def test_a_fresh_question_exercises_the_concept() -> None:
    t = 1_000_000.0
    records = [rec(t, False, ("left bower",), "R2-0001", "rank_trumps"), rec(t + 1, True, (), "R2-0001",
                                                                              "rank_trumps")]
    queue = review_queue(records, t + 2)
    assert len(queue) == 1 and queue[0].fresh and queue[0].concept == "left bower"
    assert "left bower" in concepts_for(queue[0].question())
    assert queue == review_queue(records, t + 2)  # reproducible


def test_due_concepts_come_oldest_first() -> None:
    t = 1_000_000.0
    records = [rec(t, False, ("scoring",), "E1-0001", "is_it_a_euchre"), rec(t + 10, False, ("following suit",))]
    assert [i.concept for i in review_queue(records, t + 20)] == ["scoring", "following suit"]


def test_progress_html_escapes_the_name_and_tells_what_is_due() -> None:
    t = 1_000_000.0
    page = progress_html("<script>x</script>", [rec(t, False)], t + 1)
    assert "<script>x" not in page and "&lt;script&gt;x" in page
    assert "Due for review now: following suit" in page
    assert "Next review: following suit in 10 min" in progress_html("A", [rec(t, False), rec(t + 1, True)], t + 2)
    assert "no mistakes waiting" in progress_html("A", [rec(t, True)], t)
    assert when_text(0) == "now" and when_text(2 * 86400) == "in 2 days"
