"""bench/RESULTS.md: one current table per bench, each rewritten by its bench's `--record` run.

A bench calls `record(name, title, header, rows, notes)` with what it measured; the section headed
`## name` is replaced (or added), stamped with the date, the machine and its load, and the other
sections are left as they are. Nothing else is kept: no log of earlier runs.
"""

from __future__ import annotations

import os
import platform
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
HEAD = (
    "# Benchmark results\n\n"
    "One current table per bench, written by the bench itself (`--record`), with the date and the machine it\n"
    "ran on. What each bench measures and how to run it: [docs/benchmarks.md](../docs/benchmarks.md).\n"
)


def machine() -> str:
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return (f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, "
            f"load average {load} at the end")


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def section(name: str, title: str, header: Sequence[str], rows: Sequence[Sequence[str]],
            notes: Sequence[str] = (), when: datetime | None = None) -> str:
    when = when or datetime.now(UTC)
    stamp = f"Measured {when:%Y-%m-%d %H:%M} UTC; {machine()}."
    body = [f"## {name}", "", title, "", stamp, "", table(header, rows)]
    if notes:
        body += ["", *notes]
    return "\n".join(body) + "\n"


def replace_section(text: str, name: str, new: str) -> str:
    """`text` with the section `## name` replaced by `new` (added at the end if there is none)."""
    if not text.strip():
        text = HEAD
    pattern = re.compile(rf"^## {re.escape(name)}\n.*?(?=^## |\Z)", re.S | re.M)
    if pattern.search(text):
        return pattern.sub(lambda _: new + "\n", text, count=1).rstrip("\n") + "\n"
    return text.rstrip("\n") + "\n\n" + new


def record(name: str, title: str, header: Sequence[str], rows: Sequence[Sequence[str]],
           notes: Sequence[str] = (), path: Path = RESULTS) -> None:
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    path.write_text(replace_section(old, name, section(name, title, header, rows, notes)), encoding="utf-8")


README = RESULTS.parent.parent / "README.md"
README_START = "<!-- strategy table: written by bench/strategy.py --record -->"
README_END = "<!-- end of strategy table -->"
README_HEADER = ("| measure | result | measured |", "|---|---|---|")


def readme_row(key: str, result: str, path: Path = README, when: datetime | None = None) -> None:
    """Set the README's strategy table row `key` (added if new) to `result`, stamped with the date; the other
    rows are kept. The table sits between `README_START` and `README_END`."""
    text = path.read_text(encoding="utf-8")
    start, end = text.find(README_START), text.find(README_END)
    if start < 0 or end < start:
        raise ValueError(f"{path} has no strategy table between {README_START!r} and {README_END!r}")
    inner = text[start + len(README_START):end].strip().splitlines()
    rows = [line for line in inner if line.startswith("| ") and line not in README_HEADER]
    stamp = f"{(when or datetime.now(UTC)):%Y-%m-%d}"
    new = f"| {key} | {result} | {stamp} |"
    keys = [row.split(" | ")[0][2:] for row in rows]
    if key in keys:
        rows[keys.index(key)] = new
    else:
        rows.append(new)
    block = "\n".join([README_START, *README_HEADER, *rows, README_END])
    path.write_text(text[:start] + block + text[end + len(README_END):], encoding="utf-8")
