""""The deal": who gets the first cards, who the last, and who deals the next hand (lesson 4).

The answers are the engine's: the packets of a real deal (`HandState.deal_packets`, in the order they
are dealt) and the next dealer as the game passes the deal on (`euchre.engine.tricks.next_seat`, as
`euchre.engine.game` does after every hand). Nothing here needs trump: the deal comes before it.
Each question asks one of `ASKS`; level 1 asks who gets the first cards or who deals next, levels 2
and 3 also who gets the last cards.
"""

from __future__ import annotations

import random

from euchre.engine.rules import Rules
from euchre.engine.state import HandState, new_standard_hand
from euchre.engine.tricks import next_seat
from euchre.i18n import _
from euchre.i18n.seats import seat_label
from euchre.tutor.answer_ids import seat_id
from euchre.tutor.answers import read_seat
from euchre.tutor.question import Feedback, Question, Solution, you_chose
from euchre.tutor.wording import join

KIND = "the_deal"
ASKS = ("first", "next", "last")
"""Who gets the first packet, who deals the next hand, who gets the last packet."""


def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    n = rules.num_players
    dealer = rng.randrange(n)
    asks = rng.choice(ASKS[:2] if difficulty == 1 else ASKS)
    prompts = {
        "first": _("{dealer} deals. Who gets the first cards?", dealer=seat_label(dealer, n)),
        "next": _("{dealer} dealt this hand. Who deals the next one?", dealer=seat_label(dealer, n)),
        "last": _("{dealer} deals. Who gets the last cards of the deal?", dealer=seat_label(dealer, n)),
    }
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=prompts[asks],
        choices=tuple(seat_id(s) for s in range(n)),
        style="single",
        dealer=dealer,
        asks=asks,
    )


def _deal(question: Question) -> HandState:
    assert question.dealer is not None
    return new_standard_hand(question.rules, question.dealer, seed=0)


def answer_seat(question: Question) -> int:
    """The seat that answers `question`, from the engine's deal."""
    assert question.dealer is not None
    if question.asks == "next":
        return next_seat(question.dealer, question.num_players)
    packets = _deal(question).deal_packets
    return packets[0][0] if question.asks == "first" else packets[-1][0]


def _rule(question: Question, seat: int) -> str:
    n = question.num_players
    name = seat_label(seat, n)
    if question.asks == "next":
        return _("the deal passes to the left after every hand, so {player} deals next", player=name)
    if question.asks == "first":
        return _("the dealer deals clockwise, starting with the player on the dealer's left: {player}", player=name)
    return _("the dealer deals to themselves last, so {player} gets the last cards", player=name)


def solution(question: Question) -> Solution:
    seat = answer_seat(question)
    return Solution((seat_id(seat),), question.seat_name(seat), join(_rule(question, seat)))


def grade(question: Question, answer: object) -> Feedback:
    picked = read_seat(answer, question.num_players)
    right = solution(question)
    seat = answer_seat(question)
    if picked == seat:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    return Feedback(False, right.expected, right.expected_text, right.explanation,
                    join(you_chose(question.seat_name(picked)), _rule(question, seat)))
