"""Hidden-card play-outs: the rest of a hand played by players who each see only their own cards.

The advisor values an action by dealing the hidden cards and playing the hand out from there. If the
play were solved exactly on each deal, every defender would play as if it saw every card (double
dummy), which flatters some choices and punishes others. Here each player decides from what its own
seat knows: its hand, the cards played, who has shown void in what, and who made trump. The rules are
the strong bot's habits (`euchre.bots.play`), written over small integers so that a play-out costs a
fraction of a millisecond:

- lead: the makers' side leads its highest trump while an opponent may still hold one; otherwise a
  card no one else can beat in its suit (shortest suit first); otherwise the lowest card of the
  shortest side suit;
- follow: when partner is winning and no opponent plays after, or partner's card cannot be beaten,
  throw the lowest card, except that a player void in the suit led trumps partner's plain card when a
  higher card of that suit is still out and an opponent plays after; when the other side is winning,
  the last player wins as cheaply as it can, the others win with a card nobody can beat if they hold
  one, play low in second seat (second hand low, and no ruff in second seat when partner plays last),
  and play high in third seat; a player who cannot win throws its lowest card.

Once every player holds `SOLVE_AT` cards or fewer, the rest is solved exactly by a small search.
`finish_play_out(..., exact=True)` finishes the bidding the same way but solves the whole play exactly
(`euchre.solver`): the advisor's default, which measured closer to published experts.
Standard-family rulesets only (the advisor uses double dummy for the others).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from euchre.bots.knowledge import seat_view
from euchre.engine.cards import Card, Suit, build_deck
from euchre.engine.errors import UnsupportedRuleError
from euchre.engine.hands import HandLike
from euchre.engine.phases import Phase
from euchre.engine.ranking import trump_power
from euchre.engine.rollout import DISCARD, action_code, rollout_state
from euchre.engine.rollout_players import Player, PlayerChooser
from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import score_standard
from euchre.engine.tricks import (
    CARDS,
    CODE,
    EFFECTIVE_SUIT,
    POWER,
    TRUMP_INDEX,
    beaten_by,
    code_beats,
    code_followers,
    code_follows,
    code_plays,
    code_trick_winner,
    code_winners,
)
from euchre.solver import Position, solve_points

State = HandLike

SOLVE_AT = 1
"""Cards per player from which the rest is solved exactly (1: only the last, forced, trick; 2 also
searches the trick before it, about three times the cost of a play-out)."""


@dataclass(frozen=True)
class Public:
    """The public facts of a hand in trick play (the same on every deal of the hidden cards)."""

    rules: Rules
    trump: Suit
    maker: int
    alone: bool
    lone_defender: int | None
    order: tuple[int, ...]
    """The seats in play, in turn order from seat 0."""
    played: frozenset[Card]
    voids: tuple[frozenset[Suit], ...]
    won: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    to_act: int

    @classmethod
    def from_state(cls, state: State) -> Public:
        if not state.tricks and not state.trick:  # the first lead: nothing played, no voids shown
            n = state.rules.num_players
            return cls(
                rules=state.rules, trump=state.trump, maker=state.maker, alone=bool(state.alone),
                lone_defender=state.lone_defender, order=tuple(state.active_seats), played=frozenset(),
                voids=(frozenset(),) * n, won=(0,) * state.rules.num_sides, trick=(), to_act=state.to_act,
            )
        view = seat_view(state, state.to_act)
        return cls(
            rules=state.rules, trump=state.trump, maker=state.maker, alone=bool(state.alone),
            lone_defender=state.lone_defender, order=tuple(state.active_seats), played=frozenset(view.played),
            voids=view.voids, won=tuple(state.tricks_by_side()),
            trick=tuple(zip(state.trick_seats, state.trick, strict=True)), to_act=state.to_act,
        )

    @cached_property
    def compiled(self) -> tuple[Any, ...]:
        """The same facts as card codes, worked out once for every play-out from here."""
        return _compile(self)


@dataclass(frozen=True)
class _Tables:
    index: dict[Card, int]
    suit: tuple[int, ...]
    """Effective suit of each card, as an index into `Suit`."""
    power: tuple[tuple[int, ...], ...]
    """power[led][card]: its power in a trick led in that suit (0: it cannot win)."""
    beats: tuple[tuple[int, ...], ...]
    """beats[led][card]: the mask of the cards that beat it in a trick led in that suit."""
    suit_mask: tuple[int, ...]
    rank: tuple[int, ...]
    trump: int
    full: int
    code_index: tuple[int, ...] = ()
    """The play-out's code of each card of the core (`euchre.engine.tricks.CODE`), -1 for a card not in the deck."""
    low: tuple[int, ...] = ()
    """low[c] + the length of its suit in the hand: (is a trump, rank, length) as one number, for the
    lowest card."""


SUITS = tuple(Suit)


@cache
def _tables(rules: Rules, trump: Suit) -> _Tables:
    deck = sorted(set(build_deck(rules)), key=lambda c: c.code)
    index = {c: i for i, c in enumerate(deck)}
    t = TRUMP_INDEX[trump]
    suit = tuple(EFFECTIVE_SUIT[t][CODE[c]] for c in deck)
    power = tuple(tuple(POWER[t][led][CODE[c]] for c in deck) for led in range(len(SUITS)))
    beats = tuple(beaten_by(row) for row in power)
    suit_mask = tuple(sum(1 << i for i in range(len(deck)) if suit[i] == s) for s in range(len(SUITS)))
    rank = tuple(int(c.rank) + (30 if trump_power(c, trump) else 0) + trump_power(c, trump) for c in deck)
    t = SUITS.index(trump)
    assert max(rank) < 256 and len(deck) < 16 * 4
    low = tuple((suit[i] == t) << 12 | rank[i] << 4 for i in range(len(deck)))
    return _Tables(index, suit, power, beats, suit_mask, rank, t, (1 << len(deck)) - 1,
                   tuple(index.get(c, -1) for c in CARDS), low)


def card_index(rules: Rules, trump: Suit) -> dict[Card, int]:
    """The code of each card in `play_out_codes`."""
    return _tables(rules, trump).index


def play_out(public: Public, hands: Sequence[Sequence[Card]]) -> tuple[int, ...]:
    """The hand's final points per side when it is played out from `public` with these `hands` (every
    seat's current hand) by players who see only their own cards."""
    index = _tables(public.rules, public.trump).index
    return play_out_codes(public, [[index[c] for c in h] for h in hands])


def _compiled(public: Public) -> tuple[_Tables, int, tuple[int, ...], tuple[tuple[int, int], ...], tuple[int, ...]]:
    return public.compiled


def _compile(public: Public) -> tuple[_Tables, int, tuple[int, ...], tuple[tuple[int, int], ...], tuple[int, ...]]:
    rules = public.rules
    t = _tables(rules, public.trump)
    played = 0
    for c in public.played:
        played |= 1 << t.index[c]
    voids = tuple(sum(1 << SUITS.index(s) for s in v) for v in public.voids)
    trick = tuple((s, t.index[c]) for s, c in public.trick)
    side_of = tuple(rules.side_of(s) for s in range(rules.num_players))
    return t, played, voids, trick, side_of


def play_out_codes(public: Public, held: list[list[int]]) -> tuple[int, ...]:
    """`play_out` with the hands as card codes (`_tables(...).index`); `held` is used up."""
    rules = public.rules
    t, played, void_start, trick_start, side_of = _compiled(public)
    voids = list(void_start)
    won = list(public.won)
    trick = list(trick_start)
    seat = public.to_act
    order = public.order
    makers = side_of[public.maker]
    n = len(order)
    nxt = _next_seats(order, len(side_of))
    left = sum(len(held[s]) for s in order)
    solve_at = SOLVE_AT * n
    power, suit = t.power, t.suit
    # the trick so far: its led suit's power row, and the seat and card winning it (`code_trick_winner`)
    row: tuple[int, ...] = ()
    best_seat = best_card = -1
    if trick:
        row = power[suit[trick[0][1]]]
        best_seat = code_trick_winner(trick, suit, power)
        best_card = next(c for s, c in trick if s == best_seat)
    while held[seat]:
        if not trick and left <= solve_at:
            if left == n:  # the last trick: every card is forced
                last = [(s, held[s][0]) for s in _after(order)[seat]]
                won[side_of[code_trick_winner([(seat, held[seat][0]), *last], suit, power)]] += 1
            else:
                won[makers] += _exact(t, held, seat, nxt, list(side_of), makers, n)
            break
        hand = held[seat]
        card = _choose(t, seat, hand, trick, played, voids, order, nxt, side_of, makers, best_seat, best_card)
        hand.remove(card)
        left -= 1
        played |= 1 << card
        if trick:
            led = suit[trick[0][1]]
            if not code_follows(card, led, suit):
                voids[seat] |= 1 << led
            if code_beats(card, best_card, row):
                best_seat, best_card = seat, card
        else:
            row = power[suit[card]]
            best_seat, best_card = seat, card
        trick.append((seat, card))
        if len(trick) == n:
            seat = code_trick_winner(trick, suit, power)
            won[side_of[seat]] += 1
            trick = []
        else:
            seat = nxt[seat]
    return _points(rules, public.maker, public.alone, public.lone_defender, won[makers])


@cache
def _points(rules: Rules, maker: int, alone: bool, lone_defender: int | None, tricks: int) -> tuple[int, ...]:
    return score_standard(rules, maker, alone, lone_defender, tricks).points


@cache
def _after(order: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    """after[seat]: the other seats in play, in turn order after it."""
    n = len(order)
    return {s: tuple(order[(i + k) % n] for k in range(1, n)) for i, s in enumerate(order)}


@cache
def _next_seats(order: tuple[int, ...], seats: int) -> tuple[int, ...]:
    """next[seat]: the seat in play after it (-1 for a seat sitting out)."""
    out = [-1] * seats
    for i, s in enumerate(order):
        out[s] = order[(i + 1) % len(order)]
    return tuple(out)


def _exact(t: _Tables, held: list[list[int]], leader: int, nxt: dict[int, int], side_of: Sequence[int],
           makers: int, n: int) -> int:
    """The makers' tricks from here with best play by both sides, every card known (a few cards left)."""
    if not held[leader]:
        return 0

    def trick_from(seat: int, cards: list[tuple[int, int]]) -> int:
        if len(cards) == n:
            winner = code_trick_winner(cards, t.suit, t.power)
            return int(side_of[winner] == makers) + _exact(t, held, winner, nxt, side_of, makers, n)
        hand = held[seat]
        if cards:
            legal = code_plays(hand, t.suit[cards[0][1]], t.suit)
        else:
            legal = list(hand)
        maximise = side_of[seat] == makers
        best = -1 if maximise else 99
        for card in legal:
            hand.remove(card)
            value = trick_from(nxt[seat], [*cards, (seat, card)])
            hand.append(card)
            best = max(best, value) if maximise else min(best, value)
        return best

    return trick_from(leader, [])


def _choose(
    t: _Tables, seat: int, hand: list[int], trick: list[tuple[int, int]], played: int, voids: list[int],
    order: tuple[int, ...], nxt: Sequence[int] | dict[int, int], side_of: Sequence[int], makers: int,
    best_seat: int = -1, best_card: int = -1,
) -> int:
    """The card `seat` plays (see the module docstring); `best_seat` and `best_card` win the trick so far
    (worked out from `trick` when not given)."""
    if len(hand) == 1:
        return hand[0]
    suit, rank = t.suit, t.rank
    side = side_of[seat]
    mine = 0
    counts = [0, 0, 0, 0]
    for c in hand:
        mine |= 1 << c
        counts[suit[c]] += 1
    unseen = t.full & ~played & ~mine
    trump = t.trump
    low = t.low

    def lowest(cards: Sequence[int]) -> int:
        # the order of (is a trump, rank, length of its suit), as one number
        if len(cards) == 1:
            return cards[0]
        return min(cards, key=lambda c: low[c] + counts[suit[c]])

    if not trick:
        trumps = [c for c in hand if suit[c] == trump]
        if trumps and side == makers and unseen & t.suit_mask[trump] and any(
                not voids[s] >> trump & 1 for s in order if side_of[s] != side):
            return max(trumps, key=rank.__getitem__)
        beats = t.beats
        bosses = [c for c in hand if suit[c] != trump and not beats[suit[c]][c] & unseen]
        if bosses:
            return bosses[0] if len(bosses) == 1 else min(bosses, key=lambda c: counts[suit[c]])
        off = [c for c in hand if suit[c] != trump]
        if not off:
            top = max(trumps, key=rank.__getitem__)
            return top if not beats[trump][top] & unseen else min(trumps, key=rank.__getitem__)
        return lowest(off)
    led = suit[trick[0][1]]
    row, beats_led = t.power[led], t.beats[led]
    follow = code_followers(hand, led, suit)
    legal = code_plays(hand, led, suit)
    if best_seat < 0:
        best_seat = code_trick_winner(trick, suit, t.power)
        best_card = next(c for s, c in trick if s == best_seat)
    top = row[best_card]
    later = _after(order)[seat][:len(order) - len(trick) - 1]
    opp_later = [s for s in later if side_of[s] != side]
    if side_of[best_seat] == side:
        if not opp_later:
            return lowest(legal)
        safe = not beats_led[best_card] & unseen and (
            suit[best_card] == trump or not unseen & t.suit_mask[trump]
            or all(not voids[s] >> led & 1 for s in opp_later))
        if not follow and suit[best_card] != trump and unseen & beats_led[best_card] & ~t.suit_mask[trump]:
            ruffs = code_winners(legal, top, row)  # partner's plain card may lose to a higher one: trump it
            if ruffs:
                return min(ruffs, key=row.__getitem__)
        if safe or not follow:
            return lowest(legal)
        winners = [c for c in code_winners(legal, top, row) if not beats_led[c] & unseen]
        return min(winners, key=row.__getitem__) if winners else lowest(legal)
    winners = code_winners(legal, top, row)
    if not winners:
        return lowest(legal)
    cheapest = min(winners, key=row.__getitem__)
    if not opp_later:
        return cheapest
    safe = [c for c in winners if not beats_led[c] & unseen]
    if safe:
        return min(safe, key=row.__getitem__)
    partner_last = bool(later) and side_of[later[-1]] == side
    if len(trick) == 1 and (follow or partner_last):
        return lowest(legal)  # second hand low; no ruff in second seat when partner plays last
    return cheapest



# ---- the bidding of a play-out on the engine's fast mode ---------------------------------------------------
class PlayOutDone(Exception):
    """Raised by `FastPlayOut` at the first lead, with the hand's points per side."""

    def __init__(self, points: tuple[int, ...]) -> None:
        super().__init__(points)
        self.points = points


class FastPlayOut(PlayerChooser):
    """A chooser for the fast mode (`euchre.engine.rollout.rollout_state`) that plays a hand as `Advisor.play_out`
    does: first the actions already taken (`replay`, as action codes), then the rest of the bidding by
    `bidder` (a bot reading the fast mode's position), then, at the first lead, the play by this module's
    hidden-card play model (`play_out_codes`, each player seeing only its own cards), whose points it
    raises as `PlayOutDone`."""

    def __init__(self, bidder: Player, replay: Sequence[int] = (), exact: bool = False) -> None:
        super().__init__(bidder)
        self.replay = tuple(replay)
        self.exact = exact
        """Solve the play exactly (`euchre.solver.solve_points`, every card seen) instead of playing it out."""
        self._done = 0

    def __call__(self, seat: int, options: tuple[int, ...]) -> int:
        p = self.position
        if p is None or p.rules.family is not Family.STANDARD:
            raise UnsupportedRuleError("the hidden-card play-outs play the standard family only")
        if self._done < len(self.replay):
            code = self.replay[self._done]
            self._done += 1
            if code not in options:
                raise UnsupportedRuleError("the actions to replay are not the fast mode's options")
            self._enter(p, seat, options)
            self._after(p, seat, code)
            return options.index(code)
        if options[0] >= DISCARD:
            return super().__call__(seat, options)
        rules = p.rules
        if self.exact:
            hands = tuple(() if s in p.sitting_out else p.hand(s) for s in range(rules.num_players))
            position = Position(
                hands=hands, trump=p.trump, to_act=seat, rules=rules, won=(0,) * rules.num_sides,  # type: ignore[arg-type]
                sitting_out=tuple(p.sitting_out), maker=p.maker, alone=p.alone, lone_defender=p.lone_defender,
            )
            raise PlayOutDone(tuple(solve_points(position).points))
        public = Public(
            rules=rules, trump=p.trump, maker=p.maker, alone=p.alone,  # type: ignore[arg-type]
            lone_defender=p.lone_defender, order=p.active_seats, played=frozenset(),
            voids=(frozenset(),) * rules.num_players, won=(0,) * rules.num_sides, trick=(), to_act=seat,
        )
        index = _tables(rules, p.trump).code_index  # type: ignore[arg-type]
        raise PlayOutDone(play_out_codes(public, [[index[c] for c in hand] for hand in p._held]))


def finish_play_out(state: State, bidder: Player, exact: bool = False) -> tuple[int, ...]:
    """The hand's points per side from a `state` in the bidding or at the first lead (every card known to
    the caller, none to the players): the bidding finished by `bidder`, then the play by players who see
    only their own cards. On the engine's fast mode (`euchre.engine.rollout.rollout_state` with `FastPlayOut`);
    on the state machine (`machine_finish_play_out`) only where the fast mode raises `UnsupportedRuleError`."""
    if not state.is_over and state.rules.family is Family.STANDARD and not state.tricks and not state.trick:
        replay = [action_code(a) for _, a in state.history]
        try:
            chooser = FastPlayOut(bidder, replay, exact)
            return tuple(rollout_state(state, chooser=chooser).points)  # type: ignore[arg-type]
        except PlayOutDone as done:  # the bidding is over: the play-out model played the tricks
            return done.points
        except UnsupportedRuleError:
            pass
    return machine_finish_play_out(state, bidder, exact)


def machine_finish_play_out(state: State, bidder: Player, exact: bool = False) -> tuple[int, ...]:
    """`finish_play_out` on the state machine."""
    while not state.is_over and state.phase is not Phase.PLAY:
        state = state.apply(bidder(state))  # type: ignore[arg-type]
    if state.is_over:
        return tuple(state.result.points)
    if exact:
        return tuple(solve_points(Position.from_state(state)).points)
    hands = tuple(tuple(state.hand(s)) for s in range(state.rules.num_players))
    return play_out(Public.from_state(state), hands)
