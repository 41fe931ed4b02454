"""Concepts tagged right (a right-bower question counts for "bowers"), and the newcomer's puzzle of
the day is standard Euchre unless another variant was chosen."""

from __future__ import annotations

import datetime as dt

from euchre.progress import concepts_for, mastery
from euchre.progress.records import answer_record
from euchre.puzzles import shipped
from euchre.tutor import grade, make_question, solve


def test_a_right_bower_question_counts_for_the_bowers() -> None:
    found = 0
    for seed in range(300):
        q = make_question("which_card_wins", difficulty=2, seed=seed)
        if q.trump is None or not hasattr(q.trump, "letter"):
            continue
        right = any(c.rank.name == "JACK" and c.suit == q.trump for c in q.trick_cards)
        left = any(c.rank.name == "JACK" and c.suit == q.trump.partner for c in q.trick_cards)
        assert ("bowers" in concepts_for(q)) == (right or left or any(c.is_joker for c in q.trick_cards))
        if right and not left:
            found += 1
            record = answer_record("Ada", q, solve(q).expected[0], grade(q, solve(q).expected[0]))
            stats = mastery([record])
            assert stats["bowers"].attempts == 1 and stats["left bower"].attempts == 0
    assert found


def test_the_newcomers_puzzle_of_the_day_is_standard_euchre() -> None:
    library = shipped()
    days = [dt.date(2026, 12, 1) + dt.timedelta(days=i) for i in range(30)]
    assert {library.of_the_day(day).variant for day in days} == {"standard"}
    assert {library.of_the_day(day, "bid").variant for day in days} == {"bid"}
    assert len({library.of_the_day(day, None).variant for day in days}) > 1, "any variant, when asked for"


def test_the_puzzle_page_shows_a_standard_daily_puzzle_until_a_variant_is_picked() -> None:
    from euchre.widgets.puzzle import PuzzlePage

    page = PuzzlePage(today=dt.date(2026, 12, 3))
    assert page.puzzle is not None and page.puzzle.variant == "standard"
