"""A language per learner, switched with no restart: every widget that shows learner text draws itself
again in the language the picker switches to, keeping its state (the question, the answer picked, the
feedback given, the hand in progress, the review), and stops listening once closed. Numbers in
sentences are written the way the learner's language writes them."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets as w
import pytest

from euchre.i18n import context as i18n_context
from euchre.i18n import use_language
from euchre.i18n.numbers import decimal, percent, short, signed, whole
from euchre.progress import open_store
from euchre.puzzles import MemoryHistory
from euchre.tutor import solve
from euchre.tutor.codes import format_set_code
from euchre.widgets._common import close_all
from tests.i18n_helpers import english_session  # noqa: F401
from tests.widget_text import english_left, shown_text

pytestmark = pytest.mark.usefixtures("english_session")

LANGS = ("tr", "fi", "az")


# ---- numbers --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ("1.50", "45%", "3.7%", "-0.25", "+1.32", "0.5", "2,000")),
    ("tr", ("1,50", "%45", "%3,7", "-0,25", "+1,32", "0,5", "2.000")),
    ("fi", ("1,50", "45\xa0%", "3,7\xa0%", "-0,25", "+1,32", "0,5", "2\xa0000")),
    ("az", ("1,50", "45%", "3,7%", "-0,25", "+1,32", "0,5", "2.000")),
])
def test_numbers_are_written_as_the_language_writes_them(lang: str, expected: tuple[str, ...]) -> None:
    with use_language(lang):
        got = (decimal(1.5), percent(0.453), percent(0.0371, 1), signed(-0.25), signed(1.3249), short(0.5),
               whole(2000))
    assert got == expected


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_short_numbers_drop_trailing_zeros(lang: str) -> None:
    with use_language(lang):
        assert short(2.0) == "2"
        assert short(0.126, 2) == decimal(0.126, 2) and short(1.5, 2) == decimal(1.5, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_trainer_writes_its_numbers_with_a_decimal_comma(lang: str) -> None:
    from euchre.widgets.trainer import TrainerWidget

    trainer = TrainerWidget(seed=1, hint_samples=8, review_samples=8, time_limit=None)
    with use_language(lang):
        advice = trainer.show_hint()
        assert advice is not None and advice.valued
        table = shown_text(trainer.hint_view)
    assert "%" in table and re.search(r"\d,\d", table) and not re.search(r"\d\.\d", table)
    trainer.close()


def test_the_charts_write_their_values_in_the_language() -> None:
    from euchre.explain.charts import bar_chart_svg

    with use_language("tr"):
        svg = bar_chart_svg([("a", 45.0), ("b", 0.5)], title="t", unit="%")
        plain = bar_chart_svg([("a", 0.5)], title="t")
    assert "%45" in svg and "0,5" in plain


# ---- every widget redraws ---------------------------------------------------------------------------
def _listeners() -> int:
    return len(i18n_context._listeners)


def _switch(lang: str) -> None:
    """As a learner picking `lang` in the language picker on the page."""
    from euchre.widgets.language import LanguagePicker

    picker = LanguagePicker()
    picker.choose(lang)
    picker.close()


def _check_switch(make: Callable[[], w.Widget], state: Callable[[Any], object], lang: str) -> Any:
    """Draw in English, switch to `lang`: no English word is left, and `state` is the same."""
    before = _listeners()
    widget = make()
    english = shown_text(widget)
    assert english_left(english), "the English widget shows no English: the check tests nothing"
    kept = state(widget)
    _switch(lang)
    assert english_left(shown_text(widget)) == []
    assert state(widget) == kept
    close_all(widget)  # as a page does with its widgets
    assert _listeners() == before, "a closed widget still listens for the language"
    _switch("en")
    return widget


def _answer(quiz: Any, right: bool) -> object:
    q = quiz.question
    expected = list(solve(q).expected)
    if q.style == "single":
        return expected[0] if right else next(c for c in q.choices if c not in expected)
    if q.style == "multi":
        return expected if right else [c for c in q.choices if c not in expected][:1] or expected[:1]
    return expected if right else list(reversed(expected))


def _quiz(kind: str, *, check: bool, right: bool = False) -> Callable[[], w.Widget]:
    def make() -> w.Widget:
        from euchre.widgets.quiz import QuizWidget

        if kind == "order_up" and not right:
            quiz = _with_a_wrong_answer(lambda code: QuizWidget(kind, code=code, count=3), lambda q: q)
        else:
            quiz = QuizWidget(kind, count=3)
        quiz.select(_answer(quiz, right))
        if check:
            quiz.check()
        else:
            quiz.select(_answer(quiz, right))
        return quiz

    return make


def _quiz_state(quiz: Any) -> object:
    feedback = quiz.feedback
    return (quiz.session.index, quiz.question.code, quiz.question.choices, _hashable(quiz.current_answer()),
            quiz.session.score, None if feedback is None else (feedback.correct, feedback.graded, feedback.expected))


def _hashable(value: object) -> object:
    return tuple(value) if isinstance(value, list) else value


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", ["which_card_wins", "legal_follow", "rank_trumps", "who_leads", "order_up",
                                  "is_it_a_euchre"])
def test_a_quiz_redraws_with_the_question_the_answer_and_the_feedback(kind: str, lang: str) -> None:
    quiz = _check_switch(_quiz(kind, check=True), _quiz_state, lang)
    assert quiz.feedback is not None


@pytest.mark.parametrize("lang", LANGS)
def test_a_quiz_keeps_an_answer_not_yet_checked(lang: str) -> None:
    quiz = _check_switch(_quiz("rank_trumps", check=False), _quiz_state, lang)
    assert quiz.feedback is None and quiz.current_answer()


def test_a_finished_set_says_so_in_the_new_language() -> None:
    from euchre.widgets.quiz import QuizWidget

    quiz = QuizWidget("which_card_wins", count=1)
    quiz.select(_answer(quiz, True))
    quiz.check()
    assert quiz.next_question() is None
    assert "last question" in quiz.feedback_html.value
    _switch("fi")
    assert english_left(shown_text(quiz)) == [] and quiz.next_button.disabled
    assert quiz.session.score == 1
    quiz.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_exercise_and_its_quiz_redraw(lang: str) -> None:
    from euchre.widgets.quiz import ExerciseWidget

    def make() -> w.Widget:
        exercise = ExerciseWidget(difficulty=2)
        assert exercise.quiz is not None
        exercise.quiz.select(_answer(exercise.quiz, False))
        exercise.quiz.check()
        return exercise

    exercise = _check_switch(make, lambda e: (e.difficulty_picker.value, e.set_code, _quiz_state(e.quiz)), lang)
    assert exercise.difficulty_picker.value == 2


def test_a_new_set_closes_the_old_quiz() -> None:
    from euchre.widgets.quiz import ExerciseWidget

    exercise = ExerciseWidget()
    before = _listeners()
    old = exercise.quiz
    exercise.new_set()
    assert exercise.quiz is not old and _listeners() == before
    exercise.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_lesson_check_redraws_its_pass(lang: str, tmp_path: Path) -> None:
    from euchre.progress.lessons import page_checks
    from euchre.widgets.quiz import LessonCheckWidget

    page = "lessons/02_trump_and_bowers"
    store = open_store(f"sqlite:///{tmp_path}/p.sqlite")

    def make() -> w.Widget:
        check = LessonCheckWidget(page, page_checks(page)[0], learner="Ada", store=store)
        check.select(_answer(check, True))
        check.check()
        return check

    check = _check_switch(make, _quiz_state, lang)
    assert check.passed_html.value


def _with_a_wrong_answer(make: Callable[[str], Any], quiz_of: Callable[[Any], Any]) -> Any:
    """`make(code)` for the first order-up set (seeds 1, 2, ...) whose first question has a wrong choice, as
    the grader says: when the advisor cannot tell the choices apart, every one counts as right and there is
    nothing wrong to pick."""
    for seed in range(1, 40):
        widget = make(format_set_code(("order_up",), 1, seed))
        question = quiz_of(widget).question
        if any(c not in solve(question).expected for c in question.choices):
            return widget
        close_all(widget)
    pytest.fail("no order-up set among the first seeds has a wrong answer to pick")


@pytest.mark.parametrize("lang", LANGS)
def test_the_order_up_exercise_redraws(lang: str) -> None:
    from euchre.widgets.calling import OrderUpExercise

    def make() -> w.Widget:
        exercise = _with_a_wrong_answer(lambda code: OrderUpExercise(code=code), lambda e: e.quiz)
        assert exercise.quiz is not None
        exercise.quiz.select(_answer(exercise.quiz, False))
        exercise.quiz.check()
        return exercise

    _check_switch(make, lambda e: (e.level_picker.value, _quiz_state(e.quiz)), lang)


def _trainer_state(t: Any) -> object:
    return (t.state, t.seen_tricks, len(t.trainer.lines), t.hint_view.value != "", t.trainer.reviewed)


@pytest.mark.parametrize("lang", LANGS)
def test_the_trainer_redraws_a_hand_in_progress_with_its_hint(lang: str) -> None:
    from euchre.widgets.trainer import TrainerWidget

    def make() -> w.Widget:
        trainer = TrainerWidget(seed=3, hint_samples=8, review_samples=8, time_limit=None)
        trainer.act(trainer.trainer.legal()[0])
        trainer.show_hint()
        return trainer

    trainer = _check_switch(make, _trainer_state, lang)
    assert trainer.hint_view.value


@pytest.mark.parametrize("lang", LANGS)
def test_the_trainer_redraws_the_review_and_the_whole_log_with_the_same_numbers(lang: str) -> None:
    from euchre.widgets.trainer import TrainerWidget

    def make() -> w.Widget:
        trainer = TrainerWidget(seed=5, hint_samples=8, review_samples=8, time_limit=None)
        while not trainer.state.is_over:
            if trainer.trick_on_table:
                trainer.next_trick()
            else:
                trainer.act(trainer.trainer.legal()[-1])
        return trainer

    def state(t: Any) -> object:
        return (_trainer_state(t), tuple((g.step, g.loss, g.mark and g.mark.symbol) for g in t.trainer.review()))

    trainer = _check_switch(make, state, lang)
    with use_language(lang):
        worded = trainer.trainer.full_log()
    assert worded != trainer.trainer.full_log()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("mode", ["daily", "streak"])
def test_the_puzzle_page_redraws_the_puzzle_and_its_feedback(mode: str, lang: str) -> None:
    from euchre.widgets.puzzle import PuzzlePage

    def make() -> w.Widget:
        page = PuzzlePage(history=MemoryHistory(), mode=mode)
        assert page.widget is not None
        model = page.widget.play_model
        page.widget.play(model.legal()[-1])
        return page

    def state(page: Any) -> object:
        model = page.widget.play_model
        return (page.puzzle.id, page.mode_picker.value, page.theme_picker.value, page.variant_picker.value,
                model.status, model.outcome, tuple(model.played), page.widget.feedback.value != "")

    page = _check_switch(make, state, lang)
    assert page.widget is not None and page.widget.feedback.value


@pytest.mark.parametrize("lang", LANGS)
def test_a_guided_replay_keeps_the_stop_and_the_choice(lang: str) -> None:
    from euchre.widgets.strategy import StrategyExample

    def make() -> w.Widget:
        example = StrategyExample("lead_trump")
        example.replay.ask_at(example.key_step)
        choices = example.replay.stop_choices
        choices.value = choices.options[0][1]
        return example

    def state(e: Any) -> object:
        return (e.replay.step, e.replay.pending, e.replay.stop_choices.value)

    _check_switch(make, state, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_guided_replay_grades_the_answer_again(lang: str) -> None:
    from euchre.widgets.strategy import StrategyExample

    def make() -> w.Widget:
        example = StrategyExample("lead_trump")
        example.replay.ask_at(example.key_step)
        example.replay.answer_stop(example.replay.stop_choices.options[-1][1])
        return example

    def state(e: Any) -> object:
        return (e.replay.step, e.replay.pending, tuple(e.replay.answered))

    example = _check_switch(make, state, lang)
    assert example.replay.stop_feedback.value


def _play() -> w.Widget:
    from euchre.widgets.play import PlayHandWidget

    widget = PlayHandWidget(seed=3)
    widget.hint()
    return widget


def _deal() -> w.Widget:
    from euchre.widgets.deal import DealView

    view = DealView(seed=2)
    view.go(2)
    return view


def _cards() -> w.Widget:
    from euchre.widgets.cards import DeckView, ScorePad, TrumpIndicator, UpcardView
    from euchre.widgets.table import TrickExample, TrickView

    pad = ScorePad()
    pad.add((2, 1))
    return w.VBox([DeckView(), pad, TrumpIndicator("S", choose=True), UpcardView("JD"),
                   TrickExample("9C AC JS KC", "H"), TrickView({0: "JD", 1: "AH"}, "D", leader=0)])


def _rules() -> w.Widget:
    from euchre.widgets.rulesets import RulesetPicker, RulesView, ScoringTable

    return w.VBox([RulesView("canadian"), RulesetPicker("stick-the-dealer"), ScoringTable(choose=True)])


def _explorers() -> w.Widget:
    from euchre.widgets.explorer import AuctionExplorer, BiddingExplorer, LegalPlayExplorer

    bidding, auction = BiddingExplorer(), AuctionExplorer()
    bidding.try_action("pass")
    auction.try_action(auction.offered()[1])
    auction.try_action(auction.offered()[0])
    return w.VBox([LegalPlayExplorer(), bidding, auction])


def _variants() -> w.Widget:
    from euchre.widgets.explorer_variants import PresetTable, VariantSimulator

    return w.VBox([PresetTable(), VariantSimulator(games=1)])


def _claim() -> w.Widget:
    from euchre.widgets.strategy import ClaimRunner

    return ClaimRunner("lead_trump", hands=4, background=False)


def _progress(tmp_path: Path) -> w.Widget:
    from euchre.classroom import make_quiz_set
    from euchre.widgets.progress import ClassQuizWidget, MyProgress

    store = open_store(f"sqlite:///{tmp_path}/p.sqlite")
    quiz_set = make_quiz_set(["legal_follow"], 2, "standard", 1, seed=3)
    learner = ClassQuizWidget(code=quiz_set.code, learner="Ada", store=store)
    quiz = learner.start()
    assert quiz is not None
    quiz.select(_answer(quiz, False))
    quiz.check()
    return w.VBox([MyProgress(learner="Ada", store=store), learner])


def _teacher(tmp_path: Path) -> w.Widget:
    from euchre.widgets.dashboard import QuizSetMaker, TeacherDashboard

    maker = QuizSetMaker()
    maker.make(seed=5)
    assert maker.quiz_set is not None
    board = TeacherDashboard(code=maker.quiz_set.code, store=open_store(f"sqlite:///{tmp_path}/d.sqlite"))
    return w.VBox([maker, board])


OTHERS: dict[str, Callable[..., w.Widget]] = {
    "play a hand": _play, "deal": _deal, "cards and table": _cards, "rulesets": _rules, "explorers": _explorers,
    "variants": _variants, "claim": _claim, "progress": _progress, "teacher": _teacher,
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(OTHERS))
def test_every_other_widget_redraws_in_the_new_language(name: str, lang: str, tmp_path: Path) -> None:
    make = OTHERS[name]

    def build() -> w.Widget:
        return make(tmp_path) if make in (_progress, _teacher) else make()

    def state(box: w.Widget) -> object:
        return len(box.children)

    _check_switch(build, state, lang)


def test_the_play_widget_keeps_its_hand_and_says_its_steps_again() -> None:
    from euchre.widgets.play import PlayHandWidget

    widget = PlayHandWidget(seed=4)
    state, lines = widget.state, len(widget.lines)
    english = shown_text(widget.steps_view)
    _switch("tr")
    assert widget.state is state and len(widget.lines) == lines
    assert shown_text(widget.steps_view) != english and english_left(shown_text(widget.steps_view)) == []
    widget.close()


def test_the_advice_is_worded_again_without_dealing_again() -> None:
    from euchre.bots import Advisor
    from euchre.engine.hands import new_hand
    from euchre.engine.rules import Rules

    state = new_hand(Rules.preset("standard"), 0, seed=9)
    advice = Advisor(samples=8, seed=1).advise(state)
    with use_language("fi"):
        worded = advice.reworded()
    assert worded.table() != advice.table() or worded.reason != advice.reason
    assert [(o.action, o.mean, o.stderr) for o in worded.options] == [(o.action, o.mean, o.stderr)
                                                                      for o in advice.options]
    assert english_left(worded.reason + " " + worded.method_text) == []
    assert worded.reworded().reason == Advisor(samples=8, seed=1).advise(state).reason


def test_a_widget_closed_stops_following_and_so_do_the_widgets_inside() -> None:
    from euchre.widgets.puzzle import PuzzlePage

    before = _listeners()
    page = PuzzlePage(history=MemoryHistory(), mode="practice")
    inner = page.widget
    assert inner is not None and inner.following and _listeners() > before
    page.next_puzzle()  # the old puzzle is closed
    assert not inner.following
    page.close()
    assert _listeners() == before
    assert page.widget is not None and not page.widget.following


# ---- messages made from errors ----------------------------------------------------------------------
def test_a_message_said_a_moment_ago_is_said_again_in_another_language() -> None:
    from euchre.engine.cards import Card
    from euchre.i18n import _
    from euchre.i18n.messages import said_again
    from euchre.i18n.words import card_words

    card = Card.parse("JH")
    inner = _("{card} was led, so it cannot also be in your hand.", card=str(card))
    outer = _("You may not play {card}. {reason}", card=card_words(card), reason=inner)
    again = said_again(outer)
    assert again is not None and again() == outer
    with use_language("tr"):
        expected = _("You may not play {card}. {reason}", card=card_words(card),
                     reason=_("{card} was led, so it cannot also be in your hand.", card=str(card)))
        assert again() == expected != outer
    assert said_again("a sentence nobody said") is None


def test_an_errors_reason_is_said_again_with_its_own_values() -> None:
    from euchre.engine.errors import QuizCodeError
    from euchre.i18n import _
    from euchre.i18n.messages import said_again
    from euchre.tutor import parse_set_code
    from euchre.widgets._common import reason_words

    try:
        parse_set_code("W9-??")
    except QuizCodeError as exc:
        error = exc
    shown = _("Not allowed: {reason}.", reason=error)
    words, again = reason_words(error), said_again(shown)
    assert again is not None
    with use_language("fi"):
        finnish = words()
        try:
            parse_set_code("W9-??")
        except QuizCodeError as exc:
            assert finnish == str(exc)
        assert english_left(finnish) == [] and english_left(again()) == []


def _status_error(make: Callable[[], Any], fail: Callable[[Any], object], area: Callable[[Any], w.HTML],
                  lang: str) -> None:
    """A widget shows the error of a failed click; switched to `lang`, the error is still there, in `lang`,
    worded as the engine words it in `lang`."""
    widget = make()
    fail(widget)
    english = shown_text(area(widget))
    assert english and english_left(english), "no English error shown: the check tests nothing"
    _switch(lang)
    shown = shown_text(area(widget))
    assert shown and english_left(shown) == []
    _switch("en")
    assert shown_text(area(widget)) == english
    close_all(widget)


def _bad_code(exercise: Any) -> None:
    exercise.guarded(exercise.load_code)("C2-XYZ!!")


def _bad_call(trainer: Any) -> None:
    trainer.guarded(trainer.act)("bid 9")


@pytest.mark.parametrize("lang", LANGS)
def test_an_invalid_code_refused_is_said_again_in_the_new_language(lang: str) -> None:
    from euchre.widgets.calling import OrderUpExercise

    _status_error(OrderUpExercise, _bad_code, lambda e: e.status, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_call_stays_shown_and_is_said_again(lang: str) -> None:
    from euchre.widgets.trainer import TrainerWidget

    # The trainer draws the table again on a switch, which clears its status area: the refusal must stay.
    _status_error(lambda: TrainerWidget(seed=3, hint_samples=8, review_samples=8, time_limit=None), _bad_call,
                  lambda t: t.status, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_failed_click_in_a_quiz_is_said_again(lang: str) -> None:
    from euchre.tutor import parse_set_code
    from euchre.widgets.quiz import QuizWidget

    _status_error(lambda: QuizWidget("which_card_wins", count=2),
                  lambda q: q._guarded(lambda: parse_set_code("W9-??"))(), lambda q: q.feedback_html, lang)


def test_a_bug_is_said_in_the_new_language_too() -> None:
    from euchre.widgets.play import PlayHandWidget

    def boom() -> None:
        raise RuntimeError("a bug")

    _status_error(lambda: PlayHandWidget(seed=3), lambda p: p.guarded(boom)(), lambda p: p.status, "tr")


# ---- card buttons -----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_picker_names_its_cards_and_tags_them_in_the_new_language(lang: str) -> None:
    from euchre.engine.cards import Card, Suit
    from euchre.explain.render import card_label
    from euchre.widgets.cards import HandPicker

    before = _listeners()
    picker = HandPicker("JD AH 9S", Suit.HEARTS)
    picker.select(["AH"])
    buttons = picker.buttons
    assert english_left(shown_text(picker))
    _switch(lang)
    assert picker.buttons == buttons and picker.value == (Card.parse("AH"),)
    with use_language(lang):
        names = [card_label(c, Suit.HEARTS) for c in picker.cards]
    assert [b.tooltip for b in picker.buttons] == names and english_left(shown_text(picker)) == []
    for button in picker.buttons:
        assert [c for c in button._dom_classes if c.startswith("et-lang-")] == [f"et-lang-{lang}"]
    assert "et-tag-lb" in buttons[0]._dom_classes and "et-tag-tr" in buttons[1]._dom_classes
    picker.close()
    assert _listeners() == before
    _switch("en")


# ---- the lessons' hand records -------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("record", "deal"), [("lesson_hand.egn", 0), ("lesson_examples.egn", 4)])
def test_a_records_title_and_notes_are_said_in_the_learners_language(record: str, deal: int, lang: str) -> None:
    from euchre.widgets.records import example_path
    from euchre.widgets.replay import ReplayWidget

    def notes(replay: Any) -> list[str]:
        shown = []
        for step in sorted(replay.annotations):
            replay.go(step)
            shown.append(shown_text(replay.annotation))
        return shown

    english = ReplayWidget.from_egn(example_path(record), deal=deal)
    english_notes = notes(english)
    assert english_notes and all(english_left(note) for note in english_notes)
    with use_language(lang):
        drawn = ReplayWidget.from_egn(example_path(record), deal=deal)
        assert english_left(shown_text(drawn)) == [] and english_left(" ".join(notes(drawn))) == []
    english.go(0)
    _switch(lang)
    assert english_left(shown_text(english)) == [] and english.title != ""
    with use_language(lang):
        assert notes(english) == notes(drawn)
    _switch("en")
    assert notes(english) == english_notes
    close_all(english)
    close_all(drawn)


def test_every_note_of_the_records_is_in_the_catalogue() -> None:
    from euchre.i18n.tools import record_texts
    from euchre.widgets.records import said

    texts = record_texts()
    assert len(texts) >= 14
    with use_language("fi"):
        assert [text for text in texts if said(text) == text] == []
    assert said("A note a teacher wrote") == "A note a teacher wrote"
