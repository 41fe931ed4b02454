"""A puzzle solved through the app in a real browser: index → the puzzles page → the tempting card is
refuted → Retry → the winning line, card by card, until "Solved!"; the result lands in the progress store.

The cards to click are worked out in-process from the puzzle ID shown on the page, with the same
engine (`euchre.puzzles.PuzzlePlay`) the app plays with, so the test never hard-codes a card. This
module starts its own app with EUCHRE_TUTOR_DB pointing at a fresh SQLite file (and a learner name in
the server's environment, which on the class server opens nobody's history: the result is kept under the
browser's anonymous learner), so it never writes to the user's own progress.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

import pytest
from test_app_browser import SCREENSHOTS, assert_clean, open_index

from conftest import App, free_port, require_chromium, start_app, stop_app, wait_until_serving
from euchre.progress import open_store
from euchre.puzzles import PuzzlePlay, get

LEARNER = "Ada"


@pytest.fixture(scope="module")
def puzzle_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[App, str]]:
    require_chromium()
    folder = tmp_path_factory.mktemp("puzzles")
    url = f"sqlite:///{folder}/progress.sqlite"
    env = {"EUCHRE_TUTOR_DB": url, "EUCHRE_TUTOR_LEARNER": LEARNER}
    before = {key: os.environ.get(key) for key in env}
    os.environ.update(env)
    try:
        app = start_app(free_port(), folder / "app.log", folder)
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    try:
        wait_until_serving(app)
        yield app, url
    finally:
        stop_app(app)


def click_card(widget: Any, card: object) -> None:
    """Click a card of South's hand and wait until it has left the hand (the move was made)."""
    hand = widget.locator(".et-puzzle-hand")
    button = hand.locator("button.et-cardbtn").filter(has_text=re.compile(f"^{re.escape(str(card))}$"))
    button.click()  # the card itself is the button (its label is the card's full name)
    button.wait_for(state="detached")


def feedback(widget: Any) -> str:
    return str(widget.locator(".et-puzzle-feedback").inner_text()).strip()


def test_solve_a_puzzle_after_a_refuted_wrong_card(page: Any, puzzle_app: tuple[App, str], watch: Any) -> None:
    app, url = puzzle_app
    open_index(page, app)
    page.get_by_role("link", name="Puzzles: find the winning line").click()
    page.wait_for_url("**/voila/render/exercises/10_puzzles.ipynb")
    widget = page.locator(".et-puzzle")
    puzzle_id = widget.locator(".et-pz-head code").first.inner_text().strip()
    puzzle = get(puzzle_id)
    mirror = PuzzlePlay(puzzle)

    wrong = puzzle.tempting[0][0]
    expected = mirror.play(wrong)
    click_card(widget, wrong)
    page.wait_for_function("el => el.innerText.includes('Press Retry')",
                           arg=widget.locator(".et-puzzle-feedback").element_handle())
    assert feedback(widget) == expected.text
    page.screenshot(path=str(SCREENSHOTS / "euchre-tutor-puzzle-refuted.png"), full_page=True)

    mirror.retry()
    widget.locator(".et-puzzle-retry").click()
    widget.locator(".et-puzzle-feedback").get_by_text("Back to before the mistake").wait_for()
    while mirror.status == "playing":
        card = mirror.model_card()
        expected = mirror.play(card)
        click_card(widget, card)
        widget.locator(".et-puzzle-feedback").get_by_text(expected.text[:40]).wait_for()
    assert mirror.status == "solved"
    assert feedback(widget).startswith("Solved on a later try")  # the count below keeps it as missed
    page.screenshot(path=str(SCREENSHOTS / "euchre-tutor-puzzle-solved.png"), full_page=True)

    with open_store(url) as store:  # the class server's learner name opens nothing without a passphrase:
        assert store.answers(learner=LEARNER) == []  # the result is this browser's anonymous learner's
        saved = store.answers()
    assert [(a.kind, a.question_code, a.correct) for a in saved] == [("puzzle", puzzle.id, False)]
    assert saved[0].learner.startswith("~")
    assert "1 puzzle, 0 solved" in page.locator(".et-puzzle-page").inner_text()
    assert_clean(watch)
