"""Bad input to the engine's entry points: seats, actions that are not actions, renege calls."""

from __future__ import annotations

from typing import Any

import pytest

from euchre import Card, Rules, new_hand, parse_cards
from euchre.engine.actions import CallRenege, parse_action
from euchre.engine.cards import parse_hand, parse_hands
from euchre.engine.errors import ActionParseError, CardParseError, DealError, EuchreError, RulesError, SeatError
from euchre.engine.seats import SEAT_NAMES, seat_index


@pytest.mark.parametrize("preset", ["standard", "bid-euchre-6"])
def test_new_hand_takes_seat_letters_and_names(preset: str) -> None:
    rules = Rules.preset(preset)
    for seat, name in enumerate(SEAT_NAMES):
        by_number = new_hand(rules, seat, seed=3)
        for spelling in (name, name.upper(), name[0], name[0].lower(), f" {name.lower()} "):
            state = new_hand(rules, spelling, seed=3)
            assert state.dealer == seat
            assert state.to_act == by_number.to_act and state.hand(0) == by_number.hand(0)


def test_three_handed_seats_are_players() -> None:
    rules = Rules.preset("cutthroat")
    assert new_hand(rules, "Player 3", seed=1).dealer == 2
    with pytest.raises(SeatError, match="'North' is not a seat: a seat is 0 to 2"):
        new_hand(rules, "North", seed=1)


@pytest.mark.parametrize("dealer", ["X", "Northeast", 4, -1, True, 2.0, None, "9" * 5000])
def test_new_hand_refuses_what_is_not_a_seat(dealer: Any) -> None:
    with pytest.raises(SeatError) as info:
        new_hand(Rules.preset("standard"), dealer, seed=1)
    assert isinstance(info.value, ValueError) and len(str(info.value)) < 200
    assert "a seat is 0 to 3, or N, E, S, W, or North, East, South, West" in str(info.value)


def test_seat_index_reads_numbers_and_names() -> None:
    assert [seat_index(s) for s in (0, "e", "South", "3", "player 1")] == [0, 1, 2, 3, 0]


@pytest.mark.parametrize("text", ["call renege 4", "call renege -1", "call renege X", "call renege 99999999"])
def test_renege_call_of_a_seat_that_does_not_exist(text: str) -> None:
    with pytest.raises(ActionParseError, match="is not a seat"):
        parse_action(text)
    state = new_hand(Rules(renege_mode=True), seed=2)
    with pytest.raises(ActionParseError):
        state.apply(text)


def test_renege_call_values_are_checked() -> None:
    assert parse_action("call renege w") == CallRenege(3) == parse_action("call renege West")
    for bad in (4, -1, True, "N"):
        with pytest.raises(ActionParseError, match="call renege needs a seat"):
            CallRenege(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("action", [5, None, ["pass"], {"play": "JH"}, b"pass", 3.5, object()])
def test_actions_that_are_not_strings(action: Any) -> None:
    with pytest.raises(ActionParseError, match="an action is a string"):
        parse_action(action)
    with pytest.raises(EuchreError):
        new_hand(seed=1).apply(action)


def test_a_huge_action_string_is_quoted_short() -> None:
    with pytest.raises(ActionParseError) as info:
        parse_action("play " + "J" * 1_000_000)
    assert len(str(info.value)) < 400


def test_new_bid_hand_takes_seat_names_too() -> None:
    from euchre.engine.bid import new_bid_hand

    rules = Rules.preset("bid-euchre-6")
    assert new_bid_hand(rules, "East", seed=4).dealer == 1
    with pytest.raises(SeatError):
        new_bid_hand(rules, "Up", seed=4)


@pytest.mark.parametrize("dealer", ["²", "٣", "player ٣", "1²"])
def test_digits_of_other_scripts_are_not_seats(dealer: str) -> None:
    # found by the audit of issue 11: "²" passed str.isdigit and then int() raised a bare ValueError
    with pytest.raises(SeatError, match="is not a seat"):
        new_hand(Rules.preset("standard"), dealer, seed=1)


def _huge_inputs() -> list[tuple[str, Any]]:
    from euchre.engine.cards import Card, Suit
    from euchre.puzzles.ids import normalise_id
    from euchre.tutor.codes import decode_rules, parse_code, parse_set_code, read_quiz_set_code

    big = "Q" * 1_000_000
    return [
        ("Card.parse", lambda: Card.parse(big)), ("Suit.parse", lambda: Suit.parse(big)),
        ("Rules.preset", lambda: Rules.preset(big)), ("parse_set_code", lambda: parse_set_code(big)),
        ("parse_set_code seed", lambda: parse_set_code("W3-" + "8" * 1_000_000)),
        ("parse_code", lambda: parse_code("W3-8F2K" + big)),
        ("read_quiz_set_code", lambda: read_quiz_set_code("WF2-8F2K-20" + big)),
        ("decode_rules", lambda: decode_rules("X" + big)), ("normalise_id", lambda: normalise_id(big)),
    ]


@pytest.mark.parametrize("name, call", _huge_inputs(), ids=[name for name, _ in _huge_inputs()])
def test_a_huge_input_is_quoted_short_by_every_parser(name: str, call: Any) -> None:
    # found by the audit of issue 11: these quoted the whole input (a million characters)
    with pytest.raises(EuchreError) as info:
        call()
    message = str(info.value)
    assert len(message) < 400 and "...'" in message, message[:400]


def test_a_preset_name_that_is_not_a_string_is_a_rules_error() -> None:
    from euchre.engine.errors import RulesError

    for name in (None, 5, ["standard"]):
        with pytest.raises(RulesError, match="no preset called"):
            Rules.preset(name)  # type: ignore[arg-type]


@pytest.mark.parametrize("preset", ["standard", "bid-euchre-6"])
@pytest.mark.parametrize("seed", [[1], {"a": 1}, (1, 2), object()])
def test_a_seed_of_the_wrong_type_is_a_deal_error(preset: str, seed: Any) -> None:
    """random.Random refuses these with a TypeError; new_hand says what a seed is."""
    with pytest.raises(DealError, match="is not a seed: a seed is a whole number or a string") as info:
        new_hand(Rules.preset(preset), 0, seed=seed)
    assert isinstance(info.value, RulesError) and len(str(info.value)) < 200


@pytest.mark.parametrize("preset", ["standard", "bid-euchre-6"])
def test_seeds_random_accepts_still_deal(preset: str) -> None:
    rules = Rules.preset(preset)
    for seed in ("abc", 2.5, b"xy", None, True, 10**40):
        assert len(new_hand(rules, 0, seed=seed).hand(1)) == rules.hand_size


@pytest.mark.parametrize("preset", ["standard", "bid-euchre-6"])
@pytest.mark.parametrize("rng", [5, "abc", [3, 1]])
def test_an_rng_that_is_not_one_is_a_deal_error(preset: str, rng: Any) -> None:
    with pytest.raises(DealError, match=r"is not a random number generator: give a random\.Random"):
        new_hand(Rules.preset(preset), 0, rng=rng)


@pytest.mark.parametrize("given", [{"upcard": "9H"}, {"kitty": "9H TS QC"}, {"upcard": "9H", "seed": 3}])
def test_an_upcard_or_kitty_without_the_hands_is_a_deal_error(given: dict[str, Any]) -> None:
    """A random deal has its own upcard: one given alone would be ignored, so it is refused."""
    with pytest.raises(DealError, match="with the hands it goes with"):
        new_hand(Rules.preset("standard"), 0, **given)


@pytest.mark.parametrize("hands, error, words", [
    (5, DealError, "5 is not a deal: give one hand per player"),
    ("JH TD AC", DealError, "'JH TD AC' is not a deal"),
    ([5, 6, 7, 8], CardParseError, "5 is not a hand: a hand is a list of cards or a string of them"),
    ([None] * 4, CardParseError, "None is not a hand"),
    ([["JH"]] * 3, DealError, "this ruleset has 4 players, but 3 hands were given"),
    ([[5]] * 4, CardParseError, "5 is not a card"),
    ([list(range(10**3))] * 4, CardParseError, "0 is not a card"),
    ([7.5] * 4, CardParseError, "7.5 is not a hand"),
])
def test_parse_hands_refuses_what_is_not_a_deal(hands: Any, error: type[Exception], words: str) -> None:
    """The reading of `new_hand`'s `hands` (`euchre.engine.cards.parse_hands`): every refusal a ValueError
    subclass quoting a short prefix of the input."""
    with pytest.raises(error) as info:
        parse_hands(hands, 4)
    assert isinstance(info.value, EuchreError) and words in str(info.value) and len(str(info.value)) < 300


def test_parse_hands_reads_strings_lists_and_cards() -> None:
    hands = parse_hands(["JH TD", ("AC", "9S"), [Card.parse("QD"), "KD"]], 3)
    assert hands == (parse_cards("JH TD"), parse_cards("AC 9S"), parse_cards("QD KD"))
    assert parse_hand("") == () and parse_hand([]) == ()


@pytest.mark.parametrize("preset", ["standard", "bid-euchre-6"])
@pytest.mark.parametrize("hands, error", [
    ([5, 6, 7, 8], CardParseError), (5, DealError), ([None] * 4, CardParseError), ("JH TD", DealError),
])
def test_new_hand_refuses_hands_that_are_not_a_deal(preset: str, hands: Any, error: type[Exception]) -> None:
    with pytest.raises(error) as info:
        new_hand(Rules.preset(preset), 0, hands=hands, upcard="QH" if preset == "standard" else None)
    assert isinstance(info.value, EuchreError) and len(str(info.value)) < 300
