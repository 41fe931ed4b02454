"""Cards are the controls, in Chromium: a quiz answered by clicking a card of the trick, a card
played in the trainer by a click and by the Enter key, arrow keys within a hand, `aria-pressed`,
the card's full name as its label, `/` landing on the index, and an address under Voila's
template files that is not one of them not found.

The right answer comes from the question code on the page through the same engine the app grades
with, never hard-coded.
"""

from __future__ import annotations

import re
from typing import Any

from test_app_browser import assert_clean

from euchre.tutor import question_from_code, solve

PHONE = {"width": 390, "height": 844}


def rgb(css: str) -> tuple[int, int, int]:
    """The red, green and blue of a computed CSS colour ("rgb(29, 78, 216)")."""
    r, g, b = (int(float(v)) for v in re.findall(r"[\d.]+", css)[:3])
    return r, g, b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours."""
    def luminance(c: tuple[int, int, int]) -> float:
        lin = [v / 255 / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_contrast_ratio_is_wcags() -> None:
    assert round(contrast((0, 0, 0), (255, 255, 255)), 1) == 21.0
    assert round(contrast((119, 119, 119), (255, 255, 255)), 2) == 4.48  # #777 on white, as WCAG's examples give
    assert rgb("rgb(29, 78, 216)") == (29, 78, 216)


def test_the_address_lands_on_the_index_and_no_file_tree_is_served(page: Any, app_server: Any, watch: Any) -> None:
    page.goto(app_server.base + "/")
    page.wait_for_url("**/voila/render/index.ipynb")
    page.get_by_role("heading", name="Euchre Tutor").wait_for()
    page.get_by_role("link", name="Start here").wait_for()
    for path in ("/voila/tree", "/voila/tree/lessons"):
        page.goto(app_server.base + path)
        page.wait_for_url("**/voila/render/index.ipynb")
    response = page.request.get(app_server.base + "/voila/api/contents/")
    assert response.status == 404
    assert "euchre_tutor.egg-info" not in response.text()
    for path in ("/voila/templates/nope.css", "/voila/templates/lab/static/%2e%2e/%2e%2e/%2e%2e/etc/passwd"):
        assert page.request.get(app_server.base + path).status == 404, path
    assert_clean(watch)


def test_a_quiz_answered_by_clicking_a_card_of_the_trick(page: Any, app_server: Any, watch: Any) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{app_server.base}/voila/render/exercises/01_which_card_wins.ipynb")
    quiz = page.locator(".et-quiz").first
    code = quiz.locator(".et-quiz-head code").inner_text().strip()
    question = question_from_code(code, "standard")
    right = solve(question).expected[0]
    wrong = next(token for token in question.choices if token != right)
    cards = quiz.locator(".et-quiz-choice button.et-cardbtn")
    assert cards.count() == len(question.trick)  # the trick's cards are the buttons, each drawn once
    assert quiz.locator(".et-quiz-board .et-card[role='img']").count() == 0

    wrong_card = cards.filter(has_text=question.choice_text(wrong))
    wrong_card.click()
    quiz.page.wait_for_function("el => el.getAttribute('aria-pressed') === 'true'", arg=wrong_card.element_handle())
    label = wrong_card.get_attribute("aria-label") or ""
    assert label and label.split(",")[0].split(" (")[0] in {c.name for _, c in question.trick}
    right_card = cards.filter(has_text=question.choice_text(right))
    right_card.focus()
    right_card.press("Space")  # the keyboard selects too, and the choice moves
    quiz.page.wait_for_function("el => el.getAttribute('aria-pressed') === 'true'", arg=right_card.element_handle())
    quiz.page.wait_for_function("el => el.getAttribute('aria-pressed') === 'false'", arg=wrong_card.element_handle())
    outline = right_card.evaluate("el => parseFloat(getComputedStyle(el).outlineWidth)")
    assert outline >= 2  # the focus ring is at least 2 px
    ring = right_card.evaluate("el => [getComputedStyle(el).outlineColor, getComputedStyle(el).boxShadow]")
    assert contrast(rgb(ring[0]), (255, 255, 255)) >= 3  # WCAG 1.4.11, against the white halo around it
    assert "255, 255, 255" in ring[1]  # the halo, so the ring stands out on a dark background too
    lift = right_card.evaluate("el => getComputedStyle(el).transform")
    assert lift not in ("", "none")  # selected cards are raised, not only recoloured
    quiz.locator(".et-quiz-check").click()
    assert quiz.locator(".et-quiz-feedback").get_attribute("aria-live") == "polite"  # announced when it changes
    feedback = quiz.locator(".et-quiz-feedback [aria-live]")
    feedback.wait_for()
    page.wait_for_function("el => el.innerText.trim() !== ''", arg=feedback.element_handle())
    assert feedback.inner_text().startswith("Correct") or "Sound" in feedback.inner_text()
    assert_clean(watch)


def _to_the_play(page: Any, trainer: Any) -> Any:
    """Make calls (ordering up when offered) until the learner's cards can be played."""
    playable = trainer.locator(".et-trainer-hand button.et-cardbtn:not([disabled])")
    more = trainer.locator("button.et-trainer-continue:visible")
    for _ in range(40):
        page.wait_for_timeout(500)  # a redrawn hand arrives before its disabled cards are marked
        if playable.count() and not more.count():
            page.wait_for_timeout(300)
            if playable.count() and not more.count():
                return playable
        calls = trainer.locator(".et-trainer-calls button")
        if more.count():
            more.first.click()
        elif calls.count():
            labels = [t.strip() for t in calls.all_inner_texts()]
            pick = next((i for i, label in enumerate(labels) if label.startswith(("Order", "Pick", "Call"))), 0)
            calls.nth(pick).click()
    raise AssertionError("the trainer never offered a card to play")


def test_a_card_played_in_the_trainer_by_click_and_by_enter(page: Any, app_server: Any, watch: Any) -> None:
    page.goto(f"{app_server.base}/voila/render/exercises/09_play_a_hand.ipynb")
    trainer = page.locator(".et-trainer").first
    trainer.locator(".et-trainer-turn").wait_for()
    hand = trainer.locator(".et-trainer-hand button.et-cardbtn")
    hand.first.wait_for()
    assert all(hand.nth(i).get_attribute("aria-label") for i in range(hand.count()))

    playable = _to_the_play(page, trainer)
    before = hand.count()
    playable.first.click()
    page.wait_for_function(
        "([n]) => document.querySelectorAll('.et-trainer-hand button.et-cardbtn').length < n", arg=[before]
    )
    playable = _to_the_play(page, trainer)
    before = hand.count()
    if playable.count() > 1:  # arrow keys move between the cards of the hand
        playable.first.focus()
        page.keyboard.press("ArrowRight")
        focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
        assert focused == playable.nth(1).get_attribute("aria-label")
    else:
        playable.first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "([n]) => document.querySelectorAll('.et-trainer-hand button.et-cardbtn').length < n", arg=[before]
    )
    assert "Traceback" not in page.content()
    assert_clean(watch)
