"""A lesson and a quiz in Turkish in a real browser: every sentence on the page is Turkish (the
generated notebook's narrative and the widgets, which follow the page's language), and a quiz
answer gets the same verdict as the same answer to the same question code in English."""

from __future__ import annotations

import re
from typing import Any

from test_app_browser import assert_clean

from euchre.i18n import use_language
from euchre.tutor import grade, question_from_code, solve

ENGLISH_WORDS = (" the ", " and ", " you ", " your ", " is ", " of ", " to ", " with ", " which ", " who ",
                 " card", " trick", " trump", " wins", "Check", "Next", "Back", "Rules", "Question", "Level")
"""English function words and the tutor's own English words: none may be left on a Turkish page
(names, card symbols, preset names such as `standard` and the loanwords Euchre, kitty, bower and
renege are not on the list)."""


def english_left(text: str) -> list[str]:
    """The English words of the list found in `text`, each with a little of its context."""
    padded = " " + re.sub(r"\s+", " ", text) + " "
    found = []
    for word in ENGLISH_WORDS:
        for match in re.finditer(re.escape(word), padded, flags=0 if word[0].isupper() else re.IGNORECASE):
            found.append(padded[max(0, match.start() - 30):match.end() + 30])
    return found


def test_english_left_finds_an_english_sentence() -> None:
    assert english_left("Kupa koz. Which card wins the trick?")
    assert english_left("Eli kim alır? Masada bir el duruyor ve koz belli.") == []


SLOW = 240_000
"""Milliseconds: a whole lesson runs before Voila sends the page, and the test machine may be busy."""


def _visible_text(page: Any) -> str:
    """The page's text, less what it marks as English on purpose: a cell waiting for its translation
    (translation debt) shows in English, inside `lang="en"`, under a note in the page's language."""
    text = page.locator("body").inner_text()
    for english in page.locator('body [lang="en"]').all_inner_texts():
        text = text.replace(english, " ")
    return text




def test_a_turkish_lesson_has_no_english_sentence_left(page: Any, app_server: Any, watch: Any) -> None:
    page.set_default_timeout(SLOW)
    page.goto(f"{app_server.base}/voila/render/tr/lessons/01_deck_and_ranks.ipynb", timeout=SLOW)
    page.get_by_role("heading", name="Ders 1 · Deste ve kartların sırası").wait_for()
    page.locator(".et-lesson-check .et-quiz-check").first.wait_for()
    page.locator(".et-trick-example .et-note").first.wait_for()
    assert page.locator("html").get_attribute("lang") == "tr"
    assert page.locator(".et-quiz-check").first.inner_text().strip() == "Cevabı kontrol et"
    assert english_left(_visible_text(page)) == []
    assert_clean(watch)


def test_a_turkish_quiz_gives_the_english_verdict(page: Any, app_server: Any, watch: Any) -> None:
    page.set_default_timeout(SLOW)
    page.goto(f"{app_server.base}/voila/render/tr/exercises/01_which_card_wins.ipynb", timeout=SLOW)
    page.get_by_role("heading", name="Alıştırma 1: Hangi kart kazanır?").wait_for()
    quiz = page.locator(".et-quiz").first
    code = quiz.locator(".et-quiz-head code").inner_text().strip()
    question = question_from_code(code, "standard")
    right = solve(question).expected[0]
    wrong = next(token for token in question.choices if token != right)
    with use_language("en"):
        english = grade(question, wrong)
    assert not english.correct
    quiz.locator(".et-quiz-choice button.et-cardbtn").filter(has_text=question.choice_text(wrong)).click()
    quiz.locator(".et-quiz-check").click()
    verdict = quiz.locator(".et-quiz-feedback .et-feedback-bad, .et-quiz-feedback .et-feedback-ok")
    verdict.wait_for()
    assert "et-feedback-bad" in (verdict.get_attribute("class") or "")
    assert quiz.locator(".et-quiz-check").inner_text().strip() == "Cevabı kontrol et"
    assert_clean(watch)


def test_a_turkish_quiz_has_no_english_sentence_left(page: Any, app_server: Any) -> None:
    page.set_default_timeout(SLOW)
    page.goto(f"{app_server.base}/voila/render/tr/exercises/01_which_card_wins.ipynb", timeout=SLOW)
    page.locator(".et-quiz .et-quiz-head code").first.wait_for()
    assert english_left(_visible_text(page)) == []
