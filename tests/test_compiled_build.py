"""The compiled build of the engine (mypyc, `euchre.engine.compiled`) plays exactly the hands the source plays,
and a compiled module never runs in place of source that changed after it was built.

The compiled copy is made by `scripts/compile_engine.py` (about a minute on two cores, then reused from
`build/engine-compiled/` while the sources are unchanged). Without mypy or a C compiler there is no compiled
build to compare, and these tests say so as a skip; a compile that fails with both at hand fails them.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from euchre.engine.compiled import MANIFEST, PURE_ENV

ROOT = Path(__file__).resolve().parent.parent
HANDS = 150
"""Hands a ruleset (every preset, plain and with every house rule), each played three ways."""


def _compiler() -> str | None:
    cc = sysconfig.get_config_var("CC") or "cc"
    return shutil.which(shlex.split(cc)[0])


@pytest.fixture(scope="module")
def compiled_copy() -> Path:
    if importlib.util.find_spec("mypyc") is None or _compiler() is None:
        pytest.skip("mypy (mypyc) or a C compiler is not installed here, so there is no compiled build to compare")
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "compile_engine.py")], capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return Path(done.stdout.strip().splitlines()[-1])


def _run(path: Path, *args: str, pure: bool = False) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != PURE_ENV}
    env["PYTHONPATH"] = str(path)
    if pure:
        env[PURE_ENV] = "1"
    return subprocess.run([sys.executable, *args], cwd=path, env=env, capture_output=True, text=True, timeout=600)


def _digest(path: Path, pure: bool = False) -> dict[str, object]:
    done = _run(path, str(ROOT / "tests" / "engine_digest.py"), str(HANDS), pure=pure)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_compiled_and_pure_builds_play_identical_hands_for_every_preset_and_house_rule(compiled_copy: Path) -> None:
    compiled = _digest(compiled_copy)
    pure = _digest(compiled_copy, pure=True)
    source = _digest(ROOT)
    assert (compiled["build"], pure["build"], source["build"]) == ("compiled", "pure", "pure")
    assert compiled["hands"] == pure["hands"] == source["hands"] == HANDS * 3 * 2 * 10
    assert compiled["digest"] == pure["digest"] == source["digest"]


WHICH = (
    "import warnings; warnings.simplefilter('always')\n"
    "import euchre.engine.state as state\n"
    "from euchre.engine.compiled import build\n"
    "print(build(), getattr(state, 'EDITED', 'as built'))\n"
)


def _tamper(copy: Path, how: str) -> None:
    engine = copy / "euchre" / "engine"
    if how == "edited source":
        with (engine / "state.py").open("a", encoding="utf-8") as source:
            source.write("\nEDITED = 'edited'\n")
    elif how == "a module not compiled":
        for suffix in EXTENSION_SUFFIXES:
            (engine / f"bid{suffix}").unlink(missing_ok=True)
    elif how == "no manifest":
        (engine / MANIFEST).unlink()


@pytest.mark.parametrize("how", ["edited source", "a module not compiled", "no manifest"])
def test_a_compiled_build_that_does_not_match_its_source_runs_the_source_and_says_why(
    compiled_copy: Path, tmp_path: Path, how: str
) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(compiled_copy, copy)
    intact = _run(copy, "-c", WHICH)
    assert intact.stdout.split() == ["compiled", "as", "built"], intact.stderr
    _tamper(copy, how)
    done = _run(copy, "-c", WHICH)
    assert done.returncode == 0, done.stderr
    expected = "edited" if how == "edited source" else "as built"
    assert done.stdout.split() == ["pure", *expected.split()]
    assert "running the engine from source, not its compiled build" in done.stderr


def test_the_pure_switch_runs_the_source_of_an_intact_compiled_build_without_a_warning(compiled_copy: Path) -> None:
    done = _run(compiled_copy, "-c", WHICH, pure=True)
    assert done.stdout.split() == ["pure", "as", "built"]
    assert "compiled build" not in done.stderr

