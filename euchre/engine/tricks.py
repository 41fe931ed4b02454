"""The trick-play core: every family plays its tricks through this module.

It owns what may be played (following the effective suit of the led card), which card wins (trump,
high and low no-trump, the Joker, and of two identical cards of a double deck the one played first),
who plays next (seats sitting out are skipped), the sides and partners, renege detection, the calls
of a renege and its penalty. The standard and Bid Euchre state machines, the solver's bit tables, the
bots, the quiz generators and the widgets all call it; variants differ only in the deal, the bidding
and the contract. The renege's records and penalty build on it in `euchre.engine.reneges`.

The state machines play on card codes (a card's index in `CARDS`) for speed. Their tables
(`EFFECTIVE_SUIT`, `POWER`) are built here from the same two functions of `euchre.engine.ranking` that the
card-level functions use, and tests check both forms against each other. The rules are here over
codes too (`code_plays`, `code_leads`, `code_renege`, `code_beats`, `code_winner`, `accusable`) and over
masks of hand positions (`field_plays`, `field_leads`), with the fast mode's random trick loop
(`random_tricks`), so that the state machines, the fast mode and the play-outs call them rather than
write them again on the tables.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache
from math import floor
from typing import TYPE_CHECKING, Final

from euchre.engine.actions import CallRenege
from euchre.engine.cards import JOKER, Card, Suit, standard_ranks
from euchre.engine.ranking import NoTrump, Trump, card_power, effective_suit

if TYPE_CHECKING:
    from euchre.engine.actions import CallRenege
    from euchre.engine.rules import Rules



# ---- following ----------------------------------------------------------------------------
def led_suit(trick: Sequence[Card], trump: Trump | None) -> Suit | None:
    """The suit others must follow: the effective suit of the first card played (None when the Joker
    is led in no-trump, or the trick is empty)."""
    return effective_suit(trick[0], trump) if trick else None


def follows(card: Card, led: Suit | None, trump: Trump | None) -> bool:
    """Whether `card` follows the led suit (its effective suit is the led suit)."""
    return led is not None and effective_suit(card, trump) == led


def followers(hand: Iterable[Card], led: Suit | None, trump: Trump | None) -> tuple[Card, ...]:
    """The cards of `hand` that follow `led`."""
    if led is None:
        return ()
    return tuple(c for c in hand if effective_suit(c, trump) == led)


def joker_lead_barred(trump: Trump | None, rules: Rules | None) -> bool:
    """Whether this contract bars the Joker from leading: no-trump under `JokerNoTrump.NOT_LED` (a hand
    that holds nothing else still leads it). The state machines' and the fast mode's tables ask this."""
    return rules is not None and isinstance(trump, NoTrump) and not rules.joker_may_lead_in_no_trump


def legal_leads(hand: Sequence[Card], trump: Trump | None, rules: Rules | None = None) -> tuple[Card, ...]:
    """The cards of `hand` that may lead a trick: any card, except the Joker when `joker_lead_barred`
    and the hand holds another card."""
    if joker_lead_barred(trump, rules):
        others = tuple(c for c in hand if not c.is_joker)
        if others:
            return others
    return tuple(hand)


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], trump: Trump | None, rules: Rules | None = None
) -> tuple[Card, ...]:
    """The cards of `hand` that may be played to `trick` (the cards already played, in order).

    A player must follow the effective suit of the led card if they can; otherwise any card goes.
    The leader may lead any card, but for the one exception of `legal_leads` (which needs `rules`).
    """
    if not trick:
        return legal_leads(hand, trump, rules)
    return followers(hand, led_suit(trick, trump), trump) or tuple(hand)


# ---- winning ------------------------------------------------------------------------------
def trick_winner(trick: Sequence[Card], trump: Trump | None) -> int:
    """Index into `trick` of the winning card so far. Of two identical cards, the one played first wins."""
    if not trick:
        raise ValueError("an empty trick has no winner")
    led = effective_suit(trick[0], trump)
    best, best_power = 0, card_power(trick[0], trump, led)
    for i in range(1, len(trick)):
        p = card_power(trick[i], trump, led)
        if p > best_power:
            best, best_power = i, p
    return best


def winning_seat(trick: Sequence[Card], seats: Sequence[int], trump: Trump | None) -> int:
    """The seat whose card is winning `trick`, played by `seats` in order."""
    return seats[trick_winner(trick, trump)]


def beats(card: Card, trick: Sequence[Card], trump: Trump | None) -> bool:
    """Whether `card`, played to `trick` now, would take the lead of it (a card played later never beats
    an identical card played earlier)."""
    if not trick:
        return True
    led = effective_suit(trick[0], trump)
    top = max(card_power(c, trump, led) for c in trick)
    return card_power(card, trump, led) > top


def outranks(card: Card, other: Card, trump: Trump | None, led: Suit | None) -> bool:
    """Whether `card` would win against `other` in a trick led in the suit `led` (of two cards that rank
    the same, identical cards of a double deck, the one played first wins: neither outranks the other)."""
    return card_power(card, trump, led) > card_power(other, trump, led)


# ---- seats and sides ----------------------------------------------------------------------
def side_count(num_players: int) -> int:
    """How many sides score: two partnerships with four players, one side per player otherwise."""
    return 2 if num_players == 4 else num_players


def side_of(seat: int, num_players: int) -> int:
    """The side a seat plays for: partners across the table with four players, everyone alone otherwise."""
    return seat % 2 if num_players == 4 else seat


def partner_of(seat: int, num_players: int) -> int | None:
    return (seat + 2) % 4 if num_players == 4 else None


def next_seat(seat: int, num_players: int, sitting_out: Sequence[int] = ()) -> int:
    """Who plays after `seat`: the next seat clockwise that is not sitting out."""
    nxt = (seat + 1) % num_players
    while nxt in sitting_out:
        nxt = (nxt + 1) % num_players
    return nxt


def play_order(leader: int, num_players: int, sitting_out: Sequence[int] = ()) -> tuple[int, ...]:
    """The seats that play to a trick led by `leader`, in order."""
    seats = [leader]
    while len(seats) < num_players - len(sitting_out):
        seats.append(next_seat(seats[-1], num_players, sitting_out))
    return tuple(seats)


def tricks_by_side(won: Sequence[int], num_players: int) -> tuple[int, ...]:
    """Tricks per side, from tricks per seat."""
    if num_players == 4:
        return (won[0] + won[2], won[1] + won[3])
    return tuple(won)


# ---- reneges ------------------------------------------------------------------------------
def renege_calls(
    seat: int, played: Iterable[int], num_players: int, refused: frozenset[tuple[int, int, int]], trick_number: int
) -> tuple[CallRenege, ...]:
    """Renege mode: `seat` may accuse any opponent who has played a card (`played`), once per trick unless
    the call was right (`refused` holds the (caller, accused, trick) of calls that found no renege)."""
    sides = tuple(side_of(other, num_players) for other in range(num_players))
    return tuple(CallRenege(other) for other in accusable(seat, set(played), sides, refused, trick_number))


def accusable(
    seat: int, played: set[int] | frozenset[int], sides: Sequence[int], refused: set[tuple[int, int, int]]
    | frozenset[tuple[int, int, int]], trick_number: int,
) -> tuple[int, ...]:
    """The seats `renege_calls` lets `seat` accuse, in seat order, with each seat's side in `sides`
    (the rule is `accusable_bits`; this reads it over sets of seats)."""
    played_bits = 0
    for other in played:
        played_bits |= 1 << other
    refused_bits = 0
    for caller, other, number in refused:
        if caller == seat and number == trick_number:
            refused_bits |= 1 << other
    return SEATS_OF[accusable_bits(opponent_bits(tuple(sides))[seat], played_bits, refused_bits)]


def accusable_bits(opponents: int, played: int, refused: int) -> int:
    """`accusable` over masks of seats (bit `seat` for each): of a seat's `opponents`, those who have `played`
    a card, but for those it has called already in this trick (`refused`: calls that found no renege)."""
    return opponents & played & ~refused


@cache
def opponent_bits(sides: tuple[int, ...]) -> tuple[int, ...]:
    """Per seat, the mask of the seats on other sides than its own (`sides[seat]`)."""
    return tuple(sum(1 << other for other, theirs in enumerate(sides) if theirs != mine) for mine in sides)


SEATS_OF: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s for s in range(8) if mask >> s & 1) for mask in range(1 << 8)
)
"""The seats set in every mask of up to eight seats, in seat order."""


# ---- the same rules as tables over card codes --------------------------------------------
CARDS: Final[tuple[Card, ...]] = (*(Card(r, s) for s in Suit for r in standard_ranks(7)), JOKER)
"""Every card there is; a card's code is its index here."""
CODE: dict[Card, int] = {card: code for code, card in enumerate(CARDS)}
TRUMPS: tuple[Trump, ...] = (*Suit, NoTrump.HIGH, NoTrump.LOW)
"""The contracts in table order: a trump's index is `TRUMP_INDEX[trump]`."""
TRUMP_INDEX: dict[Trump, int] = {trump: i for i, trump in enumerate(TRUMPS)}
NO_SUIT: Final = 4
"""The led-suit index of a trick led by the Joker in no-trump, which asks for no suit."""


def _suit_index(suit: Suit | None) -> int:
    return NO_SUIT if suit is None else int(suit)


EFFECTIVE_SUIT: tuple[tuple[int, ...], ...] = tuple(
    tuple(_suit_index(effective_suit(card, trump)) for card in CARDS) for trump in TRUMPS
)
"""EFFECTIVE_SUIT[trump index][code]: the suit a card follows and wins as (`NO_SUIT` for none)."""
POWER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(card_power(card, trump, led) for card in CARDS) for led in (*Suit, None)) for trump in TRUMPS
)
"""POWER[trump index][led index][code]: the card's strength in a trick (0 if it can not win it)."""


def code_winner(trick: Sequence[int], eff: Sequence[int], power: Sequence[Sequence[int]]) -> int:
    """`trick_winner` over card codes, with the tables of one trump (`EFFECTIVE_SUIT[t]`, `POWER[t]`)."""
    strength = power[eff[trick[0]]]
    best, best_power = 0, strength[trick[0]]
    for i in range(1, len(trick)):
        p = strength[trick[i]]
        if p > best_power:
            best, best_power = i, p
    return best


def code_followers(hand: Iterable[int], led: int, eff: Sequence[int]) -> list[int]:
    """`followers` over card codes, with a trump's row of `EFFECTIVE_SUIT` (or any numbering's own row
    built from it): the codes of `hand` whose effective suit is `led`."""
    return [c for c in hand if eff[c] == led]


def code_plays(hand: Sequence[int], led: int, eff: Sequence[int]) -> list[int]:
    """`legal_plays` to a trick led in the suit `led`, over card codes: the cards of `hand` that follow it, or
    when none does every card of `hand` (always a new list)."""
    return [c for c in hand if eff[c] == led] or list(hand)


def code_leads(hand: list[int], eff: Sequence[int], barred: bool) -> list[int]:
    """`legal_leads` over card codes: `hand` itself, or when the Joker's lead is `barred` (`joker_lead_barred`)
    the cards of `hand` with a suit if it holds any."""
    return ([c for c in hand if eff[c] != NO_SUIT] or hand) if barred else hand


def code_follows(code: int, led: int, eff: Sequence[int]) -> bool:
    """`follows` over card codes."""
    return eff[code] == led


def code_renege(hand: Iterable[int], code: int, led: int, eff: Sequence[int]) -> bool:
    """Whether playing `code` out of `hand` to a trick led in `led` is a renege: a card off the led suit by a
    hand that holds one (`euchre.engine.reneges.find_renege` records it)."""
    return led != NO_SUIT and eff[code] != led and any(eff[c] == led for c in hand)


def code_beats(code: int, best: int, strength: Sequence[int]) -> bool:
    """`beats` over card codes: whether `code` takes a trick from the card `best` winning it so far, with the
    row of `POWER` (or a numbering's own row built from it) of the trick's led suit."""
    return strength[code] > strength[best]


def beaten_by(strength: Sequence[int]) -> tuple[int, ...]:
    """Per card of a strength row (of `POWER`, or a numbering's own row built from it), the mask of the cards
    that would take a trick from it."""
    cards = range(len(strength))
    return tuple(sum(1 << j for j in cards if strength[j] > strength[i]) for i in cards)


def code_winners(cards: Iterable[int], top: int, strength: Sequence[int]) -> list[int]:
    """The cards of `cards` that would take a trick whose winning card so far has the strength `top`."""
    return [c for c in cards if strength[c] > top]


def code_trick_winner(trick: Sequence[tuple[int, int]], eff: Sequence[int], power: Sequence[Sequence[int]]) -> int:
    """The seat winning a trick given as (seat, card code) pairs in the order played (`code_winner`)."""
    return trick[code_winner([code for _, code in trick], eff, power)][0]



SuitBits = tuple[tuple[tuple[int, ...], ...], tuple[tuple[tuple[int, ...], ...], ...]]


@cache
def suit_bits(width: int) -> SuitBits:
    """Per trump index, the tables of `suit_fields` for fields `width` bits a suit: `single[code]`, the bit
    of the card's effective suit at position 0, and `pairs[a][b]`, two cards at positions 0 and 1."""
    single = tuple(tuple(1 << width * suit for suit in by_code) for by_code in EFFECTIVE_SUIT)
    pairs = tuple(tuple(tuple(a | b << 1 for b in bits) for a in bits) for bits in single)
    return single, pairs


def suit_fields(
    single: tuple[int, ...], pairs: tuple[tuple[int, ...], ...], codes: Sequence[tuple[int, ...]],
    seats: Sequence[int], num_players: int,
) -> list[int]:
    """Per seat of `seats` (0 for the others), where its cards of each effective suit are: bit
    `width * suit + position` is set when the card at that position of `codes[seat]` follows `suit`, with
    one trump's tables of `suit_bits(width)`. Cards are looked up two at a time."""
    fields = [0] * num_players
    for seat in seats:
        hand = codes[seat]
        if len(hand) == 5:
            a, b, c, d, e = hand
            fields[seat] = pairs[a][b] | pairs[c][d] << 2 | single[e] << 4
        elif len(hand) == 6:
            a, b, c, d, e, f = hand
            fields[seat] = pairs[a][b] | pairs[c][d] << 2 | pairs[e][f] << 4
        else:
            field = 0
            for p in range(0, len(hand) - 1, 2):
                field |= pairs[hand[p]][hand[p + 1]] << p
            if len(hand) % 2:
                field |= single[hand[-1]] << len(hand) - 1
            fields[seat] = field
    return fields


# ---- the same rules over masks of hand positions -------------------------------------------------------
def field_followers(hand: int, field: int, shift: int) -> int:
    """The positions set in `hand` whose cards follow the suit at `shift` (`width * suit`) of a `suit_fields`
    field: `followers` over position masks."""
    return hand & field >> shift


def field_plays(hand: int, field: int, shift: int) -> int:
    """`legal_plays` over position masks: the positions of `hand` that follow the suit at `shift` of the
    hand's `suit_fields` field, or every position of `hand` when none does."""
    return hand & field >> shift or hand


def field_leads(hand: int, field: int, no_suit: int) -> int:
    """`legal_leads` over position masks when the Joker's lead is barred: the positions of `hand` but the
    Joker's (at `no_suit`, `width * NO_SUIT`, of its field), unless the Joker is all it holds."""
    return hand & ~(field >> no_suit) or hand


def random_tricks(
    hands: Sequence[Sequence[int]], fields: Sequence[int], held: list[int], leader: int, rnd: Callable[[], float],
    eff: Sequence[int], power: Sequence[Sequence[int]], followers: Sequence[Sequence[int]], width: int,
    no_suit: int, num_players: int, count: int,
) -> list[int]:
    """The fast mode's trick play with random choices (`rnd()` for each), for tricks without reneges or
    identical cards: tricks won per seat. `hands[seat]` holds card codes, `held[seat]` is a mask over its
    positions still held (it loses the cards played), `fields[seat]` says which suit each position follows
    (`suit_fields`, `width` bits a suit), `followers[seat]` are the seats after `seat` in a trick it leads,
    `eff` and `power` one trump's tables, `no_suit` where the fields mark the Joker that may not lead (0: any
    card may). This is `legal_plays` (`field_plays`, `field_leads`) and `trick_winner` (`code_beats`)
    written out in one loop for speed; tests check it against the state machines."""
    choices, bit, won = _CHOICES, _BIT, [0] * num_players
    for _ in range(count - 1):
        mask = held[leader]
        n, where = choices[mask & ~(fields[leader] >> no_suit) or mask] if no_suit else choices[mask]
        p = where[floor(rnd() * n)]
        held[leader] = mask - bit[p]
        code = hands[leader][p]
        led = eff[code]
        strength = power[led]
        best = strength[code]
        winner = leader
        shift = led * width
        for seat in followers[leader]:
            mask = held[seat]
            n, where = choices[mask & fields[seat] >> shift or mask]
            p = where[floor(rnd() * n)]
            held[seat] = mask - bit[p]
            code = hands[seat][p]
            if strength[code] > best:
                best = strength[code]
                winner = seat
        won[winner] += 1
        leader = winner
    # In the last trick everyone holds one card: only the draws are kept, to stay in step with the rng.
    rnd()
    code = hands[leader][held[leader].bit_length() - 1]
    strength = power[eff[code]]
    best = strength[code]
    winner = leader
    for seat in followers[leader]:
        rnd()
        code = hands[seat][held[seat].bit_length() - 1]
        if strength[code] > best:
            best = strength[code]
            winner = seat
    won[winner] += 1
    return won


_CHOICES = tuple(
    (float(len(where)), where) for where in (tuple(p for p in range(13) if mask >> p & 1) for mask in range(1 << 13))
)
"""For every mask of up to 13 positions (a double deck's 12 cards and one more), how many positions are set
(as a float, to be scaled by `rnd()`) and which."""
_BIT = tuple(1 << p for p in range(13))
