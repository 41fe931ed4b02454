"""Fair grading of a choice from the advisor's numbers: where it ranks, and whether it is right.

A choice is right when it is the best, or when the deals cannot tell it from the best: its loss is
within `NOISE_Z` standard errors of the difference (compared deal by deal), or below `CLOSE_POINTS`, a
difference no player could feel. Such a choice is graded right with a line saying so ("both are sound;
the numbers slightly favour ordering it up"), never "Correct!" as if it were the best.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from euchre.engine.actions import Action
from euchre.i18n.context import current_language
from euchre.i18n.languages import ENGLISH
from euchre.i18n.messages import _, pgettext
from euchre.i18n.numbers import decimal, percent
from euchre.i18n.text import lower

if TYPE_CHECKING:
    from euchre.bots.advisor import Advice

NOISE_Z = 1.5
"""A difference within this many standard errors (deal by deal) is noise."""

CLOSE_POINTS = 0.1
"""A loss smaller than this (in points a hand) is too small to call a mistake, however many deals."""
CLOSE_CHANCE = 0.005
"""The same for values that are chances of winning the game (half a percentage point)."""


def ordinal(n: int) -> str:
    """"2nd" in English; the current language's ordinal numeral ("2.") in the others."""
    if current_language() != ENGLISH:
        return pgettext("ordinal number", "{n}th", n=n)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


@dataclass(frozen=True)
class Verdict:
    """How one choice fares against the others."""

    rank: int
    """1 plus the number of options better than it beyond noise (`within_noise`): choices the deals cannot tell
    apart share a rank, so a choice exactly as good as the best never ranks below it."""
    of: int
    right: bool
    best: bool
    loss: float
    best_label: str
    label: str
    unit: str = "points"
    joint: bool = False
    """Another option shares the rank and cannot be told from this one (a tie, said out loud)."""

    @property
    def sound(self) -> bool:
        """Right without being the best: within noise of it."""
        return self.right and not self.best

    @property
    def rank_text(self) -> str:
        """"your choice ranks 2nd of 3", or "your choice ranks joint 1st of 3" for a tie."""
        if self.joint:
            return _("your choice ranks joint {rank} of {of}", rank=ordinal(self.rank), of=self.of)
        return _("your choice ranks {rank} of {of}", rank=ordinal(self.rank), of=self.of)

    @property
    def line(self) -> str:
        """One sentence on the choice against the best."""
        if self.best and self.joint:  # tied with another: not "the best" alone
            return _("{label} is one of the best choices here ({rank})", label=self.label, rank=self.rank_text)
        if self.best:
            return _("{label} is the best choice here ({rank})", label=self.label, rank=self.rank_text)
        if self.unit == "win chance":
            by = _("{percent} of the game", percent=percent(self.loss, 1))
        else:
            by = _("{points} points", points=decimal(self.loss))
        best = _lower_first(self.best_label)
        if self.right:
            return _("{label} and {best} are both sound: the numbers slightly favour {best}, by {by}, within the noise "
                     "of the deals ({rank})", label=self.label, best=best, by=by, rank=self.rank_text)
        return _("{label} gives up {by} against {best} ({rank})", label=self.label, by=by, best=best,
                 rank=self.rank_text)


def within_noise(advice: Advice, action: Action, z: float = NOISE_Z, against: Action | None = None) -> bool:
    """Whether `action` is as good as the best (or as `against`) as far as the deals can tell: the one noise
    test of the hints, the review and the quizzes. The gap is within noise when it is below a difference no
    player could feel, or within `z` standard errors of the gap deal by deal (`Advice.gap_error`)."""
    other = advice.best if against is None else against
    mine, theirs = advice.value(action), advice.value(other)
    if mine is None or theirs is None:
        raise ValueError(f"{action} or {other} was not one of the actions valued")
    gap = theirs - mine
    close = CLOSE_CHANCE if advice.unit == "win chance" else CLOSE_POINTS
    return gap <= close or gap <= z * advice.gap_error(action, other)


def judge(advice: Advice, action: Action, among: list[Action] | None = None, z: float = NOISE_Z) -> Verdict:
    """The verdict on `action` among `among` (by default every option the advice values)."""
    options = [o for o in advice.options if among is None or o.action in among]
    labels = [o.action for o in options]
    if action not in labels:
        raise ValueError(f"{action} was not one of the actions valued")
    place = labels.index(action)
    best = options[0]
    mine = options[place]
    is_best = place == 0 or mine.mean >= best.mean - 1e-9
    loss = max(0.0, best.mean - mine.mean)
    rank = _shared_rank(advice, action, labels, z)
    joint = any(other != action and _shared_rank(advice, other, labels, z) == rank
                and within_noise(advice, action, z, against=other) and within_noise(advice, other, z, against=action)
                for other in labels)
    return Verdict(rank=rank, of=len(options), right=is_best or within_noise(advice, action, z), best=is_best,
                   loss=loss, best_label=best.label, label=mine.label, unit=advice.unit, joint=joint)


def _shared_rank(advice: Advice, action: Action, among: list[Action], z: float) -> int:
    """1 plus the number of options in `among` better than `action` beyond noise: ties share a rank."""
    return 1 + sum(other != action and not within_noise(advice, action, z, against=other) for other in among)


def _lower_first(text: str) -> str:
    """The first letter in lower case for the current language (a label may be Turkish: İ, I)."""
    return lower(text[:1], current_language()) + text[1:]
