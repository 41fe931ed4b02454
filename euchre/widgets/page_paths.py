"""Where a page of the app is: its notebook from the address Voila gives the kernel, the same page in
another language, and the address of a page (no widgets: the page frame and the language picker read
these)."""

from __future__ import annotations

import os
from pathlib import Path

from euchre.i18n import ENGLISH, LANGUAGES

RENDER = "/voila/render/"


def page_path(env: os._Environ[str] | dict[str, str] | None = None) -> str | None:
    """This page's notebook, relative to the app root ("lessons/01_deck_and_ranks.ipynb",
    "tr/index.ipynb"), from the address Voila gives the kernel; None if it is not known."""
    script = (os.environ if env is None else env).get("SCRIPT_NAME", "")
    if RENDER not in script:
        return None
    return script.split(RENDER, 1)[1].lstrip("/") or None


def page_in(path: str, lang: str) -> str:
    """The same page in `lang`: translated pages live in a folder named after their language."""
    parts = path.split("/")
    if parts and parts[0] in LANGUAGES and parts[0] != ENGLISH:
        parts = parts[1:]
    return "/".join(parts if lang == ENGLISH else [lang, *parts])


def page_exists(path: str) -> bool:
    root = os.environ.get("EUCHRE_TUTOR_ROOT")
    if not root:
        return False
    base = Path(root).resolve()
    target = (base / path).resolve()
    return target.is_relative_to(base) and target.is_file()


def page_address(path: str, env: os._Environ[str] | dict[str, str] | None = None) -> str:
    """The address of a notebook of the app, on the server this page came from."""
    script = (os.environ if env is None else env).get("SCRIPT_NAME", "")
    prefix = script.split(RENDER, 1)[0] if RENDER in script else ""
    return f"{prefix}{RENDER}{path}"
