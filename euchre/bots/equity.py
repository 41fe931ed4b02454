"""Match equity: the chance of winning the game from a score, for score-aware advice.

    python -m euchre.bots.equity --hands 4000     # simulate, then write the shipped table

The table is computed in two steps. A simulation plays `--hands` hands of standard Euchre with the
strong bot in every seat and counts how often a hand gives one side 1, 2 or 4 points (thrown-in hands
are left out: they change nothing). Then the chance of winning from every score follows exactly from
those frequencies, hand by hand to the target (a Markov chain over the scores, solved from the target
down), with the two sides' frequencies averaged so that the table is fair to both. It ships as
`euchre/data/strategy/match_equity.json`, with the frequencies and the number of hands behind it.

    win_chance(6, 9)     # the chance that the side at 6 beats the side at 9 (first to 10)
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from euchre.bots.thumb import RuleOfThumbBot
from euchre.engine.hands import new_hand
from euchre.engine.rules import Rules

FILE = Path(__file__).resolve().parent.parent / "data" / "strategy" / "match_equity.json"
TARGET = 10


def simulate_outcomes(hands: int, seed: int = 1, rules: Rules | None = None) -> Counter[int]:
    """How often a hand scores each number of points for one side (positive) or the other (negative),
    counted from both sides' point of view, over `hands` hands played by the strong bot."""
    rules = rules or Rules.preset("standard")
    bots = [RuleOfThumbBot("strong", seed=seed + s) for s in range(4)]
    rng = random.Random(seed)
    counts: Counter[int] = Counter()
    for i in range(hands):
        state = new_hand(rules, i % 4, rng=rng)
        while not state.is_over:
            state = state.apply(bots[state.to_act].choose(state))
        points = state.result.points
        if not any(points):
            continue
        won = points[0] - points[1]
        counts[won] += 1
        counts[-won] += 1
    return counts


def equity_table(outcomes: Counter[int], target: int = TARGET) -> list[list[float]]:
    """table[a][b]: the chance that the side at `a` points wins against the side at `b` (a, b < target)."""
    total = sum(outcomes.values())
    moves = [(k, n / total) for k, n in sorted(outcomes.items()) if k]

    @cache
    def win(a: int, b: int) -> float:
        if a >= target:
            return 1.0
        if b >= target:
            return 0.0
        return sum(p * (win(a + k, b) if k > 0 else win(a, b - k)) for k, p in moves)

    return [[win(a, b) for b in range(target)] for a in range(target)]


def write_table(hands: int, seed: int = 1, path: Path = FILE) -> dict[str, object]:
    outcomes = simulate_outcomes(hands, seed)
    data = {
        "target": TARGET,
        "hands_simulated": hands,
        "seed": seed,
        "method": "hand outcomes of strong-bot self-play (both sides averaged), then exact recursion to the target",
        "outcome_frequencies": {str(k): v for k, v in sorted(outcomes.items())},
        "win_chance": [[round(x, 4) for x in row] for row in equity_table(outcomes)],
    }
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return data


@cache
def _shipped() -> tuple[int, tuple[tuple[float, ...], ...]]:
    data = json.loads(FILE.read_text(encoding="utf-8"))
    return int(data["target"]), tuple(tuple(row) for row in data["win_chance"])


def win_chance(ours: int, theirs: int, target: int | None = None) -> float:
    """The chance of winning the game from `ours` to `theirs` (first to the target), from the shipped table;
    1.0 once we reach the target, 0.0 once they do. Another target is scaled onto the table's; a score below
    zero (Bid Euchre's set) is read as zero, the nearest score the table has."""
    shipped_target, table = _shipped()
    target = target or shipped_target
    if ours >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    if target != shipped_target:
        ours = round(ours * shipped_target / target)
        theirs = round(theirs * shipped_target / target)
        ours, theirs = min(ours, shipped_target - 1), min(theirs, shipped_target - 1)
    return table[max(ours, 0)][max(theirs, 0)]


def after_hand(score: Sequence[int], side: int, points: Sequence[int], target: int | None = None) -> float:
    """`side`'s chance of winning the game once a hand scoring `points` (per side) is added to `score`."""
    ours = score[side] + points[side]
    theirs = max(s + p for i, (s, p) in enumerate(zip(score, points, strict=True)) if i != side)
    return win_chance(ours, theirs, target)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Compute the match-equity table by simulation and ship it.")
    parser.add_argument("--hands", type=int, default=4000, help="hands to simulate (default 4000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    data = write_table(args.hands, args.seed)
    print(f"wrote {FILE} from {args.hands} hands: {data['outcome_frequencies']}")


if __name__ == "__main__":
    main()
