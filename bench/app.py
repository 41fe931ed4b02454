"""Measure the app as a learner meets it, in Debian's Chromium driven by Playwright.

    python3 bench/app.py [--runs 5] [--clicks 20] [--lesson lessons/01_deck_and_ranks.ipynb]

Three numbers, each the median over repeated runs:

- cold start to first quiz: from launching `euchre-tutor` to the first quiz of a lesson drawn on
  screen (server start, first page load, kernel start, notebook run, widgets rendered);
- first render: opening a page on the running server until its first quiz is drawn, for a few
  lessons, once the server has settled (pre-heated the lessons), with a pause between page loads
  as a reading learner would leave;
- click to feedback: from pressing "Check answer" to the feedback appearing, timed inside the page.

Targets (issue 3): feedback under 150 ms and first render under 3 s. This is a measurement, not a
test; it prints the numbers and whether each meets its target. Add --json PATH to save them.
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
    PageWatch,
    free_port,
    guard_page,
    start_app,
    stop_app,
    wait_until_serving,
)

FEEDBACK_TARGET_MS = 150.0
FIRST_RENDER_TARGET_S = 3.0
QUIZ_READY = ".et-quiz .et-quiz-head code"
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
    page.goto(url)
    page.locator(QUIZ_READY).first.wait_for(state="visible", timeout=120_000)
    return time.monotonic() - start


def cold_starts(browser: Any, lesson: str, runs: int) -> tuple[list[float], list[float]]:
    """(launch → quiz on screen, launch → server answering), one fresh app per run."""
    totals, servers = [], []
    for run in range(runs):
        with tempfile.TemporaryDirectory() as elsewhere:
            start = time.monotonic()
            app = start_app(free_port(), Path(elsewhere) / "app.log", Path(elsewhere))
            try:
                servers.append(wait_until_serving(app))
                context = browser.new_context(viewport={"width": 1280, "height": 1000})
                page = context.new_page()
                guard_page(page, PageWatch())
                page.goto(f"{app.base}/voila/render/{lesson}")
                page.locator(QUIZ_READY).first.wait_for(state="visible", timeout=120_000)
                totals.append(time.monotonic() - start)
                context.close()
            finally:
                stop_app(app)
        print(f"  cold run {run + 1}: {totals[-1]:.2f} s (server answering after {servers[-1]:.2f} s)", flush=True)
    return totals, servers


def warm_renders(browser: Any, base: str, pages: list[str], runs: int, pause: float) -> dict[str, list[float]]:
    """Open each page `runs` times on the running server, `pause` seconds apart (a learner reads a
    page before opening the next; the pause also lets Voila refill its pre-heated kernels)."""
    times: dict[str, list[float]] = {page: [] for page in pages}
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    for _ in range(runs):
        for path in pages:
            time.sleep(pause)
            page = context.new_page()
            guard_page(page, PageWatch())
            times[path].append(open_quiz(page, f"{base}/voila/render/{path}"))
            page.close(run_before_unload=True)  # as a closed tab does: Voila shuts the kernel down
    context.close()
    return times


def click_latencies(browser: Any, base: str, lesson: str, clicks: int) -> list[float]:
    """Alternate between two answers so the feedback text changes on every check."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    guard_page(page, PageWatch())
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
    parser.add_argument("--lesson", default=PAGES[0], help="the page for cold starts and clicks")
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
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        print(f"cold start to first quiz ({args.runs} runs, a fresh euchre-tutor each time):", flush=True)
        cold, server = cold_starts(browser, args.lesson, args.runs)
        with tempfile.TemporaryDirectory() as elsewhere:
            app = start_app(free_port(), Path(elsewhere) / "app.log", Path(elsewhere))
            try:
                wait_until_serving(app)
                time.sleep(args.settle)  # euchre-tutor pre-heats the lessons one by one after start-up
                warm = warm_renders(browser, app.base, args.pages, args.runs, args.pause)
                clicks = click_latencies(browser, app.base, args.lesson, args.clicks)
            finally:
                stop_app(app)
        browser.close()

    all_warm = [t for values in warm.values() for t in values]
    results = {
        "cold_start_to_quiz_s": summary(cold),
        "server_answering_s": summary(server),
        "first_render_s": summary(all_warm),
        "first_render_by_page_s": {page: summary(values) for page, values in warm.items()},
        "click_to_feedback_ms": summary(clicks),
    }
    rows = [
        ("cold start to first quiz", cold, "s", None),
        ("  of which server start", server, "s", None),
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
