"""The typed errors of the engine. Every one is a ValueError, so callers can catch the family.

The engine words nothing: an error is a fact, not a sentence. `EuchreError.fact` holds the reason's code
and its values (a `Refusal`: a refused action, a card that is not a card, a rule option out of range, a
malformed EGN file ...), and the layer above words it in the learner's language (`euchre.explain.refusals`
and `euchre.explain.errors`, which the package imports, set the wording with `word_refusals_with`). The
message is worded each time it is shown, so the same error reads in whatever language is current then,
and can be shown again in another language from its facts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

SHOWN_CHARS = 60
"""How much of a bad input an error message quotes."""


def shown(value: object, limit: int = SHOWN_CHARS) -> str:
    """A bad input as an error message quotes it: its `repr`, cut to a short prefix, so that a message
    stays a few hundred characters however big the input."""
    if isinstance(value, str):
        text = repr(value[:limit])
        return text if len(value) <= limit else text[:-1] + "..." + text[-1]
    try:
        text = repr(value)
    except ValueError:  # an int too long to print
        return type(value).__name__
    return text if len(text) <= limit else text[: limit - 3] + "..."


@dataclass(frozen=True)
class Refusal:
    """Why an action or an input is refused: a reason code (`"hand_over"`, `"not_a_card"`, ...) and the
    facts its words need (cards, seats, the ruleset, the text given ...), never words."""

    reason: str
    values: Mapping[str, object] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash((self.reason, tuple(self.values)))

    def __str__(self) -> str:
        """The reason in the words `word_refusals_with` set; without them, the code and its values."""
        if _refusal_words is not None:
            return _refusal_words(self)
        if not self.values:
            return self.reason
        return self.reason + ": " + ", ".join(f"{k}={v}" for k, v in self.values.items())


_refusal_words: Callable[[Refusal], str] | None = None


def word_refusals_with(words: Callable[[Refusal], str]) -> None:
    """Set the function that words a `Refusal` (the explanation layer calls this: the engine has no words)."""
    global _refusal_words
    _refusal_words = words


class EuchreError(ValueError):
    """Base of every error the engine raises for bad input. Raised with a `Refusal`, it keeps it as `fact`
    and its message is the fact worded when it is shown; raised with a message (a layer above the engine
    that words its own errors), `fact` is None and the message is that text."""

    def __init__(self, reason: Refusal | str = "", *more: object) -> None:
        self.fact = reason if isinstance(reason, Refusal) else None
        super().__init__(reason, *more)

    def __str__(self) -> str:
        return str(self.fact) if self.fact is not None else super().__str__()


class CardParseError(EuchreError):
    """A card or suit string could not be read."""


class RulesError(EuchreError):
    """A ruleset option or preset name is not valid."""


class UnsupportedRuleError(RulesError):
    """The option exists but the engine does not play it yet."""


class ActionParseError(EuchreError):
    """An action string could not be read."""


class IllegalActionError(EuchreError):
    """The action is well formed but not allowed here. `refusal` says why as facts (None when the error
    was raised with a message); the message is the refusal worded when it is shown."""

    @property
    def refusal(self) -> Refusal | None:
        return self.fact


class EGNError(EuchreError):
    """An EGN file is malformed or inconsistent; the message names the deal and trick."""


class QuizCodeError(EuchreError):
    """A quiz question or set code could not be read; the message shows the expected form."""


class SolverError(EuchreError):
    """A position the exact solver cannot take: not in trick play, or with unknown cards."""


class SeatError(RulesError):
    """A seat was given as something that is not a seat of this table (see `euchre.engine.seats.seat_index`)."""


class DealError(RulesError):
    """A deal given to `new_hand` is not one: `hands` not one hand per player, or a seed or random number
    generator of the wrong type."""
