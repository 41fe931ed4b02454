"""The static edition's own `piplite` (scripts/static/piplite), which the browser kernel imports before
itself: it answers the kernel's start-up installs and refuses any other with the reason, without importing
micropip, and keeps IPython's terminal (prompt_toolkit) out while IPython itself still runs code. Each check
runs in a fresh interpreter, as a kernel starts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OWN_PIPLITE = ROOT / "scripts" / "static" / "piplite"


def _fresh(code: str) -> Any:
    """Run `code` in a new interpreter that finds the static edition's piplite first; its printed JSON."""
    done = subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {str(OWN_PIPLITE)!r})\n{code}"],
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_kernels_own_packages_install_as_done_and_any_other_is_refused_with_the_reason() -> None:
    seen = _fresh(
        "import asyncio, json, piplite.piplite as p\n"
        "asyncio.run(p.install('ipython', keep_going=True))\n"
        "asyncio.run(p.install(['traitlets>=5', 'comm']))\n"
        "try:\n    asyncio.run(p.install(['ipython', 'no-such-package==1.0']))\n"
        "except ValueError as exc:\n    print(json.dumps({'type': type(exc).__name__, 'said': str(exc)}))")
    assert seen["type"] == "OfflineInstallRefused"
    assert "no-such-package" in str(seen["said"]) and "ipython" not in str(seen["said"])


def test_the_kernels_first_import_brings_no_package_manager() -> None:
    seen = _fresh("import json, piplite.piplite\n"
                  "managers = ('micropip', 'packaging', 'unittest.mock')\n"
                  "print(json.dumps(sorted(m for m in managers if m in sys.modules)))")
    assert seen == []


def test_ipython_runs_a_cell_without_its_terminal_after_the_kernels_first_import() -> None:
    seen = _fresh(
        "import json, piplite.piplite, IPython\n"
        "from IPython.core.interactiveshell import InteractiveShell\n"
        "result = InteractiveShell.instance().run_cell('sum(range(5))', store_history=False)\n"
        "terminal = sorted(m for m in sys.modules if m.startswith(('prompt_toolkit', 'IPython.terminal.inter')))\n"
        "print(json.dumps({'result': result.result, 'ok': result.success, 'terminal': terminal,\n"
        "                  'stand_in': sys.modules['IPython.terminal.embed'].embed is IPython.embed}))")
    assert seen == {"result": 10, "ok": True, "terminal": [], "stand_in": True}


def test_ipython_embed_says_the_terminal_is_not_there() -> None:
    seen = _fresh(
        "import json, piplite, IPython\n"
        "try:\n    IPython.embed()\nexcept piplite.NoTerminalError as exc:\n    print(json.dumps(str(exc)))")
    assert "not part of the offline edition" in seen
