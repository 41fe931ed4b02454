"""Stable answer ids: labels in every language, and the English labels older stores saved read back."""

from __future__ import annotations

import itertools

import pytest

from euchre.engine.rules import PRESETS, Family, Rules
from euchre.engine.seats import seat_name
from euchre.i18n import LANGUAGES, use_language
from euchre.tutor import bid_score, is_it_a_euchre
from euchre.tutor.answer_ids import (
    NOBODY,
    AnswerIdError,
    action_id,
    answer_id_of,
    is_answer_id,
    label,
    legacy_id,
    score_id,
    score_points,
    seat_id,
)
from euchre.tutor.spot_the_renege import NOBODY as OLD_NOBODY
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

SUIT_PRESETS = [name for name in PRESETS if Rules.preset(name).family is not Family.BID]


def _presets():
    return [Rules.preset(name) for name in SUIT_PRESETS]


@pytest.mark.parametrize("rules", _presets(), ids=SUIT_PRESETS)
def test_euchre_score_ids_label_exactly_as_the_quiz_does_and_read_back(rules):
    points_list = is_it_a_euchre._choice_points(rules) + [tuple([0] * rules.num_sides)]
    for points in points_list:
        english = is_it_a_euchre.score_label(points, rules)
        answer = score_id(points)
        assert label(answer, rules) == english
        assert legacy_id("is_it_a_euchre", english, rules) == answer
        assert legacy_id("is_it_a_euchre", english.upper().replace("–", "-"), rules) == answer


def test_uneven_scores_at_three_players_read_back():
    rules = Rules.preset("cutthroat")
    points = (0, 2, 1)
    english = is_it_a_euchre.score_label(points, rules)
    assert label(score_id(points), rules) == english
    assert legacy_id("is_it_a_euchre", english, rules) == score_id(points)


def test_bid_score_ids_label_exactly_as_the_quiz_does_and_read_back():
    rules = Rules.preset("bid-euchre-6")
    for points in itertools.product(range(-6, 25, 3), repeat=2):
        english = bid_score.score_label(points)
        answer = score_id(points)
        assert label(answer, rules, context="bid") == english
        assert legacy_id("bid_score", english, rules) == answer


@pytest.mark.parametrize("name", ["standard", "cutthroat", "two-handed"])
def test_seats_and_nobody(name):
    rules = Rules.preset(name)
    for seat in range(rules.num_players):
        assert label(seat_id(seat), rules) == seat_name(seat, rules.num_players)
        assert legacy_id("spot_the_renege", seat_name(seat, rules.num_players), rules) == seat_id(seat)
        assert legacy_id("who_leads", seat_name(seat, rules.num_players).lower(), rules) == seat_id(seat)
    assert legacy_id("spot_the_renege", OLD_NOBODY, rules) == NOBODY
    assert label(NOBODY, rules) == OLD_NOBODY


def test_cards_are_already_ids():
    rules = Rules.preset("standard")
    assert answer_id_of("which_card_wins", "JD", rules) == "JD"
    assert label("JD", rules) == "J♦"


def test_ids_are_ascii_and_recognised():
    for answer in ("JD", "B", "seat:3", "nobody", "score:0,2", "score:-5,3", action_id("order  up alone")):
        assert answer.isascii() and is_answer_id(answer)
    for text in ("North", "Jd", "seat:x", "score:", "North–South score 2", "", None, 3):
        assert not is_answer_id(text)
    assert action_id("order  up alone") == "action:order up alone"
    assert score_points("score:-5,3") == (-5, 3)
    with pytest.raises(AnswerIdError):
        score_points("seat:1")
    with pytest.raises(AnswerIdError):
        label("North", Rules.preset("standard"))


def test_text_that_was_never_a_label_is_not_mapped():
    rules = Rules.preset("standard")
    for text in ("Northeast", "North–South score", "Somebody scores 2", "", "   ", None, 7):
        assert legacy_id("is_it_a_euchre", text, rules) is None
    assert legacy_id("is_it_a_euchre", "North", rules) is None  # a seat is not a score
    assert legacy_id("bid_score", "North–South score 4", rules) is None  # both sides are named


def test_one_id_reads_in_every_language_and_no_english_is_left():
    rules = Rules.preset("standard")
    labels = {}
    for lang in LANGUAGES:
        with use_language(lang):
            labels[lang] = (label("score:0,2", rules), label("seat:0", rules), label(NOBODY, rules),
                            label("score:-5,3", Rules.preset("bid-euchre-6"), context="bid"))
    assert labels["en"] == ("East–West score 2", "North", "Nobody", "North–South lose 5; East–West score 3")
    assert labels["tr"] == ("Doğu–Batı 2 puan alır", "Kuzey", "Hiç kimse",
                            "Kuzey–Güney 5 puan kaybeder; Doğu–Batı 3 puan alır")
    assert labels["fi"][0] == "Itä–Länsi saa 2 pistettä"
    assert labels["az"][0] == "Şərq–Qərb 2 xal qazanır"
    for lang in ("tr", "fi", "az"):
        text = " ".join(labels[lang]).lower()
        assert not {"score", "north", "east", "nobody", "lose"} & set(text.replace("–", " ").replace(";", " ").split())


def test_two_scorers_are_joined_in_each_language():
    rules = Rules.preset("cutthroat")
    with use_language("tr"):
        assert label("score:0,2,2", rules) == "Oyuncu 2 ve Oyuncu 3: her biri 2 puan alır"
    with use_language("fi"):
        assert label("score:0,2,2", rules) == "Pelaaja 2 ja Pelaaja 3 saavat kumpikin 2 pistettä"


@pytest.mark.parametrize("seed", range(8))
def test_order_up_labels_read_back_through_the_question(seed):
    from euchre.engine.actions import parse_action
    from euchre.tutor import make_question
    from euchre.tutor.order_up import _actions, state_of

    rules = Rules.preset("standard")
    question = make_question("order_up", rules=rules, difficulty=1 + seed % 3, seed=seed)
    legal = {a.text for a in _actions(state_of(question))}
    english = [question.choice_text(choice) for choice in question.choices]  # the labels stores kept
    ids = [legacy_id("order_up", text, rules, question) for text in english]
    assert ids == list(question.choices)
    assert all(i is not None and i.startswith("action:") for i in ids)
    assert len(set(ids)) == len(ids)
    assert {parse_action(i.removeprefix("action:")).text for i in ids} == legal
    assert legacy_id("order_up", english[0], rules) is None  # needs the question
    assert legacy_id("order_up", "Shuffle the deck", rules, question) is None
    assert answer_id_of("order_up", ids[0], rules) == ids[0]


def test_every_kind_says_how_its_choices_read():
    from euchre.tutor.kinds import CARD_KINDS, CHOICE_WORDS, KIND_LETTERS

    assert set(CHOICE_WORDS) == set(KIND_LETTERS)
    assert CARD_KINDS == {"which_card_wins", "led_suit_wins", "legal_follow", "rank_trumps", "partners_best"}


@pytest.mark.parametrize("preset", ["standard", "stick-the-dealer", "canadian", "cutthroat", "two-handed"])
def test_order_up_calls_read_from_the_question_as_the_engine_says_them_in_the_position(preset):
    """The buttons of "Order up or pass?" are labelled from the question's seat and dealer, the way the
    trainer labels the same calls from the position itself."""
    from euchre.engine.actions import parse_action
    from euchre.explain.action_words import action_label
    from euchre.tutor import make_question
    from euchre.tutor.order_up import state_of

    rules = Rules.preset(preset)
    kinds_seen = set()
    for seed in range(12):
        question = make_question("order_up", rules=rules, difficulty=1 + seed % 3, seed=seed)
        state = state_of(question)
        for lang in LANGUAGES:
            with use_language(lang):
                for choice in question.choices:
                    action = parse_action(choice.removeprefix("action:"))
                    kinds_seen.add(type(action).__name__)
                    assert question.choice_text(choice) == action_label(state, action), (seed, lang, choice)
    assert {"OrderUp", "Pass"} <= kinds_seen
