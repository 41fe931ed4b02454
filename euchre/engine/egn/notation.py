"""EGN's spellings of cards and calls."""

from __future__ import annotations

import re

from euchre.engine.cards import Card, Suit
from euchre.engine.egn.errors import EGNUnsupportedError
from euchre.engine.egn.limits import quote
from euchre.engine.egn.places import at
from euchre.engine.errors import EGNError
from euchre.i18n import N_, _

_CARD = re.compile(r"^([78N9TJQKAX][SsHhCcDdxtngh]|[LRB])$")


def parse_egn_card(text: object) -> Card:
    """Read one EGN card string. Raises EGNError, or EGNUnsupportedError for the forms EGN allows
    but this reader does not place yet ('X' unknown cards and the suitless bowers 'L' and 'R')."""
    if not isinstance(text, str) or not _CARD.match(text):
        raise EGNError(_("{text} is not a card: an EGN card is a rank (9 or N, T, J, Q, K, A; 7 and 8 in a 32-card "
                         "deck) and a suit letter (s, h, d, c), like 'Jh' or 'Td'; 'B' is the Joker",
                         text=quote(text, 24)))
    if text == "L":
        raise EGNUnsupportedError(_("card {text} (the left bower without its suit) is not supported yet: write the "
                                    "jack, like 'Jh'", text=repr(text)))
    if text == "R":
        raise EGNUnsupportedError(_("card {text} (the right bower without its suit) is not supported yet: write the "
                                    "jack, like 'Jh'", text=repr(text)))
    if len(text) == 2 and (text[0] == "X" or text[1] in "xtng"):
        raise EGNUnsupportedError(_("card {text} has an unknown rank or suit, which this reader does not support yet",
                                    text=repr(text)))
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
UNSUPPORTED_CALLS = {"n": N_("a no-trump call"), "x": N_("an 'other' call")}
"""EGN's calls the engine does not play, and what each is (messages)."""
