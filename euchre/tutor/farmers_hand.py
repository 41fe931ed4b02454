""""Is it a farmer's hand?": a player's hand under a ruleset with the farmer's hand turned on; may the
player show it and ask for a new deal?

The answer is `euchre.engine.farmers.is_farmers_hand` under the ruleset's own definition
(`rules.farmers_hand`), the test the state machine applies when it offers the redeal. Level 1 mixes
clear cases (a face card in the hand, or only low cards and an ace); level 2 brings near misses (a
lone jack, a hand of low cards without the ace the definition may need); level 3 sets the traps:
the jacks and the Joker count as face cards, sevens and eights as low cards, and two aces are too
many under "at most one ace".
"""

from __future__ import annotations

import random

from euchre.engine.cards import Card, Rank
from euchre.engine.farmers import is_face_card, is_farmers_hand
from euchre.engine.rules import Family, FarmersHand, Rules
from euchre.explain.rule_summary import farmers_hand_words
from euchre.i18n import ENGLISH, _, current_language, ngettext, pgettext
from euchre.tutor.answer_ids import NO as NO_ID
from euchre.tutor.answer_ids import YES as YES_ID
from euchre.tutor.answer_ids import label
from euchre.tutor.answers import one_of_the_choices
from euchre.tutor.drawing import deck_cards, draw
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.wording import and_list, join

KIND = "farmers_hand"
FAMILIES = (Family.STANDARD, Family.BID)
YES, NO = "Yes, a new deal", "No, play it"
"""The English labels of the two choices, as older stores saved them (the choices are the ids "yes" and "no")."""


def supports(rules: Rules) -> bool:
    """Only rulesets with the farmer's hand turned on can ask this."""
    return rules.farmers


def _weight(difficulty: int):  # type: ignore[no-untyped-def]
    def weight(card: Card) -> float:
        if card.is_joker:
            return 1.5 if difficulty == 3 else 0.2
        if card.rank == Rank.ACE:
            return 1.5
        if card.rank == Rank.JACK and difficulty > 1:
            return 1.0
        return 0.35 if is_face_card(card) else 3.0
    return weight


def _fits(hand: list[Card], rules: Rules, difficulty: int, want: bool) -> bool:
    if is_farmers_hand(hand, rules.farmers_hand) != want:
        return False
    faces = [c for c in hand if is_face_card(c)]
    aces = sum(c.rank == Rank.ACE for c in hand)
    if difficulty == 1:
        return want or len(faces) >= 2
    if difficulty == 2:
        return want or len(faces) == 1 or (not faces and aces != 1)
    traps = any(c.is_joker or c.rank == Rank.JACK for c in faces) or any(c.rank in (Rank.SEVEN, Rank.EIGHT)
                                                                       for c in hand)
    return traps or (rules.farmers_hand is FarmersHand.NO_FACE_ONE_ACE and aces >= 2)


def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    pool = deck_cards(rules)
    want = rng.random() < 0.5
    hand: list[Card] = []
    for _attempt in range(600):
        hand = draw(rng, pool, rules.hand_size, _weight(difficulty))
        if _fits(hand, rules, difficulty, want):
            break
    held = tuple(sorted(hand, key=lambda c: (int(c.suit) if c.suit is not None else -1, -int(c.rank))))
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=" ".join((
            _("The farmer's hand is in play: {rule} may be thrown in for a new deal.",
              rule=farmers_hand_words(rules.farmers_hand, rules)),
            _("You hold {cards}.", cards=" ".join(str(c) for c in held)),
            _("May you show it and ask for a new deal?"),
        )),
        choices=(YES_ID, NO_ID),
        style="single",
        seat=0,
        hand=held,
    )


# ---- grading -------------------------------------------------------------------------------
def _why(question: Question) -> str:
    hand, kind = question.hand, question.rules.farmers_hand
    faces = [c for c in hand if is_face_card(c)]
    aces = [c for c in hand if c.rank == Rank.ACE]
    if faces:
        return ngettext("{cards} is a face card (a K, Q, J or the Joker), and a farmer's hand has none",
                        "{cards} are face cards (a K, Q, J or the Joker), and a farmer's hand has none",
                        len(faces), cards=and_list([str(c) for c in faces]))
    if kind is FarmersHand.ACE_NO_FACE:
        if not aces:
            return _("there is no face card, but there is no ace either, and this table's farmer's hand needs one")
        return _("there is no face card and at least one ace")
    if len(aces) > 1:
        return ngettext("no face card, but {n} ace, and this table's farmer's hand allows at most one",
                        "no face card, but {n} aces, and this table's farmer's hand allows at most one", len(aces))
    return _("there is no face card and at most one ace")


def solution(question: Question) -> Solution:
    yes = is_farmers_hand(question.hand, question.rules.farmers_hand)
    answer = YES_ID if yes else NO_ID
    low = [c for c in question.hand if not c.is_joker and c.rank in (Rank.SEVEN, Rank.EIGHT)]
    note = ngettext("{cards} count as low cards", "{cards} count as low cards", len(low),
                    cards=_all_of([str(c) for c in low])) if low and yes else ""
    return Solution((answer,), label(answer, question.rules), join(_verdict(question, yes), note),
                    answer_sentence(yes))


def _verdict(question: Question, yes: bool) -> str:
    """ "it is a farmer's hand: there is no face card and at least one ace" and the like."""
    if yes:
        return _("it is a farmer's hand: {reason}", reason=_why(question))
    return _("it is not a farmer's hand: {reason}", reason=_why(question))


def answer_sentence(yes: bool) -> str:
    """The right answer as a whole sentence ("Yes, a new deal" cannot stand inside "The answer is …")."""
    if yes:
        return pgettext("feedback", "The answer is yes: you may show this hand and ask for a new deal.")
    return pgettext("feedback", "The answer is no: you play this hand.")


def grade(question: Question, answer: object) -> Feedback:
    picked = one_of_the_choices(question, answer, _("Pick Yes or No first."))
    right = solution(question)
    if picked in right.expected:
        return Feedback(True, right.expected, right.expected_text, right.explanation,
                        answer_sentence=right.answer_sentence)
    mistake = _verdict(question, picked == NO_ID)
    return Feedback(False, right.expected, right.expected_text, right.explanation, join(mistake),
                    answer_sentence=right.answer_sentence)


def _all_of(items: list[str]) -> str:
    """ "7♠ and 8♠" (English joins every card with "and"; other languages use their own list pattern)."""
    return " and ".join(items) if current_language() == ENGLISH else and_list(items)
