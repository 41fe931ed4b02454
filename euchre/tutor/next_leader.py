""""Who leads the next trick?": a trick has just been played; who leads the next one?

The position is a real hand played by the engine (any ruleset, both families): the deal, the calls
and the plays are drawn from the question's seed and applied to the hand state machine, which
stops after a finished trick. The answer is the seat whose card took that trick
(`euchre.engine.tricks.winning_seat`, the same core the state machines use to hand on the lead).
"""

from __future__ import annotations

import random
from typing import Any

from euchre.engine.actions import Action, CallRenege, Pass, Redeal
from euchre.engine.cards import Card, Suit
from euchre.engine.hands import new_hand
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump, is_left_bower, is_trump
from euchre.engine.rules import Family, Rules
from euchre.engine.tricks import next_seat, trick_winner, winning_seat
from euchre.explain.plays import why_card_won
from euchre.i18n import _, ngettext, pgettext
from euchre.i18n.seats import seat_label
from euchre.tutor.answer_ids import seat_id
from euchre.tutor.answers import read_seat
from euchre.tutor.question import Feedback, Question, Solution, you_chose
from euchre.tutor.wording import and_list, join, left_bower_notes, plays_sentence, sits_out, trump_sentence

KIND = "next_leader"
FAMILIES = (Family.STANDARD, Family.BID)
WINNER_LEADS = "the winner of a trick leads the next one"
"""The rule this kind teaches, as the feedback states it (in English; each sentence that says it is its own message)."""


# ---- generating ----------------------------------------------------------------------------
def _pick(rng: random.Random, actions: tuple[Action, ...], bidding: bool) -> Action:
    options = [a for a in actions if not isinstance(a, CallRenege | Redeal)]
    if bidding:
        calls = [a for a in options if not isinstance(a, Pass)]
        if calls and rng.random() < 0.45:
            return rng.choice(calls)
    return rng.choice(options)


def played_position(rules: Rules, rng: random.Random) -> tuple[Any, int] | None:
    """A hand played by random legal actions until `k` tricks are finished (k drawn from `rng`);
    the state and k, or None when the hand was thrown in."""
    n = rules.num_players
    state = new_hand(rules, rng.randrange(n), rng=random.Random(rng.getrandbits(32)))
    target = rng.randint(1, rules.hand_size - 1)
    while not state.is_over:
        if state.phase is Phase.PLAY and len(state.tricks) >= target and not state.trick:
            return state, target
        state = state.apply(_pick(rng, state.legal_actions(), state.phase is not Phase.PLAY))
    return None


def _fits(cards: tuple[Card, ...], seats: tuple[int, ...], trump: object, difficulty: int, sitting_out: bool) -> bool:
    win = trick_winner(cards, trump)  # type: ignore[arg-type]
    if difficulty == 1:  # before loners are taught: every player plays
        return win != 0 and not sitting_out and not any(is_trump(c, trump) for c in cards)  # type: ignore[arg-type]
    if difficulty == 2:
        return win != 0 and any(is_trump(c, trump) for c in cards[1:])  # type: ignore[arg-type]
    lefty = isinstance(trump, Suit) and any(is_left_bower(c, trump) for c in cards)
    twins = len(set(cards)) < len(cards)
    return win != len(cards) - 1 and (lefty or twins or sitting_out or isinstance(trump, NoTrump))


def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    n = rules.num_players
    best: tuple[Any, int] | None = None
    for _attempt in range(150):
        found = played_position(rules, rng)
        if found is None:
            continue
        state, _ = found
        last = state.tricks[-1]
        best = best or found
        if _fits(last.cards, last.seats, state.trump, difficulty, bool(state.sitting_out)):
            best = found
            break
    assert best is not None, "a random hand always reaches trick play within 150 deals"
    state, done = best
    last = state.tricks[-1]
    trick = tuple(zip(last.seats, last.cards, strict=True))
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(trick, state.trump, done, tuple(state.sitting_out), n),
        choices=tuple(seat_id(s) for s in range(n)),
        style="single",
        trump=state.trump,
        trick=trick,
        dealer=state.dealer,
        maker=state.maker,
        alone=bool(state.sitting_out) and rules.family is Family.STANDARD,
    )


def _in_trick(done: int, plays: str) -> str:
    """ "In the second trick, North led J♦ and East played 9♣." in the current language."""
    if done == 1:
        return pgettext("trick", "In the first trick, {plays}", plays=plays)
    if done == 2:
        return pgettext("trick", "In the second trick, {plays}", plays=plays)
    if done == 3:
        return pgettext("trick", "In the third trick, {plays}", plays=plays)
    if done == 4:
        return pgettext("trick", "In the fourth trick, {plays}", plays=plays)
    if done == 5:
        return pgettext("trick", "In the fifth trick, {plays}", plays=plays)
    return pgettext("trick", "In trick {number}, {plays}", number=done, plays=plays)


def _prompt(
    trick: tuple[tuple[int, Card], ...], trump: object, done: int, sitting_out: tuple[int, ...], n: int
) -> str:
    plays = plays_sentence(trick, n)
    out = ""
    if sitting_out:
        out = " " + ngettext("{players} sits out this hand.", "{players} sit out this hand.", len(sitting_out),
                             players=and_list([seat_label(s, n) for s in sitting_out]))
    ask = _("Who leads the next trick?")
    return f"{trump_sentence(trump)}{out} {_in_trick(done, plays)} {ask}"  # type: ignore[arg-type]


# ---- grading -------------------------------------------------------------------------------
def solution(question: Question) -> Solution:
    cards, seats, trump = question.trick_cards, question.trick_seats, question.trump
    seat = winning_seat(cards, seats, trump)
    name = question.seat_name(seat)
    explanation = join(
        _("{player} played {card}, which took the trick", player=name, card=str(cards[seats.index(seat)])),
        _("the winner of a trick leads the next one, so {player} leads", player=name),
        _why_it_won(question, seat),
    )
    return Solution((seat_id(seat),), name, explanation)


def _why_it_won(question: Question, seat: int) -> str:
    cards, trump, joker = question.trick_cards, question.trump, question.rules.joker
    reason = why_card_won(cards, trump, question.trick_seats.index(seat), joker)
    return join(reason, left_bower_notes(cards, trump, reason, joker))


def grade(question: Question, answer: object) -> Feedback:
    picked = read_seat(answer, question.num_players)
    right = solution(question)
    name = question.seat_name(picked)
    if seat_id(picked) in right.expected:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    n = question.num_players
    seats = question.trick_seats
    if picked not in seats:
        why = sits_out(name)
    elif picked == seats[0]:
        why = _("{player} led this trick, but the lead does not stay put: the winner of a trick leads the next one",
                player=name)
    elif picked == next_seat(seats[-1], n) or picked == next_seat(seats[0], n):
        why = _("the lead does not simply move on to the left: the winner of a trick leads the next one")
    else:
        why = _("{player}'s {card} did not take the trick, and the winner of a trick leads the next one", player=name,
                card=str(question.trick_cards[seats.index(picked)]))
    winner = winning_seat(question.trick_cards, seats, question.trump)
    told = join(_("{player} played {card}, which took the trick, so {player} leads the next one",
                  player=question.seat_name(winner), card=str(question.trick_cards[seats.index(winner)])),
                _why_it_won(question, winner))
    return Feedback(False, right.expected, right.expected_text, told, join(you_chose(name), why))
