""""Which card wins?": a trump and a complete trick (one card from every player); pick the winning card.

Level 1 uses plain cards only (no bowers, no Joker): about half its tricks have no trump at all, so
the highest card of the suit led wins, and the rest hold a single low trump that beats the suit led.
Level 2 adds the bowers and the Joker; level 3 the left bower's traps.
"""

from __future__ import annotations

import random

from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.ranking import NoTrump, Trump, is_left_bower, is_right_bower, is_trump, left_bower, right_bower
from euchre.engine.rules import Family, Rules
from euchre.engine.tricks import follows, led_suit, trick_winner
from euchre.explain.plays import card_role, compare_cards, why_card_won
from euchre.i18n import _, ngettext
from euchre.i18n.words import suit_words
from euchre.tutor import no_trump
from euchre.tutor.answers import AnswerError, read_card, read_seat
from euchre.tutor.drawing import deck_cards, draw
from euchre.tutor.no_trump import pick_trump
from euchre.tutor.question import Feedback, Question, Solution, you_chose
from euchre.tutor.wording import join, left_bower_notes, plays_sentence, trump_name, trump_sentence

KIND = "which_card_wins"
FAMILIES = (Family.STANDARD, Family.BID)

_WANTED = {
    1: {"off_high", "low_trump_wins"},
    2: {"bower_beats_high_trump", "left_printed_led", "left_led", "off_high", "low_trump_wins"},
    3: {"left_led", "left_printed_led", "bower_beats_high_trump", "right_beats_left"},
}


# ---- generating ----------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    n = rules.num_players
    trump = pick_trump(rng, rules)
    size = n
    leader = rng.randrange(n)
    cards: list[Card] = []
    if isinstance(trump, NoTrump):
        cards = no_trump.winner_trick(rng, rules, trump, size, difficulty)
    elif difficulty == 1:
        cards = _level_one(rng, deck_cards(rules), trump, size)
    else:
        pool = deck_cards(rules)
        for _ in range(300):
            cards = _candidate(rng, pool, trump, size, difficulty)
            if trick_traps(cards, trump) & _WANTED[difficulty]:
                break
    trick = tuple(((leader + i) % n, card) for i, card in enumerate(cards))
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(trick, trump, n),
        choices=tuple(card.code for card in cards),
        style="single",
        trump=trump,
        trick=trick,
    )


def _level_one(rng: random.Random, pool: list[Card], trump: Suit, size: int) -> list[Card]:
    """A trick of plain cards: no trump at all (the suit led decides), or one low trump played after the
    lead (a trump beats the suit led), each about half the time."""
    plain = [c for c in pool if not (c.is_joker or is_left_bower(c, trump) or is_right_bower(c, trump))]
    trumps = [c for c in plain if is_trump(c, trump)]
    others = [c for c in plain if not is_trump(c, trump)]
    one_trump = rng.random() >= 0.5
    cards: list[Card] = []
    for _attempt in range(300):
        if one_trump:
            cards = draw(rng, others, size - 1, _plain_weight)
            cards.insert(rng.randrange(1, size) if size > 1 else 0, rng.choice(trumps))
            wanted = "low_trump_wins"
        else:
            cards = draw(rng, others, size, _plain_weight)
            wanted = "off_high"
        if wanted in trick_traps(cards, trump):
            break
    return cards


def _plain_weight(card: Card) -> float:
    return 2.0 if card.rank in (Rank.ACE, Rank.KING) else 1.0


def _candidate(rng: random.Random, pool: list[Card], trump: Suit, size: int, difficulty: int) -> list[Card]:
    left, right = left_bower(trump), right_bower(trump)

    def weight(card: Card) -> float:
        w = 1.0
        if is_trump(card, trump):
            w += 1.0
        if card.rank in (Rank.ACE, Rank.KING):
            w += 1.0
        if difficulty > 1 and card.suit == trump.partner:
            w += 1.0
        return w

    if difficulty == 1:
        plain = [c for c in pool if not (c.is_joker or is_left_bower(c, trump) or is_right_bower(c, trump))]
        return draw(rng, plain, size, weight)
    if difficulty == 2:
        forced = rng.choice([left, right, left] + ([c for c in pool if c.is_joker]))
        rest = draw(rng, pool, size - 1, weight, exclude=[forced])
        rest.insert(rng.randrange(size), forced)
        return rest
    if rng.random() < 0.4:
        rest = draw(rng, pool, size - 1, weight, exclude=[left])
        return [left, *rest]
    printed = [c for c in pool if c.suit == trump.partner and c != left]
    lead = rng.choice(printed) if rng.random() < 0.7 else rng.choice([c for c in pool if is_trump(c, trump)])
    if lead == left:
        return [left, *draw(rng, pool, size - 1, weight, exclude=[left])]
    middle = draw(rng, pool, size - 2, weight, exclude=[left, lead])
    middle.insert(rng.randrange(size - 1), left)
    return [lead, *middle]


def trick_traps(cards: list[Card] | tuple[Card, ...], trump: Suit) -> set[str]:
    """The beginner traps a trick holds (used to pick trappy positions, and by the tests)."""
    traps: set[str] = set()
    led = led_suit(cards, trump)
    win = cards[trick_winner(cards, trump)]
    bowers = [c for c in cards if is_left_bower(c, trump) or is_right_bower(c, trump) or c.is_joker]
    if any(is_left_bower(c, trump) for c in cards):
        traps.add("left")
        if is_left_bower(cards[0], trump):
            traps.add("left_led")
        elif cards[0].suit == trump.partner:
            traps.add("left_printed_led")
    if any(is_right_bower(c, trump) for c in cards) and "left" in traps:
        traps.add("right_beats_left")
    if win in bowers and any(is_trump(c, trump) and c.rank in (Rank.ACE, Rank.KING) for c in cards):
        traps.add("bower_beats_high_trump")
    off = [c for c in cards if not is_trump(c, trump) and not follows(c, led, trump)]
    if not win.is_joker and any(c.rank > win.rank for c in off):
        traps.add("off_high")
    if is_trump(win, trump) and win not in bowers:
        if any(not is_trump(c, trump) and c.rank > win.rank for c in cards):
            traps.add("low_trump_wins")
    return traps


def _prompt(trick: tuple[tuple[int, Card], ...], trump: Trump, n: int) -> str:
    ask = _("Which card wins the trick?")
    return f"{trump_sentence(trump)} {plays_sentence(trick, n)} {ask}"


# ---- grading -------------------------------------------------------------------------------
def solution(question: Question) -> Solution:
    cards, trump = question.trick_cards, question.trump
    index = trick_winner(cards, trump)
    win = cards[index]
    joker = question.rules.joker
    reason = why_card_won(cards, trump, index, joker)
    explanation = join(reason, left_bower_notes(cards, trump, reason, joker))
    seat = question.seat_name(question.trick_seats[index])
    return Solution((win.code,), f"{win} ({seat})", explanation)


def grade(question: Question, answer: object) -> Feedback:
    picked = _read(question, answer)
    right = solution(question)
    if picked.code in right.expected:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    cards, trump = question.trick_cards, question.trump
    win = cards[trick_winner(cards, trump)]
    seat = question.seat_name(question.trick_seats[cards.index(picked)])
    why = _why_not(picked, win, cards, trump, question.rules.joker, right.explanation)
    mistake = join(you_chose(f"{picked} ({seat})"), why)
    return Feedback(False, right.expected, right.expected_text, right.explanation, mistake)


def _read(question: Question, answer: object) -> Card:
    cards = question.trick_cards
    if isinstance(answer, int) and not isinstance(answer, bool):
        if 0 <= answer < len(cards):
            return cards[answer]
        raise AnswerError(ngettext("There is no choice number {number}. Pick one of the {n} cards in the trick.",
                                   "There is no choice number {number}. Pick one of the {n} cards in the trick.",
                                   len(cards), number=answer))
    try:
        card = read_card(answer)
    except AnswerError:
        if isinstance(answer, str) and answer.strip():
            try:
                seat = read_seat(answer, question.num_players)
            except AnswerError:
                pass
            else:
                if seat in question.trick_seats:
                    return cards[question.trick_seats.index(seat)]
        raise
    if card not in cards:
        shown = ", ".join(str(c) for c in cards)
        raise AnswerError(_("{card} is not in this trick. Pick one of: {cards}.", card=str(card), cards=shown))
    return card


def _why_not(
    picked: Card, win: Card, cards: tuple[Card, ...], trump: Trump | None, joker: bool, explained: str
) -> str:
    """Why `picked` did not win; a card's role that `explained` (the right answer's explanation) already
    gives is not said again."""
    led = led_suit(cards, trump)
    if not is_trump(picked, trump) and not follows(picked, led, trump):
        assert led is not None
        if isinstance(trump, NoTrump):
            return _("{card} cannot win: in {trump} only the suit led can win, and {card} is not a {suit.one}",
                     card=str(picked), trump=trump_name(trump), suit=suit_words(led))
        if trump is None:
            return _("{card} cannot win: only the suit led can win, and {card} is not a {suit.one}",
                     card=str(picked), suit=suit_words(led))
        if is_left_bower(cards[0], trump) and card_role(cards[0], trump) not in explained:
            return _("{card} cannot win: it is not a trump and it is not a {suit.one}, the suit led ({role})",
                     card=str(picked), suit=suit_words(led), role=card_role(cards[0], trump))
        return _("{card} cannot win: it is not a trump and it is not a {suit.one}, the suit led",
                 card=str(picked), suit=suit_words(led))
    if not is_trump(picked, trump) and is_trump(win, trump):
        if picked == cards[0]:
            return _("{card} was led, but {winner} is a trump, and any trump beats every card of the suit led",
                     card=str(picked), winner=str(win))
        return _("{card} follows suit, but {winner} is a trump, and any trump beats every card of the suit led",
                 card=str(picked), winner=str(win))
    if trump is None and led is not None:
        return _("{card} follows suit, but {winner} is a higher {suit.one}", card=str(picked), winner=str(win),
                 suit=suit_words(led))
    text = compare_cards(win, picked, trump, led)
    roles = [card_role(c, trump, joker) for c in (win, picked)
             if is_left_bower(c, trump) or is_right_bower(c, trump) or c.is_joker]
    roles = [role for role in dict.fromkeys(roles) if role not in explained]
    return join(text, *roles)
