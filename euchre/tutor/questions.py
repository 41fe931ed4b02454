"""Making questions: from a kind and a seed, or from a code that reproduces one exactly."""

from __future__ import annotations

import random

from euchre.errors import QuizCodeError, UnsupportedRuleError
from euchre.rules import Family, Rules
from euchre.tutor.codes import format_code, parse_code, random_seed
from euchre.tutor.kinds import check_difficulty, check_kind
from euchre.tutor.question import Question
from euchre.tutor.registry import generator


def resolve_rules(rules: Rules | str | None) -> Rules:
    """A ruleset from a Rules value, a preset name, or None (standard). Bid Euchre is not quizzed yet."""
    if rules is None:
        return Rules.preset("standard")
    if isinstance(rules, str):
        return Rules.preset(rules)
    if rules.family is not Family.STANDARD:
        raise UnsupportedRuleError(f"the {rules.name!r} ruleset (Bid Euchre) is not yet supported by the quizzes")
    return rules


def make_question(
    kind: str | None,
    code: str | None = None,
    *,
    rules: Rules | str | None = None,
    difficulty: int = 1,
    seed: int | None = None,
) -> Question:
    """A question of `kind`. With `code` ("W3-8F2K") the code's difficulty and seed are used, so the
    same code and ruleset always give the same question; otherwise a fresh seed (or `seed`) is used.

    Raises QuizCodeError for a bad code (or one for another kind), RulesError for a bad ruleset.
    """
    ruleset = resolve_rules(rules)
    if code is not None:
        parsed = parse_code(code)
        if kind is not None and parsed.kind != check_kind(kind):
            raise QuizCodeError(f"{code.strip()!r} is a code for a {parsed.kind!r} question, not {kind!r}")
        kind, difficulty, seed = parsed.kind, parsed.difficulty, parsed.seed
    if kind is None:
        raise ValueError("make_question needs a kind or a code")
    check_kind(kind)
    check_difficulty(difficulty)
    if seed is None:
        seed = random_seed()
    canonical = format_code(kind, difficulty, seed)
    return generator(kind)(random.Random(seed), ruleset, difficulty, canonical)


def question_from_code(code: str, rules: Rules | str | None = None) -> Question:
    """The question a code stands for, under `rules` (standard by default)."""
    return make_question(None, code, rules=rules)
