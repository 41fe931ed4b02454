"""Names the native reviewers of tr, fi and az found wrong inside sentences (issue 30): the Joker said
in English, and the like. Each test renders real catalogue messages as a learner reads them."""

from __future__ import annotations

import re

import pytest

from euchre.engine.cards import JOKER, Card, Suit
from euchre.i18n import _, use_language
from euchre.i18n.messages import said_again
from euchre.i18n.seats import seat_label
from euchre.i18n.words import card_words, suit_words
from tests.i18n_helpers import english_session  # noqa: F401

TRANSLATED = ("tr", "fi", "az")
TEN = Card.parse("TS")


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("joker", [JOKER, str(JOKER)], ids=["card", "shown"])
def test_the_joker_is_named_in_the_sentences_language(lang, joker):
    with use_language(lang):
        name = str(card_words(JOKER))
        beats = _("{high} beats {low}", high=joker, low=str(TEN))
        beaten = _("{high} beats {low}", high=str(TEN), low=joker)
        played = _("In this hand {player} played {card}", player="X", card=joker)
    for sentence in (beaten, played):  # the English "Joker" is a capitalised word inside the sentence
        assert not re.search(r"\bJoker\b", sentence), sentence
        assert name in sentence, sentence
    assert beats.startswith(name[:1].upper() + name[1:]), beats  # the name opens the sentence: a capital


@pytest.mark.usefixtures("english_session")
def test_english_keeps_the_jokers_name():
    assert _("{high} beats {low}", high=JOKER, low=str(TEN)) == "Joker beats 10♠"
    assert _("{high} beats {low}", high=str(TEN), low="Joker") == "10♠ beats Joker"


SPADES = Suit.parse("S")


def _no_spades(seat: str) -> str:
    return _("{seat} has no {suit}, so may play any card: {card}.", seat=seat, suit=suit_words(SPADES), card=str(TEN))


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("num_players", [2, 3])
def test_a_small_tables_seat_is_not_named_player_twice_in_finnish(num_players):
    with use_language("fi"):
        said = _no_spades(seat_label(1, num_players))
        four = _no_spades(seat_label(1, 4))
    assert said.startswith("Pelaajalla 2 ei ole pataa"), said
    assert four.startswith("Pelaajalla Itä ei ole pataa"), four  # a compass seat keeps its name
    assert said.count("elaaja") == 1, said


@pytest.mark.usefixtures("english_session")
def test_a_small_tables_seat_keeps_its_name_where_no_word_for_player_comes_before_it():
    with use_language("fi"):
        said = _("In this hand {player} played {card}", player=seat_label(2, 3), card=str(TEN))
    assert "Pelaaja 3 pelasi" in said, said
    assert _no_spades(seat_label(1, 3)).startswith("Player 2 has no spades")


@pytest.mark.usefixtures("english_session")
def test_a_small_tables_seat_is_said_again_in_finnish_after_a_switch():
    said = _no_spades(seat_label(1, 3))
    again = said_again(said)
    assert again is not None
    with use_language("fi"):
        assert again().startswith("Pelaajalla 2 ei ole pataa")
