"""A class on one server: many learners answer a quiz set at once in real Voila sessions.

    python3 bench/classroom.py [--learners 30] [--questions 20] [--contexts 3] [--json PATH]

It starts `euchre-tutor` with a fresh SQLite progress store and sign-in on (the class code, and a
passphrase each learner sets on first use, hashed with argon2), with the server's default page
rate; each learner comes from an address of their own (X-Real-IP, as a reverse proxy would pass).
It then drives every learner as a page in Debian's Chromium (Playwright, a few browser contexts,
all pages at once): open the class quiz page, type the class code, a name, a passphrase and the
set code, and answer every question (most right, some wrong), pressing "Check answer" and "Next
question". It reports:

- page render: from opening the page to the name box on screen (median and worst);
- answer round trip: "Check answer" to the feedback on screen, timed inside the page; and "Next
  question" to the next question on screen;
- sign-in: "Start" to the first question on screen (the passphrase is hashed in the kernel);
- server memory: peak RSS of the Voila server and of its kernels (sampled every second), and the
  memory per kernel;
- errors: page errors, failed checks, answers that could not be saved;
- answers stored against answers sent, which must be equal.

This is a measurement, not a test: it prints the numbers (and --json saves them). It sends traffic
only to the app it started on 127.0.0.1, and every wait is bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    CLASS_CODE,
    OFFLINE_ARGS,
    free_port,
    is_local,
    start_app,
    stop_app,
    wait_until_serving,
)
from euchre.classroom import QuizSet, make_quiz_set  # noqa: E402
from euchre.progress import open_store  # noqa: E402
from euchre.tutor import Question, solve  # noqa: E402

PAGE = "exercises/07_class_quiz.ipynb"
TIMEOUT_MS = 300_000

# Click "Check answer"; resolve with the milliseconds until the feedback text changes.
TIME_CLICK = """
([button, target]) => new Promise((resolve, reject) => {
  const before = target.innerText;
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (target.innerText.trim() !== "" && target.innerText !== before) {
      observer.disconnect();
      resolve(performance.now() - start);
    }
  });
  observer.observe(target, { childList: true, subtree: true, characterData: true });
  setTimeout(() => { observer.disconnect(); reject(new Error("no change within 120 s")); }, 120000);
  button.click();
})
"""

# Click "Next question"; resolve with the milliseconds until the next question is on screen: its
# code shown and the previous question's answer buttons gone (they may carry the same labels).
TIME_NEXT = """
([button, root, old]) => new Promise((resolve, reject) => {
  const code = () => { const el = root.querySelector('.et-quiz-head code'); return el ? el.innerText : ''; };
  const before = code();
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (code() !== '' && code() !== before && !old.isConnected) {
      observer.disconnect();
      resolve(performance.now() - start);
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  setTimeout(() => { observer.disconnect(); reject(new Error("no new question within 120 s")); }, 120000);
  button.click();
})
"""


@dataclass
class Learner:
    index: int
    render_s: float | None = None
    first_byte_s: float | None = None
    """From the request to the first byte of the page (the server's part of the render)."""
    page_loaded_s: float | None = None
    """From the request to the whole page received (Voila streams it as the notebook runs)."""
    signin_s: float | None = None
    checks_ms: list[float] = field(default_factory=list)
    nexts_ms: list[float] = field(default_factory=list)
    sent: int = 0
    errors: list[str] = field(default_factory=list)


def answer_for(question: Question, right: bool) -> list[str]:
    """The choice tokens to click: the right answer, or a wrong one."""
    expected = list(solve(question).expected)
    if right:
        return expected[:1] if question.style == "single" else expected
    if question.style == "single":
        return [next(c for c in question.choices if c not in expected)]
    if question.style == "multi":
        return [c for c in question.choices if c not in expected] or expected[:-1] or [question.choices[0]]
    return list(reversed(expected))


async def run_learner(context: Any, base: str, quiz_set: QuizSet, questions: list[Question], me: Learner) -> None:
    page = await context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.on("pageerror", lambda error: me.errors.append(f"page error: {error}"))
    await page.set_extra_http_headers({"X-Real-IP": f"10.0.{me.index // 250}.{me.index % 250 + 1}"})

    # The browser sends other hosts' requests to a closed port (OFFLINE_ARGS); any is an error.
    # (Routing would turn the HTTP cache off, so each of 30 tabs would fetch and compile Voila's
    # scripts again, which a class's browsers, one per learner, do not do either.)
    page.on("request", lambda request: None if is_local(request.url) else me.errors.append(f"asked {request.url}"))
    step = "opening the page"
    try:
        start = time.monotonic()
        response = await page.goto(f"{base}/voila/render/{PAGE}", timeout=TIMEOUT_MS)
        if response is None or response.status != 200:
            title = await page.title()
            me.errors.append(f"the page answered {response and response.status}: {title!r}")
            return
        step = "waiting for the page's widgets"
        widget = page.locator(".et-class-quiz")
        await widget.locator(".et-start").wait_for(state="visible")
        me.render_s = time.monotonic() - start
        timing = await page.evaluate(
            "(() => { const t = performance.getEntriesByType('navigation')[0];"
            " return [t.responseStart - t.startTime, t.responseEnd - t.startTime]; })()"
        )
        me.first_byte_s, me.page_loaded_s = timing[0] / 1000, timing[1] / 1000
        await widget.locator(".et-class-code input").fill(CLASS_CODE)
        await widget.locator(".et-learner-name input").fill(f"learner {me.index:02d}")
        await widget.locator(".et-passphrase input").fill(f"my passphrase {me.index:02d}")
        await widget.locator(".et-set-code input").fill(quiz_set.code)
        started = time.monotonic()
        step = "signing in"
        await widget.locator(".et-start").click()
        quiz = widget.locator(".et-quiz")
        head = quiz.locator(".et-quiz-head code")
        await head.wait_for()
        me.signin_s = time.monotonic() - started
        check = await quiz.locator(".et-quiz-check").element_handle()
        feedback = await quiz.locator(".et-quiz-feedback").element_handle()
        for k, question in enumerate(questions):
            step = f"answering question {k + 1}"
            shown = (await head.inner_text()).strip()
            if shown != question.code:
                me.errors.append(f"question {k + 1}: the page shows {shown}, the set says {question.code}")
                return
            answers = quiz.locator(".et-quiz-answer")
            for token in answer_for(question, right=(me.index + k) % 4 != 0):
                label = re.compile(f"^\\s*{re.escape(question.choice_text(token))}\\s*$")
                await answers.locator("button", has_text=label).click()
            me.checks_ms.append(float(await page.evaluate(TIME_CLICK, [check, feedback])))
            me.sent += 1
            text = await quiz.locator(".et-quiz-feedback").inner_text()
            graded = await quiz.locator(".et-quiz-feedback").locator(".et-feedback-ok, .et-feedback-bad").count() > 0
            if "could not be saved" in text or "Sorry" in text or not graded:
                me.errors.append(f"question {k + 1} ({question.kind}): {text[:100]!r}")
            if k + 1 < len(questions):
                next_button = await quiz.locator(".et-quiz-next").element_handle()
                root = await quiz.element_handle()
                old = await quiz.locator(".et-quiz-answer button").first.element_handle()
                me.nexts_ms.append(float(await page.evaluate(TIME_NEXT, [next_button, root, old])))
    except Exception as exc:  # a measurement: record it and go on with the others
        me.errors.append(f"{step}: {type(exc).__name__}: {str(exc).splitlines()[0][:160]}")
    finally:
        await page.close()


# ---- memory ------------------------------------------------------------------------------------
def _children() -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            out.setdefault(ppid, []).append(int(entry))
    return out


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _tree(root: int) -> list[int]:
    children = _children()
    todo, found = [root], []
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def cpu_seconds(root: int, exclude: int | None = None) -> float:
    """CPU time (user + system) of a process and its live descendants (minus the `exclude` tree)."""
    skip = set(_tree(exclude)) if exclude is not None else set()
    total = 0
    for pid in _tree(root):
        if pid in skip:
            continue
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])
    return total / os.sysconf("SC_CLK_TCK")


def memory(server: int) -> tuple[float, int, float]:
    """(server RSS MB, number of kernel processes, their total RSS MB)."""
    children = _children()
    todo, found = list(children.get(server, [])), []
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return rss_mb(server), len(found), sum(rss_mb(p) for p in found)


async def sample_memory(server: int, peaks: dict[str, float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        own, kernels, total = memory(server)
        peaks["server_mb"] = max(peaks.get("server_mb", 0.0), own)
        peaks["kernels_mb"] = max(peaks.get("kernels_mb", 0.0), total)
        peaks["kernels"] = max(peaks.get("kernels", 0), kernels)
        peaks["total_mb"] = max(peaks.get("total_mb", 0.0), own + total)
        if kernels:
            peaks["per_kernel_mb"] = max(peaks.get("per_kernel_mb", 0.0), total / kernels)
        try:
            await asyncio.wait_for(stop.wait(), timeout=1.0)
        except TimeoutError:
            pass


# ---- the run -----------------------------------------------------------------------------------
async def drive(args: argparse.Namespace, base: str, server_pid: int, quiz_set: QuizSet) -> dict[str, Any]:
    from playwright.async_api import async_playwright

    questions = quiz_set.questions()
    learners = [Learner(i) for i in range(args.learners)]
    peaks: dict[str, float] = {}
    stop = asyncio.Event()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS + OFFLINE_ARGS)
        contexts = [await browser.new_context(viewport={"width": 1100, "height": 900}) for _ in range(args.contexts)]
        sampler = asyncio.create_task(sample_memory(server_pid, peaks, stop))
        started = time.monotonic()
        server_cpu = cpu_seconds(server_pid)
        browser_cpu = cpu_seconds(os.getpid(), exclude=server_pid)

        async def one(me: Learner) -> None:
            await asyncio.sleep(args.ramp * me.index / max(1, args.learners))
            await run_learner(contexts[me.index % len(contexts)], base, quiz_set, questions, me)

        await asyncio.gather(*(one(me) for me in learners))
        elapsed = time.monotonic() - started
        cpu = {"server_and_kernels_s": cpu_seconds(server_pid) - server_cpu,
               "browser_and_driver_s": cpu_seconds(os.getpid(), exclude=server_pid) - browser_cpu}
        stop.set()
        await sampler
        await browser.close()
    return {"learners": learners, "peaks": peaks, "elapsed_s": elapsed, "cpu": cpu}


def stats(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    return {
        "n": len(values), "median": statistics.median(values), "p95": ordered[int(0.95 * (len(ordered) - 1))],
        "worst": ordered[-1],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--contexts", type=int, default=3, help="browser contexts the pages are spread over")
    parser.add_argument("--ramp", type=float, default=0.0, help="spread the arrivals over this many seconds")
    parser.add_argument("--settle", type=float, default=45.0,
                        help="seconds to let the new server pre-heat its kernels before the class arrives")
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--class-size", type=int, default=None,
                        help="kernels to keep ready for the class page (EUCHRE_TUTOR_CLASS_SIZE; default: --learners)")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print(f"Chromium not found at {CHROMIUM}: install Debian's chromium to run the benchmark", file=sys.stderr)
        return 2
    quiz_set = make_quiz_set(("which_card_wins", "legal_follow", "is_it_a_euchre", "rank_trumps", "who_leads"),
                             args.questions, args.rules, 2, seed=20_2026)
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/class.sqlite"
        os.environ["EUCHRE_TUTOR_DB"] = url
        os.environ["EUCHRE_TUTOR_CLASS_SIZE"] = str(args.learners if args.class_size is None else args.class_size)
        app = start_app(free_port(), Path(folder) / "app.log", Path(folder),
                        env={"EUCHRE_TUTOR_PAGE_RATE": "30/60",  # the server's default, per learner
                             "EUCHRE_TUTOR_TRUSTED_PROXIES": "127.0.0.1,::1"})  # X-Real-IP names each learner
        try:
            wait_until_serving(app)
            print(f"server up; letting it pre-heat for {args.settle:.0f} s; set {quiz_set.code}", flush=True)
            time.sleep(args.settle)
            idle = memory(app.process.pid)
            run = asyncio.run(drive(args, app.base, app.process.pid, quiz_set))
            with open_store(url) as store:
                stored = store.count(set_code=quiz_set.code)
                learners_stored = len(store.learners(set_code=quiz_set.code))
                kept = {(a.learner, a.position) for a in store.answers(set_code=quiz_set.code)}
                protected = len(store.protected_learners())
        finally:
            stop_app(app)
    learners: list[Learner] = run["learners"]
    sent = sum(me.sent for me in learners)
    errors = [f"learner {me.index:02d}: {e}" for me in learners for e in me.errors]
    errors += [
        f"learner {me.index:02d}: answer {k + 1} was sent but is not stored"
        for me in learners for k in range(me.sent) if (f"learner {me.index:02d}", k) not in kept
    ]
    result = {
        "class_size": int(os.environ["EUCHRE_TUTOR_CLASS_SIZE"]),
        "learners": args.learners, "questions": args.questions, "set": quiz_set.code,
        "elapsed_s": run["elapsed_s"],
        "render_s": stats([me.render_s for me in learners if me.render_s is not None]),
        "first_byte_s": stats([me.first_byte_s for me in learners if me.first_byte_s is not None]),
        "page_loaded_s": stats([me.page_loaded_s for me in learners if me.page_loaded_s is not None]),
        "signin_s": stats([me.signin_s for me in learners if me.signin_s is not None]),
        "check_ms": stats([t for me in learners for t in me.checks_ms]),
        "next_ms": stats([t for me in learners for t in me.nexts_ms]),
        "memory_idle": {"server_mb": idle[0], "kernels": idle[1], "kernels_mb": idle[2]},
        "memory_peak": run["peaks"],
        "cpu_s": run["cpu"], "load_average": os.getloadavg(),
        "answers_sent": sent, "answers_stored": stored, "learners_stored": learners_stored,
        "passphrases_set": protected,
        "errors": errors,
    }
    print_report(result)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0 if sent == stored and not errors else 1


def print_report(r: dict[str, Any]) -> None:
    def line(name: str, s: dict[str, float], unit: str) -> None:
        if not s.get("n"):
            print(f"{name:34} no data")
            return
        print(f"{name:34} median {s['median']:8.2f}{unit}  p95 {s['p95']:8.2f}{unit}  worst {s['worst']:8.2f}{unit}"
              f"  (n={s['n']})")

    print()
    print(f"{r['learners']} learners × {r['questions']} questions of {r['set']} in {r['elapsed_s']:.1f} s "
          f"({r['class_size']} kernels kept ready)")
    line("page render (open → name box)", r["render_s"], " s")
    line("  of which first byte", r["first_byte_s"], " s")
    line("  of which page received", r["page_loaded_s"], " s")
    line("sign-in (start → first question)", r["signin_s"], " s")
    line("answer round trip (check → feedback)", r["check_ms"], "ms")
    line("next question (next → question)", r["next_ms"], "ms")
    idle, peak = r["memory_idle"], r["memory_peak"]
    print(f"memory before the class: server {idle['server_mb']:.0f} MB, {idle['kernels']} kernels "
          f"{idle['kernels_mb']:.0f} MB")
    print(f"memory peak: server {peak.get('server_mb', 0):.0f} MB, {peak.get('kernels', 0):.0f} kernels "
          f"{peak.get('kernels_mb', 0):.0f} MB, together {peak.get('total_mb', 0):.0f} MB")
    per_idle = idle["kernels_mb"] / idle["kernels"] if idle["kernels"] else 0.0
    per_peak = peak.get("per_kernel_mb", 0)
    print(f"memory per kernel: {per_idle:.0f} MB ready (before the class), at most {per_peak:.0f} MB "
          "on average during the class")
    cpu = r["cpu_s"]
    print(f"CPU during the class: server and kernels {cpu['server_and_kernels_s']:.0f} s, browser (the learners' "
          f"side, on this same machine) {cpu['browser_and_driver_s']:.0f} s; load average "
          f"{' '.join(f'{x:.1f}' for x in r['load_average'])}")
    verdict = "equal" if r["answers_sent"] == r["answers_stored"] else "NOT EQUAL"
    print(f"answers sent {r['answers_sent']}, stored {r['answers_stored']} ({verdict}); "
          f"{r['learners_stored']} learners in the store, {r['passphrases_set']} with a passphrase")
    print(f"errors: {len(r['errors'])}")
    for error in r["errors"][:20]:
        print(f"  {error}")


if __name__ == "__main__":
    sys.exit(main())
