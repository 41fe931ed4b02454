""""Which card takes the trick?" before trump is taught: a complete trick of plain cards with no trump
at all (lesson 1). The first card played names the suit led, and the highest card of that suit takes
the trick; a higher card of another suit cannot win.

Every level asks the same: two cards or more follow the suit led, and a card of another suit outranks
the winner, so the learner who picks the highest card on the table is told why it does not win. The
grading is "Which card wins?"'s, with no trump (`euchre.engine.tricks.trick_winner` with `trump=None`).
"""

from __future__ import annotations

import random

from euchre.engine.cards import Card, Rank
from euchre.engine.rules import Rules
from euchre.engine.tricks import follows, led_suit, trick_winner
from euchre.i18n import _
from euchre.tutor import which_card_wins
from euchre.tutor.drawing import deck_cards, draw
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.wording import plays_sentence

KIND = "led_suit_wins"


def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    n = rules.num_players
    leader = rng.randrange(n)
    pool = [card for card in deck_cards(rules) if not card.is_joker]
    cards: list[Card] = []
    for _attempt in range(300):
        cards = draw(rng, pool, n, _weight)
        if _teaches_the_led_suit(cards):
            break
    trick = tuple(((leader + i) % n, card) for i, card in enumerate(cards))
    ask = _("Which card wins the trick?")
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=f"{plays_sentence(trick, n)} {ask}",
        choices=tuple(card.code for card in cards),
        style="single",
        trump=None,
        trick=trick,
    )


def _weight(card: Card) -> float:
    return 2.0 if card.rank in (Rank.ACE, Rank.KING) else 1.0


def _teaches_the_led_suit(cards: list[Card]) -> bool:
    """Whether another card follows the suit led, and a card that does not follow outranks the card
    that takes the trick."""
    led = led_suit(cards, None)
    win = cards[trick_winner(cards, None)]
    following = [card for card in cards if follows(card, led, None)]
    return len(following) >= 2 and any(not follows(card, led, None) and card.rank > win.rank for card in cards)


def solution(question: Question) -> Solution:
    return which_card_wins.solution(question)


def grade(question: Question, answer: object) -> Feedback:
    return which_card_wins.grade(question, answer)
