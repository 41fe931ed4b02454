""""Legal follow": your hand and the trick so far; select every card you may play."""

from __future__ import annotations

import random

from euchre.engine.cards import Card, Suit
from euchre.engine.ranking import (
    NoTrump,
    Trump,
    card_power,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
    left_bower,
)
from euchre.engine.rules import Family, Rules
from euchre.engine.tricks import followers, led_suit, legal_plays
from euchre.explain.plays import card_role, explain_legal_plays
from euchre.i18n import _, ngettext
from euchre.i18n.seats import seat_label
from euchre.tutor import no_trump
from euchre.tutor.answers import AnswerError, read_cards
from euchre.tutor.drawing import deck_cards, draw
from euchre.tutor.no_trump import pick_trump
from euchre.tutor.question import Feedback, Question, Solution, first_sentence
from euchre.tutor.wording import card_list, join, left_bower_notes, plays_sentence, trump_sentence

KIND = "legal_follow"
FAMILIES = (Family.STANDARD, Family.BID)


# ---- generating ----------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    n = rules.num_players
    trump = pick_trump(rng, rules)
    played = rng.randint(1, min(n - 1, 2 if difficulty == 1 else 3))
    size = rng.randint(3, rules.hand_size) if difficulty > 1 else rules.hand_size
    leader = rng.randrange(n)
    trick_cards: list[Card] = []
    hand: list[Card] = []
    if isinstance(trump, NoTrump):
        trick_cards, hand = no_trump.follow_position(rng, rules, trump, played, size, difficulty)
    else:
        pool = deck_cards(rules)
        for _ in range(300):
            trick_cards, hand = _candidate(rng, pool, trump, played, size, difficulty)
            if _fits(trick_cards, hand, trump, difficulty, rules):
                break
    seat = (leader + played) % n
    trick = tuple(((leader + i) % n, card) for i, card in enumerate(trick_cards))
    hand_t = tuple(sorted(hand, key=lambda c: _sort_key(c, trump)))
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(trick, trump, seat, hand_t, n),
        choices=tuple(card.code for card in hand_t),
        style="multi",
        trump=trump,
        trick=trick,
        seat=seat,
        hand=hand_t,
    )


def _sort_key(card: Card, trump: Trump) -> tuple[int, int]:
    """Group a hand by effective suit, trumps first (the left bower sits with the trumps)."""
    suit = effective_suit(card, trump)
    group = -1 if suit is None or suit == trump else int(suit)
    return group, -card_power(card, trump, suit)


def _candidate(
    rng: random.Random, pool: list[Card], trump: Suit, played: int, size: int, difficulty: int
) -> tuple[list[Card], list[Card]]:
    left = left_bower(trump)
    printed = [c for c in pool if c.suit == trump.partner and c != left]
    trumps = [c for c in pool if is_trump(c, trump) and c != left]
    if difficulty == 1:
        plain = [c for c in pool if not (c.is_joker or is_left_bower(c, trump) or is_right_bower(c, trump))]
        trick = draw(rng, plain, played)
        return trick, draw(rng, plain, size, exclude=trick)
    scenario = rng.choice(("printed_led", "trump_led", "left_led")) if difficulty == 3 else rng.choice(
        ("printed_led", "trump_led", "left_led", "anything")
    )
    if scenario == "left_led":
        lead = left
    elif scenario == "printed_led":
        lead = rng.choice(printed)
    elif scenario == "trump_led":
        lead = rng.choice(trumps)
    else:
        lead = rng.choice(pool)
    trick = [lead, *draw(rng, pool, played - 1, exclude=[lead, left])]
    hand: list[Card] = []
    if lead != left:
        hand.append(left)
    extra = [c for c in printed if c not in trick]
    if difficulty == 3 and extra:
        hand += draw(rng, extra, min(len(extra), rng.randint(1, 2)))
    hand += draw(rng, pool, size - len(hand), exclude=[*trick, *hand])
    return trick, hand


def _fits(trick: list[Card], hand: list[Card], trump: Suit, difficulty: int, rules: Rules) -> bool:
    legal = legal_plays(hand, trick, trump, rules)
    choice = 0 < len(legal) < len(hand)
    void = len(legal) == len(hand) and not followers(hand, led_suit(trick, trump), trump)
    if difficulty == 1:
        return choice or void
    left_in_play = any(is_left_bower(c, trump) for c in [*hand, trick[0]])
    if difficulty == 2:
        return left_in_play and (choice or void)
    printed_in_hand = any(c.suit == trump.partner and not is_left_bower(c, trump) for c in hand)
    return left_in_play and printed_in_hand and (choice or void)


def _prompt(trick: tuple[tuple[int, Card], ...], trump: Trump, seat: int, hand: tuple[Card, ...], n: int) -> str:
    held = " ".join(str(c) for c in hand)
    you = _("You are {player}, holding {cards}.", player=seat_label(seat, n), cards=held)
    ask = _("Select every card you may play.")
    return f"{trump_sentence(trump)} {plays_sentence(trick, n)} {you} {ask}"


# ---- grading -------------------------------------------------------------------------------
def solution(question: Question) -> Solution:
    hand, trick, trump, rules = question.hand, question.trick_cards, question.trump, question.rules
    legal = legal_plays(hand, trick, trump, rules)
    reason = explain_legal_plays(hand, trick, trump, rules)
    explanation = join(reason, left_bower_notes([*trick, *hand], trump, reason))
    expected = tuple(c.code for c in hand if c in legal)
    return Solution(expected, " ".join(str(c) for c in hand if c in legal), explanation)


def grade(question: Question, answer: object) -> Feedback:
    picked = _read(question, answer)
    right = solution(question)
    hand, trick, trump, rules = question.hand, question.trick_cards, question.trump, question.rules
    legal = legal_plays(hand, trick, trump, rules)
    wrong = [c for c in hand if c in picked and c not in legal]
    missed = [c for c in hand if c in legal and c not in picked]
    if not wrong and not missed:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    return Feedback(False, right.expected, right.expected_text, right.explanation,
                    _mistake(right.explanation, wrong, missed, trump, rules.joker))


def _mistake(
    explanation: str, wrong: list[Card], missed: list[Card], trump: Trump | None, joker: bool
) -> str:
    """The rule first (the explanation's first sentence, said once), then what the answer got wrong:
    "Diamonds were led, so you must follow with K♦, 10♦. 9♠ does not follow suit. You missed 10♦."."""
    parts = [first_sentence(explanation)]
    plain = [c for c in wrong if not (c.is_joker or is_left_bower(c, trump))]
    if plain:
        parts.append(ngettext("{cards} does not follow suit", "{cards} do not follow suit", len(plain),
                              cards=card_list(plain)))
    parts += [_("{card} does not follow suit ({role})", card=str(c), role=card_role(c, trump, joker))
              for c in wrong if c not in plain]
    if missed:
        parts.append(ngettext("you missed {cards}", "you missed {cards}", len(missed), cards=card_list(missed)))
    return join(*parts)


def _read(question: Question, answer: object) -> set[Card]:
    if isinstance(answer, int) and not isinstance(answer, bool):
        raise AnswerError(_("Pick cards, not a number: click every card you may play."))
    cards = read_cards(answer)
    if not cards:
        raise AnswerError(_("Pick a card first: click every card you may play."))
    for card in cards:
        if card not in question.hand:
            raise AnswerError(_("{card} is not in your hand. Pick from: {cards}.", card=str(card),
                                cards=" ".join(str(c) for c in question.hand)))
    return set(cards)
