"""Progress without sign-in belongs to a browser, not to the server: a learner passes the first Bid
Euchre lesson's checks in one browser, and a second browser on the same server (fresh cookies, as a
classmate's, at phone width) sees none of it, on the lesson page or on the index, while the first
browser sees its own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from test_lessons_browser import PAGE, _answer_check

from conftest import guard_page
from euchre.progress.lessons import LESSON_CHECKS


@pytest.fixture
def two_browsers(browser: Any, watch: Any) -> Iterator[tuple[Any, Any]]:
    contexts = [browser.new_context(viewport={"width": 390, "height": 844}) for _ in range(2)]
    pages = []
    for context in contexts:
        page = context.new_page()
        page.set_default_timeout(120_000)
        guard_page(page, watch)
        pages.append(page)
    yield pages[0], pages[1]
    for context in contexts:
        context.close()


def _done_marks(page: Any, index: str) -> int:
    page.goto(index)
    landing = page.locator(".et-landing-page")
    landing.locator(".et-go").first.wait_for()
    return landing.locator(".et-done").count()


def test_a_second_browser_does_not_see_the_first_browsers_progress(two_browsers: tuple[Any, Any],
                                                                    app_server: Any, watch: Any) -> None:
    first, second = two_browsers
    before = _done_marks(second, app_server.index)
    first.goto(f"{app_server.base}/voila/render/{PAGE}.ipynb")
    checks = first.locator(".et-lesson-check")
    checks.nth(len(LESSON_CHECKS[PAGE]) - 1).wait_for()
    for i in range(checks.count()):
        _answer_check(checks.nth(i), i)
    assert _done_marks(first, app_server.index) == before + 1

    assert _done_marks(second, app_server.index) == before
    second.goto(f"{app_server.base}/voila/render/{PAGE}.ipynb")
    box = second.locator(".et-lesson-check").first
    box.locator(".et-quiz-check").wait_for()
    assert box.locator(".et-check-passed").count() == 0
    assert "passed this check before" not in box.inner_text()
    assert watch.page_errors == []
