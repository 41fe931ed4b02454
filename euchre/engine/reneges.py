"""Reneges: a card played when the player could have followed suit (renege mode only)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from euchre.engine.cards import Card, Suit
from euchre.engine.ranking import Trump, is_left_bower
from euchre.engine.rules import RenegePenalty, Rules
from euchre.engine.scoring import Outcome
from euchre.engine.tricks import followers, follows, led_suit
from euchre.explain.cards import card_role
from euchre.i18n.messages import _
from euchre.i18n.seats import seat_label, side_label
from euchre.i18n.words import suit_words

R = TypeVar("R")


@dataclass(frozen=True)
class Renege:
    seat: int
    trick: int
    """1-based number of the trick."""
    card: Card
    led: Suit
    could_follow: tuple[Card, ...]
    trump: Trump | None = None
    """The trump of the hand, so that the sentence can say which cards are bowers."""

    def sentence(self, num_players: int = 4) -> str:
        held = ", ".join(str(c) for c in self.could_follow)
        special = [c for c in (self.card, *self.could_follow) if _is_special(c, self.trump)]
        notes = "".join(f" ({card_role(c, self.trump)})" for c in dict.fromkeys(special))
        return _(
            "{seat} reneged in trick {trick}: played {card} on a {led.one} lead while holding {cards}",
            seat=seat_label(self.seat, num_players), trick=self.trick, card=str(self.card),
            led=suit_words(self.led), cards=held,
        ) + notes


def _is_special(card: Card, trump: Trump | None) -> bool:
    """A card whose suit in this hand is not the one printed on it: the left bower or the Joker."""
    return card.is_joker or is_left_bower(card, trump)


def find_renege(
    seat: int, hand: Sequence[Card], trick: Sequence[Card], trump: Trump | None, card: Card, trick_number: int
) -> Renege | None:
    """The renege committed by playing `card` from `hand` to `trick`, if it is one."""
    led = led_suit(trick, trump)
    if led is None or follows(card, led, trump):
        return None
    could = followers(hand, led, trump)
    if not could:
        return None
    return Renege(seat, trick_number, card, led, could, trump)


def renege_points(rules: Rules, offender: int) -> tuple[int, ...]:
    """Points per side for a caught renege by `offender`'s side."""
    points = [0] * rules.num_sides
    side = rules.side_of(offender)
    if rules.renege_penalty is RenegePenalty.OFFENDERS_LOSE:
        points[side] = -rules.renege_points
    else:
        for other in range(rules.num_sides):
            if other != side:
                points[other] = rules.renege_points
    return tuple(points)


def caught_first(reneges: Sequence[Renege], caught: Renege | None) -> tuple[Renege, ...]:
    """The hand's reneges with the penalised one first (the one its explanation names)."""
    if caught is None:
        return tuple(reneges)
    return (caught, *(r for r in reneges if r != caught))


def penalty_sentence(rules: Rules, renege: Renege, called: bool | None = True) -> str:
    """The renege and its penalty. `called` says whether a call caught it: True, False (nobody called it
    and it is penalised at the end of the hand, `uncalled_renege_penalised`), or None when a played-out
    hand's result cannot tell (a call that did not end the hand, or none)."""
    side = rules.side_of(renege.seat)
    who = side_label(side, rules.num_players)
    said = renege.sentence(rules.num_players)
    lose = rules.renege_penalty is RenegePenalty.OFFENDERS_LOSE
    if not lose and rules.num_players == 2:
        return _two_player_penalty(said, called, rules.renege_points)
    if called is False:
        if lose:
            return _("{renege}. Nobody called the renege, so it is penalised at the end of the hand: {side} lose "
                     "{points} points.", renege=said, side=who, points=rules.renege_points)
        return _("{renege}. Nobody called the renege, so it is penalised at the end of the hand: their opponents "
                 "gain {points} points.", renege=said, points=rules.renege_points)
    if called is None:
        if lose:
            return _("{renege}. The renege is penalised at the end of the hand: {side} lose {points} points.",
                     renege=said, side=who, points=rules.renege_points)
        return _("{renege}. The renege is penalised at the end of the hand: their opponents gain {points} points.",
                 renege=said, points=rules.renege_points)
    if lose:
        return _("{renege}. The renege is caught: {side} lose {points} points.",
                 renege=said, side=who, points=rules.renege_points)
    return _("{renege}. The renege is caught: their opponents gain {points} points.",
             renege=said, points=rules.renege_points)


def _two_player_penalty(said: str, called: bool | None, points: int) -> str:
    """`penalty_sentence` when the one opponent gains the points."""
    if called is False:
        return _("{renege}. Nobody called the renege, so it is penalised at the end of the hand: their opponent "
                 "gains {points} points.", renege=said, points=points)
    if called is None:
        return _("{renege}. The renege is penalised at the end of the hand: their opponent gains {points} points.",
                 renege=said, points=points)
    return _("{renege}. The renege is caught: their opponent gains {points} points.", renege=said, points=points)


def reneges_in_record(
    tricks: Sequence[Sequence[tuple[int, Card]]], trump: Trump | None
) -> tuple[Renege, ...]:
    """The reneges that a record of a hand's tricks proves, played to the last card.

    A player's hand at any trick is exactly the cards they play from that trick on, so a card of the
    led suit played later is a card they held when they did not follow.
    """
    found: list[Renege] = []
    for number, trick in enumerate(tricks, start=1):
        for position, (seat, card) in enumerate(trick):
            held = [card, *(c for later in tricks[number:] for s, c in later if s == seat)]
            renege = find_renege(seat, held, [c for _, c in trick[:position]], trump, card, number)
            if renege is not None:
                found.append(renege)
    return tuple(found)


# ---- calls and the penalty ----------------------------------------------------------------
def caught_renege(reneges: Sequence[Renege], accused: int) -> Renege | None:
    """The renege a call against `accused` finds (their first), or None."""
    return next((r for r in reneges if r.seat == accused), None)


def renege_penalised_at_end(rules: Rules, reneges: Sequence[Renege], caught: Renege | None) -> Renege | None:
    """The renege penalised when a hand is played out: the one a call caught (a call that did not end the
    hand, `renege_call_ends_hand` off), else the first renege when `uncalled_renege_penalised` is on, else
    none (an uncalled renege stands)."""
    if caught is not None:
        return caught
    if reneges and rules.uncalled_renege_penalised:
        return reneges[0]
    return None


def settle_renege(rules: Rules, result: R, reneges: tuple[Renege, ...], caught: Renege, finished: bool) -> R:
    """The hand's result with the penalty of the renege `caught`, which is listed first among its reneges.

    A call that ends the hand (`renege_call_ends_hand`) scores the penalty alone; in a hand played out
    (`finished`) the penalty adds to the hand's own score when `renege_hand_scores` is set."""
    points: tuple[int, ...] = result.points  # type: ignore[attr-defined]
    base = points if rules.renege_hand_scores and finished else (0,) * rules.num_sides
    penalty = renege_points(rules, caught.seat)
    total = tuple(a + b for a, b in zip(base, penalty, strict=True))
    return replace(result, points=total, outcome=Outcome.RENEGE, reneges=caught_first(reneges, caught))  # type: ignore[type-var]
