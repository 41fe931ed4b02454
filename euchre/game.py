"""A match: hands played to the winning score, the deal rotating and thrown-in hands redealt."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from euchre.actions import Action
from euchre.errors import IllegalActionError
from euchre.rules import Rules
from euchre.state import HandResult, HandState, new_hand


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
        return self.winner is not None or self._deal_limit_reached()

    @property
    def winner(self) -> int | None:
        """The winning side, once one has reached the target (the higher score if both did)."""
        target = self.rules.winning_score
        if not target:
            if self._deal_limit_reached():
                best = max(self.scores)
                leaders = [s for s, v in enumerate(self.scores) if v == best]
                return leaders[0] if len(leaders) == 1 else None
            return None
        reached = [s for s, v in enumerate(self.scores) if v >= target]
        if not reached:
            return None
        return max(reached, key=lambda s: self.scores[s])

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
            nxt = (state.dealer + 1) % self.rules.num_players
            self.current = new_hand(self.rules, nxt, rng=self._rng)

    def play_out(self, chooser: random.Random | None = None, max_hands: int = 1000) -> Game:
        """Finish the game with random legal actions (for simulations and tests)."""
        rng = chooser or self._rng
        while not self.is_over and len(self.hands) < max_hands:
            self.apply(rng.choice(self.current.legal_actions()))
        return self
