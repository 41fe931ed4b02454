"""CPU time of seeded head-to-head games, and every action in them (to compare two versions of the code).

    python bench/expert_games.py --opponent strong --pairs 0-5              # CPU per expert-vs-strong game
    python bench/expert_games.py --opponent pimc --pairs 0-2 --out new.json
    python bench/expert_games.py --compare old.json new.json                  # the same actions and advice?

Each game is the first of `euchre.bots.match.play_pair`'s pair (the expert on side 0), seeded as the
head-to-head seeds it (`--seed`, default 1, as `bench/strategy.py`). The expert's time limit per decision
is wall clock (`EXPERT_SECONDS`), so on a loaded machine its deals, hence its decisions, vary from run
to run; it is lifted unless `--time-limit` is given, so that two versions of the code can be compared
deal for deal. The clock is this process's CPU time. `--out` saves every action and, for every advice
asked (the expert's and PIMC's), the deals used and each option's value; `--compare` says whether two
such files agree. Run the old code from a checkout of it (`git worktree add --detach /tmp/old <commit>`,
then `PYTHONPATH=/tmp/old python /tmp/old/bench/expert_games.py ...` if it has this script, or this file
with the old tree first on `PYTHONPATH`).

This is a measurement, not a test: it asserts nothing and is not part of the test command.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from typing import Any

import euchre.bots.heuristic as heuristic
from euchre.bots.advisor import Advice, Advisor
from euchre.bots.match import pair_seats, play_game
from euchre.engine.rules import Rules


def recording_advice(log: list[Any]) -> Callable[..., Advice]:
    """`Advisor.advise` that also appends to `log`, for every advice asked, the deals used and each
    option's value (what `--compare` and `tests/test_expert_replay.py` compare)."""
    advise = Advisor.advise

    def logged(self: Advisor, state: Any, score: Any = None) -> Advice:
        advice = advise(self, state, score)
        log.append([advice.samples, [[o.action.text, o.mean] for o in advice.options]])
        return advice

    return logged


def play(opponent: str, seed: int, pair: int, log: list[Any]) -> dict[str, Any]:
    """The first game of pair `pair`: the expert on side 0, `opponent` on side 1."""
    rules = Rules.preset("standard")
    seats, game_seed, first_dealer = pair_seats(rules, "expert", opponent, seed, pair)
    actions: list[str] = []
    log.clear()
    start = time.process_time()
    game = play_game(rules, seats, game_seed, first_dealer,
                     on_action=lambda seat, action: actions.append(f"{seat} {action.text}"))
    cpu = time.process_time() - start
    return {"pair": pair, "cpu": cpu, "hands": len(game.hands), "scores": list(game.scores), "actions": actions,
            "advice": list(log)}


def pair_numbers(text: str) -> list[int]:
    """"0-5" or "0,3,7"."""
    if "-" in text:
        first, last = text.split("-")
        return list(range(int(first), int(last) + 1))
    return [int(p) for p in text.split(",")]


def compare(old_path: str, new_path: str) -> None:
    with open(old_path, encoding="utf-8") as f:
        old = {g["pair"]: g for g in json.load(f)["games"]}
    with open(new_path, encoding="utf-8") as f:
        new = {g["pair"]: g for g in json.load(f)["games"]}
    for pair in sorted(set(old) & set(new)):
        a, b = old[pair], new[pair]
        same = a["actions"] == b["actions"] and a["advice"] == b["advice"]
        print(f"pair {pair}: {'the same actions and advice' if same else 'DIFFERENT'}; "
              f"CPU {a['cpu']:.1f} s then {b['cpu']:.1f} s")
    for name, games in (("first", old), ("second", new)):
        cpus = [g["cpu"] for p, g in games.items() if p in new and p in old]
        if cpus:
            print(f"{name}: median {statistics.median(cpus):.2f} s of CPU a game over {len(cpus)} games")


def main() -> None:
    parser = argparse.ArgumentParser(description="CPU time and actions of seeded expert games.")
    parser.add_argument("--opponent", default="strong", help="strong, pimc, intermediate, ... (default strong)")
    parser.add_argument("--pairs", default="0-2", help="pair numbers: '0-5' or '0,3,7' (default 0-2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-limit", action="store_true", help="keep the expert's wall-clock limit per decision")
    parser.add_argument("--out", help="save every game's actions and advice here (JSON)")
    parser.add_argument("--compare", nargs=2, metavar=("OLD", "NEW"), help="compare two files saved by --out")
    args = parser.parse_args()
    if args.compare:
        compare(*args.compare)
        return
    if not args.time_limit:
        heuristic.EXPERT_SECONDS = None  # type: ignore[assignment]
    log: list[Any] = []
    Advisor.advise = recording_advice(log)  # type: ignore[method-assign]
    games = []
    for pair in pair_numbers(args.pairs):
        game = play(args.opponent, args.seed, pair, log)
        games.append(game)
        print(f"pair {pair}: {game['hands']} hands, {len(game['actions'])} actions, {game['cpu']:.1f} s of CPU",
              flush=True)
    cpus = [g["cpu"] for g in games]
    print(f"expert vs {args.opponent}: median {statistics.median(cpus):.2f} s of CPU a game over {len(cpus)} games")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"opponent": args.opponent, "seed": args.seed, "time_limit": args.time_limit, "games": games},
                      f, indent=0)


if __name__ == "__main__":
    main()
