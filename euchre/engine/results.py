"""The record of a played hand, the same for every family: its tricks and its result."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

from euchre.engine.cards import Card
from euchre.engine.ranking import Trump
from euchre.engine.reneges import Renege
from euchre.engine.scoring import Contract, Outcome


@dataclass(frozen=True)
class Trick:
    """A completed trick: who led, the cards in the order played, who played each, and the winner."""

    leader: int
    cards: tuple[Card, ...]
    seats: tuple[int, ...]
    winner: int

    @property
    def winning_card(self) -> Card:
        return self.cards[self.seats.index(self.winner)]


@dataclass(frozen=True)
class HandResult:
    maker: int | None
    makers: int | None
    """The makers' side (None when the hand was thrown in)."""
    trump: Trump | None
    alone: bool
    lone_defender: int | None
    sat_out: tuple[int, ...]
    tricks: tuple[int, ...]
    """Tricks taken per side."""
    points: tuple[int, ...]
    """Points won per side."""
    outcome: Outcome
    thrown_in: bool = False
    reneges: tuple[Renege, ...] = ()
    farmer: int | None = None
    """The seat that showed a farmer's hand, when that is why the hand was thrown in."""

    @classmethod
    def not_played(cls, num_sides: int, outcome: Outcome, farmer: int | None = None) -> Self:
        """A hand thrown in before any trick: nobody made trump and no side scores (`outcome` says why:
        everyone passed, a farmer's hand, a Joker turned up)."""
        zeros = (0,) * num_sides
        return cls(
            maker=None, makers=None, trump=None, alone=False, lone_defender=None, sat_out=(), tricks=zeros,
            points=zeros, outcome=outcome, thrown_in=True, farmer=farmer,
        )


@dataclass(frozen=True)
class BidHandResult(HandResult):
    """A Bid Euchre hand's result: also the winning bid and the contract it was played as."""

    bid: int = 0
    contract: Contract = Contract.NORMAL

    @property
    def made(self) -> bool:
        return self.makers is not None and self.tricks[self.makers] >= self.bid

    def qualifies_to_win(self, side: int) -> bool:
        """Whether `side` may win the game on this hand: it made its bid, or set the bidders."""
        if self.thrown_in or self.makers is None:
            return False
        return self.made if side == self.makers else not self.made
