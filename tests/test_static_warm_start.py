"""The static build's warm start (scripts/static_build.py `make_warm_start`, scripts/static/warm-start.js): the
kernel's worker scripts start Python through warm-start.js, keyed by the build's hash; a kernel whose worker no
longer starts Python the expected way stops the build with the reason instead of shipping an unpatched site.
The browser test (tests/browser/test_static_edition_browser.py) checks that a second visit starts from the
snapshot."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

START = ("async initialize(e){await this.initRuntime(e),await this.initFilesystem(e),"
         "await this.initPackageManager(e),await this.initKernel(e),await this.initGlobals(e)}")


def _site(static_build: ModuleType, tmp_path: Path, worker_text: str) -> Path:
    folder = tmp_path / static_build.KERNEL_STATIC
    folder.mkdir(parents=True)
    (folder / "352.abc.js").write_text(f"(()=>{{class K{{{worker_text}}}}})();", encoding="utf-8")
    # a chunk webpack loads into the page (not a worker) is left alone even if it holds the same code
    (folder / "872.def.js").write_text(f'(self.webpackChunk_x=self.webpackChunk_x||[]).push([[872],{{1:()=>{{'
                                       f'class C{{{worker_text}}}}}}}]);', encoding="utf-8")
    return tmp_path


def test_the_kernel_worker_starts_python_through_the_warm_start_of_this_build(
    static_build: ModuleType, tmp_path: Path
) -> None:
    site = _site(static_build, tmp_path, START)
    assert static_build.make_warm_start(site, "hash-of-this-build") == ["352.abc.js"]
    worker = (site / static_build.KERNEL_STATIC / "352.abc.js").read_text(encoding="utf-8")
    assert "await self.euchreWarmStart(this,e),await this.initGlobals(e)" in worker
    assert "this.initRuntime(e)" not in worker.split("self.euchreWarmStart = async")[1]
    assert '"hash-of-this-build"' in worker and "__EUCHRE_BUILD__" not in worker
    assert '"euchre.widgets.quiz"' in worker and "__EUCHRE_PREWARM__" not in worker  # every lesson's check
    page_chunk = (site / static_build.KERNEL_STATIC / "872.def.js").read_text(encoding="utf-8")
    assert "euchreWarmStart" not in page_chunk


@pytest.mark.skipif(shutil.which("node") is None, reason="node checks the patched script's syntax")
def test_the_patched_worker_script_is_valid_javascript(static_build: ModuleType, tmp_path: Path) -> None:
    site = _site(static_build, tmp_path, START)
    static_build.make_warm_start(site, "h")
    worker = site / static_build.KERNEL_STATIC / "352.abc.js"
    done = subprocess.run(["node", "--check", str(worker)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_a_kernel_that_starts_python_differently_stops_the_build(static_build: ModuleType, tmp_path: Path) -> None:
    site = _site(static_build, tmp_path, START.replace("await this.initFilesystem(e),", ""))
    with pytest.raises(static_build.BuildError, match="no longer starts Python"):
        static_build.make_warm_start(site, "h")
