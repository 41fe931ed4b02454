"""The printable worksheet: valid HTML, every question with its cards, the answer key and the
explanations on pages of their own, and the teacher's text escaped."""

from __future__ import annotations

import html

import pytest
from html_strict import check

from euchre.classroom import make_quiz_set, worksheet_html
from euchre.engine.rules import Rules
from euchre.tutor import KINDS, kinds_for, solve

EVIL = '<img src=x onerror=alert(1)> & "quotes" </li></ol><script>alert(2)</script>'


@pytest.mark.parametrize("rules", ["standard", "hoyle", "british", "cutthroat", "two-handed"])
@pytest.mark.parametrize("difficulty", [1, 3])
def test_the_worksheet_is_valid_html_for_every_kind(rules: str, difficulty: int) -> None:
    qs = make_quiz_set(KINDS, 10, rules, difficulty, seed=42)
    check(worksheet_html(qs))


def test_questions_then_answer_key_then_explanations_on_new_pages() -> None:
    qs = make_quiz_set(KINDS, 8, "standard", 2, seed=7)
    page = worksheet_html(qs, title="Week 3")
    questions = qs.questions()
    assert page.count('<li class="question">') == 8
    assert page.index('<ol class="questions">') < page.index('class="answer-key"') < page.index('class="explanations"')
    assert ".answer-key,.explanations{break-before:page;page-break-before:always}" in page
    for q in questions:
        assert html.escape(q.prompt) in page and q.code in page
        solution = solve(q)
        assert html.escape(solution.expected_text) in page and html.escape(solution.explanation) in page
    assert page.count('class="et-card') >= 8  # the cards are drawn
    assert "<script" not in page and "http" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")


def test_the_teachers_text_is_escaped() -> None:
    qs = make_quiz_set(["which_card_wins"], 3, Rules().replace(stick_the_dealer=True, defend_alone=True), 1, seed=3)
    page = worksheet_html(qs, title=EVIL, note=EVIL)
    parsed = check(page)
    assert "<img" not in page and "<script>alert" not in page
    assert html.escape(EVIL) in page
    assert any("&lt;img src=x onerror=alert(1)&gt;" in t for t in ["".join(parsed.text)])


def test_the_checker_catches_injection() -> None:
    with pytest.raises(AssertionError):
        check("<!DOCTYPE html><html><body><p><img src=x onerror=alert(1)></p></body></html>")
    with pytest.raises(AssertionError):
        check("<!DOCTYPE html><html><body><p><div></div></p></body></html>")
    with pytest.raises(AssertionError):
        check("<!DOCTYPE html><html><body><ol><li>open</ol></body></html>")


@pytest.mark.parametrize("rules", ["bid-euchre-6", "bid-euchre-moon", "double-deck-bid"])
def test_the_worksheet_is_valid_html_under_bid_euchre(rules: str) -> None:
    qs = make_quiz_set(kinds_for(rules), 12, rules, 2, seed=42)
    page = worksheet_html(qs)
    check(page)
    for question in qs.questions():
        assert html.escape(solve(question).expected_text, quote=False) in page
