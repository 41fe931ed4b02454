""""Partner's best: which card does the partner pass?": the bidder has bid every trick as partner's
best and named trump; the partner holds the hand shown. Which card must the partner pass?

The answer is `euchre.engine.bid.best_cards_to_give`, the rule the Bid Euchre state machine enforces: the
best trump, or with no trump the best card (any card of the top rank, since suits do not rank
against each other). Level 1 is a plain trump suit; level 2 puts a bower in the partner's hand;
level 3 leaves the partner without trump, or plays the hand in no-trump (low no-trump turns the
order over).
"""

from __future__ import annotations

import random

from euchre.engine.bid import best_cards_to_give
from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.ranking import NoTrump, Trump, effective_suit, is_left_bower, is_right_bower, is_trump, strength
from euchre.engine.rules import Family, Rules
from euchre.explain.plays import card_role, trump_words
from euchre.explain.ruleset_names import ruleset_label
from euchre.i18n import N_, _, gettext
from euchre.i18n.seats import seat_label
from euchre.tutor.answers import AnswerError, read_card
from euchre.tutor.drawing import deck_cards, draw
from euchre.tutor.question import Feedback, Question, Solution, you_chose
from euchre.tutor.wording import either, join, sentence, trump_name

KIND = "partners_best"
FAMILIES = (Family.BID,)
RULE = N_("partner's best: the partner passes their best trump to the bidder, or their best card if they hold no trump")


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
    for _attempt in range(400):
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
    named = trump_name(trump)
    return " ".join((
        _("Game: {ruleset}.", ruleset=ruleset_label(rules.name)),
        _("{player} bid all {n} tricks as partner's best and named {trump}.", player=seat_label(bidder, n),
          n=rules.hand_size, trump=named),
        _("You are the partner, {player}, holding {cards}.", player=seat_label(partner, n), cards=held),
        _("Which card do you pass?"),
        *([_("If two cards are equally good, either one is right.")] if not _holds_trump(hand, trump) else []),
    ))


def _holds_trump(hand: tuple[Card, ...], trump: Trump) -> bool:
    """Whether the hand holds a trump: without one, the best card can be a tie (suits do not rank)."""
    return any(is_trump(c, trump) for c in hand)


def _special(card: Card, trump: Trump) -> bool:
    return card.is_joker or is_left_bower(card, trump) or is_right_bower(card, trump)


def _either(cards: list[Card] | tuple[Card, ...]) -> str:
    return either([str(c) for c in cards])


# ---- grading -------------------------------------------------------------------------------
def solution(question: Question) -> Solution:
    trump = question.trump
    best = best_cards_to_give(question.hand, trump)
    expected = tuple(c.code for c in best)
    trumps = [c for c in question.hand if is_trump(c, trump)]
    if trumps:
        if _special(best[0], trump):
            why = _("{card} is your best trump ({role})", card=str(best[0]),
                    role=card_role(best[0], trump, question.rules.joker))
        else:
            why = _("{card} is your best trump", card=str(best[0]))
    elif trump is NoTrump.LOW:
        why = _("you hold no trump ({trump}), so you pass your best card: the lowest rank you hold ({cards}), since "
                "suits do not rank against each other; in low no-trump the order is turned over, so the lowest card "
                "is the best", trump=trump_words(trump), cards=_either(best))
    else:
        why = _("you hold no trump ({trump}), so you pass your best card: the highest rank you hold ({cards}), since "
                "suits do not rank against each other", trump=trump_words(trump), cards=_either(best))
    return Solution(expected, _either(best), join(why, gettext(RULE)))  # this hand's reason first, then the rule


def grade(question: Question, answer: object) -> Feedback:
    picked = read_card(answer)
    if picked not in question.hand:
        raise AnswerError(_("{card} is not in your hand. Pick from: {cards}.", card=str(picked),
                            cards=" ".join(str(c) for c in question.hand)))
    right = solution(question)
    if picked.code in right.expected:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    trump = question.trump
    best = Card.parse(right.expected[0])
    if is_trump(best, trump) and not is_trump(picked, trump):
        why = _("{card} is not a trump ({role}), and you hold a trump", card=str(picked),
                role=card_role(picked, trump))
    elif is_trump(best, trump):
        if is_left_bower(picked, trump):
            why = _("{best} outranks {card} as a trump ({role})", best=str(best), card=str(picked),
                    role=card_role(picked, trump))
        else:
            why = _("{best} outranks {card} as a trump", best=str(best), card=str(picked))
    else:
        def rank(card: Card) -> tuple[int, int, int]:
            return strength(card, trump, effective_suit(card, trump))

        above = rank(best) > rank(picked)
        why = (_("{best} ranks above {card}", best=str(best), card=str(picked)) if above
               else _("{card} is not your best card", card=str(picked)))
    return Feedback(
        False, right.expected, right.expected_text, right.explanation, join(you_chose(picked), sentence(why))
    )
