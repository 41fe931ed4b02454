"""Seeded drawing of cards for the question generators: deterministic for a given random.Random."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from euchre.engine.cards import Card, build_deck
from euchre.engine.rules import Rules
from euchre.engine.state import HandState, new_standard_hand


def deck_cards(rules: Rules) -> list[Card]:
    """The distinct cards of the ruleset's deck, in the deck's fixed order."""
    return list(dict.fromkeys(build_deck(rules)))


def draw(
    rng: random.Random,
    pool: Sequence[Card],
    count: int,
    weight: Callable[[Card], float] | None = None,
    exclude: Sequence[Card] = (),
) -> list[Card]:
    """`count` distinct cards from `pool` (minus `exclude`), more likely the heavier ones."""
    left = [c for c in pool if c not in exclude]
    if count > len(left):
        raise ValueError(f"cannot draw {count} cards from {len(left)}")
    out: list[Card] = []
    for _ in range(count):
        weights = [weight(c) if weight else 1.0 for c in left]
        pick = rng.choices(range(len(left)), weights=weights)[0]
        out.append(left.pop(pick))
    return out


def dealer_deal(rules: Rules, dealer: int, hand: tuple[Card, ...], upcard: Card) -> HandState:
    """A standard-family hand in which the dealer holds `hand` under `upcard`, and the others the rest
    of the deck in order."""
    rest = list(build_deck(rules))
    for card in (*hand, upcard):
        rest.remove(card)
    hands: list[tuple[Card, ...]] = []
    for seat in range(rules.num_players):
        if seat == dealer:
            hands.append(hand)
        else:
            hands.append(tuple(rest[:rules.hand_size]))
            rest = rest[rules.hand_size:]
    return new_standard_hand(rules, dealer, hands=hands, upcard=upcard)
