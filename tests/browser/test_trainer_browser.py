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
    _settle(trainer)


def _settle(trainer: Any) -> None:
    """Wait until the kernel has finished answering: the log's first change can come before the bots' plays and
    the redrawn hand, and a card of the old hand clicked then is gone before the click lands."""
    shown = None
    for _ in range(150):
        now = (trainer.locator(".et-trainer-log").inner_text(), trainer.locator(".et-trainer-turn").inner_text(),
               trainer.locator(".et-trainer-hand button:not([disabled])").count())
        if now == shown:
            return
        shown = now
        trainer.page.wait_for_timeout(400)


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


BROKEN_WORDS = """(root) => {
  const broken = [];
  for (const cell of root.querySelectorAll('table th, table td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
  }
  return broken;
}"""


def _page_css() -> str:
    """The style blocks of the app's page template (which lets widget text break anywhere)."""
    import re

    import euchre

    template = Path(euchre.__file__).parent / "data/jupyter/voila/templates/euchre-tutor/index.html.j2"
    return "".join(re.findall(r"<style>.*?</style>", template.read_text(encoding="utf-8"), flags=re.S))


def test_the_review_and_hint_tables_break_only_between_words_on_a_phone(page: Any) -> None:
    """On a narrow screen, the headers ("Mark", "Better") and every cell wrap between words or the table
    scrolls in its box; no word is split across lines ("Mar k")."""
    from euchre.bots.trainer import TrainingHand
    from euchre.widgets.trainer import hint_html, review_html

    hand = TrainingHand(seed=9, bots="strong", hint_samples=8, review_samples=8, time_limit=None)
    hint = hint_html(hand.hint(), state=hand.state)
    while not hand.state.is_over:
        hand.act(hand.legal()[-1])
    review = review_html(hand.review())
    page.set_viewport_size({"width": 360, "height": 800})
    page.set_content(f"<html><head>{_page_css()}</head><body><div class='widget-html'>"
                     f"<div class='widget-html-content'>{hint}{review}</div></div></body></html>")
    root = page.locator("body")
    assert page.locator("table th").count() >= 8
    assert root.evaluate(BROKEN_WORDS) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 360  # the page itself never scrolls sideways


def test_every_column_of_the_hint_shows_on_a_phone_without_scrolling_sideways(page: Any) -> None:
    """At 390 px the hint's table (five columns with the game's score) was wider than the screen: "Against the
    best" hid past the right edge in a box to scroll sideways. Each choice now stands as a box of its own,
    every cell inside the screen and saying its column's name."""
    from euchre.bots.trainer import TrainingHand
    from euchre.widgets.trainer import hint_html

    hand = TrainingHand(seed=9, bots="strong", hint_samples=8, review_samples=8, time_limit=None)
    advice = hand.hint()
    assert advice.unit == "win chance" and len(advice.options) >= 2
    page.set_viewport_size({"width": 390, "height": 844})
    hint = hint_html(advice, state=hand.state)
    page.set_content(f"<html><head>{_page_css()}</head><body><div class='widget-html'>"
                     f"<div class='widget-html-content'>{hint}</div></div></body></html>")
    cells = page.locator(".et-trainer-hint-text table td")
    assert cells.count() >= 10
    width = page.evaluate("window.innerWidth")
    rights = cells.evaluate_all("cells => cells.map(c => c.getBoundingClientRect().right)")
    assert max(rights) <= width, (rights, width)
    heads = cells.evaluate_all("cells => cells.map(c => getComputedStyle(c, '::before').content)")
    assert '"Against the best: "' in heads, heads
    assert page.locator("body").evaluate(BROKEN_WORDS) == []
