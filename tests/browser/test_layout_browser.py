"""Issue 27's screens, at a phone (390 px) and a desktop (1280 px) width, in Chromium: exercise 9's table-rule
check boxes, the puzzles page and the teacher's dashboard with a set of twelve questions. On each page no
label's box meets a control's box, no label or header is cut off, no header breaks inside a word, the
dashboard's table scrolls sideways in its own box (every column reachable) and a focused text box or
button shows a ring of at least 2 px that stands out from the page.

This module starts its own app with a progress store holding one learner's answers to the set."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from conftest import App, free_port, require_chromium, sign_in_teacher, start_app, stop_app, wait_until_serving
from euchre.classroom import make_quiz_set
from euchre.progress import AnswerRecord, concepts_for, open_store

WIDTHS = (390, 1280)
QS = make_quiz_set(["which_card_wins", "who_leads"], 12, "standard", 1, seed=2727)
LEARNER = "Maximiliana Featherstonehaugh"

# Boxes of labels and controls that meet, labels cut off, header words broken across lines.
LAYOUT = """
root => {
  const problems = [];
  const shown = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const what = el => (el.innerText || el.value || el.getAttribute("aria-label") || el.className || el.tagName)
    .trim().slice(0, 40);
  const labels = Array.from(root.querySelectorAll("label, .widget-label, .widget-label-basic")).filter(shown)
    .filter(el => el.innerText.trim());
  const controls = Array.from(root.querySelectorAll("input, select, textarea, button")).filter(shown);
  const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  for (const label of labels) {
    const box = label.getBoundingClientRect();
    for (const control of controls) {
      if (label.contains(control) || control.contains(label)) continue;
      if (meet(box, control.getBoundingClientRect()))
        problems.push(`label "${what(label)}" overlaps control "${what(control)}"`);
    }
    if (label.scrollWidth > label.clientWidth + 1) problems.push(`label cut off: "${what(label)}"`);
  }
  for (const th of Array.from(root.querySelectorAll("th")).filter(shown)) {
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent;
      for (const match of text.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
        if (lines.size > 1) problems.push(`header word broken across lines: "${match[0]}"`);
      }
    }
  }
  return problems;
}
"""

# Every column of each table can be seen: inside the viewport, or in a box that scrolls sideways to it.
REACHABLE = """
root => {
  const problems = [];
  const width = document.documentElement.clientWidth;
  for (const table of root.querySelectorAll("table")) {
    const cells = table.querySelectorAll("tr:first-child > *");
    if (!cells.length) continue;
    const last = cells[cells.length - 1].getBoundingClientRect();
    let scroller = null;
    for (let up = table; up && up !== document.body; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (["auto", "scroll"].includes(s.overflowX) && up.scrollWidth > up.clientWidth) { scroller = up; break; }
      if (s.overflowX !== "visible" && up !== table) {
        const r = up.getBoundingClientRect();
        if (last.right > r.right + 1) problems.push(`a column is cut off by ${up.className || up.tagName}`);
        break;
      }
    }
    if (!scroller && last.right > width + 1) problems.push(`a column is off screen at ${last.right} > ${width}`);
    if (document.documentElement.scrollWidth > width) problems.push("the page scrolls sideways");
  }
  return problems;
}
"""

# The focus ring of the focused element: its width, and its contrast against the page behind it.
RING = """
el => {
  const s = getComputedStyle(el);
  const rgb = c => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let bg = [255, 255, 255];
  for (let up = el.parentElement; up; up = up.parentElement) {
    const c = rgb(getComputedStyle(up).backgroundColor);
    if (c.length >= 3 && (c.length < 4 || c[3] > 0)) { bg = c.slice(0, 3); break; }
  }
  const width = s.outlineStyle === "none" ? 0 : parseFloat(s.outlineWidth);
  const [a, b] = [lum(rgb(s.outlineColor).slice(0, 3)), lum(bg)];
  return {width, contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), focused: document.activeElement === el};
}
"""


@pytest.fixture(scope="module")
def layout_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    require_chromium()
    folder = tmp_path_factory.mktemp("layout")
    url = f"sqlite:///{folder}/layout.sqlite"
    with open_store(url) as store:
        for i, q in enumerate(QS.questions()):
            options = json.dumps(q.rules.options(), sort_keys=True)
            store.record(AnswerRecord(LEARNER, q.code, q.kind, "standard", options, '"x"', i % 3 != 1, 1000.0 + i,
                                      concepts_for(q), QS.code, i))
    app = start_app(free_port(), folder / "app.log", folder, env={"EUCHRE_TUTOR_DB": url})
    try:
        wait_until_serving(app)
        yield app
    finally:
        stop_app(app)


@pytest.fixture(params=WIDTHS, ids=[f"{w}px" for w in WIDTHS])
def sized(request: pytest.FixtureRequest, browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": request.param, "height": 900})
    page = context.new_page()
    page.set_default_timeout(120_000)
    yield page
    for opened in context.pages:
        opened.close(run_before_unload=True)
    context.close()


def check_ring(page: Any, control: Any) -> None:
    control.focus()
    ring = control.evaluate(RING)
    assert ring["focused"], "the control took no focus"
    assert ring["width"] >= 2 and ring["contrast"] >= 3, f"a faint focus ring: {ring}"


def test_exercise_9_table_rules_do_not_overlap(sized: Any, layout_app: App) -> None:
    sized.goto(f"{layout_app.base}/voila/render/exercises/09_play_a_hand.ipynb")
    widget = sized.locator(".et-trainer")
    widget.locator("input[type=checkbox]").first.wait_for()
    assert widget.evaluate(LAYOUT) == []
    check_ring(sized, widget.locator("button.et-trainer-hint, button").first)


def test_puzzles_page_has_no_overlap_and_a_visible_focus_ring(sized: Any, layout_app: App) -> None:
    sized.goto(f"{layout_app.base}/voila/render/exercises/10_puzzles.ipynb")
    widget = sized.locator(".et-puzzle-page")
    widget.locator(".et-puzzle").wait_for()
    assert widget.evaluate(LAYOUT) == []
    check_ring(sized, widget.locator(".et-puzzle-id input"))


def test_dashboard_headers_whole_and_every_column_reachable(sized: Any, layout_app: App) -> None:
    sign_in_teacher(sized, layout_app)
    sized.goto(f"{layout_app.base}/voila/render/teacher/dashboard.ipynb")
    board = sized.locator(".et-dashboard")
    board.locator(".et-dashboard-code input").fill(QS.code)
    board.locator(".et-dashboard-show").click()
    board.locator(".et-learner", has_text=LEARNER).wait_for()
    assert board.locator("th", has_text="Q12").count() == 1
    assert board.evaluate(LAYOUT) == []
    assert board.evaluate(REACHABLE) == []
    check_ring(sized, board.locator(".et-dashboard-code input"))


def test_translated_score_tables_keep_their_words_whole(sized: Any, layout_app: App) -> None:
    """The review of issue 27: in Turkish, lesson 8b's scoring table split its headers and cells mid-word
    at 390 px ("seçenle / r", "savunan / lar") and the check's trick table its "El" header letter by
    letter; words stay whole, and a table too wide for the phone scrolls sideways instead."""
    sized.goto(f"{layout_app.base}/voila/render/tr/lessons/08_b_table_rules.ipynb")
    scoring = sized.locator(".et-scoring").last
    scoring.wait_for()
    check = sized.locator(".et-lesson-check", has_text="E3-0027")
    check.locator(".et-score").wait_for()
    for box in (scoring, check):
        assert box.evaluate(LAYOUT) == []
        assert box.evaluate(REACHABLE) == []
