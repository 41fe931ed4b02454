"""Making questions: from a kind and a seed, or from a code that reproduces one exactly."""

from __future__ import annotations

import random
from collections.abc import Iterable

from euchre.engine.errors import QuizCodeError, UnsupportedRuleError
from euchre.engine.rules import Family, Rules
from euchre.explain.ruleset_names import ruleset_label
from euchre.i18n import _
from euchre.tutor.codes import format_code, parse_code, random_seed
from euchre.tutor.kinds import BID_KINDS, HOUSE_RULE_KINDS, KINDS, check_difficulty, check_kind, kind_title
from euchre.tutor.question import Question
from euchre.tutor.registry import generator, supports
from euchre.tutor.wording import quoted


def resolve_rules(rules: Rules | str | None) -> Rules:
    """A ruleset from a Rules value, a preset name, or None (standard)."""
    if rules is None:
        return Rules.preset("standard")
    if isinstance(rules, str):
        return Rules.preset(rules)
    return rules


def check_supported(kinds: Iterable[str], rules: Rules) -> Rules:
    """`rules`, if every kind can make questions under it; UnsupportedRuleError naming those that can't."""
    refused = [kind_title(k) for k in kinds if not supports(k, rules)]
    if refused:
        able = ", ".join(kind_title(k) for k in (*KINDS, *BID_KINDS, *HOUSE_RULE_KINDS) if supports(k, rules))
        shown_name = quoted(ruleset_label(rules.name))
        if rules.family is Family.BID:
            raise UnsupportedRuleError(_("{kinds} questions cannot be asked under the {ruleset} ruleset (Bid Euchre); "
                                         "under it you can practise: {able}", kinds=", ".join(refused),
                                         ruleset=shown_name, able=able))
        raise UnsupportedRuleError(_("{kinds} questions cannot be asked under the {ruleset} ruleset; under it you "
                                     "can practise: {able}", kinds=", ".join(refused), ruleset=shown_name,
                                     able=able))
    return rules


def kinds_for(rules: Rules | str) -> tuple[str, ...]:
    """The rules quiz kinds that can make questions under `rules` (Bid Euchre's own kinds last)."""
    ruleset = resolve_rules(rules)
    return tuple(k for k in (*KINDS, *BID_KINDS, *HOUSE_RULE_KINDS) if supports(k, ruleset))


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
            raise QuizCodeError(_("{code} is a code for a {kind} question, not {wanted}", code=repr(code.strip()),
                                  kind=repr(parsed.kind), wanted=repr(kind)))
        kind, difficulty, seed = parsed.kind, parsed.difficulty, parsed.seed
    if kind is None:
        raise ValueError("make_question needs a kind or a code")
    check_kind(kind)
    check_supported((kind,), ruleset)
    check_difficulty(difficulty)
    if seed is None:
        seed = random_seed()
    canonical = format_code(kind, difficulty, seed)
    return generator(kind)(random.Random(seed), ruleset, difficulty, canonical)


def question_from_code(code: str, rules: Rules | str | None = None) -> Question:
    """The question a code stands for, under `rules` (standard by default)."""
    return make_question(None, code, rules=rules)
