"""EGN's spellings of cards and calls."""

from __future__ import annotations

import re

from euchre.engine.cards import Card, Suit
from euchre.engine.egn.errors import EGNUnsupportedError
from euchre.engine.egn.places import at
from euchre.engine.errors import EGNError, Refusal

_CARD = re.compile(r"^([78N9TJQKAX][SsHhCcDdxtngh]|[LRB])$")


def parse_egn_card(text: object) -> Card:
    """Read one EGN card string. Raises EGNError, or EGNUnsupportedError for the forms EGN allows
    but this reader does not place yet ('X' unknown cards and the suitless bowers 'L' and 'R')."""
    if not isinstance(text, str) or not _CARD.match(text):
        raise EGNError(Refusal("egn_not_a_card", {"text": text}))
    if text == "L":
        raise EGNUnsupportedError(Refusal("egn_left_bower_without_suit", {"text": text}))
    if text == "R":
        raise EGNUnsupportedError(Refusal("egn_right_bower_without_suit", {"text": text}))
    if len(text) == 2 and (text[0] == "X" or text[1] in "xtng"):
        raise EGNUnsupportedError(Refusal("egn_unknown_card", {"text": text}))
    return Card.parse(text)


def card_at(value: object, where: str) -> Card:
    try:
        return parse_egn_card(value)
    except EGNUnsupportedError as exc:
        raise EGNUnsupportedError(at(where, exc)) from None
    except EGNError as exc:
        raise EGNError(at(where, exc)) from None


CALLS = ("Pass", "Order", "s", "h", "d", "c")
SUIT_CALLS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}
UNSUPPORTED_CALLS = {"n": "a no-trump call", "x": "an 'other' call"}
"""EGN's calls the engine does not play, and what each is (`euchre.explain.errors` words them)."""
