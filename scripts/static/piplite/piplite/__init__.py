"""The static edition's own `piplite`, in place of jupyterlite's (which imports micropip, packaging and
unittest.mock: about a second of the kernel's start in the browser, and 0.4 MB).

The kernel imports `piplite.piplite` just before itself, and asks it to install the packages it needs
(they are already loaded: the site's settings name every package). Nothing is ever installed at run time
in the offline edition, so this package answers those calls and refuses any other install with the reason.
"""

from __future__ import annotations

from .piplite import OfflineInstallRefused, install

__version__ = "0.0.0"
__all__ = ["OfflineInstallRefused", "install"]
