"""What a hand of any family offers: the `HandLike` protocol, which both state machines implement.

It lives apart from `euchre.engine.hands` (which re-exports it) so that the state machines can name it in their
own signatures without importing the module that deals through them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, TypeGuard

from euchre.engine.actions import Action
from euchre.engine.cards import Card, Suit
from euchre.engine.errors import Refusal
from euchre.engine.phases import Phase
from euchre.engine.ranking import Trump
from euchre.engine.rules import Family, Rules

if TYPE_CHECKING:
    from euchre.engine.reneges import Renege
    from euchre.engine.results import HandResult, Trick
    from euchre.engine.scoring import Contract


class HandLike(Protocol):
    """One hand of any family, from the deal to the score (states are immutable values)."""

    @property
    def rules(self) -> Rules: ...
    @property
    def dealer(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def result(self) -> HandResult: ...
    @property
    def trump(self) -> Trump | None: ...
    @property
    def maker(self) -> int | None: ...
    @property
    def alone(self) -> bool: ...
    @property
    def lone_defender(self) -> int | None: ...
    @property
    def sitting_out(self) -> tuple[int, ...]: ...
    @property
    def active_seats(self) -> tuple[int, ...]: ...
    @property
    def calls(self) -> tuple[tuple[int, Action], ...]: ...
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...
    @property
    def trick(self) -> tuple[Card, ...]: ...
    @property
    def trick_seats(self) -> tuple[int, ...]: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def tricks_won(self) -> tuple[int, ...]: ...
    @property
    def reneges(self) -> tuple[Renege, ...]: ...
    @property
    def num_players(self) -> int: ...
    @property
    def deal_pattern(self) -> str: ...
    @property
    def deal_packets(self) -> tuple[tuple[int, tuple[Card, ...]], ...]: ...
    @property
    def history(self) -> list[tuple[int, Action]]: ...
    @property
    def initial(self) -> HandLike: ...
    @property
    def previous(self) -> HandLike | None: ...
    @property
    def last_seat(self) -> int | None: ...

    phase: Phase
    to_act: int | None
    leader: int | None
    last_action: Action | None

    def hand(self, seat: int) -> tuple[Card, ...]: ...
    def tricks_by_side(self) -> tuple[int, ...]: ...
    def legal_plays(self) -> tuple[Card, ...]: ...
    def legal_actions(self) -> tuple[Action, ...]: ...
    def apply(self, action: Action | str) -> HandLike: ...
    def refusal(self, action: Action | str) -> Refusal: ...
    def path(self) -> Sequence[HandLike]: ...


class StandardHandLike(HandLike, Protocol):
    """A hand of the standard family: a `HandLike` with the card turned up, the suit it proposes and the
    dealer's discard (`euchre.engine.state.HandState`, and the fast positions the bots read in a rollout). A
    Bid Euchre hand has none of them."""

    @property
    def upcard(self) -> Card: ...
    @property
    def upcard_suit(self) -> Suit | None: ...
    @property
    def kitty(self) -> tuple[Card, ...]: ...
    @property
    def discarded(self) -> Card | None: ...


class BidHandLike(HandLike, Protocol):
    """A hand of Bid Euchre: a `HandLike` with its auction's high bid and bidder and the contract it is
    played as (normal, the moon or partner's best): `euchre.engine.bid.BidHandState`, and the fast positions the
    bots read in a rollout."""

    high_bid: int
    high_bidder: int | None
    contract: Contract


def is_standard(state: HandLike) -> TypeGuard[StandardHandLike]:
    """Whether `state` is a standard-family hand, with its upcard: code that reads it narrows with this."""
    return state.rules.family is Family.STANDARD


def is_bid(state: HandLike) -> TypeGuard[BidHandLike]:
    """Whether `state` is a Bid Euchre hand, with its auction: code that reads the high bid narrows with this."""
    return state.rules.family is Family.BID
