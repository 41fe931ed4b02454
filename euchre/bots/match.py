"""Bots against bots: whole games to the winning score, win rates with confidence intervals.

    result = play_match(Rules.preset("standard"), "strong", "beginner", games=200)
    result.win_rate, result.ci95, result.margin

Games are played in pairs on the same deals with the sides swapped (as in duplicate bridge), so the
luck of the cards cancels out as far as it can. Each pairing is reproducible from its seed.

    python -m euchre.bots.match --games 1000          # every strength against random and each other
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from euchre.bots.heuristic import STRENGTHS, Bot, make_bot
from euchre.engine.actions import Action
from euchre.engine.game import Game
from euchre.engine.rules import Rules

MAX_HANDS = 400
"""A game that has not ended after this many hands is scored as it stands (only Bid Euchre ties do that)."""


@dataclass(frozen=True)
class MatchResult:
    """`bot` (on one side) against `opponent` (on the other) over `games` games."""

    bot: str
    opponent: str
    games: int
    wins: int
    points_for: int
    points_against: int
    hands: int
    seconds: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def margin(self) -> float:
        """Average points per game more than the opponent."""
        return (self.points_for - self.points_against) / self.games if self.games else 0.0

    def as_dict(self) -> dict[str, Any]:
        lo, hi = self.ci95
        return {
            "bot": self.bot, "opponent": self.opponent, "games": self.games, "wins": self.wins,
            "win_rate": self.win_rate, "ci95": [lo, hi], "margin_points_per_game": self.margin,
            "hands": self.hands, "seconds": self.seconds,
        }

    def __str__(self) -> str:
        lo, hi = self.ci95
        return (f"{self.bot} vs {self.opponent}: won {self.wins} of {self.games} ({self.win_rate:.1%}, "
                f"95% CI {lo:.1%} to {hi:.1%}), {self.margin:+.2f} points per game")


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a win rate (95% by default)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def points_share_interval(pairs: Sequence[PairResult], z: float = 1.96) -> tuple[float, float, float]:
    """The bot's share of all points scored, with its 95% interval: (share, low, high).

    Each pair of games (the same deals, the sides swapped) is one sample, so the luck of the cards that the
    swap cancels stays out of the spread. The share is a ratio of sums; its spread is the delta method's
    (the residuals points_for - share * points scored, over the pairs)."""
    scored = sum(p.points_for + p.points_against for p in pairs)
    if not scored:
        return 0.5, 0.0, 1.0
    share = sum(p.points_for for p in pairs) / scored
    n = len(pairs)
    if n < 2:
        return share, 0.0, 1.0
    residuals = sum((p.points_for - share * (p.points_for + p.points_against)) ** 2 for p in pairs)
    half = z * math.sqrt(n / (n - 1) * residuals) / scored
    return share, max(0.0, share - half), min(1.0, share + half)


def play_game(
    rules: Rules, seats: Sequence[Bot], seed: int, first_dealer: int = 0, *, max_hands: int = MAX_HANDS,
    on_action: Callable[[int, Action], None] | None = None,
) -> Game:
    """One game to the winning score (or `max_hands` hands); `seats[i]` plays seat i, and `on_action` hears
    each action as (seat, action)."""
    game = Game(rules, seed=seed, first_dealer=first_dealer)
    while not game.is_over and len(game.hands) < max_hands:
        state = game.current
        assert state.to_act is not None
        player = seats[state.to_act]
        if hasattr(player, "score"):
            player.score = tuple(game.scores)  # the score-aware bots call by the game's score
        action = player.decide(state).action
        if on_action is not None:
            on_action(state.to_act, action)
        game.apply(action)
    return game


def pair_seats(
    rules: Rules, bot: str, opponent: str, seed: int, pair: int, swap: bool = False,
) -> tuple[list[Bot], int, int]:
    """The bots, the game's seed and its first dealer for one game of pair `pair` (`bot` on side 0, or on
    side 1 when `swap`)."""
    n = rules.num_players
    game_seed = seed * 1_000_003 + pair
    mine = [rules.side_of(s) == (1 if swap else 0) for s in range(n)]
    seats = [make_bot(bot if m else opponent, seed=game_seed * 4 + s) for s, m in enumerate(mine)]
    return seats, game_seed, pair % n


@dataclass(frozen=True)
class PairResult:
    """The two games of one deal sequence, the sides swapped: what `bot`'s side won and scored."""

    wins: int
    points_for: int
    points_against: int
    hands: int

    def as_list(self) -> list[int]:
        return [self.wins, self.points_for, self.points_against, self.hands]


def play_pair(rules: Rules, bot: str, opponent: str, seed: int, pair: int) -> PairResult:
    """Pair number `pair` of a match seeded `seed`: the same deals played twice, `bot` on each side in turn."""
    wins = points_for = points_against = hands = 0
    for swap in (False, True):
        seats, game_seed, first_dealer = pair_seats(rules, bot, opponent, seed, pair, swap)
        game = play_game(rules, seats, game_seed, first_dealer)
        side = 1 if swap else 0
        others = [v for s, v in enumerate(game.scores) if s != side]
        points_for += game.scores[side]
        points_against += max(others)
        hands += len(game.hands)
        wins += game.winner == side
    return PairResult(wins, points_for, points_against, hands)


def combine(bot: str, opponent: str, pairs: Sequence[PairResult], seconds: float = 0.0) -> MatchResult:
    """The match made of these pairs of games."""
    return MatchResult(bot, opponent, 2 * len(pairs), sum(p.wins for p in pairs), sum(p.points_for for p in pairs),
                       sum(p.points_against for p in pairs), sum(p.hands for p in pairs), seconds)


def play_match(
    rules: Rules, bot: str, opponent: str, games: int = 100, seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> MatchResult:
    """`games` games of `bot` against `opponent` (rounded up to an even number: each deal is played twice,
    with the sides swapped). With four players the bot plays both seats of one partnership; with two or
    three, one seat against the others."""
    pairs = (games + 1) // 2
    start = time.perf_counter()
    done: list[PairResult] = []
    for pair in range(pairs):
        done.append(play_pair(rules, bot, opponent, seed, pair))
        if progress is not None:
            progress(2 * (pair + 1), 2 * pairs)
    return combine(bot, opponent, done, time.perf_counter() - start)


HEAD_TO_HEAD: tuple[tuple[str, str], ...] = (
    ("expert", "strong"), ("strong", "intermediate"), ("intermediate", "beginner"), ("expert", "pimc"),
)
"""The pairings the strategy benchmark reports (issue 12): each level against the one below, and the
expert against plain PIMC (100 deals solved double dummy), the literature's baseline."""


def pairings(kinds: Sequence[str] = STRENGTHS) -> list[tuple[str, str]]:
    """Every strength against the random bot, then every pair of strengths (stronger first)."""
    out = [(kind, "random") for kind in kinds]
    for i, a in enumerate(kinds):
        for b in kinds[:i]:
            out.append((a, b))
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Bot win rates: every strength against random and each other.")
    parser.add_argument("--games", type=int, default=1000, help="games per pairing (default 1000)")
    parser.add_argument("--rules", default="standard", help="a preset (default standard)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    rules = Rules.preset(args.rules)
    for bot, opponent in pairings():
        print(play_match(rules, bot, opponent, args.games, seed=args.seed), flush=True)



if __name__ == "__main__":
    main()
