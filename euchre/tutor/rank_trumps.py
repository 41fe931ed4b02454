""""Rank the trumps": put the trumps of a suit in order, highest first (bowers, Joker, 7 and 8 included)."""

from __future__ import annotations

import random

from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.ranking import is_left_bower, is_right_bower, trump_order
from euchre.engine.rules import Family, Rules
from euchre.explain.plays import card_role, compare_cards, trump_order_sentence
from euchre.i18n import _, ngettext
from euchre.tutor.answers import AnswerError, read_cards
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.wording import join, left_bower_notes, trump_sentence

KIND = "rank_trumps"
FAMILIES = (Family.STANDARD, Family.BID)
"""A Bid Euchre suit contract ranks its trumps as standard Euchre does."""


# ---- generating ----------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    trump = rng.choice(list(Suit))
    full = trump_order(trump, rules.min_rank, rules.joker)
    cards = _pick(rng, full, trump, difficulty)
    shown = list(cards)
    while len(shown) > 1 and (shown == list(cards) or shown == list(reversed(cards))):
        rng.shuffle(shown)
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=" ".join((trump_sentence(trump), ngettext(
            "Put this {n} trump in order, highest first: click them from the highest to the lowest.",
            "Put these {n} trumps in order, highest first: click them from the highest to the lowest.",
            len(shown)))),
        choices=tuple(c.code for c in shown),
        style="order",
        trump=trump,
        cards=tuple(shown),
    )


def _pick(rng: random.Random, full: tuple[Card, ...], trump: Suit, difficulty: int) -> tuple[Card, ...]:
    """A subset of the trumps, in rank order: both bowers and the Joker always, the 7 and 8 from level 2."""
    must = {c for c in full if c.is_joker or is_left_bower(c, trump) or is_right_bower(c, trump)}
    low = [c for c in full if c.rank in (Rank.SEVEN, Rank.EIGHT)]
    rest = [c for c in full if c not in must and c not in low]
    if difficulty == 3:
        return full
    if difficulty == 2:
        keep = set(rng.sample(rest, len(rest) - rng.randint(1, 2))) | set(low)
    else:
        ace = Card(Rank.ACE, trump)
        others = [c for c in rest if c != ace]
        keep = {ace, *rng.sample(others, 1)}
        if low:
            keep.add(rng.choice(low))
    return tuple(c for c in full if c in must or c in keep)


# ---- grading -------------------------------------------------------------------------------
def _expected(question: Question) -> tuple[Card, ...]:
    assert question.trump is not None
    rules = question.rules
    return tuple(c for c in trump_order(question.trump, rules.min_rank, rules.joker) if c in question.cards)


def solution(question: Question) -> Solution:
    assert question.trump is not None
    order = _expected(question)
    reason = trump_order_sentence(order, question.trump)
    explanation = join(reason, left_bower_notes(order, question.trump, "", question.rules.joker))
    return Solution(tuple(c.code for c in order), ", ".join(str(c) for c in order), explanation)


def grade(question: Question, answer: object) -> Feedback:
    given = _read(question, answer)
    right = solution(question)
    order = _expected(question)
    if tuple(given) == order:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    trump = question.trump
    wrong = [i for i, (a, b) in enumerate(zip(given, order, strict=True)) if a != b]
    first = wrong[0]
    mine, theirs = given[first], order[first]
    parts = [
        _("in place {place} you put {card}, but {reason}", place=first + 1, card=str(mine),
          reason=compare_cards(theirs, mine, trump, trump)),
        *[card_role(c, trump, question.rules.joker) for c in (theirs, mine)
          if is_left_bower(c, trump) or is_right_bower(c, trump)],
        ngettext("{wrong} of the {n} cards is out of place", "{wrong} of the {n} cards are out of place", len(order),
                 wrong=len(wrong)),
    ]
    return Feedback(False, right.expected, right.expected_text, right.explanation, join(*parts))


def _read(question: Question, answer: object) -> list[Card]:
    if isinstance(answer, int) and not isinstance(answer, bool):
        raise AnswerError(_("Click the cards in order, highest first."))
    given = read_cards(answer)
    if not given:
        raise AnswerError(_("Pick a card first: click the cards in order, highest first."))
    for card in given:
        if card not in question.cards:
            raise AnswerError(_("{card} is not one of the cards to put in order.", card=str(card)))
    seen: set[Card] = set()
    for card in given:
        if card in seen:
            raise AnswerError(_("You placed {card} twice. Reset and place each card once.", card=str(card)))
        seen.add(card)
    if len(given) != len(question.cards):
        raise AnswerError(ngettext("Place the {n} card; you placed {placed} so far.",
                                   "Place all {n} cards, highest first; you placed {placed} so far.",
                                   len(question.cards), placed=len(given)))
    return given
