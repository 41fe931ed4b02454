"""Suits, ranks, cards and decks, with parsing and formatting."""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from euchre.engine.errors import CardParseError, DealError, Refusal
from euchre.engine.keys import fold_key

if TYPE_CHECKING:
    from euchre.engine.rules import Rules


class Suit(enum.IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def colour(self) -> str:
        return "red" if self.is_red else "black"

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour (home of the left bower)."""
        return _PARTNER[self]

    @property
    def plural(self) -> str:
        return self.name.lower()

    @property
    def singular(self) -> str:
        return self.name.lower()[:-1]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse "H", "h", "♥", "hearts", "heart" (any case; a Turkish keyboard's İ and ı read as i)."""
        key = fold_key(text)
        suit = _SUIT_NAMES.get(key)
        if suit is None:
            raise CardParseError(Refusal("not_a_suit", {"text": text}))
        return suit

    def __str__(self) -> str:
        return self.symbol


_PARTNER = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}

_SUIT_NAMES: dict[str, Suit] = {}
for _s in Suit:
    for _k in (_s.letter, _s.symbol, _s.plural, _s.singular):
        _SUIT_NAMES[_k.lower()] = _s
for _alt, _s in (("♧", Suit.CLUBS), ("♢", Suit.DIAMONDS), ("♡", Suit.HEARTS), ("♤", Suit.SPADES)):
    _SUIT_NAMES[_alt] = _s


class Rank(enum.IntEnum):
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def label(self) -> str:
        return _RANK_LABEL[self]

    @property
    def code(self) -> str:
        return _RANK_CODE[self]

    @property
    def word(self) -> str:
        return self.name.lower()


_RANK_LABEL = {
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10", Rank.JACK: "J",
    Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A", Rank.JOKER: "Joker",
}
_RANK_CODE = {**_RANK_LABEL, Rank.TEN: "T", Rank.JOKER: "B"}
_RANK_PARSE = {
    "7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE, "n": Rank.NINE, "10": Rank.TEN,
    "t": Rank.TEN, "j": Rank.JACK, "q": Rank.QUEEN, "k": Rank.KING, "a": Rank.ACE,
}

def _not_a_card(text: object, short_deck: bool = False) -> CardParseError:
    """A card that cannot be read; `short_deck`: the help names only the cards of a 24-card deck."""
    return CardParseError(Refusal("not_a_card", {"text": text, "short_deck": short_deck}))


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card. The Joker has rank JOKER and no suit."""

    rank: Rank
    suit: Suit | None

    def __post_init__(self) -> None:
        if (self.rank == Rank.JOKER) != (self.suit is None):
            raise CardParseError("only the Joker has no suit")

    @classmethod
    def parse(cls, text: str) -> Card:
        if not isinstance(text, str):
            raise _not_a_card(text)
        cached = _PARSE_CACHE.get(text)
        if cached is not None:
            return cached
        key = fold_key(text)
        if key in ("joker", "b", "benny", "best bower"):
            return JOKER
        if len(key) >= 2:
            rank = _RANK_PARSE.get(key[:-1].strip())
            suit = _SUIT_NAMES.get(key[-1])
            if rank is not None and suit is not None:
                return cls(rank, suit)
        raise _not_a_card(text)

    @property
    def is_joker(self) -> bool:
        return self.rank == Rank.JOKER

    @property
    def code(self) -> str:
        """The compact form: "JH", "TD", "B" for the Joker."""
        if self.suit is None:
            return "B"
        return self.rank.code + self.suit.letter

    @property
    def egn(self) -> str:
        """The EGN form: "Jh", "Td", "B"."""
        if self.suit is None:
            return "B"
        return self.rank.code + self.suit.letter.lower()

    @property
    def colour(self) -> str:
        return "black" if self.suit is None else self.suit.colour

    @property
    def name(self) -> str:
        """Words for screen readers: "jack of hearts"."""
        if self.suit is None:
            return "Joker"
        return f"{self.rank.word} of {self.suit.plural}"

    def __str__(self) -> str:
        if self.suit is None:
            return "Joker"
        return self.rank.label + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def _repr_html_(self) -> str | None:
        """Jupyter's rich display: the HTML of the view that `show_cards_with` set (`euchre.explain.render`, which
        the package imports), or None for the plain text."""
        return None if _html_view is None else _html_view(self)


_html_view: Callable[[Card], str] | None = None


def show_cards_with(view: Callable[[Card], str]) -> None:
    """Set the function that draws a card as HTML in a notebook (the view module calls this: the value
    type knows no views)."""
    global _html_view
    _html_view = view


JOKER = Card(Rank.JOKER, None)
_PARSE_CACHE: dict[str, Card] = {}


def parse_cards(text: str | list[str] | tuple[str, ...],
                deck: Collection[Card] | None = None) -> tuple[Card, ...]:
    """Parse "JH 10D AC" (spaces or commas) or a list of card strings (or cards). Given a `deck`, only its
    cards are accepted: anything else raises CardParseError, whose help names only the cards that deck has
    (no 7, 8 or Joker in a 24-card deck)."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    short = deck is not None and not any(c.is_joker or c.rank in (Rank.SEVEN, Rank.EIGHT) for c in deck)
    out = []
    for part in parts:
        if isinstance(part, Card):
            card = part
        else:
            try:
                card = Card.parse(part)
            except CardParseError:
                if deck is None:
                    raise
                raise _not_a_card(part, short) from None
        if deck is not None and card not in deck:
            raise CardParseError(Refusal("not_in_deck", {"text": part, "short_deck": short}))
        out.append(card)
    return tuple(out)


def parse_cards_of(text: str, deck: Collection[Card]) -> tuple[Card, ...]:
    """`parse_cards(text, deck=deck)`: only the cards of `deck` are accepted."""
    return parse_cards(text, deck=deck)


def parse_hand(value: object) -> tuple[Card, ...]:
    """One player's hand as a deal gives it: a string of cards ("JH 10D AC") or a list of cards or card
    strings (any iterable of them). Anything else raises CardParseError."""
    if isinstance(value, str):
        return parse_cards(value)
    if not isinstance(value, Iterable):
        raise CardParseError(Refusal("not_a_hand", {"value": value}))
    return parse_cards(list(value))


def parse_hands(hands: object, num_players: int) -> tuple[tuple[Card, ...], ...]:
    """The hands of a deal, one per player in seat order (each as `parse_hand` reads it); a value that is
    not a collection of `num_players` hands (a list or tuple, not a string) raises DealError."""
    if isinstance(hands, str) or not isinstance(hands, Collection):
        raise DealError(Refusal("not_a_deal", {"value": hands}))
    if len(hands) != num_players:
        raise DealError(Refusal("hands_for_players", {"players": num_players, "count": len(hands)}))
    return tuple(parse_hand(h) for h in hands)


def standard_ranks(min_rank: int = 9) -> tuple[Rank, ...]:
    return tuple(r for r in Rank if min_rank <= r <= Rank.ACE)


def build_deck(rules: Rules) -> tuple[Card, ...]:
    """The deck for a ruleset, in a fixed order: 24, 32, 25 with the Joker, or 48 for a double deck."""
    single = tuple(Card(r, s) for s in Suit for r in standard_ranks(rules.min_rank))
    deck = single * rules.deck_copies
    if rules.joker:
        deck += (JOKER,)
    return deck


for _s in Suit:
    for _r in standard_ranks(7):
        _c = Card(_r, _s)
        for _form in {_c.code, _c.egn, str(_c), _c.code.lower(), _r.label + _s.letter}:
            _PARSE_CACHE[_form] = _c
_PARSE_CACHE["B"] = JOKER
_PARSE_CACHE["Joker"] = JOKER
