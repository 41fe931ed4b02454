"""The solver's input and output: a `Position` with every card known, and the `Solution`s."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from euchre.engine.cards import Card, Suit, build_deck
from euchre.engine.errors import SolverError, UnsupportedRuleError
from euchre.engine.ranking import NoTrump, Trump
from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import Contract
from euchre.engine.tricks import joker_lead_barred, next_seat, side_of
from euchre.i18n import _, ngettext
from euchre.solver.numbering import card_code

if TYPE_CHECKING:
    from euchre.engine.hands import HandLike

# ---- the position ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Position:
    """Trick play with every card known.

    `hands` has one entry per seat (the hands of seats sitting out are ignored). `trick` holds the
    cards of the current trick in the order played and `trick_seats` who played them. `won` is the
    tricks taken so far per side (`rules.side_of`); it is only needed for points. `maker`, `alone`,
    `lone_defender`, `bid` and `contract` say how the hand is scored; `maker` is also needed to
    form the teams of three-handed play.
    """

    hands: tuple[tuple[Card, ...], ...]
    trump: Trump
    to_act: int
    rules: Rules
    trick: tuple[Card, ...] = ()
    trick_seats: tuple[int, ...] = ()
    won: tuple[int, ...] | None = None
    sitting_out: tuple[int, ...] = ()
    maker: int | None = None
    alone: bool = False
    lone_defender: int | None = None
    bid: int = 0
    contract: Contract = Contract.NORMAL

    def __post_init__(self) -> None:
        _validate(self)

    # ---- building ---------------------------------------------------------------------------
    @classmethod
    def from_state(cls, state: HandLike | Position) -> Position:
        """The position of a HandState or BidHandState in trick play."""
        if isinstance(state, Position):
            return state
        phase = getattr(state, "phase", None)
        if getattr(phase, "name", None) != "PLAY":
            what = getattr(phase, "value", phase)
            raise SolverError(_("the solver needs a hand in trick play, but this one is at {phase}", phase=repr(what)))
        rules: Rules = state.rules
        sitting_out = tuple(state.sitting_out)
        hands = tuple(() if seat in sitting_out else tuple(state.hand(seat)) for seat in range(rules.num_players))
        trump = state.trump
        if trump is None:
            raise SolverError(_("the hand has no trump (or no-trump) contract yet"))
        if rules.joker and joker_lead_barred(trump, rules):
            raise UnsupportedRuleError(_("the solver does not play a Joker that may not be led in no-trump"))
        bid, contract = (state.high_bid or 0, state.contract) if rules.family is Family.BID else (0, Contract.NORMAL)
        return cls(
            hands=hands,
            trump=trump,
            to_act=state.to_act,
            rules=rules,
            trick=tuple(state.trick),
            trick_seats=tuple(state.trick_seats),
            won=tuple(state.tricks_by_side()),
            sitting_out=sitting_out,
            maker=state.maker,
            alone=bool(state.alone),
            lone_defender=state.lone_defender,
            bid=bid,
            contract=contract if isinstance(contract, Contract) else Contract.NORMAL,
        )

    # ---- derived facts ------------------------------------------------------------------------
    @property
    def active_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.rules.num_players) if s not in self.sitting_out)

    @property
    def leader(self) -> int:
        return self.trick_seats[0] if self.trick_seats else self.to_act

    @property
    def remaining(self) -> int:
        """Tricks still to be won, the current one included."""
        return len(self.hands[self.to_act])

    @property
    def teams(self) -> tuple[int, ...]:
        """The team (0 or 1) of every seat: partnerships, the two players, or the maker against the rest."""
        n = self.rules.num_players
        if n == 4:
            return tuple(side_of(seat, 4) for seat in range(4))
        if n == 2:
            return (0, 1)
        if self.maker is None:
            raise SolverError(_three_handed())
        return tuple(0 if seat == self.maker else 1 for seat in range(n))

    def next_seat(self, seat: int) -> int:
        return next_seat(seat, self.rules.num_players, self.sitting_out)


_DECKS: dict[tuple[int, bool, int], dict[int, int]] = {}


def _deck_counts(rules: Rules) -> dict[int, int]:
    """How many copies of each card code the ruleset's deck has."""
    key = (rules.min_rank, rules.joker, rules.deck_copies)
    counts = _DECKS.get(key)
    if counts is None:
        counts = {}
        for card in build_deck(rules):
            code = card_code(card)
            counts[code] = counts.get(code, 0) + 1
        _DECKS[key] = counts
    return counts


def _three_handed() -> str:
    return _("three-handed play needs the maker, to know who plays against whom")


def _validate(pos: Position) -> None:
    rules = pos.rules
    n = rules.num_players
    if not isinstance(pos.trump, (Suit, NoTrump)):
        raise SolverError(_("trump must be a suit or a no-trump contract, not {trump}", trump=repr(pos.trump)))
    if isinstance(pos.trump, NoTrump) and rules.family is not Family.BID:
        raise SolverError(_("no-trump contracts exist only in Bid Euchre"))
    if len(pos.hands) != n:
        raise SolverError(ngettext("this ruleset has {n} players, but {hands} hands were given",
                                   "this ruleset has {n} players, but {hands} hands were given", n,
                                   hands=len(pos.hands)))
    if any(not 0 <= s < n for s in pos.sitting_out) or len(set(pos.sitting_out)) != len(pos.sitting_out):
        raise SolverError(_("sitting_out must name distinct seats from 0 to {last}", last=n - 1))
    active = [s for s in range(n) if s not in pos.sitting_out]
    if len(active) < 2:
        raise SolverError(_("trick play needs at least two active players"))
    if pos.to_act not in active:
        raise SolverError(_("seat {seat} is not an active player, so it cannot be to move", seat=pos.to_act))
    for seat in active:
        for card in pos.hands[seat]:
            if not isinstance(card, Card):
                raise SolverError(_("seat {seat} holds an unknown card ({card}): the solver needs every card known",
                                    seat=seat, card=repr(card)))
    for card in pos.trick:
        if not isinstance(card, Card):
            raise SolverError(_("the trick holds an unknown card ({card})", card=repr(card)))
    if len(pos.trick) != len(pos.trick_seats):
        raise SolverError(_("trick and trick_seats must have the same length"))
    if len(pos.trick) >= len(active):
        raise SolverError(_("the current trick is already complete; give the position after it"))
    seat = pos.trick_seats[0] if pos.trick_seats else pos.to_act
    for played in pos.trick_seats:
        if played != seat:
            raise SolverError(_("trick_seats must be active seats in clockwise order"))
        seat = pos.next_seat(seat)
    if seat != pos.to_act:
        raise SolverError(_("after {seats}, seat {seat} is to move, not seat {to_act}", seats=str(pos.trick_seats),
                            seat=seat, to_act=pos.to_act))
    remaining = len(pos.hands[pos.to_act])
    if remaining == 0:
        raise SolverError(_("the player to move has no cards: the hand is over"))
    have_played = set(pos.trick_seats)
    for s in active:
        want = remaining - 1 if s in have_played else remaining
        if len(pos.hands[s]) != want:
            raise SolverError(ngettext(
                "seat {seat} holds {count} cards but should hold {n}: a hand with missing (hidden) cards cannot be "
                "solved exactly", "seat {seat} holds {count} cards but should hold {n}: a hand with missing (hidden) "
                "cards cannot be solved exactly", want, seat=s, count=len(pos.hands[s])))
    deck = _deck_counts(rules)
    seen: dict[int, int] = {}
    for card in [c for s in active for c in pos.hands[s]] + list(pos.trick):
        code = card_code(card)
        count = seen[code] = seen.get(code, 0) + 1
        if count > deck.get(code, 0):
            if code not in deck:
                raise SolverError(_("{card} is not in the {size}-card deck of this ruleset", card=str(card),
                                    size=rules.deck_size))
            raise SolverError(ngettext("{card} appears {count} times, but the deck has {n}",
                                       "{card} appears {count} times, but the deck has {n}", deck[code],
                                       card=str(card), count=count))
    if pos.won is not None and (len(pos.won) != rules.num_sides or any(w < 0 for w in pos.won)):
        raise SolverError(_("won must give the tricks taken so far for each of the {sides} sides",
                            sides=rules.num_sides))
    if n == 3 and pos.maker is None:
        raise SolverError(_three_handed())
    if pos.maker is not None and not 0 <= pos.maker < n:
        raise SolverError(_("maker must be a seat from 0 to {last}", last=n - 1))


# ---- results ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Solution:
    """Best play from a position: the remaining tricks of each team, and the optimal cards."""

    tricks: tuple[int, int]
    """Remaining tricks (the current one included) taken by team 0 and team 1 under best play."""
    teams: tuple[int, ...]
    to_act: int
    best: Card
    """One optimal card for the player to move."""
    moves: tuple[tuple[Card, int], ...] = ()
    """With `all_moves`: every legal card and its value (remaining tricks of the mover's team), best first."""
    nodes: int = 0
    """Positions searched at trick boundaries (a measure of the work done; `node_limit` counts these)."""

    @property
    def value(self) -> int:
        """Remaining tricks of the mover's team under best play."""
        return self.tricks[self.teams[self.to_act]]

    @property
    def optimal(self) -> tuple[Card, ...]:
        """Every optimal card (filled in with `all_moves`; otherwise just `best`)."""
        if not self.moves:
            return (self.best,)
        top = self.moves[0][1]
        return tuple(card for card, value in self.moves if value == top)

    def for_seat(self, seat: int) -> int:
        """Remaining tricks of `seat`'s team under best play."""
        return self.tricks[self.teams[seat]]


@dataclass(frozen=True)
class PointsSolution:
    """Best play measured in the hand's final score (points per side, from `euchre.engine.scoring`)."""

    points: tuple[int, ...]
    """Final points per side (`rules.side_of`) under best play."""
    net: int
    """The makers' points less everyone else's, under best play."""
    best: Card
    """One optimal card for the player to move."""
    moves: tuple[tuple[Card, int], ...] = ()
    """With `all_moves`: every legal card and the net points of the mover's team after it, best first."""
    move_points: dict[Card, tuple[int, ...]] = field(default_factory=dict)
    """With `all_moves`: every legal card and the final points per side after it."""
    nodes: int = 0

    @property
    def optimal(self) -> tuple[Card, ...]:
        """Every optimal card (filled in with `all_moves`; otherwise just `best`)."""
        if not self.moves:
            return (self.best,)
        top = self.moves[0][1]
        return tuple(card for card, value in self.moves if value == top)
