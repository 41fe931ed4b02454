"""The errors an EGN file can raise beyond `EGNError`, and `Problem`: one renege or inconsistency and where it is."""

from __future__ import annotations

from dataclasses import dataclass

from euchre.engine.egn import places
from euchre.engine.errors import EGNError, Refusal, UnsupportedRuleError


class EGNUnsupportedError(EGNError, UnsupportedRuleError):
    """The file uses a part of EGN (a toggle, a card form, a feature) the engine does not play yet."""


@dataclass(frozen=True)
class Problem:
    """One renege or inconsistency, with where it is. `str(problem)` is the full message."""

    reason: str | Refusal
    """The words, or the facts `euchre.explain.refusals` words when the problem is shown."""
    deal: int | None = None
    line: int | None = None
    """1-based number of the alternative line, or None for the main line."""
    trick: int | None = None
    """1-based trick number within the line (an alternative line counts from the deal's start)."""
    call: int | None = None
    """1-based call number within the bidding."""
    game: int | None = None
    """The `gameIndex` of the game within a match file, or None for a single game."""

    @property
    def location(self) -> places.Place:
        parts = []
        if self.game is not None:
            parts.append(places.game(self.game))
        if self.deal is not None:
            parts.append(places.deal(self.deal))
        if self.line is not None:
            parts.append(places.alternative(self.line))
        if self.call is not None:
            parts.append(places.call(self.call))
        if self.trick is not None:
            parts.append(places.trick(self.trick))
        return places.within(*parts) or places.whole_game()

    def __str__(self) -> str:
        return str(places.at(self.location, self.reason))


class EGNReplayError(EGNError):
    """A deal cannot be replayed: a renege or an inconsistency. `.problem` holds the details."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(places.at(problem.location, problem.reason))
        self.problem = problem

    def __str__(self) -> str:
        return str(self.problem)
