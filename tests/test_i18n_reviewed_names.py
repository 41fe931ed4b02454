"""Names the native reviewers of tr, fi and az found wrong inside sentences (issue 30): the Joker said
in English, and the like. Each test renders real catalogue messages as a learner reads them."""

from __future__ import annotations

import re

import pytest

from euchre.engine.cards import JOKER, Card
from euchre.i18n import _, use_language
from euchre.i18n.words import card_words
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
