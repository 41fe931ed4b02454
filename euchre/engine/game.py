"""A match: hands played to the winning score, the deal rotating and thrown-in hands redealt."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from euchre.engine.actions import Action
from euchre.engine.errors import IllegalActionError
from euchre.engine.hands import new_hand
from euchre.engine.rules import Family, Rules
from euchre.engine.state import HandResult, HandState
from euchre.engine.tricks import next_seat


def game_winner(
    rules: Rules,
    scores: Sequence[int],
    last: HandResult | None = None,
    hands_played: int = 0,
    last_points: Sequence[int] | None = None,
) -> int | None:
    """The side that has won the game with these totals, or None while it goes on. The one home of
    the game-winning rule.

    A side wins by reaching the target. Under Bid Euchre's rule (`win_needs_made_bid`) it must also
    have made its bid or set the bidders on the last hand (`last`). If several sides reach it on the
    same hand, the higher score wins, unless the ruleset plays another hand first (`tie_plays_on`);
    an equal score plays on. Without a target, the leader after `deal_limit` hands wins.
    `last_points` are the last hand's points when there is no `last` result (a score pad).
    """
    target = rules.winning_score
    limit_reached = bool(rules.deal_limit) and hands_played >= rules.deal_limit
    if not target:
        return _leader(scores) if limit_reached else None
    reached = [s for s, v in enumerate(scores) if v >= target]
    if reached and last is not None and rules.family is Family.BID and rules.win_needs_made_bid:
        reached = [s for s in reached if last.qualifies_to_win(s)]  # type: ignore[attr-defined]
    points = last.points if last is not None else last_points
    if len(reached) > 1 and rules.tie_plays_on:
        before = [v - p for v, p in zip(scores, points, strict=True)] if points is not None else scores
        if sum(v >= target for v in before) < 2:
            return None
    if not reached:
        return _leader(scores) if limit_reached else None
    best = max(scores[s] for s in reached)
    leaders = [s for s in reached if scores[s] == best]
    return leaders[0] if len(leaders) == 1 else None


def _leader(scores: Sequence[int]) -> int | None:
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    return leaders[0] if len(leaders) == 1 else None


@dataclass
class Game:
    """Plays hands until a side reaches `rules.winning_score` (or the deal limit is reached).

    `current` is the hand in progress; `apply` acts in it and, when it ends, scores it and deals
    the next hand to the next dealer. A thrown-in hand scores nothing and the deal passes on.
    """

    rules: Rules = field(default_factory=lambda: Rules.preset("standard"))
    seed: int | str | None = None
    first_dealer: int = 0
    initial_score: tuple[int, ...] | None = None
    scores: list[int] = field(init=False)
    hands: list[HandState] = field(init=False, default_factory=list)
    current: HandState = field(init=False)
    _rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self.scores = list(self.initial_score or (0,) * self.rules.num_sides)
        if len(self.scores) != self.rules.num_sides:
            raise IllegalActionError(f"this ruleset has {self.rules.num_sides} sides to score")
        self.current = new_hand(self.rules, self.first_dealer, rng=self._rng)

    @property
    def dealer(self) -> int:
        return self.current.dealer

    @property
    def is_over(self) -> bool:
        return self.winner is not None or (self._deal_limit_reached() and not self.rules.winning_score)

    @property
    def winner(self) -> int | None:
        """The winning side, or None while the game goes on (see `game_winner`)."""
        last = self.hands[-1].result if self.hands else None
        return game_winner(self.rules, self.scores, last, len(self.hands))

    def _deal_limit_reached(self) -> bool:
        return bool(self.rules.deal_limit) and len(self.hands) >= self.rules.deal_limit

    @property
    def results(self) -> list[HandResult]:
        return [h.result for h in self.hands]

    def legal_actions(self) -> tuple[Action, ...]:
        return () if self.is_over else self.current.legal_actions()

    def apply(self, action: Action | str) -> HandState:
        """Act in the current hand; returns the hand state after the action."""
        if self.is_over:
            raise IllegalActionError("the game is over")
        state = self.current.apply(action)
        self.current = state
        if state.is_over:
            self._finish_hand(state)
        return state

    def _finish_hand(self, state: HandState) -> None:
        self.hands.append(state)
        for side, points in enumerate(state.result.points):
            self.scores[side] += points
        if not self.is_over:
            nxt = next_seat(state.dealer, self.rules.num_players)
            self.current = new_hand(self.rules, nxt, rng=self._rng)

    def play_out(self, chooser: random.Random | None = None, max_hands: int = 1000) -> Game:
        """Finish the game with random legal actions (for simulations and tests)."""
        rng = chooser or self._rng
        while not self.is_over and len(self.hands) < max_hands:
            self.apply(rng.choice(self.current.legal_actions()))
        return self
