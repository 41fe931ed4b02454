"""The trainer in a real browser: one full hand played through the app, with a hint, the review and the
download link of the annotated record."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

SCREENSHOTS = Path("/tmp")
MAX_CLICKS = 80


def assert_clean(watch: Any) -> None:
    assert watch.page_errors == [], watch.page_errors
    assert watch.console_errors == [], (watch.console_errors, watch.failed)
    assert watch.blocked == [], f"the page asked outside hosts for: {watch.blocked}"


def _finished(trainer: Any) -> bool:
    review = trainer.locator(".et-trainer-review").inner_text()
    return "Review of your decisions" in review or "no real choices" in review


def _click_and_wait(trainer: Any, target: Any) -> None:
    """Click, then wait until the kernel has answered: the log of the hand changes."""
    log = trainer.locator(".et-trainer-log")
    before = log.inner_text()
    target.click()
    trainer.page.wait_for_function(
        "([el, old]) => el.innerText !== old", arg=[log.element_handle(), before], timeout=60_000,
    )


def test_play_a_full_hand_with_a_hint_and_the_review(page: Any, app_server: Any, watch: Any) -> None:
    page.goto(f"{app_server.base}/voila/render/exercises/09_play_a_hand.ipynb")
    trainer = page.locator(".et-trainer").first
    trainer.locator(".et-trainer-turn").wait_for()
    assert "Your turn" in trainer.locator(".et-trainer-turn").inner_text()

    trainer.locator("button.et-trainer-hint").click()
    hint = trainer.locator(".et-trainer-hint-text")
    hint.wait_for()
    assert "to win the game" in hint.inner_text()

    for _ in range(MAX_CLICKS):
        if _finished(trainer):
            break
        go_on = trainer.locator("button.et-trainer-continue")
        if go_on.is_visible():  # a finished trick stays on the table until the learner moves on
            go_on.click()
            go_on.wait_for(state="hidden")  # the kernel has cleared the trick (a second click would wait forever)
            continue
        calls = trainer.locator(".et-trainer-calls button")
        if calls.count():
            labels = [t.strip() for t in calls.all_inner_texts()]
            pick = next((i for i, label in enumerate(labels) if label != "Pass"), 0)
            _click_and_wait(trainer, calls.nth(pick))
            continue
        cards = trainer.locator(".et-trainer-hand button:not([disabled])")
        if cards.count():
            _click_and_wait(trainer, cards.first)
            continue
        page.wait_for_timeout(200)  # the kernel is still drawing the learner's turn
    trainer.get_by_text("Lost in all").or_(trainer.get_by_text("no real choices")).first.wait_for()
    assert _finished(trainer)

    link = trainer.locator("a.et-download")
    link.wait_for()
    href = link.get_attribute("href") or ""
    assert href.startswith("data:application/json;base64,")
    record = json.loads(base64.b64decode(href.split(",", 1)[1]))
    assert record["fileType"].startswith("Euchre Game Notation")
    assert link.get_attribute("download") in ("reviewed-hand.egn", "reviewed-hand.json")
    trainer.locator("button.et-trainer-next").wait_for()

    trainer.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "euchre-tutor-trainer.png"), full_page=True)
    assert "Traceback" not in page.content()
    assert_clean(watch)
