"""Reviewing a played hand: every decision of one seat graded by the points it gave up against the
advisor's best choice, and marked with EGN's annotation marks.

The marks and their thresholds are data (`MARKS`): a decision that loses at least 1 point on average
is a blunder `[??]`, and so on down; a best choice that beats every other option clearly earns `[!]`
or `[!!]`. A loss the deals cannot tell from noise (`euchre.bots.grading.within_noise`, the test the
hints use too) is never marked as a mistake, and neither is the choice the tips make (`by_the_tips`: the
strong bot's decision, the rules of thumb the strategy lessons teach, or a choice the deals cannot tell
from it): the numbers of a few hundred deals can disagree with a sound principle, and then the review
says so instead of calling the principle a mistake.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from euchre.bots.advisor import Advice, Advisor, OptionValue
from euchre.bots.grading import judge, within_noise
from euchre.bots.heuristic import HeuristicBot
from euchre.engine.actions import Action, CallRenege, Redeal
from euchre.engine.hands import HandLike
from euchre.engine.phases import Phase
from euchre.explain.action_words import action_label
from euchre.i18n.messages import NP_, _, pgettext
from euchre.i18n.numbers import decimal, percent, signed

State = HandLike


@dataclass(frozen=True)
class Mark:
    """An EGN annotation mark and when it applies."""

    symbol: str
    name: tuple[str, str]
    """The mark's name as (context, English), translated by `label`."""
    lost_at_least: float | None = None
    """For the marks of a worse choice: the least expected loss, in points."""
    best_by_at_least: float | None = None
    """For the marks of the best choice: how much better than the next option it must be."""

    @property
    def tag(self) -> str:
        return f"[{self.symbol}]"

    @property
    def label(self) -> str:
        """The mark's name in the current language ("blunder")."""
        return pgettext(*self.name)


MARKS: tuple[Mark, ...] = (
    Mark("??", NP_("review mark", "blunder"), lost_at_least=1.0),
    Mark("?", NP_("review mark", "mistake"), lost_at_least=0.5),
    Mark("?!", NP_("review mark", "dubious"), lost_at_least=0.2),
    Mark("!?", NP_("review mark", "close call"), lost_at_least=0.05),
    Mark("!!", NP_("review mark", "excellent"), best_by_at_least=1.0),
    Mark("!", NP_("review mark", "good"), best_by_at_least=0.25),
)
"""Checked in order: the first mark that applies is given (none for a best choice among equals)."""
CHANCE_PER_POINT = 0.1
"""With values in chances of winning the game, the marks' thresholds (in points) are scaled by this: a
point in one hand is worth about a tenth of a game of ten points (a blunder gives up 10% of the game)."""


def by_the_tips(state: State, action: Action, score: tuple[int, ...] | None = None,
                advice: Advice | None = None) -> bool:
    """Whether `action` is what the tips say here: the strong bot's decision (with the game's score), or,
    given the `advice`, a choice the deals cannot tell from it (within noise of it, deal by deal)."""
    bot = HeuristicBot("strong")
    bot.score = score
    tips = bot.decide(state).action
    if tips == action:
        return True
    if advice is None or advice.option(action) is None or advice.option(tips) is None:
        return False
    return within_noise(advice, action, against=tips)


def mark_for(advice: Advice, action: Action, marks: tuple[Mark, ...] = MARKS, *, sound: bool = False) -> Mark | None:
    """The mark a decision earns: by its loss if it was worse than the best (and neither within noise nor
    `sound`, the tips' choice: then no mark at all, since the review names nothing better), or by the best's
    lead over the next option if it was the best. A worse choice is marked exactly when `Graded.better` names
    the better option, so the mark and the "Better" column always agree."""
    loss = advice.loss(action)
    if advice.unit == "win chance":
        loss /= CHANCE_PER_POINT
    noisy = sound or within_noise(advice, action)
    if loss > 1e-9:
        if noisy:  # nothing better is named (`Graded.better`): not a mistake, nor a close call
            return None
        for mark in marks:
            if mark.lost_at_least is not None and loss >= mark.lost_at_least:
                return mark
        return None
    others = [o.mean for o in advice.options if o.action != action]
    if not others:
        return None
    lead = advice.options[0].mean - max(others)
    if advice.unit == "win chance":
        lead /= CHANCE_PER_POINT
    for mark in marks:
        if mark.best_by_at_least is not None and lead >= mark.best_by_at_least:
            return mark
    return None


@dataclass(frozen=True)
class Graded:
    """One decision of the reviewed seat."""

    step: int
    """Its place in the hand: the state after it is `final.path()[step]`."""
    before: State
    action: Action
    advice: Advice
    mark: Mark | None
    sound: bool = False
    """The tips' choice (`by_the_tips`) that the numbers put below the best: sound, not a mistake."""

    @property
    def label(self) -> str:
        return action_label(self.before, self.action)

    @property
    def valued(self) -> bool:
        """False for a choice the advisor does not value (a renege, or a hand too big to solve)."""
        return self.advice.valued and self.advice.option(self.action) is not None

    @property
    def loss(self) -> float:
        return self.advice.loss(self.action) if self.valued else 0.0

    @property
    def chosen(self) -> OptionValue | None:
        return self.advice.option(self.action)

    @property
    def better(self) -> OptionValue | None:
        """The best option, when the choice was not (as far as the deals can tell) as good."""
        if not self.valued:
            return None
        best = self.advice.options[0]
        if best.action == self.action or self.sound or within_noise(self.advice, self.action):
            return None
        return best

    @property
    def comment(self) -> str:
        """"[?] Pass: lost 0.62 points; Order it up was better (+0.40 against -0.22)"."""
        tag = f"{self.mark.tag} " if self.mark else ""
        if not self.valued:
            choice = self.advice.options[0].label
            if self.advice.valued:
                return _("{label}: not graded (it does not follow suit, and the advisor only plays by the rules); "
                         "the advisor's choice: {choice}", label=self.label, choice=choice)
            return _("{label}: not graded (too many cards were hidden to solve the deals); the advisor's choice: "
                     "{choice}", label=self.label, choice=choice)
        mine = self.chosen
        mean = self._value(mine) if mine else "?"
        better = self.better
        ranks = judge(self.advice, self.action).rank_text
        if better is not None:
            return tag + _("{label}: lost {loss}; {better} was better ({better_value} against {value}); {rank}",
                           label=self.label, loss=self.loss_text, better=better.label,
                           better_value=self._value(better), value=mean, rank=ranks)
        if self.loss > 1e-9 and self.sound and not within_noise(self.advice, self.action):
            best = self.advice.options[0]
            return tag + _("{label} ({value}): sound, the rule of thumb's choice; on these deals the numbers favour "
                           "{best} ({best_value}); {rank}", label=self.label, value=mean, best=best.label,
                           best_value=self._value(best), rank=ranks)
        if self.loss > 1e-9:
            best = self.advice.options[0]
            return tag + _("{label} ({value}): both are sound, as good as {best} ({best_value}) within the noise of "
                           "the deals; {rank}", label=self.label, value=mean, best=best.label,
                           best_value=self._value(best), rank=ranks)
        runner_up = self.runner_up
        # a tie (the same average, often the same result on every deal) is not a near thing within noise
        if runner_up is not None and mine is not None and abs(runner_up.mean - mine.mean) <= 1e-9:
            return tag + _("{label} ({value}): among the best; {other} is just as good on these deals ({other_value})",
                           label=self.label, value=mean, other=runner_up.label, other_value=self._value(runner_up))
        if runner_up is not None and within_noise(self.advice, runner_up.action, against=self.action):
            return tag + _("{label} ({value}): among the best; {other} is as good within the noise of the deals "
                           "({other_value})", label=self.label, value=mean, other=runner_up.label,
                           other_value=self._value(runner_up))
        if runner_up is not None:
            # "next best:" and brackets of its own, so the runner-up's name is not read into its numbers
            return tag + _("{label}: the best choice ({value}); next best: {next} ({next_value})", label=self.label,
                           value=mean, next=runner_up.label, next_value=self._value(runner_up))
        return tag + _("{label}: the only legal choice, so there was nothing to weigh", label=self.label)

    @property
    def runner_up(self) -> OptionValue | None:
        """The best option other than the choice made (None when it was the only one)."""
        return next((o for o in self.advice.options if o.action != self.action), None)

    @property
    def in_chances(self) -> bool:
        return self.advice.unit == "win chance"

    @property
    def points_loss(self) -> float:
        """The average points in the hand given up against the best choice (the same as `loss` in points)."""
        if not self.valued:
            return 0.0
        if not self.in_chances:
            return self.loss
        best, mine = self.advice.options[0], self.chosen
        return max(0.0, (best.points or 0.0) - (mine.points or 0.0)) if mine else 0.0

    @property
    def loss_text(self) -> str:
        """"4.1% of the game (0.35 points in the hand)", or "0.35 points on average"."""
        if self.in_chances:
            return _("{percent} of the game ({points} points in the hand)", percent=percent(self.loss, 1),
                     points=decimal(self.points_loss))
        return _("{points} points on average", points=decimal(self.loss))

    def _value(self, option: OptionValue) -> str:
        if self.in_chances:
            return _("{percent} to win, {points} points", percent=percent(option.mean),
                     points=signed(option.points or 0.0))
        return signed(option.mean)


def decisions(final: State, seat: int) -> Iterator[tuple[int, State, Action]]:
    """(step, state before, action) for every choice `seat` had to make (forced moves are left out)."""
    path = final.path()
    for step in range(1, len(path)):
        before, action = path[step - 1], path[step].last_action
        if before.to_act != seat or action is None or isinstance(action, (CallRenege, Redeal)):
            continue
        if before.phase is Phase.PLAY:
            if len(set(before.legal_plays())) < 2:
                continue
        elif len(before.legal_actions()) < 2:
            continue
        yield step, before, action


def grade_decision(step: int, before: State, action: Action, advice: Advice,
                   score: tuple[int, ...] | None = None) -> Graded:
    """One decision graded on the advisor's numbers: its mark, and whether it is the tips' sound choice."""
    graded = Graded(step, before, action, advice, None)
    if not graded.valued:
        return graded
    sound = graded.better is not None and by_the_tips(before, action, score, advice)
    return Graded(step, before, action, advice, mark_for(advice, action, sound=sound), sound)


def review_hand(
    final: State, seat: int, advisor: Advisor | None = None, progress: Callable[[int, int], None] | None = None,
    *, known: Mapping[int, Advice] | None = None, score: tuple[int, ...] | None = None,
) -> list[Graded]:
    """Grade every decision `seat` made in the hand that ended (or stopped) at `final`. `known` holds
    advice already given (a hint), by step: that position is graded with the same numbers."""
    advisor = advisor or Advisor(samples=100)
    known = known or {}
    todo = list(decisions(final, seat))
    out = []
    for i, (step, before, action) in enumerate(todo):
        advice = known.get(step) or advisor.advise(before, score)
        out.append(grade_decision(step, before, action, advice, score))
        if progress is not None:
            progress(i + 1, len(todo))
    return out


def total_loss(graded: list[Graded]) -> float:
    return sum(g.loss for g in graded)

