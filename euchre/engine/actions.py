"""Actions as small values with a text form, and the parser for that text."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from euchre.engine.cards import Card, Suit
from euchre.engine.errors import ActionParseError, CardParseError, SeatError
from euchre.engine.ranking import NoTrump
from euchre.engine.seats import seat_index


class Action:
    """Base of every action. `str(action)` is its text form, which `parse_action` reads back."""

    __slots__ = ()

    @property
    def text(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"parse_action({self.text!r})"


@dataclass(frozen=True, slots=True, repr=False)
class Pass(Action):
    @property
    def text(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True, repr=False)
class OrderUp(Action):
    """Accept the upcard's suit as trump (an opponent orders up, the partner assists, the dealer picks up)."""

    alone: bool = False

    @property
    def text(self) -> str:
        return "order up alone" if self.alone else "order up"


@dataclass(frozen=True, slots=True, repr=False)
class Call(Action):
    """Name a trump suit in round two."""

    suit: Suit
    alone: bool = False

    @property
    def text(self) -> str:
        return f"call {self.suit.letter}" + (" alone" if self.alone else "")


@dataclass(frozen=True, slots=True, repr=False)
class Discard(Action):
    card: Card

    @property
    def text(self) -> str:
        return f"discard {self.card.code}"


@dataclass(frozen=True, slots=True, repr=False)
class DefendAlone(Action):
    @property
    def text(self) -> str:
        return "defend alone"


@dataclass(frozen=True, slots=True, repr=False)
class Play(Action):
    card: Card

    @property
    def text(self) -> str:
        return f"play {self.card.code}"


@dataclass(frozen=True, slots=True, repr=False)
class Bid(Action):
    """A Bid Euchre bid of a number of tricks."""

    tricks: int

    @property
    def text(self) -> str:
        return f"bid {self.tricks}"


@dataclass(frozen=True, slots=True, repr=False)
class NameTrump(Action):
    """The high bidder (or a dealer facing a turned-up Joker) names trump: a suit, high or low."""

    trump: Suit | NoTrump

    @property
    def text(self) -> str:
        t = self.trump
        return f"trump {t.letter if isinstance(t, Suit) else t.value}"


@dataclass(frozen=True, slots=True, repr=False)
class PlayContract(Action):
    """How a Bid Euchre bid of all the tricks (or of `Rules.moon_bid`) is played: "moon" (alone), "partner's
    best", or "with partner" (as usual, for a bid below every trick)."""

    kind: str

    @property
    def text(self) -> str:
        return self.kind


@dataclass(frozen=True, slots=True, repr=False)
class GiveCard(Action):
    """Partner's best: the bidder's partner passes a card to the bidder."""

    card: Card

    @property
    def text(self) -> str:
        return f"give {self.card.code}"


@dataclass(frozen=True, slots=True, repr=False)
class Redeal(Action):
    """Show a farmer's hand (ace-no-face) and have the cards thrown in."""

    @property
    def text(self) -> str:
        return "redeal"


@dataclass(frozen=True, slots=True, repr=False)
class CallRenege(Action):
    """Accuse a player of reneging (renege mode only)."""

    seat: int

    def __post_init__(self) -> None:
        if isinstance(self.seat, bool) or not isinstance(self.seat, int) or not 0 <= self.seat < 4:
            raise ActionParseError(f"call renege needs a seat of the table (N, E, S or W), not {_short(self.seat)}")

    @property
    def text(self) -> str:
        return f"call renege {'NESW'[self.seat]}"


PASS = Pass()
REDEAL = Redeal()
DEFEND_ALONE = DefendAlone()
ORDER_UP = OrderUp(False)
ORDER_UP_ALONE = OrderUp(True)

ACTION_FORMAT_HELP = (
    "actions look like: 'pass', 'order up', 'order up alone', 'pick up', 'call H', 'call hearts alone', "
    "'discard 9C', 'defend alone', 'play JH', 'give JH', 'bid 4', 'trump H', 'trump high', 'trump low', 'moon', "
    "\"partner's best\", 'call renege W'"
)


_MAX_ACTION_TEXT = 64


def _short(value: object) -> str:
    """A value as a message quotes it: its repr, cut to a short prefix."""
    text = repr(value) if isinstance(value, str) else f"{type(value).__name__} {value!r}"
    return text if len(text) <= 40 else text[:37] + "..."


def parse_action(text: str) -> Action:
    """Read an action from its text form. Raises ActionParseError with the accepted forms (also
    for a value that is not a string)."""
    if not isinstance(text, str):
        raise ActionParseError(f"an action is a string, not {_short(text)}: {ACTION_FORMAT_HELP}")
    if len(text) > _MAX_ACTION_TEXT:
        raise ActionParseError(f"{_short(text)} is not an action: {ACTION_FORMAT_HELP}")
    return _parse_action(text)


@lru_cache(maxsize=4096)
def _parse_action(text: str) -> Action:
    raw = text.strip().replace("’", "'").split()
    words = [w.lower() for w in raw]
    if not words:
        raise ActionParseError(f"an empty string is not an action: {ACTION_FORMAT_HELP}")
    alone = words[-1] == "alone" and len(words) > 1
    core = words[:-1] if alone else words
    try:
        if words == ["pass"]:
            return PASS
        if words in (["redeal"], ["farmer's", "hand"], ["ace", "no", "face"]):
            return REDEAL
        if core in (["order", "up"], ["order", "it", "up"], ["pick", "up"], ["pick", "it", "up"],
                    ["assist"], ["order"]):
            return ORDER_UP_ALONE if alone else ORDER_UP
        if len(core) == 2 and core[0] in ("call", "make"):
            return Call(Suit.parse(core[1]), alone)
        if words == ["defend", "alone"]:
            return DEFEND_ALONE
        if len(words) == 2 and words[0] == "discard":
            return Discard(Card.parse(raw[1]))
        if len(words) == 2 and words[0] == "give":
            return GiveCard(Card.parse(raw[1]))
        if len(words) == 2 and words[0] == "play":
            return Play(Card.parse(raw[1]))
        if len(words) == 2 and words[0] == "bid":
            if not words[1].isdigit():
                raise ActionParseError(f"{text!r}: a bid is a number of tricks, like 'bid 4'")
            return Bid(int(words[1]))
        if len(words) == 2 and words[0] == "trump":
            if words[1] in ("high", "low"):
                return NameTrump(NoTrump(words[1]))
            return NameTrump(Suit.parse(words[1]))
        if words in (["moon"], ["shoot", "the", "moon"]):
            return PlayContract("moon")
        if words in (["partner's", "best"], ["partners", "best"], ["partners'", "best"]):
            return PlayContract("partner's best")
        if words == ["with", "partner"]:
            return PlayContract("with partner")
        if len(words) == 3 and words[:2] == ["call", "renege"]:
            try:
                return CallRenege(seat_index(words[2]))
            except SeatError as exc:
                raise ActionParseError(f"{text!r} is not an action: {exc}") from None
        if len(words) == 1:
            return Play(Card.parse(raw[0]))
    except ActionParseError:
        raise
    except CardParseError as exc:
        raise ActionParseError(f"{text!r} is not an action: {exc}") from None
    except ValueError:
        pass
    raise ActionParseError(f"{text!r} is not an action: {ACTION_FORMAT_HELP}")


def as_action(action: Action | str) -> Action:
    return action if isinstance(action, Action) else parse_action(action)
