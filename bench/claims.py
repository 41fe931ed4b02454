"""How long the strategy claims take to measure, on the engine's fast mode against the state machine.

    python3 bench/claims.py [--hands 100] [--rounds 3] [--seed 0] [claim ...]

Each card claim (`euchre.bots.claims`) is measured on the same seeds both ways: its positions found on
the fast mode (`claims.positions`, the default) and on the state machine (`claims.machine_positions`),
the two interleaved in `--rounds` rounds so that the load of a shared machine hits both alike. The
figures must come out identical (the same games); the times are this process's CPU time, best of the
rounds, and their ratio. "call_two_high" already bids on the fast mode and is timed as it is.

This is a measurement, not a test: it checks only that both ways give the same figures.
"""

from __future__ import annotations

import argparse
import os
import time

from euchre.bots import claims


def timed(claim_id: str, hands: int, seed: int) -> tuple[float, tuple[object, ...]]:
    start = time.process_time()
    r = claims.measure(claim_id, hands=hands, seed=seed)
    return time.process_time() - start, (r.n, r.mean_a, r.mean_b, r.stderr, r.deals)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=100, help="positions (hands) per claim (default 100)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("claims", nargs="*", help="claim ids (default: every claim)")
    args = parser.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.1f} at the start, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    total = {"fast": 0.0, "machine": 0.0}
    for claim_id in args.claims or list(claims.CLAIMS):
        if claim_id not in claims.FITS:
            seconds, _ = min(timed(claim_id, args.hands, args.seed) for _ in range(args.rounds))
            print(f"{claim_id:<24} {seconds:7.2f} s (bids on the fast mode either way)")
            continue
        best = {"fast": float("inf"), "machine": float("inf")}
        figures = {}
        for _ in range(args.rounds):
            for path, find in (("machine", claims.machine_positions), ("fast", claims.positions)):
                claims.find_positions = find
                seconds, figures[path] = timed(claim_id, args.hands, args.seed)
                best[path] = min(best[path], seconds)
        claims.find_positions = claims.positions
        same = "same figures" if figures["fast"] == figures["machine"] else "FIGURES DIFFER"
        for path in total:
            total[path] += best[path]
        print(f"{claim_id:<24} machine {best['machine']:7.2f} s   fast {best['fast']:7.2f} s   "
              f"{best['machine'] / best['fast']:5.2f}x   {same} ({figures['fast'][4]} deals)")
    if total["fast"]:
        print(f"{'card claims':<24} machine {total['machine']:7.2f} s   fast {total['fast']:7.2f} s   "
              f"{total['machine'] / total['fast']:5.2f}x")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
