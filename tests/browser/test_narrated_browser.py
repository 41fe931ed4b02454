"""The narrated pages in a real browser, as a learner steps through them: a phone steps through the
cutthroat hand (three seats, "Player 1" to "Player 3"), a desktop steps into the whole game; each rule
note shows when the rule first comes up, the score pad fills in, and the layout stays whole."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import expect
from test_app_browser import assert_clean
from test_screens import LAYOUT_PROBLEMS, READY, screenshot


def _open(page: Any, app_server: Any, path: str, width: int, height: int) -> Any:
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{app_server.base}/voila/render/{path}.ipynb")
    page.wait_for_function(READY, timeout=180_000)
    widget = page.locator(".et-narrated")
    widget.get_by_role("button", name="Next ▶").wait_for()
    return widget


ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"


def _steps(widget: Any) -> tuple[int, int]:
    """The step shown and the last step, as the header says them."""
    found = re.search(r"step (\d+) of (\d+)", widget.locator(".et-w").first.inner_text())
    assert found is not None
    return int(found.group(1)), int(found.group(2))


def _next(widget: Any) -> None:
    step, _last = _steps(widget)
    widget.get_by_role("button", name="Next ▶").click()
    widget.get_by_text(f"step {step + 1} of").wait_for()


def test_a_phone_steps_through_the_cutthroat_hand(page: Any, app_server: Any, watch: Any) -> None:
    widget = _open(page, app_server, "exercises/18_a_narrated_cutthroat_hand", 390, 844)
    assert widget.locator(".et-rule").inner_text().startswith("Rule: Each player is dealt 5 cards")
    assert widget.locator(".et-seat").count() == 3
    for name in ("North", "East", "South", "West"):
        assert name not in widget.inner_text()
    assert page.evaluate(LAYOUT_PROBLEMS) == []
    step, last = _steps(widget)
    while step < last:
        _next(widget)
        step += 1
    widget.locator(".et-pad-now").wait_for()
    expect(widget.get_by_role("button", name="Next ▶")).to_be_disabled()
    assert "Player" in widget.locator(".et-note").inner_text()
    assert page.evaluate(LAYOUT_PROBLEMS) == []
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    screenshot(page, ARTIFACTS / "narrated-cutthroat-phone.png")
    assert_clean(watch)


def test_a_desktop_steps_hand_by_hand_through_the_whole_game(page: Any, app_server: Any, watch: Any) -> None:
    widget = _open(page, app_server, "exercises/16_a_narrated_game", 1280, 800)
    _next(widget)
    widget.get_by_text("Hand 1 of 10 · step 2 of").wait_for()
    expect(widget.locator(".et-rule")).to_have_count(0)  # a pass teaches no new rule
    next_hand = widget.get_by_role("button", name="Next hand »")
    for hand in range(2, 11):
        next_hand.click()
        widget.get_by_text(f"Hand {hand} of 10 · step").wait_for()
        expect(widget.locator(".et-pad tr")).to_have_count(hand)  # the header and each hand finished
    next_hand.click()
    widget.locator(".et-note", has_text="wins the game").wait_for()
    expect(next_hand).to_be_disabled()
    assert widget.locator(".et-rule", has_text="First to 10 points wins the game.").count() == 1
    assert page.evaluate(LAYOUT_PROBLEMS) == []
    assert_clean(watch)
