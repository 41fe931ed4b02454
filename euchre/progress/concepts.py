"""Which concepts a question exercises, as data: one table by kind, one by feature of the question.

The concepts a learner sees mastery for are the bowers (any question that shows the right or the
left bower), the left bower, following suit, scoring, loners and bidding. A question counts toward
every concept of its kind, plus those of the features it shows (a bower or the left bower among its
cards, a loner or a lone defender in its calls).
"""

from __future__ import annotations

from collections.abc import Callable

from euchre.cards import Suit
from euchre.i18n import N_, gettext
from euchre.ranking import is_left_bower, is_right_bower
from euchre.tutor import Question

CONCEPTS: tuple[str, ...] = ("bowers", "left bower", "following suit", "scoring", "loners", "bidding")
"""The concepts as ids (saved with every answer); `concept_label` is what a learner reads."""

_CONCEPT_LABELS = {"bowers": N_("bowers"), "left bower": N_("left bower"), "following suit": N_("following suit"),
                   "scoring": N_("scoring"), "loners": N_("loners"), "bidding": N_("bidding")}


def concept_label(concept: str) -> str:
    """A concept's name in the current language ("following suit", "renk takip etmek"); an unknown id as it is."""
    return gettext(_CONCEPT_LABELS[concept]) if concept in _CONCEPT_LABELS else concept

KIND_CONCEPTS: dict[str, tuple[str, ...]] = {
    "which_card_wins": ("following suit",),
    "legal_follow": ("following suit",),
    "is_it_a_euchre": ("scoring",),
    "rank_trumps": ("bowers", "left bower"),
    "who_leads": ("bidding",),
    "spot_the_renege": ("following suit",),
    "bid_score": ("scoring",),
    "next_leader": ("following suit",),
    "bid_options": ("bidding",),
    "partners_best": ("bidding",),
    "dealer_options": ("bidding",),
    "game_score": ("scoring",),
    "dealer_pickup": ("bidding",),
}
"""Every question of a kind exercises these. "Who leads?" is about the calls: who dealt, who made trump."""


def _shows_left_bower(q: Question) -> bool:
    if not isinstance(q.trump, Suit):
        return False
    trump = q.trump
    history = (card for trick in q.history for _, card in trick)
    return any(is_left_bower(card, trump) for card in (*q.trick_cards, *q.hand, *q.cards, *history))


def _shows_a_bower(q: Question) -> bool:
    """A bower among the question's cards (the right or the left), or the Joker above them."""
    if not isinstance(q.trump, Suit):
        return False
    trump = q.trump
    history = (card for trick in q.history for _, card in trick)
    cards = (*q.trick_cards, *q.hand, *q.cards, *history)
    return any(is_right_bower(c, trump) or is_left_bower(c, trump) or c.is_joker for c in cards)


def _has_loner(q: Question) -> bool:
    return q.alone or q.lone_defender is not None


FEATURES: dict[str, tuple[Callable[[Question], bool], tuple[str, ...]]] = {
    "bower shown": (_shows_a_bower, ("bowers",)),
    "left bower shown": (_shows_left_bower, ("left bower",)),
    "loner or lone defender": (_has_loner, ("loners",)),
}
"""A feature of a question (a predicate) and the concepts it adds."""

CONCEPT_KINDS: dict[str, tuple[str, ...]] = {
    "bowers": ("which_card_wins", "rank_trumps", "legal_follow"),
    "left bower": ("rank_trumps", "which_card_wins", "legal_follow"),
    "following suit": ("legal_follow", "which_card_wins", "spot_the_renege"),
    "scoring": ("is_it_a_euchre",),
    "loners": ("who_leads", "is_it_a_euchre"),
    "bidding": ("who_leads", "bid_options", "partners_best"),
}
"""Where the review drill looks for a fresh question on a concept (first kind first)."""


def concepts_for(question: Question) -> tuple[str, ...]:
    """The concepts `question` exercises, in the order of CONCEPTS."""
    found = set(KIND_CONCEPTS.get(question.kind, ()))
    for predicate, concepts in FEATURES.values():
        if predicate(question):
            found.update(concepts)
    return tuple(c for c in CONCEPTS if c in found)
