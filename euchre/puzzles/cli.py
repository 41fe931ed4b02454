"""`euchre-puzzles`: make, check and look at puzzles from the command line.

    euchre-puzzles generate --count 50 --out more.jsonl      new verified puzzles (never the library's)
    euchre-puzzles generate --count 20 --variant no-trump    print them (JSON Lines) to stdout
    euchre-puzzles verify [FILE.jsonl]                       re-prove every puzzle with the solver
    euchre-puzzles show K7QX2 [--solution]                   one puzzle in words
    euchre-puzzles daily [--date 2025-03-14]                 the puzzle of the day
    euchre-puzzles stats [FILE.jsonl]                        counts by variant, theme and rating

Exit status: 0 fine, 1 a puzzle failed verification, 2 bad input (an unknown ID, an unreadable file).
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from euchre.errors import EuchreError
from euchre.puzzles.board import LEARNER
from euchre.puzzles.deals import SOURCES
from euchre.puzzles.generate import generate
from euchre.puzzles.library import Library, load, read_puzzles, shipped
from euchre.puzzles.model import VARIANTS, Puzzle
from euchre.puzzles.verify import problems
from euchre.puzzles.writeup import writeup
from euchre.seats import SEAT_NAMES


def _count(text: str) -> int:
    """`--count`: a whole number of puzzles, 1 or more (argparse turns the error into exit 2)."""
    shown = text if len(text) <= 20 else text[:20] + "..."
    digits = text.strip().removeprefix("-")
    if digits.isdigit() and digits.isascii() and text.strip().startswith("-"):
        raise argparse.ArgumentTypeError(f"the count must be at least 1, not {shown}")
    if not text.strip().isdigit() or not text.isascii() or len(text.strip()) > 7:
        raise argparse.ArgumentTypeError(f"{shown!r} is not a number of puzzles: give a whole number from 1 "
                                         "to 9999999")
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("the count must be at least 1")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="euchre-puzzles", description="Make, check and show Euchre puzzles.",
                                     epilog="Exit status: 0 fine, 1 a puzzle failed verification, 2 bad input.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    gen = sub.add_parser("generate", help="make new puzzles, each proven by the solver",
                         description="Deal, bid and play hands to a starting point and keep the positions the "
                         "solver proves to be puzzles. IDs already in the library (and in --out) are skipped.")
    gen.add_argument("--count", type=_count, default=20, help="how many puzzles, 1 or more (default 20)")
    gen.add_argument("--variant", action="append", choices=list(VARIANTS),
                     help="a variant to make (repeat for several; default: all, in turn)")
    gen.add_argument("--source", action="append", choices=list(SOURCES),
                     help="how deals are played to the start: random legal cards or the rule-of-thumb bot")
    gen.add_argument("--seed", type=int, default=0, help="the run's seed (the same seed gives the same puzzles)")
    gen.add_argument("--out", type=Path, help="append to this JSON Lines file instead of printing")
    ver = sub.add_parser("verify", help="re-prove every puzzle of a file (default: the shipped library)")
    ver.add_argument("file", nargs="?", type=Path)
    show = sub.add_parser("show", help="one puzzle in words")
    show.add_argument("id")
    show.add_argument("--solution", action="store_true", help="also print the solution and the trap")
    day = sub.add_parser("daily", help="the puzzle of the day")
    day.add_argument("--date", type=dt.date.fromisoformat, help="a day as YYYY-MM-DD (default: today)")
    day.add_argument("--solution", action="store_true")
    stats = sub.add_parser("stats", help="how many puzzles of each variant, theme and rating")
    stats.add_argument("file", nargs="?", type=Path)
    return parser


def describe_puzzle(puzzle: Puzzle, solution: bool = False) -> list[str]:
    """A puzzle as lines of text: the situation, every hand, the goal (and the solution)."""
    lines = [f"Puzzle {puzzle.id} · {VARIANTS[puzzle.variant]} · rated {puzzle.rating}", puzzle.situation()]
    for seat, hand in enumerate(puzzle.board.hands):
        if seat in puzzle.board.sitting_out:
            cards = "(sits out)"
        else:
            cards = " ".join(str(c) for c in hand)
        name = SEAT_NAMES[seat] + (" (you)" if seat == LEARNER else "")
        lines.append(f"  {name:12} {cards}")
    lines.append("Goal: " + puzzle.goal_text())
    if solution:
        lines.append("Themes: " + (", ".join(puzzle.themes) or "none"))
        lines.append("Solution: " + writeup(puzzle))
    return lines


def _generate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    skip = {p.id for p in shipped()}
    if args.out is not None and args.out.exists():
        skip |= {p.id for p in read_puzzles(args.out)}
    handle = args.out.open("a", encoding="utf-8") if args.out is not None else out
    start = time.perf_counter()
    made = 0
    try:
        for puzzle in generate(args.count, variants=args.variant or tuple(VARIANTS),
                               sources=args.source or SOURCES, seed=args.seed, skip=skip):
            found = problems(puzzle)
            if found:  # pragma: no cover - the generator only yields proven puzzles
                print(f"skipped {puzzle.id}: {'; '.join(found)}", file=err)
                continue
            print(puzzle.to_json(), file=handle, flush=True)
            made += 1
    finally:
        if args.out is not None:
            handle.close()
    seconds = time.perf_counter() - start
    rate = made / seconds * 60 if seconds else 0.0
    where = f" to {args.out}" if args.out is not None else ""
    print(f"{made} verified puzzles{where} in {seconds:.1f} s ({rate:.0f} a minute)", file=err)
    return 0


def _library(path: Path | None) -> Library:
    return shipped() if path is None else load(path)


def _verify(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    lib = _library(args.file)
    bad = 0
    for puzzle in lib:
        found = problems(puzzle, replies=True)
        if found:
            bad += 1
            out.write(f"{puzzle.id}: {'; '.join(found)}\n")
    out.write(f"{len(lib) - bad} of {len(lib)} puzzles verified\n")
    return 1 if bad else 0


def _show(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    out.write("\n".join(describe_puzzle(shipped().get(args.id), args.solution)) + "\n")
    return 0


def _daily(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    day = args.date or dt.date.today()
    out.write(f"Puzzle of the day for {day.isoformat()}:\n")
    out.write("\n".join(describe_puzzle(shipped().of_the_day(day), args.solution)) + "\n")
    return 0


def _stats(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    lib = _library(args.file)
    out.write(f"{len(lib)} puzzles\n")
    for variant, n in lib.variant_counts().items():
        out.write(f"  {VARIANTS[variant]}: {n}\n")
    out.write("Themes:\n")
    for theme, n in lib.theme_counts().items():
        out.write(f"  {theme}: {n}\n")
    bands = Counter(p.rating // 200 * 200 for p in lib)
    out.write("Ratings:\n")
    for band in sorted(bands):
        out.write(f"  {band}-{band + 199}: {bands[band]}\n")
    return 0


HANDLERS = {"generate": _generate, "verify": _verify, "show": _show, "daily": _daily, "stats": _stats}


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # --help (0) or a usage error such as a negative count (2), printed by argparse
        return exc.code if isinstance(exc.code, int) else 2
    try:
        return HANDLERS[args.command](args, stdout, stderr)
    except (EuchreError, OSError) as exc:
        print(f"euchre-puzzles: {exc}", file=stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
