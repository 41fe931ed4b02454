"""Card notation: every accepted spelling, the printed forms, the typed error, and decks from rules."""

import pytest

from euchre import JOKER, Card, CardParseError, Rank, Rules, Suit, build_deck, parse_cards

JH = Card(Rank.JACK, Suit.HEARTS)


@pytest.mark.parametrize(
    "text, card",
    [
        ("JH", JH), ("Jh", JH), ("jh", JH), ("J♥", JH), (" jh ", JH), ("J♡", JH),
        ("10H", Card(Rank.TEN, Suit.HEARTS)), ("TH", Card(Rank.TEN, Suit.HEARTS)),
        ("Td", Card(Rank.TEN, Suit.DIAMONDS)), ("10♦", Card(Rank.TEN, Suit.DIAMONDS)),
        ("9c", Card(Rank.NINE, Suit.CLUBS)), ("Nc", Card(Rank.NINE, Suit.CLUBS)),
        ("NS", Card(Rank.NINE, Suit.SPADES)),
        ("As", Card(Rank.ACE, Suit.SPADES)), ("Q♠", Card(Rank.QUEEN, Suit.SPADES)),
        ("kD", Card(Rank.KING, Suit.DIAMONDS)),
        ("7c", Card(Rank.SEVEN, Suit.CLUBS)), ("8H", Card(Rank.EIGHT, Suit.HEARTS)),
        ("Joker", JOKER), ("joker", JOKER), ("B", JOKER),
    ],
)
def test_parse_accepts_every_documented_form(text: str, card: Card) -> None:
    assert Card.parse(text) == card


@pytest.mark.parametrize("text", ["", "J", "H", "1H", "JX", "ZZ", "11H", "J♥♥", "hello", "10", "JHH", "9 of hearts"])
def test_bad_card_raises_typed_error_quoting_the_input(text: str) -> None:
    with pytest.raises(CardParseError) as info:
        Card.parse(text)
    assert isinstance(info.value, ValueError)
    assert repr(text) in str(info.value)
    assert "a card is a rank" in str(info.value)


def test_non_string_is_rejected() -> None:
    with pytest.raises(CardParseError):
        Card.parse(11)  # type: ignore[arg-type]


def test_printed_forms() -> None:
    assert str(JH) == "J♥"
    assert JH.code == "JH"
    assert JH.egn == "Jh"
    assert str(Card.parse("TD")) == "10♦"
    assert Card.parse("TD").code == "TD"
    assert str(JOKER) == "Joker" and JOKER.code == "B"
    assert eval(repr(JH), {"Card": Card}) == JH
    assert JH.name == "jack of hearts"


def test_every_card_round_trips_through_each_form() -> None:
    for card in build_deck(Rules(min_rank=7, joker=True)):
        for form in (card.code, card.egn, str(card), card.code.lower()):
            assert Card.parse(form) == card


def test_parse_cards_list_and_string() -> None:
    assert parse_cards("JH 10d, as") == (JH, Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.ACE, Suit.SPADES))
    assert parse_cards(["JH"]) == (JH,)


@pytest.mark.parametrize(
    "rules, size, distinct",
    [
        (Rules(), 24, 24),
        (Rules(min_rank=7), 32, 32),
        (Rules(joker=True), 25, 25),
        (Rules(deck_copies=2, hand_size=12), 48, 24),
    ],
)
def test_deck_built_from_the_ruleset(rules: Rules, size: int, distinct: int) -> None:
    deck = build_deck(rules)
    assert len(deck) == size == rules.deck_size
    assert len(set(deck)) == distinct
    assert (JOKER in deck) == rules.joker


def test_suit_facts() -> None:
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert Suit.HEARTS.partner is Suit.DIAMONDS and Suit.CLUBS.partner is Suit.SPADES
    assert Suit.DIAMONDS.is_red and not Suit.SPADES.is_red
    assert Suit.parse("hearts") is Suit.HEARTS and Suit.parse("♠") is Suit.SPADES
    with pytest.raises(CardParseError):
        Suit.parse("stars")


def test_a_card_draws_itself_as_html_in_a_notebook() -> None:
    html = Card.parse("JH")._repr_html_()
    assert html is not None and 'data-card="JH"' in html and "jack of hearts" in html
