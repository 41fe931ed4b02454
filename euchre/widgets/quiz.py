"""Quiz views: `QuizWidget` shows one question at a time from a QuizSession, and `ExerciseWidget`
wraps it with pickers for the difficulty, the ruleset and the kinds of question.

The widgets hold no rules: questions come from euchre.tutor, grading is euchre.tutor.grade, and
the pictures come from euchre.tutor.board (built on euchre.explain.render). Every callback is guarded so
a learner sees a short message, never a traceback.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import ipywidgets as w

from euchre.engine.cards import Card
from euchre.engine.errors import EuchreError
from euchre.engine.rules import PRESETS, Family, Rules
from euchre.explain.render import CSS, card_label, esc
from euchre.explain.rule_summary import rules_summary
from euchre.explain.ruleset_names import ruleset_label, ruleset_options
from euchre.i18n import N_, _, ngettext
from euchre.i18n.seats import seat_label as seat_name
from euchre.progress import ProgressStore, answer_record
from euchre.progress.lessons import lesson_check, page_progress, passed_checks, record_check
from euchre.tutor import KIND_TITLES, KINDS, Feedback, Question, QuizSession, grade, parse_set_code
from euchre.tutor.answers import AnswerError, read_choice
from euchre.tutor.board import board_html, card_tags, hand_caption
from euchre.tutor.codes import example_code
from euchre.tutor.kinds import TRUMPLESS_KINDS
from euchre.tutor.registry import supports
from euchre.widgets._common import STYLE, FollowsLanguage, error_words, relabel_options, replace_children
from euchre.widgets.cards import HandChoice, TrickPicker, style_card_button

log = logging.getLogger("euchre.widgets.quiz")

F = TypeVar("F", bound=Callable[..., Any])

QUIZ_CSS = """
<style>
.et-quiz-head{font:14px system-ui,sans-serif;color:#444;margin:2px 0}
.et-quiz-head code{font-size:14px;background:#f3f4f6;padding:0 4px;border-radius:4px}
.et-quiz-prompt{font:15px/1.45 system-ui,sans-serif;margin:6px 0}
.et-quiz-order{font:14px system-ui,sans-serif;margin:4px 0}
.et-quiz-msg{font:14px system-ui,sans-serif;color:#7a4b00}
.et-quiz-score-line{font:14px system-ui,sans-serif;color:#333}
.et-feedback-ok,.et-feedback-bad{font:14px/1.45 system-ui,sans-serif;padding:6px 10px;border-radius:6px;margin:4px 0}
.et-feedback-ok{background:#e9f7ef;border:1px solid #1a7f37}
.et-feedback-bad{background:#fdecea;border:1px solid #b42318}
.et-feedback-hint{font:14px/1.45 system-ui,sans-serif;padding:6px 10px;border-radius:6px}
.et-feedback-hint{margin:4px 0;background:#fff8e1;border:1px solid #7a4b00}
.et-why summary{cursor:pointer;color:#1d4ed8;margin-top:2px}
.et-why-text{margin-top:2px}
.et-check-passed{font:14px system-ui,sans-serif;color:#14532d;margin:2px 0}
.et-lesson-check{border-left:4px solid #1d4ed8;padding-left:8px;margin:8px 0}
.et-quiz-prompt,.et-quiz-msg,.et-quiz .et-feedback-ok,.et-quiz .et-feedback-bad,
  .et-quiz .et-feedback-hint{margin-right:20px}
.et-summary{margin:2px 0 6px 18px;padding:0;font:13px/1.4 system-ui,sans-serif;color:#333}
.et-quiz-long{flex-wrap:wrap;height:auto}
.et-quiz-long .widget-toggle-button{margin-bottom:4px}
.et-quiz-choice.widget-toggle-buttons,.et-stop-choices.widget-toggle-buttons{display:flex;flex-wrap:wrap;height:auto;
  max-width:100%;row-gap:4px}
.et-quiz-choice .widget-toggle-button,.et-stop-choices .widget-toggle-button{max-width:100%;height:auto;
  min-height:var(--jp-widgets-inline-height,28px);white-space:normal;overflow-wrap:break-word;line-height:1.3;
  padding-top:4px;padding-bottom:4px;text-overflow:clip}
</style>
"""

SORRY = N_("Sorry, something went wrong there. Try again, or press Next question.")


def friendly(exc: BaseException) -> str:
    """The engine's own message for an input error, a calm generic one for a bug (which is logged)."""
    return error_words(exc, SORRY)()


def standard_preset_names() -> tuple[str, ...]:
    """The standard-family presets: every kind of quiz can use them."""
    return tuple(name for name in Rules.preset_names() if PRESETS[name].family is Family.STANDARD)


def preset_names_for(kinds: Iterable[str]) -> tuple[str, ...]:
    """The presets under which every one of `kinds` can make questions (Bid Euchre for the card quizzes)."""
    wanted = tuple(kinds)
    return tuple(name for name in Rules.preset_names() if all(supports(k, PRESETS[name]) for k in wanted))


def _kinds_tuple(kinds: str | Iterable[str]) -> tuple[str, ...]:
    return (kinds,) if isinstance(kinds, str) else tuple(kinds)


class CardToggle(w.ToggleButton):
    """A card in a multi-select answer; `token` is the choice it stands for ("JD")."""

    def __init__(self, token: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.token = token


class CardButton(w.Button):
    """A card to click when putting cards in order; `token` is the choice it stands for."""

    def __init__(self, token: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.token = token


class QuizWidget(FollowsLanguage, w.VBox):
    """One question at a time, with answer controls, a "Check answer" and a "Next question" button,
    the feedback and a running score.

    Children, top to bottom: `header` (ruleset, question code), `prompt`, `board` (the cards),
    `answer_box` (the answer controls), `buttons` (`check_button`, `next_button`), `feedback_html`
    and `score_html`. Answer controls: `choice_buttons` (a ToggleButtons) for a single choice,
    `card_toggles` (ToggleButtons, one per card) for "select every card", and `order_buttons` plus
    `reset_button` for putting cards in order.

    With a progress `store` and a `learner` name, every counted answer is saved there, filed under
    the set code `record_as` (default: the session's code) and its position in the set.

    When the learner switches the language, everything is drawn again in it (`relabel`): the same
    question, the answer picked so far, the feedback already given and the score.
    """

    def __init__(
        self,
        kinds: str | Iterable[str] = KINDS,
        rules: Rules | str | None = None,
        difficulty: int = 1,
        code: str | None = None,
        count: int | None = None,
        *,
        store: ProgressStore | None = None,
        learner: str | None = None,
        record_as: str | None = None,
    ) -> None:
        super().__init__()
        self.add_class("et-quiz")
        self.session = QuizSession(_kinds_tuple(kinds), rules=rules, difficulty=difficulty, code=code, count=count)
        self.store = store
        self.learner = learner
        self.record_as = record_as
        self.saved = 0
        """How many answers this widget has saved to the store."""
        self.feedback: Feedback | None = None
        self._answered: object = None
        """The answer the feedback shown is for (graded again in a new language)."""
        self._failure: tuple[Callable[[], str], str] | None = None
        """Why the last click failed and the feedback area showing it, to say again in a new language."""
        self._repeat = self._unsaved = self._over = False
        self.header = w.HTML()
        self.prompt = w.HTML()
        self.board = w.HTML()
        self.answer_box = w.VBox()
        self.answer_box.add_class("et-quiz-answer")
        self.check_button = w.Button(description=_("Check answer"), button_style="primary")
        self.check_button.add_class("et-quiz-check")
        self.next_button = w.Button(description=_("Next question"))
        self.next_button.add_class("et-quiz-next")
        self.buttons = w.HBox([self.check_button, self.next_button])
        self.feedback_html = w.HTML()
        self.feedback_html.add_class("et-quiz-feedback")
        self.score_html = w.HTML()
        self.score_html.add_class("et-quiz-score")
        self.choice_buttons: w.ToggleButtons | TrickPicker | HandChoice | None = None
        self.card_toggles: list[CardToggle] = []
        self.order_buttons: list[CardButton] = []
        self.order_html: w.HTML | None = None
        self.reset_button: w.Button | None = None
        self._order: list[str] = []
        self.check_button.on_click(self._guarded(lambda _: self.check()))
        self.next_button.on_click(self._guarded(lambda _: self.next_question()))
        self.children = [
            self.header, self.prompt, self.board, self.answer_box, self.buttons, self.feedback_html, self.score_html,
        ]
        self._show_question()
        self.follow_language(self._guarded(self.relabel))

    # ---- public helpers (also used by tests) --------------------------------------------------------
    @property
    def question(self) -> Question:
        return self.session.question

    @property
    def rules(self) -> Rules:
        return self.session.rules

    @property
    def code(self) -> str:
        return self.question.code

    def current_answer(self) -> object:
        """What the controls hold now: a token, a list of tokens, or None."""
        style = self.question.style
        if style == "single":
            return None if self.choice_buttons is None else self.choice_buttons.value
        if style == "multi":
            return [t.token for t in self.card_toggles if t.value]
        return list(self._order)

    def select(self, answer: object) -> None:
        """Set the controls to `answer`: a choice ("J♦", "JD", "North", a score label, an index) or,
        for multi-select and ordering, a list of cards. Raises ValueError for a choice not shown."""
        style = self.question.style
        if style == "single":
            assert self.choice_buttons is not None
            self.choice_buttons.value = self._token(answer)
        elif style == "multi":
            wanted = {self._token(a) for a in _as_list(answer)}
            for toggle in self.card_toggles:
                toggle.value = toggle.token in wanted
        else:
            self._reset_order()
            buttons = {b.token: b for b in self.order_buttons}
            for item in _as_list(answer):
                buttons[self._token(item)].click()

    def check(self) -> Feedback:
        """Grade what the controls hold and show the feedback."""
        first = not self.session.counted
        answer = self.current_answer()
        feedback = self.session.answer(answer)
        self.feedback = feedback
        # Save before showing the feedback: once learners see it, their answer is stored (a tab
        # closed right after the last answer shuts the kernel down).
        saved = self._save(answer, feedback) if first and feedback.graded else True
        self._answered, self._unsaved = answer, not saved
        self._show_feedback(feedback, counted_now=first and feedback.graded)
        self._show_score()
        return feedback

    def _save(self, answer: object, feedback: Feedback) -> bool:
        """Record a counted answer in the progress store; False (logged, never raised) if that failed."""
        if self.store is None or not self.learner:
            return True
        try:
            record = answer_record(
                self.learner, self.question, answer, feedback,
                set_code=self.record_as or self.session.code, position=self.session.index,
            )
            self.store.record(record)
        except Exception as exc:
            log.exception("could not save an answer", exc_info=exc)
            return False
        self.saved += 1
        return True

    def next_question(self) -> Question | None:
        """Move to the next question of the set (None, with a message, when the set is over)."""
        question = self.session.next()
        if question is None:
            self._over = True
            self._show_over()
            self.next_button.disabled = True
            return None
        self._show_question()
        return question

    def relabel(self) -> None:
        """Every word again in the current language (the picker switched it), keeping the question,
        the answer picked so far, the feedback already given and the score."""
        answer = self.current_answer()
        session = self.session
        session.question = session.question_at(session.index)  # the same question, worded anew
        self.check_button.description = _("Check answer")
        self.next_button.description = _("Next question")
        self._draw_question()
        self._build_controls(self.question)
        if answer not in (None, []):
            self.select(answer)
        if self._over:
            self._show_over()
        elif self.feedback is not None:
            self.feedback = grade(self.question, self._answered)
            session.last_feedback = self.feedback
            self._draw_feedback()
        failure = self._failure
        if failure is not None and self.feedback_html.value == failure[1]:
            self._show_failure(failure[0])
        self._show_score()

    def _show_over(self) -> None:
        last = _("That was the last question of this set.")
        self.feedback_html.value = (
            f'<div class="et-feedback-ok" role="status">{esc(last)} {esc(self.session.score_line())}</div>'
        )

    # ---- drawing -------------------------------------------------------------------------------------
    def _show_question(self) -> None:
        q = self.question
        self._draw_question()
        self.feedback, self._answered = None, None
        self._repeat = self._unsaved = False
        self.feedback_html.value = ""
        self._build_controls(q)
        self.next_button.disabled = False
        self._show_score()

    def _draw_question(self) -> None:
        q = self.question
        number = self.session.index + 1
        if self.session.count:
            position = _("question {number} of {count}", number=number, count=self.session.count)
        else:
            position = _("question {number}", number=number)
        self.header.value = (
            f"{STYLE}{QUIZ_CSS}<div class=\"et-quiz-head\"><b>{esc(_(KIND_TITLES[q.kind]))}</b> · "
            + _head(q.rules.name, q.code) + f" · {esc(position)}</div>"
        )
        self.prompt.value = f'<div class="et-quiz-prompt">{esc(q.prompt)}</div>'
        self.board.value = board_html(q, without_choices=True)

    def _build_controls(self, q: Question) -> None:
        self.choice_buttons, self.card_toggles, self.order_buttons = None, [], []
        self.order_html, self.reset_button, self._order = None, None, []
        cards = q.choice_cards
        if q.style == "single" and _picks_a_card_of_the_trick(q):
            self.choice_buttons = _trick_picker(q)
            replace_children(self.answer_box, [self.choice_buttons])
        elif q.style == "single" and cards is not None:  # a card of the hand: the hand's cards are the buttons
            self.choice_buttons = HandChoice([Card.parse(t) for t in q.choices], hand_caption(q), tags=_tags(q))
            self.choice_buttons.add_class("et-quiz-choice")
            replace_children(self.answer_box, [self.choice_buttons])
        elif q.style == "single":
            options = [(q.choice_text(t), t) for t in q.choices]
            tips = [self._tooltip(t) for t in q.choices]
            self.choice_buttons = w.ToggleButtons(options=options, value=None, tooltips=tips)
            self.choice_buttons.add_class("et-quiz-choice")
            if max(len(text) for text, _ in options) > 18:
                self.choice_buttons.style.button_width = "auto"
                self.choice_buttons.add_class("et-quiz-long")
            replace_children(self.answer_box, [self.choice_buttons])
        elif q.style == "multi":
            for token in q.choices:
                if cards is not None:
                    toggle = CardToggle(token, value=False)
                    style_card_button(toggle, Card.parse(token), _tags(q))
                    toggle.add_class("et-quiz-card")
                else:
                    toggle = CardToggle(token, description=q.choice_text(token), tooltip=self._tooltip(token),
                                        value=False)
                    toggle.add_class("et-quiz-option")
                self.card_toggles.append(toggle)
            hand = w.HBox(self.card_toggles)
            if cards is not None:
                hand.add_class("et-hand")
                caption = f'<div class="et-small">{esc(hand_caption(q))}</div>'
                replace_children(self.answer_box, [w.HTML(caption), hand])
            else:
                replace_children(self.answer_box, [hand])
        else:
            for token in q.choices:
                button = CardButton(token)
                style_card_button(button, Card.parse(token), _tags(q))
                button.add_class("et-quiz-card")
                button.on_click(self._guarded(self._place))
                self.order_buttons.append(button)
            self.reset_button = w.Button(description=_("Reset"))
            self.reset_button.add_class("et-quiz-reset")
            self.reset_button.on_click(self._guarded(lambda _: self._reset_order()))
            self.order_html = w.HTML()
            self._show_order()
            cards = w.HBox(self.order_buttons)
            cards.add_class("et-hand")
            replace_children(self.answer_box, [cards, w.HBox([self.order_html, self.reset_button])])

    def _tooltip(self, token: str) -> str:
        """The accessible label of a choice: the card's name (and its trump role, as a hint, at level 1)."""
        q = self.question
        if q.choice_cards is None:
            return q.choice_text(token)
        return card_label(Card.parse(token), card_tags(q))

    def _show_feedback(self, feedback: Feedback, counted_now: bool) -> None:
        self._repeat = feedback.graded and not counted_now
        self._draw_feedback()

    def _draw_feedback(self) -> None:
        assert self.feedback is not None
        self.feedback_html.value = feedback_html(self.feedback, repeat=self._repeat)
        if self._unsaved:
            message = _("Your answer was checked, but it could not be saved to your progress. "
                        "Tell your teacher if this keeps happening.")
            self.feedback_html.value += f'<div class="et-quiz-msg" role="status">{esc(message)}</div>'

    def _show_score(self) -> None:
        self.score_html.value = f'<div class="et-quiz-score-line">{esc(self.session.score_line())}</div>'

    def _show_order(self) -> None:
        if self.order_html is None:
            return
        q = self.question
        if self._order:
            placed = _("Your order: {cards}", cards=", ".join(q.choice_text(t) for t in self._order))
        else:
            placed = _("Your order: click the cards, highest first")
        self.order_html.value = f'<div class="et-quiz-order">{esc(placed)}</div>'

    # ---- callbacks -----------------------------------------------------------------------------------
    def _place(self, button: CardButton) -> None:
        token = button.token
        if token not in self._order:
            self._order.append(token)
        button.disabled = True
        self._show_order()

    def _reset_order(self) -> None:
        self._order = []
        for button in self.order_buttons:
            button.disabled = False
        self._show_order()

    def _guarded(self, fn: F) -> F:
        return _guarded(fn, self._show_failure)

    def _show_failure(self, words: Callable[[], str]) -> None:
        """Why the click did nothing, in the feedback area (said again in a new language while shown)."""
        self.feedback_html.value = f'<div class="et-feedback-bad" role="status">{esc(words())}</div>'
        self._failure = (words, self.feedback_html.value)

    def _token(self, answer: object) -> str:
        """The choice token that `answer` names (a card in any spelling, a seat, a label or an index)."""
        q = self.question
        if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(q.choices):
            return q.choices[answer]
        if isinstance(answer, Card):
            answer = answer.code
        if isinstance(answer, str):
            if answer in q.choices:
                return answer
            if q.choice_cards is not None:
                try:
                    code = Card.parse(answer).code
                except EuchreError:
                    code = ""
                if code in q.choices:
                    return code
            try:
                token = read_choice(q, answer, "")
            except AnswerError:
                token = None
            if token is not None:
                return token
        shown = ", ".join(q.choice_text(t) for t in q.choices)
        raise ValueError(_("{answer} is not one of the choices shown: {choices}", answer=repr(answer), choices=shown))


def feedback_html(feedback: Feedback, *, repeat: bool = False) -> str:
    """The verdict and one reason on one line; the full explanation behind a "Why?" toggle."""
    css = "et-feedback-ok" if feedback.correct else ("et-feedback-bad" if feedback.graded else "et-feedback-hint")
    line = feedback.line
    if repeat:
        line = _("{feedback} (Only your first answer to a question counts toward the score.)", feedback=line)
    why = ""
    if feedback.details:
        label = _("Why?")
        why = (
            f'<details class="et-why"><summary>{esc(label)}</summary>'
            f'<div class="et-why-text">{esc(feedback.details)}</div></details>'
        )
    return (
        f'<div class="{css}" role="status" aria-live="polite"><span class="et-feedback-line">{esc(line)}</span>'
        f"{why}</div>"
    )


def _head(rules_name: str, code: str) -> str:
    """"Rules: … · Question code: …" as HTML."""
    rules = esc(_("Rules: {rules}", rules=ruleset_label(rules_name)))
    label = esc(_("Question code:"))
    return f"{rules} · {label} <code>{esc(code)}</code>"


def _as_list(answer: object) -> list[object]:
    if answer is None:
        return []
    if isinstance(answer, str):
        return list(answer.replace(",", " ").split())
    if isinstance(answer, Iterable):
        return list(answer)
    return [answer]


def _picks_a_card_of_the_trick(q: Question) -> bool:
    """A question answered with one card of the trick on the table: the trick's cards are the buttons."""
    trick = getattr(q, "trick", ())
    return q.choice_cards is not None and bool(trick) and {c.code for _, c in trick} == set(q.choices)


def _tags(q: Question) -> Any:
    """The trump the answer cards are tagged with (`euchre.tutor.board.card_tags`)."""
    return card_tags(q)


def _trick_picker(q: Question) -> TrickPicker:
    n = q.num_players
    names = [(_("{seat} (you)", seat=seat_name(s, n)) if s == getattr(q, "seat", None) else seat_name(s, n))
             if s < n else "" for s in range(4)]
    picker = TrickPicker(list(q.trick), names, trump=q.trump, tags=_tags(q), leader=q.leader,
                         trump_badge=q.kind not in TRUMPLESS_KINDS)
    picker.add_class("et-quiz-choice")
    return picker


class LessonCheckWidget(QuizWidget):
    """One short check after an idea of a lesson: the question `euchre.progress.lessons` names for
    (`page_id`, `check_id`), graded by the engine. A right first answer marks the check passed (in the
    progress store when the learner is known, else for the session); once every check of the page
    is passed the page counts as done on the index. "Next question" gives another question of the
    same kind, to review."""

    def __init__(
        self, page_id: str, check_id: str, *, learner: str | None = None, store: ProgressStore | None = None
    ) -> None:
        self.check_spec = lesson_check(page_id, check_id)
        self.page_id, self.check_id = page_id, check_id
        self.check_learner, self.check_store = learner, store
        self.passed_html = w.HTML()
        self.passed_html.add_class("et-check-status")
        self._passed: tuple[int, int, bool] | None = None
        super().__init__((self.check_spec.kind,), self.check_spec.ruleset, code=self.check_spec.code)
        self.add_class("et-lesson-check")
        self.children = (*self.children, self.passed_html)
        self.score_html.layout.display = "none"
        passed, total = page_progress(page_id, learner, store=store)
        if (page_id, check_id) in passed_checks(learner, store=store):
            self._show_passed(passed, total, before=True)

    def _draw_question(self) -> None:
        super()._draw_question()
        if self._passed is None:
            self.passed_html.value = ""
        q = self.question
        idea = _("Check: {idea}", idea=_(self.check_spec.idea))
        self.header.value = (
            f"{STYLE}{QUIZ_CSS}<div class=\"et-quiz-head\"><b>{esc(idea)}</b> · " + _head(q.rules.name, q.code)
            + "</div>"
        )

    def check(self) -> Feedback:
        feedback = super().check()
        if self.session.last_counted:
            try:
                record_check(self.page_id, self.check_id, self.session.right_first_time, self.check_learner,
                             store=self.check_store)
            except Exception as exc:
                log.exception("could not record a lesson check", exc_info=exc)
            if self.session.right_first_time:
                passed, total = page_progress(self.page_id, self.check_learner, store=self.check_store)
                self._show_passed(passed, total, before=False)
        elif feedback.correct and self._passed is None:
            self._show_retry()
        return feedback

    def _show_retry(self) -> None:
        """A right answer after the feedback: say why the check is not passed yet."""
        self.passed_html.value = (
            '<div class="et-check-retry" role="status">'
            + esc(_("A check passes on a right first answer: press Next question to try another question "
                    "of the same kind."))
            + "</div>"
        )

    def relabel(self) -> None:
        super().relabel()
        if self._passed is not None:
            passed, total, before = self._passed
            self._show_passed(passed, total, before=before)
        elif "et-check-retry" in self.passed_html.value:
            self._show_retry()

    def _show_passed(self, passed: int, total: int, *, before: bool) -> None:
        self._passed = (passed, total, before)
        if passed >= total:
            done = _("This page is done.")
        else:
            done = ngettext("{passed} of {n} check on this page passed.", "{passed} of {n} checks on this page passed.",
                            total, passed=passed)
        first = _("You passed this check before.") if before else _("Check passed.")
        more = _("Read on, or press Next question to review with another question.")
        self.passed_html.value = (
            f'<div class="et-check-passed" role="status">✓ {esc(first)} {esc(done)} {esc(more)}</div>'
        )


class ExerciseWidget(FollowsLanguage, w.VBox):
    """A drill: pick a difficulty (1-3), a ruleset and the kinds of question; each change starts a
    new set. A set code typed in `code_text` (then "Load set") replays a set exactly.

    With `kind_picker=False` the kinds checkboxes are hidden (a practice page for one kind).
    """

    def __init__(
        self,
        kinds: str | Iterable[str] = KINDS,
        rules: Rules | str | None = None,
        difficulty: int = 1,
        code: str | None = None,
        count: int | None = 10,
        *,
        kind_picker: bool = True,
    ) -> None:
        super().__init__()
        self.add_class("et-exercise")
        self.count = count
        start_rules = rules if isinstance(rules, Rules) else Rules.preset(rules or "standard")
        names = list(preset_names_for(_kinds_tuple(kinds)))
        if start_rules.name not in names:
            names.append(start_rules.name)
        self._custom = {start_rules.name: start_rules}
        self.difficulty_picker = w.ToggleButtons(options=_levels(), value=difficulty)
        self.rules_picker = w.Dropdown(options=ruleset_options(names), value=start_rules.name)
        self.rules_summary = w.HTML()
        rulesets = [self._custom.get(name) or Rules.preset(name) for name in names]
        offered = [kind for kind in dict.fromkeys(_kinds_tuple(kinds)) if any(supports(kind, r) for r in rulesets)]
        self.kind_boxes = {kind: w.Checkbox(value=True, indent=False) for kind in offered}
        """One box for each kind the page asks for that its rulesets can ask, and no other."""
        self.example = example_code(offered[:2] or _kinds_tuple(kinds)[:1])
        """The code the box suggests ("WF2-8F2K": the page's first kinds), and the example a refused code's
        message gives."""
        self.code_text = w.Text()
        self.load_button = w.Button()
        self.status = w.HTML()
        self.status.add_class("et-exercise-status")
        self.quiz_box = w.VBox()
        self.quiz: QuizWidget | None = None
        self._said: Callable[[], str] | None = None
        """The status message shown, to say again in a new language."""
        self._said_ok = False
        self._syncing = False
        self._label()
        for picker in (self.difficulty_picker, self.rules_picker, *self.kind_boxes.values()):
            picker.observe(self._guarded(self._on_change), names="value")
        self.load_button.on_click(self._guarded(lambda _: self.load_code(self.code_text.value)))
        kinds_row = w.HBox(list(self.kind_boxes.values()))
        if not kind_picker:
            kinds_row.layout.display = "none"
        self.children = [
            w.HTML(CSS + QUIZ_CSS),
            w.HBox([self.difficulty_picker]),
            self.rules_picker,
            self.rules_summary,
            kinds_row,
            w.HBox([self.code_text, self.load_button]),
            self.status,
            self.quiz_box,
        ]
        self._show_summary()
        if code is not None:
            self.load_code(code)
        else:
            self.new_set()
        self.follow_language(self._guarded(self.relabel))

    def _label(self) -> None:
        self.difficulty_picker.description = _("Difficulty")
        self.difficulty_picker.tooltips = [_("Warm-up positions"), _("Bowers in play"), _("The classic traps")]
        self.rules_picker.description = _("Rules")
        for kind, box in self.kind_boxes.items():
            box.description = _(KIND_TITLES[kind])
        self.code_text.placeholder = _("e.g. {code}", code=self.example)
        self.code_text.description = _("Set code")
        self.load_button.description = _("Load set")

    def relabel(self) -> None:
        """Every word again in the current language; the pickers, the set and its quiz stay (the quiz
        redraws itself)."""
        self._syncing = True
        try:
            relabel_options(self.difficulty_picker, _levels())
            relabel_options(self.rules_picker, ruleset_options(name for _label, name in self.rules_picker.options))
        finally:
            self._syncing = False
        self._label()
        self._show_summary()
        if self._said is not None:
            self._message(self._said, self._said_ok)

    @property
    def rules(self) -> Rules:
        name = self.rules_picker.value
        return self._custom.get(name) or Rules.preset(name)

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(kind for kind, box in self.kind_boxes.items() if box.value)

    @property
    def set_code(self) -> str | None:
        return None if self.quiz is None else self.quiz.session.code

    def new_set(self) -> None:
        """A fresh set for the current pickers."""
        kinds = self.kinds
        if not kinds:
            self._message(lambda: _("Pick at least one kind of question."))
            return
        self._start(QuizWidget(kinds, self.rules, self.difficulty_picker.value, count=self.count))

    def load_code(self, code: str) -> bool:
        """Replay the set a code stands for; a friendly message (and False) for a bad code."""
        try:
            parsed = parse_set_code(code, self.example)
        except EuchreError:
            self._message(lambda: _parse_error(code, self.example))
            return False
        missing = [kind for kind in parsed.kinds if kind not in self.kind_boxes]
        if missing:
            self._message(lambda: _("That set asks questions this page does not offer ({kinds}): try it on the page "
                                    "that offers them.", kinds=", ".join(_(KIND_TITLES[k]) for k in missing)))
            return False
        self._syncing = True
        try:
            self.difficulty_picker.value = parsed.difficulty
            for kind, box in self.kind_boxes.items():
                box.value = kind in parsed.kinds
        finally:
            self._syncing = False
        self._start(QuizWidget(parsed.kinds, self.rules, code=str(parsed), count=self.count))
        return True

    def _start(self, quiz: QuizWidget) -> None:
        old, self.quiz = self.quiz, quiz
        self.quiz_box.children = [quiz]
        if old is not None:
            old.close()
        code = quiz.session.code
        self._message(lambda: _("Set code: {code}. Type it in the box above later to replay this set.", code=code),
                      ok=True)

    def _on_change(self, change: dict[str, Any]) -> None:
        if self._syncing:
            return
        self._show_summary()
        self.new_set()

    def _show_summary(self) -> None:
        lines = "".join(f"<li>{esc(line)}</li>" for line in rules_summary(self.rules))
        self.rules_summary.value = f'<ul class="et-summary">{lines}</ul>'

    def _message(self, text: str | Callable[[], str], ok: bool = False) -> None:
        """Show a message; given as a function, it is said again when the language changes."""
        self._said, self._said_ok = (text, ok) if callable(text) else (None, False)
        css = "et-quiz-head" if ok else "et-quiz-msg"
        shown = text() if callable(text) else text
        self.status.value = f'<div class="{css}" role="status">{esc(shown)}</div>'

    def _guarded(self, fn: F) -> F:
        return _guarded(fn, self._message)


def _guarded(fn: F, show: Callable[[Callable[[], str]], None]) -> F:
    """`fn` as a click handler: an error shows its friendly reason through `show`, never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception as exc:
            show(error_words(exc, SORRY))
            return None

    return wrapper  # type: ignore[return-value]


def _levels() -> list[tuple[str, int]]:
    return [(_("Level {level}", level=level), level) for level in (1, 2, 3)]


def _parse_error(code: str, example: str) -> str:
    """Why `code` is not a set code, in the current language (the code read again for its words), with
    `example` as the example of a code."""
    try:
        parse_set_code(code, example)
    except EuchreError as exc:
        return friendly(exc)
    return ""


__all__ = [
    "ExerciseWidget", "LessonCheckWidget", "QuizWidget", "feedback_html", "preset_names_for", "standard_preset_names",
]
