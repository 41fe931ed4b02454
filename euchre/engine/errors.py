"""The typed errors of the engine. Every one is a ValueError, so callers can catch the family."""

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


class EuchreError(ValueError):
    """Base of every error the engine raises for bad input."""


class CardParseError(EuchreError):
    """A card or suit string could not be read."""


class RulesError(EuchreError):
    """A ruleset option or preset name is not valid."""


class UnsupportedRuleError(RulesError):
    """The option exists but the engine does not play it yet."""


class ActionParseError(EuchreError):
    """An action string could not be read."""


class IllegalActionError(EuchreError):
    """The action is well formed but not allowed here; the message says why."""


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
