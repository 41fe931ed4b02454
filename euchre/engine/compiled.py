"""The engine's optional compiled build: which modules mypyc compiles, and the guard that never lets a compiled
module run in place of source that changed after it was built.

A wheel built where mypyc and a C compiler are at hand (`setup.py`, or `scripts/compile_engine.py` for a copy
of the source) holds, beside each module of `COMPILED`, its compiled extension and, in `compiled.json`, the
SHA-256 of the source it was compiled from. When `euchre.engine` is imported, `guard` keeps the compiled modules
only if all of them are there, every source still has its recorded hash, and `EUCHRE_TUTOR_PURE` is not set;
otherwise an import hook loads every one of them from its `.py` source (all or none: compiled modules call each
other directly), with a warning when the reason is a mismatch. The two builds play identical hands
(tests/test_compiled_build.py).

This module imports nothing of the package: `setup.py` reads it before the package can be imported.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import warnings
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType

COMPILED = (
    "history", "tricks", "hand_engine", "state", "bid", "rollout", "shuffle", "farmers", "ranking", "reneges",
    "results", "scoring",
)
"""The engine modules a compiled build compiles: the hand engine, both families, the trick-play core, the fast
mode, and what their steps call most (the state history, the deal's shuffle, the farmer's hand, trump ranking,
renege mode's records and penalty, a hand's result and its score)."""
MANIFEST = "compiled.json"
"""Beside the modules: {module: SHA-256 of the source it was compiled from}."""
PURE_ENV = "EUCHRE_TUTOR_PURE"
"""Set (to anything but "" or "0") at build time for a pure wheel, at run time to run the source."""
HERE = Path(__file__).resolve().parent
PACKAGE = __name__.rpartition(".")[0]
GROUP = "euchre_engine"
"""mypyc's name for the compiled modules' shared library (`euchre_engine__mypyc`, installed at the top level)."""


def mypyc_arguments(root: Path) -> list[str]:
    """mypy's command line for compiling `COMPILED` in the source tree at `root` (the folder holding `euchre`): the
    modules they import are type-checked but not compiled, and their own findings do not stop the build."""
    files = [str(root / "euchre" / "engine" / f"{name}.py") for name in COMPILED]
    return ["--follow-imports=silent", "--ignore-missing-imports", *files]


def pure_requested() -> bool:
    return os.environ.get(PURE_ENV, "") not in ("", "0")


def source_hashes(folder: Path = HERE) -> dict[str, str]:
    """The SHA-256 of the source of every module of `COMPILED` in `folder`."""
    return {name: hashlib.sha256((folder / f"{name}.py").read_bytes()).hexdigest() for name in COMPILED}


def _extensions(folder: Path) -> set[str]:
    return {name for name in COMPILED for suffix in EXTENSION_SUFFIXES if (folder / f"{name}{suffix}").exists()}


def stale_reason(folder: Path = HERE) -> str | None:
    """Why the compiled modules in `folder` must not run (None: they match their source, or there are none)."""
    present = _extensions(folder)
    if not present:
        return None
    if present != set(COMPILED):
        return f"only some engine modules are compiled ({', '.join(sorted(present))})"
    try:
        recorded = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"{MANIFEST} is missing or unreadable"
    changed = sorted(name for name, digest in source_hashes(folder).items() if recorded.get(name) != digest)
    if changed:
        return f"the source of {', '.join(changed)} changed after it was compiled"
    return None


class _SourceFirst(MetaPathFinder):
    """Loads the modules of `COMPILED` from their `.py` source even where a compiled extension sits beside it."""

    def __init__(self, folder: Path) -> None:
        self.paths = {f"{PACKAGE}.{name}": folder / f"{name}.py" for name in COMPILED}

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        source = self.paths.get(fullname)
        return None if source is None else spec_from_file_location(fullname, source)


def guard(folder: Path = HERE) -> None:
    """Run the source instead of the compiled modules when `EUCHRE_TUTOR_PURE` asks for it or when they do not
    match their source (`stale_reason`); called once, before any of them is imported."""
    if not _extensions(folder):
        return
    reason = stale_reason(folder)
    if reason is not None:
        warnings.warn(f"euchre: running the engine from source, not its compiled build: {reason}", stacklevel=2)
    if reason is not None or pure_requested():
        if not any(isinstance(finder, _SourceFirst) for finder in sys.meta_path):
            sys.meta_path.insert(0, _SourceFirst(folder))


def build() -> str:
    """"compiled" when the engine's hand steps run compiled, else "pure"."""
    from euchre.engine import hand_engine  # here: importing it is the question, after `guard` has run

    return "pure" if str(hand_engine.__file__).endswith(".py") else "compiled"


__all__ = [
    "COMPILED", "GROUP", "MANIFEST", "PURE_ENV", "build", "guard", "mypyc_arguments", "pure_requested", "source_hashes",
    "stale_reason",
]
