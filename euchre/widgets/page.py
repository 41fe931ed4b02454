"""What every page of the app does first: learn the request's language, then show the language picker.

Every page imports `euchre.widgets` (the index through `euchre.widgets.landing`, the others for
their widgets), and the package calls `start_page()` once per kernel, so no notebook has to.
Outside a Voila page (a test, nbval, a plain Jupyter kernel) it does nothing.

A pre-heated kernel (Voila's `preheat_kernel`) runs its notebook before anyone asks for the page,
so the browser's `Accept-Language` (and `?lang=`, and the page's address) are not in its
environment yet. Voila hands them over only through `voila.utils.wait_for_request()`, which blocks
until a request takes the kernel; `start_page` imports the heavy widget modules first, so the
wait costs the learner nothing that pre-heating had saved, then waits, so every widget below is
drawn in the learner's language.
"""

from __future__ import annotations

import importlib
import logging
import os

from euchre.widgets.page_paths import RENDER, page_address, page_exists, page_in, page_path

log = logging.getLogger("euchre.widgets")

KERNEL_ENV = "VOILA_KERNEL_ID"
"""Voila sets this in every page's kernel, pre-heated or not, before the notebook runs."""
PREHEAT_ENV = "VOILA_PREHEAT"
PREHEAT_IMPORTS = ("ipywidgets", "euchre.widgets.language", "euchre.widgets.landing", "euchre.widgets.quiz",
                   "euchre.widgets.table")
"""Imported before a pre-heated kernel waits for its request (the slow part of opening a page)."""

_started = False


def in_voila_page(env: os._Environ[str] | dict[str, str] | None = None) -> bool:
    return bool((os.environ if env is None else env).get(KERNEL_ENV))


def start_page() -> None:
    """Once per kernel, on a Voila page: wait for the request if pre-heated, then show the picker."""
    global _started
    if _started or not in_voila_page():
        return
    _started = True
    try:
        if os.environ.get(PREHEAT_ENV) == "True":
            wait_for_learner()
        from IPython.display import display

        from euchre.widgets.language import LanguagePicker

        display(LanguagePicker(page=page_path()))
    except Exception as exc:  # a page without a picker still works; the reason goes to the log
        log.exception("could not start the page", exc_info=exc)


def wait_for_learner() -> None:
    """Import what pages need, then wait for the request that takes this pre-heated kernel; its
    variables (HTTP_ACCEPT_LANGUAGE, QUERY_STRING, SCRIPT_NAME) are in os.environ afterwards."""
    for name in PREHEAT_IMPORTS:
        try:
            importlib.import_module(name)
        except ImportError:
            log.warning("could not pre-import %s", name)
    from voila.utils import wait_for_request

    wait_for_request()


__all__ = ["RENDER", "in_voila_page", "page_address", "page_exists", "page_in", "page_path", "start_page",
           "wait_for_learner"]
