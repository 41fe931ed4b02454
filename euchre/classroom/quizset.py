"""Quiz sets a teacher makes and shares: the kinds, the level, the seed, the number of questions
and the ruleset, all in one short code.

    WF2-8F2K-20H
    ^^ ^ ^^^^ ^^^
    |  | |    |  ruleset: H is the hoyle preset ('' standard, X... a custom ruleset)
    |  | |    number of questions
    |  | seed (Crockford base32)
    |  level 1-3
    kinds: W which card wins, F legal follow, E is it a euchre, R rank the trumps, L who leads

The part before the count is an `euchre.tutor` set code, so the questions are exactly those of
`QuizSession(code="WF2-8F2K", rules=hoyle)`: question i depends only on the code, i and the rules.
The code's format is written and read in `euchre.tutor.codes` alone.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from euchre.engine.rules import Rules
from euchre.explain.ruleset_names import ruleset_label
from euchre.i18n import _, ngettext
from euchre.tutor import KINDS, Question, QuizSession, SetCode
from euchre.tutor.codes import (
    DEFAULT_COUNT,
    MAX_COUNT,
    encode_rules,
    format_quiz_set_code,
    random_seed,
    read_quiz_set_code,
)
from euchre.tutor.kinds import check_difficulty, check_kind, kind_title
from euchre.tutor.questions import check_supported, resolve_rules

__all__ = ["DEFAULT_COUNT", "MAX_COUNT", "QuizSet", "make_quiz_set", "parse_quiz_set"]


@dataclass(frozen=True)
class QuizSet:
    kinds: tuple[str, ...]
    difficulty: int
    seed: int
    count: int
    rules: Rules

    def __post_init__(self) -> None:
        if not self.kinds:
            raise ValueError(_("a quiz set needs at least one kind of question"))
        for kind in self.kinds:
            check_kind(kind)
        check_difficulty(self.difficulty)
        if not 1 <= self.count <= MAX_COUNT:
            raise ValueError(_("a quiz set has 1 to {most} questions, not {n}", most=MAX_COUNT, n=self.count))
        check_supported(self.kinds, resolve_rules(self.rules))  # every kind must be able to use these rules
        encode_rules(self.rules)

    @property
    def set_code(self) -> SetCode:
        return SetCode(self.kinds, self.difficulty, self.seed)

    @property
    def code(self) -> str:
        return format_quiz_set_code(self.set_code, self.count, self.rules)

    def __str__(self) -> str:
        return self.code

    def session(self) -> QuizSession:
        """A fresh session over this set (the score starts at 0)."""
        return QuizSession(code=str(self.set_code), rules=self.rules, count=self.count)

    def questions(self) -> list[Question]:
        """Every question of the set, in order: the same list for the same code on any machine."""
        return self.session().questions(self.count)

    def describe(self) -> str:
        kinds = ", ".join(kind_title(k) for k in self.kinds)
        return ngettext("{n} question · level {level} · rules: {rules} · {kinds}",
                        "{n} questions · level {level} · rules: {rules} · {kinds}", self.count,
                        level=self.difficulty, rules=ruleset_label(self.rules.name), kinds=kinds)


def make_quiz_set(
    kinds: str | Iterable[str] = KINDS,
    count: int = DEFAULT_COUNT,
    rules: Rules | str | None = None,
    difficulty: int = 1,
    seed: int | None = None,
) -> QuizSet:
    """A new quiz set (a fresh seed unless one is given)."""
    chosen = (kinds,) if isinstance(kinds, str) else tuple(dict.fromkeys(kinds))
    return QuizSet(chosen, difficulty, random_seed() if seed is None else seed, count, resolve_rules(rules))


def parse_quiz_set(code: object) -> QuizSet:
    """Read a quiz set code. A plain set code ('WF2-8F2K') is a set of 10 under standard rules.
    Raises QuizCodeError saying what is wrong."""
    parsed, count, rules = read_quiz_set_code(code)
    return QuizSet(parsed.kinds, parsed.difficulty, parsed.seed, count, rules)
