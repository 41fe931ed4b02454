""""Partner's best: which card does the partner pass?": the bidder has bid every trick as partner's
best and named trump; the partner holds the hand shown. Which card must the partner pass?

The answer is `euchre.bid.best_cards_to_give`, the rule the Bid Euchre state machine enforces: the
best trump, or with no trump the best card (any card of the top rank, since suits do not rank
against each other). Level 1 is a plain trump suit; level 2 puts a bower in the partner's hand;
level 3 leaves the partner without trump, or plays the hand in no-trump (low no-trump turns the
order over).
"""

from __future__ import annotations

import random

from euchre.bid import best_cards_to_give
from euchre.cards import Card, Rank, Suit
from euchre.explain import card_role, trump_words
from euchre.ranking import NoTrump, Trump, card_power, effective_suit, is_left_bower, is_right_bower, is_trump
from euchre.rules import Family, Rules
from euchre.seats import seat_name
from euchre.tutor.answers import AnswerError, read_card
from euchre.tutor.drawing import deck_cards, draw
from euchre.tutor.question import Feedback, Question, Solution, you_chose
from euchre.tutor.wording import join, sentence

KIND = "partners_best"
FAMILIES = (Family.BID,)
RULE = "partner's best: the partner passes their best trump to the bidder, or their best card if they hold no trump"


def supports(rules: Rules) -> bool:
    """Only rulesets that have partner's best (and a partner) can ask this."""
    return rules.partners_best and rules.num_players == 4


# ---- generating ----------------------------------------------------------------------------
def _trump(rng: random.Random, rules: Rules, difficulty: int) -> Trump:
    if difficulty == 3 and rules.allow_no_trump and rng.random() < 0.5:
        return rng.choice(list(NoTrump))
    return rng.choice(list(Suit))


def _fits(hand: list[Card], trump: Trump, difficulty: int) -> bool:
    trumps = [c for c in hand if is_trump(c, trump)]
    if difficulty == 1:
        return len(trumps) >= 2 and not any(is_left_bower(c, trump) or is_right_bower(c, trump) for c in trumps)
    if difficulty == 2:
        return any(is_left_bower(c, trump) for c in hand) and any(c.rank == Rank.ACE for c in trumps)
    return isinstance(trump, NoTrump) or not trumps


def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    pool = deck_cards(rules)
    trump = _trump(rng, rules, difficulty)
    hand: list[Card] = []
    for _ in range(400):
        hand = draw(rng, pool, rules.hand_size)
        if _fits(hand, trump, difficulty):
            break
    n = rules.num_players
    bidder = rng.randrange(n)
    partner = rules.partner_of(bidder)
    assert partner is not None
    hand_t = tuple(sorted(hand, key=lambda c: (int(c.suit) if c.suit is not None else -1, -int(c.rank))))
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(rules, bidder, partner, trump, hand_t),
        choices=tuple(dict.fromkeys(c.code for c in hand_t)),
        style="single",
        trump=trump,
        seat=partner,
        maker=bidder,
        hand=hand_t,
        bid=rules.hand_size,
        contract="partner's best",
    )


def _prompt(rules: Rules, bidder: int, partner: int, trump: Trump, hand: tuple[Card, ...]) -> str:
    n = rules.num_players
    held = " ".join(str(c) for c in hand)
    return (
        f"Bid Euchre ({rules.name}). {seat_name(bidder, n)} bid all {rules.hand_size} tricks as partner's best "
        f"and named {trump if isinstance(trump, NoTrump) else trump.plural}. You are the partner, "
        f"{seat_name(partner, n)}, holding {held}. Which card do you pass?"
    )


# ---- grading -------------------------------------------------------------------------------
def solution(question: Question) -> Solution:
    trump = question.trump
    best = best_cards_to_give(question.hand, trump)
    expected = tuple(c.code for c in best)
    trumps = [c for c in question.hand if is_trump(c, trump)]
    if trumps:
        why = f"{best[0]} is your best trump ({card_role(best[0], trump)})"
    else:
        ranks = "lowest" if trump is NoTrump.LOW else "highest"
        why = (
            f"you hold no trump ({trump_words(trump)}), so you pass your best card: the {ranks} rank you hold "
            f"({' or '.join(str(c) for c in best)}), since suits do not rank against each other"
        )
        if trump is NoTrump.LOW:
            why += "; in low no-trump the order is turned over, so the lowest card is the best"
    text = " or ".join(str(c) for c in best)
    return Solution(expected, text, join(RULE, why))


def grade(question: Question, answer: object) -> Feedback:
    picked = read_card(answer)
    if picked not in question.hand:
        raise AnswerError(f"{picked} is not in your hand. Pick from: {' '.join(str(c) for c in question.hand)}.")
    right = solution(question)
    if picked.code in right.expected:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    trump = question.trump
    best = Card.parse(right.expected[0])
    if is_trump(best, trump) and not is_trump(picked, trump):
        why = f"{picked} is not a trump ({card_role(picked, trump)}), and you hold a trump"
    elif is_trump(best, trump):
        why = f"{best} outranks {picked} as a trump"
        if is_left_bower(best, trump) or is_left_bower(picked, trump):
            why += f" ({card_role(best if is_left_bower(best, trump) else picked, trump)})"
    else:
        led = effective_suit(picked, trump)
        power_picked = card_power(picked, trump, led)
        power_best = card_power(best, trump, effective_suit(best, trump))
        why = f"{best} ranks above {picked}" if power_best > power_picked else f"{picked} is not your best card"
    return Feedback(
        False, right.expected, right.expected_text, right.explanation, join(you_chose(picked), sentence(why))
    )
