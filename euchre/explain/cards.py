"""What a card is under a trump, in words: the clauses that the explanations, the renege records and
the quizzes build their sentences from ("J♦ is the left bower: with hearts trump it counts as a heart")."""

from __future__ import annotations

from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.errors import CardParseError
from euchre.engine.ranking import NoTrump, Trump, effective_suit, is_left_bower, is_right_bower, is_trump
from euchre.i18n.messages import _
from euchre.i18n.words import Words, card_code_from_words, suit_words
from euchre.i18n.words import no_trump_words as name_no_trump


def no_trump_words(trump: NoTrump) -> Words:
    """ "high no-trump" / "low no-trump" in the current language (the glossary's terms), with the cases
    a suit's name has, since a sentence names either ("{player} named {trump}": "{trump.acc} seçdi")."""
    return name_no_trump(trump.value)


def contract_words(trump: Trump) -> Words:
    """The name of what a bidder named: a suit ("hearts") or a no-trump contract, with its cases."""
    return suit_words(trump) if isinstance(trump, Suit) else no_trump_words(trump)


def trump_words(trump: Trump | None) -> str:
    if trump is None:
        return _("no trump yet")
    if isinstance(trump, NoTrump):
        return str(no_trump_words(trump))
    return _("{suit} are trump", suit=suit_words(trump))


def describe(card: Card, trump: Trump | None) -> str:
    """The card's role under a trump: "J♦ (the left bower)", "A♠", "Joker (the highest trump)"."""
    if card.is_joker:
        return _("the Joker (the highest trump)")
    if is_right_bower(card, trump):
        return _("{card} (the right bower)", card=str(card))
    if is_left_bower(card, trump):
        return _("{card} (the left bower)", card=str(card))
    return str(card)


def card_role(card: Card, trump: Trump | None, joker: bool = False) -> str:
    """What a card is under this trump, in one clause. `joker`: the deck has a Joker, so the right
    bower is the highest trump only after it."""
    if card.is_joker:
        if isinstance(trump, Suit):
            return _("the Joker is the highest trump: with {trump} trump it counts as a {trump.one}",
                     trump=suit_words(trump))
        return _("the Joker is the highest card")
    if is_right_bower(card, trump):
        assert isinstance(trump, Suit)
        if joker:
            return _("{card} is the right bower, the highest {trump.one} after the Joker", card=str(card),
                     trump=suit_words(trump))
        return _("{card} is the right bower, the highest {trump.one}", card=str(card), trump=suit_words(trump))
    if is_left_bower(card, trump):
        assert isinstance(trump, Suit) and card.suit is not None
        return _("{card} is the left bower: with {trump} trump it counts as a {trump.one}, not a {own.one}",
                 card=str(card), trump=suit_words(trump), own=suit_words(card.suit))
    if is_trump(card, trump):
        assert isinstance(trump, Suit)
        return _("{card} is a trump", card=str(card))
    if isinstance(trump, NoTrump) and card.rank == Rank.JACK:
        return _("{card} is an ordinary jack in no-trump (there are no bowers)", card=str(card))
    suit = effective_suit(card, trump)
    if suit is None:
        return _("{card} is a card", card=str(card))
    return _("{card} is a {suit.one}", card=str(card), suit=suit_words(suit))


def parse_card_words(text: str) -> Card:
    """A card from its code or symbol ("JH", "J♥") or its name in any of the tutor's languages, in
    any case and with either keyboard's i: "jack of hearts", "KUPA VALESİ", "kupa valesini",
    "herttajätkä", "ürək ceki". Raises CardParseError (a ValueError) otherwise."""
    try:
        return Card.parse(text)
    except CardParseError:
        code = card_code_from_words(text) if isinstance(text, str) else None
        if code is None:
            raise
        return Card.parse(code)
