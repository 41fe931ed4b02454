"""Every page of the app at a phone, a tablet and a desktop size, each size a fresh load, checked in Chromium.

Each page is opened three times, in a new tab whose window already has the size (390×844, 768×1024,
1280×800), so the layout is the one a user on that screen gets. At each size: nothing scrolls
sideways, no hand scrolls sideways, every card (of a shown trick or anywhere) is on screen and not
cut off by a box around it, no button label is cut off, every drop-down shows its choice, every
disabled button looks different from the same button enabled (and has no hand pointer), every cell
that displays something shows it and no widget failed to show; axe-core finds no serious or critical
violation; no output is a leftover of code (a bare `'tr'`, None, a repr); the page asked no other
host for anything and logged no error. At the phone size the page is also walked as a learner
walks it: no label's box meets a control's and no label is cut off, and on six lessons of different
kinds (every lesson with --run-slow) every check is answered with the engine's own solution to the
question it shows (the first check wrong first: the feedback's first line must give a reason) until
the page says it is done. A sample of the Turkish
course gets the same at the phone size (every Turkish lesson with --run-slow). A screenshot of each
page at each size, after the walk, goes to `test-artifacts/screens/` (gitignored) for a person to
look at.

To keep this quick on a small machine, the three sizes of a page load at the same time, and the
next page's three are already loading while this one is checked (the browser and the server work
on them while the test waits). A page counts as ready when Voila has shown its cells, every
output and every widget view is drawn, and its images and fonts are loaded: no fixed sleeps.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from conftest import CHROMIUM, CHROMIUM_ARGS, OFFLINE_ARGS, App, PageWatch, observe_page, sign_in_teacher
from euchre.i18n import _, use_language
from euchre.i18n.languages import LANGUAGES
from euchre.progress.lessons import LESSON_CHECKS
from euchre.tutor import grade, question_from_code, solve
from euchre.tutor.catalog import all_pages
from euchre.tutor.questions import Question

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "screens"
SIZES = {"phone": (390, 844), "tablet": (768, 1024), "desktop": (1280, 800)}
PAGES = ["index", *(page.id for page in all_pages())]
SERIOUS = {"serious", "critical"}
AHEAD = 1
"""Pages whose three loads start before the page being checked is done (each load holds a kernel)."""
LOAD_TIMEOUT = 180_000

# Ready: Voila has shown the cells (its spinner is gone), every output is rendered (no
# cell-output script left), every widget view is drawn (ipywidgets writes "Loading widget..." into
# a view's box until its model has arrived), and every image and font has loaded.
READY = """
() => {
  const cells = document.getElementById("rendered_cells");
  if (document.getElementById("loading") || !cells || cells.style.display === "none") return false;
  if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) return false;
  for (const box of cells.querySelectorAll(".jp-OutputArea-output"))
    if (box.childElementCount === 0 && box.textContent.trim() === "Loading widget...") return false;
  if (!Array.from(document.images).every(image => image.complete)) return false;
  return document.fonts.status === "loaded";
}
"""

# Problems of the layout at the current size, as readable strings.
LAYOUT_PROBLEMS = """
() => {
  const problems = [];
  const root = document.documentElement, width = root.clientWidth;
  if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${width}`);
  const cells = document.getElementById("rendered_cells");
  if (cells && cells.scrollWidth > cells.clientWidth + 1)
    problems.push(`the content scrolls sideways: ${cells.scrollWidth} > ${cells.clientWidth}`);
  const what = el => (el.getAttribute("aria-label") || el.innerText || el.className).trim().slice(0, 50);
  for (const card of document.querySelectorAll("button.et-cardbtn")) {
    const box = card.getBoundingClientRect();
    if (box.width > 0 && box.height <= box.width) problems.push(`a card button not drawn as a card: ${what(card)}`);
  }
  for (const button of document.querySelectorAll("button.jupyter-button")) {
    if (button.offsetParent === null) continue;
    if (button.scrollWidth > button.clientWidth + 1) problems.push(`button label cut off: ${what(button)}`);
  }
  for (const box of document.querySelectorAll(".jp-OutputArea-output.jupyter-widgets"))
    if (box.childElementCount === 0 && box.textContent.startsWith("Error displaying widget"))
      problems.push(`a widget failed to show: ${box.textContent.trim()}`);
  const shown = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  // A drop-down shows what is selected: an option is selected, its label is what the box draws,
  // in ink, with room for the text.
  for (const select of document.querySelectorAll("select")) {
    if (!shown(select) || select.multiple || select.size > 1) continue;
    const option = select.options[select.selectedIndex];
    const label = option ? option.label.trim() : "";
    const style = getComputedStyle(select);
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (!label || option.textContent.trim() !== label)
      problems.push(`a drop-down shows nothing selected: ${what(select.closest(".widget-dropdown") || select)}`);
    else if (style.color.endsWith(", 0)") || style.color === "transparent" || parseFloat(style.fontSize) < 8
             || select.clientHeight < parseFloat(style.fontSize) || room < parseFloat(style.fontSize) * 2)
      problems.push(`a drop-down's choice "${label}" is not drawn readably`);
  }
  // Disabled buttons look disabled: the same button enabled (a copy beside it) looks different,
  // and the pointer is not a hand.
  const look = el => {
    const s = getComputedStyle(el);
    return [s.opacity, s.backgroundColor, s.color, s.backgroundImage, s.borderStyle, s.outlineStyle].join("|");
  };
  const disabled = Array.from(document.querySelectorAll("button:disabled")).filter(shown);
  const copies = disabled.map(button => {
    const copy = button.cloneNode(true);
    copy.disabled = false;
    copy.removeAttribute("id");
    copy.setAttribute("aria-hidden", "true");
    button.after(copy);
    return copy;
  });
  disabled.forEach((button, at) => {
    if (getComputedStyle(button).cursor === "pointer")
      problems.push(`a disabled button has a pointer cursor: ${what(button)}`);
    if (look(button) === look(copies[at])) problems.push(`a disabled button looks enabled: ${what(button)}`);
  });
  copies.forEach(copy => copy.remove());
  // No hand scrolls sideways.
  const hands = [".et-hand", ".et-card-choices", ".et-hand-picker", ".et-hand-choice", ".et-row", ".et-hands",
                 ".et-seatgrid", ".et-table"].join(", ");
  for (const hand of document.querySelectorAll(hands))
    if (shown(hand) && hand.scrollWidth > hand.clientWidth + 1)
      problems.push(`a hand scrolls sideways (${hand.scrollWidth} > ${hand.clientWidth}): ${what(hand)}`);
  // Every card on the page is whole: on screen across, and not cut off by a box that clips
  // (a box that scrolls or hides its overflow), other than the page's own scrolling.
  const page = document.getElementById("rendered_cells") || document.body;
  const clips = new Map();
  const clipping = el => {
    if (!clips.has(el)) {
      const s = getComputedStyle(el);
      clips.set(el, [s.overflowX !== "visible", s.overflowY !== "visible"]);
    }
    return clips.get(el);
  };
  for (const card of document.querySelectorAll(".et-card, button.et-cardbtn")) {
    const box = card.getBoundingClientRect();
    if (box.width === 0 || !shown(card)) continue;
    if (box.left < -1 || box.right > width + 1)
      problems.push(`a card off screen: ${what(card)} at ${box.left}-${box.right}`);
    for (let up = card.parentElement; up && up !== page && up !== document.body; up = up.parentElement) {
      const [across, down] = clipping(up);
      if (!across && !down) continue;
      const r = up.getBoundingClientRect(), left = r.left + up.clientLeft, top = r.top + up.clientTop;
      if ((across && (box.left < left - 1 || box.right > left + up.clientWidth + 1))
          || (down && (box.top < top - 1 || box.bottom > top + up.clientHeight + 1))) {
        problems.push(`a card cut off by a box around it: ${what(card)} in ${up.className || up.tagName}`);
        break;
      }
    }
  }
  return problems;
}
"""


# The cells (Voila's 1-based cell-index) among those given that show no output at all.
EMPTY_CELLS = """
cells => cells.filter(cell => !document.querySelector(`[cell-index="${cell}"] .jp-OutputArea-output`))
"""


# At a phone's width: a label's box meets a control's box (ipywidgets' labels, and <label>s, against
# every input, drop-down, text area and button of the page, other than the ones the label holds),
# or a label's text is cut off.
OVERLAPS = """
() => {
  const problems = [];
  const shown = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const what = el => (el.innerText || el.value || el.getAttribute("aria-label") || el.className || el.tagName)
    .trim().slice(0, 40);
  const labels = Array.from(document.querySelectorAll(".widget-label, .widget-label-basic, label"))
    .filter(shown).filter(el => el.innerText.trim());
  const controls = Array.from(document.querySelectorAll("input, select, textarea, button")).filter(shown);
  const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  for (const label of labels) {
    const box = label.getBoundingClientRect();
    for (const control of controls)
      if (!label.contains(control) && !control.contains(label) && meet(box, control.getBoundingClientRect()))
        problems.push(`label "${what(label)}" overlaps control "${what(control)}"`);
    if (label.scrollWidth > label.clientWidth + 1) problems.push(`label cut off: "${what(label)}"`);
  }
  return problems;
}
"""

# The whole text of every output area that shows text (not a widget), for STRAY to judge.
OUTPUT_TEXTS = """
() => Array.from(document.querySelectorAll(".jp-OutputArea-output"))
  .filter(box => !box.classList.contains("jupyter-widgets") && !box.querySelector(".jupyter-widgets"))
  .map(box => box.innerText.trim())
"""

STRAY = re.compile(
    r"""['"]?(?:""" + "|".join(LANGUAGES) + r""")['"]?|None|True|False|Out\[.*|<euchre.*>"""
    r"""|<[\w.]+ object at 0x[0-9a-f]+>""",
    re.DOTALL,
)
"""An output that is a leftover of code, not something shown to the learner: a bare language code
(a cell's value such as `'tr'`), None, a repr or an `Out[` prompt."""


def stray_outputs(page: Any) -> list[str]:
    return [f"a stray output: {text!r}" for text in page.evaluate(OUTPUT_TEXTS) if STRAY.fullmatch(text)]


def test_stray_output_pattern_tells_leftovers_from_content() -> None:
    for leftover in ("'tr'", "fi", "None", "<euchre.widgets.quiz.QuizWidget object at 0x7f>", "Out[3]: 'az'"):
        assert STRAY.fullmatch(leftover), leftover
    for content in ("Trump: ♥", "Türkçe", "None of the cards", "J♦ is the right bower"):
        assert not STRAY.fullmatch(content), content


def page_language(page_id: str) -> str:
    """The language a page is written in: its folder's (tr/...), else English."""
    head = page_id.split("/", 1)[0]
    return head if head in LANGUAGES else "en"


def lesson_of(page_id: str) -> str:
    """The page id the lesson's checks are filed under (a translated page shares the English page's)."""
    return page_id.split("/", 1)[1] if page_language(page_id) != "en" else page_id


STEP = 60_000
"""Milliseconds for one answer's round trip to the page's kernel on a busy machine."""


def words(text: str) -> str:
    return " ".join(text.split())


def reason_given(line: str, chosen: list[str]) -> bool:
    """The first line says why: after the verdict ("Not quite:") more than the answer chosen is said."""
    rest = line.split(":", 1)[-1]
    for text in chosen:
        rest = rest.replace(text, " ")
    return len(re.findall(r"\w+", rest)) >= 3


def wrong_answer(question: Question) -> list[str]:
    """An answer the engine grades wrong: another choice, one card too many or too few, the order turned over."""
    right = list(solve(question).expected)
    if question.style == "single":
        return [next(t for t in question.choices if t not in right)]
    if question.style == "multi":
        extra = [t for t in question.choices if t not in right]
        return right + extra[:1] if extra else right[:-1]
    return right[::-1]


def graded(question: Question, tokens: list[str]) -> Any:
    """The engine's feedback on the answer: one choice, or a list of cards."""
    return grade(question, tokens[0] if question.style == "single" else tokens)


def answer(box: Any, question: Question, tokens: list[str], language: str) -> Any:
    """Press the answer's buttons (in order), then "Check answer"; the feedback line once it is shown."""
    choices = box.locator(".et-quiz-answer")
    with use_language(language):
        names = [question.choice_text(t) for t in tokens]
    for name in names:  # a placed card of an order is disabled, so of twin cards the other is pressed next
        whole = re.compile(r"^\s*" + re.escape(name) + r"\s*$")
        choices.locator("button:enabled").filter(has_text=whole).first.click(timeout=STEP)
    box.locator(".et-quiz-check").click(timeout=STEP)
    line = box.locator(".et-quiz-feedback .et-feedback-line")
    line.wait_for(timeout=STEP)
    return line


def walk_checks(page: Any, page_id: str) -> list[str]:
    """Answer every check of a lesson page with the engine's solution to the question it shows; the
    first check is answered wrong first (its feedback must give a reason), then a new question of it
    ("Next question") right. After the last, the page says it is done."""
    language, lesson = page_language(page_id), lesson_of(page_id)
    specs = LESSON_CHECKS[lesson]
    boxes = page.locator(".et-lesson-check")
    if boxes.count() != len(specs):
        return [f"the page shows {boxes.count()} checks, the lesson has {len(specs)}"]
    problems = []
    for at, spec in enumerate(specs):
        box = boxes.nth(at)
        code = box.locator(".et-quiz-head code")
        shown = code.inner_text().strip()
        if shown != spec.code:
            problems.append(f"check {spec.id} shows question {shown}, not {spec.code}")
            continue
        question = question_from_code(shown, spec.ruleset)
        if at == 0:
            wrong = wrong_answer(question)
            with use_language(language):
                verdict = graded(question, wrong)
                said = words(verdict.line)  # the verdict's words are looked up as the line is read
                chosen = [question.choice_text(t) for t in wrong]
            assert not verdict.correct, f"{shown}: the engine takes {wrong} as right"
            line = words(answer(box, question, wrong, language).inner_text())
            if box.locator(".et-quiz-feedback .et-feedback-bad").count() != 1:
                problems.append(f"check {spec.id}: a wrong answer is not shown as wrong: {line}")
            if line != said:
                problems.append(f"check {spec.id}: the page says {line!r}, the engine {said!r}")
            if not reason_given(line, chosen):
                problems.append(f"check {spec.id}: the first line of a wrong answer gives no reason: {line!r}")
            if box.locator(".et-check-passed").count():
                problems.append(f"check {spec.id}: passed by a wrong answer")
            box.locator(".et-quiz-next").click(timeout=STEP)
            expect(code).not_to_have_text(shown, timeout=STEP)
            expect(box.locator(".et-quiz-feedback .et-feedback-line")).to_have_count(0, timeout=STEP)
            question = question_from_code(code.inner_text().strip(), spec.ruleset)
        right = list(solve(question).expected)
        with use_language(language):
            verdict = graded(question, right)
            said = words(verdict.line)
        line = words(answer(box, question, right, language).inner_text())
        if box.locator(".et-quiz-feedback .et-feedback-ok").count() != 1 or line != said:
            problems.append(f"check {spec.id}: the engine's answer {right} got {line!r}, not {said!r}")
            continue
        box.locator(".et-check-passed").wait_for(timeout=STEP)
    if not problems:
        with use_language(language):
            done = _("This page is done.")
        status = words(boxes.nth(len(specs) - 1).locator(".et-check-passed").inner_text())
        if done not in status:
            problems.append(f"every check answered right, but the page does not say it is done: {status!r}")
    return problems


def display_cells(page_id: str) -> list[int]:
    """The notebook's code cells that display something (each must show an output on the page)."""
    notebook = json.loads((ROOT / f"{page_id}.ipynb").read_text(encoding="utf-8"))
    return [at for at, cell in enumerate(notebook["cells"], start=1)
            if cell["cell_type"] == "code" and "display(" in "".join(cell["source"])]


def page_url(app: App, page_id: str) -> str:
    return f"{app.base}/voila/render/{page_id}.ipynb"


def artifact_name(page_id: str, size: str) -> str:
    return f"{page_id.replace('/', '__')}-{size}.png"


@dataclass
class Load:
    """One page opened at one size, and what it did."""

    page_id: str
    size: str
    page: Any
    watch: PageWatch = field(default_factory=PageWatch)
    error: str = ""


class Loader:
    """Opens each page at the three sizes in tabs of a browser of its own, a few pages ahead.

    One window (context) per size and kind of visitor is reused for every page, as one person's
    browser would be: Chromium keeps Voila's scripts in its cache, and the teacher signs in once.
    The browser runs offline (OFFLINE_ARGS): a request for another host fails and is recorded.
    """

    def __init__(self, browser: Any, app: App, order: list[str], sizes: tuple[str, ...] = tuple(SIZES)) -> None:
        self.browser, self.app, self.order, self.sizes = browser, app, order, sizes
        self.contexts: dict[tuple[str, bool], Any] = {}
        self.loads: dict[str, list[Load]] = {}

    def context(self, size: str, teacher: bool) -> Any:
        if (size, teacher) not in self.contexts:
            width, height = SIZES[size]
            context = self.browser.new_context(viewport={"width": width, "height": height})
            context.set_default_timeout(LOAD_TIMEOUT)
            if teacher:  # the server serves the teacher's pages to the teacher only
                page = context.new_page()
                sign_in_teacher(page, self.app)
                page.wait_for_load_state()
                page.close()
            self.contexts[size, teacher] = context
        return self.contexts[size, teacher]

    def start(self, page_id: str) -> None:
        if page_id in self.loads:
            return
        loads = []
        for size in self.sizes:
            page = self.context(size, page_id.startswith("teacher/")).new_page()
            load = Load(page_id, size, page)
            observe_page(page, load.watch)
            try:
                page.goto(page_url(self.app, page_id), wait_until="commit")  # the rest loads while others are checked
            except PlaywrightError as error:  # reported by the page's test, with the other sizes'
                load.error = f"the page did not open: {error}"
            loads.append(load)
        self.loads[page_id] = loads

    def take(self, page_id: str) -> list[Load]:
        """The page's loads (one a size), started now if not already, with the next pages' loads started too."""
        self.start(page_id)
        at = self.order.index(page_id) if page_id in self.order else len(self.order)
        for later in self.order[at + 1: at + 1 + AHEAD]:
            self.start(later)
        return self.loads.pop(page_id)

    def close(self) -> None:
        for loads in self.loads.values():
            for load in loads:
                close_tab(load.page)
        for context in self.contexts.values():
            context.close()


def close_tab(page: Any) -> None:
    if page.is_closed():
        return
    try:
        page.close(run_before_unload=True)  # as a closed tab does: Voila shuts its kernel down
    except PlaywrightError:  # a close asked for already, not yet seen as closed
        pass


def screenshot(page: Any, path: Path) -> None:
    """The whole page (it scrolls inside #rendered_cells), by making the viewport as tall as it."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    full = page.evaluate("() => (document.getElementById('rendered_cells') || document.body).scrollHeight")
    page.set_viewport_size({"width": width, "height": min(max(height, int(full) + 40), 16000)})
    page.screenshot(path=str(path))


def serious_violations(page: Any) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [
        f"{v['id']} ({v['impact']}): {v['help']}: " + "; ".join(n["html"][:160] for n in v["nodes"][:3])
        for v in results.response["violations"]
        if v.get("impact") in SERIOUS
    ]


def check(load: Load, artifacts: Path) -> list[str]:
    """Everything wrong with one load, after waiting for it to be ready; its screenshot is saved."""
    if load.error:
        return [load.error]
    page = load.page
    try:
        page.wait_for_function(READY, polling=100, timeout=LOAD_TIMEOUT)
    except PlaywrightError as error:  # the screenshot shows how far it got
        page.screenshot(path=str(artifacts / artifact_name(load.page_id, load.size)))
        return [f"the page was not ready within {LOAD_TIMEOUT // 1000} s: {str(error).splitlines()[0]}"]
    problems = [f"cell {cell} shows nothing, though it displays something" for cell in
                page.evaluate(EMPTY_CELLS, display_cells(load.page_id))]
    problems += page.evaluate(LAYOUT_PROBLEMS)
    problems += serious_violations(page)
    if load.size == "phone":
        walked = WALK["all"] or lesson_of(load.page_id) in WALKED or page_language(load.page_id) != "en"
        if lesson_of(load.page_id) in LESSON_CHECKS and walked:
            try:
                problems += walk_checks(page, load.page_id)
            except (PlaywrightError, AssertionError) as error:  # a control not there, or no answer came
                problems.append("the walk through the checks stopped: " + " ".join(str(error).splitlines()[:3]))
        problems += page.evaluate(OVERLAPS)
    problems += stray_outputs(page)
    if "Traceback" in page.content():
        problems.append("the page shows a traceback")
    screenshot(page, artifacts / artifact_name(load.page_id, load.size))
    watch = load.watch
    problems += [f"page error: {e}" for e in watch.page_errors] + [f"console error: {e}" for e in watch.console_errors]
    problems += [f"asked an outside host for {url}" for url in watch.blocked]
    return problems


WALKED = {"lessons/01_deck_and_ranks", "lessons/03_following_suit_and_winning_tricks", "lessons/08_b_table_rules",
          "lessons/10_bid_euchre_the_auction", "lessons/13_bid_euchre_scoring", "lessons/15_three_and_two_handed"}
"""The lessons whose checks the default run answers at the phone size: one of each kind of answer (a card of a
trick, cards to tick, a seat, a bid, a score, players instead of seats), and the translated sample's. Every
lesson with --run-slow."""
WALK = {"all": False}


@pytest.fixture(scope="module", autouse=True)
def _walk_every_lesson_when_slow(request: pytest.FixtureRequest) -> None:
    WALK["all"] = bool(request.config.getoption("--run-slow")) or os.environ.get("EUCHRE_TUTOR_RUN_SLOW") == "1"


@pytest.fixture(scope="module")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


def run_order(request: pytest.FixtureRequest, *tests: str) -> list[str]:
    """The pages the tests named will check, in the order they run (the pages to load ahead)."""
    return [item.callspec.params["page_id"] for item in request.session.items
            if getattr(item, "module", None) is request.module and getattr(item, "originalname", "") in tests
            and hasattr(item, "callspec") and "page_id" in item.callspec.params]


@pytest.fixture(scope="module")
def loader(browser: Any, app_server: App, request: pytest.FixtureRequest) -> Iterator[Loader]:
    order = run_order(request, "test_page_at_every_size")
    offline = browser.browser_type.launch(executable_path=str(CHROMIUM), args=[*CHROMIUM_ARGS, *OFFLINE_ARGS])
    loader = Loader(offline, app_server, order)
    try:
        yield loader
    finally:
        loader.close()
        offline.close()


@pytest.mark.parametrize("page_id", PAGES)
def test_page_at_every_size(loader: Loader, artifacts: Path, page_id: str) -> None:
    problems: dict[str, list[str]] = {}
    loads = loader.take(page_id)
    try:
        for load in loads:
            found = check(load, artifacts)
            close_tab(load.page)  # frees its kernel for the loads still coming
            if found:
                problems[load.size] = found
    finally:
        for load in loads:
            close_tab(load.page)
    assert problems == {}, problems


TRANSLATED = ["tr/index", "tr/lessons/08_a_complete_hand", "tr/lessons/13_bid_euchre_scoring",
              "tr/lessons/15_three_and_two_handed", "tr/exercises/09_play_a_hand"]
"""A sample of the course in another language, at a phone's width by default: checks answered with a
trick's card, cards to tick and a seat, translated scores, players in place of seats, and a page of
table-rule check boxes (the English walk has every kind of control; the rest of the Turkish lessons
run with --run-slow, about 20 s each on a busy machine)."""

TRANSLATED_REST = [f"tr/{lesson}" for lesson in LESSON_CHECKS if f"tr/{lesson}" not in TRANSLATED]


@pytest.fixture(scope="module")
def phone_loader(loader: Loader, request: pytest.FixtureRequest) -> Iterator[Loader]:
    """Phone-sized tabs of a window of their own: another visitor, whose checks are not yet passed."""
    order = run_order(request, "test_translated_page_at_phone_size", "test_every_other_translated_lesson_at_phone_size")
    phone = Loader(loader.browser, loader.app, order, sizes=("phone",))
    try:
        yield phone
    finally:
        phone.close()


def check_alone(loader: Loader, artifacts: Path, page_id: str) -> None:
    problems = []
    for load in loader.take(page_id):
        try:
            problems += check(load, artifacts)
        finally:
            close_tab(load.page)
    assert problems == [], problems


@pytest.mark.parametrize("page_id", TRANSLATED)
def test_translated_page_at_phone_size(phone_loader: Loader, artifacts: Path, page_id: str) -> None:
    check_alone(phone_loader, artifacts, page_id)


@pytest.mark.slow
@pytest.mark.parametrize("page_id", TRANSLATED_REST)
def test_every_other_translated_lesson_at_phone_size(phone_loader: Loader, artifacts: Path, page_id: str) -> None:
    check_alone(phone_loader, artifacts, page_id)


SAMPLE = """
<div class="widget-checkbox" style="position:relative;width:300px;height:60px">
  <div class="widget-label" style="position:absolute;left:0;top:0;width:200px">Renege mode</div>
  <input type="checkbox" style="position:absolute;left:150px;top:0">
</div>
<div class="widget-text" style="display:flex;gap:8px;margin-top:40px">
  <div class="widget-label" style="width:60px;overflow:hidden;white-space:nowrap">A label far too long for its box</div>
  <input type="text">
</div>
<label style="display:block;margin-top:40px">Whole <input type="checkbox"></label>
<div class="jp-OutputArea-output">'tr'</div>
<div class="jp-OutputArea-output">Trump: ♥</div>
<div class="jp-OutputArea-output jupyter-widgets"><div class="widget-label">None</div></div>
"""


def test_walk_checks_find_an_overlap_a_cut_label_and_a_stray_output(page: Any) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.set_content(SAMPLE)
    problems = page.evaluate(OVERLAPS)
    assert any(p.startswith('label "Renege mode" overlaps control') for p in problems), problems
    assert any(p.startswith('label cut off: "A label far too long') for p in problems), problems
    assert not any("Whole" in p for p in problems), problems  # a label around its own check box is fine
    assert stray_outputs(page) == ["a stray output: \"'tr'\""]
