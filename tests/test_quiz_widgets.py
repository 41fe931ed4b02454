"""The quiz widgets without a browser: set values, click buttons, read the feedback."""

from __future__ import annotations

import ipywidgets as w
import pytest
from html_text import visible_text

from euchre.engine.cards import Card
from euchre.engine.rules import Rules
from euchre.explain.ruleset_names import preset_name
from euchre.tutor import KINDS, make_question, solve
from euchre.widgets import ExerciseWidget, QuizWidget
from euchre.widgets.cards import TrickPicker
from euchre.widgets.quiz import standard_preset_names


def text(html: str) -> str:
    return visible_text(html)


def right(quiz: QuizWidget) -> object:
    expected = solve(quiz.question).expected
    return expected[0] if quiz.question.style == "single" else list(expected)


def wrong(quiz: QuizWidget) -> object:
    q = quiz.question
    expected = list(solve(q).expected)
    if q.style == "single":
        return next(c for c in q.choices if c not in expected)
    if q.style == "multi":
        return [c for c in q.choices if c not in expected] or expected[:-1] or [q.choices[0]]
    return list(reversed(expected))


def card_buttons(widget: w.Widget) -> list[w.Widget]:
    """The answer buttons drawn as cards below `widget`."""
    found = [widget] if "et-cardbtn" in getattr(widget, "_dom_classes", ()) else []
    for child in getattr(widget, "children", ()):
        found += card_buttons(child)
    return found


def buttons(widget: w.Widget) -> list[w.Button]:
    """Every Button below `widget`, as a browser test would find them."""
    found: list[w.Button] = []
    if isinstance(widget, w.Button):
        found.append(widget)
    for child in getattr(widget, "children", ()):
        found += buttons(child)
    return found


@pytest.mark.parametrize("kind", KINDS)
def test_wrong_then_right_answer(kind: str) -> None:
    quiz = QuizWidget(kinds=(kind,), difficulty=2)
    assert [b.description for b in (quiz.check_button, quiz.next_button)] == ["Check answer", "Next question"]
    header = text(quiz.header.value)
    assert f"Question code: {quiz.question.code}" in header and f"Rules: {preset_name('standard')}" in header
    assert text(quiz.prompt.value) == quiz.question.prompt
    assert "et-card" in quiz.board.value or card_buttons(quiz.answer_box) or kind in ("is_it_a_euchre", "game_score")

    quiz.select(wrong(quiz))
    quiz.check_button.click()
    assert "et-feedback-bad" in quiz.feedback_html.value
    assert text(quiz.feedback_html.value).startswith("Not quite")
    assert quiz.feedback is not None and not quiz.feedback.correct
    assert text(quiz.score_html.value).startswith("Score 0/1 · streak 0")

    quiz.select(right(quiz))
    quiz.check_button.click()
    assert "et-feedback-ok" in quiz.feedback_html.value
    assert text(quiz.feedback_html.value).startswith("Correct")
    assert text(quiz.score_html.value).startswith("Score 0/1 · streak 0")  # only the first answer counts

    code = quiz.question.code
    quiz.next_button.click()
    assert quiz.question.code != code and quiz.feedback_html.value == ""
    assert f"Question code: {quiz.question.code}" in text(quiz.header.value)
    quiz.select(right(quiz))
    quiz.check_button.click()
    assert text(quiz.feedback_html.value).startswith("Correct")
    assert text(quiz.score_html.value).startswith("Score 1/2 · streak 1")


def test_streak_grows_and_breaks() -> None:
    quiz = QuizWidget(kinds=("which_card_wins", "who_leads"), difficulty=1)
    for _ in range(3):
        quiz.select(right(quiz))
        quiz.check()
        quiz.next_question()
    assert text(quiz.score_html.value) == "Score 3/3 · streak 3 · best 3"
    quiz.select(wrong(quiz))
    quiz.check()
    assert text(quiz.score_html.value) == "Score 3/4 · streak 0 · best 3"


def test_single_choice_buttons_are_cards_with_labels() -> None:
    quiz = QuizWidget("which_card_wins", difficulty=1, code="W1-1234")
    toggles = quiz.choice_buttons
    assert isinstance(toggles, TrickPicker) and toggles.value is None  # the trick's cards are the buttons
    cards = quiz.question.trick_cards
    assert [label for label, _ in toggles.options] == [str(c) for c in cards]
    assert all(c.name in tip for c, tip in zip(cards, toggles.tooltips, strict=True))
    toggles.value = solve(quiz.question).expected[0]
    quiz.check_button.click()
    assert text(quiz.feedback_html.value).startswith("Correct")


@pytest.mark.parametrize("level", [1, 2])
def test_partners_best_is_answered_with_the_hands_own_cards(level: int) -> None:
    """The hand is drawn once: as the answer buttons, not also as pictures on the board."""
    quiz = QuizWidget("partners_best", rules="bid-euchre-moon", difficulty=level)
    q = quiz.question
    assert 'data-card="' not in quiz.board.value  # no picture of a card the learner answers with
    assert "Your hand (the partner's)" in text(quiz.answer_box.children[0].children[0].value)
    picks = card_buttons(quiz.answer_box)
    assert [b.description for b in picks] == [q.choice_text(t) for t in q.choices] and len(picks) == len(q.hand)
    assert all(Card.parse(t).name in b.tooltip for t, b in zip(q.choices, picks, strict=True))
    expected = solve(q).expected
    right_card = next(b for t, b in zip(q.choices, picks, strict=True) if t in expected)
    wrong_card = next(b for t, b in zip(q.choices, picks, strict=True) if t not in expected)
    wrong_card.value = True  # a click on the card
    right_card.value = True  # another click moves the choice
    assert not wrong_card.value and quiz.current_answer() in expected
    assert quiz.check().correct


def test_legal_follow_toggles() -> None:
    quiz = QuizWidget("legal_follow", difficulty=3, code="F3-0042")
    assert [t.description for t in quiz.card_toggles] == [str(c) for c in quiz.question.hand]
    quiz.check_button.click()
    assert "Pick a card first" in text(quiz.feedback_html.value)
    assert text(quiz.score_html.value).startswith("Score 0/0")
    expected = set(solve(quiz.question).expected)
    for toggle in quiz.card_toggles:
        toggle.value = Card.parse(toggle.description).code not in expected
    quiz.check_button.click()
    feedback = text(quiz.feedback_html.value)
    assert feedback.startswith("Not quite") and "left bower" in feedback
    for toggle in quiz.card_toggles:
        toggle.value = Card.parse(toggle.description).code in expected
    quiz.check_button.click()
    assert text(quiz.feedback_html.value).startswith("Correct")


def test_rank_trumps_click_in_order_and_reset() -> None:
    quiz = QuizWidget("rank_trumps", difficulty=2, code="R2-0007")
    by_code = {Card.parse(b.description).code: b for b in quiz.order_buttons}
    order = solve(quiz.question).expected
    by_code[order[1]].click()
    assert by_code[order[1]].disabled
    assert quiz.reset_button is not None and quiz.order_html is not None
    quiz.check_button.click()
    assert "Place all" in text(quiz.feedback_html.value)
    quiz.reset_button.click()
    assert not any(b.disabled for b in quiz.order_buttons)
    for code in order:
        by_code[code].click()
    assert str(Card.parse(order[0])) in text(quiz.order_html.value)
    quiz.check_button.click()
    assert text(quiz.feedback_html.value).startswith("Correct")


def test_every_button_can_be_clicked_without_a_traceback() -> None:
    for kind in KINDS:
        quiz = QuizWidget(kind, difficulty=3)
        for button in buttons(quiz):
            button.click()
            quiz.check_button.click()
            html = quiz.feedback_html.value
            assert "Traceback" not in html
            if "et-feedback-hint" in html:
                assert quiz.feedback is not None and not quiz.feedback.graded and text(html)
            else:
                assert text(html).startswith(("Correct", "Not quite", "That was the last")) or html == ""


def test_a_crashing_callback_shows_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    quiz = QuizWidget("who_leads")

    def broken(answer: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(quiz.session, "answer", broken)
    quiz.check_button.click()
    shown = text(quiz.feedback_html.value)
    assert shown.startswith("Sorry") and "boom" not in shown


def test_a_set_ends_after_count_questions() -> None:
    quiz = QuizWidget("who_leads", count=2)
    quiz.next_button.click()
    assert "question 2 of 2" in text(quiz.header.value)
    quiz.next_button.click()
    assert "last question" in text(quiz.feedback_html.value) and quiz.next_button.disabled


def test_the_same_code_shows_the_same_question() -> None:
    question = make_question("legal_follow", difficulty=3, seed=99)
    quiz = QuizWidget("legal_follow", code=question.code)
    assert quiz.question == question


def test_malicious_text_is_escaped() -> None:
    evil = "<img src=x onerror=alert(1)>"
    quiz = QuizWidget("which_card_wins", rules=Rules(name=evil))
    assert evil not in quiz.header.value and "&lt;img" in quiz.header.value
    drill = ExerciseWidget(rules=Rules(name=evil))
    assert evil not in drill.quiz_box.children[0].header.value
    drill.code_text.value = "<script>alert('x')</script>"
    drill.load_button.click()
    assert "<script>" not in drill.status.value and "&lt;script&gt;" in drill.status.value


# ---- the drill -----------------------------------------------------------------------------------
def test_drill_pickers() -> None:
    drill = ExerciseWidget()
    assert list([name for _label, name in drill.rules_picker.options]) == list(standard_preset_names())
    assert "bid-euchre-6" not in [name for _label, name in drill.rules_picker.options]
    assert "First to 10 points wins." in text(drill.rules_summary.value)
    assert drill.quiz is not None and drill.set_code is not None
    first = drill.set_code
    assert f"Set code: {first}" in text(drill.status.value)

    drill.difficulty_picker.value = 3
    assert drill.quiz.session.difficulty == 3 and drill.set_code != first

    drill.rules_picker.value = "hoyle"
    assert drill.quiz.rules == Rules.preset("hoyle")
    assert "defend alone" in text(drill.rules_summary.value)

    for kind, box in drill.kind_boxes.items():
        box.value = kind == "rank_trumps"
    assert drill.quiz.session.kinds == ("rank_trumps",)
    drill.kind_boxes["rank_trumps"].value = False
    assert "Pick at least one kind" in text(drill.status.value)


def test_drill_set_codes() -> None:
    drill = ExerciseWidget(count=5)
    drill.code_text.value = "not a code"
    drill.load_button.click()
    message = text(drill.status.value)
    assert "is not a quiz code" in message and "'WF2-8F2K'" in message  # the example the box suggests

    drill.code_text.value = "fe3-1234"
    drill.load_button.click()
    assert drill.set_code == "FE3-1234"
    assert drill.difficulty_picker.value == 3
    assert drill.kinds == ("legal_follow", "is_it_a_euchre")
    assert drill.quiz is not None
    codes = [drill.quiz.question.code]
    for _ in range(4):
        drill.quiz.next_button.click()
        codes.append(drill.quiz.question.code)
    again = ExerciseWidget(code="FE3-1234", count=5)
    assert again.quiz is not None
    replay = [again.quiz.question.code]
    for _ in range(4):
        again.quiz.next_button.click()
        replay.append(again.quiz.question.code)
    assert replay == codes
