"""The static build takes from its download cache exactly the pinned wheels (scripts/static/pyodide-requirements.txt):
an older version or a package no longer pinned, still in the cache, stays out of the site."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest


def _cache_with_every_pin(static_build: ModuleType, folder: Path) -> None:
    for name, version in static_build.pinned():
        (folder / f"{name}-{version}-py3-none-any.whl").write_bytes(b"")


def test_an_older_version_and_an_unpinned_package_in_the_cache_stay_out(
    static_build: ModuleType, tmp_path: Path
) -> None:
    _cache_with_every_pin(static_build, tmp_path)
    (ipython_version,) = [v for n, v in static_build.pinned() if n == "ipython"]
    (tmp_path / "ipython-1.0.0-py3-none-any.whl").write_bytes(b"")
    (tmp_path / "micropip-0.11.0-py3-none-any.whl").write_bytes(b"")
    taken = [w.name for w in static_build.pinned_wheels(tmp_path)]
    assert len(taken) == len(static_build.pinned())
    assert [n for n in taken if n.startswith("ipython-")] == [f"ipython-{ipython_version}-py3-none-any.whl"]
    assert not any(n.startswith("micropip-") for n in taken)


def test_a_pinned_wheel_missing_from_the_cache_stops_the_build(static_build: ModuleType, tmp_path: Path) -> None:
    _cache_with_every_pin(static_build, tmp_path)
    next(tmp_path.glob("traitlets-*.whl")).unlink()
    with pytest.raises(static_build.BuildError, match="pinned wheels"):
        static_build.pinned_wheels(tmp_path)
