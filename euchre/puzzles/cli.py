"""`euchre-puzzles`: make, check and look at puzzles from the command line.

    euchre-puzzles generate --count 50 --out more.jsonl      new verified puzzles (never the library's)
    euchre-puzzles generate --count 20 --variant no-trump    print them (JSON Lines) to stdout
    euchre-puzzles verify [FILE.jsonl]                       re-prove every puzzle with the solver
    euchre-puzzles show K7QX2 [--solution]                   one puzzle in words
    euchre-puzzles daily [--date 2025-03-14]                 the puzzle of the day
    euchre-puzzles stats [FILE.jsonl]                        counts by variant, theme and rating

Exit status: 0 fine, 1 a puzzle failed verification, 2 bad input (an unknown ID, an unreadable file).
The output is in the terminal's language, as `euchre`'s is (`euchre.i18n.terminal_language`).
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

from euchre.engine.errors import EuchreError
from euchre.i18n import _, ngettext, terminal_language, use_language
from euchre.i18n.commands import Parser
from euchre.i18n.numbers import decimal
from euchre.i18n.seats import seat_label
from euchre.puzzles.board import LEARNER
from euchre.puzzles.deals import SOURCES
from euchre.puzzles.generate import generate
from euchre.puzzles.library import Library, load, read_puzzles, shipped
from euchre.puzzles.model import VARIANTS, Puzzle, variant_name
from euchre.puzzles.themes import theme_name
from euchre.puzzles.verify import problems
from euchre.puzzles.writeup import writeup


def _count(text: str) -> int:
    """`--count`: a whole number of puzzles, 1 or more (argparse turns the error into exit 2)."""
    shown = text if len(text) <= 20 else text[:20] + "..."
    digits = text.strip().removeprefix("-")
    if digits.isdigit() and digits.isascii() and text.strip().startswith("-"):
        raise argparse.ArgumentTypeError(_("the count must be at least 1, not {count}", count=shown))
    if not text.strip().isdigit() or not text.isascii() or len(text.strip()) > 7:
        raise argparse.ArgumentTypeError(_("{text} is not a number of puzzles: give a whole number from 1 to 9999999",
                                           text=repr(shown)))
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(_("the count must be at least 1"))
    return value


def _parser() -> argparse.ArgumentParser:
    parser = Parser(prog="euchre-puzzles", description=_("Make, check and show Euchre puzzles."),
                    epilog=_("Exit status: 0 fine, 1 a puzzle failed verification, 2 bad input.") + " "
                    + _("Language: EUCHRE_TUTOR_LANG (en, tr, fi, az), else LC_ALL, LC_MESSAGES or LANG "
                        "(tr_TR.UTF-8), else English."))
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    gen = sub.add_parser("generate", help=_("make new puzzles, each proven by the solver"),
                         description=_("Deal, bid and play hands to a starting point and keep the positions the "
                                       "solver proves to be puzzles. IDs already in the library (and in --out) are "
                                       "skipped."))
    gen.add_argument("--count", type=_count, default=20, help=_("how many puzzles, 1 or more (default 20)"))
    gen.add_argument("--variant", action="append", choices=list(VARIANTS),
                     help=_("a variant to make (repeat for several; default: all, in turn)"))
    gen.add_argument("--source", action="append", choices=list(SOURCES),
                     help=_("how deals are played to the start: random legal cards or the rule-of-thumb bot"))
    gen.add_argument("--seed", type=int, default=0,
                     help=_("the run's seed (the same seed gives the same puzzles)"))
    gen.add_argument("--out", type=Path, help=_("append to this JSON Lines file instead of printing"))
    ver = sub.add_parser("verify", help=_("re-prove every puzzle of a file (default: the shipped library)"))
    ver.add_argument("file", nargs="?", type=Path)
    show = sub.add_parser("show", help=_("one puzzle in words"))
    show.add_argument("id")
    show.add_argument("--solution", action="store_true", help=_("also print the solution and the trap"))
    day = sub.add_parser("daily", help=_("the puzzle of the day"))
    day.add_argument("--date", type=dt.date.fromisoformat, help=_("a day as YYYY-MM-DD (default: today)"))
    day.add_argument("--solution", action="store_true", help=_("also print the solution and the trap"))
    stats = sub.add_parser("stats", help=_("how many puzzles of each variant, theme and rating"))
    stats.add_argument("file", nargs="?", type=Path)
    return parser


def describe_puzzle(puzzle: Puzzle, solution: bool = False) -> list[str]:
    """A puzzle as lines of text: the situation, every hand, the goal (and the solution)."""
    lines = [_("Puzzle {id} · {variant} · rated {rating}", id=puzzle.id, variant=variant_name(puzzle.variant),
               rating=puzzle.rating), puzzle.situation()]
    for seat, hand in enumerate(puzzle.board.hands):
        if seat in puzzle.board.sitting_out:
            cards = _("(sits out)")
        else:
            cards = " ".join(str(c) for c in hand)
        name = _("{seat} (you)", seat=seat_label(seat)) if seat == LEARNER else seat_label(seat)
        lines.append(f"  {name:12} {cards}")
    lines.append(_("Goal: {goal}", goal=puzzle.goal_text()))
    if solution:
        themes = ", ".join(theme_name(t) for t in puzzle.themes)
        lines.append(_("Themes: {themes}", themes=themes) if themes else _("Themes: none"))
        lines.append(_("Solution: {solution}", solution=writeup(puzzle)))
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
                print(_("skipped {id}: {problems}", id=puzzle.id, problems="; ".join(found)), file=err)
                continue
            print(puzzle.to_json(), file=handle, flush=True)
            made += 1
    finally:
        if args.out is not None:
            handle.close()
    seconds = time.perf_counter() - start
    rate = made / seconds * 60 if seconds else 0.0
    took, per_minute = decimal(seconds, 1), decimal(rate, 0)
    if args.out is not None:
        print(ngettext("{n} verified puzzles to {file} in {seconds} s ({rate} a minute)",
                       "{n} verified puzzles to {file} in {seconds} s ({rate} a minute)", made, file=str(args.out),
                       seconds=took, rate=per_minute), file=err)
    else:
        print(ngettext("{n} verified puzzles in {seconds} s ({rate} a minute)",
                       "{n} verified puzzles in {seconds} s ({rate} a minute)", made, seconds=took, rate=per_minute),
              file=err)
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
    out.write(ngettext("{good} of {n} puzzles verified", "{good} of {n} puzzles verified", len(lib),
                       good=len(lib) - bad) + "\n")
    return 1 if bad else 0


def _show(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    out.write("\n".join(describe_puzzle(shipped().get(args.id), args.solution)) + "\n")
    return 0


def _daily(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    day = args.date or dt.date.today()
    out.write(_("Puzzle of the day for {day}:", day=day.isoformat()) + "\n")
    out.write("\n".join(describe_puzzle(shipped().of_the_day(day), args.solution)) + "\n")
    return 0


def _stats(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    lib = _library(args.file)
    out.write(ngettext("{n} puzzles", "{n} puzzles", len(lib)) + "\n")
    for variant, n in lib.variant_counts().items():
        out.write(f"  {variant_name(variant)}: {n}\n")
    out.write(_("Themes:") + "\n")
    for theme, n in lib.theme_counts().items():
        out.write(f"  {theme_name(theme)}: {n}\n")
    bands = Counter(p.rating // 200 * 200 for p in lib)
    out.write(_("Ratings:") + "\n")
    for band in sorted(bands):
        out.write(f"  {band}-{band + 199}: {bands[band]}\n")
    return 0


HANDLERS = {"generate": _generate, "verify": _verify, "show": _show, "daily": _daily, "stats": _stats}


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command in the terminal's language (`terminal_language`); returns the exit status."""
    with use_language(terminal_language()):
        return _main(argv, stdout, stderr)


def _main(argv: Sequence[str] | None, stdout: TextIO | None, stderr: TextIO | None) -> int:
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # --help (0) or a usage error such as a negative count (2), printed by argparse
        return exc.code if isinstance(exc.code, int) else 2
    try:
        return HANDLERS[args.command](args, stdout, stderr)
    except (EuchreError, OSError) as exc:
        print(_("euchre-puzzles: {error}", error=str(exc)), file=stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
