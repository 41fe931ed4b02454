"""Every page of the app at a phone, a tablet and a desktop size, checked in Chromium.

Each page is opened once, at the phone size first, then resized to the tablet and the desktop
size (CSS media queries follow the viewport, so this lays the page out as a fresh load would).
At each size: nothing scrolls sideways, every card of a shown trick is on screen, no button label
is cut off; axe-core finds no serious or critical violation; the page asked no other host for
anything and logged no error. A screenshot of each page at each size goes to
`test-artifacts/screens/` (gitignored) for a person to look at.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import guard_page, sign_in_teacher
from euchre.catalog import all_pages

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"
SIZES = {"phone": (390, 844), "tablet": (768, 1024), "desktop": (1280, 800)}
PAGES = ["index", *(page.id for page in all_pages())]
SERIOUS = {"serious", "critical"}

# Widgets still arriving? Resolve once the page's widgets stopped changing for a moment.
SETTLED = """
() => new Promise(resolve => {
  let last = -1, calm = 0;
  const tick = () => {
    const loading = document.getElementById("loading");
    const busy = loading && loading.offsetParent !== null;
    const count = document.querySelectorAll(".jupyter-widgets, .widget-html-content").length;
    calm = (!busy && count === last) ? calm + 1 : 0;
    last = count;
    if (calm >= 4) resolve(count); else setTimeout(tick, 250);
  };
  tick();
})
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
  for (const card of document.querySelectorAll(".et-table .et-card, .et-seatgrid .et-cardbtn")) {
    const box = card.getBoundingClientRect();
    if (box.width === 0) continue;
    if (box.left < 0 || box.right > width)
      problems.push(`trick card off screen: ${what(card)} at ${box.left}-${box.right}`);
  }
  for (const card of document.querySelectorAll("button.et-cardbtn")) {
    const box = card.getBoundingClientRect();
    if (box.width > 0 && box.height <= box.width) problems.push(`a card button not drawn as a card: ${what(card)}`);
  }
  for (const button of document.querySelectorAll("button.jupyter-button")) {
    if (button.offsetParent === null) continue;
    if (button.scrollWidth > button.clientWidth + 1) problems.push(`button label cut off: ${what(button)}`);
  }
  return problems;
}
"""


def page_url(app: Any, page_id: str) -> str:
    return f"{app.base}/voila/render/{page_id}.ipynb"


def screenshot(page: Any, path: Path) -> None:
    """The whole page (it scrolls inside #rendered_cells), by making the viewport as tall as it."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    full = page.evaluate("() => (document.getElementById('rendered_cells') || document.body).scrollHeight")
    page.set_viewport_size({"width": width, "height": min(max(height, int(full) + 40), 16000)})
    page.wait_for_timeout(100)
    page.screenshot(path=str(path))
    page.set_viewport_size({"width": width, "height": height})


def serious_violations(page: Any) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [
        f"{v['id']} ({v['impact']}): {v['help']}: " + "; ".join(n["html"][:120] for n in v["nodes"][:3])
        for v in results.response["violations"]
        if v.get("impact") in SERIOUS
    ]


@pytest.fixture(scope="module")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.mark.parametrize("page_id", PAGES)
def test_page_at_every_size(browser: Any, app_server: Any, watch: Any, artifacts: Path, page_id: str) -> None:
    width, height = SIZES["phone"]
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.set_default_timeout(120_000)
        guard_page(page, watch)
        if page_id.startswith("teacher/"):
            sign_in_teacher(page, app_server)  # the server serves the teacher's pages to the teacher only
        page.goto(page_url(app_server, page_id))
        page.locator(".jp-OutputArea-output").first.wait_for()
        page.evaluate(SETTLED)
        problems: dict[str, list[str]] = {}
        for name, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(200)
            found = page.evaluate(LAYOUT_PROBLEMS)
            if found:
                problems[name] = found
            screenshot(page, artifacts / f"{page_id.replace('/', '__')}-{name}.png")
        page.set_viewport_size({"width": SIZES["phone"][0], "height": SIZES["phone"][1]})
        violations = serious_violations(page)
        assert "Traceback" not in page.content()
    finally:
        for opened in context.pages:
            opened.close(run_before_unload=True)  # as a closed tab does: Voila shuts its kernel down
        context.close()
    assert problems == {}, problems
    assert violations == [], violations
    assert watch.page_errors == [] and watch.console_errors == [], (watch.page_errors, watch.console_errors)
    assert watch.blocked == [], f"the page asked outside hosts for: {watch.blocked}"
