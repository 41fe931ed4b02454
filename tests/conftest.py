"""Fixtures shared by the tests in this folder."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def static_build() -> ModuleType:
    """scripts/static_build.py as a module (it is a script, not part of the package): the static build's steps,
    called one at a time on small stand-in sites."""
    spec = importlib.util.spec_from_file_location("static_build", ROOT / "scripts" / "static_build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
