"""Names the native reviewers of tr, fi and az found wrong inside sentences (issue 30): the Joker said
in English, and the like. Each test renders real catalogue messages as a learner reads them."""

from __future__ import annotations

import re

import pytest

from euchre.engine.cards import JOKER, Card, Suit
from euchre.engine.ranking import NoTrump
from euchre.i18n import _, use_language
from euchre.i18n.messages import pgettext, said_again
from euchre.i18n.seats import seat_label
from euchre.i18n.words import CASES, card_words, suit_words
from euchre.tutor.wording import trump_name
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


AUCTION_WON = "{player} wins the auction with {bid} and names {trump}."


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_no_trump_contract_takes_the_cases_a_suit_takes(lang):
    for contract in NoTrump:
        with use_language(lang):
            words = trump_name(contract)
        other = {case: words.case(case) for case in CASES[lang]}
        assert all(other.values()), other
        assert str(words) not in other.values(), other  # a form of its own in every case, none left as the nominative


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("contract", [Suit.parse("H"), NoTrump.HIGH, NoTrump.LOW], ids=str)
def test_the_high_bidders_choice_reads_as_the_object_of_the_verb_in_azerbaijani(contract):
    with use_language("az"):
        said = _(AUCTION_WON, player="Şimal", bid=4, trump=trump_name(contract))
        chosen = trump_name(contract).acc
    assert "seçim:" not in said and said.endswith(f"{chosen} seçir."), said
    with use_language("tr"):
        said = _(AUCTION_WON, player="Kuzey", bid=4, trump=trump_name(contract))
        chosen = trump_name(contract).acc
    assert f"{chosen} söylüyor" in said, said  # not "koz olarak yüksek kozsuz": no-trump is not a trump
    assert _(AUCTION_WON, player="North", bid=4, trump=trump_name(contract)).startswith("North wins the auction")


@pytest.mark.usefixtures("english_session")
def test_a_list_of_cards_names_the_joker_in_the_language_of_the_sentence():
    from euchre.tutor.wording import card_list

    cards = [TEN, JOKER]
    assert card_list(cards) == "10♠ and Joker"
    with use_language("fi"):
        assert card_list(cards) == "10♠ ja jokeri"


def test_a_small_tables_seat_survives_a_copy_and_a_pickle():
    import copy
    import pickle

    seat = seat_label(2, 3)
    for copied in (pickle.loads(pickle.dumps(seat)), copy.deepcopy(seat)):
        assert copied == "Player 3" and copied.said_beside("pelaajan ", "", "fi") == "3"


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize(("lang", "word", "named"), [
    ("tr", "oyuncu", ("Oyuncu 1'de maça yok", "Oyuncu 2'de maça yok", "Oyuncu 3'te maça yok")),
    ("az", "oyunçu", ("Oyunçu 1-də pika yoxdur", "Oyunçu 2-də pika yoxdur", "Oyunçu 3-də pika yoxdur")),
])
def test_a_small_tables_seat_takes_the_case_itself_in_turkish_and_azerbaijani(lang, word, named):
    """ "{seat} oyuncusunda" read "Oyuncu 2 oyuncusunda": the word for player twice."""
    with use_language(lang):
        said = [_no_spades(seat_label(seat, 3)) for seat in range(3)]
        four = _no_spades(seat_label(1, 4))
    for sentence, start in zip(said, named, strict=True):
        assert sentence.startswith(start), sentence
        assert sentence.lower().count(word) == 1, sentence
    assert f" {word}sunda " in four, four  # a compass seat keeps the word that carries its case


@pytest.mark.usefixtures("english_session")
def test_a_small_tables_seat_takes_the_case_ending_its_numbers_sound_asks_for():
    with use_language("tr"):
        reneged = [pgettext("done", "called a renege on {seat}", seat=seat_label(seat, 3)) for seat in range(3)]
    assert [sentence.split(" renege")[0] for sentence in reneged] == ["Oyuncu 1'in", "Oyuncu 2'nin", "Oyuncu 3'ün"]
    with use_language("az"):
        turn = _("{seat} is to act.", seat=seat_label(1, 2))
    assert turn == "Növbə Oyunçu 2-dədir.", turn
