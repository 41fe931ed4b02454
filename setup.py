"""The build steps setuptools cannot express in pyproject.toml: compile the message catalogues, and compile the
engine with mypyc when a wheel is built.

Every `euchre/locale/<lang>/LC_MESSAGES/*.po` becomes a `.mo` beside it in the built package, so
an installed wheel has its catalogues compiled. (An editable install reads the `.po` files, which
`euchre.i18n.catalog` compiles in memory when no current `.mo` is there.)

A wheel (`pip install .`) gets the engine's modules of `euchre.engine.compiled.COMPILED` compiled by mypyc
when mypy is installed in the build environment (the build backend, scripts/build_backend.py, asks for it)
and a C compiler works, with their sources' hashes in `compiled.json`; without either, or with
`EUCHRE_TUTOR_PURE=1`, it is the same pure-Python package. An editable install (`pip install -e .`) is never
compiled: nothing compiled ever sits beside the source a developer edits.
"""

import json
import runpy
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py
from setuptools.errors import CCompilerError, CompileError, ExecError, LinkError, PlatformError

HERE = Path(__file__).resolve().parent
ENGINE = runpy.run_path(str(HERE / "euchre" / "engine" / "compiled.py"))
BUILDS = {"bdist_wheel", "build", "build_ext", "install"}
"""The commands that build the package's files (not metadata, not an editable install)."""


def compile_catalogues(build_lib: str) -> list[Path]:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for po in sorted((HERE / "euchre" / "locale").glob("*/LC_MESSAGES/*.po")):
        if po.stem.startswith("lessons"):
            continue  # the notebooks' catalogues: the notebooks are generated from them in the repository
        lang = po.parts[-3]
        target = Path(build_lib) / po.relative_to(HERE).with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as fp:
            catalog = read_po(fp, locale=lang)
        with target.open("wb") as out:
            write_mo(out, catalog, use_fuzzy=False)
        written.append(target)
    return written


def engine_extensions() -> list:
    """mypyc's extensions for the engine, or none (a pure build)."""
    if ENGINE["pure_requested"]() or not BUILDS & set(sys.argv[1:]):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        return []
    return mypycify(ENGINE["mypyc_arguments"](Path(".")), group_name=ENGINE["GROUP"])


class BuildPyWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        if not getattr(self, "editable_mode", False):
            compile_catalogues(self.build_lib)


class BuildExtOrPure(build_ext):
    """Compiles the engine into the build, never in place; when the compiler fails, the build stays pure."""

    def run(self) -> None:
        engine = Path(self.build_lib) / "euchre" / "engine"
        for leftover in [*engine.glob("*.so"), *engine.glob("*.pyd"), engine / ENGINE["MANIFEST"]]:
            leftover.unlink(missing_ok=True)  # an earlier build's, in a reused build folder
        if not self.extensions or self.editable_mode or self.inplace:
            return
        try:
            super().run()
        except (CCompilerError, CompileError, ExecError, LinkError, PlatformError) as error:
            for built in self.get_outputs():
                Path(built).unlink(missing_ok=True)
            print(f"euchre: the engine is not compiled ({error}); the build is pure Python", file=sys.stderr)
            return
        hashes = ENGINE["source_hashes"](HERE / "euchre" / "engine")
        (engine / ENGINE["MANIFEST"]).write_text(json.dumps(hashes, indent=1), encoding="utf-8")


if __name__ == "__main__":  # setuptools' build backend runs this file as __main__
    setup(
        cmdclass={"build_py": BuildPyWithCatalogues, "build_ext": BuildExtOrPure},
        ext_modules=engine_extensions(),
    )
