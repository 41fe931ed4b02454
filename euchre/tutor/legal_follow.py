""""Legal follow": your hand and the trick so far; select every card you may play."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from euchre.cards import Card, Suit
from euchre.explain import explain_legal_plays, why_not_playable, why_playable
from euchre.i18n import _, ngettext
from euchre.i18n.seats import seat_label
from euchre.i18n.words import suit_words
from euchre.ranking import (
    NoTrump,
    Trump,
    card_power,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
    left_bower,
)
from euchre.rules import Family, Rules
from euchre.tricks import followers, follows, led_suit, legal_plays
from euchre.tutor import no_trump
from euchre.tutor.answers import AnswerError, read_cards
from euchre.tutor.drawing import deck_cards, draw
from euchre.tutor.no_trump import pick_trump
from euchre.tutor.question import Feedback, Question, Solution
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
    legal = set(legal_plays(hand, trick, trump, rules))
    wrong = [c for c in hand if c in picked and c not in legal]
    missed = [c for c in hand if c in legal and c not in picked]
    if not wrong and not missed:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    parts = [ngettext("you may not play {cards}: {reason}", "you may not play {cards}: {reason}", len(cards),
                      cards=card_list(cards), reason=reason)
             for reason, cards in _grouped(wrong, lambda c: why_not_playable(c, hand, trick, trump, rules=rules))]
    parts += [_missed(cards, reason)
              for reason, cards in _grouped(missed, lambda c: _why_legal(c, trick, trump, rules))]
    return Feedback(False, right.expected, right.expected_text, right.explanation, join(*parts))


def _why_legal(card: Card, trick: tuple[Card, ...], trump: Trump | None, rules: Rules) -> tuple[str, object]:
    """Why a legal card may be played, without naming it, so cards with the same reason share one sentence:
    ("follows", the suit led), ("void", the suit led) or ("lead", the reason in words)."""
    led = led_suit(trick, trump)
    if led is None:
        said = why_playable(card, (card,), trick, trump, rules)
        return "lead", said.partition(": ")[2] or said
    if follows(card, led, trump):
        return "follows", led
    return "void", led


def _missed(cards: list[Card], reason: tuple[str, object]) -> str:
    why, value = reason
    if why == "follows":
        assert isinstance(value, Suit)
        return ngettext("you missed {cards}, which follows suit ({suit} were led)",
                        "you missed {cards}, which follow suit ({suit} were led)",
                        len(cards), cards=card_list(cards), suit=suit_words(value))
    if why == "void":
        assert isinstance(value, Suit)
        return ngettext("you missed {cards}: you have no {suit}, so any card may be played",
                        "you missed {cards}: you have no {suit}, so any card may be played",
                        len(cards), cards=card_list(cards), suit=suit_words(value))
    return ngettext("you missed {cards}: {reason}", "you missed {cards}: {reason}", len(cards), cards=card_list(cards),
                    reason=value)


def _grouped(cards: list[Card], reason: Callable[[Card], Any]) -> list[tuple[Any, list[Card]]]:
    """Cards that share the same reason, together, so one sentence covers them all."""
    groups: dict[Any, list[Card]] = {}
    for card in cards:
        groups.setdefault(reason(card), []).append(card)
    return list(groups.items())


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
