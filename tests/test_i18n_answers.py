"""Typed answers in any of the tutor's languages, with either keyboard's i, grade as the codes do."""

from __future__ import annotations

import pytest

from euchre.engine.cards import Card
from euchre.engine.rules import Rules
from euchre.i18n import LANGUAGES
from euchre.i18n.text import upper
from euchre.i18n.words import card_name
from euchre.tutor import grade, make_question, solve
from euchre.tutor.answers import normalise_label, read_card, read_seat
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")


@pytest.mark.parametrize(("typed", "seat"), [
    ("North", 0), ("KUZEY", 0), ("kuzey", 0), ("ŞİMAL", 0), ("Şimal", 0), ("pohjoinen", 0), ("ITÄ", 1),
    ("DOĞU", 1), ("Güney", 2), ("CƏNUB", 2), ("BATI", 3), ("batı", 3), ("bati", 3), ("Qərb", 3), ("w", 3),
])
def test_seats_typed_in_any_language(typed, seat):
    assert read_seat(typed, 4) == seat


def test_players_at_three_in_any_language():
    assert read_seat("OYUNCU 2", 3) == read_seat("Pelaaja 2", 3) == read_seat("oyunçu 2", 3) == 1


@pytest.mark.parametrize(("typed", "code"), [("KUPA VALESİ", "JH"), ("maça kızı", "QS"), ("ristiässä", "AC"),
                                             ("ÜRƏK CEKİ", "JH"), ("10♦", "TD"), ("jd", "JD")])
def test_cards_typed_in_words(typed, code):
    assert read_card(typed) == Card.parse(code)


def test_labels_match_whatever_the_keyboard():
    assert normalise_label("HİÇ KİMSE") == normalise_label("hiç kimse") == normalise_label("HIÇ KIMSE")
    assert normalise_label("North–South  score 2") == normalise_label("north-south score 2")


@pytest.mark.parametrize("seed", range(6))
def test_which_card_wins_graded_from_a_name_in_words_gives_the_codes_verdict(seed):
    question = make_question("which_card_wins", rules=Rules.preset("standard"), difficulty=2, seed=seed)
    for token in question.choices:
        card = Card.parse(token)
        by_code = grade(question, token).correct
        for lang in LANGUAGES:
            assert grade(question, upper(card_name(card, lang), lang)).correct == by_code
    assert any(grade(question, t).correct for t in solve(question).expected)
