"""The puzzle measurements of issue 7: how fast verified puzzles are made, and how long the solver takes
to refute a wrong card.

    python3 bench/puzzles.py [--count 200] [--seed 1] [--samples 300] [--json PATH]

Generation: `--count` puzzles from `euchre.puzzles.generate` (the four variants in turn, random and
bot-played deals alternating), each then re-proved with `euchre.puzzles.problems` (the check the
library test runs); the rate is verified puzzles per minute of wall clock, overall and per variant.

With `--paths`, generation is also timed both ways on the same seed, interleaved in `--rounds` rounds:
the deals bid on the engine's fast mode (`deals.bid_to_play`, the default) and on the state machine
(`deals.machine_bid_to_play`); the puzzles must come out identical. The bidding alone is timed the same
way on `--bids` deals of each variant and source (CPU time of this process, best of the rounds).

Refutation: for `--samples` shipped puzzles, the learner plays the tempting card that fails. Timed,
best of three runs each: (a) the solver's refutation alone, the best-play line to the end of the hand
that shows the card failing (`solving.refutation`); (b) everything the app does for the click
(`PuzzlePlay.play`: the winning cards, the refutation and its write-up). The goal is a median under
20 ms. A right card is timed too (the replies, with their look-ahead, until the learner's next turn).

This is a measurement, not a test: it asserts nothing and is not part of the test command.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from functools import partial
from typing import Any
from unittest import mock

from euchre.engine.cards import Card
from euchre.puzzles import Puzzle, PuzzlePlay, deals, generate, problems, shipped
from euchre.puzzles.model import VARIANTS
from euchre.puzzles.solving import refutation

REFUTE_GOAL_MS = 20.0


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def best_of(run: Callable[[], Any], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def generation(count: int, seed: int) -> dict[str, Any]:
    start = time.perf_counter()
    per_variant: dict[str, list[float]] = defaultdict(list)
    made = 0
    last = start
    for puzzle in generate(count, seed=seed):
        if problems(puzzle):  # pragma: no cover - never expected
            continue
        now = time.perf_counter()
        per_variant[puzzle.variant].append(now - last)
        last = now
        made += 1
    seconds = time.perf_counter() - start
    return {
        "puzzles": made,
        "seconds": round(seconds, 2),
        "per_minute": round(made / seconds * 60, 1),
        "per_minute_by_variant": {
            v: round(len(t) / sum(t) * 60, 1) for v, t in per_variant.items() if t and sum(t) > 0
        },
    }


PATHS = {"fast": deals.bid_to_play, "machine": deals.machine_bid_to_play}


def paths(count: int, seed: int, rounds: int, bids: int) -> dict[str, Any]:
    """Generation and the bidding alone, on the fast mode and on the state machine (see the docstring)."""
    best = dict.fromkeys(PATHS, float("inf"))
    bidding = dict.fromkeys(PATHS, float("inf"))
    made: dict[str, list[str]] = {}
    for _ in range(rounds):
        for path, bid in PATHS.items():
            with mock.patch.object(deals, "bid_to_play", bid):
                start = time.process_time()
                made[path] = [p.to_json() for p in generate(count, seed=seed)]
                best[path] = min(best[path], time.process_time() - start)
                start = time.process_time()
                for variant in VARIANTS:
                    for source in deals.SOURCES:
                        for k in range(bids):
                            bid(variant, source, random.Random(f"bench:{seed}:{variant}:{source}:{k}"))
                bidding[path] = min(bidding[path], time.process_time() - start)
    deals_bid = bids * len(VARIANTS) * len(deals.SOURCES)
    return {
        "puzzles": count, "same_puzzles": made["fast"] == made["machine"],
        "generation_cpu_s": {p: round(t, 2) for p, t in best.items()},
        "generation_ratio": round(best["machine"] / best["fast"], 2),
        "bidding_us_per_deal": {p: round(t / deals_bid * 1e6, 1) for p, t in bidding.items()},
        "bidding_ratio": round(bidding["machine"] / bidding["fast"], 2),
    }


def _click(puzzle: Puzzle, card: Card) -> None:
    PuzzlePlay(puzzle).play(card)


def refutation_times(samples: int) -> dict[str, Any]:
    lib = shipped()
    step = max(1, len(lib) // samples)
    puzzles = lib.puzzles[::step][:samples]
    solver_ms, click_ms, right_ms = [], [], []
    for puzzle in puzzles:
        wrong, right = puzzle.tempting[0][0], puzzle.line[0]
        after = puzzle.board.play(wrong)
        solver_ms.append(1000 * best_of(partial(refutation, after, puzzle.goal.total)))
        click_ms.append(1000 * best_of(partial(_click, puzzle, wrong)))
        right_ms.append(1000 * best_of(partial(_click, puzzle, right)))

    def stats(values: list[float]) -> dict[str, float]:
        return {"median_ms": round(statistics.median(values), 3), "p90_ms": round(percentile(values, 0.9), 3),
                "max_ms": round(max(values), 3)}

    return {"samples": len(puzzles), "refutation": stats(solver_ms), "wrong_click": stats(click_ms),
            "right_click": stats(right_ms)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=200, help="puzzles to generate (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=300, help="shipped puzzles to refute (default 300)")
    parser.add_argument("--json", metavar="PATH", help="also save the numbers as JSON")
    parser.add_argument("--paths", action="store_true", help="also time generation on the fast mode and the "
                        "state machine")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --paths (default 3)")
    parser.add_argument("--bids", type=int, default=200, help="deals bid per variant and source in --paths")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, {len(shipped())} shipped puzzles, "
          f"load average {os.getloadavg()[0]:.1f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")

    gen = generation(args.count, args.seed)
    print(f"Generation: {gen['puzzles']} verified puzzles in {gen['seconds']} s = {gen['per_minute']} a minute")
    for variant, rate in gen["per_minute_by_variant"].items():
        print(f"  {VARIANTS[variant]:<26} {rate:8.1f} a minute")

    both: dict[str, Any] = {}
    if args.paths:
        both = paths(args.count, args.seed, args.rounds, args.bids)
        cpu, bid = both["generation_cpu_s"], both["bidding_us_per_deal"]
        print(f"Generation, CPU best of {args.rounds}: fast mode {cpu['fast']} s, state machine {cpu['machine']} s "
              f"({both['generation_ratio']}x); identical puzzles: {both['same_puzzles']}")
        print(f"  bidding alone: fast mode {bid['fast']} us a deal, state machine {bid['machine']} us "
              f"({both['bidding_ratio']}x)")

    ref = refutation_times(args.samples)
    r, c, g = ref["refutation"], ref["wrong_click"], ref["right_click"]
    verdict = "met" if r["median_ms"] < REFUTE_GOAL_MS else "NOT met"
    print(f"Refuting the tempting card ({ref['samples']} shipped puzzles, best of 3):")
    print(f"  solver line     median {r['median_ms']:.2f} ms  p90 {r['p90_ms']:.2f} ms  max {r['max_ms']:.2f} ms"
          f"   goal < {REFUTE_GOAL_MS:g} ms: {verdict}")
    print(f"  whole click     median {c['median_ms']:.2f} ms  p90 {c['p90_ms']:.2f} ms  max {c['max_ms']:.2f} ms")
    print(f"  a right card    median {g['median_ms']:.2f} ms  p90 {g['p90_ms']:.2f} ms  max {g['max_ms']:.2f} ms")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump({"generation": gen, "paths": both, "refutation": ref}, handle, indent=2)


if __name__ == "__main__":
    main()
