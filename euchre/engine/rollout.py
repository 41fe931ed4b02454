"""The fast mode of the engine: whole hands at speed, for every preset and house rule of both families.

It is the hand engine (`euchre.engine.hand_engine`) in a cheaper mode, not a third engine: the rules are
those of the state machines (`euchre.engine.state` for the standard family, `euchre.engine.bid` for Bid
Euchre), played in one loop with no object per step, on the engine's trick tables (`PlayTables`) and the
trick-play core (`euchre.engine.tricks`): a card is a small integer (its index in `CARDS`), and the
trump's tables say what follows what and what beats what. The options of every phase before play, the
deal, the score and the renege are the state machines' own functions (`round_one_options`,
`round_two_options`, `joker_suit_options`, `defence_offered`, `dealer_picks_up`, `first_leader`,
`auction_options`, `declare_options`, `contract_options`, `deal_codes`, `standard_result`, `bid_result`,
`is_farmers_hand`, `best_cards_to_give`, `find_renege`), called, not copied.

Choices are indices into the legal actions *in the order `legal_actions()` lists them*, so the same
deal and the same choices give the same hand on both paths: the same actions, tricks and result. The
chooser sees the options as action codes (see `action_code` and `code_action`). With `record=True` the
result keeps every action and every trick as the state machine's `tricks` has it (who led, the cards
and who played them, the winner); a chooser with a `trick_done(trick)` method is told of each trick as
it is won, by the same trick loop, so that a position it keeps never works out a winner for itself.

    result = random_hand(Rules.preset("bid-euchre-6"), dealer=0, rng=random.Random(7))
    result.points, result.outcome, result.result   # the last is the state machine's own HandResult

A ruleset the fast mode cannot play raises `UnsupportedRuleError`; it never plays a different game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from math import floor
from typing import Final

from euchre.engine import actions
from euchre.engine.actions import (
    Action,
    Bid,
    Call,
    CallRenege,
    DefendAlone,
    Discard,
    GiveCard,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    PlayContract,
    Redeal,
)
from euchre.engine.bid import (
    _CONTRACT_ACTIONS,
    BidHandResult,
    _check_hands,
    _deal_plan,
    auction_options,
    best_cards_to_give,
    bid_result,
    check_bid_deck,
)
from euchre.engine.cards import Card, Suit
from euchre.engine.errors import RulesError, UnsupportedRuleError
from euchre.engine.farmers import code_farmers_hand
from euchre.engine.hand_engine import PlayTables, play_tables
from euchre.engine.ranking import Trump
from euchre.engine.reneges import Renege, caught_renege, code_renege_record, find_renege
from euchre.engine.results import HandResult, Trick
from euchre.engine.rules import Family, FarmersHand, Rules
from euchre.engine.scoring import Contract, Outcome
from euchre.engine.shuffle import shuffled
from euchre.engine.state import (
    DEFEND_OPTIONS,
    HandState,
    _check_deal,
    deal_codes,
    dealer_picks_up,
    defence_offered,
    first_leader,
    joker_suit_options,
    plan_for,
    standard_result,
)
from euchre.engine.tricks import (
    _BIT,
    _CHOICES,
    CARDS,
    CODE,
    NO_SUIT,
    SEATS_OF,
    TRUMPS,
    accusable,
    accusable_bits,
    code_beats,
    code_leads,
    code_plays,
    code_renege,
    code_winner,
    field_followers,
    field_leads,
    opponent_bits,
    random_tricks,
    suit_fields,
    tricks_by_side,
)

# ---- action codes ------------------------------------------------------------------------
PLAY = 0
"""PLAY + card code: play that card."""
DISCARD = 64
"""DISCARD + card code: discard that card (the dealer after the upcard or the Joker, the bidder of
partner's best)."""
PASS = 128
ORDER_UP = 129
ORDER_UP_ALONE = 130
CALL = 131
"""CALL + suit: name that suit in round two."""
CALL_ALONE = 135
"""CALL_ALONE + suit: name it and go alone."""
DEFEND_ALONE = 139
NAME_TRUMP = 140
"""NAME_TRUMP + trump index (`euchre.engine.tricks.TRUMPS`): the dealer names the suit of a turned-up Joker,
or the Bid Euchre bidder names trump, high no-trump (+4) or low no-trump (+5)."""
REDEAL = 146
"""Show a farmer's hand, or throw in a turned-up Joker."""
PARTNERS_BEST = 147
MOON = 148
WITH_PARTNER = 149
"""A bid that `Rules.moon_bid` lets be played as the moon, played as usual with partner."""
CALL_RENEGE = 150
"""CALL_RENEGE + seat: accuse that seat of a renege."""
GIVE = 160
"""GIVE + card code: partner's best, the partner passes that card."""
BID = 224
"""BID + tricks: a Bid Euchre bid."""

Chooser = Callable[[int, tuple[int, ...]], int]
"""chooser(seat, options) -> index into options, where options are action codes in the order of
`legal_actions()`."""

_STANDARD = Family.STANDARD
_SUIT_OF = tuple(-1 if card.suit is None else int(card.suit) for card in CARDS)
_CONTRACT_KIND = {PARTNERS_BEST: "partner's best", MOON: "moon", WITH_PARTNER: "with partner"}
_CONTRACT_CODE = {kind: code for code, kind in _CONTRACT_KIND.items()}
_CONTRACT_OF = {0: Contract.NORMAL, **{_CONTRACT_CODE[kind]: c for kind, c in _CONTRACT_ACTIONS.items()}}
"""A Bid Euchre contract by its code (0: no contract was offered)."""


def action_code(action: Action) -> int:
    """The integer code of an action value (the inverse of `code_action`)."""
    kind = type(action)
    if kind is Play:
        return PLAY + CODE[action.card]  # type: ignore[attr-defined]
    if kind is Discard:
        return DISCARD + CODE[action.card]  # type: ignore[attr-defined]
    if kind is Pass:
        return PASS
    if kind is OrderUp:
        return ORDER_UP_ALONE if action.alone else ORDER_UP  # type: ignore[attr-defined]
    if kind is Call:
        return (CALL_ALONE if action.alone else CALL) + action.suit  # type: ignore[attr-defined]
    if kind is DefendAlone:
        return DEFEND_ALONE
    if kind is NameTrump:
        return NAME_TRUMP + TRUMPS.index(action.trump)  # type: ignore[attr-defined]
    if kind is Redeal:
        return REDEAL
    if kind is PlayContract:
        return _CONTRACT_CODE[action.kind]  # type: ignore[attr-defined]
    if kind is CallRenege:
        return CALL_RENEGE + action.seat  # type: ignore[attr-defined]
    if kind is GiveCard:
        return GIVE + CODE[action.card]  # type: ignore[attr-defined]
    if kind is Bid:
        return BID + action.tricks  # type: ignore[attr-defined]
    raise UnsupportedRuleError(f"{action.text!r} has no action code")


def code_action(code: int) -> Action:
    """The action value of a code from a rollout (the values are immutable, so one is made per code)."""
    action = _ACTION_OF[code] if 0 <= code < len(_ACTION_OF) else None
    return _make_action(code) if action is None else action


def _make_action(code: int) -> Action:
    if code < DISCARD:
        return actions.Play(CARDS[code])
    if code < PASS:
        return Discard(CARDS[code - DISCARD])
    if code == PASS:
        return actions.PASS
    if code == ORDER_UP:
        return actions.ORDER_UP
    if code == ORDER_UP_ALONE:
        return actions.ORDER_UP_ALONE
    if code < CALL_ALONE:
        return Call(Suit(code - CALL))
    if code < DEFEND_ALONE:
        return Call(Suit(code - CALL_ALONE), alone=True)
    if code == DEFEND_ALONE:
        return actions.DEFEND_ALONE
    if code < REDEAL:
        return NameTrump(TRUMPS[code - NAME_TRUMP])
    if code == REDEAL:
        return actions.REDEAL
    if code in _CONTRACT_KIND:
        return PlayContract(_CONTRACT_KIND[code])
    if code < GIVE:
        return CallRenege(code - CALL_RENEGE)
    if code < BID:
        return GiveCard(CARDS[code - GIVE])
    return Bid(code - BID)


def _action_table() -> tuple[Action | None, ...]:
    out: list[Action | None] = []
    for code in range(BID + 32):
        try:
            out.append(_make_action(code))
        except (IndexError, ValueError):  # not a code of any action (no such card or suit)
            out.append(None)
    return tuple(out)


_ACTION_OF = _action_table()


class RolloutResult:
    """A finished hand: the state machine's own result value (`result`), and the actions taken if they
    were recorded. A value like `HandResult` (equal by its fields, hashable, pickled by its fields, fields
    `Final`), written out for the same reason: a compiled dataclass's `__init__` stays in Python."""

    __slots__ = ("actions", "result", "trick_record")

    def __init__(
        self, result: HandResult, actions: tuple[tuple[int, int], ...] | None = None,
        trick_record: tuple[Trick, ...] | None = None,
    ) -> None:
        self.result: Final = result
        """Exactly what `HandState.result` (or `BidHandState.result`) is for the same hand."""
        self.actions: Final = actions
        """(seat, action code) for every action of the hand, when asked for with `record`."""
        self.trick_record: Final = trick_record
        """Every trick played, as the state machine's `tricks` holds them (leader, cards, seats, winner), when
        asked for with `record`. A renege call that ends the hand leaves its trick unfinished and unrecorded,
        as on the state machine."""

    def _fields(self) -> tuple[HandResult, tuple[tuple[int, int], ...] | None, tuple[Trick, ...] | None]:
        return self.result, self.actions, self.trick_record

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RolloutResult):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return f"RolloutResult(result={self.result!r}, actions={self.actions!r}, trick_record={self.trick_record!r})"

    def __reduce__(self) -> tuple[
        type[RolloutResult], tuple[HandResult, tuple[tuple[int, int], ...] | None, tuple[Trick, ...] | None]
    ]:
        return RolloutResult, self._fields()

    @property
    def winners(self) -> tuple[int, ...] | None:
        """The seat that won each trick played, when recorded."""
        return None if self.trick_record is None else tuple(t.winner for t in self.trick_record)

    @property
    def maker(self) -> int | None:
        return self.result.maker

    @property
    def makers(self) -> int | None:
        return self.result.makers

    @property
    def trump(self) -> Trump | None:
        return self.result.trump

    @property
    def alone(self) -> bool:
        return self.result.alone

    @property
    def tricks(self) -> tuple[int, ...]:
        """Tricks taken per side."""
        return self.result.tricks

    @property
    def points(self) -> tuple[int, ...]:
        """Points won per side."""
        return self.result.points

    @property
    def outcome(self) -> Outcome:
        return self.result.outcome

    @property
    def thrown_in(self) -> bool:
        return self.result.thrown_in

    def hand_result(self) -> HandResult:
        """The same facts as the state machine's `result`."""
        return self.result

    def action_values(self) -> list[tuple[int, Action]]:
        """The recorded actions as (seat, action) pairs, comparable with the state machine's `history`."""
        if self.actions is None:
            raise ValueError("this rollout did not record its actions: pass record=True")
        return [(seat, code_action(code)) for seat, code in self.actions]


# ---- trick play, for both families ---------------------------------------------------------
def _play_for(rules: Rules, trump: int, sitting_out: tuple[int, ...]) -> PlayTables:
    """The engine's trick-play tables for a trump (its index in `TRUMPS`) and the seats sitting out, with
    `hand_size + 1` bits a suit in the fields of `random_tricks` (a hand's positions, and the standard
    dealer's upcard)."""
    return play_tables(rules, TRUMPS[trump], sitting_out, rules.hand_size + 1)


Tricks = tuple[list[int], tuple[Renege, ...], Renege | None, bool]
"""Tricks won per seat, the reneges, the renege a call caught, and whether that call ended the hand."""


def _play_tricks(
    c: PlayTables, dealt: Sequence[Sequence[int]], leader: int, rnd: Callable[[], float], chooser: Chooser | None,
    log: list[tuple[int, int]] | None, record: list[Trick] | None,
) -> Tricks:
    """Every trick of a hand. `hands[seat]` holds card codes in the order of the state machine's positions;
    `log` gets every action and `record` every trick, and a chooser's `trick_done` is called with each
    trick as it is won."""
    hands = [list(hand) for hand in dealt]
    eff, power, nxt, side = c.eff, c.power, c.next_seat, c.side
    renege, dup, joker_not_led = c.renege, c.dup, c.joker_not_led
    trick_done: Callable[[Trick], None] | None = getattr(chooser, "trick_done", None)
    won = [0] * c.n
    reneges: list[Renege] = []
    refused: set[tuple[int, int, int]] = set()
    caught: Renege | None = None
    played: set[int] = set()
    for number in range(1, c.tricks + 1):
        trick: list[int] = []
        seats: list[int] = []
        seat = leader
        led = -1
        for _ in range(c.active):
            held = hands[seat]
            if led < 0:
                legal = code_leads(held, eff, joker_not_led)
            elif renege:
                legal = held
            else:
                legal = code_plays(held, led, eff)
            options = tuple(dict.fromkeys(legal)) if dup else tuple(legal)
            while True:
                offered = options
                if renege and caught is None:
                    offered = options + tuple(CALL_RENEGE + o for o in accusable(seat, played, side, refused, number))
                code = offered[floor(rnd() * len(offered)) if chooser is None else chooser(seat, offered)]
                if log is not None:
                    log.append((seat, code))
                if code < DISCARD:
                    break
                accused = code - CALL_RENEGE
                found = caught_renege(reneges, accused)
                if found is None:
                    refused.add((seat, accused, number))
                elif c.rules.renege_call_ends_hand:
                    return won, tuple(reneges), found, True
                else:
                    caught = found
            if renege and led >= 0 and code_renege(held, code, led, eff):
                found = find_renege(seat, [CARDS[x] for x in held], [CARDS[x] for x in trick], c.trump, CARDS[code],
                                    number)
                assert found is not None, "the core's tables and find_renege disagree"
                reneges.append(found)
            held.remove(code)
            if led < 0:
                led = eff[code]
            trick.append(code)
            seats.append(seat)
            played.add(seat)
            seat = nxt[seat]
        winner = seats[code_winner(trick, eff, power)]
        won[winner] += 1
        if record is not None or trick_done is not None:
            done = Trick(leader, tuple([CARDS[x] for x in trick]), tuple(seats), winner)
            if record is not None:
                record.append(done)
            if trick_done is not None:
                trick_done(done)
        leader = winner
    return won, tuple(reneges), caught, False


def _random_renege_tricks(
    c: PlayTables, hands: list[tuple[int, ...]], fields: list[int], held: list[int], leader: int,
    rnd: Callable[[], float],
) -> Tricks:
    """`_play_tricks` with random choices and nothing recorded, in renege mode without identical cards, on the
    masks of positions that `random_tricks` plays on (`held[seat]`, `fields[seat]` from `suit_fields`): every
    card held may be played but a Joker barred from leading (`field_leads`), and before a play its player may
    accuse an opponent who has played (`accusable_bits`) until a call catches a renege (`caught_renege`). A
    renege is a card off the led suit by a hand holding one of it (`field_followers`, as the hand engine's
    step finds it), recorded by `code_renege_record`; the trick goes to the card no later one beats
    (`code_beats`)."""
    eff, power, width, no_suit, orders = c.eff, c.power, c.width, c.no_suit, c.order
    choices, bit, seats_of = _CHOICES, _BIT, SEATS_OF
    opponents = opponent_bits(c.side)
    ends_hand = c.rules.renege_call_ends_hand
    won = [0] * c.n
    reneges: list[Renege] = []
    caught: Renege | None = None
    played = 0
    led = shift = top = 0
    strength: tuple[int, ...] = ()
    for number in range(1, c.tricks + 1):
        refused = 0  # bit 8 * caller + accused: the calls of this trick that found no renege
        lead = True
        winner = leader
        for seat in orders[leader]:
            mask = held[seat]
            count, where = choices[field_leads(mask, fields[seat], no_suit) if lead and no_suit else mask]
            while True:
                if caught is None:
                    accused = seats_of[accusable_bits(opponents[seat], played, refused >> 8 * seat)]
                    i = floor(rnd() * (count + float(len(accused))))
                    if i >= count:
                        other = accused[i - int(count)]
                        found = caught_renege(reneges, other)
                        if found is None:
                            refused |= 1 << 8 * seat + other
                        elif ends_hand:
                            return won, tuple(reneges), found, True
                        else:
                            caught = found
                        continue
                else:
                    i = floor(rnd() * count)
                break
            p = where[i]
            held[seat] = mask - bit[p]
            played |= bit[seat]
            code = hands[seat][p]
            if lead:
                lead = False
                led = eff[code]
                shift = led * width
                strength = power[led]
                top = code
                continue
            could = field_followers(mask, fields[seat], shift)
            if could and not could & bit[p] and led != NO_SUIT:
                hand = hands[seat]
                reneges.append(code_renege_record(
                    seat, number, code, [hand[q] for q in choices[could][1]], led, c.trump))
            if code_beats(code, top, strength):
                top = code
                winner = seat
        won[winner] += 1
        leader = winner
    return won, tuple(reneges), caught, False


# ---- the standard family ---------------------------------------------------------------------
class _Tables:
    """A standard-family ruleset's options as codes, worked out once per ruleset."""

    __slots__ = (
        "bidders",
        "defend",
        "farmers",
        "farmers_hand",
        "fast",
        "joker_suit",
        "joker_thrown_in",
        "partner",
        "pickup_behind_loner",
        "plan",
        "plays",
        "redeals",
        "results",
        "round_one",
        "round_two",
        "rules",
        "side",
        "thrown_in",
    )

    def __init__(self, rules: Rules) -> None:
        if rules.kitty_size < 1:
            raise UnsupportedRuleError("the standard family needs an upcard, so the deck must leave a kitty")
        plan = plan_for(rules)
        n = plan.n
        self.rules = rules
        self.plan = plan
        self.partner = tuple(-1 if p is None else p for p in plan.partner)
        self.side = plan.side
        self.bidders = tuple(tuple((dealer + i) % n for i in range(1, n + 1)) for dealer in range(n))
        self.round_one = tuple(
            tuple(tuple(action_code(a) for a in options) for options in by_seat) for by_seat in plan.round_one
        )
        self.round_two = tuple(
            tuple(tuple(_codes(options) for options in by_seat) for by_seat in by_suit) for by_suit in plan.round_two
        )
        self.defend = (defence_offered(rules, False), defence_offered(rules, True))
        """Whether the defenders are asked to defend alone, by whether the maker went alone."""
        self.farmers = rules.farmers
        self.farmers_hand: FarmersHand = rules.farmers_hand
        self.pickup_behind_loner = dealer_picks_up(rules, 0, (0,))
        """Whether a dealer sitting out behind a partner's loner still picks the upcard up (`dealer_picks_up`)."""
        self.joker_suit = _codes(joker_suit_options(rules))
        """A Joker turned up: the dealer's options (throw the hand in, or name its suit)."""
        self.fast = not plan.dup
        """Whether the hot loop of `_random_play` plays this ruleset (it has no identical cards)."""
        self.results: dict[tuple[object, ...], RolloutResult] = {}
        self.thrown_in = RolloutResult(plan.thrown_in)
        self.redeals = tuple(
            RolloutResult(HandResult.not_played(rules.num_sides, Outcome.FARMERS, seat)) for seat in range(n)
        )
        """Per seat, the result of that seat showing a farmer's hand."""
        self.joker_thrown_in = RolloutResult(HandResult.not_played(rules.num_sides, Outcome.JOKER_REDEAL))
        self.plays: tuple[dict[tuple[int, ...], PlayTables], ...] = tuple({} for _ in Suit)
        """Per trump and seats sitting out, the trick-play tables (see `play_for`)."""

    def play_for(self, trump: int, sitting_out: tuple[int, ...]) -> PlayTables:
        play = self.plays[trump][sitting_out] = _play_for(self.rules, trump, sitting_out)
        return play

    def result(
        self, maker: int, alone: bool, lone: int | None, sat_out: tuple[int, ...], trump: int, tricks: tuple[int, ...]
    ) -> RolloutResult:
        key = (maker, alone, lone, trump, tricks)
        result = self.results.get(key)
        if result is None:
            hand = self.plan.result(maker, alone, lone, sat_out, Suit(trump), tricks)
            result = self.results[key] = RolloutResult(hand)
        return result

    def farmer(self, hand: Sequence[int]) -> bool:
        return code_farmers_hand(hand, self.farmers_hand)


def unsupported_options(rules: Rules) -> list[str]:
    """The options of a ruleset the fast mode does not play (it refuses them rather than play a different
    game). It plays every preset and every house rule of both families; it refuses only what the state
    machines refuse too: a standard-family deck that leaves no upcard, a Bid Euchre deck that does not deal
    out evenly."""
    if rules.family is Family.STANDARD and rules.kitty_size < 1:
        return ["a standard-family deal with no card left for the upcard (hand_size)"]
    if rules.family is not Family.STANDARD:
        try:
            check_bid_deck(rules)
        except UnsupportedRuleError as error:
            return [str(error)]
    return []


def _codes(options: Sequence[Action]) -> tuple[int, ...]:
    """The state machine's legal actions as action codes, in its order."""
    return tuple([action_code(a) for a in options])


_DEFEND_OPTIONS = _codes(DEFEND_OPTIONS)


_TABLES: dict[int, _Tables] = {}


def _tables_for(rules: Rules) -> _Tables:
    tables = _TABLES.get(id(rules))
    if tables is None or tables.rules is not rules:
        if len(_TABLES) > 64:
            _TABLES.clear()
        tables = _TABLES[id(rules)] = _Tables(rules)
    return tables


def random_hand(
    rules: Rules,
    dealer: int,
    rng: random.Random,
    *,
    chooser: Chooser | None = None,
    record: bool = False,
) -> RolloutResult:
    """Deal a hand from `rng` exactly as `new_hand(rules, dealer, rng=rng)` does and play it out.

    Without a chooser every choice is `int(rng.random() * len(options))`, drawn from the same `rng`
    after the deal, so driving the state machine that way gives the same hand.
    """
    tables = _TABLES.get(id(rules))
    if tables is None or tables.rules is not rules:
        if rules.family is not _STANDARD:
            return _random_bid_hand(rules, dealer, rng, chooser, record)
        tables = _tables_for(rules)
    plan = tables.plan
    if not 0 <= dealer < plan.n:
        raise RulesError(f"dealer must be a seat from 0 to {plan.n - 1}, not {dealer}")
    if chooser is None and not record and tables.fast:
        return _random_play(tables, dealer, rng)
    deck = deal_codes(plan, rng)
    hands = [take(deck) for take in plan.holdings[dealer]]
    _start(chooser, rules, dealer, hands, deck[plan.kitty_start])
    return _play(tables, dealer, hands, deck[plan.kitty_start], rng.random, chooser, record)


def _start(chooser: Chooser | None, rules: Rules, dealer: int, hands: Sequence[Sequence[int]], up: int | None) -> None:
    """Show the deal to a chooser that reads positions (`euchre.engine.rollout_players.PlayerChooser.start`)."""
    start = getattr(chooser, "start", None)
    if start is not None:
        start(rules, dealer, hands, up)


def rollout_hand(
    rules: Rules,
    dealer: int,
    hands: Sequence[Sequence[Card | str] | str],
    upcard: Card | str | None = None,
    *,
    chooser: Chooser | None = None,
    rng: random.Random | None = None,
    record: bool = False,
) -> RolloutResult:
    """Play out a given deal (Bid Euchre: every hand, the dealer's with the Joker's extra card; the standard
    family: the hands and the upcard, as the kitty below it never comes into play).

    Choices come from `chooser`, or else are `int(rng.random() * len(options))`.
    """
    rnd = (rng or random.Random()).random
    n = rules.num_players
    if not 0 <= dealer < n:
        raise RulesError(f"dealer must be a seat from 0 to {n - 1}, not {dealer}")
    if rules.family is not Family.STANDARD:
        if upcard is not None:
            raise RulesError("Bid Euchre deals every card: there is no upcard")
        dealt = _check_hands(rules, dealer, hands)
        codes = [tuple([CODE[c] for c in hand]) for hand in dealt]
        _start(chooser, rules, dealer, codes, None)
        return _play_bid(_bid_tables_for(rules), dealer, codes, rnd, chooser, [] if record else None,
                         [] if record else None)
    tables = _tables_for(rules)
    cards, up, _ = _check_deal(rules, hands, upcard, None)
    return _play_standard_deal(tables, dealer, cards, up, rnd, chooser, record)


def rollout_state(state: HandState, *, chooser: Chooser) -> RolloutResult:
    """`rollout_hand` on the deal of a standard-family `HandState` (already checked by the state machine):
    the hand from its first call, with every choice from `chooser`."""
    rules = state.rules
    if rules.family is not Family.STANDARD:
        raise UnsupportedRuleError("rollout_state plays the standard family's deals")
    first = state.initial
    hands = [first.hand(s) for s in range(rules.num_players)]
    return _play_standard_deal(_tables_for(rules), state.dealer, hands, state.upcard, random.random, chooser, False)


def _play_standard_deal(
    tables: _Tables, dealer: int, cards: Sequence[Sequence[Card]], up: Card, rnd: Callable[[], float],
    chooser: Chooser | None, record: bool,
) -> RolloutResult:
    codes = [tuple(CODE[c] for c in hand) for hand in cards]
    codes[dealer] = (*codes[dealer], CODE[up])
    _start(chooser, tables.rules, dealer, codes, CODE[up])
    return _play(tables, dealer, codes, CODE[up], rnd, chooser, record)


def _play(
    tables: _Tables,
    dealer: int,
    hands: list[tuple[int, ...]],
    up: int,
    rnd: Callable[[], float],
    chooser: Chooser | None,
    record: bool,
) -> RolloutResult:
    """The hand from the first call to the score. `hands[seat]` holds card codes in the order dealt, and the
    dealer's ends with the upcard `up`."""
    plan = tables.plan
    rules = tables.rules
    n = plan.n
    size = plan.hand_size
    log: list[tuple[int, int]] | None = [] if record else None
    trick_log: list[Trick] | None = [] if record else None

    def pick(seat: int, options: tuple[int, ...]) -> int:
        code = options[floor(rnd() * len(options)) if chooser is None else chooser(seat, options)]
        if log is not None:
            log.append((seat, code))
        return code

    def done(result: RolloutResult) -> RolloutResult:
        if log is None or trick_log is None:
            return result
        return RolloutResult(result.result, tuple(log), tuple(trick_log))

    # ---- making trump ----
    up_suit = _SUIT_OF[up]
    if up_suit < 0:
        code = pick(dealer, tables.joker_suit)
        if code == REDEAL:
            return done(tables.joker_thrown_in)
        up_suit = code - NAME_TRUMP
    trump = up_suit
    alone = False
    picked_up = True
    options_of = tables.round_one[dealer]
    for maker in tables.bidders[dealer]:
        options = options_of[maker]
        if tables.farmers and tables.farmer(hands[maker][:size]):
            options = (*options, REDEAL)
        code = pick(maker, options)
        if code == REDEAL:
            return done(tables.redeals[maker])
        if code != PASS:
            alone = code == ORDER_UP_ALONE
            break
    else:
        picked_up = False
        options_of = tables.round_two[dealer][up_suit]
        for maker in tables.bidders[dealer]:
            call = pick(maker, options_of[maker])
            if call != PASS:
                alone = call >= CALL_ALONE
                trump = (call - CALL) & 3
                break
        else:
            return done(tables.thrown_in)
    held = [list(hand[:size]) for hand in hands]
    partner = tables.partner[maker]
    sitting: tuple[int, ...] = (partner,) if alone and partner >= 0 else ()
    if picked_up and dealer_picks_up(rules, dealer, sitting):
        dealer_hand = held[dealer]
        dealer_hand.append(up)
        code = pick(dealer, tuple(DISCARD + c for c in (dict.fromkeys(dealer_hand) if plan.dup else dealer_hand)))
        dealer_hand.remove(code - DISCARD)
    lone = -1
    if tables.defend[alone]:
        side = tables.side
        for seat in tables.bidders[dealer]:
            if side[seat] == side[maker] or seat in sitting:
                continue
            if pick(seat, _DEFEND_OPTIONS) == DEFEND_ALONE:
                lone = seat
                sitting = tuple(sorted({*sitting, tables.partner[seat]}))
                break

    # ---- trick play ----
    leader = first_leader(rules, plan.seating[sitting][0], dealer, maker, alone, None if lone < 0 else lone)
    suit = Suit(trump)
    play = _play_for(rules, trump, sitting)
    won, reneges, caught, ended = _play_tricks(play, held, leader, rnd, chooser, log, trick_log)
    tricks = tricks_by_side(won, n)
    lone_defender = None if lone < 0 else lone
    if rules.renege_mode:
        return done(RolloutResult(standard_result(
            plan, maker, alone, lone_defender, sitting, suit, tricks, reneges, None if ended else caught,
            caught if ended else None,
        )))
    return done(tables.result(maker, alone, lone_defender, sitting, trump, tricks))


_SUITS: tuple[Suit, ...] = tuple(Suit)
"""The suits by index (cheaper than `Suit(index)`)."""


def _random_play(tables: _Tables, dealer: int, rng: random.Random) -> RolloutResult:
    """`random_hand` with random choices only: the hot loop of simulations, for rulesets without identical
    cards. It is `_play` with `rng.random` for every choice, on bit masks of the positions held, written out
    again for speed (the property tests check the two against the state machine)."""
    plan = tables.plan
    n = plan.n
    deck = shuffled(plan.deck, plan.shuffle_steps, rng)
    hands = [take(deck) for take in plan.holdings[dealer]]
    up = deck[plan.kitty_start]
    rnd = rng.random
    up_suit = _SUIT_OF[up]
    if up_suit < 0:
        options = tables.joker_suit
        code = options[floor(rnd() * len(options))]
        if code == REDEAL:
            return tables.joker_thrown_in
        up_suit = code - NAME_TRUMP
    trump = up_suit
    alone = False
    picked_up = True
    options_of = tables.round_one[dealer]
    farmers = tables.farmers
    for maker in tables.bidders[dealer]:
        options = options_of[maker]
        if farmers and tables.farmer(hands[maker][:plan.hand_size]):
            i = floor(rnd() * (len(options) + 1))
            if i == len(options):
                return tables.redeals[maker]
        else:
            i = floor(rnd() * len(options))
        if i:
            alone = options[i] == ORDER_UP_ALONE
            break
    else:
        picked_up = False
        options_of = tables.round_two[dealer][up_suit]
        for maker in tables.bidders[dealer]:
            options = options_of[maker]
            call = options[floor(rnd() * len(options))]
            if call != PASS:
                alone = call >= CALL_ALONE
                trump = (call - CALL) & 3
                break
        else:
            return tables.thrown_in
    held = [plan.full >> 1] * n
    partner = tables.partner[maker]
    sitting: tuple[int, ...] = (partner,) if alone and partner >= 0 else ()
    if picked_up and (dealer not in sitting or tables.pickup_behind_loner):
        held[dealer] = plan.full ^ 1 << floor(rnd() * plan.width)
    lone = -1
    if tables.defend[alone]:
        side = tables.side
        for seat in tables.bidders[dealer]:
            if side[seat] != side[maker] and seat not in sitting and rnd() >= 0.5:
                lone = seat
                sitting = tuple(sorted({*sitting, tables.partner[seat]}))
                break

    play = tables.plays[trump].get(sitting) or tables.play_for(trump, sitting)
    if alone or lone >= 0:
        leader = first_leader(tables.rules, play.next_seat, dealer, maker, alone, None if lone < 0 else lone)
    else:
        leader = play.next_seat[dealer]  # `first_leader` without a loner: the seat after the dealer
    fields = suit_fields(play.single, play.pairs, hands, play.order[leader], n)
    if play.renege:
        won, reneges, caught, ended = _random_renege_tricks(play, hands, fields, held, leader, rnd)
        if reneges:
            return RolloutResult(standard_result(
                plan, maker, alone, None if lone < 0 else lone, sitting, _SUITS[trump], tricks_by_side(won, n),
                reneges, None if ended else caught, caught if ended else None,
            ))
    else:
        won = random_tricks(hands, fields, held, leader, rnd, play.eff, play.power, play.followers, play.width,
                            play.no_suit, n, play.tricks)
    tricks = tricks_by_side(won, n)
    result = tables.results.get((maker, alone, None if lone < 0 else lone, trump, tricks))
    if result is None:
        result = tables.result(maker, alone, None if lone < 0 else lone, sitting, trump, tricks)
    return result




# ---- Bid Euchre ------------------------------------------------------------------------------
class _BidTables:
    """A Bid Euchre ruleset's options as codes, worked out once per ruleset."""

    __slots__ = ("auction", "contracts", "deal", "declare", "farmers", "farmers_hand", "joker", "order", "partner",
                 "plays", "redeals", "results", "rules", "side", "thrown_in")

    def __init__(self, rules: Rules) -> None:
        check_bid_deck(rules)
        n = rules.num_players
        self.rules = rules
        self.joker = rules.joker
        self.partner = tuple(-1 if p is None else p for p in (rules.partner_of(seat) for seat in range(n)))
        self.plays: tuple[dict[tuple[int, ...], PlayTables], ...] = tuple({} for _ in TRUMPS)
        """Per trump and seats sitting out, the trick-play tables (see `play_for`)."""
        self.deal = _deal_plan(rules)
        self.order = tuple(tuple((dealer + i) % n for i in range(1, n + 1)) for dealer in range(n))
        self.side = tuple(rules.side_of(seat) for seat in range(n))
        top = rules.hand_size
        self.auction = tuple(tuple(_codes(auction_options(rules, dealer, high)) for high in range(top + 1))
                             for dealer in (False, True))
        """auction[is the dealer][standing bid]: the calls, but for a farmer's redeal."""
        self.declare = _codes(self.deal.declare)
        self.contracts = tuple(_codes(options) for options in self.deal.contracts)
        """contracts[high bid]: how the bid may be played (none: it is played as usual, with partner)."""
        self.farmers = rules.farmers
        self.farmers_hand: FarmersHand = rules.farmers_hand
        self.thrown_in = RolloutResult(BidHandResult.not_played(rules.num_sides, Outcome.THROWN_IN))
        self.redeals = tuple(
            RolloutResult(BidHandResult.not_played(rules.num_sides, Outcome.FARMERS, seat)) for seat in range(n)
        )
        self.results: dict[tuple[object, ...], RolloutResult] = {}

    def play_for(self, trump: int, sitting_out: tuple[int, ...]) -> PlayTables:
        play = self.plays[trump][sitting_out] = _play_for(self.rules, trump, sitting_out)
        return play



_BID_TABLES: dict[int, _BidTables] = {}


def _bid_tables_for(rules: Rules) -> _BidTables:
    tables = _BID_TABLES.get(id(rules))
    if tables is None or tables.rules is not rules:
        if len(_BID_TABLES) > 64:
            _BID_TABLES.clear()
        tables = _BID_TABLES[id(rules)] = _BidTables(rules)
    return tables


def _random_bid_hand(
    rules: Rules, dealer: int, rng: random.Random, chooser: Chooser | None, record: bool
) -> RolloutResult:
    n = rules.num_players
    if not 0 <= dealer < n:
        raise RulesError(f"dealer must be a seat from 0 to {n - 1}, not {dealer}")
    t = _bid_tables_for(rules)
    plan = t.deal
    deck = shuffled(plan.deck, plan.steps, rng)
    hands = [take(deck) for take in plan.takers[dealer]]
    if chooser is None and not record:
        return _play_bid(t, dealer, hands, rng.random, None, None, None)
    _start(chooser, rules, dealer, hands, None)
    return _play_bid(t, dealer, hands, rng.random, chooser, [] if record else None, [] if record else None)


def _pick(
    rnd: Callable[[], float], chooser: Chooser | None, log: list[tuple[int, int]] | None, seat: int,
    options: Sequence[int],
) -> int:
    """The choice of `seat` among `options`, from `chooser` or else `rnd`, logged if asked."""
    code = options[floor(rnd() * len(options)) if chooser is None else chooser(seat, tuple(options))]
    if log is not None:
        log.append((seat, code))
    return code


def _play_bid(
    t: _BidTables, dealer: int, hands: list[tuple[int, ...]], rnd: Callable[[], float], chooser: Chooser | None,
    log: list[tuple[int, int]] | None, trick_log: list[Trick] | None,
) -> RolloutResult:
    """A Bid Euchre hand from the deal (`hands[seat]`: card codes in the order dealt) to the score, with
    every action in `log` and every trick in `trick_log` when they are given."""
    rules = t.rules
    fast = chooser is None and log is None  # random choices, nothing recorded: the hot ones drawn without a call

    def done(result: RolloutResult) -> RolloutResult:
        if log is None or trick_log is None:
            return result
        return RolloutResult(result.result, tuple(log), tuple(trick_log))

    if t.joker:
        hand = hands[dealer]
        hands[dealer] = _without(hand, _pick(rnd, chooser, log, dealer, [DISCARD + c for c in dict.fromkeys(hand)])
                                 - DISCARD)
    # ---- the auction ----
    high_bid = 0
    bidder = -1
    auction = t.auction
    for seat in t.order[dealer]:
        options = auction[seat == dealer][high_bid]
        if t.farmers and code_farmers_hand(hands[seat], t.farmers_hand):
            options = (REDEAL, *options)
        code = options[floor(rnd() * len(options))] if fast else _pick(rnd, chooser, log, seat, options)
        if code == REDEAL:
            return done(t.redeals[seat])
        if code != PASS:
            high_bid = code - BID
            bidder = seat
    if bidder < 0:
        return done(t.thrown_in)
    declare = t.declare
    trump_index = (declare[floor(rnd() * len(declare))] if fast else _pick(rnd, chooser, log, bidder, declare)) \
        - NAME_TRUMP
    kind = 0
    sitting: tuple[int, ...] = ()
    contracts = t.contracts[high_bid]
    if contracts:
        kind = _pick(rnd, chooser, log, bidder, contracts)
        if kind != WITH_PARTNER:
            partner: int = t.partner[bidder]
            sitting = (partner,)
        if kind == PARTNERS_BEST:
            hand = hands[bidder]
            hand = _without(hand, _pick(rnd, chooser, log, bidder, [DISCARD + c for c in dict.fromkeys(hand)])
                            - DISCARD)
            best = best_cards_to_give([CARDS[c] for c in hands[partner]], TRUMPS[trump_index])
            given = _pick(rnd, chooser, log, partner, [GIVE + CODE[c] for c in best]) - GIVE
            hands[partner] = _without(hands[partner], given)
            hands[bidder] = (*hand, given)
    # ---- trick play ----
    play = t.plays[trump_index].get(sitting) or t.play_for(trump_index, sitting)
    if fast and not play.dup:
        fields = suit_fields(play.single, play.pairs, hands, play.order[bidder], play.n)
        held = [(1 << play.tricks) - 1] * play.n  # every seat in play holds a card for each trick
        if play.renege:
            won, reneges, caught, ended = _random_renege_tricks(play, hands, fields, held, bidder, rnd)
        else:
            won = random_tricks(hands, fields, held, bidder, rnd, play.eff, play.power, play.followers,
                                play.width, play.no_suit, play.n, play.tricks)
            reneges, caught, ended = (), None, False
    else:
        won, reneges, caught, ended = _play_tricks(play, hands, bidder, rnd, chooser, log, trick_log)
    tricks = tricks_by_side(won, play.n)
    if not play.renege:
        key = (bidder, high_bid, kind, trump_index, tricks)
        cached = t.results.get(key)
        if cached is None:
            result = bid_result(rules, bidder, high_bid, _CONTRACT_OF[kind], play.trump, sitting, tricks)
            cached = t.results[key] = RolloutResult(result)
        return done(cached)
    return done(RolloutResult(bid_result(
        rules, bidder, high_bid, _CONTRACT_OF[kind], play.trump, sitting, tricks, reneges, None if ended else caught,
        caught if ended else None,
    )))


def _without(hand: tuple[int, ...], code: int) -> tuple[int, ...]:
    """`hand` without its first copy of the card `code`."""
    i = hand.index(code)
    return hand[:i] + hand[i + 1:]


__all__ = [
    "BID", "CALL", "CALL_ALONE", "CALL_RENEGE", "DEFEND_ALONE", "DISCARD", "GIVE", "MOON", "NAME_TRUMP", "ORDER_UP",
    "ORDER_UP_ALONE", "PARTNERS_BEST", "PASS", "PLAY", "REDEAL", "WITH_PARTNER", "Chooser", "RolloutResult",
    "action_code",
    "code_action", "random_hand", "rollout_hand", "rollout_state", "unsupported_options",
]
