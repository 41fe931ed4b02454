"""The advisor's rule of thumb counts a suit the Finnish way: a number above one takes the suit's
partitive ("2 ristiä"), not a clumsy "2 korttia maata risti" (2 cards of suit club)."""

from __future__ import annotations

import pytest

from euchre.bots.bidding import _count_words
from euchre.engine.cards import Card, Suit
from euchre.i18n import use_language
from euchre.i18n.words import suit_words


@pytest.mark.parametrize("count", [2, 3, 5])
def test_a_count_of_a_suit_takes_the_partitive_in_finnish(count: int) -> None:
    with use_language("fi"):
        partitive = suit_words(Suit.CLUBS).part
        said = _count_words([Card.parse("AC")], count, Suit.CLUBS)
    assert said.startswith(f"{count} {partitive},"), said
    assert "korttia maata" not in said, said


def test_a_count_of_one_names_the_suit_as_the_larger_counts_do_in_finnish() -> None:
    """One card of a suit is "1 risti" (a numeral one takes the nominative), the same word the larger
    counts use in the partitive, not "1 kortti maata risti"."""
    with use_language("fi"):
        nominative = str(suit_words(Suit.CLUBS))
        said = _count_words([Card.parse("AC")], 1, Suit.CLUBS)
    assert said.startswith(f"1 {nominative},"), said
    assert "maata" not in said, said
