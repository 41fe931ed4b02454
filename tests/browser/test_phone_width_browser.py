"""Issue 27's newcomer at 390 px: long answer buttons (lesson 5's discard check, in English and in
Finnish) were cut at the right, exercise 9's review table hid its "Why" column beyond the screen, and
exercise 10's puzzle board put West's cards inside the trick area and East's card under the table.
At a phone's width every answer button, review cell and side of the puzzle board is inside the screen,
shows its whole text, and no two of them meet."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from conftest import App

PHONE = {"width": 390, "height": 844}

# The boxes of the elements `selector` finds under `root` that lie outside the screen, cut their text,
# or meet one another.
BOXES = """
([root, selector]) => {
  const problems = [];
  const width = document.documentElement.clientWidth;
  const shown = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const what = el => (el.innerText || el.className || el.tagName).trim().replace(/\\s+/g, " ").slice(0, 50);
  const boxes = Array.from(root.querySelectorAll(selector)).filter(shown);
  if (!boxes.length) problems.push(`nothing found for ${selector}`);
  const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  boxes.forEach((el, i) => {
    const box = el.getBoundingClientRect();
    if (box.left < -1 || box.right > width + 1) problems.push(`off screen (${box.left}-${box.right}): ${what(el)}`);
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`text cut off: ${what(el)}`);
    for (const other of boxes.slice(i + 1))
      if (!el.contains(other) && !other.contains(el) && meet(box, other.getBoundingClientRect()))
        problems.push(`"${what(el)}" meets "${what(other)}"`);
  });
  if (document.documentElement.scrollWidth > width) problems.push("the page scrolls sideways");
  return problems;
}
"""


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.set_default_timeout(120_000)
    yield page
    for opened in context.pages:
        opened.close(run_before_unload=True)
    context.close()


@pytest.mark.parametrize("prefix", ["", "fi/"])
def test_long_answer_buttons_wrap_within_a_phone(phone: Any, app_server: App, prefix: str) -> None:
    phone.goto(f"{app_server.base}/voila/render/{prefix}lessons/05_making_trump.ipynb")
    check = phone.locator(".et-lesson-check").first
    check.locator(".et-quiz-choice .widget-toggle-button").first.wait_for()
    longest = check.locator(".et-quiz-choice .widget-toggle-button").evaluate_all(
        "buttons => Math.max(...buttons.map(b => b.innerText.length))")
    assert longest > 40, "the discard check's answers are whole sentences"
    handle = check.element_handle()
    assert phone.evaluate(BOXES, [handle, ".et-quiz-choice .widget-toggle-button"]) == []


def test_the_puzzle_board_keeps_its_seats_apart_on_a_phone(phone: Any, app_server: App) -> None:
    phone.goto(f"{app_server.base}/voila/render/exercises/10_puzzles.ipynb")
    board = phone.locator(".et-puzzle").first
    board.locator(".et-pz-trick").wait_for()
    handle = board.element_handle()
    assert phone.evaluate(BOXES, [handle, ".et-pz-west, .et-pz-trick, .et-pz-east"]) == []
    assert phone.evaluate(BOXES, [handle, ".et-pz-west .et-card, .et-pz-east .et-card, .et-pz-trick .et-card"]) == []


def test_the_review_of_a_hand_is_readable_on_a_phone(phone: Any) -> None:
    from euchre.bots.trainer import TrainingHand
    from euchre.widgets.trainer import review_html

    hand = TrainingHand(seed=3, hint_samples=16, review_samples=8, time_limit=None)
    while not hand.state.is_over:
        hand.act(hand.hint().best)
    graded = hand.review()
    assert any(g.comment for g in graded)
    phone.set_content(f'<html><body><div class="et-trainer-review">{review_html(graded)}</div></body></html>')
    root = phone.locator(".et-trainer-review").element_handle()
    assert phone.evaluate(BOXES, [root, "td"]) == []
    why = phone.locator("td.et-why").first
    assert why.inner_text().strip() and why.bounding_box()["width"] > 200, "the reason has room to be read"


# How many lines each element's text takes, by the distinct tops of its text's boxes.
LINES = """
(selector) => Array.from(document.querySelectorAll(selector)).map(el => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const tops = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
  return [el.innerText.trim(), tops.size];
})
"""


@pytest.mark.parametrize("prefix", ["", "fi/", "az/"])
def test_the_decks_suit_labels_take_at_most_two_lines_on_a_phone(phone: Any, app_server: App, prefix: str) -> None:
    phone.goto(f"{app_server.base}/voila/render/{prefix}lessons/01_deck_and_ranks.ipynb")
    phone.locator(".et-deck th").first.wait_for()
    labels = phone.evaluate(LINES, ".et-deck th")
    assert len(labels) == 4, labels
    assert all(lines <= 2 for _, lines in labels), labels  # "♦ diamonds (red)" was three lines
    assert not any(text.endswith("\n)") or ")" == text.split()[-1] for text, _ in labels), labels


def test_a_quiz_keeps_the_narratives_margins_and_its_seat_names_read_as_one_label_on_a_phone(
        phone: Any, app_server: App) -> None:
    phone.goto(f"{app_server.base}/voila/render/az/exercises/01_which_card_wins.ipynb")
    phone.locator(".et-seatgrid .et-seat-name").first.wait_for()
    prompt = phone.locator(".et-quiz-prompt").first.bounding_box()
    text = phone.locator(".jp-MarkdownOutput p").first.bounding_box()
    assert prompt["x"] + prompt["width"] <= text["x"] + text["width"] + 1, "the quiz runs into the right margin"
    # a seat's name wrapped over two lines ("Qərb · birinci gedir") keeps ordinary line spacing
    spacing = phone.locator(".et-seatgrid .et-seat-name").evaluate_all(
        "names => names.map(n => { const style = getComputedStyle(n);"
        " return parseFloat(style.lineHeight) / parseFloat(style.fontSize); })")
    assert spacing and max(spacing) < 1.6, spacing


# Each visible ipywidgets label whose text does not fit its box, sideways or downwards (a name that wraps
# to a second line in a box one line high), or whose box meets another label's or control's.
LABELS_SHOWN_WHOLE = """
(root) => {
  const problems = [];
  const shown = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const labels = Array.from(root.querySelectorAll(".widget-inline-hbox > .widget-label"))
    .filter(shown).filter(el => el.innerText.trim());
  const controls = Array.from(root.querySelectorAll("input, select, textarea, button")).filter(shown);
  const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  for (const label of labels) {
    const name = label.innerText.trim();
    if (label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1)
      problems.push(`cut off: "${name}"`);
    const box = label.getBoundingClientRect();
    for (const other of [...labels, ...controls])
      if (other !== label && !label.contains(other) && !other.contains(label)
          && meet(box, other.getBoundingClientRect()))
        problems.push(`"${name}" meets "${(other.innerText || other.value || other.tagName).trim().slice(0, 30)}"`);
  }
  return problems;
}
"""


@pytest.mark.parametrize(("page", "widget", "longest"), [
    ("az/lessons/03_following_suit_and_winning_tricks.ipynb", ".et-explorer", "Birinci gedilən kart:"),
    ("fi/exercises/07_class_quiz.ipynb", ".widget-vbox:has(input[type=password])", "Sarjan koodi"),
])
def test_a_controls_name_is_shown_whole_on_a_phone_in_every_language(
        phone: Any, app_server: App, page: str, widget: str, longest: str) -> None:
    """A newcomer at 390 px read "Birinci gedilən" for "Birinci gedilən kart:" and "Luokan" for "Luokan
    koodi": a name longer than its 80 px wrapped to a second line that the one-line box hid."""
    phone.goto(f"{app_server.base}/voila/render/{page}")
    root = phone.locator(widget).first
    root.locator(".widget-label", has_text=longest).first.wait_for()
    assert phone.evaluate(LABELS_SHOWN_WHOLE, root.element_handle()) == []
