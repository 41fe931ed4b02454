"""Which module generates and grades each kind of question."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType

from euchre.engine.rules import Family, Rules
from euchre.tutor import (
    bid_options,
    bid_score,
    dealer_options,
    dealer_pickup,
    farmers_hand,
    game_score,
    is_it_a_euchre,
    led_suit_wins,
    legal_follow,
    next_leader,
    order_up,
    partners_best,
    rank_trumps,
    spot_the_renege,
    the_deal,
    which_card_wins,
    who_leads,
)
from euchre.tutor.question import Feedback, Question, Solution

Generator = Callable[[random.Random, Rules, int, str], Question]

MODULES: dict[str, ModuleType] = {
    module.KIND: module
    for module in (
        which_card_wins, legal_follow, is_it_a_euchre, rank_trumps, who_leads, spot_the_renege, bid_score,
        order_up, next_leader, bid_options, partners_best, farmers_hand, dealer_options, game_score,
        dealer_pickup, led_suit_wins, the_deal,
    )
}


def supports(kind: str, rules: Rules) -> bool:
    """Whether questions of `kind` can be made under `rules`: every kind takes the standard family;
    a kind that also takes Bid Euchre lists the families in its module's FAMILIES, and a kind that
    needs an option (partner's best) says so with its module's `supports(rules)`."""
    module = MODULES[kind]
    if rules.family not in getattr(module, "FAMILIES", (Family.STANDARD,)):
        return False
    extra = getattr(module, "supports", None)
    return bool(extra(rules)) if extra is not None else True


def generator(kind: str) -> Generator:
    return MODULES[kind].generate  # type: ignore[no-any-return]


def solver(kind: str) -> Callable[[Question], Solution]:
    return MODULES[kind].solution  # type: ignore[no-any-return]


def grader(kind: str) -> Callable[[Question, object], Feedback]:
    return MODULES[kind].grade  # type: ignore[no-any-return]
