"""Random complete hands per second: our state machine, our rollout path and OpenSpiel's `euchre`.

    python bench/engine.py [--hands N] [--rounds R] [--seed S]

A hand is the deal, the bidding, the play and the score, with every choice made at random among the
legal ones. Every choice is `options[floor(rng.random() * len(options))]` from one `random.Random` per
run (the same number as `int(...)`, a little cheaper). The public API is driven as a user drives it:
`new_hand(rules, dealer, seed=...)` for each hand (a seeded deal of its own), then `legal_actions()`,
`apply()`, `is_over` and `result`. OpenSpiel's chance nodes (the dealer, then one card at a time) are
resolved by the same kind of choice among `chance_outcomes()`. The fast path is
`euchre.engine.rollout.random_hand`, which plays exactly the hand the state machine would play with that rng,
for every preset and house rule of both families. "+ house rules" is the preset with every house rule
of its family on at once (the farmer's hand, renege mode, the dealer picking up behind a loner, the
Joker).

The contenders run interleaved in rounds, in a rotating order, so that machine noise hits them all
alike, and the clock is this process's CPU time, so that other programs on the machine disturb the
measurement less. Reported are the medians over the rounds; a ratio is the median of the per-round
ratios against the OpenSpiel run of the same round.

It measures the engine build it imports, and says which: "compiled" (mypyc, `euchre.engine.compiled`: an
installed wheel, or `PYTHONPATH=$(python scripts/compile_engine.py) python bench/engine.py` from a checkout)
or "pure" (the source, as in an editable install, or with `EUCHRE_TUTOR_PURE=1`). When the build it imports
is the pure one (an editable install), it then measures the compiled build too, in a second process
(`scripts/compile_engine.py` builds it, about a minute, and keeps it while the sources are unchanged), since
the speed goals are the compiled build's; `--build imported` measures only the build imported, and a machine
that cannot compile is told why and gets the pure table alone.

This is a measurement, not a test: it asserts nothing and is not part of the test command.
"""

from __future__ import annotations

import argparse
import gc
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from math import floor
from typing import Any

from euchre import Rules, new_hand
from euchre.engine.compiled import build
from euchre.engine.rollout import random_hand
from euchre.engine.rules import PRESETS, Family

PUBLIC_TARGET = 1.5
ROLLOUT_TARGET = 5.0
BID_ROLLOUT_TARGET = 3.0
BID_TARGETS = {"bid-euchre-6": 1.0, "double-deck-bid": 0.5}
"""Bid Euchre through the public API, against OpenSpiel's (standard) euchre rate."""


def with_house_rules(rules: Rules) -> Rules:
    """The ruleset with every house rule of its family on."""
    options: dict[str, object] = {"farmers": True, "renege_mode": True, "renege_call_ends_hand": False}
    if rules.family is Family.STANDARD:
        options.update(dealer_pickup_behind_loner=True, joker=True, defend_alone=rules.num_players == 4)
    return rules.replace(name=f"{rules.name} + house rules", **options)

Runner = Callable[[int, random.Random], float]
"""run(hands, rng) -> seconds taken."""


def public_api(rules: Rules) -> Runner:
    def run(hands: int, rng: random.Random) -> float:
        rnd = rng.random
        seats = rules.num_players
        start = time.process_time()
        base = int(rnd() * 2**32)
        for i in range(hands):
            state = new_hand(rules, i % seats, seed=base + i)
            while not state.is_over:
                legal = state.legal_actions()
                state = state.apply(legal[floor(rnd() * len(legal))])
            state.result  # noqa: B018
        return time.process_time() - start

    return run


def rollout(rules: Rules) -> Runner:
    def run(hands: int, rng: random.Random) -> float:
        seats = rules.num_players
        start = time.process_time()
        for i in range(hands):
            random_hand(rules, i % seats, rng)
        return time.process_time() - start

    return run


def openspiel() -> Runner | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")

    def run(hands: int, rng: random.Random) -> float:
        rnd = rng.random
        start = time.process_time()
        for _ in range(hands):
            state: Any = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[floor(rnd() * len(outcomes))][0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[floor(rnd() * len(legal))])
            state.returns()
        return time.process_time() - start

    return run


def measure(runners: dict[str, Runner], hands: int, rounds: int, seed: int) -> dict[str, list[float]]:
    """Hands per second of every runner in every round."""
    for run in runners.values():
        run(max(1, hands // 10), random.Random(seed))
    names = list(runners)
    rates: dict[str, list[float]] = {name: [] for name in names}
    for r in range(rounds):
        shift = r % len(names)
        for name in names[shift:] + names[:shift]:
            gc.collect()
            seconds = runners[name](hands, random.Random(seed + r))
            rates[name].append(hands / seconds)
    return rates


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per contender per round (default 2000)")
    parser.add_argument("--rounds", type=int, default=7, help="rounds to take the median over (default 7)")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the random.Random each run draws from")
    parser.add_argument("--record", action="store_true", help="write this run's table into bench/RESULTS.md")
    parser.add_argument("--build", choices=("both", "imported"), default="both",
                        help="both (default): after a pure build, also the compiled one; imported: only the build "
                             "this Python imports")
    args = parser.parse_args(argv)
    run_tables(args)
    if args.build == "both" and build() == "pure":
        print()
        measure_compiled(sys.argv[1:] if argv is None else argv)


def measure_compiled(argv: list[str]) -> None:
    """This bench again, on a compiled copy of the engine (built if needed), in a process of its own."""
    import os
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    print("The compiled build (scripts/compile_engine.py):", flush=True)
    made = subprocess.run([sys.executable, str(root / "scripts" / "compile_engine.py")], capture_output=True,
                          text=True)
    if made.returncode != 0:
        why = (made.stderr or made.stdout).strip().splitlines()
        print(f"  not measured: it could not be built here ({why[-1] if why else 'no reason given'})")
        return
    copy = made.stdout.strip().splitlines()[-1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [copy, os.environ.get("PYTHONPATH")]))}
    env.pop("EUCHRE_TUTOR_PURE", None)
    subprocess.run([sys.executable, __file__, *argv, "--build", "imported"], env=env, check=True)


def run_tables(args: argparse.Namespace) -> None:

    standard = [name for name, rules in PRESETS.items() if rules.family is Family.STANDARD]
    bid = [name for name, rules in PRESETS.items() if rules.family is not Family.STANDARD]
    runners: dict[str, Runner] = {}
    spiel = openspiel()
    if spiel is not None:
        runners["openspiel"] = spiel
    for name in [*standard, *bid]:
        rules = Rules.preset(name)
        runners[f"public {name}"] = public_api(rules)
        runners[f"rollout {name}"] = rollout(rules)
    for name in ("standard", "bid-euchre-6"):
        runners[f"rollout {name} + house rules"] = rollout(with_house_rules(Rules.preset(name)))

    print(
        f"Random complete hands, {args.hands} per contender per round, median of {args.rounds} rounds "
        f"(Python {platform.python_version()}, {platform.machine()}); the engine's {build()} build."
    )
    if spiel is None:
        print("OpenSpiel is not importable (pip install open_spiel), so there are no ratios; ours only.")
    rates = measure(runners, args.hands, args.rounds, args.seed)
    median = {name: statistics.median(r) for name, r in rates.items()}

    def ratio(name: str) -> float | None:
        if spiel is None:
            return None
        return statistics.median(a / b for a, b in zip(rates[name], rates["openspiel"], strict=True))

    def row(label: str, name: str, target: float | None = None) -> str:
        rate = median[name]
        text = f"{label:<34}{rate:>10,.0f}{1e6 / rate:>10.1f}"
        x = ratio(name)
        if x is not None:
            text += f"{x:>9.2f}x"
            if target is not None:
                text += f"   target {target:g}x: {'met' if x >= target else 'MISSED'}"
        return text

    print()
    print(f"{'':<34}{'hands/s':>10}{'µs/hand':>10}{'vs OpenSpiel':>13}")
    if spiel is not None:
        print(row("OpenSpiel euchre (from Python)", "openspiel"))
    print(row("public API, standard", "public standard", PUBLIC_TARGET))
    print(row("fast path, standard", "rollout standard", ROLLOUT_TARGET))
    print(row("fast path, standard + house rules", "rollout standard + house rules", ROLLOUT_TARGET))
    print(row("fast path, bid-euchre-6", "rollout bid-euchre-6", BID_ROLLOUT_TARGET))
    print(row("fast path, bid-euchre-6 + house", "rollout bid-euchre-6 + house rules", BID_ROLLOUT_TARGET))
    if spiel is not None:
        for name, target in BID_TARGETS.items():
            print(row(f"public API, {name}", f"public {name}", target))
    if args.record and spiel is not None:
        _record(args, median, ratio)
    print()
    print("Every preset:")
    print(f"{'preset':<20}{'public hands/s':>16}{'x OS':>8}{'fast hands/s':>18}{'x OS':>8}")
    for name in [*standard, *bid]:
        public, fast = f"public {name}", f"rollout {name}"
        line = f"{name:<20}{median[public]:>16,.0f}{_x(ratio(public)):>8}{median[fast]:>18,.0f}{_x(ratio(fast)):>8}"
        print(line)


GOALS = (
    ("public API, standard", "public standard", PUBLIC_TARGET),
    *((f"public API, `{name}`", f"public {name}", target) for name, target in BID_TARGETS.items()),
    ("fast mode, standard", "rollout standard", ROLLOUT_TARGET),
    ("fast mode, standard, every house rule", "rollout standard + house rules", ROLLOUT_TARGET),
    ("fast mode, `bid-euchre-6`", "rollout bid-euchre-6", BID_ROLLOUT_TARGET),
    ("fast mode, `bid-euchre-6`, every house rule", "rollout bid-euchre-6 + house rules", BID_ROLLOUT_TARGET),
)


def _record(args: argparse.Namespace, median: dict[str, float], ratio: Any) -> None:
    from results import record

    rows = []
    for label, name, target in GOALS:
        x = ratio(name)
        rows.append([label, f"{median[name]:,.0f}", f"{x:.2f}×", f"{target:g}×: {'met' if x >= target else 'missed'}"])
    rows.append(["OpenSpiel `euchre` from Python (the peer)", f"{median['openspiel']:,.0f}", "1.00×", ""])
    record(f"engine ({build()} build)",
           f"`python bench/engine.py --record`: random complete hands per second against OpenSpiel's "
           f"`euchre` in the same run ({args.hands} hands a contender, median of {args.rounds} interleaved rounds), "
           f"with the engine's {build()} build.",
           ["measure", "hands/s", "× OpenSpiel", "goal"], rows)


def _x(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}x"


if __name__ == "__main__":
    main()
