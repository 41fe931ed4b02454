"""Reneges: a card played when the player could have followed suit (renege mode only)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from euchre.engine.cards import Card, Suit
from euchre.engine.ranking import Trump
from euchre.engine.rules import RenegePenalty, Rules
from euchre.engine.scoring import Outcome
from euchre.engine.tricks import CARDS, followers, follows, led_suit, side_count, side_of


class Renege:
    """A value: equal to a Renege with equal fields, hashable, and unchanged once made (its fields are `Final`:
    mypy refuses an assignment, and the compiled build refuses it at run time). Written out rather than as a
    frozen dataclass because a compiled dataclass keeps its generated `__init__` in Python (about 1.4 µs a
    renege in the compiled build; written out, it is compiled too)."""

    __slots__ = ("card", "could_follow", "led", "seat", "trick", "trump")

    def __init__(
        self, seat: int, trick: int, card: Card, led: Suit, could_follow: tuple[Card, ...], trump: Trump | None = None
    ) -> None:
        self.seat: Final = seat
        self.trick: Final = trick
        """1-based number of the trick."""
        self.card: Final = card
        self.led: Final = led
        self.could_follow: Final = could_follow
        self.trump: Final = trump
        """The trump of the hand, so that its words can say which cards are bowers."""

    def _fields(self) -> tuple[int, int, Card, Suit, tuple[Card, ...], Trump | None]:
        return self.seat, self.trick, self.card, self.led, self.could_follow, self.trump

    def __eq__(self, other: object) -> bool:
        if other is self:
            return True
        if not isinstance(other, Renege):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"Renege(seat={self.seat!r}, trick={self.trick!r}, card={self.card!r}, led={self.led!r}, "
            f"could_follow={self.could_follow!r}, trump={self.trump!r})"
        )

    def __reduce__(self) -> tuple[type[Renege], tuple[int, int, Card, Suit, tuple[Card, ...], Trump | None]]:
        return Renege, self._fields()


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


def code_renege_record(
    seat: int, trick_number: int, code: int, could: Sequence[int], led: int, trump: Trump | None
) -> Renege:
    """`find_renege`'s record of a renege found over card codes (`euchre.engine.tricks.code_renege`, or the
    fast mode's suit fields): the card `code` played to a trick led in the suit `led` (an index of `Suit`)
    by a hand holding `could`, the codes of its cards that follow that suit, in the hand's order."""
    return Renege(seat, trick_number, CARDS[code], _SUITS[led], tuple([CARDS[c] for c in could]), trump)


_SUITS: Final = tuple(Suit)


def renege_points(rules: Rules, offender: int) -> tuple[int, ...]:
    """Points per side for a caught renege by `offender`'s side."""
    n = rules.num_players
    sides = side_count(n)
    points = [0] * sides
    side = side_of(offender, n)
    if rules.renege_penalty is RenegePenalty.OFFENDERS_LOSE:
        points[side] = -rules.renege_points
    else:
        for other in range(sides):
            if other != side:
                points[other] = rules.renege_points
    return tuple(points)


def caught_first(reneges: Sequence[Renege], caught: Renege | None) -> tuple[Renege, ...]:
    """The hand's reneges with the penalised one first (the one its explanation names)."""
    if caught is None:
        return tuple(reneges)
    seat, trick = caught.seat, caught.trick  # compared first: values that differ in them are not equal
    return (caught, *[r for r in reneges if r.seat != seat or r.trick != trick or r != caught])


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
    for renege in reneges:
        if renege.seat == accused:
            return renege
    return None


def renege_penalised_at_end(rules: Rules, reneges: Sequence[Renege], caught: Renege | None) -> Renege | None:
    """The renege penalised when a hand is played out: the one a call caught (a call that did not end the
    hand, `renege_call_ends_hand` off), else the first renege when `uncalled_renege_penalised` is on, else
    none (an uncalled renege stands)."""
    if caught is not None:
        return caught
    if reneges and rules.uncalled_renege_penalised:
        return reneges[0]
    return None


def renege_settlement(
    rules: Rules, points: tuple[int, ...], reneges: tuple[Renege, ...], caught: Renege, finished: bool
) -> tuple[tuple[int, ...], Outcome, tuple[Renege, ...]]:
    """The points, outcome and reneges (the one `caught` listed first) of a hand whose score was `points`
    when the renege `caught` is penalised.

    A call that ends the hand (`renege_call_ends_hand`) scores the penalty alone; in a hand played out
    (`finished`) the penalty adds to the hand's own score when `renege_hand_scores` is set."""
    penalty = renege_points(rules, caught.seat)
    total = tuple([points[i] + penalty[i] for i in range(len(penalty))]) if rules.renege_hand_scores and finished \
        else penalty
    return total, Outcome.RENEGE, caught_first(reneges, caught)
