"""What every page of the app does first: learn the request's language, then show the language picker.

Every page imports `euchre.widgets` (the index through `euchre.widgets.landing`, the others for
their widgets), and the package calls `start_page()` once per kernel, so no notebook has to.
Outside a Voila page (a test, nbval, a plain Jupyter kernel) it does nothing.

A pre-heated kernel (Voila's `preheat_kernel`) runs its notebook before anyone asks for the page,
so the browser's `Accept-Language` (and `?lang=`, and the page's address) are not in its
environment yet. Voila hands them over on a websocket, `voila/query/<kernel id>`, once a request
takes the kernel; `wait_for_request()` here reads it as `voila.utils.wait_for_request()` does,
without importing the `voila` package (whose import pulls in Jupyter Server and JupyterLab Server:
about a second in a kernel on a small machine, on the critical path at a cold start, when the
first request arrives before the kernel is up). `start_page` imports what the page draws and
warms what it reads first (`prepare_page`), so the wait costs the learner nothing that
pre-heating had saved, then waits, so every widget below is drawn in the learner's language.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import logging
import os
import threading
from pathlib import Path

from euchre.widgets.page_paths import RENDER, page_address, page_exists, page_in, page_path

log = logging.getLogger("euchre.widgets")

KERNEL_ENV = "VOILA_KERNEL_ID"
"""Voila sets this in every page's kernel, pre-heated or not, before the notebook runs."""
PREHEAT_ENV = "VOILA_PREHEAT"
INDEX_IMPORTS = ("ipywidgets", "euchre.widgets.language", "euchre.widgets.landing", "euchre.progress.lessons")
"""Imported before a pre-heated index waits for its request: only what the index draws."""
PAGE_IMPORTS = ("ipywidgets", "euchre.widgets.language", "euchre.widgets.quiz", "euchre.widgets.table")
"""Imported before any other pre-heated page waits for its request (the slow part of opening a page)."""
QUERY_TIMEOUT = 5.0
"""Seconds to wait for the connection to Voila's request-info socket (as Voila does)."""

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

        # not at the top: euchre.widgets (whose __init__ imports this module) loads with widgets.language
        from euchre.widgets.language import LanguagePicker

        display(LanguagePicker(page=page_path()))
    except Exception as exc:  # a page without a picker still works; the reason goes to the log
        log.exception("could not start the page", exc_info=exc)


def wait_for_learner() -> None:
    """Prepare the page, then wait for the request that takes this pre-heated kernel; its
    variables (HTTP_ACCEPT_LANGUAGE, QUERY_STRING, SCRIPT_NAME) are in os.environ afterwards."""
    prepare_page()
    wait_for_request()


def is_index_kernel(env: os._Environ[str] | dict[str, str] | None = None, cwd: Path | None = None) -> bool:
    """Whether this kernel runs in the app's root folder, where the only page is the index (Voila
    starts a page's kernel in the page's folder)."""
    root = (os.environ if env is None else env).get("EUCHRE_TUTOR_ROOT")
    if not root:
        return False
    try:
        return (cwd or Path.cwd()).resolve() == Path(root).resolve()
    except OSError:
        return False


def prepare_page() -> None:
    """Everything a page can do before it knows its learner: import the modules it draws with and,
    on the index, read the progress store once (its connection and tables are then ready)."""
    index = is_index_kernel()
    for name in INDEX_IMPORTS if index else PAGE_IMPORTS:
        try:
            importlib.import_module(name)
        except ImportError:
            log.warning("could not pre-import %s", name)
    if index:
        try:
            # only the index reads the store ahead; a failure here is logged, not fatal
            from euchre.progress.lessons import completed_pages

            completed_pages()
        except Exception as exc:  # the page reads the store again, and reports there
            log.warning("could not read the progress store ahead: %s", exc)


def request_info_url(env: os._Environ[str] | dict[str, str] | None = None) -> str:
    """Voila's request-info socket for this kernel (the address `voila.utils.wait_for_request` uses)."""
    env = os.environ if env is None else env
    protocol = env.get("VOILA_WS_PROTOCOL", "ws")
    host = env.get("VOILA_APP_IP", "127.0.0.1")
    port = env.get("VOILA_APP_PORT", "8866")
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    return f"{protocol}://{host}:{port}{base}voila/query/{env.get(KERNEL_ENV, '')}"


async def _receive(url: str) -> str | None:
    from tornado.websocket import websocket_connect

    connection = await asyncio.wait_for(websocket_connect(url), QUERY_TIMEOUT)
    try:
        message = await connection.read_message()
    finally:
        connection.close()
    return message if isinstance(message, str) else None


def wait_for_request() -> None:
    """Block until Voila hands this pre-heated kernel its request, then put the request's
    variables in os.environ. Does nothing in a kernel that was not pre-heated."""
    if os.environ.get(PREHEAT_ENV, "False") != "True":
        return
    url = request_info_url()
    received: list[str | None] = []

    def run() -> None:  # in a thread with a loop of its own: the kernel's loop is busy running this cell
        try:
            received.append(asyncio.run(_receive(url)))
        except Exception as exc:
            log.warning("could not read the request from %s: %s", url, exc)

    thread = threading.Thread(target=run, name="euchre-wait-for-request", daemon=True)
    thread.start()
    thread.join()
    if received and received[0]:
        for key, value in json.loads(received[0]).items():
            os.environ[str(key)] = str(value)



__all__ = ["RENDER", "in_voila_page", "page_address", "page_exists", "page_in", "page_path", "prepare_page",
           "start_page", "wait_for_learner", "wait_for_request"]
