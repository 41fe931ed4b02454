"""Lessons in a real browser: walk the first Bid Euchre lesson, answering the check after each idea;
answer a stop of the guided hand in lesson 8; then the index marks the Bid Euchre lesson done.

The app runs as a user starts it, with no learner name, so the checks are kept for this browser (its
anonymous learner, from the server's signed cookie) and the index, another kernel, reads them back."""

from __future__ import annotations

import re
from typing import Any

from test_app_browser import assert_clean

from euchre.progress.lessons import LESSON_CHECKS
from euchre.tutor import make_question, solve
from euchre.tutor.codes import parse_code

PAGE = "lessons/10_bid_euchre_the_auction"


def _answer_check(check_box: Any, index: int) -> None:
    spec = LESSON_CHECKS[PAGE][index]
    code = parse_code(spec.code)
    question = make_question(code.kind, rules=spec.ruleset, difficulty=code.difficulty, seed=code.seed)
    shown = check_box.locator(".et-quiz-head code").inner_text().strip()
    assert shown == question.code
    answer = check_box.locator(".et-quiz-answer")
    for token in solve(question).expected:
        answer.get_by_role("button", name=question.choice_text(token), exact=True).click()
    check_box.locator(".et-quiz-check").click()
    check_box.locator(".et-check-passed").wait_for()
    line = check_box.locator(".et-feedback-line").inner_text()
    assert line.startswith("Correct!"), line


def test_a_bid_euchre_lesson_is_walked_and_marked_done(page: Any, app_server: Any, watch: Any) -> None:
    page.goto(f"{app_server.base}/voila/render/{PAGE}.ipynb")
    page.get_by_role("heading", name="Bid Euchre 1 · The deal and the auction").wait_for()
    auction = page.locator(".et-auction")
    auction.get_by_role("button", name="Bid 4", exact=True).click()
    auction.locator(".et-msg", has_text="Allowed: East bids 4.").wait_for()
    auction.locator(".et-w", has_text="South to call").wait_for()
    auction.get_by_role("button", name="Bid 3", exact=True).click()
    auction.locator(".et-msg", has_text="beat the standing bid of 4").wait_for()
    checks = page.locator(".et-lesson-check")
    checks.nth(len(LESSON_CHECKS[PAGE]) - 1).wait_for()  # later cells may still be rendering
    assert checks.count() == len(LESSON_CHECKS[PAGE])
    for i in range(checks.count()):
        _answer_check(checks.nth(i), i)
    assert "This page is done" in checks.nth(checks.count() - 1).locator(".et-check-passed").inner_text()

    page.goto(f"{app_server.base}/voila/render/lessons/08_a_complete_hand.ipynb")
    replay = page.locator(".et-replay").first
    replay.get_by_role("button", name="Next ▶").wait_for()
    for step in range(1, 4):
        replay.get_by_role("button", name="Next ▶").click()
        if step < 3:
            replay.get_by_text(f"Step {step} of").wait_for()
    # the call reads as the trainer's button for it (the seat's word: "Order it up", "Assist" or "Pick it up")
    order = re.compile(r"^(Order it up|Assist|Pick it up)$")
    replay.locator(".et-stop-choices").get_by_role("button", name=order).click()
    replay.locator(".et-stop-check").click()
    feedback = replay.locator(".et-stop-feedback .et-feedback-line")
    feedback.wait_for()
    assert feedback.inner_text().startswith("Correct!")
    notes = replay.locator(".et-ann:visible")
    said = feedback.inner_text() + " ".join(notes.nth(i).inner_text() for i in range(notes.count()))
    assert "right bower" in said, "the stop's note comes with the answer (said once: in the feedback or under it)"

    page.goto(app_server.index)
    done = page.locator("li", has=page.get_by_role("link", name="Bid Euchre: the deal and the auction"))
    done.locator(".et-done").wait_for()
    assert page.locator(".et-done").count() == 1
    assert_clean(watch)
