"""Action values and their text forms (issue: every documented spelling), and the typed error."""

import pytest

from euchre import ActionParseError, Card, Suit, parse_action
from euchre.engine.actions import Call, DefendAlone, Discard, OrderUp, Pass, Play
from euchre.engine.ranking import NoTrump


@pytest.mark.parametrize("text, action", [
    ("pass", Pass()), ("PASS", Pass()),
    ("order up", OrderUp(False)), ("order up alone", OrderUp(True)),
    ("pick up", OrderUp(False)), ("pick up alone", OrderUp(True)), ("assist", OrderUp(False)),
    ("call H", Call(Suit.HEARTS)), ("call hearts", Call(Suit.HEARTS)), ("call ♥", Call(Suit.HEARTS)),
    ("call H alone", Call(Suit.HEARTS, True)), ("call spades alone", Call(Suit.SPADES, True)),
    ("discard 9C", Discard(Card.parse("9C"))), ("defend alone", DefendAlone()),
    ("play JH", Play(Card.parse("JH"))), ("play 10♦", Play(Card.parse("TD"))), ("JH", Play(Card.parse("JH"))),
])
def test_text_forms(text: str, action) -> None:
    assert parse_action(text) == action


@pytest.mark.parametrize("action", [
    Pass(), OrderUp(False), OrderUp(True), Call(Suit.CLUBS), Call(Suit.DIAMONDS, True),
    Discard(Card.parse("AS")), DefendAlone(), Play(Card.parse("JD")),
])
def test_text_round_trip(action) -> None:
    assert parse_action(str(action)) == action
    assert eval(repr(action), {"parse_action": parse_action}) == action


def test_bid_forms() -> None:
    assert parse_action("bid 4").text == "bid 4"
    assert parse_action("trump low").trump is NoTrump.LOW
    assert parse_action("trump H").trump is Suit.HEARTS


@pytest.mark.parametrize("text", ["", "fold", "call", "call purple", "play ZZ", "discard", "order down", "bid x"])
def test_bad_actions_raise_a_typed_error(text: str) -> None:
    with pytest.raises(ActionParseError) as info:
        parse_action(text)
    assert isinstance(info.value, ValueError)
    assert "action" in str(info.value) or "bid" in str(info.value)
