"""Measure the app as a learner meets it, in Debian's Chromium driven by Playwright.

    python3 bench/app.py [--runs 5] [--clicks 20] [--lesson lessons/01_deck_and_ranks.ipynb]

Each number is the median over repeated runs, all measured in the same run:

- Voila's floor: from launching `euchre-tutor` on a folder whose index is an empty notebook (same
  Voila, same template, same configuration) to that page drawn: what any Voila app costs;
- server start to index usable: from launching `euchre-tutor` to the landing page's links on
  screen after opening `/` (goal: at most 3 s beyond the floor); the server writes those links
  into the page itself, so they come before Voila's scripts have drawn any widget;
- index widgets drawn: the same start, until the language picker (a widget) is on screen too;
- lesson from the index: on the running server, clicking a lesson on the index until its first
  quiz is drawn (goal: 2 s);
- first render: opening a page on the running server until its first quiz is drawn, for a few
  lessons, once the server has settled, with a pause between page loads as a reader would leave;
- click to feedback: from pressing "Check answer" to the feedback appearing, timed inside the page
  (goal: 150 ms).

The browser is kept offline by a closed proxy for other hosts rather than by routing requests
(which would turn its HTTP cache off), so, as in a learner's browser, Voila's scripts are fetched
once per browser context: each cold start uses a fresh context (a first visit), and the warm page
loads share one context (a learner moving from page to page).

This is a measurement, not a test; it prints the numbers and whether each meets its goal. Add
--json PATH to save them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import (  # noqa: E402  (the browser-test helpers: same start-up, same Chromium flags)
    CHROMIUM,
    CHROMIUM_ARGS,
    OFFLINE_ARGS,
    PageWatch,
    free_port,
    observe_page,
    start_app,
    stop_app,
    wait_until_serving,
)

TIMEOUT_MS = 120_000
"""How long any one step may take (a loaded machine is slow; Playwright's own default is 30 s)."""
FEEDBACK_TARGET_MS = 150.0
FIRST_RENDER_TARGET_S = 3.0
INDEX_OVER_FLOOR_TARGET_S = 3.0
LESSON_FROM_INDEX_TARGET_S = 2.0
QUIZ_READY = ".et-quiz .et-quiz-head code"
INDEX_READY = ".et-landing .et-track a:visible"
INDEX_WIDGETS = ".et-language select"
FLOOR_READY = "#rendered_cells .jp-RenderedMarkdown h1"
FIRST_LESSON = "The deck and the ranks"
EMPTY_NOTEBOOK = {
    "cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# An empty page"]}],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5,
}
PAGES = [
    "lessons/01_deck_and_ranks.ipynb",
    "lessons/03_following_suit_and_winning_tricks.ipynb",
    "lessons/08_a_complete_hand.ipynb",
]

# Click "Check answer" and resolve with the milliseconds until the feedback text changes.
TIME_CHECK = """
([check, feedback]) => new Promise((resolve, reject) => {
  const before = feedback.innerText;
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (feedback.innerText.trim() !== "" && feedback.innerText !== before) {
      observer.disconnect();
      resolve(performance.now() - start);
    }
  });
  observer.observe(feedback, { childList: true, subtree: true, characterData: true });
  setTimeout(() => { observer.disconnect(); reject(new Error("no feedback within 10 s")); }, 10000);
  check.click();
})
"""


def open_quiz(page: Any, url: str) -> float:
    start = time.monotonic()
    page.goto(url, timeout=TIMEOUT_MS)
    page.locator(QUIZ_READY).first.wait_for(state="visible", timeout=TIMEOUT_MS)
    return time.monotonic() - start


def empty_root(folder: Path) -> Path:
    """An app folder whose index is an empty notebook, with the app's own Voila configuration."""
    (folder / "index.ipynb").write_text(json.dumps(EMPTY_NOTEBOOK), encoding="utf-8")
    (folder / "voila.json").write_text((ROOT / "voila.json").read_text(encoding="utf-8"), encoding="utf-8")
    return folder


def cold_start(browser: Any, ready: str, env: dict[str, str] | None = None, widgets: str | None = None
               ) -> tuple[float, float, float | None]:
    """(launch → `ready` on screen after opening `/`, launch → server answering, launch → `widgets`
    on screen too) for one fresh app."""
    with tempfile.TemporaryDirectory() as elsewhere:
        start = time.monotonic()
        app = start_app(free_port(), Path(elsewhere) / "app.log", Path(elsewhere), env=env)
        drawn = None
        try:
            server = wait_until_serving(app)
            context = browser.new_context(viewport={"width": 1280, "height": 1000})
            page = context.new_page()
            observe_page(page, PageWatch())
            page.goto(f"{app.base}/", wait_until="commit", timeout=TIMEOUT_MS)
            page.locator(ready).first.wait_for(state="visible", timeout=TIMEOUT_MS)
            total = time.monotonic() - start
            if widgets:
                page.locator(widgets).first.wait_for(state="visible", timeout=TIMEOUT_MS)
                drawn = time.monotonic() - start
            context.close()
        finally:
            stop_app(app)
    return total, server, drawn


def cold_starts(browser: Any, runs: int) -> tuple[list[float], list[float], list[float], list[float]]:
    """(floor, index, server answering, index widgets) per run; the floor and the app alternate so
    that both meet the same load on the machine."""
    floors, index, servers, drawn = [], [], [], []
    for run in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            floor, _, _ = cold_start(browser, FLOOR_READY, env={"EUCHRE_TUTOR_ROOT": str(empty_root(Path(folder)))})
        floors.append(floor)
        total, server, widgets = cold_start(browser, INDEX_READY, widgets=INDEX_WIDGETS)
        index.append(total)
        servers.append(server)
        drawn.append(widgets if widgets is not None else total)
        print(f"  cold run {run + 1}: floor {floor:.2f} s, index {total:.2f} s, its widgets {drawn[-1]:.2f} s "
              f"(server answering after {server:.2f} s)", flush=True)
    return floors, index, servers, drawn


def lesson_from_index(browser: Any, base: str, runs: int, pause: float) -> list[float]:
    """Open the index, then time a click on the first lesson until its first quiz is drawn."""
    times = []
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    for _ in range(runs):
        time.sleep(pause)
        page = context.new_page()
        observe_page(page, PageWatch())
        page.goto(f"{base}/", timeout=TIMEOUT_MS)
        page.locator(INDEX_READY).first.wait_for(state="visible", timeout=TIMEOUT_MS)
        start = time.monotonic()
        page.get_by_role("link", name=FIRST_LESSON).click()
        page.locator(QUIZ_READY).first.wait_for(state="visible", timeout=TIMEOUT_MS)
        times.append(time.monotonic() - start)
        page.close(run_before_unload=True)
    context.close()
    return times


def warm_renders(browser: Any, base: str, pages: list[str], runs: int, pause: float) -> dict[str, list[float]]:
    """Open each page `runs` times on the running server, `pause` seconds apart (a learner reads a
    page before opening the next; the pause also lets Voila refill its pre-heated kernels)."""
    times: dict[str, list[float]] = {page: [] for page in pages}
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    for _ in range(runs):
        for path in pages:
            time.sleep(pause)
            page = context.new_page()
            observe_page(page, PageWatch())
            times[path].append(open_quiz(page, f"{base}/voila/render/{path}"))
            page.close(run_before_unload=True)  # as a closed tab does: Voila shuts the kernel down
    context.close()
    return times


def click_latencies(browser: Any, base: str, lesson: str, clicks: int) -> list[float]:
    """Alternate between two answers so the feedback text changes on every check."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    observe_page(page, PageWatch())
    open_quiz(page, f"{base}/voila/render/{lesson}")
    quiz = page.locator(".et-quiz").first
    choices = quiz.locator(".et-quiz-choice button")
    check = quiz.locator(".et-quiz-check").element_handle()
    feedback = quiz.locator(".et-quiz-feedback").element_handle()
    times = []
    for i in range(clicks):
        choices.nth(i % 2).click()
        page.wait_for_timeout(50)  # let the choice reach the kernel before timing the check
        times.append(float(page.evaluate(TIME_CHECK, [check, feedback])))
    context.close()
    return times


def summary(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "n": len(values)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold starts and warm page loads (default 5)")
    parser.add_argument("--clicks", type=int, default=20, help="answer checks to time (default 20)")
    parser.add_argument("--lesson", default=PAGES[0], help="the page for the clicks")
    parser.add_argument("--pages", nargs="+", default=PAGES, help="pages with a quiz to time")
    parser.add_argument("--pause", type=float, default=8.0, help="seconds between warm page loads (default 8)")
    parser.add_argument(
        "--settle", type=float, default=40.0,
        help="seconds to let a fresh server pre-heat the lessons before timing page loads (default 40)",
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the numbers to this file")
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print(f"Chromium not found at {CHROMIUM}: install Debian's chromium to run the benchmark", file=sys.stderr)
        return 2

    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS + OFFLINE_ARGS)
        print(f"cold starts ({args.runs} runs, a fresh euchre-tutor each time):", flush=True)
        floor, cold, server, drawn = cold_starts(browser, args.runs)
        with tempfile.TemporaryDirectory() as elsewhere:
            app = start_app(free_port(), Path(elsewhere) / "app.log", Path(elsewhere))
            try:
                wait_until_serving(app)
                time.sleep(args.settle)  # euchre-tutor pre-heats the lessons one by one after start-up
                from_index = lesson_from_index(browser, app.base, args.runs, args.pause)
                warm = warm_renders(browser, app.base, args.pages, args.runs, args.pause)
                clicks = click_latencies(browser, app.base, args.lesson, args.clicks)
            finally:
                stop_app(app)
        browser.close()

    all_warm = [t for values in warm.values() for t in values]
    over = [c - f for c, f in zip(cold, floor, strict=True)]
    results = {
        "voila_floor_s": summary(floor),
        "start_to_index_s": summary(cold),
        "index_over_floor_s": summary(over),
        "server_answering_s": summary(server),
        "start_to_index_widgets_s": summary(drawn),
        "lesson_from_index_s": summary(from_index),
        "first_render_s": summary(all_warm),
        "first_render_by_page_s": {page: summary(values) for page, values in warm.items()},
        "click_to_feedback_ms": summary(clicks),
    }
    rows = [
        ("Voila's floor (empty notebook)", floor, "s", None),
        ("server start to index usable", cold, "s", None),
        ("  beyond the floor", over, "s", INDEX_OVER_FLOOR_TARGET_S),
        ("  of which server answering", server, "s", None),
        ("  index widgets drawn (picker)", drawn, "s", None),
        ("lesson from the index", from_index, "s", LESSON_FROM_INDEX_TARGET_S),
        ("first render (open page → quiz)", all_warm, "s", FIRST_RENDER_TARGET_S),
        *((f"  {Path(page).stem[:30]}", values, "s", None) for page, values in warm.items()),
        ("click to feedback", clicks, "ms", FEEDBACK_TARGET_MS),
    ]
    print()
    print(f"{'measure':34} {'median':>9} {'min':>9} {'max':>9}  target")
    for name, values, unit, target in rows:
        s = summary(values)
        verdict = "" if target is None else f"< {target:g} {unit}: {'met' if s['median'] < target else 'MISSED'}"
        print(f"{name:34} {s['median']:8.2f}{unit:1} {s['min']:8.2f}{unit:1} {s['max']:8.2f}{unit:1}  {verdict}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
