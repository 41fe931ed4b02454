"""Every page of the app at a phone, a tablet and a desktop size, each size a fresh load, checked in Chromium.

Each page is opened three times, in a new tab whose window already has the size (390×844, 768×1024,
1280×800), so the layout is the one a user on that screen gets. At each size: nothing scrolls
sideways, no hand scrolls sideways, every card (of a shown trick or anywhere) is on screen and not
cut off by a box around it, no button label is cut off, every drop-down shows its choice, every
disabled button looks different from the same button enabled (and has no hand pointer), every cell
that displays something shows it and no widget failed to show; axe-core finds no serious or critical
violation; the page asked no other host for anything and logged no error. A screenshot of each
page at each size goes to `test-artifacts/screens/` (gitignored) for a person to look at.

To keep this quick on a small machine, the three sizes of a page load at the same time, and the
next page's three are already loading while this one is checked (the browser and the server work
on them while the test waits). A page counts as ready when Voila has shown its cells, every
output and every widget view is drawn, and its images and fonts are loaded: no fixed sleeps.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from conftest import CHROMIUM, CHROMIUM_ARGS, OFFLINE_ARGS, App, PageWatch, observe_page, sign_in_teacher
from euchre.catalog import all_pages

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

    def __init__(self, browser: Any, app: App, order: list[str]) -> None:
        self.browser, self.app, self.order = browser, app, order
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
        for size in SIZES:
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
        """The page's three loads, started now if not already, with the next pages' loads started too."""
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
    if "Traceback" in page.content():
        problems.append("the page shows a traceback")
    screenshot(page, artifacts / artifact_name(load.page_id, load.size))
    watch = load.watch
    problems += [f"page error: {e}" for e in watch.page_errors] + [f"console error: {e}" for e in watch.console_errors]
    problems += [f"asked an outside host for {url}" for url in watch.blocked]
    return problems


@pytest.fixture(scope="module")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="module")
def loader(browser: Any, app_server: App, request: pytest.FixtureRequest) -> Iterator[Loader]:
    ours = [item for item in request.session.items if getattr(item, "module", None) is request.module]
    order = [item.callspec.params["page_id"] for item in ours
             if hasattr(item, "callspec") and "page_id" in item.callspec.params]
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
