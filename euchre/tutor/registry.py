"""Which module generates and grades each kind of question."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType

from euchre.rules import Rules
from euchre.tutor import (
    is_it_a_euchre,
    legal_follow,
    order_up,
    rank_trumps,
    spot_the_renege,
    which_card_wins,
    who_leads,
)
from euchre.tutor.question import Feedback, Question, Solution

Generator = Callable[[random.Random, Rules, int, str], Question]

MODULES: dict[str, ModuleType] = {
    module.KIND: module
    for module in (
        which_card_wins, legal_follow, is_it_a_euchre, rank_trumps, who_leads, spot_the_renege, order_up,
    )
}


def generator(kind: str) -> Generator:
    return MODULES[kind].generate  # type: ignore[no-any-return]


def solver(kind: str) -> Callable[[Question], Solution]:
    return MODULES[kind].solution  # type: ignore[no-any-return]


def grader(kind: str) -> Callable[[Question, object], Feedback]:
    return MODULES[kind].grade  # type: ignore[no-any-return]
