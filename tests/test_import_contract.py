"""The import contract in pyproject.toml (`[tool.importlinter]`) holds: each layer of `euchre` imports only
the layers below it, and only `euchre.widgets` imports ipywidgets.

import-linter reads the package's import graph (function-level imports and type-only imports count) and
checks the contracts; a broken one fails this test with import-linter's own report, which names each
forbidden import and its line. The layers and why they are in that order: docs/architecture.md.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
UTILITIES = {"i18n", "data", "locale"}
"""Packages every layer may use (i18n), or that hold no code (data, locale)."""


def _layer_names(contract: dict) -> set[str]:
    return {name.strip() for layer in contract["layers"] for name in layer.replace(":", "|").split("|")}


def test_the_import_contracts_are_kept() -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    run = subprocess.run(
        [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command as c; sys.exit(c())",
         "--no-cache"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    report = run.stdout[run.stdout.find("Contracts"):] if "Contracts" in run.stdout else run.stdout
    assert run.returncode == 0, report + run.stderr
    assert "BROKEN" not in report and "KEPT" in report, report


def test_every_package_of_euchre_has_a_layer() -> None:
    """A new package or top-level module is placed in the contract, not left outside what it checks."""
    layered = next(c for c in CONFIG["contracts"] if c["type"] == "layers")
    packages = {p.name for p in (ROOT / "euchre").iterdir() if p.is_dir() and not p.name.startswith("__")}
    modules = {p.stem for p in (ROOT / "euchre").glob("*.py") if p.stem != "__init__"}
    assert (packages | modules) - UTILITIES - {"cli"} <= _layer_names(layered)
    assert _layer_names(layered) <= packages | modules


def test_every_package_but_the_widgets_is_barred_from_ipywidgets() -> None:
    barred = next(c for c in CONFIG["contracts"] if "ipywidgets" in c.get("forbidden_modules", ()))
    packages = {p.name for p in (ROOT / "euchre").iterdir() if p.is_dir() and not p.name.startswith("__")}
    modules = {p.stem for p in (ROOT / "euchre").glob("*.py") if p.stem != "__init__"}
    expected = {f"euchre.{name}" for name in (packages | modules) - {"widgets", "data", "locale"}}
    assert set(barred["source_modules"]) == expected


def test_the_engine_is_barred_from_words_and_explanations() -> None:
    """The engine raises and returns facts; `euchre.explain` words them. The contract bars the whole engine
    from `euchre.i18n` and `euchre.explain`, directly or through another module, with no exception."""
    engine = next(c for c in CONFIG["contracts"] if c.get("source_modules") == ["euchre.engine"])
    assert engine["type"] == "forbidden"
    assert set(engine["forbidden_modules"]) == {"euchre.i18n", "euchre.explain"}
    assert not engine.get("allow_indirect_imports", False)
    assert not engine.get("ignore_imports"), "the engine imports no words, with no exception"
