"""A puzzle's table as a value: trick play with every card known, stepped one card at a time.

`Board.play(card)` returns a new board and never changes the old one, so a line of play is a list of
boards and "retry from before the mistake" is indexing. `Board.position` is the solver's `Position`.
The learner always sits South (seat 2), so the learner's side is North–South: side 0, which is also
the solver's team 0.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from euchre.engine.cards import Card
from euchre.engine.errors import EuchreError
from euchre.engine.ranking import Trump, effective_suit, strength
from euchre.engine.rules import Rules
from euchre.engine.scoring import Contract
from euchre.engine.seats import seat_name
from euchre.engine.state import Trick
from euchre.engine.tricks import led_suit, legal_plays, next_seat, side_of, trick_winner
from euchre.explain.plays import why_not_playable
from euchre.i18n.messages import gettext
from euchre.solver import Position

LEARNER = 2
"""The learner's seat: South."""
PARTNER = 0
"""The learner's partner: North."""


class PuzzleError(EuchreError):
    """A puzzle, a puzzle ID or a move in a puzzle that cannot be used; the message says why."""


@dataclass(frozen=True)
class Board:
    """Trick play from some point of a hand. `hands` per seat (empty for a seat sitting out), `leader`
    of the current trick and its cards so far, `won` the tricks each side has taken in the hand, and
    `tricks` the tricks completed since the board was set up (for display and write-ups)."""

    rules: Rules
    trump: Trump
    hands: tuple[tuple[Card, ...], ...]
    leader: int
    trick: tuple[Card, ...] = ()
    won: tuple[int, int] = (0, 0)
    maker: int | None = None
    alone: bool = False
    bid: int = 0
    contract: str = ""
    """How a Bid Euchre bid of every trick is played: "moon" or "partner's best" ("" for a plain bid)."""
    tricks: tuple[Trick, ...] = field(default=(), compare=False)

    # ---- seating -------------------------------------------------------------------------------
    @property
    def sitting_out(self) -> tuple[int, ...]:
        if self.alone and self.maker is not None:
            partner = self.rules.partner_of(self.maker)
            return () if partner is None else (partner,)
        return ()

    def next_seat(self, seat: int) -> int:
        return next_seat(seat, self.rules.num_players, self.sitting_out)

    @cached_property
    def trick_seats(self) -> tuple[int, ...]:
        seats = []
        seat = self.leader
        for _ in self.trick:
            seats.append(seat)
            seat = self.next_seat(seat)
        return tuple(seats)

    @cached_property
    def to_act(self) -> int:
        seat = self.leader
        for _ in self.trick:
            seat = self.next_seat(seat)
        return seat

    @property
    def is_over(self) -> bool:
        return not self.hands[self.to_act]

    @property
    def remaining(self) -> int:
        """Tricks still to be won, the current one included."""
        return len(self.hands[self.to_act])

    @staticmethod
    def side(seat: int) -> int:
        """0 for North–South (the learner's side), 1 for East–West."""
        return side_of(seat, 4)

    @property
    def makers_side(self) -> int | None:
        return None if self.maker is None else self.side(self.maker)

    # ---- the solver's view ---------------------------------------------------------------------
    @cached_property
    def position(self) -> Position:
        if self.is_over:
            raise PuzzleError(gettext("the hand is over: there is no position left to solve"))
        return Position(
            hands=self.hands, trump=self.trump, to_act=self.to_act, rules=self.rules, trick=self.trick,
            trick_seats=self.trick_seats, won=self.won, sitting_out=self.sitting_out, maker=self.maker,
            alone=self.alone, bid=self.bid, contract=Contract(self.contract) if self.contract else Contract.NORMAL,
        )

    # ---- moves ---------------------------------------------------------------------------------
    def legal(self) -> tuple[Card, ...]:
        """The distinct cards the player to move may play, in hand order."""
        return tuple(dict.fromkeys(legal_plays(self.hands[self.to_act], self.trick, self.trump, self.rules)))

    def check(self, card: Card) -> None:
        """Raise PuzzleError saying why `card` may not be played now."""
        if card not in self.legal():
            who = "you" if self.to_act == LEARNER else seat_name(self.to_act)
            raise PuzzleError(why_not_playable(card, self.hands[self.to_act], self.trick, self.trump, who, self.rules))

    def play(self, card: Card) -> Board:
        """The board after the player to move plays `card` (PuzzleError if it is not allowed)."""
        self.check(card)
        seat = self.to_act
        hand = list(self.hands[seat])
        hand.remove(card)
        hands = tuple(tuple(hand) if s == seat else h for s, h in enumerate(self.hands))
        trick = (*self.trick, card)
        active = self.rules.num_players - len(self.sitting_out)
        if len(trick) < active:
            return replace(self, hands=hands, trick=trick)
        seats = (*self.trick_seats, seat)
        winner = seats[trick_winner(trick, self.trump)]
        won = list(self.won)
        won[self.side(winner)] += 1
        done = Trick(leader=self.leader, cards=trick, seats=seats, winner=winner)
        return replace(self, hands=hands, trick=(), leader=winner, won=(won[0], won[1]),
                       tricks=(*self.tricks, done))

    @property
    def winning_seat(self) -> int | None:
        """Who is winning the current trick so far (None before the lead)."""
        if not self.trick:
            return None
        return self.trick_seats[trick_winner(self.trick, self.trump)]

    def power(self, card: Card) -> tuple[int, int, int]:
        """A sort key for "how high" a card is here: in this trick, then as trump, then in its suit."""
        led = led_suit(self.trick, self.trump) if self.trick else effective_suit(card, self.trump)
        return strength(card, self.trump, led)

    def natural_order(self, cards: list[Card] | tuple[Card, ...]) -> list[Card]:
        """Cards in the order a player picks among equally good ones: the highest first on lead (lead
        from the top), the cheapest first when following."""
        keyed = sorted(cards, key=lambda c: (self.power(c), c))
        return keyed[::-1] if not self.trick else keyed

    def key(self) -> tuple[object, ...]:
        """A hashable summary of everything that matters for the rest of the play."""
        return (self.hands, self.leader, self.trick, self.won)
