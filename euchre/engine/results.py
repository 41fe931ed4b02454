"""The record of a played hand, the same for every family: its tricks and its result.

`Trick`, `HandResult` and `BidHandResult` are values: equal to a value of the same class with equal fields,
hashable, unchanged once made (their fields are `Final`: mypy refuses an assignment, and the compiled build
refuses it at run time), and they pickle and copy by their fields. They are written out rather than frozen
dataclasses because a compiled dataclass keeps its generated `__init__` in Python: in renege mode every hand's
result is new (it lists the hand's reneges), and building one as a dataclass cost about 2.5 µs of the fast
mode's 17 µs hand in the compiled build.
"""

from __future__ import annotations

from typing import Final, Self

from euchre.engine.cards import Card
from euchre.engine.ranking import Trump
from euchre.engine.reneges import Renege
from euchre.engine.scoring import Contract, Outcome


def _value_repr(name: str, names: tuple[str, ...], values: tuple[object, ...]) -> str:
    """`Name(field=value, ...)`, as a dataclass shows itself."""
    return f"{name}({', '.join([f'{n}={v!r}' for n, v in zip(names, values, strict=True)])})"


class Trick:
    """A completed trick: who led, the cards in the order played, who played each, and the winner."""

    __slots__ = ("cards", "leader", "seats", "winner")

    def __init__(self, leader: int, cards: tuple[Card, ...], seats: tuple[int, ...], winner: int) -> None:
        self.leader: Final = leader
        self.cards: Final = cards
        self.seats: Final = seats
        self.winner: Final = winner

    @property
    def winning_card(self) -> Card:
        return self.cards[self.seats.index(self.winner)]

    def _fields(self) -> tuple[int, tuple[Card, ...], tuple[int, ...], int]:
        return self.leader, self.cards, self.seats, self.winner

    def __eq__(self, other: object) -> bool:
        if other is self:
            return True
        if not isinstance(other, Trick) or type(other) is not type(self):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return _value_repr("Trick", ("leader", "cards", "seats", "winner"), self._fields())

    def __reduce__(self) -> tuple[type[Trick], tuple[int, tuple[Card, ...], tuple[int, ...], int]]:
        return Trick, self._fields()


_RESULT_FIELDS = (
    "maker", "makers", "trump", "alone", "lone_defender", "sat_out", "tricks", "points", "outcome", "thrown_in",
    "reneges", "farmer",
)


class HandResult:
    """How a hand ended: who made trump and how, the tricks and points of each side, and why it ended
    (`outcome`)."""

    __slots__ = (
        "alone", "farmer", "lone_defender", "maker", "makers", "outcome", "points", "reneges", "sat_out", "thrown_in",
        "tricks", "trump",
    )

    def __init__(
        self, maker: int | None, makers: int | None, trump: Trump | None, alone: bool, lone_defender: int | None,
        sat_out: tuple[int, ...], tricks: tuple[int, ...], points: tuple[int, ...], outcome: Outcome,
        thrown_in: bool = False, reneges: tuple[Renege, ...] = (), farmer: int | None = None,
    ) -> None:
        self.maker: Final = maker
        self.makers: Final = makers
        """The makers' side (None when the hand was thrown in)."""
        self.trump: Final = trump
        self.alone: Final = alone
        self.lone_defender: Final = lone_defender
        self.sat_out: Final = sat_out
        self.tricks: Final = tricks
        """Tricks taken per side."""
        self.points: Final = points
        """Points won per side."""
        self.outcome: Final = outcome
        self.thrown_in: Final = thrown_in
        self.reneges: Final = reneges
        self.farmer: Final = farmer
        """The seat that showed a farmer's hand, when that is why the hand was thrown in."""

    @classmethod
    def not_played(cls, num_sides: int, outcome: Outcome, farmer: int | None = None) -> Self:
        """A hand thrown in before any trick: nobody made trump and no side scores (`outcome` says why:
        everyone passed, a farmer's hand, a Joker turned up)."""
        zeros = (0,) * num_sides
        return cls(None, None, None, False, None, (), zeros, zeros, outcome, True, (), farmer)

    def _fields(self) -> tuple[object, ...]:
        """Every field, in the order of `__init__`'s arguments."""
        return (
            self.maker, self.makers, self.trump, self.alone, self.lone_defender, self.sat_out, self.tricks,
            self.points, self.outcome, self.thrown_in, self.reneges, self.farmer,
        )

    def _names(self) -> tuple[str, ...]:
        return _RESULT_FIELDS

    def __eq__(self, other: object) -> bool:
        if other is self:
            return True
        if not isinstance(other, HandResult) or type(other) is not type(self):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return _value_repr(type(self).__name__, self._names(), self._fields())

    def __reduce__(self) -> tuple[type[HandResult], tuple[object, ...]]:
        return type(self), self._fields()


_BID_FIELDS = (*_RESULT_FIELDS, "bid", "contract")


class BidHandResult(HandResult):
    """A Bid Euchre hand's result: also the winning bid and the contract it was played as."""

    __slots__ = ("bid", "contract")

    def __init__(
        self, maker: int | None, makers: int | None, trump: Trump | None, alone: bool, lone_defender: int | None,
        sat_out: tuple[int, ...], tricks: tuple[int, ...], points: tuple[int, ...], outcome: Outcome,
        thrown_in: bool = False, reneges: tuple[Renege, ...] = (), farmer: int | None = None, bid: int = 0,
        contract: Contract = Contract.NORMAL,
    ) -> None:
        super().__init__(maker, makers, trump, alone, lone_defender, sat_out, tricks, points, outcome, thrown_in,
                         reneges, farmer)
        self.bid: Final = bid
        self.contract: Final = contract

    def _fields(self) -> tuple[object, ...]:
        return (
            self.maker, self.makers, self.trump, self.alone, self.lone_defender, self.sat_out, self.tricks,
            self.points, self.outcome, self.thrown_in, self.reneges, self.farmer, self.bid, self.contract,
        )

    def _names(self) -> tuple[str, ...]:
        return _BID_FIELDS

    @property
    def made(self) -> bool:
        return self.makers is not None and self.tricks[self.makers] >= self.bid

    def qualifies_to_win(self, side: int) -> bool:
        """Whether `side` may win the game on this hand: it made its bid, or set the bidders."""
        if self.thrown_in or self.makers is None:
            return False
        return self.made if side == self.makers else not self.made
