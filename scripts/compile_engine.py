"""Compile the engine with mypyc into a copy of the package, never into the source tree.

    python scripts/compile_engine.py [--out DIR]

Copies `euchre/` into DIR (default `build/engine-compiled/<hash of the sources>`, reused while the engine's
sources, Python and mypy are unchanged), compiles the modules of `euchre.engine.compiled.COMPILED` there, and
writes their sources' hashes beside them (`compiled.json`, which the import guard checks). Prints DIR: run
with `PYTHONPATH=DIR` to use that build, e.g. `PYTHONPATH=DIR python bench/engine.py`. Needs mypy (mypyc)
and a C compiler; a wheel built by `pip install .` compiles the same modules the same way (setup.py).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import platform
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "euchre" / "engine"))
import compiled  # noqa: E402  (the package itself is not imported: only its list of modules is needed)

sys.path.pop(0)


def cache_key() -> str:
    """Changes when any engine source, Python or mypy does (so a cached build is never stale)."""
    import mypy.version  # here: only a compile needs mypy

    digest = hashlib.sha256(f"{platform.python_version()} {mypy.version.__version__}".encode())
    for path in sorted((ROOT / "euchre").rglob("*.py")):
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def compile_copy(out: Path) -> Path:
    """A compiled copy of the package in `out` (built unless one is already there); returns `out`."""
    engine = out / "euchre" / "engine"
    if compiled.stale_reason(engine) is None and (engine / compiled.MANIFEST).exists():
        return out
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(ROOT / "euchre", out / "euchre", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    program = (
        "import sys\n"
        "from mypyc.build import mypycify\n"
        "from setuptools import setup\n"
        "from pathlib import Path\n"
        f"sys.path.insert(0, {str(engine)!r})\n"
        "import compiled\n"
        f"setup(name='euchre-engine-compiled', ext_modules=mypycify(compiled.mypyc_arguments(Path('.')), "
        "group_name=compiled.GROUP), script_args=['build_ext', '--inplace'])\n"
    )
    done = subprocess.run([sys.executable, "-c", program], cwd=out, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"mypyc failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    shutil.rmtree(out / "build", ignore_errors=True)
    (engine / compiled.MANIFEST).write_text(json.dumps(compiled.source_hashes(engine), indent=1), encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="where the compiled copy goes")
    args = parser.parse_args(argv)
    if args.out is None:
        out = ROOT / "build" / "engine-compiled" / cache_key()
        for older in out.parent.glob("*"):  # builds of earlier sources
            if older != out:
                shutil.rmtree(older, ignore_errors=True)
    else:
        out = args.out
    print(compile_copy(out.resolve()))


if __name__ == "__main__":
    main()
