"""The package's build backend: setuptools', which also asks for mypy (mypyc) when it builds a wheel, so that
`pip install .` compiles the engine where a C compiler works (setup.py). An editable install, a source
distribution and any build with EUCHRE_TUTOR_PURE=1 need no mypy and compile nothing."""

import runpy
from pathlib import Path

from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F403  (every hook of setuptools' backend, unchanged but the one below)

MYPYC = "mypy>=2.4"
"""The mypyc the compiled build was written and tested against."""
_ENGINE = runpy.run_path(str(Path(__file__).resolve().parent.parent / "euchre" / "engine" / "compiled.py"))


def get_requires_for_build_wheel(config_settings: dict[str, str | list[str]] | None = None) -> list[str]:
    requires = build_meta.get_requires_for_build_wheel(config_settings)
    return requires if _ENGINE["pure_requested"]() else [*requires, MYPYC]
