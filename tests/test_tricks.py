"""Following suit and winning tricks (RULES.md section 1), including the left-bower traps."""

import pytest

from euchre import Suit, legal_plays, parse_cards, trick_winner
from euchre.explain.plays import why_card_won, why_not_playable

H, D, C, S = Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES


# (trump, hand, trick so far, expected legal cards)
LEGAL_TABLE = [
    # leading: anything goes
    (H, "JD AS 9C KH TD", "", "JD AS 9C KH TD"),
    # hearts led, left bower is a heart: must be played when it is the only heart
    (H, "JD AS 9C", "KH", "JD"),
    # diamonds led while hearts are trump: the J♦ is NOT a diamond, so it need not (and may) follow
    (H, "JD AS 9C", "AD", "JD AS 9C"),
    (H, "JD TD 9C", "AD", "TD"),
    # the left bower led calls for trump
    (H, "9H AD KD", "JD", "9H"),
    (H, "AD KD 9C", "JD", "AD KD 9C"),
    # spades trump: J♣ is a spade; clubs led must be followed with real clubs only
    (S, "JC QC 9H", "AC", "QC"),
    (S, "JC 9H AD", "KC", "JC 9H AD"),
    (S, "JC 9H AD", "KS", "JC"),
    # void: any card
    (C, "9H TH AD", "QS", "9H TH AD"),
]


@pytest.mark.parametrize("trump, hand, trick, expected", LEGAL_TABLE)
def test_legal_plays_table(trump: Suit, hand: str, trick: str, expected: str) -> None:
    assert set(legal_plays(parse_cards(hand), parse_cards(trick), trump)) == set(parse_cards(expected))


# (trump, trick in play order, index of winner)
WINNER_TABLE = [
    (H, "9H JH AH KH", 1),  # right bower
    (H, "AH JD KH QH", 1),  # left bower beats the ace of trump
    (H, "JD JH AH 9H", 1),  # right beats left
    (H, "AS KS 9H QS", 2),  # lowest trump beats the led ace
    (H, "AS KS QS TS", 0),  # no trump: highest of the led suit
    (H, "9S AC AD KS", 3),  # off-suit aces cannot win
    (S, "AC JC KC QC", 1),  # J♣ is a spade: it trumps the clubs
    (C, "AD JD TD JS", 3),  # J♠ is the left bower with clubs trump
    (D, "AH KH JH QH", 2),  # J♥ left bower with diamonds trump
    (H, "KD QD 9D TD", 0),
]


@pytest.mark.parametrize("trump, trick, winner", WINNER_TABLE)
def test_trick_winner_table(trump: Suit, trick: str, winner: int) -> None:
    cards = parse_cards(trick)
    assert trick_winner(cards, trump) == winner
    sentence = why_card_won(cards, trump, winner)
    assert str(cards[winner]) in sentence


def test_double_deck_identical_cards_first_played_wins() -> None:
    cards = parse_cards("AS AS KS 9S")
    assert trick_winner(cards, H) == 0
    assert "first played" in why_card_won(cards, H, 0)
    cards = parse_cards("9S JH 9D JH")
    assert trick_winner(cards, H) == 1


def test_refusal_names_the_left_bower() -> None:
    text = why_not_playable(parse_cards("AS")[0], parse_cards("JD AS 9C"), parse_cards("KH"), H)
    assert "must follow hearts" in text
    assert "J♦ is the left bower: with hearts trump it counts as a heart" in text


def test_refusal_lists_the_cards_that_follow() -> None:
    text = why_not_playable(parse_cards("9C")[0], parse_cards("TD 9C"), parse_cards("AD"), H)
    assert "must follow diamonds" in text and "10♦" in text


def test_empty_trick_has_no_winner() -> None:
    with pytest.raises(ValueError):
        trick_winner((), H)
