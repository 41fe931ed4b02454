"""The engine's errors are facts (a reason code and its values), worded by `euchre.explain` when shown: an
error raised while the learner reads English reads in Turkish once the learner switches, worded from its facts
exactly as the same error raised under Turkish is. Also `parse_cards` with a deck."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from euchre.engine import egn
from euchre.engine.cards import Card, Rank, Suit, build_deck, parse_cards, parse_cards_of
from euchre.engine.errors import CardParseError, EGNError, EuchreError, Refusal, RulesError, SeatError
from euchre.engine.rules import Rules
from euchre.engine.seats import seat_index
from euchre.i18n import use_language
from euchre.widgets._common import reason_words

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "egn"


def _raised(make: Callable[[], object]) -> EuchreError:
    with pytest.raises(EuchreError) as caught:
        make()
    return caught.value


def _record() -> dict:
    return json.loads((FIXTURES / "epic_comeback.egn").read_text("utf-8"))


def _bad_record() -> object:
    doc = _record()
    doc["deals"][1]["initialState"]["shuffle"] = "riffle"
    return egn.loads(json.dumps(doc))


def _card_played_twice() -> object:
    doc = _record()
    tricks = next(p for p in doc["deals"][0]["phases"] if p.get("type") == "TRICK_PLAY")["tricks"]
    tricks[1][0] = tricks[0][0]
    return egn.loads(json.dumps(doc))


BAD_INPUTS: dict[str, tuple[type[EuchreError], Callable[[], object]]] = {
    "a card": (CardParseError, lambda: Card.parse("ZZ")),
    "a suit": (CardParseError, lambda: Suit.parse("stars")),
    "a seat": (SeatError, lambda: seat_index("Northeast")),
    "a rules option": (RulesError, lambda: Rules().replace(winning_score="ten")),
    "a ruleset": (RulesError, lambda: Rules(num_players=5)),
    "an EGN card": (EGNError, lambda: egn.parse_egn_card("Zq")),
    "an EGN toggle": (EGNError, lambda: egn.rules_from_egn({"go_under": True})),
    "a field of an EGN deal": (EGNError, _bad_record),
    "the JSON of an EGN file": (EGNError, lambda: egn.loads('{"version": "1.4",\n }')),
    "an EGN replay": (egn.EGNReplayError, _card_played_twice),
}


@pytest.mark.parametrize("what", BAD_INPUTS)
def test_an_engine_error_raised_in_english_is_worded_in_turkish_from_its_facts(what: str) -> None:
    kind, make = BAD_INPUTS[what]
    with use_language("en"):
        error = _raised(make)
        english = str(error)
    assert isinstance(error, kind) and isinstance(error.fact, Refusal)
    with use_language("tr"):
        turkish = str(error)
        assert turkish == str(_raised(make)), "worded as the same error raised under Turkish"
    assert turkish != english
    with use_language("en"):
        assert str(error) == english, "the same facts read in English again"


def test_a_located_egn_error_words_its_place_in_the_language_shown() -> None:
    with use_language("en"):
        error = _raised(_bad_record)
        english = str(error)
    where = f"deal {_record()['deals'][1]['dealNumber']}: "
    assert english.startswith(where) and "'shuffle'" in english
    with use_language("tr"):
        assert not str(error).startswith(where) and "'shuffle'" in str(error)


def test_a_widget_says_an_engine_error_again_from_its_facts_after_a_switch() -> None:
    with use_language("en"):
        error = _raised(lambda: Card.parse("ZZ"))
        words = reason_words(error)
        english = words()
    with use_language("fi"):
        finnish = words()
        assert finnish == str(_raised(lambda: Card.parse("ZZ"))) != english


def test_an_error_raised_with_a_message_keeps_it() -> None:
    error = EuchreError("a message worded above the engine")
    assert error.fact is None and str(error) == "a message worded above the engine"


# ---- parse_cards with a deck ------------------------------------------------------------------------------
SHORT = build_deck(Rules())
THIRTY_TWO = build_deck(Rules(min_rank=7))


def test_parse_cards_with_a_deck_takes_that_decks_cards() -> None:
    assert parse_cards("JH, 10d 9c", deck=SHORT) == parse_cards("JH 10D 9C")
    assert parse_cards(["7h"], deck=THIRTY_TWO) == (Card(Rank.SEVEN, Suit.HEARTS),)


@pytest.mark.parametrize("deck, text, names_the_joker", [(SHORT, "JH 7S", False), (THIRTY_TWO, "8S Joker", True)],
                         ids=["24 cards", "32 cards"])
def test_parse_cards_refuses_a_card_not_in_the_deck_and_names_only_that_decks_cards(
        deck: tuple[Card, ...], text: str, names_the_joker: bool) -> None:
    with pytest.raises(CardParseError) as caught:
        parse_cards(text, deck=deck)
    message = str(caught.value)
    assert "is not in this deck" in message
    assert ("Joker" in message.split(":", 1)[1]) is names_the_joker, "the help names only cards like the deck's"
    with pytest.raises(CardParseError, match="is not a card"):
        parse_cards("JH QQ", deck=deck)


def _outcome(parse: Callable[[str, tuple[Card, ...]], tuple[Card, ...]], text: str) -> object:
    try:
        return parse(text, SHORT)
    except CardParseError as exc:
        return str(exc)


@pytest.mark.parametrize("text", ["JH 9C", "JH 7S", "nonsense"])
def test_parse_cards_of_is_parse_cards_with_a_deck(text: str) -> None:
    assert _outcome(parse_cards_of, text) == _outcome(lambda t, deck: parse_cards(t, deck=deck), text)


def test_parse_cards_without_a_deck_takes_any_card_the_engine_knows() -> None:
    assert parse_cards("7s B") == (Card(Rank.SEVEN, Suit.SPADES), Card(Rank.JOKER, None))


def test_every_reason_the_engine_raises_has_words() -> None:
    """Each `Refusal("code", ...)` written in the engine is worded by explain (an unworded one would show
    its code to a learner)."""
    import ast

    from euchre.explain import errors, refusals

    worded = set(errors._WORDS) | set(refusals._WORDS)
    engine = Path(__file__).resolve().parent.parent / "euchre" / "engine"
    raised = set()
    for path in engine.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Refusal" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                raised.add(node.args[0].value)
    assert len(raised) > 100, "the scan finds the engine's reasons"
    assert raised - worded == set()
