"""EGN's spellings of cards and calls."""

from __future__ import annotations

import re

from euchre.cards import Card, Suit
from euchre.egn.errors import EGNUnsupportedError
from euchre.egn.limits import quote
from euchre.errors import EGNError

_CARD = re.compile(r"^([78N9TJQKAX][SsHhCcDdxtngh]|[LRB])$")
_CARD_HELP = (
    "an EGN card is a rank (9 or N, T, J, Q, K, A; 7 and 8 in a 32-card deck) and a suit letter "
    "(s, h, d, c), like 'Jh' or 'Td'; 'B' is the Joker"
)


def parse_egn_card(text: object) -> Card:
    """Read one EGN card string. Raises EGNError, or EGNUnsupportedError for the forms EGN allows
    but this reader does not place yet ('X' unknown cards and the suitless bowers 'L' and 'R')."""
    if not isinstance(text, str) or not _CARD.match(text):
        raise EGNError(f"{quote(text, 24)} is not a card: {_CARD_HELP}")
    if text in ("L", "R"):
        which = "left" if text == "L" else "right"
        raise EGNUnsupportedError(
            f"card {text!r} (the {which} bower without its suit) is not supported yet: write the jack, like 'Jh'"
        )
    if len(text) == 2 and (text[0] == "X" or text[1] in "xtng"):
        raise EGNUnsupportedError(f"card {text!r} has an unknown rank or suit, which this reader does not support yet")
    return Card.parse(text)


def card_at(value: object, where: str) -> Card:
    try:
        return parse_egn_card(value)
    except EGNUnsupportedError as exc:
        raise EGNUnsupportedError(f"{where}: {exc}") from None
    except EGNError as exc:
        raise EGNError(f"{where}: {exc}") from None


CALLS = ("Pass", "Order", "s", "h", "d", "c")
SUIT_CALLS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}
UNSUPPORTED_CALLS = {"n": "a no-trump call", "x": "an 'other' call"}
