"""The typed errors of the engine. Every one is a ValueError, so callers can catch the family."""


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
    """A seat was given as something that is not a seat of this table (see `euchre.seats.seat_index`)."""
