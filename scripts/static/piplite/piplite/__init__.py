"""The static edition's own `piplite`, in place of jupyterlite's (which imports micropip, packaging and
unittest.mock: about a second of the kernel's start in the browser, and 0.4 MB).

The kernel imports `piplite.piplite` just before itself, and asks it to install the packages it needs
(they are already loaded: the site's settings name every package). Nothing is ever installed at run time
in the offline edition, so this package answers those calls and refuses any other install with the reason.

Being the kernel's first import, it also keeps IPython's terminal out of the kernel: IPython 9.12 (the newest
jupyterlite-pyodide-kernel 0.7.0 can drive) imports `IPython.terminal.embed` on `import IPython`, and through
it prompt_toolkit (over a second in the browser); a kernel never uses it. A stand-in module takes its place;
`IPython.embed()` says why it is missing. (IPython 9.17 and later import it only when asked.)
"""

from __future__ import annotations

import sys
import types

from .piplite import OfflineInstallRefused, install

TERMINAL = "IPython.terminal.embed"


class NoTerminalError(RuntimeError):
    """IPython's terminal is not part of the offline edition."""


def _no_terminal(*args: object, **kwargs: object) -> None:
    raise NoTerminalError("IPython's terminal (IPython.embed) is not part of the offline edition")


def keep_terminal_out() -> None:
    """Put the stand-in for IPython's terminal in place, unless the real one is already imported."""
    if TERMINAL not in sys.modules:
        stand_in = types.ModuleType(TERMINAL, "The offline edition's stand-in: a kernel needs no terminal.")
        stand_in.embed = _no_terminal  # type: ignore[attr-defined]
        sys.modules[TERMINAL] = stand_in


keep_terminal_out()

__version__ = "0.0.0"
__all__ = ["NoTerminalError", "OfflineInstallRefused", "install", "keep_terminal_out"]
