""""Spot the renege": the tricks of a finished hand; say who reneged, or that nobody did.

The hand is played by the state machine in renege mode, which lets a player keep a card of the led
suit and records the renege (`HandState.reneges`). The question shows every trick, so it carries all
the evidence: a player's hand at any trick is the cards they play from then on. Grading reads the
record with `euchre.engine.reneges.reneges_in_record`; the tests check that it agrees with the state machine.

The traps, by difficulty: at 1 a plain suit is reneged and the cards carry their trump tags; from 2
some hands have no renege at all; at 3 the left bower decides it, one way or the other.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import NamedTuple

from euchre.engine.actions import Action, CallRenege, DefendAlone, Pass, Play, Redeal
from euchre.engine.cards import Card, Suit
from euchre.engine.hands import HandLike, new_hand
from euchre.engine.ranking import is_left_bower
from euchre.engine.reneges import Renege, reneges_in_record
from euchre.engine.rules import Family, Rules
from euchre.engine.state import Phase
from euchre.engine.tricks import follows, led_suit
from euchre.explain.plays import card_role
from euchre.explain.reneges import penalty_sentence
from euchre.i18n import LANGUAGES, _, ngettext, pgettext, use_language
from euchre.i18n.seats import seat_label
from euchre.i18n.words import suit_words
from euchre.tutor.answer_ids import NOBODY as NOBODY_ID
from euchre.tutor.answer_ids import label, seat_id
from euchre.tutor.answers import AnswerError, normalise_label, read_seat
from euchre.tutor.question import Feedback, Question, Solution, you_chose
from euchre.tutor.wording import and_list, join, trump_name

KIND = "spot_the_renege"
FAMILIES = (Family.STANDARD, Family.BID)
NOBODY = "Nobody"
"""The English label of the "nobody" choice, as older stores saved it (the choice itself is `answer_ids.NOBODY`)."""
_NOBODY_WORDS = {"nobody", "no one", "noone", "none", "no renege", "no-one"}

Record = tuple[tuple[tuple[int, Card], ...], ...]
AnyHand = HandLike

# The shapes a question can take, chosen before the hand is played.
PLAIN = "plain"
"""Someone keeps a card of a plain suit that was led (the card is not a bower)."""
KEPT_LEFT = "kept_left"
"""Trump is led and someone keeps the left bower, their trump, back."""
LEFT_AS_PRINTED = "left_as_printed"
"""The left bower's printed suit is led and someone plays the left bower while holding that suit."""
CLEAN = "clean"
"""Nobody reneges, though someone shows out of a suit."""
LEFT_NOT_A_FOLLOWER = "left_not_a_follower"
"""Nobody reneges; someone does not follow the left bower's printed suit and plays the left bower later."""

_SHAPES: dict[int, tuple[tuple[str, float], ...]] = {
    1: ((PLAIN, 0.8), (CLEAN, 0.2)),
    2: ((PLAIN, 0.45), (KEPT_LEFT, 0.1), (LEFT_AS_PRINTED, 0.1), (CLEAN, 0.25), (LEFT_NOT_A_FOLLOWER, 0.1)),
    3: ((KEPT_LEFT, 0.3), (LEFT_AS_PRINTED, 0.3), (LEFT_NOT_A_FOLLOWER, 0.3), (PLAIN, 0.1)),
}
_TRIES = 400


# ---- playing the hand ----------------------------------------------------------------------
def playing_rules(rules: Rules) -> Rules:
    """The ruleset the hand is played under: the one in force, with reneges allowed and recorded."""
    return rules if rules.renege_mode else replace(rules, renege_mode=True)


def play_hand(rng: random.Random, rules: Rules, shape: str) -> AnyHand | None:
    """Deal and play one hand in renege mode, steering the plays toward `shape`. None if the deal
    was thrown in or the shape did not come about (the caller deals again)."""
    state = new_hand(playing_rules(rules), rng.randrange(rules.num_players), seed=rng.getrandbits(32))
    reneged = False
    while not state.is_over:
        if state.phase is Phase.PLAY:
            card, is_renege = _play(rng, state, shape, reneged)
            reneged |= is_renege
            state = state.apply(Play(card))
        else:
            state = state.apply(_call(rng, state))
    if len(state.tricks) != rules.hand_size or not _has_shape(state, shape):
        return None
    return state


def _call(rng: random.Random, state: AnyHand) -> Action:
    """A plain call or bid: nobody goes alone, asks for a redeal or defends alone; now and then a
    player makes trump (or bids), and every other choice (a discard, a suit to name) is random."""
    options = [
        a for a in state.legal_actions()
        if not isinstance(a, (Redeal, CallRenege, DefendAlone)) and not getattr(a, "alone", False)
    ]
    passes = [a for a in options if isinstance(a, Pass)]
    if not passes:
        return rng.choice(options)
    makes = [a for a in options if not isinstance(a, Pass)]
    if makes and rng.random() < 0.3:
        return rng.choice(makes)
    return passes[0]


def _play(rng: random.Random, state: AnyHand, shape: str, reneged: bool) -> tuple[Card, bool]:
    """The card to play, and whether it is the hand's one renege."""
    seat = state.to_act
    assert seat is not None
    hand, trick, trump = state.hand(seat), state.trick, state.trump
    legal = state.legal_plays()
    if not trick:
        return rng.choice(legal), False
    led = led_suit(trick, trump)
    others = [c for c in hand if c not in legal]
    lefts = [c for c in hand if is_left_bower(c, trump)]
    wants_renege = shape in (PLAIN, KEPT_LEFT, LEFT_AS_PRINTED) and not reneged and others
    if wants_renege and len(hand) > 1:
        if shape == PLAIN and led != trump and not any(is_left_bower(c, trump) for c in legal):
            if rng.random() < 0.6:
                return rng.choice(others), True
        elif shape == KEPT_LEFT and led == trump and any(is_left_bower(c, trump) for c in legal):
            return rng.choice(others), True
        elif shape == LEFT_AS_PRINTED and lefts and isinstance(trump, Suit) and led == trump.partner:
            return lefts[0], True
    if shape == LEFT_NOT_A_FOLLOWER and lefts and isinstance(trump, Suit) and led == trump.partner:
        if set(legal) == set(hand):
            not_left = [c for c in hand if not is_left_bower(c, trump)]
            if not_left:
                return rng.choice(not_left), False
    return rng.choice(legal), False


def _has_shape(state: AnyHand, shape: str) -> bool:
    reneges = state.reneges
    if shape in (CLEAN, LEFT_NOT_A_FOLLOWER):
        record = record_of(state)
        outs = _show_outs(record, state.trump)
        if shape == LEFT_NOT_A_FOLLOWER:
            outs = [out for out in outs if _left_trap(out, record, state.trump)]
        return not reneges and bool(outs)
    if len(reneges) != 1:
        return False
    renege, trump = reneges[0], state.trump
    if shape == PLAIN:
        return not any(is_left_bower(c, trump) for c in (renege.card, *renege.could_follow))
    if shape == KEPT_LEFT:
        return renege.led == trump and any(is_left_bower(c, trump) for c in renege.could_follow)
    return is_left_bower(renege.card, trump)


def record_of(state: AnyHand) -> Record:
    return tuple(tuple(zip(t.seats, t.cards, strict=True)) for t in state.tricks)


# ---- reading the record --------------------------------------------------------------------
class ShowOut(NamedTuple):
    """A player who did not follow the suit led."""

    seat: int
    trick: int
    """1-based number of the trick."""
    card: Card
    led: Suit


def _show_outs(record: Record, trump: object) -> list[ShowOut]:
    outs = []
    for number, trick in enumerate(record, start=1):
        led = led_suit([trick[0][1]], trump)  # type: ignore[arg-type]
        for seat, card in trick[1:]:
            if led is not None and not follows(card, led, trump):  # type: ignore[arg-type]
                outs.append(ShowOut(seat, number, card, led))
    return outs


def _later_cards(record: Record, seat: int, trick: int) -> list[Card]:
    """The cards `seat` played after trick number `trick`."""
    return [card for later in record[trick:] for s, card in later if s == seat]


def _left_trap(out: ShowOut, record: Record, trump: object) -> bool:
    """`out` did not follow the left bower's printed suit and played the left bower later."""
    return isinstance(trump, Suit) and out.led == trump.partner and any(
        is_left_bower(c, trump) for c in _later_cards(record, out.seat, out.trick)
    )


# ---- generating ----------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    shapes, weights = zip(*_SHAPES[difficulty], strict=True)
    shape = rng.choices(shapes, weights)[0]
    state = None
    for attempt in range(_TRIES):
        state = play_hand(rng, rules, shape)
        if state is not None:
            break
        if attempt % 50 == 49:
            shape = PLAIN if shape != PLAIN else CLEAN
    if state is None:
        raise RuntimeError(f"no {shape} hand came up in {_TRIES} deals under {rules.name!r}")
    assert state.trump is not None and state.maker is not None
    n = rules.num_players
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(state, difficulty),
        choices=(*(seat_id(s) for s in range(n)), NOBODY_ID),
        style="single",
        trump=state.trump,
        dealer=state.dealer,
        maker=state.maker,
        history=record_of(state),
    )


def _prompt(state: AnyHand, difficulty: int) -> str:
    n = state.rules.num_players
    assert state.trump is not None and state.maker is not None
    dealer, maker = seat_label(state.dealer, n), seat_label(state.maker, n)
    if isinstance(state.trump, Suit):
        made = _("{dealer} dealt and {maker} made {suit} trump.", dealer=dealer, maker=maker,
                 suit=suit_words(state.trump))
    else:
        made = _("{dealer} dealt and {maker} named {trump}.", dealer=dealer, maker=maker, trump=trump_name(state.trump))
    parts = [
        made,
        _("Here is every trick of the hand, played at a table where nobody checks the cards as they fall."),
        _("Did anyone renege (keep back a card of the suit led when they could have followed)?"),
    ]
    if difficulty == 1:
        parts.append(_("Look for a player who did not follow suit, then check the cards they played later."))
    parts.append(_("Pick the player, or Nobody."))
    return " ".join(parts)


# ---- grading -------------------------------------------------------------------------------
def _reneges(question: Question) -> tuple[Renege, ...]:
    return reneges_in_record(question.history, question.trump)


def _evidence(question: Question, renege: Renege) -> str:
    """How the record shows it: the cards of the led suit the player played afterwards."""
    name = question.seat_name(renege.seat)
    shown = []
    for number, trick in enumerate(question.history[renege.trick:], start=renege.trick + 1):
        shown += [_("{card} (trick {number})", card=str(card), number=number) for seat, card in trick
                  if seat == renege.seat and card in renege.could_follow]
    return ngettext("{player} later played {cards}, so {player} still held it when {suit} were led",
                    "{player} later played {cards}, so {player} still held them when {suit} were led",
                    len(shown), player=name, cards=and_list(shown), suit=suit_words(renege.led))


def _left_notes(question: Question, cards: list[Card]) -> list[str]:
    return [card_role(c, question.trump) for c in dict.fromkeys(cards) if is_left_bower(c, question.trump)]


def solution(question: Question) -> Solution:
    reneges = _reneges(question)
    if reneges:
        first = reneges[0]
        name = question.seat_name(first.seat)
        notes = _left_notes(question, [first.card, *first.could_follow])
        return Solution(
            (seat_id(first.seat),), name,
            join(penalty_sentence(question.rules, first), _evidence(question, first), *notes, *_penalty_note(question)),
        )
    return Solution((NOBODY_ID,), label(NOBODY_ID, question.rules), join(*_clean_explanation(question)),
                    pgettext("feedback", "The answer is nobody."))


def _penalty_note(question: Question) -> list[str]:
    if question.rules.renege_mode:
        return []
    return [_("the app stops a renege under these rules; this is the penalty at a table that does not check")]


def _clean_explanation(question: Question) -> list[str]:
    parts = [_("nobody reneged: whenever a player did not follow suit, they had no card of the suit led left")]
    for out in _show_outs(question.history, question.trump):
        later = _later_cards(question.history, out.seat, out.trick)
        if not later:
            continue
        name = question.seat_name(out.seat)
        if _left_trap(out, question.history, question.trump):
            left = next(c for c in later if is_left_bower(c, question.trump))
            parts.append(_("{player} did not follow {suit} in trick {number}, and later played {card}", player=name,
                           suit=suit_words(out.led), number=out.trick, card=str(left)))
            parts.append(card_role(left, question.trump))
        else:
            parts.append(_("{player} did not follow {suit} in trick {number}, and played no {suit.one} afterwards",
                           player=name, suit=suit_words(out.led), number=out.trick))
    return parts


def _read(answer: object, question: Question) -> int | None:
    """The seat picked, or None for "Nobody"."""
    if isinstance(answer, str) and (answer.strip() == NOBODY_ID or normalise_label(answer) in _nobody_words()):
        return None
    if answer is None:
        raise AnswerError(_("Pick a player first, or Nobody."))
    try:
        return read_seat(answer, question.num_players)
    except AnswerError as exc:
        raise AnswerError(_("{error} Or pick Nobody.", error=str(exc))) from None


def _nobody_words() -> set[str]:
    """ "Nobody" in English (and its variants) and in each of the tutor's languages, as matching keys."""
    words = set(_NOBODY_WORDS)
    for lang in LANGUAGES:
        with use_language(lang):
            words.add(normalise_label(pgettext("answer", "Nobody")))
    return words


def grade(question: Question, answer: object) -> Feedback:
    picked = _read(answer, question)
    right = solution(question)
    reneges = _reneges(question)
    offender = reneges[0].seat if reneges else None
    if picked == offender:
        return Feedback(True, right.expected, right.expected_text, right.explanation,
                        answer_sentence=right.answer_sentence)
    return Feedback(False, right.expected, right.expected_text, right.explanation, _why_not(question, picked),
                    answer_sentence=right.answer_sentence)


def _why_not(question: Question, picked: int | None) -> str:
    if picked is None:
        return pgettext("feedback", "You chose nobody, but someone kept back a card of the suit led.")
    name = question.seat_name(picked)
    outs = [o for o in _show_outs(question.history, question.trump) if o.seat == picked]
    if not outs:
        return join(you_chose(name), _("{player} followed the suit led in every trick", player=name))
    out = outs[0]
    why = _("{player} did not follow {suit} in trick {number}, but had no {suit.one} left to play", player=name,
            suit=suit_words(out.led), number=out.trick)
    parts = [you_chose(name), why]
    if _left_trap(out, question.history, question.trump):
        left = next(c for c in _later_cards(question.history, picked, out.trick) if is_left_bower(c, question.trump))
        parts.append(card_role(left, question.trump))
    return join(*parts)
