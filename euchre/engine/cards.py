"""Suits, ranks, cards and decks, with parsing and formatting."""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from euchre.engine.errors import CardParseError, DealError, shown
from euchre.i18n.messages import N_, _
from euchre.i18n.text import fold_key

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
            raise CardParseError(
                _("{text} is not a suit: use C, D, H or S, a symbol (♣ ♦ ♥ ♠) or a name like 'hearts'",
                  text=shown(text))
            )
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

def _not_a_card(text: object) -> CardParseError:
    return CardParseError(_("{text} is not a card: {help}", text=shown(text), help=_(CARD_FORMAT_HELP)))


CARD_FORMAT_HELP = N_(
    "a card is a rank (9, 10 or T, J, Q, K, A; also 7 and 8, and N for nine) followed by a suit "
    "(C, D, H, S or ♣ ♦ ♥ ♠), like 'JH', '10♦' or '9c'; the Joker is 'Joker' or 'B'"
)


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


def parse_cards(text: str | list[str] | tuple[str, ...]) -> tuple[Card, ...]:
    """Parse "JH 10D AC" (spaces or commas) or a list of card strings."""
    if isinstance(text, str):
        parts = text.replace(",", " ").split()
    else:
        parts = list(text)
    return tuple(c if isinstance(c, Card) else Card.parse(c) for c in parts)


SHORT_DECK_CARD_HELP = N_(
    "a card is a rank (9, 10, J, Q, K, A) followed by a suit (C, D, H, S or ♣ ♦ ♥ ♠), like 'JH', '10♦' or '9c'"
)
"""The card format of the 24-card deck: what a page of that deck accepts, and nothing more."""


def parse_cards_of(text: str, deck: Collection[Card]) -> tuple[Card, ...]:
    """Parse "JH 10D AC" as `parse_cards` does, accepting only cards of `deck`: anything else raises
    CardParseError, whose help names only the cards that deck has (no 7, 8 or Joker in a 24-card deck)."""
    plain = not any(c.is_joker or c.rank in (Rank.SEVEN, Rank.EIGHT) for c in deck)
    out = []
    for part in text.replace(",", " ").split():
        try:
            card: Card | None = Card.parse(part)
        except CardParseError:
            card = None
        if card is None or card not in deck:
            help_text = _(SHORT_DECK_CARD_HELP) if plain else _(CARD_FORMAT_HELP)
            if card is None:
                raise CardParseError(_("{text} is not a card: {help}", text=shown(part), help=help_text))
            raise CardParseError(_("{text} is not in this deck: {help}", text=shown(part), help=help_text))
        out.append(card)
    return tuple(out)


def parse_hand(value: object) -> tuple[Card, ...]:
    """One player's hand as a deal gives it: a string of cards ("JH 10D AC") or a list of cards or card
    strings (any iterable of them). Anything else raises CardParseError."""
    if isinstance(value, str):
        return parse_cards(value)
    if not isinstance(value, Iterable):
        raise CardParseError(_("{value} is not a hand: a hand is a list of cards or a string of them, like "
                               "'JH 10D AC'", value=shown(value)))
    return parse_cards(list(value))


def parse_hands(hands: object, num_players: int) -> tuple[tuple[Card, ...], ...]:
    """The hands of a deal, one per player in seat order (each as `parse_hand` reads it); a value that is
    not a collection of `num_players` hands (a list or tuple, not a string) raises DealError."""
    if isinstance(hands, str) or not isinstance(hands, Collection):
        raise DealError(_("{value} is not a deal: give one hand per player, each a list of cards or a string of "
                          "them", value=shown(hands)))
    if len(hands) != num_players:
        raise DealError(_("this ruleset has {n} players, but {count} hands were given", n=num_players,
                          count=len(hands)))
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
