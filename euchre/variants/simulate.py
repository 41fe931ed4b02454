"""Simulated games with the rule-of-thumb bots, and what they show about each variant: the points a
hand is worth, how often a hand is thrown in or the dealer is stuck, how often players go alone
and how often that works, and how many hands a game lasts.

Games are played on the engine's fast mode (`euchre.engine.rollout.random_hand`, which deals exactly as
`euchre.engine.hands.new_hand` does and plays by the state machines' rules, every preset and house rule of
both families), with the bot reading a fast-mode position (`euchre.engine.rollout_players`); the score and the
game's end are `euchre.engine.game.game_winner`'s, as in `euchre.engine.game.Game`. The same seed gives the same games
as `Game` (tests/test_variants.py checks it). A ruleset the fast mode refuses (`UnsupportedRuleError`)
is played through `Game` instead.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from euchre.engine.actions import Action, Pass
from euchre.engine.errors import UnsupportedRuleError
from euchre.engine.game import Game, game_winner
from euchre.engine.results import HandResult
from euchre.engine.rollout import random_hand
from euchre.engine.rollout_players import PlayerChooser
from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import Outcome
from euchre.engine.tricks import next_seat
from euchre.variants.players import choose_action

if TYPE_CHECKING:
    from euchre.engine.hands import HandLike

MAX_HANDS = 300
"""A game still going after this many deals is stopped and counted as unfinished."""
LONER_WINS = frozenset({Outcome.LONER_MADE, Outcome.LONER_MARCH, Outcome.MOON_MADE, Outcome.PARTNERS_BEST_MADE})


@dataclass(frozen=True)
class HandFacts:
    thrown_in: bool
    dealer_stuck: bool
    """Everyone else passed and stick-the-dealer made the dealer take the contract."""
    alone: bool
    """The makers played short-handed: a loner, a moon or partner's best."""
    alone_made: bool
    makers_net: int
    """The makers' points minus the best other side's points (0 for a thrown-in hand)."""


def _dealer_stuck(state: HandLike) -> bool:
    rules: Rules = state.rules
    if not rules.stick_the_dealer or state.maker != state.dealer:
        return False
    others = [a for seat, a in state.calls if seat != state.dealer]
    if rules.family is Family.BID:
        return bool(others) and all(isinstance(a, Pass) for a in others)
    return len(others) == 2 * (rules.num_players - 1) and all(isinstance(a, Pass) for a in others)


def hand_facts(state: HandLike) -> HandFacts:
    """The facts the explorer counts, from a finished hand (standard or Bid Euchre)."""
    result = state.result
    if result.thrown_in or result.makers is None:
        return HandFacts(True, False, False, False, 0)
    makers = result.makers
    others = [p for side, p in enumerate(result.points) if side != makers]
    alone = bool(result.alone)
    return HandFacts(
        thrown_in=False,
        dealer_stuck=_dealer_stuck(state),
        alone=alone,
        alone_made=alone and result.outcome in LONER_WINS,
        makers_net=result.points[makers] - max(others, default=0),
    )


@dataclass
class VariantStats:
    name: str
    games: int = 0
    deals: int = 0
    thrown_in: int = 0
    dealer_stuck: int = 0
    loners: int = 0
    loners_made: int = 0
    unfinished: int = 0
    net_points: Counter[int] = field(default_factory=Counter)
    hands_per_game: list[int] = field(default_factory=list)

    def add_hand(self, facts: HandFacts) -> None:
        self.deals += 1
        self.thrown_in += facts.thrown_in
        self.dealer_stuck += facts.dealer_stuck
        self.loners += facts.alone
        self.loners_made += facts.alone_made
        if not facts.thrown_in:
            self.net_points[facts.makers_net] += 1

    @property
    def played(self) -> int:
        """Deals where trump was made and the hand was played."""
        return self.deals - self.thrown_in

    @property
    def thrown_in_rate(self) -> float:
        return self.thrown_in / self.deals if self.deals else 0.0

    @property
    def stuck_rate(self) -> float:
        return self.dealer_stuck / self.deals if self.deals else 0.0

    @property
    def loner_rate(self) -> float:
        return self.loners / self.played if self.played else 0.0

    @property
    def loner_success(self) -> float:
        return self.loners_made / self.loners if self.loners else 0.0

    @property
    def average_hands(self) -> float:
        return sum(self.hands_per_game) / len(self.hands_per_game) if self.hands_per_game else 0.0

    def points_distribution(self) -> list[tuple[int, float]]:
        """(the makers' net points, share of played hands), lowest first."""
        total = sum(self.net_points.values())
        return [(value, n / total) for value, n in sorted(self.net_points.items())] if total else []


def play_game(rules: Rules, seed: int, max_hands: int = MAX_HANDS) -> Game:
    """A bot game on the state machines."""
    game = Game(rules, seed=seed)
    while not game.is_over and len(game.hands) < max_hands:
        game.apply(choose_action(game.current))
    return game


@dataclass(frozen=True)
class FastHand:
    """A finished fast-mode hand: what `hand_facts` reads."""

    rules: Rules
    dealer: int
    calls: tuple[tuple[int, Action], ...]
    result: HandResult

    @property
    def maker(self) -> int | None:
        return self.result.maker


@dataclass
class FastGame:
    hands: list[FastHand]
    is_over: bool


def play_fast_game(rules: Rules, seed: int, max_hands: int = MAX_HANDS) -> FastGame:
    """`play_game` on the fast mode: the same deals (`Game`'s generator), the same bot, the same ending."""
    rng = random.Random(seed)
    scores = [0] * rules.num_sides
    hands: list[FastHand] = []
    dealer = 0
    while True:
        chooser = PlayerChooser(choose_action)
        result = random_hand(rules, dealer, rng, chooser=chooser).result
        hands.append(FastHand(rules, dealer, chooser.calls, result))
        for side, points in enumerate(result.points):
            scores[side] += points
        over = game_winner(rules, scores, result, len(hands)) is not None or (
            bool(rules.deal_limit) and len(hands) >= rules.deal_limit and not rules.winning_score)
        if over or len(hands) >= max_hands:
            return FastGame(hands, over)
        dealer = next_seat(dealer, rules.num_players)


def simulate_variant(
    rules: Rules, games: int, seed: int = 0, on_game: Callable[[], None] | None = None
) -> VariantStats:
    """Play `games` bot games under `rules` (reproducible for the same seed)."""
    stats = VariantStats(rules.name)
    for g in range(games):
        try:
            game: Game | FastGame = play_fast_game(rules, seed * 1_000_003 + g)
        except UnsupportedRuleError:
            game = play_game(rules, seed * 1_000_003 + g)
        stats.games += 1
        stats.hands_per_game.append(len(game.hands))
        stats.unfinished += not game.is_over
        for hand in game.hands:
            stats.add_hand(hand_facts(hand))
        if on_game is not None:
            on_game()
    return stats


def simulate_variants(
    rulesets: Iterable[Rules],
    games: int,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, VariantStats]:
    """Simulate each ruleset in turn; `progress(done, total)` is called after every game."""
    rulesets = list(rulesets)
    total, done = games * len(rulesets), 0

    def tick() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    return {rules.name: simulate_variant(rules, games, seed, tick) for rules in rulesets}
