"""A quiz session: a reproducible set of questions with a running score and streak (no widgets)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from euchre.engine.rules import Rules
from euchre.i18n.messages import _
from euchre.tutor.codes import SetCode, parse_set_code, question_seed, random_seed
from euchre.tutor.grading import grade
from euchre.tutor.kinds import KINDS, check_difficulty, check_kind
from euchre.tutor.question import Feedback, Question
from euchre.tutor.questions import check_supported, make_question, resolve_rules


@dataclass(frozen=True)
class Answered:
    """One scored question: its code, kind and whether the first graded answer was right."""

    code: str
    kind: str
    correct: bool


class QuizSession:
    """Questions drawn from a set code. The first graded answer to each question counts for the score.

    `QuizSession(code="WF2-8F2K")` reproduces a set; without a code a fresh seed is drawn. The
    i-th question depends only on the set code, the index and the ruleset.
    """

    def __init__(
        self,
        kinds: Sequence[str] = KINDS,
        *,
        rules: Rules | str | None = None,
        difficulty: int = 1,
        code: str | None = None,
        count: int | None = None,
    ) -> None:
        if code is not None:
            self.set_code = parse_set_code(code)
        else:
            kinds = tuple(check_kind(k) for k in dict.fromkeys(kinds))
            if not kinds:
                raise ValueError("a quiz needs at least one kind of question")
            self.set_code = SetCode(kinds, check_difficulty(difficulty), random_seed())
        if count is not None and count < 1:
            raise ValueError("count must be at least 1")
        self.rules = check_supported(self.set_code.kinds, resolve_rules(rules))
        self.count = count
        self.index = 0
        self.answered: list[Answered] = []
        self.score = 0
        self.streak = 0
        self.best_streak = 0
        self.last_feedback: Feedback | None = None
        self.last_counted = False
        """Whether the last answer was the current question's first graded one (the one that counts)."""
        self._counted = False
        self.question = self.question_at(0)

    # ---- the set ------------------------------------------------------------------------------
    @property
    def code(self) -> str:
        return str(self.set_code)

    @property
    def kinds(self) -> tuple[str, ...]:
        return self.set_code.kinds

    @property
    def difficulty(self) -> int:
        return self.set_code.difficulty

    def question_at(self, index: int) -> Question:
        kind, seed = question_seed(self.set_code, index)
        return make_question(kind, rules=self.rules, difficulty=self.set_code.difficulty, seed=seed)

    def questions(self, count: int) -> list[Question]:
        """The first `count` questions of the set (the same list for the same code and ruleset)."""
        return [self.question_at(i) for i in range(count)]

    # ---- playing --------------------------------------------------------------------------------
    @property
    def attempted(self) -> int:
        return len(self.answered)

    @property
    def counted(self) -> bool:
        """Whether the current question has already been scored."""
        return self._counted

    @property
    def finished(self) -> bool:
        return self.count is not None and self.index + 1 >= self.count and self._counted

    def answer(self, answer: object) -> Feedback:
        """Grade an answer to the current question; the first graded answer updates the score."""
        feedback = grade(self.question, answer)
        self.last_feedback = feedback
        self.last_counted = feedback.graded and not self._counted
        if self.last_counted:
            self._counted = True
            self.answered.append(Answered(self.question.code, self.question.kind, feedback.correct))
            if feedback.correct:
                self.score += 1
                self.streak += 1
                self.best_streak = max(self.best_streak, self.streak)
            else:
                self.streak = 0
        return feedback

    def next(self) -> Question | None:
        """Move on to the next question; None when a set of `count` questions is over."""
        if self.count is not None and self.index + 1 >= self.count:
            return None
        self.index += 1
        self._counted = False
        self.last_feedback = None
        self.last_counted = False
        self.question = self.question_at(self.index)
        return self.question

    @property
    def right_first_time(self) -> bool:
        """Whether the last answer was right and the question's first graded answer: what passes a
        lesson check (a right answer after seeing the feedback only shows it was read)."""
        return self.last_counted and self.last_feedback is not None and self.last_feedback.correct

    def score_line(self) -> str:
        """ "Score 3/4 · streak 2 · best 3", in the current language."""
        return _("Score {score}/{answered} · streak {streak} · best {best}", score=self.score,
                 answered=self.attempted, streak=self.streak, best=self.best_streak)
