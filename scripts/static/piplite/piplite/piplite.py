"""What the kernel reads and calls in `piplite.piplite`: two settings it writes at start, and `install`."""

from __future__ import annotations

import re
from importlib import metadata

_PIPLITE_URLS: list[str] = []
_PIPLITE_DISABLE_PYPI = True


class OfflineInstallRefused(ValueError):
    """A package was asked for that the offline edition does not hold."""


def _name(requirement: str) -> str:
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    return match.group(1) if match else requirement.strip()


def _installed(name: str) -> bool:
    try:
        metadata.distribution(name)
    except metadata.PackageNotFoundError:
        return False
    return True


async def install(requirements: str | list[str], *args: object, **kwargs: object) -> None:
    """Succeed for packages already installed (the kernel asks for its own); refuse any other."""
    names = [requirements] if isinstance(requirements, str) else list(requirements)
    missing = [_name(r) for r in names if not _installed(_name(r))]
    if missing:
        raise OfflineInstallRefused(
            f"the offline edition cannot install packages ({', '.join(missing)}): it holds only what its pages use")
