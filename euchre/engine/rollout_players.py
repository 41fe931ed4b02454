"""Players that read a position, on the engine's fast mode (`euchre.engine.rollout`).

The rollout's chooser sees only a seat and its options as action codes. A bot reads a position: its hand,
the trick, the trump, the calls. `PlayerChooser` is the thin adapter between the two: it is the rollout's
chooser, and at each decision it shows its player a `FastPosition`, the part of `HandLike` a bot reads,
whose legal actions are the rollout's own options in the order `legal_actions()` lists them. It keeps
the position up to date from the choices it makes (the cards leave the hands, the calls are recorded)
and from the tricks the rollout's trick loop reports as they are won (`trick_done`: the position's
`tricks`, as the state machine's); every rule (what may be played, who plays next, who wins the trick,
the score) stays the rollout's.

    chooser = PlayerChooser(choose_action)            # a player: position -> action
    result = random_hand(rules, dealer, rng, chooser=chooser)
    chooser.calls                                      # the calls made, as the state machine records them

A position answers what a state machine answers for the attributes it has; asking it for anything else
(`apply`, `path`, `kitty`, ...) raises `UnsupportedRuleError`, and so does a player choosing an action
that is not among the options: a caller falls back to the state machine then (never plays another game).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from euchre.engine.actions import Action
from euchre.engine.cards import Card, Suit
from euchre.engine.errors import UnsupportedRuleError
from euchre.engine.phases import Phase
from euchre.engine.ranking import Trump
from euchre.engine.results import Trick
from euchre.engine.rollout import (
    BID,
    CALL,
    CALL_ALONE,
    DEFEND_ALONE,
    DISCARD,
    GIVE,
    MOON,
    NAME_TRUMP,
    ORDER_UP,
    ORDER_UP_ALONE,
    PARTNERS_BEST,
    PASS,
    REDEAL,
    WITH_PARTNER,
    action_code,
    code_action,
)
from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import Contract
from euchre.engine.tricks import CARDS, CODE, TRUMPS, tricks_by_side
from euchre.engine.tricks import legal_plays as core_legal_plays

Player = Callable[["FastPosition"], Action]


class FastPosition:
    """The position at one decision of a fast-mode hand, as a bot reads it (a part of `HandLike`)."""

    __slots__ = ("_held", "_legal", "_options", "alone", "calls", "contract", "dealer", "discarded", "high_bid",
                 "high_bidder", "history", "leader", "lone_defender", "maker", "phase", "rules", "sitting_out",
                 "to_act", "trick_codes", "trick_seats", "tricks", "trump", "upcard", "upcard_suit")

    def __init__(self, rules: Rules, dealer: int, held: list[list[int]], upcard: Card | None) -> None:
        self.rules = rules
        self.dealer = dealer
        self._held = held
        self._options: tuple[int, ...] = ()
        self._legal: tuple[Action, ...] | None = None
        self.upcard = upcard
        self.upcard_suit: Suit | None = None if upcard is None else upcard.suit
        self.phase = Phase.AUCTION
        self.to_act: int | None = None
        self.trump: Trump | None = None
        self.maker: int | None = None
        self.alone = False
        self.lone_defender: int | None = None
        self.sitting_out: tuple[int, ...] = ()
        self.trick_codes: list[int] = []
        self.trick_seats: tuple[int, ...] = ()
        self.calls: tuple[tuple[int, Action], ...] = ()
        self.history: list[tuple[int, Action]] = []
        self.high_bid = 0
        self.high_bidder: int | None = None
        self.contract = Contract.NORMAL
        self.discarded: Card | tuple[Card, ...] | None = None if rules.family is Family.STANDARD else ()
        """As the state machines keep it: the standard dealer's discard, or Bid Euchre's discards in order."""
        self.leader: int | None = None
        """Who led the trick being played."""
        self.tricks: tuple[Trick, ...] = ()
        """The finished tricks, as the rollout's trick loop reported them."""

    def __getattr__(self, name: str) -> Any:
        raise UnsupportedRuleError(f"the fast mode's position does not keep {name!r}: play this on the state machine")

    # ---- what HandLike offers ----
    is_over = False

    @property
    def num_players(self) -> int:
        return self.rules.num_players

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(CARDS[c] for c in hand) for hand in self._held)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(CARDS[c] for c in self._held[seat])

    @property
    def trick(self) -> tuple[Card, ...]:
        return tuple(CARDS[c] for c in self.trick_codes)

    @property
    def active_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.rules.num_players) if s not in self.sitting_out)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        won = [0] * self.rules.num_players
        for t in self.tricks:
            won[t.winner] += 1
        return tuple(won)

    def tricks_by_side(self) -> tuple[int, ...]:
        return tricks_by_side(self.tricks_won, self.rules.num_players)

    def legal_actions(self) -> tuple[Action, ...]:
        if self._legal is None:
            self._legal = tuple(map(code_action, self._options))
        return self._legal

    def legal_plays(self) -> tuple[Card, ...]:
        """The cards that may be played by the rules, as the state machine lists them (in renege mode the
        options hold every card, and with a double deck they hold each identical pair once)."""
        if self.phase is not Phase.PLAY:
            return ()
        if self.rules.renege_mode or self.rules.deck_copies > 1:
            return core_legal_plays(self.hand(self.to_act or 0), self.trick, self.trump, self.rules)
        return tuple(dict.fromkeys(CARDS[c] for c in self._options if c < DISCARD))


class PlayerChooser:
    """The rollout's chooser for a `player` that reads positions (see the module docstring). One per hand:
    the rollout calls `start` with the deal, then the chooser for every decision."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.position: FastPosition | None = None
        self._partner_of: Sequence[int | None] = ()

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        return () if self.position is None else self.position.calls

    def start(self, rules: Rules, dealer: int, hands: Sequence[Sequence[int]], upcard: int | None) -> None:
        """The deal: each seat's card codes (the standard family's dealer without the upcard)."""
        size = rules.hand_size
        standard = rules.family is Family.STANDARD
        held = [list(hand[:size]) if standard else list(hand) for hand in hands]
        self.position = FastPosition(rules, dealer, held, None if upcard is None else CARDS[upcard])
        self.position.phase = Phase.ROUND_ONE if standard else Phase.AUCTION
        self._partner_of = tuple(rules.partner_of(s) for s in range(rules.num_players))

    def __call__(self, seat: int, options: tuple[int, ...]) -> int:
        p = self.position
        if p is None:
            raise UnsupportedRuleError("a player needs the deal: use it through random_hand or rollout_hand")
        self._enter(p, seat, options)
        action = self.player(p)
        code = action_code(action)
        try:
            index = options.index(code)
        except ValueError:
            raise UnsupportedRuleError(f"the player chose {action.text!r}, which is not among the fast mode's "
                                       f"options here") from None
        self._after(p, seat, code)
        return index

    def trick_done(self, trick: Trick) -> None:
        """The rollout's trick loop: `trick` is won (the next decision starts a fresh trick)."""
        p = self.position
        if p is not None:
            p.tricks = (*p.tricks, trick)
            p.trick_codes = []
            p.trick_seats = ()
            p.leader = trick.winner

    # ---- keeping the position up to date ----
    def _enter(self, p: FastPosition, seat: int, options: tuple[int, ...]) -> None:
        """The phase of the decision, from its options (a fresh trick is started by `trick_done`)."""
        p.to_act = seat
        p._options = options
        p._legal = None
        first = options[0]
        standard = p.rules.family is Family.STANDARD
        if first < DISCARD:
            if not p.trick_codes:
                p.leader = seat
            p.phase = Phase.PLAY
        elif first < PASS:
            if standard:
                p.phase = Phase.DISCARD
                p._held[seat].append(CODE[p.upcard])  # type: ignore[index]
            else:
                p.phase = Phase.DISCARD if p.trump is None else Phase.BIDDER_DISCARD
        elif first >= GIVE and first < BID:
            p.phase = Phase.PARTNER_GIVES
        elif first in (PARTNERS_BEST, MOON, WITH_PARTNER):
            p.phase = Phase.CONTRACT
        elif NAME_TRUMP <= first < REDEAL:
            p.phase = Phase.JOKER_SUIT if standard else Phase.DECLARE
        elif standard:
            if DEFEND_ALONE in options:
                p.phase = Phase.DEFEND_ALONE
            elif ORDER_UP in options:
                p.phase = Phase.ROUND_ONE
            elif any(CALL <= c < DEFEND_ALONE for c in options):
                p.phase = Phase.ROUND_TWO
            elif options == (REDEAL,):
                p.phase = Phase.JOKER_SUIT
        else:
            p.phase = Phase.AUCTION

    def _after(self, p: FastPosition, seat: int, code: int) -> None:
        action = code_action(code)
        p.history.append((seat, action))
        phase = p.phase
        if phase is Phase.PLAY:
            if code < DISCARD:
                p._held[seat].remove(code)
                p.trick_codes.append(code)
                p.trick_seats = (*p.trick_seats, seat)
            elif p.rules.family is not Family.STANDARD:
                p.calls = (*p.calls, (seat, action))
            return
        if phase in (Phase.DISCARD, Phase.BIDDER_DISCARD):
            card = CARDS[code - DISCARD]
            p._held[seat].remove(code - DISCARD)
            p.discarded = card if p.rules.family is Family.STANDARD else (*p.discarded, card)  # type: ignore[misc]
            return
        if phase is Phase.PARTNER_GIVES:
            card = code - GIVE
            p._held[seat].remove(card)
            p._held[p.high_bidder].append(card)  # type: ignore[index]
            return
        if phase is Phase.JOKER_SUIT:
            if code != REDEAL:
                p.upcard_suit = TRUMPS[code - NAME_TRUMP]  # type: ignore[assignment]
            return
        p.calls = (*p.calls, (seat, action))
        if phase is Phase.ROUND_ONE and code in (ORDER_UP, ORDER_UP_ALONE):
            self._made(p, seat, p.upcard_suit, code == ORDER_UP_ALONE)
        elif phase is Phase.ROUND_TWO and code != PASS:
            alone = code >= CALL_ALONE
            self._made(p, seat, Suit(code - (CALL_ALONE if alone else CALL)), alone)
        elif phase is Phase.DEFEND_ALONE and code == DEFEND_ALONE:
            p.lone_defender = seat
            p.sitting_out = tuple(sorted({*p.sitting_out, self._partner_of[seat]}))  # type: ignore[arg-type]
        elif phase is Phase.AUCTION and code >= BID:
            p.high_bid = code - BID
            p.high_bidder = p.maker = seat  # Bid Euchre's maker is the high bidder
        elif phase is Phase.DECLARE:
            p.trump = TRUMPS[code - NAME_TRUMP]
            p.maker = p.high_bidder
        elif phase is Phase.CONTRACT and code != WITH_PARTNER:
            p.contract = Contract.PARTNERS_BEST if code == PARTNERS_BEST else Contract.MOON
            p.alone = True
            p.sitting_out = (self._partner_of[seat],)  # type: ignore[assignment]

    def _made(self, p: FastPosition, seat: int, trump: Suit | None, alone: bool) -> None:
        p.trump, p.maker, p.alone = trump, seat, alone
        partner = self._partner_of[seat]
        if alone and partner is not None:
            p.sitting_out = (partner,)


__all__ = ["FastPosition", "Player", "PlayerChooser"]
