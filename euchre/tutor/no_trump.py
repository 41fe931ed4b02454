"""No-trump positions for the card quizzes (Bid Euchre's high and low no-trump).

In no-trump there are no bowers: every jack is an ordinary card of its own suit, and only the suit
led can win. In low no-trump the order turns over, so the lowest card of the suit led wins. The traps
are the habits a standard player brings along: a jack taken for a bower, an ace expected to win.
"""

from __future__ import annotations

import random

from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.ranking import NoTrump, Trump, left_bower
from euchre.engine.rules import Family, Rules
from euchre.engine.tricks import followers, led_suit, legal_plays, trick_winner
from euchre.tutor.drawing import deck_cards, draw

NO_TRUMP_SHARE = 0.5
"""How often a question is in no-trump, under a ruleset that allows it."""


def pick_trump(rng: random.Random, rules: Rules) -> Trump:
    """A trump suit, or (when the ruleset allows no-trump) sometimes high or low no-trump.

    Rulesets without no-trump draw exactly as before, so their question codes keep their questions.
    """
    if rules.family is Family.BID and rules.allow_no_trump and rng.random() < NO_TRUMP_SHARE:
        return rng.choice(list(NoTrump))
    return rng.choice(list(Suit))


def pool(rules: Rules) -> list[Card]:
    """The distinct cards of the deck, without the Joker (it belongs to no suit in no-trump)."""
    return [c for c in deck_cards(rules) if not c.is_joker]


def _weight(card: Card) -> float:
    return 2.5 if card.rank in (Rank.JACK, Rank.ACE, Rank.NINE) else 1.0


# ---- which card wins? --------------------------------------------------------------------------
WANTED_WINS = {
    1: {"off_high", "off_low"},
    2: {"jack_plain", "high_loses", "off_high", "off_low"},
    3: {"jack_plain", "ace_loses"},
}


def trick_traps(cards: list[Card] | tuple[Card, ...], trump: NoTrump) -> set[str]:
    """The traps in a no-trump trick."""
    led = cards[0].suit
    win = cards[trick_winner(cards, trump)]
    off = [c for c in cards if c.suit != led]
    followers = [c for c in cards if c.suit == led and c != win]
    traps: set[str] = set()
    if any(c.rank == Rank.JACK for c in cards):
        traps.add("jack_plain")
    if trump is NoTrump.HIGH and any(c.rank > win.rank for c in off):
        traps.add("off_high")
    if trump is NoTrump.LOW:
        if any(c.rank < win.rank for c in off):
            traps.add("off_low")
        if followers:
            traps.add("high_loses")
        if any(c.rank == Rank.ACE for c in followers):
            traps.add("ace_loses")
    return traps


def winner_trick(rng: random.Random, rules: Rules, trump: NoTrump, size: int, difficulty: int) -> list[Card]:
    cards = pool(rules)
    trick: list[Card] = []
    for _ in range(300):
        if difficulty == 1:
            trick = draw(rng, [c for c in cards if c.rank != Rank.JACK], size, _weight)
        else:
            trick = draw(rng, cards, size, _weight)
        traps = trick_traps(trick, trump)
        wanted = WANTED_WINS[difficulty]
        if difficulty == 3 and trump is NoTrump.HIGH:
            wanted = {"jack_plain"}
        if wanted <= traps if difficulty == 3 else traps & wanted:
            break
    return trick


# ---- legal follow ------------------------------------------------------------------------------
def follow_position(
    rng: random.Random, rules: Rules, trump: NoTrump, played: int, size: int, difficulty: int
) -> tuple[list[Card], list[Card]]:
    """A trick so far and a hand. Level 1 keeps jacks out; level 2 puts a jack in the hand; level 3
    gives the hand the jack of the led suit's colour partner, which follows nothing here."""
    cards = pool(rules)
    trick: list[Card] = []
    hand: list[Card] = []
    for _ in range(300):
        usable = [c for c in cards if c.rank != Rank.JACK] if difficulty == 1 else cards
        trick = draw(rng, usable, played, _weight)
        led = trick[0].suit
        assert led is not None
        hand = []
        if difficulty == 3:
            partner_jack = left_bower(led)  # the same-colour jack, which is no bower in no-trump
            if partner_jack not in trick:
                hand.append(partner_jack)
        hand += draw(rng, usable, size - len(hand), _weight, exclude=[*trick, *hand])
        if _fits(trick, hand, trump, difficulty, rules):
            break
    return trick, hand


def _fits(trick: list[Card], hand: list[Card], trump: NoTrump, difficulty: int, rules: Rules) -> bool:
    legal = legal_plays(hand, trick, trump, rules)
    choice = 0 < len(legal) < len(hand)
    void = not followers(hand, led_suit(trick, trump), trump)
    if difficulty == 1:
        return choice or void
    if difficulty == 3 and trick[0].suit is not None and left_bower(trick[0].suit) not in hand:
        return False
    return any(c.rank == Rank.JACK for c in hand) and (choice or void)
