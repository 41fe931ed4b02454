"""A bot's decision: the action, the rule of thumb behind it, and the sentence a learner reads."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from euchre.bots.tips import Tip, tip
from euchre.engine.actions import Action
from euchre.i18n.messages import NP_, _, pgettext

_STRENGTH_WORDS = {
    "beginner": NP_("bot strength", "beginner"), "intermediate": NP_("bot strength", "intermediate"),
    "strong": NP_("bot strength", "strong"), "expert": NP_("bot strength", "expert"),
}


class Strength(enum.IntEnum):
    """How well a bot plays. Each level keeps the habits of the one below and adds some."""

    BEGINNER = 0
    """Calls with three trumps, leads its lowest card, wins as cheaply as it can."""
    INTERMEDIATE = 1
    """Follows the seven tips."""
    STRONG = 2
    """The tips, plus counting the cards played, sharper bidding and exact endgames."""
    EXPERT = 3
    """Follows the advisor (deals weighted by the bidding, hidden-card play-outs), about a second a decision."""

    @classmethod
    def parse(cls, value: Strength | str | int) -> Strength:
        if isinstance(value, Strength):
            return value
        if isinstance(value, int):
            return cls(value)
        key = value.strip().upper()
        if key not in cls.__members__:
            names = ", ".join(s.name.lower() for s in cls)
            raise ValueError(f"no bot strength called {value!r}; the strengths are: {names}")
        return cls[key]

    @property
    def label(self) -> str:
        return self.name.lower()

    @property
    def shown_label(self) -> str:
        """The label in the current language ("strong", "güçlü")."""
        return pgettext(*_STRENGTH_WORDS[self.label])


@dataclass(frozen=True)
class Decision:
    """What a bot does and why. `reason` reads "led J♣: your side called trump, so lead your highest trump"."""

    action: Action
    tip: Tip
    reason: str
    because: str = ""
    """The reason without the action ("your side called trump, so ..."); empty when the reason is one piece."""
    what: str = ""
    """The action in the past tense ("led J♣"), when the reason has it apart."""

    @property
    def why(self) -> str:
        """`because`, or the whole reason when it has no separate part."""
        return self.because or self.reason

    def __str__(self) -> str:
        return self.reason


def decided(action: Action, tip_id: str, what: str, because: str | None = None) -> Decision:
    """A decision whose reason is `what` ("led J♣") and the tip's own words (or `because`)."""
    chosen = tip(tip_id)
    why = because or chosen.said_because
    return Decision(action, chosen, _("{what}: {because}", what=what, because=why), why, what)
