"""A placement test: about ten questions that find which lessons a learner already knows.

The questions are the quiz kinds the lessons' own checks use (`euchre.progress.lessons.LESSON_CHECKS`),
drawn from a seed so that the same seed always gives the same test, and asked in course order: the
first lesson's ideas first. Each question covers one or more lessons (`PLACEMENT`).

The rule for a lesson to count as known (`PlacementResult.known`):

- every placement question that covers it was answered right (the first answer counts, as in every
  quiz), and
- every earlier lesson the test covers is known too. The course uses nothing before it is taught, so
  each lesson may rely on any lesson before it: a learner who missed lesson 2's question is not told
  that lesson 6 is done, even if they got lesson 6's question right.

So the known lessons are always the first lessons of the course, up to the first one with a question
answered wrong (or not answered). `euchre.progress.lessons.mark_known` then records every check of each known lesson as
passed for the learner, through the progress layer's `record_check`, so those pages show as done.

Nothing here draws a widget: `euchre.widgets.placement.PlacementWidget` shows the test.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from euchre.engine.rules import Rules
from euchre.i18n import N_, _, ngettext
from euchre.tutor import Feedback, Question, grade, make_question
from euchre.tutor.codes import SEED_BITS, random_seed

_L = "lessons/"
L1 = _L + "01_deck_and_ranks"
L2 = _L + "02_trump_and_bowers"
L3 = _L + "03_following_suit_and_winning_tricks"
L4 = _L + "04_deal_kitty_upcard"
L5 = _L + "05_making_trump"
L6 = _L + "06_scoring_and_euchres"
L7 = _L + "07_going_alone_and_defending_alone"
L8 = _L + "08_a_complete_hand"


@dataclass(frozen=True)
class PlacementItem:
    """One placement question: a question of `kind` at `difficulty` under the preset `rules`, which
    checks the ideas of the lessons in `lessons` (page ids as in `euchre.tutor.catalog`)."""

    kind: str
    difficulty: int
    lessons: tuple[str, ...]
    rules: str = "standard"
    alone: bool = False
    """Ask only about a hand someone played alone (the idea of the lesson on going alone)."""

    @property
    def ruleset(self) -> Rules:
        return Rules.preset(self.rules)


PLACEMENT: tuple[PlacementItem, ...] = (
    PlacementItem("led_suit_wins", 1, (L1,)),
    PlacementItem("rank_trumps", 2, (L2,)),
    PlacementItem("which_card_wins", 3, (L2, L3)),
    PlacementItem("legal_follow", 2, (L3,)),
    PlacementItem("the_deal", 2, (L4,)),
    PlacementItem("who_leads", 1, (L5,)),
    PlacementItem("dealer_pickup", 1, (L5,)),
    PlacementItem("is_it_a_euchre", 1, (L6,)),
    PlacementItem("game_score", 2, (L6,)),
    PlacementItem("is_it_a_euchre", 2, (L7,), alone=True),
    PlacementItem("next_leader", 2, (L8,)),
)
"""The questions of the test, in the order asked (the first lesson's ideas first). Each question uses
only ideas taught by the lessons it counts for (the concept map, `euchre.progress.concepts`): the
first is lesson 1's own kind, a trick with no trump. "Which card wins?" is asked about finished tricks
only. Rank the trumps is asked at level 2, where the cards carry no bower badges to give the answer away."""

LESSON_REASONS: dict[str, str] = {
    L1: N_("you picked the card that takes a trick"),
    L2: N_("you ranked the trumps and found the winner with the bowers in play"),
    L3: N_("you found the winner, the cards you may play and who leads next"),
    L4: N_("you knew who gets the cards first and last, and who deals next"),
    L5: N_("you knew who leads once trump is made and what the dealer does with the upcard"),
    L6: N_("you scored a hand and added it to the game's score"),
    L7: N_("you scored a hand played alone"),
    L8: N_("you followed a complete hand trick by trick"),
}
"""What a learner showed by answering a lesson's placement questions right, for the result's lines."""

_TRICK_KINDS = frozenset({"which_card_wins"})
"""Kinds that ask who wins a trick: the test asks them only about a finished trick."""


def lesson_number(page_id: str) -> int:
    """The lesson's number, from its page id ("lessons/02_trump_and_bowers" is lesson 2)."""
    found = re.match(r"(?:.*/)?(\d+)_", page_id)
    if found is None:
        raise ValueError(f"{page_id!r} is not a numbered lesson page")
    return int(found.group(1))


def covered_lessons(items: tuple[PlacementItem, ...] = PLACEMENT) -> tuple[str, ...]:
    """The lessons the test covers, in course order."""
    return tuple(sorted({page for item in items for page in item.lessons}, key=lesson_number))


def well_posed(question: Question) -> bool:
    """Whether the question can be answered from what it shows: a trick asked about is finished
    (every player has played to it), so no card still to come could change the winner."""
    if question.kind in _TRICK_KINDS:
        return len(question.trick) == question.num_players
    return True


def placement_question(item: PlacementItem, seed: int) -> Question:
    """The item's question for `seed`: the first well-posed question drawn from the seed's sequence
    (with a player alone, when the item asks for one)."""
    rng = random.Random(seed)
    for _attempt in range(200):
        question = make_question(item.kind, rules=item.ruleset, difficulty=item.difficulty,
                                 seed=rng.getrandbits(SEED_BITS))
        if well_posed(question) and (question.alone or not item.alone):
            return question
    raise RuntimeError(f"no well-posed {item.kind} question for seed {seed}")


@dataclass(frozen=True)
class LessonLine:
    """The outcome for one lesson: known or not, and why (the question numbers are 1-based)."""

    page: str
    known: bool
    missed: tuple[int, ...] = ()
    """The lesson's own questions answered wrong or not answered."""
    held_by: str | None = None
    """The earlier lesson that keeps this one from counting, when its own questions were right."""

    @property
    def number(self) -> int:
        return lesson_number(self.page)

    def text(self) -> str:
        """The outcome in one line, in the current language."""
        if self.known:
            return _("Lesson {number} marked done: {reason}.", number=self.number, reason=_(LESSON_REASONS[self.page]))
        if self.missed:
            return ngettext("Lesson {number} not marked done: question {questions} was not answered right.",
                            "Lesson {number} not marked done: questions {questions} were not answered right.",
                            len(self.missed), number=self.number,
                            questions=", ".join(str(q) for q in self.missed))
        assert self.held_by is not None
        return _("Lesson {number} not marked done: you answered its questions right, but it builds on lesson "
                 "{earlier}, which this test did not mark done.", number=self.number,
                 earlier=lesson_number(self.held_by))


@dataclass(frozen=True)
class PlacementResult:
    """Which covered lessons count as known, by the rule in the module's docstring."""

    lines: tuple[LessonLine, ...]

    @property
    def known(self) -> tuple[str, ...]:
        return tuple(line.page for line in self.lines if line.known)

    def texts(self) -> list[str]:
        return [line.text() for line in self.lines]


def place(right: dict[int, bool], items: tuple[PlacementItem, ...] = PLACEMENT) -> PlacementResult:
    """The result for the answers `right` (question index → answered right; a missing index was not
    answered): a lesson is known when its questions were right and every earlier covered lesson is known."""
    lines: list[LessonLine] = []
    blocker: str | None = None
    for page in covered_lessons(items):
        missed = tuple(i + 1 for i, item in enumerate(items) if page in item.lessons and not right.get(i, False))
        if missed:
            lines.append(LessonLine(page, False, missed=missed))
            blocker = blocker or page
        elif blocker is not None:
            lines.append(LessonLine(page, False, held_by=blocker))
        else:
            lines.append(LessonLine(page, True))
    return PlacementResult(tuple(lines))


@dataclass
class PlacementTest:
    """The test as a quiz session: one question at a time, the first graded answer to each counts.

    It answers to what `euchre.widgets.quiz.QuizWidget` asks of a session (`question`, `index`,
    `count`, `counted`, `answer`, `next`, `question_at`, `score_line`)."""

    seed: int = field(default_factory=random_seed)
    items: tuple[PlacementItem, ...] = PLACEMENT
    index: int = 0
    right: dict[int, bool] = field(default_factory=dict)
    last_feedback: Feedback | None = None

    def __post_init__(self) -> None:
        if not self.items:
            raise ValueError("a placement test needs at least one question")
        self.question = self.question_at(0)

    # ---- the questions ---------------------------------------------------------------------------
    @property
    def count(self) -> int:
        return len(self.items)

    def item_seed(self, index: int) -> int:
        """The seed of question `index`: from the test's seed and the index alone."""
        return random.Random((self.seed << 8) ^ index).getrandbits(SEED_BITS)

    def question_at(self, index: int) -> Question:
        return placement_question(self.items[index], self.item_seed(index))

    def questions(self) -> list[Question]:
        return [self.question_at(i) for i in range(self.count)]

    @property
    def rules(self) -> Rules:
        return self.question.rules

    @property
    def code(self) -> str:
        return self.question.code

    # ---- answering -------------------------------------------------------------------------------
    @property
    def counted(self) -> bool:
        return self.index in self.right

    @property
    def score(self) -> int:
        return sum(self.right.values())

    @property
    def attempted(self) -> int:
        return len(self.right)

    @property
    def finished(self) -> bool:
        """Every question has been answered (the last one may still be on screen)."""
        return len(self.right) == self.count

    def answer(self, answer: object) -> Feedback:
        """Grade an answer to the current question (by the engine); the first graded answer counts."""
        feedback = grade(self.question, answer)
        self.last_feedback = feedback
        if feedback.graded and not self.counted:
            self.right[self.index] = feedback.correct
        return feedback

    def next(self) -> Question | None:
        """The next question; None after the last one."""
        if self.index + 1 >= self.count:
            return None
        self.index += 1
        self.last_feedback = None
        self.question = self.question_at(self.index)
        return self.question

    def score_line(self) -> str:
        return _("Answered right: {score} of {count}", score=self.score, count=self.count)

    def result(self) -> PlacementResult:
        return place(self.right, self.items)


__all__ = [
    "LESSON_REASONS", "PLACEMENT", "LessonLine", "PlacementItem", "PlacementResult", "PlacementTest",
    "covered_lessons", "lesson_number", "place", "placement_question", "well_posed",
]
