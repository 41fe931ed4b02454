"""Hand evaluation for the bidding bots: high trumps, trick estimates for a trump suit or no-trump,
and the weakest card to discard. Pure functions of cards and a ruleset."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from euchre.engine.cards import Card, Rank, Suit, build_deck
from euchre.engine.ranking import (
    NoTrump,
    Trump,
    effective_suit,
    is_trump,
    strength,
    suit_order,
    trump_power,
)
from euchre.engine.rules import Rules
from euchre.engine.tricks import CARDS, CODE


@cache
def trump_ladder(trump: Suit, rules: Rules) -> tuple[Card, ...]:
    """Every distinct trump of the ruleset's deck, highest first."""
    cards = {c for c in build_deck(rules) if is_trump(c, trump)}
    return tuple(sorted(cards, key=lambda c: -trump_power(c, trump)))


def high_trumps(hand: Sequence[Card], trump: Suit, rules: Rules) -> list[Card]:
    """The hand's high trumps: the Joker, both bowers, the ace and the king of trump."""
    top = trump_ladder(trump, rules)[: 5 if rules.joker else 4]
    return [c for c in hand if c in top]


def trumps(hand: Sequence[Card], trump: Trump | None) -> list[Card]:
    return sorted((c for c in hand if is_trump(c, trump)), key=lambda c: -trump_power(c, trump))


def by_suit(hand: Sequence[Card], trump: Trump | None) -> dict[Suit | None, list[Card]]:
    out: dict[Suit | None, list[Card]] = {}
    for card in hand:
        out.setdefault(effective_suit(card, trump), []).append(card)
    return out


# ---- trick estimates ------------------------------------------------------------------------------
_TRUMP_WIN = (1.0, 0.85, 0.7, 0.55, 0.45, 0.4, 0.35, 0.3, 0.3, 0.3)
"""Chance-like weights of a trump taking a trick, by how many higher trumps others may hold."""


def trump_tricks(hand: Sequence[Card], trump: Suit, rules: Rules) -> float:
    """Tricks the trumps of `hand` should take: a trump with every higher trump in the same hand is a
    sure trick; each higher trump held elsewhere makes it less likely; length helps."""
    ladder = trump_ladder(trump, rules)
    mine = set(trumps(hand, trump))
    total = 0.0
    missing = 0
    for card in ladder:
        if card in mine:
            total += _TRUMP_WIN[min(missing, len(_TRUMP_WIN) - 1)]
        else:
            missing += 1
    if len(mine) >= 4:
        total += 0.3 * (len(mine) - 3)
    return total


def side_tricks(hand: Sequence[Card], trump: Trump | None, rules: Rules) -> float:
    """Tricks the off-suit cards should take: aces, kings behind aces, and ruffs from voids."""
    groups = by_suit(hand, trump)
    n_trumps = len(groups.get(trump if isinstance(trump, Suit) else None, [])) if isinstance(trump, Suit) else 0
    total = 0.0
    for suit, cards in groups.items():
        if suit is None or (isinstance(trump, Suit) and suit == trump):
            continue
        ladder = _suit_order(suit, trump, rules.min_rank)
        top_rank, second = ladder[0].rank, ladder[1].rank
        ranks = {c.rank for c in cards}
        if top_rank in ranks:
            total += 0.85 if len(cards) <= 3 else 0.6
            if second in ranks:
                total += 0.55 if len(cards) <= 3 else 0.35
        elif second in ranks and len(cards) >= 2:
            total += 0.3
    if isinstance(trump, Suit):
        voids = sum(1 for s in Suit if s != trump and not groups.get(s))
        spare = max(0, n_trumps - 2)
        total += 0.35 * min(voids, spare)
    return total


def no_trump_tricks(hand: Sequence[Card], trump: NoTrump, min_rank: int = 9) -> float:
    """Tricks in high or low no-trump: top cards of each suit, and long suits headed by them."""
    total = 0.0
    for suit, cards in by_suit(hand, trump).items():
        if suit is None:
            total += 1.0  # the Joker
            continue
        held = set(cards)
        run = 0
        for card in _suit_order(suit, trump, min_rank):
            if card not in held:
                break
            run += 1
        total += run
        if run and len(cards) > 3:
            total += 0.5 * (len(cards) - max(run, 3))
        elif not run and len(cards) >= 3:
            total += 0.3
    return total


@cache
def _suit_order(suit: Suit, trump: Trump | None, min_rank: int) -> tuple[Card, ...]:
    return suit_order(suit, trump, min_rank)


def estimate_tricks(hand: Sequence[Card], trump: Trump, rules: Rules) -> float:
    """Tricks this hand should take by itself with `trump` (a suit or no-trump). The order of the cards
    does not matter; estimates are remembered per hand (the advisor weighs the calls on many deals)."""
    cards = frozenset(hand)
    return _estimate(cards, trump, rules) if len(cards) == len(hand) else _estimate_tricks(hand, trump, rules)


@lru_cache(maxsize=1 << 18)
def _estimate(hand: frozenset[Card], trump: Trump, rules: Rules) -> float:
    return _estimate_tricks(tuple(sorted(hand, key=_by_code_text)), trump, rules)


def _card_code(card: Card) -> int:
    """`euchre.engine.tricks.CODE[card]`, worked out from the rank and suit (hashing a card is slow)."""
    return _JOKER_CODE if card.suit is None else card.suit * 8 + card.rank - 7


_JOKER_CODE = len(CARDS) - 1
assert all(_card_code(c) == CODE[c] for c in CARDS), "euchre.engine.tricks numbers the cards by suit, then rank from 7"
_CODE_TEXT_ORDER = tuple(sorted(range(len(CARDS)), key=lambda i: CARDS[i].code).index(i) for i in range(len(CARDS)))


def _by_code_text(card: Card) -> int:
    """The sort key of `card.code` ("9C" < "AD" < "TS"), from a table."""
    return _CODE_TEXT_ORDER[_card_code(card)]


def _estimate_tricks(hand: Sequence[Card], trump: Trump, rules: Rules) -> float:
    if isinstance(trump, NoTrump):
        return no_trump_tricks(hand, trump, rules.min_rank)
    fast = _suit_estimate(hand, trump, rules)
    if fast is not None:
        return fast
    return trump_tricks(hand, trump, rules) + side_tricks(hand, trump, rules)


@dataclass(frozen=True)
class _EstimateTables:
    """Per card (by `euchre.engine.tricks.CODE`): its place in the trump ladder (-1: not a trump of the deck),
    its effective suit and rank; per side suit, the ranks of its top two cards."""

    place: tuple[int, ...]
    suit: tuple[Suit | None, ...]
    rank: tuple[Rank, ...]
    tops: dict[Suit, tuple[Rank, Rank]]


@cache
def _estimate_tables(trump: Suit, rules: Rules) -> _EstimateTables:
    place = [-1] * len(CARDS)
    for i, card in enumerate(trump_ladder(trump, rules)):
        place[CODE[card]] = i
    tops = {}
    for suit in Suit:
        ladder = _suit_order(suit, trump, rules.min_rank)
        if suit != trump and len(ladder) >= 2:
            tops[suit] = (ladder[0].rank, ladder[1].rank)
    return _EstimateTables(tuple(place), tuple(effective_suit(c, trump) for c in CARDS),
                           tuple(c.rank for c in CARDS), tops)


def _suit_estimate(hand: Sequence[Card], trump: Suit, rules: Rules) -> float | None:
    """`trump_tricks + side_tricks` of distinct cards, from tables, adding the same numbers in the same
    order (so the same float); None when a card falls outside the tables (the caller works it out)."""
    t = _estimate_tables(trump, rules)
    codes = [_card_code(c) for c in hand]
    if len(set(codes)) != len(codes):
        return None
    places = sorted(t.place[x] for x in codes if t.place[x] >= 0)
    if sum(1 for x in codes if t.suit[x] == trump) != len(places):
        return None  # a trump outside the deck's ladder
    total = 0.0
    last = len(_TRUMP_WIN) - 1
    for k, place in enumerate(places):
        total += _TRUMP_WIN[min(place - k, last)]
    if len(places) >= 4:
        total += 0.3 * (len(places) - 3)
    # side suits in the order they first appear in the hand, as `by_suit` groups them
    groups: dict[Suit | None, list[Rank]] = {}
    for x in codes:
        groups.setdefault(t.suit[x], []).append(t.rank[x])
    side = 0.0
    for suit, ranks in groups.items():
        if suit is None or suit == trump:
            continue
        top = t.tops.get(suit)
        if top is None:
            return None
        top_rank, second = top
        if top_rank in ranks:
            side += 0.85 if len(ranks) <= 3 else 0.6
            if second in ranks:
                side += 0.55 if len(ranks) <= 3 else 0.35
        elif second in ranks and len(ranks) >= 2:
            side += 0.3
    voids = sum(1 for s in Suit if s != trump and not groups.get(s))
    spare = max(0, len(places) - 2)
    side += 0.35 * min(voids, spare)
    return total + side


def sure_tricks(hand: Sequence[Card], trump: Suit, rules: Rules) -> int:
    """Tricks the hand takes for certain from the top: its unbroken run of top trumps, then (once
    the opponents' trumps could be drawn) its off-suit aces."""
    ladder = trump_ladder(trump, rules)
    mine = set(hand)
    run = 0
    for card in ladder:
        if card not in mine:
            break
        run += 1
    held = len(trumps(hand, trump))
    if run < min(held, 3):
        return run
    aces = sum(1 for c in hand if c.rank == Rank.ACE and not is_trump(c, trump))
    return held + aces if run >= 3 or run == held else run


# ---- discards -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DiscardChoice:
    card: Card
    makes_void: bool


def choose_discard(hand: Sequence[Card], trump: Trump | None, protect: Card | None = None) -> DiscardChoice:
    """The card to discard: a lone low off-suit card (to make a void) if there is one, else the weakest
    card. Trumps and aces are kept while there is anything else; `protect` is never discarded."""
    pool = [c for c in hand if c != protect] or list(hand)
    counts = {s: len(cs) for s, cs in by_suit(hand, trump).items()}
    held = [c for c in pool if is_trump(c, trump)]
    if len([c for c in hand if is_trump(c, trump)]) >= len(hand) - 1 and held:
        # all trumps but one card: the lowest trump is worth less than a side ace or a void
        return DiscardChoice(min(held, key=lambda c: strength(c, trump)), False)
    singles = [
        c for c in pool
        if not is_trump(c, trump) and counts.get(effective_suit(c, trump), 0) == 1 and c.rank != Rank.ACE
        and not c.is_joker
    ]
    if singles and any(is_trump(c, trump) for c in hand):
        card = min(singles, key=lambda c: strength(c, trump))
        return DiscardChoice(card, True)
    return DiscardChoice(min(pool, key=lambda c: (is_trump(c, trump), c.rank == Rank.ACE, strength(c, trump))), False)


def best_suit(hand: Sequence[Card], rules: Rules, allowed: Sequence[Suit]) -> Suit:
    """The allowed suit in which the hand is strongest."""
    return max(allowed, key=lambda s: (estimate_tricks(hand, s, rules), len(trumps(hand, s)), -int(s)))
