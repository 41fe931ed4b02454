"""The app in a real browser: index → lesson → quiz answered wrongly, then rightly; a replay step.

The right answer is worked out in-process from the question code shown on the page, with the same
engine (`euchre.tutor`) the app grades with, so the test never hard-codes an answer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from euchre.explain.ruleset_names import preset_name
from euchre.i18n import use_language
from euchre.tutor import Question, question_from_code, solve
from euchre.tutor.catalog import all_pages

SCREENSHOTS = Path("/tmp")


def assert_clean(watch: Any) -> None:
    """No uncaught JavaScript errors, no console errors, nothing fetched from outside hosts."""
    assert watch.page_errors == [], watch.page_errors
    assert watch.console_errors == [], (watch.console_errors, watch.failed)
    assert watch.blocked == [], f"the page asked outside hosts for: {watch.blocked}"


def open_index(page: Any, app_server: Any) -> None:
    page.goto(app_server.base + "/")  # the address the README gives: it redirects to the index
    page.wait_for_url("**/voila/render/index.ipynb")
    page.get_by_role("heading", name="Euchre Tutor").wait_for()
    page.locator(".et-card[aria-label]").first.wait_for()


def follow_to_quiz(
    page: Any, app_server: Any, link: str, notebook: str, rules: str = "standard"
) -> tuple[Any, Question]:
    """Open the index, follow `link` to `notebook`, and read the first quiz's question from its code."""
    open_index(page, app_server)
    page.get_by_role("link", name=link).click()
    page.wait_for_url(f"**/voila/render/{notebook}")
    quiz = page.locator(".et-quiz").first
    return quiz, question_from_code(quiz.locator(".et-quiz-head code").inner_text().strip(), rules)


def answer(quiz: Any, token_text: str) -> str:
    quiz.locator(".et-quiz-choice button", has_text=token_text).click()
    feedback = quiz.locator(".et-quiz-feedback .widget-html-content")
    before = feedback.inner_text()
    quiz.locator(".et-quiz-check").click()
    quiz.page.wait_for_function(
        "([el, old]) => el.innerText.trim() !== '' && el.innerText !== old",
        arg=[feedback.element_handle(), before],
    )
    why = feedback.locator("summary", has_text="Why?")
    if why.count():
        why.first.click()  # the full explanation sits behind "Why?": open it, as a learner would
        feedback.locator(".et-why-text").first.wait_for()
    return " ".join(feedback.inner_text().split())


def test_index_lists_lessons_and_exercises(page: Any, app_server: Any, watch: Any) -> None:
    open_index(page, app_server)
    lessons = page.locator(".et-track a[href^='lessons/']")
    exercises = page.locator(".et-track a[href^='exercises/']")
    listed = [page.id for page in all_pages()]
    assert lessons.count() == sum(p.startswith("lessons/") for p in listed)  # one link per catalogue page
    assert exercises.count() == sum(p.startswith("exercises/") for p in listed)
    assert lessons.first.inner_text() == "The deck and the ranks"
    card = page.locator(".et-card[aria-label]").first
    assert "jack of hearts" in (card.get_attribute("aria-label") or "")
    page.screenshot(path=str(SCREENSHOTS / "euchre-tutor-index.png"), full_page=True)
    assert_clean(watch)


def test_the_index_links_come_with_the_page_and_the_widget_takes_over(page: Any, app_server: Any, watch: Any) -> None:
    """The landing is written into the page by the server (it is usable before Voila's scripts
    have drawn a widget); once the Landing widget is drawn, the plain copy is gone: one landing."""
    response = page.goto(app_server.index)
    served = response.text()
    static = served.split('class="et-landing-static"', 1)
    assert len(static) == 2, "the page as served has no plain copy of the landing"
    assert 'href="lessons/01_deck_and_ranks.ipynb"' in static[1].split("</nav>", 1)[0]
    page.locator(".et-landing-page .et-landing .et-track a").first.wait_for()
    page.locator(".et-language select").wait_for()
    # Once the widget is drawn, the plain copy's script removes every copy from the page (a style rule
    # hides them from that moment): what a learner sees, and what the page holds, is one landing.
    page.locator(".et-landing-static").first.wait_for(state="detached", timeout=10_000)
    assert page.locator(".et-landing-static").count() == 0
    assert page.locator(".et-landing:visible").count() == 1
    assert page.locator("[id^='et-track-']").count() == page.locator(".et-track:visible").count()
    assert_clean(watch)


def test_lesson_quiz_wrong_then_right(page: Any, app_server: Any, watch: Any) -> None:
    quiz, question = follow_to_quiz(page, app_server, "The deck and the ranks", "lessons/01_deck_and_ranks.ipynb")
    right = solve(question).expected
    wrong = next(token for token in question.choices if token not in right)
    assert question.style == "single"

    feedback = answer(quiz, question.choice_text(wrong))
    assert feedback.startswith("Not quite"), feedback
    feedback = answer(quiz, question.choice_text(right[0]))
    assert feedback.startswith("Correct"), feedback
    # The first quiz of lesson 1 is the check after its first idea: only a right first answer passes it,
    # so the learner is told to try another question, and a right first answer to that one passes.
    quiz.locator(".et-check-retry").get_by_text("A check passes on a right first answer").wait_for()
    assert quiz.locator(".et-check-passed").get_by_text("Check passed").count() == 0
    code = quiz.locator(".et-quiz-head code")
    shown = code.inner_text().strip()
    quiz.locator(".et-quiz-next").click()
    page.wait_for_function(  # the head is drawn again, so look it up afresh each time
        "([sel, old]) => { const el = document.querySelector(sel); return el && el.innerText.trim() !== old; }",
        arg=[".et-quiz .et-quiz-head code", shown])
    page.wait_for_function(  # and the last answer's feedback and choices are gone with the old question
        "() => { const q = document.querySelector('.et-quiz'); const f = q.querySelector('.et-quiz-feedback');"
        " return (!f || f.innerText.trim() === '') && !q.querySelector('.et-quiz-choice button.mod-active'); }")
    second = question_from_code(code.inner_text().strip(), "standard")
    feedback = answer(quiz, second.choice_text(solve(second).expected[0]))
    assert feedback.startswith("Correct"), feedback
    quiz.locator(".et-check-passed").get_by_text("Check passed").wait_for()

    quiz.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "euchre-tutor-quiz.png"))
    cards = page.locator(".et-deck .et-card[role='img']")
    assert cards.count() == 24
    box = cards.first.bounding_box()
    assert box is not None and 40 < box["width"] < 80 and box["height"] > box["width"]  # card-shaped
    assert_clean(watch)


def test_complete_hand_replay_steps_forward_and_back(page: Any, app_server: Any, watch: Any) -> None:
    page.goto(f"{app_server.base}/voila/render/lessons/08_a_complete_hand.ipynb")
    replay = page.locator(".et-replay").first
    replay.get_by_text("Step 0 of 24").wait_for()
    replay.get_by_role("button", name="Next ▶").click()
    replay.get_by_text("Step 1 of 24").wait_for()  # each part of the widget updates on its own:
    replay.get_by_text("North passes.").wait_for()  # wait for each rather than read them at once
    replay.get_by_text("Nora has two black jacks").wait_for()  # the record's own note for this call
    replay.get_by_role("button", name="End »").click()
    replay.get_by_text("Step 24 of 24").wait_for()
    replay.get_by_text("1 point to the makers").wait_for()
    replay.get_by_role("button", name="◀ Back").click()
    replay.get_by_text("Step 23 of 24").wait_for()
    replay.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "euchre-tutor-replay.png"))
    assert_clean(watch)


def test_legal_play_explorer_reacts_to_the_learner(page: Any, app_server: Any, watch: Any) -> None:
    page.goto(f"{app_server.base}/voila/render/lessons/03_following_suit_and_winning_tricks.ipynb")
    explorer = page.locator(".et-explorer").first
    explorer.get_by_text("✔ may be played").first.wait_for()
    assert explorer.get_by_text("✔ may be played").count() == 1
    box = explorer.locator("input[type='text']")
    box.fill("9D AD QS KC TH")
    box.press("Enter")
    explorer.get_by_text("10♥ follows suit").wait_for()
    box.fill("not a card")
    box.press("Enter")
    explorer.get_by_text("is not a card").wait_for()
    assert "Traceback" not in page.content()
    assert_clean(watch)


def test_spot_the_renege_exercise_from_the_index(page: Any, app_server: Any, watch: Any) -> None:
    quiz, question = follow_to_quiz(page, app_server, "Spot the renege", "exercises/12_spot_the_renege.ipynb")
    assert question.kind == "spot_the_renege"
    record = quiz.locator("table.et-record")
    assert record.locator("th[scope='row']").count() == 5
    assert record.locator(".et-card[role='img']").count() == 20

    right = solve(question).expected[0]
    wrong = next(token for token in question.choices if token != right)
    feedback = answer(quiz, question.choice_text(wrong))
    assert feedback.startswith("Not quite") and question.choice_text(right) in feedback, feedback
    feedback = answer(quiz, question.choice_text(right))
    assert feedback.startswith("Correct"), feedback
    quiz.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "euchre-tutor-renege.png"), full_page=True)
    assert_clean(watch)


def test_bid_euchre_scoring_exercise_under_its_own_rules(page: Any, app_server: Any, watch: Any) -> None:
    quiz, question = follow_to_quiz(
        page, app_server, "Bid Euchre: what does each side score?", "exercises/13_bid_euchre_scoring.ipynb",
        "bid-euchre-moon",
    )
    assert question.kind == "bid_score"
    with use_language("en"):
        shown = preset_name("bid-euchre-moon")
    quiz.get_by_text(f"Rules: {shown}").wait_for()
    right = solve(question).expected[0]
    wrong = next(token for token in question.choices if token != right)
    feedback = answer(quiz, question.choice_text(wrong))
    assert feedback.startswith("Not quite") and question.choice_text(right) in feedback, feedback
    assert answer(quiz, question.choice_text(right)).startswith("Correct")
    quiz.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "euchre-tutor-bid-score.png"), full_page=True)
    assert_clean(watch)
