"""The puzzle of the day is a real choice on every day, proved by the solver; what the page says after a
puzzle is solved agrees with the count of puzzles solved beside it; the board names each seat once."""

from __future__ import annotations

import datetime as dt
import re
from functools import cache

import pytest
from html_text import visible_text

from euchre.puzzles import VARIANTS, MemoryHistory, Puzzle, PuzzlePlay, shipped
from euchre.puzzles.solving import winning_cards
from euchre.widgets.puzzle import PuzzlePage, PuzzleWidget

DAYS = [dt.date(2026, 1, 1) + dt.timedelta(days=n) for n in range(730)]


def text(html: str) -> str:
    return visible_text(html, collapse=True)


@cache
def solved_counts(puzzle_id: str) -> tuple[int, int]:
    """(cards that reach the goal, playable cards) at the puzzle's first decision, by the exact solver."""
    puzzle = shipped().get(puzzle_id)
    return len(winning_cards(puzzle.board, puzzle.goal.total)), len(puzzle.board.legal())


@pytest.mark.parametrize("variant", [None, *VARIANTS])
def test_the_puzzle_of_the_day_is_never_won_by_most_cards(variant: str | None) -> None:
    """Two years of days: on each, one card reaches the goal, or fewer than half of the playable cards do."""
    library = shipped()
    seen: set[str] = set()
    for day in DAYS:
        puzzle = library.of_the_day(day, variant)
        seen.add(puzzle.id)
        wins, playable = solved_counts(puzzle.id)
        assert wins == 1 or 2 * wins < playable, f"{day} {puzzle.id}: {wins} of {playable} cards reach the goal"
    assert len(seen) > 20, "the days still spread over many puzzles"


def test_the_hint_counts_what_the_solver_proves() -> None:
    for day in DAYS[:60]:
        puzzle = shipped().of_the_day(day)
        wins, playable = solved_counts(puzzle.id)
        hint = PuzzlePlay(puzzle).hint()
        said = re.match(r"(Only one|\d+) of your (\d+) playable cards? reach", hint)
        assert said, hint
        assert (1 if said[1] == "Only one" else int(said[1]), int(said[2])) == (wins, playable), hint


def _solve(widget: PuzzleWidget) -> None:
    play = widget.play_model
    while play.status == "playing":
        widget.play(play.model_card())


def _solved_count(page: PuzzlePage) -> int:
    found = re.search(r"(\d+) solved", text(page.rating_view.value))
    assert found, text(page.rating_view.value)
    return int(found[1])


@pytest.mark.parametrize("day", DAYS[:5])
def test_what_solved_says_agrees_with_the_count_beside_it(day: dt.date) -> None:
    """Solved at the first try: "Solved!" and the count goes up. Solved after a wrong card: the page does not
    cheer "Solved!" while the count stays put; it says the puzzle counts as missed."""
    page = PuzzlePage(history=MemoryHistory(), today=day)
    assert page.widget is not None and _solved_count(page) == 0
    _solve(page.widget)
    said = text(page.widget.feedback.value)
    assert said.startswith("Solved!") and _solved_count(page) == 1, said

    page.next_puzzle()  # the same puzzle of the day again, missed first this time
    widget = page.widget
    assert widget is not None
    widget.play(widget.puzzle.tempting[0][0])
    widget.retry_button.click()
    _solve(widget)
    said = text(widget.feedback.value)
    assert widget.play_model.status == "solved" and _solved_count(page) == 1
    assert not said.startswith("Solved!") and "missed" in said, said


def test_the_puzzle_board_names_each_seat_once() -> None:
    puzzle: Puzzle = shipped().of_the_day(DAYS[0])
    widget = PuzzleWidget(puzzle)
    board = " ".join(text(part.value) for part in (widget.north, widget.west, widget.trick, widget.east))
    board += " " + widget.hand.label
    for seat in ("North", "East", "South", "West"):
        assert len(re.findall(rf"(?<![A-Za-z]){seat}(?![a-z])", board)) == 1, f"{seat}: {board}"
