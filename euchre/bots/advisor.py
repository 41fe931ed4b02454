"""The advisor: what each legal action is worth, given only what the player can see.

    advice = Advisor(samples=200).advise(state)
    advice.best, advice.reason    # Play(J♣), "Lead J♣: +1.32 points on average, ... These numbers come from ..."
    [(o.action, o.mean) for o in advice.options]

It deals the hidden cards many times and values every legal action on every deal. Two methods:

- "hidden" (the default, four-handed standard rulesets): the deals are weighted by the bidding and the
  plays (`euchre.bots.inference`: a player who passed is unlikely to hold a strong hand, a partner who
  called probably holds trumps, a card played is weighed against the play model), and the play of each
  deal after the action is solved exactly (`euchre.solver`): PIMC over deals weighted by what the seat
  has seen. Each deal is only a guess at the hidden cards, so nothing hidden is seen. With `exact=False`
  the deals are played out instead by players who each act only on what their seat could know (the
  strong bot's play, `euchre.bots.playout`): measured against published experts, the exact play agrees
  more often (docs/strategy.md).
- "double dummy" (every other ruleset, and the plain PIMC baseline of the literature): the deals agree
  with the hard facts only (voids, the upcard, the cards played), and the play is solved exactly.

In the bidding the action is taken and the rest of the bidding is played by the strong bot.
An action's value is the average over the deals of the points its side scores in the hand less the
other side's (in three-handed play, less the average of the others). The deals are seeded from the
position, so the same position and seed give the same advice. `samples` caps the deals and
`time_limit` (seconds) stops early; every action is always valued on the same deals, so the
differences between actions are compared deal by deal (`Advice.within_noise`). The advice names its
method and its deals (`Advice.method_text`).
"""

from __future__ import annotations

import functools
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from euchre.bots.decision import Strength
from euchre.bots.equity import after_hand
from euchre.bots.grading import NOISE_Z, within_noise
from euchre.bots.inference import DealSampler, supported
from euchre.bots.knowledge import seat_view
from euchre.bots.play import card_cost
from euchre.bots.playout import Public, card_index, finish_play_out, machine_finish_play_out, play_out_codes
from euchre.bots.sampling import HandDrawer, StateDrawer
from euchre.bots.thumb import RuleOfThumbBot
from euchre.engine.actions import Action, CallRenege, Play, Redeal
from euchre.engine.hands import HandLike, is_bid
from euchre.engine.phases import Phase
from euchre.engine.rules import Rules
from euchre.engine.scoring import score_bid, score_standard
from euchre.engine.tricks import led_suit
from euchre.explain.action_words import action_label
from euchre.i18n.context import current_language, use_language
from euchre.i18n.lists import together
from euchre.i18n.messages import _, ngettext
from euchre.i18n.numbers import decimal, percent, signed
from euchre.i18n.text import lower
from euchre.solver import Position, Solution, solve, solve_points

State = HandLike

SOLVE_LIMIT = 6
"""The solver is used while each player holds at most this many cards (double-deck hands start at 12)."""
DEFAULT_SAMPLES = 200
POINTS = "points"
WIN_CHANCE = "win chance"
HIDDEN = "hidden"
DOUBLE_DUMMY = "double dummy"
RULE_OF_THUMB = "rule of thumb"
STOP_Z = 3.0
"""Early stopping: the deals stop once every other action is worse than the best by more than this many
standard errors (deal by deal), or equal to it within `STOP_CLOSE` by as many (`settled`)."""
STOP_FROM = 16
STOP_EVERY = 8
STOP_CLOSE = {"points": 0.1, "win chance": 0.005}
"""A difference no player could feel (the same as `euchre.bots.grading`'s CLOSE_POINTS and CLOSE_CHANCE)."""


@dataclass(frozen=True)
class OptionValue:
    """One legal action and its value: mean net points for the seat's side over the deals."""

    action: Action
    label: str
    mean: float
    stderr: float
    values: tuple[float, ...] = field(repr=False, default=())
    points: float | None = None
    """With a score: the mean net points beside the chance of winning (`mean`)."""

    @property
    def samples(self) -> int:
        return len(self.values)


@dataclass(frozen=True)
class Advice:
    """The advisor's ranking of the legal actions (best first), the numbers and a one-line reason."""

    seat: int
    options: tuple[OptionValue, ...]
    samples: int
    seconds: float
    method: str
    """"hidden" (deals weighted by the bidding and the plays), "double dummy" (deals fitting the hard facts
    only) or "rule of thumb" (too many cards to solve; see `reason`)."""
    reason: str
    method_text: str = ""
    """The method in words: "150 deals weighted by the bidding (of 410 drawn), each solved exactly ..."."""
    unit: str = "points"
    """"points" (net points in the hand) or "win chance" (of the game, from `score`)."""
    score: tuple[int, ...] | None = None
    rule: Action | None = None
    """The strong bot's rule of thumb here, when it is one of the options."""
    words: Callable[[Advice], Advice] | None = field(default=None, compare=False, repr=False)
    """Words the advice again in the current language (`reworded`)."""
    headline: str = ""
    """The reason without its last sentence on the method, for a page that shows the method on request."""

    def reworded(self) -> Advice:
        """The same numbers with every word (the options' labels, the method, the reason) in the
        current language: the learner switched it, and the deals are not dealt again."""
        return self if self.words is None else self.words(self)

    @property
    def recommended(self) -> Action:
        """The best action, except that when the rule of thumb is within noise of it (the deals cannot
        tell them apart), the rule of thumb: it is the one a learner can remember."""
        if self.rule is not None and self.option(self.rule) is not None:
            if within_noise(self, self.rule):
                return self.rule
        return self.best

    @property
    def valued(self) -> bool:
        """Whether the options carry numbers (not a rule of thumb)."""
        return self.method != RULE_OF_THUMB

    @property
    def best(self) -> Action:
        return self.options[0].action

    @property
    def ranking(self) -> tuple[Action, ...]:
        return tuple(o.action for o in self.options)

    def option(self, action: Action) -> OptionValue | None:
        return next((o for o in self.options if o.action == action), None)

    def value(self, action: Action) -> float | None:
        found = self.option(action)
        return None if found is None else found.mean

    def loss(self, action: Action) -> float:
        """Expected points given up by `action` against the best one (0 for the best)."""
        found = self.option(action)
        if found is None:
            raise ValueError(f"{action} was not one of the actions valued")
        return max(0.0, self.options[0].mean - found.mean)

    def difference_stderr(self, action: Action, other: Action | None = None) -> float:
        """The standard error of the difference between two actions' values, deal by deal."""
        a = self.option(other or self.best)
        b = self.option(action)
        if a is None or b is None or len(a.values) < 2:
            return 0.0
        diffs = [x - y for x, y in zip(a.values, b.values, strict=True)]
        return statistics.stdev(diffs) / math.sqrt(len(diffs))

    @property
    def least_error(self) -> float:
        """The least standard error a sampled value is shown with: what one deal in `samples` coming out
        differently, by the widest gap seen between any two values, would make it. A value that came out the
        same on every deal is still an estimate from those deals, not a certainty (0 with no deals)."""
        values = [v for o in self.options for v in o.values]
        deals = max((len(o.values) for o in self.options), default=0)
        if deals < 1 or not values:
            return 0.0
        return (max(values) - min(values)) / deals

    def error(self, action: Action) -> float:
        """The standard error of `action`'s value as shown: its deals' spread, at least `least_error`."""
        found = self.option(action)
        if found is None:
            raise ValueError(f"{action} was not one of the actions valued")
        return max(found.stderr, self.least_error)

    def gap_error(self, action: Action, other: Action | None = None) -> float:
        """The standard error of the gap between `other` (the best by default) and `action`, deal by deal: the
        error the one noise test uses (`euchre.bots.grading.within_noise`) and the hint shows beside the gap.
        It is 0 only when the gap was the same on every deal, and the hint then says so."""
        return self.difference_stderr(action, other)

    def within_noise(self, action: Action, z: float = NOISE_Z) -> bool:
        """Whether `action` is as good as the best, as far as the deals can tell (within `z` standard errors).
        The expert bot decides by this; the hints and the review grade by `euchre.bots.grading.within_noise`."""
        loss = self.loss(action)
        return loss <= 1e-9 or loss <= z * self.difference_stderr(action)

    def table(self) -> list[tuple[str, float, float]]:
        return [(o.label, o.mean, o.stderr) for o in self.options]


def net_points(points: Sequence[int], side: int) -> float:
    """A side's points less the other side's (less the others' average with three or more sides)."""
    others = [p for s, p in enumerate(points) if s != side]
    return points[side] - (sum(others) / len(others) if others else 0.0)


class Advisor:
    """Values the legal actions of the player to act. `samples` deals at most, `time_limit` seconds at
    most (None: no limit; at least `min_samples` deals are always used), and `seed` for the deals."""

    def __init__(
        self, samples: int = DEFAULT_SAMPLES, *, time_limit: float | None = None, seed: int = 0, min_samples: int = 8,
        method: str = HIDDEN, stop_early: bool = True, exact: bool = True,
    ) -> None:
        if samples < 1:
            raise ValueError("the advisor needs at least one sample")
        if method not in (HIDDEN, DOUBLE_DUMMY):
            raise ValueError(f"no advisor method called {method!r}: use {HIDDEN!r} or {DOUBLE_DUMMY!r}")
        self.samples = samples
        self.time_limit = time_limit
        self.seed = seed
        self.min_samples = min(min_samples, samples)
        self.method = method
        self.stop_early = stop_early
        """Stop dealing once the best action is clear beyond noise, or its rivals are equal to it (`settled`)."""
        self.exact = exact
        """With the "hidden" method: solve the play of each weighted deal exactly after the action (True), or
        play it out by players who see only their own cards (False, the play-outs of `euchre.bots.playout`)."""
        self.bot = RuleOfThumbBot(Strength.INTERMEDIATE, seed)
        self.player = RuleOfThumbBot(Strength.STRONG, seed)
        """Finishes the bidding in the hidden-card play-outs."""

    def advise(self, state: State, score: Sequence[int] | None = None) -> Advice:
        """The value of every legal action of the player to act (renege calls and, in renege mode, cards
        that break the rules are left out). With the game's `score` (points per side before this hand),
        the values are the chance of winning the game (`euchre.bots.equity`), with the average points beside."""
        # The bots of the play-outs word a reason for every call; the language is looked up once, not each time.
        with use_language(current_language()):
            return self._advise(state, score)

    def _advise(self, state: State, score: Sequence[int] | None) -> Advice:
        if state.is_over or state.to_act is None:
            raise ValueError("the hand is over: there is nothing to advise")
        seat = state.to_act
        actions = _actions(state)
        self._score = tuple(score) if score is not None and state.rules.num_players == 4 else None
        self._nets: dict[int, list[float]] = {i: [] for i in range(len(actions))}
        self._stopped = False
        start = time.perf_counter()
        rng = random.Random(_seed_text(state, seat, self.seed))
        method = self.method
        dealt: Callable[[], str] | None = None
        if method == HIDDEN and supported(state) and len(actions) > 1:
            deals = DealSampler(state, seat, rng, self.samples, chooser=self.bot.choose)
            values = self._hidden_values(state, seat, actions, deals, start)
            dealt = deals.describe_later(len(values[0]))
        elif state.phase is Phase.PLAY:
            method = DOUBLE_DUMMY
            solvable = len(state.hand(seat)) <= SOLVE_LIMIT
            values = self._play_values(state, seat, actions, rng, start) if solvable else None
        elif state.rules.hand_size <= SOLVE_LIMIT:
            method = DOUBLE_DUMMY
            values = self._bidding_values(state, seat, actions, rng, start)
        else:
            values = None
        seconds = time.perf_counter() - start
        if values is None:
            return _rule_of_thumb(state, seat, seconds, self.seed)
        tie = _tie_order(state, actions)
        options = tuple(sorted(
            (_option(state, a, v, self._nets[i] if self._score else None)
             for i, (a, v) in enumerate(zip(actions, values, strict=True))),
            key=lambda o: (-o.mean, tie[o.action]),
        ))
        count = len(values[0])
        method_words = functools.partial(_method_words, dealt, count, self._stopped, self.exact)
        unit = WIN_CHANCE if self._score else POINTS
        advice = Advice(seat, options, count, seconds, method, "", "", unit, self._score,
                        words=functools.partial(_reword, state, self.seed, method_words))
        return advice.reworded()

    # ---- hidden-card play-outs ------------------------------------------------------------------------
    def _hidden_values(
        self, state: State, seat: int, actions: list[Action], deals: DealSampler, start: float,
    ) -> list[list[float]]:
        side = state.rules.side_of(seat)
        values: list[list[float]] = [[] for _ in actions]
        exact_play = self.exact and state.phase is Phase.PLAY
        base = Position.from_state(state) if exact_play else None
        after = [state.apply(a) for a in actions] if state.phase is Phase.PLAY and not exact_play else []
        publics = [None if s.is_over else Public.from_state(s) for s in after]
        index = card_index(state.rules, state.trump) if after else {}
        for done, deal in enumerate(deals):
            if self._out_of_time(done, start):
                break
            if base is not None:  # one exact solution of the deal values every card
                hands = tuple(() if s in base.sitting_out else tuple(h) for s, h in enumerate(deal.hands))
                solution = solve_points(replace(base, hands=hands), all_moves=True)
                for i, action in enumerate(actions):
                    values[i].append(self._val(solution.move_points[action.card], side, i))  # type: ignore[attr-defined]
                if self._settled(values, done + 1):
                    break
                continue
            codes = [[index[c] for c in h] for h in deal.hands] if after else []
            for i, action in enumerate(actions):
                if after:
                    public = publics[i]
                    if public is None:
                        points = tuple(after[i].result.points)
                    else:
                        hands = [list(h) for h in codes]
                        hands[seat].remove(index[action.card])  # type: ignore[attr-defined]
                        points = play_out_codes(public, hands)
                else:
                    points = self.play_out(deal.state.apply(action), self.exact)
                values[i].append(self._val(points, side, i))
            if self._settled(values, done + 1):
                break
        return values

    def play_out(self, state: State, exact: bool = False) -> tuple[int, ...]:
        """The hand's points per side from `state` (every card known to the caller, none to the players):
        the bidding finished by the strong bot, then the play by players who see only their own cards, or with
        `exact` solved exactly. On the engine's fast mode (`euchre.engine.rollout`, with
        `euchre.bots.playout.FastPlayOut`); on the state machine only where the fast mode raises
        `UnsupportedRuleError`."""
        return finish_play_out(state, self.player.choose, exact)

    def machine_play_out(self, state: State, exact: bool = False) -> tuple[int, ...]:
        """`play_out` on the state machine."""
        return machine_finish_play_out(state, self.player.choose, exact)

    # ---- trick play ---------------------------------------------------------------------------------
    def _play_values(
        self, state: State, seat: int, actions: list[Action], rng: random.Random, start: float,
    ) -> list[list[float]]:
        drawer = HandDrawer(seat_view(state, seat))
        rules: Rules = state.rules
        side = rules.side_of(seat)
        base = Position.from_state(state)
        values: list[list[float]] = [[] for _ in actions]
        cards = [a.card for a in actions]  # type: ignore[attr-defined]
        for done in range(self.samples):
            if self._out_of_time(done, start):
                break
            hands = drawer.draw(rng)
            pos = Position(
                hands=hands, trump=base.trump, to_act=seat, rules=rules, trick=base.trick,
                trick_seats=base.trick_seats, won=base.won, sitting_out=base.sitting_out, maker=base.maker,
                alone=base.alone, lone_defender=base.lone_defender, bid=base.bid, contract=base.contract,
            )
            solution = solve_points(pos, all_moves=True)
            for i, card in enumerate(cards):
                values[i].append(self._val(solution.move_points[card], side, i))
            if self._settled(values, done + 1):
                break
        return values

    # ---- bidding ------------------------------------------------------------------------------------
    def _bidding_values(
        self, state: State, seat: int, actions: list[Action], rng: random.Random, start: float,
    ) -> list[list[float]]:
        side = state.rules.side_of(seat)
        values: list[list[float]] = [[] for _ in actions]
        drawer = StateDrawer(state, seat)
        for done in range(self.samples):
            if self._out_of_time(done, start):
                break
            sample = drawer.replay(*drawer.deal(rng), self.bot.choose)
            solved: dict[tuple[Any, ...], Solution] = {}
            for i, action in enumerate(actions):
                values[i].append(self._val(self._points_after(sample.apply(action), solved), side, i))
            if self._settled(values, done + 1):
                break
        return values

    def _points_after(self, state: State, solved: dict[tuple[Any, ...], Solution]) -> tuple[int, ...]:
        """Finish the bidding with the bot, then solve the play: the hand's points per side. A deal played
        the same way after two calls is solved once: who made trump does not change the play's exact value,
        only whose tricks count (the teams, in the key)."""
        while not state.is_over and state.phase is not Phase.PLAY:
            state = state.apply(self.bot.choose(state))
        if state.is_over:
            return tuple(state.result.points)
        pos = Position.from_state(state)
        maker = pos.maker if pos.maker is not None else 0
        key = (pos.hands, pos.trump, pos.to_act, pos.sitting_out, pos.teams)
        if key not in solved:
            solved[key] = solve(pos)
        return _score(state, solved[key].for_seat(maker))

    def _val(self, points: Sequence[int], side: int, i: int) -> float:
        """A deal's value for option `i`: net points, or with a score the chance of winning the game."""
        net = net_points(points, side)
        if self._score is None:
            return net
        self._nets[i].append(net)
        return after_hand(self._score, side, points)

    def _settled(self, values: list[list[float]], done: int) -> bool:
        """Whether more deals would not change the advice (checked every `STOP_EVERY` deals from
        `STOP_FROM`): see `settled`."""
        if not self.stop_early or done < STOP_FROM or done % STOP_EVERY or len(values) < 2:
            return False
        self._stopped = settled(values, STOP_CLOSE[WIN_CHANCE if self._score else POINTS])
        return self._stopped

    def _out_of_time(self, done: int, start: float) -> bool:
        if done < self.min_samples or self.time_limit is None:
            return False
        return time.perf_counter() - start > self.time_limit



# ---- too many cards to solve ------------------------------------------------------------------------
def _rule_of_thumb(state: State, seat: int, seconds: float, seed: int) -> Advice:
    """The strong bot's call, when the deals cannot be solved (worded in the current language)."""
    decision = RuleOfThumbBot(Strength.STRONG, seed).decide(state)
    option = OptionValue(decision.action, action_label(state, decision.action), 0.0, 0.0)
    reason = _("{label}: too many cards are hidden to solve the deals exactly, so this is the strong bot's rule "
               "of thumb ({reason})", label=action_label(state, decision.action), reason=decision.reason)
    return Advice(seat, (option,), 0, seconds, RULE_OF_THUMB, reason, _("the strong bot's rule of thumb"),
                  words=lambda advice: _rule_of_thumb(state, seat, advice.seconds, seed))


def _method_words(dealt: Callable[[], str] | None, count: int, stopped: bool, exact: bool, advice: Advice) -> str:
    """How the numbers were found: the deals (each a guess at the hidden cards) and how they were played, and,
    when the deals stopped early, why, in the words of the one noise test the rest of the advice uses
    (`euchre.bots.grading.within_noise`): the best is clear of every other, or some other is as good."""
    if dealt is not None and exact:
        text = _("{deals}, each a guess at the hidden cards that is then solved exactly as guessed (no hidden card "
                 "is seen)", deals=dealt())
    elif dealt is not None:
        text = _("{deals}, played out by players who see only their own cards", deals=dealt())
    else:
        text = ngettext("{n} guessed deal of the hidden cards, solved exactly as guessed (no hidden card is seen)",
                        "{n} guessed deals of the hidden cards, each solved exactly as guessed (no hidden card is "
                        "seen)", count)
    if stopped:
        best = advice.options[0].action
        rivals = [o for o in advice.options if o.action != best and within_noise(advice, o.action)]
        if rivals and all(_equal_on_every_deal(advice, o) for o in rivals):
            text = _("{method}; no more deals were needed, as the closest choices are equal on every deal",
                     method=text)
        elif rivals:
            text = _("{method}; no more deals were needed, as the closest choices are as good as each other within "
                     "the noise and more deals would not tell them apart", method=text)
        else:
            text = _("{method}; no more deals were needed, as the choice is clear beyond noise", method=text)
    return text


def _equal_on_every_deal(advice: Advice, option: OptionValue) -> bool:
    """Whether `option` is worth exactly what the best is worth on every deal (no gap, and no spread in it)."""
    return abs(option.mean - advice.options[0].mean) < 1e-12 and advice.gap_error(option.action) <= 0


def _reword(state: State, seed: int, method_words: Callable[[Advice], str], advice: Advice) -> Advice:
    """`advice` (valued in `state`) in the current language: labels, method and reason."""
    options = tuple(replace(o, label=action_label(state, o.action)) for o in advice.options)
    plain = replace(advice, options=options, method_text=method_words(advice))
    return _with_reason(plain, state, seed)


def settled(values: Sequence[Sequence[float]], close: float, z: float = STOP_Z) -> bool:
    """Whether the best action (by mean) is told apart from every other beyond noise: each other is worse
    by more than `close` and by more than `z` standard errors of the difference deal by deal, or equal to
    the best within `close` by `z` standard errors. A grade from fewer deals then agrees with a grade from
    more (a rival within noise stays within noise)."""
    n = len(values[0])
    if n < 2:
        return False
    means = [math.fsum(v) / n for v in values]
    top = max(range(len(values)), key=lambda i: means[i])
    root = math.sqrt(n)
    for i, other in enumerate(values):
        if i == top:
            continue
        diffs = [a - b for a, b in zip(values[top], other, strict=True)]
        m = means[top] - means[i]
        se = statistics.stdev(diffs) / root
        if not (m > close and m - z * se > 0) and not m + z * se < close:
            return False
    return True


def _score(state: State, makers_tricks: int) -> tuple[int, ...]:
    """Final points per side when the makers take `makers_tricks` of the tricks from the first lead on."""
    rules: Rules = state.rules
    maker = state.maker
    assert maker is not None
    if is_bid(state):
        return score_bid(rules, maker, state.high_bid, state.contract, makers_tricks).points
    return score_standard(rules, maker, state.alone, state.lone_defender, makers_tricks).points


def _actions(state: State) -> list[Action]:
    legal = [a for a in state.legal_actions() if not isinstance(a, (CallRenege, Redeal))]
    if state.phase is Phase.PLAY:
        allowed = set(state.legal_plays())
        legal = [a for a in legal if isinstance(a, Play) and a.card in allowed]
    if not legal:
        legal = list(state.legal_actions())
    return list(dict.fromkeys(legal))


def _tie_order(state: State, actions: list[Action]) -> dict[Action, tuple[int, ...]]:
    """The order of actions the deals value exactly alike: when following to a trick, the cheapest card first
    (off-suit before trump, low before high, as the tips throw and win), since the higher card kept can do
    whatever the lower one could in the deals not drawn (the card kept for the last trick); otherwise the order
    of the legal actions. A lead is left alone: there the tips lead high (a boss, the top trump, the ace of
    a suit before its king)."""
    if state.phase is Phase.PLAY and state.trick and all(isinstance(a, Play) for a in actions):
        trump = state.trump
        led = led_suit(state.trick, trump)
        return {a: card_cost(a.card, trump, led) for a in actions}  # type: ignore[attr-defined]
    return {a: (i,) for i, a in enumerate(actions)}


def _option(state: State, action: Action, values: list[float], nets: list[float] | None = None) -> OptionValue:
    mean = statistics.fmean(values)
    err = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    points = statistics.fmean(nets) if nets else None
    return OptionValue(action, action_label(state, action), mean, err, tuple(values), points)


def _seed_text(state: State, seat: int, seed: int) -> str:
    """A stable text naming the position as the seat sees it (str seeds are hashed the same in every run)."""
    history = " ".join(f"{who}:{a.text}" for who, a in state.history if who == seat or not _hidden(a))
    hand = " ".join(c.code for c in state.hand(seat))
    return f"{seed}|{state.rules.options()}|{state.dealer}|{seat}|{hand}|{history}"


def _hidden(action: Action) -> bool:
    return action.text.startswith(("discard", "give"))


def _with_reason(advice: Advice, state: State, seed: int) -> Advice:
    """The reason in words. Its headline is the recommended action (`Advice.recommended`): the best, or the
    rule of thumb when the deals cannot tell it from the best, so the hint leads with what the tips teach."""
    strong = RuleOfThumbBot(Strength.STRONG, seed)
    strong.score = advice.score
    rule = strong.decide(state)
    ruled = replace(advice, rule=rule.action if advice.option(rule.action) is not None else None)
    text = _main_sentence(ruled, state)
    if ruled.rule is not None and ruled.recommended == rule.action:
        text = _("{sentence} Rule of thumb: {reason}.", sentence=text, reason=rule.why)
    # the method last: what to do and why come first, how the numbers were found after them
    full = _("{sentence} These numbers come from {method}.", sentence=text, method=advice.method_text)
    return replace(ruled, reason=full, rule=rule.action, headline=text)


def _main_sentence(advice: Advice, state: State) -> str:
    """The advice's first sentence: "Lead J♣: +1.32 points on average, 0.40 more than lead 9♣ (+0.92)", about the
    recommended action, against the best other option; "as good as" when the one noise test
    (`euchre.bots.grading.within_noise`) cannot tell them apart, as the review says too."""
    lead = advice.option(advice.recommended) or advice.options[0]
    second = next((o for o in advice.options if o.action != lead.action), None)
    if second is not None and second.mean > lead.mean:  # the rule of thumb, within noise of the best
        noisy = True
    else:
        noisy = second is not None and within_noise(advice, second.action, against=lead.action)
    equal = [o for o in advice.options if o.action != lead.action and abs(o.mean - lead.mean) <= 1e-9]
    tied = bool(equal)
    if tied:  # every choice worth exactly as much is named, not only the first of them
        other = together([_lower_first(o.label) for o in equal])
    else:
        other = _lower_first(second.label) if second is not None else ""
    if advice.unit == WIN_CHANCE:
        side = state.rules.side_of(advice.seat)
        score = advice.score or ()
        ours, theirs = score[side], max(p for i, p in enumerate(score) if i != side)
        # a gap between two chances that round alike is shown to a tenth, so "54%" is never "0.8% more" than "54%"
        digits = 1 if second is not None and percent(lead.mean) == percent(second.mean) and not tied else 0
        values = {"label": lead.label, "chance": percent(lead.mean, digits), "ours": ours, "theirs": theirs,
                  "points": signed(lead.points or 0.0)}
        if second is None:
            return _("{label}: {chance} to win the game from {ours}–{theirs} ({points} points in this hand).",
                     **values)
        if tied:
            return _("{label}: {chance} to win the game from {ours}–{theirs} ({points} points in this hand), as "
                     "good as {other}.", other=other, **values)
        if noisy:
            return _("{label}: {chance} to win the game from {ours}–{theirs} ({points} points in this hand), as "
                     "good as {other} ({other_chance}) within the noise of the deals.", other=other,
                     other_chance=percent(second.mean, digits), **values)
        return _("{label}: {chance} to win the game from {ours}–{theirs} ({points} points in this hand), {more} "
                 "more than {other} ({other_chance}).", other=other, more=percent(lead.mean - second.mean, 1),
                 other_chance=percent(second.mean, digits), **values)
    values = {"label": lead.label, "mean": signed(lead.mean)}
    if second is None:
        return _("{label}: {mean} points on average.", **values)
    if tied:
        return _("{label}: {mean} points on average, as good as {other}.", other=other, **values)
    if noisy:
        return _("{label}: {mean} points on average, as good as {other} ({other_mean}) within the noise of the "
                 "deals.", other=other, other_mean=signed(second.mean), **values)
    return _("{label}: {mean} points on average, {more} more than {other} ({other_mean}).",
             other=other, more=decimal(lead.mean - second.mean), other_mean=signed(second.mean), **values)


def _lower_first(text: str) -> str:
    """The first letter in lower case for the current language (a label may be Turkish: İ, I), unless the
    label starts with a card ("A♠ oyna" in Turkish stays "A♠ oyna", never "a♠ oyna")."""
    first = text.split(" ", 1)[0]
    if not first.isalpha():
        return text
    return lower(text[:1], current_language()) + text[1:]
