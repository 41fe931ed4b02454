"""Measure the static (offline) edition beside the served app, in the same run, in Debian's Chromium.

    python3 bench/static.py [--site build/static] [--record]

- static, cold: a fresh browser opens lesson 1 of the folder served by a plain file server on 127.0.0.1,
  until its check can be answered (the answer buttons on screen); the bytes the server sent meanwhile
  (goal: 20 s and at most 40 MB);
- static, warm: the same browser opens the page again (goal: 5 s), its Python started from the snapshot the
  cold visit kept (scripts/static/warm-start.js; the bench prints how each visit started); bytes sent
  meanwhile (voici's service worker answers from its cache and fetches each file again behind it, so a warm
  load still downloads);
- static, server stopped: the same, with the file server gone (the service worker alone);
- served app, cold: `euchre-tutor` launched, then lesson 1 opened in a fresh browser, until its check can
  be answered.

Bytes are counted by the file server itself (what went over the wire, headers included), so requests made
by the page, its workers and the service worker are all counted. Other hosts are unreachable (a closed proxy).
The site is built first when it is missing or out of date (scripts/build-static --if-changed).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "bench"))

from results import record  # noqa: E402

from conftest import (  # noqa: E402  (the browser-test helpers: same start-up, same Chromium flags)
    CHROMIUM,
    CHROMIUM_ARGS,
    OFFLINE_ARGS,
    free_port,
    start_app,
    stop_app,
    test_environment,
    wait_until_serving,
)

LESSON = "lessons/01_deck_and_ranks"
READY = ".et-lesson-check .et-quiz-answer button"
TIMEOUT_MS = 300_000
COLD_GOAL_S, WARM_GOAL_S, BYTES_GOAL_MB = 20.0, 5.0, 40.0


class CountingServer:
    """A plain static file server on 127.0.0.1 that counts the bytes it sends."""

    def __init__(self, site: Path) -> None:
        self.sent = 0
        lock = threading.Lock()
        outer = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def setup(self) -> None:
                super().setup()
                raw = self.wfile

                class Counted:
                    def write(self, data: bytes) -> int:
                        with lock:
                            outer.sent += len(data)
                        return raw.write(data)

                    def __getattr__(self, name: str) -> Any:
                        return getattr(raw, name)

                self.wfile = Counted()  # type: ignore[assignment]

        self.port = free_port()
        self.httpd = http.server.ThreadingHTTPServer(
            ("127.0.0.1", self.port), functools.partial(Handler, directory=str(site)))
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _time_to_ready(context: Any, url: str) -> tuple[float, str]:
    """Seconds until lesson 1's check can be answered, and how the page's Python started (its kernel worker
    says: "snapshot", a warm start, or "fresh ...": see scripts/static/warm-start.js)."""
    page = context.new_page()
    started = time.monotonic()
    page.goto(url, timeout=TIMEOUT_MS)
    page.locator(READY).first.wait_for(timeout=TIMEOUT_MS)
    took = time.monotonic() - started
    how = next((str(h) for h in (w.evaluate("self.euchreStartedFrom || ''") for w in page.workers) if h), "?")
    page.close()
    return took, how


def measure_static(playwright: Any, site: Path) -> dict[str, Any]:
    server = CountingServer(site)
    url = f"http://127.0.0.1:{server.port}/voici/render/{LESSON}.html"
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="bench-static-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), args=CHROMIUM_ARGS + OFFLINE_ARGS, headless=True)
        out["cold_s"], out["cold_start"] = _time_to_ready(context, url)
        time.sleep(5)  # what the page goes on fetching just after (the kernel's last files) is the cold load's
        out["cold_mb"] = server.sent / 1e6
        before = server.sent
        out["warm_s"], out["warm_start"] = _time_to_ready(context, url)
        time.sleep(5)
        out["warm_mb"] = (server.sent - before) / 1e6
        server.stop()
        out["offline_s"], out["offline_start"] = _time_to_ready(context, url)
        context.close()
    return out


def measure_served(playwright: Any) -> float:
    with tempfile.TemporaryDirectory(prefix="bench-served-") as tmp:
        folder = Path(tmp)
        env = {**test_environment(folder), "EUCHRE_TUTOR_ROOT": str(ROOT)}
        app = start_app(free_port(), folder / "euchre-tutor.log", folder, env=env)
        started = time.monotonic()
        try:
            wait_until_serving(app)
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS + OFFLINE_ARGS)
            page = browser.new_page()
            page.goto(f"{app.base}/voila/render/{LESSON}.ipynb", timeout=TIMEOUT_MS)
            page.locator(READY).first.wait_for(timeout=TIMEOUT_MS)
            took = time.monotonic() - started
            browser.close()
        finally:
            stop_app(app)
    return took


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", default=str(ROOT / "build" / "static"))
    parser.add_argument("--record", action="store_true", help="rewrite the static section of bench/RESULTS.md")
    args = parser.parse_args(argv)
    site = Path(args.site).resolve()
    subprocess.run([str(ROOT / "scripts" / "build-static"), "--if-changed", str(site)], check=True)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        static = measure_static(playwright, site)
        served = measure_served(playwright)

    def goal(value: float, target: float) -> str:
        return f"{target:g}: {'met' if value <= target else 'not met'}"

    rows = [
        ("static, cold: lesson 1's check answerable", f"{static['cold_s']:.1f} s", goal(static["cold_s"], COLD_GOAL_S)),
        ("static, cold: bytes sent", f"{static['cold_mb']:.1f} MB", goal(static["cold_mb"], BYTES_GOAL_MB)),
        ("static, warm: lesson 1's check answerable", f"{static['warm_s']:.1f} s", goal(static["warm_s"], WARM_GOAL_S)),
        ("static, warm: bytes sent (the service worker's refresh)", f"{static['warm_mb']:.1f} MB", "-"),
        ("static, server stopped: answerable", f"{static['offline_s']:.1f} s", "-"),
        ("static: how Python started, cold / warm / server stopped",
         f"{static['cold_start']} / {static['warm_start']} / {static['offline_start']}", "-"),
        ("served app, cold: launch to lesson 1's check answerable", f"{served:.1f} s", "the peer"),
    ]
    for row in rows:
        print(" | ".join(row))
    if args.record:
        record("static", "`python bench/static.py --record`: the offline edition beside the served app, same run, "
               "1 run each (goals in s and MB).", ("measure", "result", "goal"), rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
