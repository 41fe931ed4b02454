"""The puzzle widgets without a browser: click cards, press the buttons, read the HTML."""

from __future__ import annotations

import datetime as dt

import pytest
from html_text import visible_text

from euchre.engine.cards import Card, Suit, parse_cards
from euchre.engine.rules import Rules
from euchre.puzzles import Board, MemoryHistory, Puzzle, make_puzzle, shipped
from euchre.widgets.puzzle import PuzzlePage, PuzzleWidget

DAY = dt.date(2025, 3, 14)


def text(html: str) -> str:
    return visible_text(html, collapse=True)


@pytest.fixture
def classic() -> Puzzle:
    board = Board(
        rules=Rules.preset("standard"), trump=Suit.HEARTS, leader=2, won=(3, 0), maker=2,
        hands=(parse_cards("TC 9D"), parse_cards("QC 9C"), parse_cards("JH AS"), parse_cards("9H QD")),
    )
    puzzle = make_puzzle(board)
    assert puzzle is not None
    return puzzle


def test_a_wrong_card_is_refuted_then_retry_then_solved(classic: Puzzle) -> None:
    decided: list[bool | None] = []
    widget = PuzzleWidget(classic, on_decided=lambda play: decided.append(play.outcome))
    assert "Puzzle K32WA" in text(widget.header.value) and "Themes" not in text(widget.header.value)
    assert "Goal: March: take all 2 remaining tricks" in text(widget.situation.value)
    assert "9♥" in text(widget.west.value) and "sits out" not in text(widget.north.value)
    assert widget.hand.cards == parse_cards("JH AS") and widget.retry_button.disabled

    widget.play("AS")  # the tempting card: played out to the end
    feedback = text(widget.feedback.value)
    assert feedback.startswith("Not A♠: it fails.") and "West takes it" in feedback
    assert "Press Retry" in feedback and "et-pz-bad" in widget.feedback.value
    assert decided == [False] and not widget.retry_button.disabled
    assert all(b.disabled for b in widget.hand.buttons)  # nothing to play until Retry
    assert "9♥ wins: it is the only trump played" in text(widget.log_view.value)
    assert "Themes" in text(widget.header.value)  # revealed once the result is decided

    widget.retry_button.click()
    assert widget.play_model.board == classic.board and widget.hand.cards == parse_cards("JH AS")
    assert "Back to before the mistake" in text(widget.feedback.value)
    widget.play("JH")
    feedback = text(widget.feedback.value)
    assert feedback.startswith("Solved on a later try")
    assert "Lead J♥ (the right bower) to draw the last trump" in feedback
    assert decided == [False]  # the first attempt is what counts
    assert widget.play_model.status == "solved" and widget.retry_button.disabled


def test_an_illegal_card_is_refused_with_the_reason() -> None:
    puzzle = next(p for p in shipped() if p.board.trick and len(p.board.legal()) < len(p.board.hands[2]))
    widget = PuzzleWidget(puzzle)
    illegal = next(c for c in puzzle.board.hands[2] if c not in puzzle.board.legal())
    widget.play(illegal)
    assert "must follow" in text(widget.status.value)
    assert widget.play_model.status == "playing" and widget.play_model.outcome is None


def test_hint_and_solution_buttons(classic: Puzzle) -> None:
    decided: list[bool | None] = []
    widget = PuzzleWidget(classic, on_decided=lambda play: decided.append(play.outcome))
    widget.hint_button.click()
    assert "Only one of your 2 playable cards" in text(widget.feedback.value)
    widget.solution_button.click()
    assert text(widget.feedback.value).startswith("The solution: Lead J♥")
    assert decided == [False]


def test_the_page_shows_the_puzzle_of_the_day_and_records_a_miss() -> None:
    history = MemoryHistory()
    page = PuzzlePage(history=history, today=DAY)
    daily = shipped().of_the_day(DAY)
    assert page.puzzle is daily and "puzzle of the day, 2025-03-14" in text(page.widget.header.value)
    assert text(page.rating_view.value) == "Rating 1500? · 0 puzzles, 0 solved at the first try"
    wrong = daily.tempting[0][0]
    page.widget.play(wrong)
    results = history.results()
    assert [(r.puzzle_id, r.solved, r.mode, r.moves) for r in results] == [(daily.id, False, "daily", (wrong.code,))]
    assert "Rating 1" in text(page.rating_view.value) and "1 puzzle, 0 solved" in text(page.rating_view.value)
    page.widget.retry_button.click()
    play = page.widget.play_model
    while play.status == "playing":
        page.widget.play(play.model_card())
    assert play.status == "solved" and len(history.results()) == 1


def test_practice_brings_a_failed_puzzle_back_and_filters_apply() -> None:
    history = MemoryHistory()
    page = PuzzlePage(history=history, today=DAY, mode="practice")
    first = page.puzzle
    assert first is not None
    page.widget.play(first.tempting[0][0])  # missed
    seen = [first.id]
    for _ in range(3):
        page.next_button.click()
        puzzle = page.puzzle
        assert puzzle is not None and puzzle.id not in seen
        seen.append(puzzle.id)
        play = page.widget.play_model
        while play.status == "playing":
            page.widget.play(play.model_card())
    page.next_button.click()
    assert page.puzzle is first and "back for another try" in text(page.widget.header.value)
    assert [r.solved for r in history.results()] == [False, True, True, True]

    page.theme_picker.value = "saving a bower"
    assert page.puzzle is not None and "saving a bower" in page.puzzle.themes
    page.variant_picker.value = "loner"
    assert page.puzzle is not None and page.puzzle.variant == "loner" and "saving a bower" in page.puzzle.themes
    page.theme_picker.index = page.variant_picker.index = 0  # back to "any": the pickers still show their choice
    assert page.theme_picker.label == "Any theme" and page.variant_picker.label == "Any variant"
    page.relabel()
    assert page.theme_picker.index == 0 and page.variant_picker.index == 0
    assert len(page.pool) == len(page.library.select())


def test_streak_mode_counts_and_ends_on_a_miss() -> None:
    history = MemoryHistory()
    page = PuzzlePage(history=history, today=DAY)
    page.mode_picker.value = "streak"
    for i in range(2):
        puzzle = page.puzzle
        assert puzzle is not None and puzzle.rating >= 900 + 60 * i
        play = page.widget.play_model
        while play.status == "playing":
            page.widget.play(play.model_card())
        assert f"Streak: {i + 1} solved" in text(page.streak_view.value)
        page.next_button.click()
    puzzle = page.puzzle
    assert puzzle is not None
    page.widget.play(puzzle.tempting[0][0])
    assert "Streak over: 2 solved in a row" in text(page.streak_view.value)
    assert "best streak 2" in text(page.rating_view.value)
    runs = {r.run for r in history.results()}
    assert len(runs) == 1 and all(r.mode == "streak" for r in history.results())
    page.next_button.click()  # a new run
    assert "Streak: 0 solved" in text(page.streak_view.value)


def test_open_by_id_and_a_bad_id() -> None:
    page = PuzzlePage(history=MemoryHistory(), today=DAY)
    target = shipped().puzzles[7]
    page.id_text.value = f"puzzle {target.id.lower()}"
    page.open_button.click()
    assert page.puzzle is target
    page.id_text.value = "HUH"
    page.open_button.click()
    assert "is not a puzzle ID" in text(page.status.value) and page.puzzle is target
    page.id_text.value = "ZZZZZ"
    page.open_button.click()
    assert "There is no puzzle ZZZZZ in the library" in text(page.status.value)


@pytest.mark.parametrize("typed", ["", "   "])
def test_opening_with_an_empty_id_box_asks_for_an_id(typed: str) -> None:
    """A newcomer who pressed Open with nothing typed read "'' is not a puzzle ID"; the page asks for an ID
    instead, and keeps the puzzle it shows."""
    page = PuzzlePage(history=MemoryHistory(), today=DAY)
    shown = page.puzzle
    page.id_text.value = typed
    page.open_button.click()
    said = text(page.status.value)
    assert said.startswith("Type a puzzle ID first") and "''" not in said, said
    assert page.puzzle is shown


def test_a_learner_name_switches_the_saved_history(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_TUTOR_DB", f"sqlite:///{tmp_path}/p.sqlite")
    monkeypatch.delenv("EUCHRE_TUTOR_LEARNER", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    page = PuzzlePage(today=DAY)
    assert page.learner == "me"
    page.name_text.value = "Ada"
    puzzle = page.puzzle
    assert puzzle is not None
    page.widget.play(puzzle.tempting[0][0])
    from euchre.progress import open_store

    with open_store(f"sqlite:///{tmp_path}/p.sqlite") as store:
        saved = store.answers(learner="Ada")
    assert [(a.kind, a.question_code, a.correct) for a in saved] == [("puzzle", puzzle.id, False)]
    assert Card.parse(saved[0].answer_value["moves"][0]) == puzzle.tempting[0][0]


def test_the_solved_message_shows_the_whole_line_with_a_reason_for_each_card() -> None:
    from euchre.puzzles.board import LEARNER

    puzzle = next(iter(shipped()))
    widget = PuzzleWidget(puzzle)
    while widget.play_model.status != "solved":
        widget.play(widget.play_model.model_card())
    message = widget.feedback.value
    assert "Solved!" in message and "The whole line" in message
    steps = message.split("<ol>")[1].split("</ol>")[0].count("<li>")
    assert steps == len(puzzle.board.hands[LEARNER])  # one line per card of the learner, to the last trick
    assert "wins the trick" in message
